"""Tools that drive the real scenes without a player: the --selftest and the --screenshots."""
