"""Player settings: a validated frozen dataclass, stored as YAML with a schema version, written atomically.

Loading never loses a file nor a valid value: an unreadable `settings.yaml` is moved aside to
`settings.yaml.corrupt-<timestamp>` and reported; one with invalid values is copied there, and the valid
values are written back at once (so they survive the next start); a folder that refuses either leaves
the file as it is, and the message says so. A file written by a newer version is read as well as
possible and never overwritten. YAML (not JSON) because players may edit this small file by hand; aliases
are refused (storage/yaml_io.py).
"""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from .atomic import atomic_write_text, clean_stale_temps, copy_aside, move_aside
from .notices import Notice
from .paths import config_dir
from .seat import Seat
from .setting_checks import (
    ANIMATION_SPEEDS,
    CARD_SIZES,
    FRENCH_FACES,
    HAND_SORTS,
    LANGUAGES,
    SPEECH_MODES,
    SPEECH_VERBOSITIES,
    Check,
    _bot_pause,
    _deck_style,
    _flag,
    _is_int,
    _names,
    _one_of,
    _plain,
    _preset,
    _rule_options,
    _seat_list,
    _server,
    _servers,
    _target,
    _text_scale,
    _volume,
    _window_size,
    setting,
)
from .settings_migrations import MIGRATIONS as MIGRATIONS  # re-exported: the store's history of formats
from .settings_migrations import SCHEMA_VERSION, migrate
from .yaml_io import dump_yaml, read_yaml

FILENAME = "settings.yaml"

def _default_seats() -> tuple[Seat, ...]:
    # An empty human name means "show the translated 'You'"; bots get a name of their own.
    return (Seat("human"), Seat("bot", "Giulia", "medium"))


