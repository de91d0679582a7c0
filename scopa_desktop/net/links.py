"""Server addresses and lobby links, read and written in one place (pure: no network, no pygame).

A lobby link names a server and a table: `scopa://host:port/CODE` (a server without TLS) or
`scopa://host:port/CODE?tls=1` (the server has a certificate: the game connects with wss://). The same
table may be typed as `ws://host:port/CODE`, `wss://host:port/CODE` or `host:port/CODE`; a server alone as
`host`, `host:port`, `ws://host:port` or `wss://host:port` (the port defaults to 7519).

Links come from strangers, so reading one refuses anything it does not need: other schemes, user names and
passwords, percent-escapes, spaces and control characters, fragments, unknown query fields, host names
that are not plain DNS names or IP addresses (a leading dash could pass for a command-line option), ports
outside 1-65535, and codes that are not invitation codes. `LinkError.reason` names what was wrong (the
game shows it in the player's language: net_links.<reason>), its message says it in English.
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass

from .protocol import CODE_ALPHABET, CODE_LENGTH, DEFAULT_PORT

SCHEME = "scopa"
MAX_LINK = 300
LINK_ERRORS = ("empty", "too_long", "characters", "scheme", "userinfo", "host", "port", "code", "query", "no_code")
_LABEL = re.compile(r"^(?!-)[a-z0-9-]{1,63}(?<!-)$")
_CODE = re.compile(f"^[{CODE_ALPHABET}]{{{CODE_LENGTH}}}$")


class LinkError(ValueError):
    """A link or address that cannot be used; `reason` is one of LINK_ERRORS."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


@dataclass(frozen=True)
class ServerAddress:
    """A table server: `host` (a DNS name in lower case, or an IP address), `port`, and whether it speaks TLS."""

    host: str
    port: int = DEFAULT_PORT
    secure: bool = False

    @property
    def netloc(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host  # an IPv6 address
        return f"{host}:{self.port}"

    @property
    def url(self) -> str:
        """The WebSocket URL the client connects to."""
        return f"{'wss' if self.secure else 'ws'}://{self.netloc}"

    def __str__(self) -> str:
        """How the game shows it (and how the player may type it again)."""
        return self.url if self.secure else self.netloc


@dataclass(frozen=True)
class TableLink:
    """A table on a server, as a lobby link names it."""

    server: ServerAddress
    code: str

    @property
    def link(self) -> str:
        return f"{SCHEME}://{self.server.netloc}/{self.code}" + ("?tls=1" if self.server.secure else "")

    def __str__(self) -> str:
        return self.link


def format_link(server: ServerAddress, code: str) -> str:
    """The lobby link of table `code` on `server` (LinkError for a code that is not an invitation code)."""
    return TableLink(server, _code(code)).link


def _code(text: str) -> str:
    code = text.replace("-", "").upper()
    if not _CODE.match(code):
        raise LinkError("code", f"{text[:20]!r} is not a table code ({CODE_LENGTH} letters and digits)")
    return code


def _host(text: str) -> str:
    if text.startswith("["):
        if not text.endswith("]"):
            raise LinkError("host", "an IPv6 address is written in [brackets]")
        try:
            address = ipaddress.IPv6Address(text[1:-1])
        except ValueError:
            raise LinkError("host", f"{text[:60]!r} is not an IPv6 address") from None
        return str(address)
    name = text.lower().rstrip(".")
    if re.fullmatch(r"[0-9.]+", name):
        try:
            return str(ipaddress.IPv4Address(name))
        except ValueError:
            raise LinkError("host", f"{text[:60]!r} is not an IPv4 address") from None
    labels = name.split(".")
    if not name or len(name) > 253 or not all(_LABEL.match(label) for label in labels):
        raise LinkError("host", f"{text[:60]!r} is not a server name (letters, digits, dots and dashes)")
    return name


def _port(text: str) -> int:
    if not text.isdigit() or len(text) > 5 or not 1 <= int(text) <= 65535:
        raise LinkError("port", f"{text[:10]!r} is not a port (1 to 65535)")
    return int(text)


def _split(text: str) -> tuple[str | None, str, str, str | None]:
    """(scheme, host:port, path, query) of what was typed, after the checks every form shares."""
    text = text.strip()
    if not text:
        raise LinkError("empty", "nothing was given")
    if len(text) > MAX_LINK:
        raise LinkError("too_long", f"a link is at most {MAX_LINK} characters")
    if not all("!" <= ch <= "~" for ch in text) or "%" in text or "\\" in text:
        raise LinkError("characters", "a link has no spaces, escapes or characters beyond plain ASCII")
    scheme = None
    if "://" in text:
        scheme, text = text.split("://", 1)
        scheme = scheme.lower()
        if scheme not in (SCHEME, "ws", "wss"):
            raise LinkError("scheme", f"{scheme[:20]!r} links are not Scopa links ({SCHEME}://, ws:// or wss://)")
    elif ":" in text.split("/", 1)[0] and not text.startswith("[") and text.split(":", 1)[0].isalpha() \
            and not text.split(":", 1)[1].split("/", 1)[0].isdigit():
        raise LinkError("scheme", "only scopa://, ws:// and wss:// links are Scopa links")
    if "#" in text:
        raise LinkError("query", "a link has no #fragment")
    text, asks, query = text.partition("?")
    authority, _, path = text.partition("/")
    if "@" in authority:
        raise LinkError("userinfo", "a link carries no user name or password")
    return scheme, authority, path, (query if asks else None)


def _address(authority: str, secure: bool) -> ServerAddress:
    if authority.startswith("["):
        host, closed, rest = authority.partition("]")
        if not closed:
            raise LinkError("host", "an IPv6 address is written in [brackets]")
        host += "]"
        if rest and not rest.startswith(":"):
            raise LinkError("host", "an IPv6 address in [brackets] is followed by :port or nothing")
        port_text = rest[1:] if rest else ""
    else:
        host, _, port_text = authority.partition(":")
        if _ and not port_text:
            raise LinkError("port", "a colon is followed by the port")
    return ServerAddress(_host(host), _port(port_text) if port_text else DEFAULT_PORT, secure)


def _secure(scheme: str | None, query: str | None) -> bool:
    if query is not None and (scheme != SCHEME or query not in ("tls=1", "tls=0")):
        raise LinkError("query", "the only thing after ? is tls=1 (or tls=0), in scopa:// links")
    return scheme == "wss" or query == "tls=1"


def parse_link(text: str) -> TableLink:
    """A table's link or invitation, as typed or clicked; LinkError says what is wrong with it."""
    scheme, authority, path, query = _split(text)
    secure = _secure(scheme, query)
    code = path.rstrip("/")
    if not code:
        raise LinkError("no_code", "the link names a server but no table")
    if "/" in code:
        raise LinkError("code", "a link names one table: server/CODE")
    return TableLink(_address(authority, secure), _code(code))


def parse_server(text: str) -> ServerAddress:
    """A server's address as typed (a table link gives its server); LinkError says what is wrong with it."""
    scheme, authority, path, query = _split(text)
    secure = _secure(scheme, query)
    if path.strip("/"):
        if "/" in path.strip("/"):
            raise LinkError("host", "a server's address is host:port, without a path")
        _code(path.strip("/"))  # a table link: its server (a path that is no code is refused)
    return _address(authority, secure)
