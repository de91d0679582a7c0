"""Damaged files and killed saves against the real game (issue #15). Prints the figures the README quotes.

    python scripts/check/fuzz_storage.py [--per-kind 150] [--kills 200] [--seed 1]

1. Damaged files: for each kind (settings.yaml, history/matches.jsonl, current_match.json) `--per-kind`
   damaged copies of a good file (cut short, bits flipped, values of the wrong type, huge or deeply nested
   values, YAML aliases, a 5,000-character name...). For each, the real game starts headless (SDL dummy
   drivers) in a fresh home: the main menu, History opened by a click, Escape, Continue clicked if offered,
   a few frames of the table. A case survives when nothing raised and nothing valid was lost: every valid
   setting and history record of the damaged file is still read at the next start, and the file's bytes
   are still on disk (in place, or in a `.corrupt-*` copy) unless the game rewrote them whole. A damaged file
   read without a word, yet holding what the game would not write back (a key it does not know or given
   twice), is counted as silent: the player would never learn what was dropped.
   Unreadable files and read-only folders: permission bits mean nothing to root, so when run as root those
   cases run in a child process as the user `nobody` (uid 65534); otherwise in this process.
2. Kills: a child process plays quick matches (target 1), saving after every move and recording each
   finished match (append to the history, then clear the save) exactly as the game does; it is killed
   with SIGKILL `--kills` times at random moments. After each kill the game's start-up is replayed (load
   the save: a finished one is filed, a continuable one is played to its end and recorded). Then: torn
   files, matches lost (saved at least once, never recorded) or recorded twice, temporary files left.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import dataclasses
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402
import yaml  # noqa: E402

from scopa_desktop.engine import Match, Rules  # noqa: E402
from scopa_desktop.storage import (  # noqa: E402
    HistoryStore,
    ResumeStore,
    Seat,  # noqa: E402
    Settings,
    SettingsStore,
)
from scopa_desktop.storage.atomic import clean_stale_temps  # noqa: E402
from scopa_desktop.storage.history import encode_records, record_from_match  # noqa: E402
from scopa_desktop.storage.records import RECORD_VERSION, MatchRecord  # noqa: E402
from scopa_desktop.storage.settings import CHECKS  # noqa: E402

SEATS = [Seat("human", "Anna"), Seat("bot", "Giulia", "easy")]
QUICK = dataclasses.replace(Rules.preset("classic"), target=1)
WEIRD = [None, True, -1, 0, 10**30, 3.5, "", "x" * 5000, [], {}, [1, "a"], {"k": [None]}]


# -- good files -----------------------------------------------------------------------------------------------
def play_out(match: Match) -> Match:
    while not match.is_over:
        match = match.play(match.game.legal_moves()[0])
    return match


def good_settings() -> str:
    settings = Settings(deck_style="french", language="it", bot_pause_ms=900, player_names=["Anna", "Bea"],
                        seats=[Seat("human", "Anna"), Seat("bot", "Giulia", "hard")], target=21)
    store_dir = Path(tempfile.mkdtemp())
    SettingsStore(store_dir).save(settings)
    text = (store_dir / "settings.yaml").read_text(encoding="utf-8")
    shutil.rmtree(store_dir)
    return text


def good_history() -> bytes:
    return encode_records(record_from_match(play_out(Match.new(QUICK, 2, seed=s)), SEATS, match_id=f"{s:032x}")
                          for s in range(6))


def good_save() -> str:
    match = Match.new(Rules.preset("classic"), 2, seed=5)
    for _ in range(5):
        match = match.play(match.game.legal_moves()[0])
    store_dir = Path(tempfile.mkdtemp())
    ResumeStore(store_dir).save(match, SEATS, match_id="ab" * 16)
    text = (store_dir / "current_match.json").read_text(encoding="utf-8")
    shutil.rmtree(store_dir)
    return text


# -- damage -------------------------------------------------------------------------------------------------
def paths_in(value, path=()):
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths_in(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from paths_in(item, (*path, i))


def set_at(value, path, new):
    if not path:
        return new
    value = copy.deepcopy(value)
    node = value
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = new
    return value


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


def damage_text(rng: random.Random, text: str, kind: str) -> bytes:
    """One damaged copy of `text` (JSON, JSON lines or YAML)."""
    how = rng.choice(["cut", "flip", "type", "type", "huge", "nest", "alias", "name", "garbage", "empty"])
    raw = text.encode("utf-8")
    if how == "cut":
        return raw[: rng.randrange(len(raw))]
    if how == "flip":
        data = bytearray(raw)
        for _ in range(rng.randint(1, 8)):
            i = rng.randrange(len(data))
            data[i] ^= 1 << rng.randrange(8)
        return bytes(data)
    if how == "garbage":
        return os.urandom(rng.randint(1, 400))
    if how == "empty":
        return b""
    lines = text.splitlines() if kind == "history" else [text]
    i = rng.randrange(len(lines))
    load = (lambda s: yaml.safe_load(s)) if kind == "settings" else json.loads
    dump = (lambda v: yaml.safe_dump(v, allow_unicode=True)) if kind == "settings" else json.dumps
    value = load(lines[i])
    path = rng.choice(list(paths_in(value))[1:] or [()])
    if how == "type":
        lines[i] = dump(set_at(value, path, rng.choice(WEIRD)))
    elif how == "name":
        lines[i] = dump(set_at(value, path, "N" * 5000)) if path else lines[i]
    elif how == "huge":
        lines[i] = dump(set_at(value, path, "HUGE")).replace('"HUGE"', "9" * 5000).replace("HUGE", "9" * 5000)
    elif how == "nest":
        lines[i] = dump(set_at(value, path, "DEEP")).replace('"DEEP"', nested(50_000)).replace("DEEP", nested(5000))
    elif how == "alias":
        if kind == "settings":
            lines[i] = ("a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
                        "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nloop: &l [1, *l]\n" + lines[i])
        else:
            lines[i] = dump(set_at(value, path, {"v": RECORD_VERSION + 5}))  # a value from the future
    return ("\n".join(lines) + ("\n" if kind == "history" else "")).encode("utf-8")


# -- what is valid in a file -----------------------------------------------------------------------------------
def valid_settings(raw: bytes) -> dict:
    try:
        data = yaml.safe_load(raw.decode("utf-8"))
    except Exception:  # noqa: BLE001 - anything unreadable holds nothing valid
        return {}
    if not isinstance(data, dict) or data.get("schema_version", 1) != 2:
        return {}
    out = {}
    for name, check in CHECKS.items():
        if name in data:
            with contextlib.suppress(ValueError, TypeError):
                out[name] = check(name, data[name])
    with contextlib.suppress(ValueError):  # rule options only count when they fit the rules
        Settings(**{k: v for k, v in out.items()})
        return out
    return {k: v for k, v in out.items() if k not in ("rule_options", "target")}


def valid_records(raw: bytes) -> list[str]:
    """The match lines of `raw` the history must keep showing (well-formed, this version's), as JSON."""
    out = []
    definitions = {}
    for line in raw.split(b"\n"):
        with contextlib.suppress(Exception):
            item = json.loads(line)
            if "rules_id" in item:
                definitions[item["rules_id"]] = item["options"]
                continue
            rules = item.get("rules")
            if isinstance(rules, dict) and isinstance(rules.get("id"), str):
                item["rules"] = {"preset": rules.get("preset"), "options": definitions.get(rules["id"])}
            record = MatchRecord.from_dict(item)
            if record.version <= RECORD_VERSION:
                out.append(json.dumps(record.to_dict(), sort_keys=True))
    return out


def kept_somewhere(home: Path, name: str, raw: bytes) -> bool:
    """The damaged file's bytes are still on disk: in place or in a `.corrupt-*` copy."""
    return any(p.read_bytes() == raw for p in home.rglob(f"{name}*") if p.is_file())


# -- one run of the game -----------------------------------------------------------------------------------------
def click(pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def run_game(home: Path) -> bool:
    """Start the game, open History, Continue if offered, a few frames: raises whatever the game raises.
    Returns whether a match was continued."""
    from scopa_desktop.ui.app import App

    app = App(size=(960, 600), seed=1, home=str(home), fullscreen=False)
    try:
        app.push("menu")
        app.step(1 / 30)
        click(app.stack.top.form.row_rects["history"].center)
        app.step(1 / 30)
        app.step(1 / 30)
        if app.stack.top.name != "history":
            raise AssertionError("the History screen did not open")
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
        app.step(1 / 30)
        rects = app.stack.top.form.row_rects
        if "continue" not in rects:
            return False
        click(rects["continue"].center)
        for _ in range(6):
            app.step(0.2)
        saver = getattr(app.stack.top, "saver", None)
        if saver is not None:
            saver.flush()
        return app.stack.scenes[0].name == "table"
    finally:
        app.close()


CONTINUED = Counter()  # damaged saves the game still continued (kind -> count)


def check_case(kind: str, raw: bytes, home: Path) -> str | None:
    """Run the game on one damaged file in `home`; None if it survived, else what went wrong."""
    names = {"settings": "settings.yaml", "history": "matches.jsonl", "save": "current_match.json"}
    try:
        CONTINUED[kind] += run_game(home)
    except Exception as exc:  # noqa: BLE001 - a crash is what we count
        return f"crash: {type(exc).__name__}: {str(exc)[:120]}"
    if kind == "settings":
        after = SettingsStore(home).load().settings
        lost = [k for k, v in valid_settings(raw).items() if getattr(after, k) != v and k != "window_size"]
        if lost:
            return f"lost settings {lost}"
    if kind == "history":
        now = Counter(json.dumps(r.to_dict(), sort_keys=True) for r in HistoryStore(home).load().records)
        before = Counter(valid_records(raw))
        if before - now:
            return f"lost {sum((before - now).values())} records"
    if raw and not kept_somewhere(home, names[kind], raw) and not read_cleanly(kind, raw):
        return "the damaged file's bytes are gone"
    return None


def read_cleanly(kind: str, raw: bytes) -> bool:
    """Whether the store reads `raw` without a word of damage (then the game may save over it: a continued
    match, settings saved on the way out)."""
    scratch = home_with(kind, raw)
    try:
        store = {"settings": SettingsStore, "history": HistoryStore, "save": ResumeStore}[kind](scratch)
        return not store.load().warnings
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


SILENT = Counter()  # damaged files read without a word that the game would not write back as they were


def silently_changed(kind: str, raw: bytes) -> bool:
    """Whether the store read `raw` without a notice, yet holds something it will not write back (a key it
    does not know, a key given twice, a value taken another way): dropped at the next save, unsaid."""
    if raw == {"settings": good_settings().encode(), "save": good_save().encode()}.get(kind, b"") \
            or not read_cleanly(kind, raw):
        return False
    twice: list[str] = []

    def noting(pairs):
        keys = [k for k, _ in pairs]
        twice.extend(k for k in set(keys) if keys.count(k) > 1)
        return dict(pairs)

    scratch = home_with(kind, raw)
    try:
        if kind == "settings":
            data = yaml.safe_load(raw.decode("utf-8"))
            store = SettingsStore(scratch)
            store.save(store.load().settings)
            again = yaml.safe_load(store.path.read_text(encoding="utf-8"))
            return any(again.get(k) != v for k, v in data.items())
        if kind == "save":
            data = json.loads(raw.decode("utf-8"), object_pairs_hook=noting)
            saved = ResumeStore(scratch).load().saved
            if saved is None:
                return False
            ResumeStore(scratch).save(saved.match, saved.seats, saved.settings, saved.match_id, saved.moves)
            again = json.loads((scratch / "current_match.json").read_text(encoding="utf-8"))
            return bool(twice) or {k: v for k, v in data.items() if k != "saved_at"} != \
                {k: v for k, v in again.items() if k != "saved_at"}
        for line in raw.split(b"\n"):  # history: the file is never rewritten clean, but a key given twice
            with contextlib.suppress(ValueError, RecursionError):
                json.loads(line, object_pairs_hook=noting)
        return bool(twice)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def home_with(kind: str, raw: bytes) -> Path:
    home = Path(tempfile.mkdtemp(prefix="scopa-fuzz-"))
    target = {"settings": home / "settings.yaml", "history": home / "history" / "matches.jsonl",
              "save": home / "current_match.json"}[kind]
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(raw)
    return home


def fuzz_files(per_kind: int, seed: int, keep: Path | None = None) -> dict[str, tuple[int, int, list[str]]]:
    rng = random.Random(seed)
    sources = {"settings": good_settings(), "history": good_history().decode("utf-8"), "save": good_save()}
    results = {}
    for kind, text in sources.items():
        failures = []
        for _ in range(per_kind):
            raw = damage_text(rng, text, kind)
            home = home_with(kind, raw)
            problem = check_case(kind, raw, home)
            SILENT[kind] += silently_changed(kind, raw)
            if problem:
                failures.append(problem)
                if keep is not None:  # the damaged file, to replay by hand
                    keep.mkdir(parents=True, exist_ok=True)
                    (keep / f"{kind}-{len(failures)}.bin").write_bytes(raw)
            shutil.rmtree(home, ignore_errors=True)
        results[kind] = (per_kind, per_kind - len(failures), failures)
    return results


# -- permissions (as `nobody` when run as root) ------------------------------------------------------------------
PERMISSION_CASES = ["unreadable settings", "unreadable history", "unreadable save", "read-only home + bad setting",
                    "read-only history + cut line", "unreadable home", "read-only home + bad save"]


def permission_case(name: str) -> tuple[Path, list[Path], list[Path]]:
    """A home for one case: (home, files to make unreadable, folders to make read-only)."""
    home = Path(tempfile.mkdtemp(prefix="scopa-perm-"))
    history = home / "history" / "matches.jsonl"
    history.parent.mkdir()
    history.write_bytes(good_history() + (b'{"v":1,"da' if "cut" in name else b""))
    (home / "settings.yaml").write_text(good_settings().replace("deck_style: french", "deck_style: tarot")
                                        if "bad setting" in name else good_settings(), encoding="utf-8")
    (home / "current_match.json").write_text("{broken" if "bad save" in name else good_save(), encoding="utf-8")
    files = {"unreadable settings": [home / "settings.yaml"], "unreadable history": [history],
             "unreadable save": [home / "current_match.json"]}.get(name, [])
    folders = {"read-only home + bad setting": [home], "read-only history + cut line": [history.parent],
               "read-only home + bad save": [home]}.get(name, [])
    if name == "unreadable home":
        folders = [home]
    return home, files, folders


def run_permission_cases() -> tuple[int, int, list[str], str]:
    as_nobody = os.geteuid() == 0
    failures = []
    for name in PERMISSION_CASES:
        home, files, folders = permission_case(name)
        for f in files:
            f.chmod(0)
        for d in folders:
            d.chmod(0o311 if name == "unreadable home" else 0o555)
        if as_nobody:
            home.parent.chmod(home.parent.stat().st_mode | 0o011)
            code = f"import sys; sys.path.insert(0, {str(ROOT)!r}); import scripts.check.fuzz_storage as f; " \
                   f"f.run_game(__import__('pathlib').Path({str(home)!r}))"
            env = dict(os.environ, HOME=str(home))
            result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                                    user=65534, group=65534, timeout=120, cwd="/")
            if result.returncode != 0:
                failures.append(f"{name}: {result.stderr.strip().splitlines()[-1][:160]}")
        else:
            try:
                run_game(home)
            except Exception as exc:  # noqa: BLE001
                failures.append(f"{name}: {type(exc).__name__}: {exc}")
        for d in folders:
            d.chmod(0o755)
        shutil.rmtree(home, ignore_errors=True)
    how = "as uid 65534 (nobody), since root ignores permission bits" if as_nobody else "as this user"
    return len(PERMISSION_CASES), len(PERMISSION_CASES) - len(failures), failures, how


# -- kills ---------------------------------------------------------------------------------------------------------
def saving_child(home: str, log: str, first: int) -> None:
    """Play quick matches forever, saving and recording as the game does (killed from outside)."""
    resume, history = ResumeStore(home), HistoryStore(home)
    n = first
    while True:
        match_id = f"{n:032x}"
        match = Match.new(QUICK, 2, seed=n)
        resume.save(match, SEATS, match_id=match_id)
        with open(log, "a") as handle:  # logged once on disk: this match now exists and must not be lost
            handle.write(match_id + "\n")
            handle.flush()
        while not match.is_over:
            match = match.play(match.game.legal_moves()[0])
            if not match.is_over:
                resume.save(match, SEATS, match_id=match_id)
        history.append(record_from_match(match, SEATS, match_id=match_id))
        resume.clear()
        n += 1


def start_up_again(home: Path) -> bool:
    """What the game does with the save at start: file a finished one; play a continued one to its end.
    Returns whether that match was in the history already (the kill fell between recording and clearing)."""
    resume, history = ResumeStore(home), HistoryStore(home)
    loaded = resume.load()
    saved = loaded.finished or loaded.saved
    if saved is None:
        return False
    already = history.contains(saved.match_id)
    if loaded.finished is not None:
        resume.file_finished(loaded.finished, history)
    else:
        match = play_out(saved.match)
        history.append(record_from_match(match, saved.seats, match_id=saved.match_id))
        resume.clear()
    return already


def kill_test(kills: int, seed: int) -> dict[str, int]:
    rng = random.Random(seed)
    home = Path(tempfile.mkdtemp(prefix="scopa-kill-"))
    log = home / "started.log"
    torn = temps = refused_twice = 0
    first = 0
    for _ in range(kills):
        code = f"import sys; sys.path.insert(0, {str(ROOT)!r}); import scripts.check.fuzz_storage as f; " \
               f"f.saving_child({str(home)!r}, {str(log)!r}, {first})"
        child = subprocess.Popen([sys.executable, "-c", code])
        time.sleep(0.6 + rng.random() * 0.4)  # the import, then some saves
        child.send_signal(signal.SIGKILL)
        child.wait()
        save = home / "current_match.json"
        if save.exists():
            try:
                json.loads(save.read_text(encoding="utf-8"))
            except ValueError:
                torn += 1
        temps = len(list(home.glob(".current_match.json.*.tmp")))
        refused_twice += start_up_again(home)
        first += 1000
    history = HistoryStore(home).load()
    torn += len(history.warnings)
    ids = Counter(record.match_id for record in history.records)
    started = set(log.read_text().split()) if log.exists() else set()
    left = len(list(home.glob(".current_match.json.*.tmp")))
    cleaned = clean_stale_temps(home / "current_match.json", max_age=0)  # as at a start a minute later
    shutil.rmtree(home, ignore_errors=True)
    return {"kills": kills, "matches": len(started), "records": sum(ids.values()),
            "lost": len(started - set(ids)), "doubled": sum(c - 1 for c in ids.values() if c > 1),
            "torn": torn, "temps_left": left, "temps_cleaned": cleaned, "temps_last": temps,
            "refused_twice": refused_twice}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-kind", type=int, default=150)
    parser.add_argument("--kills", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep-failures", type=Path, default=None, metavar="DIR",
                        help="write each damaged file the game did not survive into DIR")
    args = parser.parse_args()
    total = survived = 0
    for kind, (tried, ok, failures) in fuzz_files(args.per_kind, args.seed, args.keep_failures).items():
        total, survived = total + tried, survived + ok
        print(f"{kind:9s}: {tried} damaged files, {ok} survived with nothing valid lost"
              + (f" ({CONTINUED[kind]} still continued)" if kind == "save" else "")
              + f"; {SILENT[kind]} read without a word yet not written back as they were")
        for failure in Counter(failures).most_common(5):
            print(f"    {failure[1]} x {failure[0]}")
    tried, ok, failures, how = run_permission_cases()
    total, survived = total + tried, survived + ok
    print(f"permissions: {tried} cases ({how}), {ok} survived")
    for failure in failures:
        print(f"    {failure}")
    print(f"all files: {total} tried, {survived} survived")
    k = kill_test(args.kills, args.seed)
    print(f"kills: {k['kills']} SIGKILLs while saving, {k['matches']} matches started, {k['records']} records: "
          f"{k['lost']} lost, {k['doubled']} doubled, {k['torn']} torn files; {k['refused_twice']} kills fell "
          f"between recording a match and clearing its save (the second record refused); temporary files "
          f"left {k['temps_left']}, cleaned at the next start {k['temps_cleaned']}")


if __name__ == "__main__":
    main()