@dataclass(frozen=True)
class Settings:
    """Everything the player can set. Invalid values raise ValueError naming the field and what is allowed.

    `extra` holds keys this version does not know in a file of a newer schema, read only (it is never
    overwritten); in a file of this version they are a typo or damage, kept aside and reported (`load`).
    """

    deck_style: str = setting(_deck_style, "napoletane")
    french_faces: str = setting(_one_of(FRENCH_FACES), "courts")
    language: str = setting(_one_of(LANGUAGES), "system")
    tooltips: bool = setting(_flag, True)
    animation_speed: str = setting(_one_of(ANIMATION_SPEEDS), "normal")
    bot_pause_ms: int = setting(_bot_pause, 600)
    seats: tuple[Seat, ...] = setting(_seat_list, factory=_default_seats)
    rules_preset: str = setting(_preset, "classic")
    rule_options: dict[str, Any] = setting(_rule_options, factory=dict)
    target: int | None = setting(_target, None)
    player_names: list[str] = setting(_names, factory=list)
    window_size: list[int] = setting(_window_size, factory=lambda: [1280, 800])
    fullscreen: bool = setting(_flag, False)
    undo_enabled: bool = setting(_flag, True)
    hints_enabled: bool = setting(_flag, True)
    # Sound: each channel's level and mute (the master scales them all); music is off until chosen.
    volume_master: int = setting(_volume, 80)
    volume_effects: int = setting(_volume, 80)
    mute_master: bool = setting(_flag, False)
    mute_effects: bool = setting(_flag, False)
    volume_voice: int = setting(_volume, 80)
    mute_voice: bool = setting(_flag, False)
    music: bool = setting(_flag, False)  # the background loop, off by default
    volume_music: int = setting(_volume, 50)
    # The table (#16); new fields go last, so an older file keeps its order when saved again.
    card_size: str = setting(_one_of(CARD_SIZES), "normal")
    hand_sort: str = setting(_one_of(HAND_SORTS), "suit")
    colour_blind: bool = setting(_flag, False)  # option colours safe for colour blindness (numbers stay)
    reduced_motion: bool = setting(_flag, False)  # no sweeping or flying cards: they appear where they land
    name_asked: bool = setting(_flag, False)  # the first start has asked the player's name
    tutorial_done: bool = setting(_flag, False)  # the guided first game was finished or skipped
    # Small corner indices on the decks whose traditional pattern prints none (#30): on, for readability.
    deck_indices: bool = setting(_flag, True)
    # Play online (#29): the server chosen ("" is this computer's own) and the last ones typed, newest first.
    online_server: str = setting(_server, "")
    online_servers: list[str] = setting(_servers, factory=list)
    # The open lobby lists the players' names (off: names hidden, when a server lists names one would rather
    # not read; #44).
    online_list_names: bool = setting(_flag, True)
    # Speech (#43): announcements through the player's screen reader ("auto": when one is running), the
    # fallback voice's rate (50 is the voice's own), how much is said, and every announcement written to
    # speech.log beside the settings (a debug aid, off).
    speech: str = setting(_one_of(SPEECH_MODES), "auto")
    speech_rate: int = setting(_volume, 50)
    speech_verbosity: str = setting(_one_of(SPEECH_VERBOSITIES), "full")
    speech_log: bool = setting(_flag, False)
    # Low vision (#43): the high-contrast look, the text scale in percent, large corner indices on the cards.
    high_contrast: bool = setting(_flag, False)
    text_scale: int = setting(_text_scale, 100)
    large_indices: bool = setting(_flag, False)
    extra: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        for name, check in CHECKS.items():
            # The checked value is an own copy, so a caller mutating its list cannot change frozen settings.
            object.__setattr__(self, name, check(name, getattr(self, name)))
        object.__setattr__(self, "extra", _plain(self.extra))
        if self.rule_options or self.target is not None:
            try:
                self.rules()
            except ValueError as exc:  # each value fine alone, not with this preset
                raise ValueError(
                    f"rule_options/target do not fit the {self.rules_preset} rules: {exc}"
                ) from None

    def replace(self, **changes: Any) -> Settings:
        """A copy with `changes` applied (validated)."""
        return dataclasses.replace(self, **changes)

    def rules(self):  # -> Rules (imported lazily: the engine is not needed to read settings)
        """The engine `Rules` these settings describe: the preset, the option overrides, then the target."""
        from ..engine import Rules

        rules = Rules.preset(self.rules_preset)
        changes = dict(self.rule_options)
        if self.target is not None:
            changes["target"] = self.target
        if "players" in changes:
            changes["players"] = tuple(changes["players"])
        return dataclasses.replace(rules, **changes) if changes else rules

    def to_dict(self) -> dict[str, Any]:
        """Plain data for the file: known fields, then the preserved unknown keys."""
        data: dict[str, Any] = {"schema_version": SCHEMA_VERSION}
        for name in FIELD_NAMES:
            value = getattr(self, name)
            data[name] = [seat.to_dict() for seat in value] if name == "seats" else _plain(value)
        for key, value in self.extra.items():
            data.setdefault(key, value)
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> tuple[Settings, list[str]]:
        """Settings from (migrated) file data: each invalid field falls back to its default, and a message
        names it. Unknown keys go to `extra`."""
        values: dict[str, Any] = {}
        problems: list[str] = []
        for name, check in CHECKS.items():
            if name not in data:
                continue
            try:
                values[name] = check(name, data[name])
            except ValueError as exc:
                problems.append(str(exc))
        extra = {k: v for k, v in data.items() if k not in CHECKS and k != "schema_version"}
        try:
            settings = cls(**values, extra=extra)
        except ValueError as exc:  # fields valid alone but not together (preset + rule options)
            problems.append(str(exc))
            for name in ("rule_options", "target"):
                values.pop(name, None)
            settings = cls(**values, extra=extra)
        return settings, problems


CHECKS: dict[str, Check] = {f.name: f.metadata["check"] for f in dataclasses.fields(Settings) if f.metadata}
FIELD_NAMES: tuple[str, ...] = tuple(CHECKS)


# -- the store --------------------------------------------------------------------------------------
@dataclass
class LoadResult:
    """What `SettingsStore.load` found: the settings to use and messages for the player.

    `read_only` is true when the file belongs to a newer version (it will not be overwritten);
    `moved_to` names the aside copy of a damaged file.
    """

    settings: Settings
    warnings: list[str] = field(default_factory=list)
    read_only: bool = False
    moved_to: Path | None = None


