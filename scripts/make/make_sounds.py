"""Synthesise the game's sound effects into assets/sounds/ (OGG Vorbis) with a manifest.

Everything is made here from our own code: noise bursts, filtered clicks, plucked strings (Karplus-Strong)
and small chimes (a few sine partials), each shaped by an envelope, in pure Python with a fixed seed, so
the same script always writes the same sounds. Each effect is levelled to a target loudness (its loudest
50 ms, in dBFS RMS: a short click and a long chime then sit together), kept under -1.5 dBFS peak, given
short fades (no clicks at the edges), written as WAV, and converted by sox to OGG Vorbis.

Needs sox with its Vorbis format:  apt-get install sox libsox-fmt-all
Run:  python3 scripts/make/make_sounds.py        (prints every effect with its length and loudness)

The game only plays the files; it never synthesises at run time.
"""

from __future__ import annotations

import array
import json
import math
import random
import shutil
import subprocess
import sys
import tempfile
import wave
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "assets" / "sounds"
SR = 44100
PEAK_LIMIT_DB = -1.5
WINDOW = 0.05  # seconds: the loudness window
AIR = 8000.0  # Hz: card noises are rolled off above this (the filters' skirts left a hiss up to 17 kHz)
Signal = list[float]


# -- building blocks --------------------------------------------------------------------------------
def n_of(seconds: float) -> int:
    return max(1, int(seconds * SR))


def mix(dst: Signal, src: Signal, at: float = 0.0, gain: float = 1.0) -> Signal:
    """Add `src` into `dst` starting `at` seconds (dst grows as needed)."""
    start = int(at * SR)
    if len(dst) < start + len(src):
        dst.extend([0.0] * (start + len(src) - len(dst)))
    for i, v in enumerate(src):
        dst[start + i] += v * gain
    return dst


def noise(seconds: float, rng: random.Random) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(n_of(seconds))]


def envelope(x: Signal, attack: float, decay: float, hold: float = 0.0) -> Signal:
    """A linear attack, an optional hold, then an exponential decay (time constant `decay`)."""
    a, h = max(1, int(attack * SR)), int(hold * SR)
    out = []
    for i, v in enumerate(x):
        if i < a:
            g = i / a
        elif i < a + h:
            g = 1.0
        else:
            g = math.exp(-(i - a - h) / (decay * SR))
        out.append(v * g)
    return out


def biquad(x: Signal, kind: str, freq: float | Callable[[float], float], q: float = 0.707) -> Signal:
    """An RBJ-cookbook filter ("low", "high", "band"); `freq` may follow time (a sweep), recomputed every
    32 samples."""
    out: Signal = []
    x1 = x2 = y1 = y2 = 0.0
    b0 = b1 = b2 = a1 = a2 = 0.0
    for i, v in enumerate(x):
        if i % 32 == 0:
            f = freq(i / SR) if callable(freq) else freq
            w = 2 * math.pi * min(f, SR * 0.45) / SR
            alpha, cw = math.sin(w) / (2 * q), math.cos(w)
            if kind == "low":
                c0, c1, c2 = (1 - cw) / 2, 1 - cw, (1 - cw) / 2
            elif kind == "high":
                c0, c1, c2 = (1 + cw) / 2, -(1 + cw), (1 + cw) / 2
            else:
                c0, c1, c2 = alpha, 0.0, -alpha
            a0 = 1 + alpha
            b0, b1, b2, a1, a2 = c0 / a0, c1 / a0, c2 / a0, -2 * cw / a0, (1 - alpha) / a0
        y = b0 * v + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, v, y1, y
        out.append(y)
    return out


def chime(freq: float, seconds: float, decay: float, bright: float = 1.0) -> Signal:
    """A small bell: a few partials, the higher ones quieter and shorter."""
    partials = ((1.0, 1.0, 1.0), (2.0, 0.32 * bright, 0.6), (3.0, 0.12 * bright, 0.4), (4.07, 0.05 * bright, 0.25))
    out = [0.0] * n_of(seconds)
    for ratio, amp, life in partials:
        f = freq * ratio
        if f > SR * 0.45:
            continue
        tau = decay * life * SR
        for i in range(len(out)):
            out[i] += amp * math.sin(2 * math.pi * f * i / SR) * math.exp(-i / tau)
    return envelope(out, 0.004, 1e9)


