"""Speak every Italian phrase of the game into assets/voice/ (OGG Vorbis) with a manifest.

The phrases are the glossary's (locales/*.yaml "phrases": the event phrases the table says, "Scopa!",
"Tocca a te"..., are among them) and the cards' names the glossary lists; their Italian text is read
through scopa_desktop.i18n, so a new phrase in the locales is a new file here.

The voice is festival's Italian diphone voice (lp_diphone, Debian's festvox-italp16k): it joins recordings
of a real speaker, so it sounds far more natural than espeak-ng's formant voice, which is synthesised from
rules and sounds robotic. Only when festival or its Italian voice is missing does the script fall back to
`espeak-ng -v it`; the manifest says which voice made each file.

Each phrase is then normalised with sox (peak to -3 dBFS, then the silence at both ends trimmed), made mono
16 kHz, and written as OGG Vorbis quality 3: a small set, a second or two each.

Needs:  apt-get install -y festival festvox-italp16k sox libsox-fmt-all   (espeak-ng only as the fallback)
Run:    python3 scripts/make/make_voice.py        (prints every phrase with its length, peak and loudness)

The game only plays the files; it never synthesises at run time.
"""

from __future__ import annotations

import json
import math
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from scopa_desktop.i18n import Translator  # noqa: E402

OUT = ROOT / "assets" / "voice"
RATE = 16000
FESTIVAL_VOICE = "lp_diphone"
FESTIVAL_VOICE_DIRS = [Path("/usr/share/festival/voices/italian") / FESTIVAL_VOICE]
CARD_GROUPS = ("ranks", "suits", "french_ranks", "french_suits", "ranks52")


def phrases() -> dict[str, str]:
    """Every phrase key the game can speak -> its Italian text: the glossary's phrases, then the cards'
    names (keyed `cards.<group>.<key>`, as in the locales)."""
    t = Translator("it")
    found = {p.key: p.italian for p in t.glossary()}
    for group in CARD_GROUPS:
        for key in t.keys(f"cards.{group}"):
            found[f"cards.{group}.{key}"] = t.t(f"cards.{group}.{key}.italian")
    for deck in t.keys("cards.deck_ranks"):  # a pattern's own name for a rank (the Siciliane's Donna)
        for key in t.keys(f"cards.deck_ranks.{deck}"):
            found[f"cards.deck_ranks.{deck}.{key}"] = t.t(f"cards.deck_ranks.{deck}.{key}.italian")
    found["cards.of"] = t.t("cards.of")  # "di": a card's name is said as rank, "di", suit (ui/sound/voice.py)
    return found


def file_name(key: str) -> str:
    """The voice file of a phrase key ("cards.ranks.1" -> "cards_ranks_1.ogg")."""
    return re.sub(r"[^a-z0-9_]", "_", key.lower()) + ".ogg"


def pick_voice() -> str:
    """"festival:lp_diphone" when festival has its Italian voice, else "espeak-ng:it"."""
    if shutil.which("text2wave") and any(d.is_dir() for d in FESTIVAL_VOICE_DIRS):
        return f"festival:{FESTIVAL_VOICE}"
    if shutil.which("espeak-ng"):
        print("festival's Italian voice is missing: falling back to espeak-ng -v it", file=sys.stderr)
        return "espeak-ng:it"
    sys.exit("no Italian voice: apt-get install -y festival festvox-italp16k (or espeak-ng)")


def speak_to_wav(text: str, wav: Path, voice: str) -> None:
    if voice.startswith("festival:"):
        # festival reads Latin-1: "più", "dà", "giù" keep their accents.
        src = wav.with_suffix(".txt")
        src.write_bytes(text.encode("latin-1", errors="replace"))
        subprocess.run(["text2wave", "-eval", f"(voice_{FESTIVAL_VOICE})", str(src), "-o", str(wav)],
                       check=True, capture_output=True)
    else:
        subprocess.run(["espeak-ng", "-v", "it", "-w", str(wav), text], check=True, capture_output=True)


def stat(path: Path) -> dict[str, float]:
    """sox's `stat` of a file: its length, peak and RMS (in dBFS)."""
    out = subprocess.run(["sox", str(path), "-n", "stat"], capture_output=True, text=True).stderr
    values = {m.group(1).strip(): float(m.group(2)) for m in re.finditer(r"^(.+?):\s+(-?[\d.]+)\s*$", out, re.M)}
    def db(x: float) -> float:
        return round(20 * math.log10(max(x, 1e-9)), 1)

    peak = max(values.get("Maximum amplitude", 0.0), -values.get("Minimum amplitude", 0.0))
    return {"duration": round(values.get("Length (seconds)", 0.0), 3), "peak_db": db(peak),
            "rms_db": db(values.get("RMS     amplitude", 0.0))}


def make_all(out_dir: Path = OUT) -> dict[str, dict]:
    """Speak every phrase into `out_dir`/<file> and write the manifest; returns it."""
    if shutil.which("sox") is None:
        sys.exit("sox is needed: apt-get install sox libsox-fmt-all")
    voice = pick_voice()
    out_dir.mkdir(parents=True, exist_ok=True)
    for old in out_dir.glob("*.ogg"):
        old.unlink()
    manifest: dict[str, dict] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for key, text in phrases().items():
            raw = Path(tmp) / "raw.wav"
            speak_to_wav(text, raw, voice)
            ogg = out_dir / file_name(key)
            # Mono 16 kHz; peak normalised to -3 dBFS; leading and trailing silence (under 0.5%) trimmed,
            # the trailing one by reversing; Vorbis quality 3.
            subprocess.run(["sox", str(raw), "-C", "3", "-c", "1", "-r", str(RATE), str(ogg),
                            "gain", "-n", "-3", "silence", "1", "0.02", "0.5%", "reverse",
                            "silence", "1", "0.02", "0.5%", "reverse"], check=True)
            manifest[key] = {"file": ogg.name, "text": text, "voice": voice, **stat(ogg),
                             "bytes": ogg.stat().st_size}
    (out_dir / "manifest.json").write_text(json.dumps(manifest, indent=2, ensure_ascii=False) + "\n",
                                           encoding="utf-8")
    return manifest


def main() -> None:
    manifest = make_all()
    print(f"{'phrase':26} {'text':24} {'seconds':>7} {'peak dB':>8} {'rms dB':>7} {'bytes':>6}")
    for key, e in manifest.items():
        print(f"{key:26} {e['text'][:24]:24} {e['duration']:7.3f} {e['peak_db']:8.1f} {e['rms_db']:7.1f} "
              f"{e['bytes']:6d}")
    total = sum(e["bytes"] for e in manifest.values())
    voice = next(iter(manifest.values()))["voice"]
    print(f"{len(manifest)} phrases, {total} bytes in {OUT.relative_to(ROOT)}, voice {voice}")


if __name__ == "__main__":
    main()