class SettingsStore:
    """`settings.yaml` in `directory` (default: $SCOPA_DESKTOP_HOME, else the platform config dir).

    Nothing touches the disk until `load` or `save` is called.
    """

    def __init__(self, directory: str | os.PathLike[str] | None = None) -> None:
        self.directory = config_dir(directory)
        self.path = self.directory / FILENAME

    def load(self) -> LoadResult:
        """Read the settings; never raises for a bad file (see the module docstring)."""
        clean_stale_temps(self.path)  # left by a save killed before its rename
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return LoadResult(Settings())
        except (OSError, UnicodeDecodeError) as exc:
            return self._corrupt(f"{type(exc).__name__}: {exc}")
        try:
            data, refused_aliases, twice = read_yaml(text)
        except yaml.YAMLError as exc:
            reason = str(exc).splitlines()[0] if str(exc) else "not valid YAML"
            return self._corrupt(f"not valid YAML: {reason}")
        except RecursionError:  # thousands of nested brackets
            return self._corrupt("not valid YAML: nested too deeply")
        except ValueError as exc:  # a number of thousands of digits (Python's int conversion limit)
            return self._corrupt(f"not valid YAML: {exc}")
        if data is None:
            return self._corrupt("the file is empty")
        if not isinstance(data, dict):
            return self._corrupt(f"expected a mapping of settings, found {type(data).__name__}")
        version = data.get("schema_version", 1)
        if not _is_int(version) or version < 1:
            return self._corrupt(f"schema_version must be a whole number, not {version!r}")
        if version > SCHEMA_VERSION:
            settings, _problems = Settings.from_dict(data)
            notice = Notice("errors.settings_newer", found=version, known=SCHEMA_VERSION)
            return LoadResult(settings, [notice], read_only=True)
        settings, problems = Settings.from_dict(migrate(data, version))
        if refused_aliases:
            problems.append(f"aliases (*name) are not allowed in settings: {refused_aliases} read as empty")
        if twice:
            problems.append(f"given twice, the last value kept: {', '.join(dict.fromkeys(twice))[:200]}")
        if settings.extra:  # a typo or a damaged name: its value is not used, the file as it was is kept aside
            problems.append(f"unknown settings ignored: {', '.join(map(str, settings.extra))[:200]}")
            settings = dataclasses.replace(settings, extra={})
        if problems:
            return self._repair(settings, "; ".join(problems))
        return LoadResult(settings)

    def _repair(self, settings: Settings, reason: str) -> LoadResult:
        """Some values were invalid: keep the file as it was aside and write the valid ones back at once, so
        they are not lost at the next start. A folder that refuses leaves the file as it is (and says so)."""
        try:
            kept = copy_aside(self.path)
        except OSError as exc:
            notice = Notice("errors.settings_invalid_kept", reason=reason, path=str(self.path), error=str(exc))
            return LoadResult(settings, [notice])
        failed = self.save(settings)
        if failed:
            notice = Notice("errors.settings_invalid_kept", reason=reason, path=str(self.path), error=failed[0])
            return LoadResult(settings, [notice], moved_to=kept)
        return LoadResult(settings, [Notice("errors.settings_invalid", reason=reason, path=str(kept))], moved_to=kept)

    def _corrupt(self, reason: str) -> LoadResult:
        try:
            moved = move_aside(self.path)
        except OSError as exc:  # cannot even rename it: still start, and say so
            notice = Notice("errors.settings_corrupt_kept", reason=reason, path=str(self.path), error=str(exc))
            return LoadResult(Settings(), [notice])
        notice = Notice("errors.settings_corrupt", reason=reason, path=str(moved))
        return LoadResult(Settings(), [notice], moved_to=moved)

    def newer_version_on_disk(self) -> int | None:
        """The schema version of the file on disk when it is newer than this program's, else None."""
        try:
            data, _refused, _twice = read_yaml(self.path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, yaml.YAMLError, RecursionError, ValueError):
            return None
        version = data.get("schema_version") if isinstance(data, dict) else None
        return version if _is_int(version) and version > SCHEMA_VERSION else None

    def save(self, settings: Settings) -> list[str]:
        """Write `settings` atomically. Returns warnings; an empty list means saved.

        Refuses (with a warning) to overwrite a file from a newer version.
        """
        if self.newer_version_on_disk() is not None:
            return [Notice("errors.settings_not_saved_newer", path=str(self.path))]
        text = "# Scopa Desktop settings. Safe to edit while the game is closed.\n" + dump_yaml(settings.to_dict())
        try:
            atomic_write_text(self.path, text)
        except OSError as exc:
            return [Notice("errors.settings_save_failed", path=str(self.path), reason=str(exc))]
        return []