def pluck(freq: float, seconds: float, rng: random.Random, damping: float = 0.996) -> Signal:
    """A plucked string (Karplus-Strong): a burst of noise circulating in a short, damped delay line."""
    period = max(2, round(SR / freq))
    line = biquad(noise(period / SR, rng), "low", freq * 6)
    period = len(line)  # period / SR * SR can round down a sample
    out = []
    for i in range(n_of(seconds)):
        v = line[i % period]
        nxt = line[(i + 1) % period]
        line[i % period] = damping * 0.5 * (v + nxt)
        out.append(v)
    return envelope(out, 0.002, 1e9)


def note(name: str) -> float:
    """A note's frequency: "A4" is 440 Hz."""
    names = {"C": -9, "C#": -8, "D": -7, "D#": -6, "E": -5, "F": -4, "F#": -3, "G": -2, "G#": -1, "A": 0,
             "A#": 1, "B": 2}
    return 440.0 * 2 ** ((names[name[:-1]] + 12 * (int(name[-1]) - 4)) / 12)


# -- card sounds ------------------------------------------------------------------------------------
def snap(rng: random.Random, bright: float = 3200.0, body: float = 0.5, length: float = 0.06) -> Signal:
    """A card's edge meeting another card or the felt: a filtered click over a short low thump."""
    click = envelope(biquad(noise(length, rng), "band", bright, 0.9), 0.0008, 0.007)
    thump = envelope(biquad(noise(length, rng), "low", 420.0), 0.001, 0.014)
    return biquad(mix(click, thump, gain=body * 3.0), "low", AIR)


def swish(rng: random.Random, seconds: float, low: float, high: float) -> Signal:
    """Cards sliding over each other or over cloth: band-passed noise whose centre moves low to high."""
    body = biquad(noise(seconds, rng), "band", lambda t: low + (high - low) * t / seconds, 0.8)
    rise = seconds * 0.3
    return biquad([v * (min(1.0, i / (rise * SR)) * math.exp(-max(0, i - rise * SR) / (seconds * 0.3 * SR)))
                   for i, v in enumerate(body)], "low", AIR)


def lay(rng: random.Random) -> Signal:
    """A card laid on the felt: the cloth softens the click; the thump carries it."""
    return biquad(snap(rng, bright=1900.0, body=0.8, length=0.09), "low", 3500.0)


def deal(rng: random.Random) -> Signal:
    """A dealt card: a light, quick flick."""
    return mix(swish(rng, 0.05, 2500.0, 5000.0), snap(rng, bright=4200.0, body=0.25, length=0.05), at=0.02)


def shuffle(rng: random.Random) -> Signal:
    """A riffle shuffle: two packets' corners flicking together, faster then slower, then the bridge."""
    out: Signal = []
    t = 0.0
    for k in range(38):
        t += 0.011 + 0.007 * abs(math.sin(k / 38 * math.pi * 1.3)) + rng.uniform(0, 0.004)
        mix(out, snap(rng, bright=rng.uniform(2600, 4200), body=0.15, length=0.03), at=t, gain=rng.uniform(0.5, 1))
    mix(out, swish(rng, 0.32, 900.0, 2600.0), at=t + 0.04, gain=0.9)
    mix(out, snap(rng, bright=1500.0, body=0.9, length=0.08), at=t + 0.3, gain=0.9)
    return out


def capture(rng: random.Random, taken: int) -> Signal:
    """A capture: the played card lands on what it takes, then the taken cards are drawn together (more
    cards, more flicks and a longer slide)."""
    out = snap(rng, bright=2600.0, body=0.9, length=0.08)
    for k in range(taken):
        mix(out, snap(rng, bright=rng.uniform(3000, 4400), body=0.3, length=0.04), at=0.07 + 0.045 * k,
            gain=0.55)
    mix(out, swish(rng, 0.12 + 0.05 * taken, 1200.0, 3400.0), at=0.05, gain=0.5)
    return out


def gather(rng: random.Random) -> Signal:
    """The taken cards set down on the pile: a soft, dull pat."""
    return biquad(snap(rng, bright=1400.0, body=1.0, length=0.08), "low", 2200.0)


def sweep(rng: random.Random) -> Signal:
    """The cards left on the table swept to the last capturer: a long slide, a pat at the end."""
    out = swish(rng, 0.42, 700.0, 2400.0)
    return mix(out, gather(rng), at=0.38, gain=0.8)


