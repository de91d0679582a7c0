"""The game's sound: effects (audio), the music, and the spoken Italian phrases (voice)."""
