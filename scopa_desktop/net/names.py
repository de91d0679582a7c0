"""A server's name policy: which names its players (and the bots a table's creator names) may show in its
lobby. Every name is already printable text of at most 24 characters (seat.check_name); an operator can
ask for less: a shorter length, letters only (of any script, with digits, spaces and - ' .), plain Latin
letters only, and a list of words no name may contain (compared without case, spaces or punctuation, so
"FREE-CHIPS-scam.example" contains "scam" and "freechips").

    NamePolicy(max_length=16, characters="letters", words=frozenset({"scam"})).refusal("Anna")   # None
    serve --name-length 16 --name-characters letters --name-words words.txt
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from ..storage import MAX_NAME

CHARACTERS = ("any", "letters", "latin")  # what `--name-characters` may say
_PUNCTUATION = frozenset(" -'.")


def folded(text: str) -> str:
    """Text as the word list is matched: without case, accents, spaces or punctuation."""
    plain = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in plain if ch.isalnum())


def _allowed(ch: str, characters: str) -> bool:
    if characters == "any":
        return True
    if ch in _PUNCTUATION or ch.isdigit():
        return True
    if characters == "latin":
        return ch.isascii() and ch.isalpha()
    return ch.isalpha()


@dataclass(frozen=True)
class NamePolicy:
    """What a name shown in this server's lobby may be (the default: what every name may be anyway)."""

    max_length: int = MAX_NAME
    characters: str = "any"
    words: frozenset[str] = field(default_factory=frozenset)  # folded: see `folded`

    def __post_init__(self) -> None:
        if not 1 <= self.max_length <= MAX_NAME:
            raise ValueError(f"a name's length is 1 to {MAX_NAME}, not {self.max_length}")
        if self.characters not in CHARACTERS:
            raise ValueError(f"characters is one of {', '.join(CHARACTERS)}, not {self.characters!r}")

    def refusal(self, name: str) -> str | None:
        """Why this server does not show `name` (None: it does)."""
        if len(name) > self.max_length:
            return f"names on this server are at most {self.max_length} characters"
        if not all(_allowed(ch, self.characters) for ch in name):
            kind = "plain Latin letters" if self.characters == "latin" else "letters"
            return f"names on this server are {kind}, digits, spaces and - ' . only"
        plain = folded(name)
        if any(word in plain for word in self.words):
            return "this server does not allow that name"
        return None


def read_words(path: str | Path) -> frozenset[str]:
    """The words of a word-list file: one a line, `#` starts a comment, blank lines ignored; OSError or
    UnicodeDecodeError for a file that cannot be read."""
    words = set()
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        word = folded(line.split("#", 1)[0])
        if word:
            words.add(word)
    return frozenset(words)
