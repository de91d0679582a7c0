"""Compose the optional background music into assets/music/ (OGG Vorbis) with a manifest.

A short Italian-flavoured loop (a tarantella-like tune in A minor over eight chords, played twice) on
mandolin-like plucked strings: Karplus-Strong plucks from make_sounds.py, the melody picked as mandolin
pairs (two strings a little detuned, a quick tremolo on long notes), a guitar-like bass and chord below.
Pure Python with a fixed seed. The loop is seamless: every note ringing past the end is folded back onto
the start, so the last bar runs into the first without a gap or a click. Levelled quiet (RMS of the whole
loop about -28 dBFS) because it plays under the effects and the voice.

Needs sox with its Vorbis format:  apt-get install sox libsox-fmt-all
Run:  python3 scripts/make/make_music.py
"""

from __future__ import annotations

import json
import math
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_sounds import ROOT, SR, Signal, db, note, pluck, write_wav  # noqa: E402

OUT = ROOT / "assets" / "music"
NAME = "tarantella"
BPM = 132
EIGHTH = 60 / BPM / 2
TARGET_RMS_DB = -28.0
PEAK_LIMIT_DB = -6.0

# (chord root, chord tones), eight per pass: i iv VII III VI iv V i
CHORDS = [("A2", "A3 C4 E4"), ("D3", "D3 F3 A3"), ("G2", "G3 B3 D4"), ("C3", "C4 E4 G4"),
          ("F2", "F3 A3 C4"), ("D3", "D3 F3 A3"), ("E2", "E3 G#3 B3"), ("A2", "A3 C4 E4")]
# The melody: per bar (4/4), notes with lengths in eighths ("-" is a rest). Two passes, the second answers.
MELODY = [
    "E5:1 A5:1 C6:1 B5:1 A5:2 E5:2", "F5:1 A5:1 D6:1 C6:1 A5:4", "D5:1 G5:1 B5:1 A5:1 G5:2 D5:2",
    "E5:1 G5:1 C6:1 B5:1 G5:4", "C5:1 F5:1 A5:1 G5:1 F5:2 A5:2", "D5:1 F5:1 A5:1 F5:1 D5:4",
    "B4:1 E5:1 G#5:1 B5:1 E6:2 D6:2", "C6:2 B5:1 G#5:1 A5:4",
    "A5:1 C6:1 E6:1 C6:1 A5:2 -:2", "A5:1 D6:1 F6:1 D6:1 A5:4", "B5:1 D6:1 G5:1 B5:1 D6:2 B5:2",
    "C6:1 G5:1 E5:1 G5:1 C6:4", "A5:1 C6:1 F5:1 A5:1 C6:2 A5:2", "F5:1 E5:1 D5:1 E5:1 F5:4",
    "G#5:1 B5:1 E5:1 G#5:1 B5:2 D6:2", "C6:1 B5:1 G#5:1 B5:1 A5:4",
]


def add_wrapped(dst: Signal, src: Signal, start: int, gain: float) -> None:
    """Mix `src` into the loop `dst` at sample `start`, folding anything past the end onto the start."""
    n = len(dst)
    for i, v in enumerate(src):
        dst[(start + i) % n] += v * gain


def mandolin(freq: float, seconds: float, rng: random.Random) -> Signal:
    """A mandolin course: two strings a few cents apart, bright and quickly damped."""
    a = pluck(freq, seconds, rng, damping=0.993)
    b = pluck(freq * 1.003, seconds, rng, damping=0.993)
    return [(x + y) * 0.5 for x, y in zip(a, b, strict=True)]


def compose() -> Signal:
    rng = random.Random(1917)
    bar = 8 * EIGHTH
    loop = [0.0] * round(len(MELODY) * bar * SR)
    for b, line in enumerate(MELODY):
        t = b * bar
        root, tones = CHORDS[b % len(CHORDS)]
        add_wrapped(loop, pluck(note(root), 1.6, rng, damping=0.997), round(t * SR), 0.55)
        for beat in (2, 4, 6):  # the off-beat chord, strummed (a few ms between strings)
            for k, tone in enumerate(tones.split()):
                at = t + beat * EIGHTH + k * 0.012
                add_wrapped(loop, pluck(note(tone), 0.5, rng, damping=0.990), round(at * SR), 0.16)
        for item in line.split():
            pitch, length = item.split(":")
            steps = int(length)
            if pitch != "-":
                # Long notes are tremolo-picked, as a mandolin holds a note: a pick every sixteenth.
                picks = 1 if steps == 1 else steps * 2
                for p in range(picks):
                    at = t + p * EIGHTH / 2
                    add_wrapped(loop, mandolin(note(pitch), 0.45, rng), round(at * SR), 0.5 if p == 0 else 0.32)
            t += steps * EIGHTH
    return loop


def level(x: Signal) -> Signal:
    rms = math.sqrt(sum(v * v for v in x) / len(x))
    gain = 10 ** ((TARGET_RMS_DB - db(rms)) / 20)
    gain = min(gain, 10 ** (PEAK_LIMIT_DB / 20) / max(abs(v) for v in x))
    return [v * gain for v in x]


def main() -> None:
    if shutil.which("sox") is None:
        sys.exit("sox is needed: apt-get install sox libsox-fmt-all")
    x = level(compose())
    OUT.mkdir(parents=True, exist_ok=True)
    ogg = OUT / f"{NAME}.ogg"
    with tempfile.TemporaryDirectory() as tmp:
        wav = Path(tmp) / f"{NAME}.wav"
        write_wav(wav, x)
        subprocess.run(["sox", str(wav), "-C", "2", str(ogg)], check=True)  # quality 2: quiet background
    rms = db(math.sqrt(sum(v * v for v in x) / len(x)))
    entry = {"file": ogg.name, "duration": round(len(x) / SR, 3), "rms_db": round(rms, 1),
             "peak_db": round(db(max(abs(v) for v in x)), 1), "bytes": ogg.stat().st_size}
    (OUT / "manifest.json").write_text(json.dumps({NAME: entry}, indent=2) + "\n", encoding="utf-8")
    print(f"{NAME}: {entry['duration']} s, RMS {entry['rms_db']} dBFS, peak {entry['peak_db']} dBFS, "
          f"{entry['bytes']} bytes")


if __name__ == "__main__":
    main()
