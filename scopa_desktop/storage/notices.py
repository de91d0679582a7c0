"""Warnings the stores hand to the UI: plain English strings that also carry an i18n key and parameters.

A `Notice` *is* a `str` (the English text, good for logs and tests); the UI shows
`translator.t(notice.key, **notice.params)` instead. tests/test_i18n.py checks that every key in
`MESSAGES` exists in every locale with the same placeholders.
"""

from __future__ import annotations

from typing import Any

# key -> English template (the locale files hold the same text under the same key); a count message holds
# its plural forms, "one" for a count of 1 (as in the locales, see i18n.plurals).
MESSAGES: dict[str, str | dict[str, str]] = {
    "errors.settings_corrupt": (
        "Your settings file could not be read ({reason}). It was moved to \"{path}\" and the defaults "
        "are used."
    ),
    "errors.settings_invalid": (
        "Some settings were not valid and were reset to their defaults ({reason}). The old file was kept as "
        "\"{path}\"."
    ),
    "errors.settings_newer": (
        "Your settings were saved by a newer version of Scopa Desktop (format {found}, this version knows "
        "{known}). They are read as well as possible and will not be overwritten."
    ),
    "errors.settings_not_saved_newer": (
        "Settings not saved: \"{path}\" belongs to a newer version of Scopa Desktop and is left untouched."
    ),
    "errors.settings_save_failed": "Settings could not be saved to \"{path}\": {reason}",
    "errors.history_corrupt": (
        "The match history could not be read ({reason}). It was moved to \"{path}\" and a new history "
        "was started."
    ),
    "errors.history_damaged_lines": {
        "one": "{count} damaged match record in the history was skipped ({reason}). A copy of the file as "
               "it was is kept as \"{path}\".",
        "other": "{count} damaged match records in the history were skipped ({reason}). A copy of the file "
                 "as it was is kept as \"{path}\".",
    },
    "errors.history_save_failed": "The match could not be added to the history (\"{path}\"): {reason}",
    "errors.resume_corrupt": (
        "The saved game could not be read ({reason}). It was moved to \"{path}\"; start a new game."
    ),
    "errors.online_seat_corrupt": (
        "Your seat at a network table could not be read; the file was moved to \"{path}\". Join the table "
        "again with its code."
    ),
    "errors.resume_odd": (
        "The saved game held values this version does not use ({reason}); it can be continued, and the "
        "file as it was is kept as \"{path}\"."
    ),
    "errors.resume_odd_kept": (
        "The saved game held values this version does not use ({reason}); it can be continued, but \"{path}\" "
        "could not be copied aside ({error})."
    ),
    "errors.resume_newer": (
        "The saved game comes from a newer version of Scopa Desktop (format {found}); it is left untouched."
    ),
    # A file that could not be moved aside or repaired stays where it is, and the message says so.
    "errors.settings_invalid_kept": (
        "Some settings were not valid and are at their defaults for now ({reason}). The file could not be "
        "repaired ({error}) and is left as it is at \"{path}\"."
    ),
    "errors.settings_corrupt_kept": (
        "Your settings file could not be read ({reason}) and is left as it is at \"{path}\" ({error}); the "
        "defaults are used."
    ),
    "errors.history_unreadable": (
        "The match history could not be read ({reason}); it is left as it is at \"{path}\"."
    ),
    "errors.history_damaged_kept": {
        "one": "{count} damaged match record in the history was skipped ({reason}). The file could not be "
               "repaired ({error}) and is left as it is at \"{path}\".",
        "other": "{count} damaged match records in the history were skipped ({reason}). The file could not "
                 "be repaired ({error}) and is left as it is at \"{path}\".",
    },
    "errors.history_newer_records": {
        "one": "{count} match recorded by a newer version of Scopa Desktop is kept in the history but not "
               "shown.",
        "other": "{count} matches recorded by a newer version of Scopa Desktop are kept in the history but "
                 "not shown.",
    },
    "errors.resume_corrupt_kept": (
        "The saved game could not be read ({reason}) and is left as it is at \"{path}\" ({error}); start a "
        "new game."
    ),
    "errors.resume_finished": (
        "The saved match had already ended when the game was closed; it is now in the history."
    ),
    "errors.no_sound_device": "No sound device could be opened ({reason}); the game runs silently.",
    "errors.sound_failed": "Some sounds could not be played (\"{path}\": {reason}); the game goes on without them.",
}


class Notice(str):
    """An English warning message with `.key` and `.params` for translation."""

    key: str
    params: dict[str, Any]

    def __new__(cls, key: str, **params: Any) -> Notice:
        template = MESSAGES[key]
        if isinstance(template, dict):
            template = template["one" if params.get("count") == 1 else "other"]
        text = template.format(**params)
        notice = super().__new__(cls, text)
        notice.key = key
        notice.params = dict(params)
        return notice