# -- moments ----------------------------------------------------------------------------------------
def scopa(rng: random.Random) -> Signal:
    """A scopa ("broom"): a quick sweep of the broom, then a bright chord rings out."""
    out = swish(rng, 0.34, 600.0, 6000.0)
    for k, name in enumerate(("C5", "E5", "G5", "C6")):
        mix(out, chime(note(name), 1.1, 0.45, bright=1.2), at=0.22 + 0.06 * k, gain=0.45)
    return out


def settebello(rng: random.Random) -> Signal:
    """The settebello (the seven of coins) taken: a small gold sparkle, three high chimes rising."""
    out: Signal = []
    for k, name in enumerate(("G5", "D6", "G6")):
        mix(out, chime(note(name), 0.9, 0.35, bright=0.8), at=0.09 * k, gain=0.5)
    for k in range(7):  # the glitter
        mix(out, chime(rng.uniform(3000, 5200), 0.12, 0.04, bright=0.0), at=0.05 + 0.05 * k, gain=0.12)
    return out


def hand_end(rng: random.Random) -> Signal:
    """The hand is over: two mellow notes falling, plucked (A to D: the scoring sheet's D major follows)."""
    out = pluck(note("A4"), 0.7, rng, 0.995)
    return mix(out, pluck(note("D4"), 0.9, rng, 0.995), at=0.16)


def scoring(rng: random.Random) -> Signal:
    """The score sheet opens: a short rising arpeggio of plucks, like a mandolin."""
    out: Signal = []
    for k, name in enumerate(("D4", "F#4", "A4", "D5")):
        mix(out, pluck(note(name), 0.55, rng, 0.994), at=0.07 * k, gain=0.8)
    return out


def match_won(rng: random.Random) -> Signal:
    """Match won: a bright plucked fanfare, rising, with a chime over the last chord."""
    out: Signal = []
    seq = (("C4", 0.0), ("E4", 0.11), ("G4", 0.22), ("C5", 0.36), ("E5", 0.36), ("G5", 0.36))
    for name, at in seq:
        mix(out, pluck(note(name), 1.2, rng, 0.997), at=at, gain=0.6)
    mix(out, chime(note("C6"), 1.3, 0.55), at=0.36, gain=0.35)
    return out


def match_lost(rng: random.Random) -> Signal:
    """Match lost: three plucked notes falling gently into a minor chord (a shrug, not a buzzer)."""
    out: Signal = []
    for name, at in (("E4", 0.0), ("C4", 0.2), ("A3", 0.42), ("E3", 0.42)):
        mix(out, pluck(note(name), 1.3, rng, 0.996), at=at, gain=0.7)
    return biquad(out, "low", 2400.0)


def your_turn(rng: random.Random) -> Signal:
    """Your turn: a soft two-note chime."""
    out = chime(note("E5"), 0.5, 0.22, bright=0.5)
    return mix(out, chime(note("A5"), 0.6, 0.26, bright=0.5), at=0.11)


def time_short(rng: random.Random) -> Signal:
    """Online, your turn's time runs short (a bot will play for you): a clock's three ticks, then the turn's
    two notes again, higher and nearer, so it is heard as a call back to the table."""
    out: Signal = []
    for k in range(3):
        tick = envelope(biquad(noise(0.05, rng), "band", 2300.0 - 250 * k, 3.0), 0.0005, 0.008)
        mix(out, tick, at=0.16 * k)
    mix(out, chime(note("A5"), 0.45, 0.18, bright=0.7), at=0.52)
    return mix(out, chime(note("E6"), 0.55, 0.22, bright=0.7), at=0.62)


def button(rng: random.Random) -> Signal:
    """A button pressed: a soft, short wooden tick."""
    tick = envelope(biquad(noise(0.04, rng), "band", 1700.0, 2.0), 0.0005, 0.006)
    return mix(tick, chime(880.0, 0.04, 0.01, bright=0.0), gain=0.3)


def menu_move(rng: random.Random) -> Signal:
    """The focus moves in a menu: the faintest high tick."""
    return envelope(biquad(noise(0.025, rng), "band", 3000.0, 2.5), 0.0005, 0.004)


