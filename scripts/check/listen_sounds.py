"""Record what the game plays, to listen and to measure: SDL's disk audio driver writes the mixer's output
to a file, in real time.

Two takes, each converted by sox to WAV with its `stat` (RMS, peak) and a spectrogram PNG:
- catalogue: every effect of assets/sounds once, 0.35 s apart (how they sit together);
- table: a two-bot match at normal animation speed for OUT seconds of real time (the sounds as the cards
  land: the shuffle and deal, plays, captures, the gathering, a scopa if one comes).

Run:  python3 scripts/check/listen_sounds.py [out_dir] [seconds]     (needs sox: apt-get install sox libsox-fmt-all)
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def record(raw: Path, take) -> None:
    """Run `take()` with the mixer writing to `raw` (s16le, stereo, 44.1 kHz)."""
    import pygame

    pygame.mixer.quit()
    os.environ["SDL_AUDIODRIVER"] = "disk"
    os.environ["SDL_DISKAUDIOFILE"] = str(raw)
    take()
    time.sleep(0.3)  # the driver writes in real time: let the tail reach the file
    pygame.mixer.quit()


def catalogue() -> None:
    import json

    from scopa_desktop.storage import Settings
    from scopa_desktop.ui.sound.audio import Audio

    folder = ROOT / "assets" / "sounds"
    audio = Audio(lambda: Settings(volume_master=100, volume_effects=100), [], folder)
    for name, entry in json.loads((folder / "manifest.json").read_text(encoding="utf-8")).items():
        audio.play(name)
        time.sleep(entry["duration"] + 0.35)


def table(seconds: float) -> None:
    from scopa_desktop.engine import Rules
    from scopa_desktop.ui.app import App
    from scopa_desktop.ui.seats import seats_from_settings

    app = App(size=(1280, 800), seed=3, home=tempfile.mkdtemp(), fullscreen=False, save_settings=False)
    app.settings = app.settings.replace(animation_speed="normal", bot_pause_ms=250, volume_master=100,
                                        volume_effects=100)
    bots = [{"kind": "bot", "name": "Anna", "level": "medium"}, {"kind": "bot", "name": "Bea", "level": "medium"}]
    app.reset_to("table", rules=Rules.preset("classic"), seats=seats_from_settings(bots, 2), seed=11)
    start = last = time.perf_counter()
    while time.perf_counter() - start < seconds:
        now = time.perf_counter()
        app.step(now - last)
        last = now
        if app.stack.top is not None and app.stack.top.name == "scoring":
            app.pop()  # the sheet is heard opening; go on to the next hand
        time.sleep(1 / 60)
    print("played:", ", ".join(p.name for p in app.audio.log))
    app.close()


def report(raw: Path) -> None:
    wav = raw.with_suffix(".wav")
    subprocess.run(["sox", "-t", "raw", "-r", "44100", "-e", "signed", "-b", "16", "-c", "2", str(raw), str(wav)],
                   check=True)
    stat = subprocess.run(["sox", str(wav), "-n", "stat"], capture_output=True, text=True).stderr
    keep = ("Length", "Maximum amplitude", "Minimum amplitude", "RMS     amplitude", "Maximum delta")
    print(wav.name, *(line for line in stat.splitlines() if line.startswith(keep)), sep="\n  ")
    png = raw.with_suffix(".png")
    subprocess.run(["sox", str(wav), "-n", "remix", "1", "spectrogram", "-x", "1200", "-y", "400", "-z", "90",
                    "-t", wav.stem, "-o", str(png)], check=True)
    print("  spectrogram:", png)


def main() -> None:
    parser = argparse.ArgumentParser(description="Record the game's sounds and report their loudness (needs sox).")
    parser.add_argument("out_dir", nargs="?", type=Path, help="where the takes go (default: a temporary folder)")
    parser.add_argument("seconds", nargs="?", type=float, default=12.0, help="length of the table take (default 12)")
    args = parser.parse_args()
    out = args.out_dir or Path(tempfile.mkdtemp(prefix="scopa-listen-"))
    out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    record(out / "catalogue.raw", catalogue)
    report(out / "catalogue.raw")
    record(out / "table.raw", lambda: table(args.seconds))
    report(out / "table.raw")


if __name__ == "__main__":
    main()
