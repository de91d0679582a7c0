"""The bot lab: headless matches and duels between bot levels, run on every core or a Ray cluster, and the
small statistics their reports print (`scopa-desktop simulate` / `duel`, and the scripts under scripts/bench)."""
