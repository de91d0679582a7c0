"""Tooltips: what a tooltip says (words), where it goes (place), and the overlay that draws them (tooltip)."""
