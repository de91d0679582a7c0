"""The pygame side of Scopa Desktop: app loop, scenes, widgets, card art."""
