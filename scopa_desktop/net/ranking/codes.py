"""An identity written out, to move it to another computer: one line for each server,

    scopa-id:1/scopa.example.org:7519/<the secret, 43 characters>/<6 hex digits: a check>

The secret is the identity (whoever holds it plays as that player on that server, so it is shown only
where the player asked for it); the check catches a line cut short or mistyped when it is pasted back.
Reading is strict: anything else is refused with a reason (CODE_ERRORS), never half taken.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from dataclasses import dataclass

from ..links import LinkError, parse_server

PREFIX = "scopa-id:1/"
SECRET = re.compile(r"^[A-Za-z0-9_-]{43,64}$")
CODE_ERRORS = ("empty", "not_code", "damaged")  # locales: ranked.code_errors.*
MAX_CODES = 16


def make_secret() -> str:
    """A new identity's secret: 32 random bytes from `secrets`, as URL-safe text (43 characters)."""
    return secrets.token_urlsafe(32)


def _check(server: str, secret: str) -> str:
    return hashlib.sha256(f"{server}/{secret}".encode()).hexdigest()[:6]


class CodeError(ValueError):
    """A code that cannot be read; `reason` is one of CODE_ERRORS."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class IdentityCode:
    """One server's identity: the server (`host:port`, as `ServerAddress.netloc` writes it) and the secret."""

    server: str
    secret: str

    @property
    def text(self) -> str:
        return f"{PREFIX}{self.server}/{self.secret}/{_check(self.server, self.secret)}"


def _one(line: str) -> IdentityCode:
    if not line.startswith(PREFIX):
        raise CodeError("not_code")
    parts = line[len(PREFIX):].split("/")
    if len(parts) != 3:
        raise CodeError("damaged")
    server, secret, check = parts
    try:
        server = parse_server(server).netloc
    except LinkError:
        raise CodeError("damaged") from None
    if not SECRET.match(secret) or check != _check(server, secret):
        raise CodeError("damaged")
    return IdentityCode(server, secret)


def parse_codes(text: str) -> list[IdentityCode]:
    """The identities in a pasted text or a file's (one a line; blank lines and spaces around ignored);
    CodeError when there is none, or any line is not a whole code."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if not lines:
        raise CodeError("empty")
    if len(lines) > MAX_CODES:
        raise CodeError("not_code")
    return [_one(line) for line in lines]