# name -> (maker, target loudness in dBFS: the RMS of the loudest 50 ms). Card sounds come often: a little
# below the moments; your turn is soft; the buttons and menu moves very soft.
EFFECTS: dict[str, tuple[Callable[[random.Random], Signal], float]] = {
    "shuffle": (shuffle, -20.0),
    "deal": (deal, -23.0),
    "lay": (lay, -20.0),
    "capture_small": (lambda rng: capture(rng, 1), -20.0),
    "capture_medium": (lambda rng: capture(rng, 3), -19.0),
    "capture_large": (lambda rng: capture(rng, 5), -18.0),
    "gather": (gather, -24.0),
    "sweep": (sweep, -21.0),
    "scopa": (scopa, -16.0),
    "settebello": (settebello, -17.0),
    "hand_end": (hand_end, -19.0),
    "scoring": (scoring, -19.0),
    "match_won": (match_won, -16.0),
    "match_lost": (match_lost, -18.0),
    "your_turn": (your_turn, -26.0),
    "time_short": (time_short, -19.0),
    "button": (button, -30.0),
    "menu_move": (menu_move, -34.0),
}


# -- levelling and files ----------------------------------------------------------------------------
def db(x: float) -> float:
    return 20 * math.log10(max(x, 1e-9))


def loudness(x: Signal) -> float:
    """The RMS of the loudest 50 ms window, in dBFS (windows overlapping by half)."""
    w = n_of(WINDOW)
    best = 0.0
    for start in range(0, max(1, len(x) - w + 1), w // 2):
        chunk = x[start:start + w]
        best = max(best, sum(v * v for v in chunk) / len(chunk))
    return db(math.sqrt(best))


def finish(x: Signal, target_db: float) -> Signal:
    """Levelled to `target_db`, the peak kept under the limit, a trailing silence trimmed, faded at the edges."""
    floor = max(abs(v) for v in x) * 10 ** (-60 / 20)
    end = max(i for i, v in enumerate(x) if abs(v) > floor) + 1
    x = x[:end]
    fade_in, fade_out = n_of(0.002), min(n_of(0.03), len(x) // 4)
    for i in range(fade_in):
        x[i] *= i / fade_in
    for i in range(fade_out):
        x[-1 - i] *= i / fade_out
    gain = 10 ** ((target_db - loudness(x)) / 20)
    peak = max(abs(v) for v in x) * gain
    gain *= min(1.0, 10 ** (PEAK_LIMIT_DB / 20) / peak)
    return [v * gain for v in x]


def write_wav(path: Path, x: Signal) -> None:
    data = array.array("h", (max(-32767, min(32767, round(v * 32767))) for v in x))
    with wave.open(str(path), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(SR)
        f.writeframes(data.tobytes())


def make_all(out_dir: Path = OUT) -> dict[str, dict]:
    """Render every effect to `out_dir`/<name>.ogg and write the manifest; returns it."""
    if shutil.which("sox") is None:
        sys.exit("sox is needed: apt-get install sox libsox-fmt-all")
    out_dir.mkdir(parents=True, exist_ok=True)
    manifest: dict[str, dict] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for i, (name, (maker, target)) in enumerate(EFFECTS.items()):
            x = finish(maker(random.Random(1700 + i)), target)
            wav = Path(tmp) / f"{name}.wav"
            write_wav(wav, x)
            ogg = out_dir / f"{name}.ogg"
            # -C 3: Vorbis quality 3 (about 110 kbit/s at this rate; these are short).
            subprocess.run(["sox", str(wav), "-C", "3", str(ogg)], check=True)
            manifest[name] = {"file": ogg.name, "duration": round(len(x) / SR, 3),
                              "loudness_db": round(loudness(x), 1),
                              "peak_db": round(db(max(abs(v) for v in x)), 1), "bytes": ogg.stat().st_size}
    (out_dir / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    return manifest


def main() -> None:
    manifest = make_all()
    print(f"{'effect':16} {'file':20} {'seconds':>7} {'loud dB':>8} {'peak dB':>8} {'bytes':>7}")
    for name, e in manifest.items():
        print(f"{name:16} {e['file']:20} {e['duration']:7.3f} {e['loudness_db']:8.1f} {e['peak_db']:8.1f} "
              f"{e['bytes']:7d}")
    print(f"total {sum(e['bytes'] for e in manifest.values())} bytes in {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
