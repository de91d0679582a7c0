#!/usr/bin/env python3
"""Draw the Scopa Desktop app icon with pygame and write it in every format the installers need.

The icon is our own drawing: a cream playing card with a red frame and, in the middle, the gold coin of
the settebello (the seven of coins) with a rosette, and a red "7" in two corners. It is drawn once at
1024 px and scaled down by halves, so every size is anti-aliased; the 16-32 px sizes come from a plainer
drawing (no corner figures, thicker lines), because detail turns to mud there.

Writes, under assets/:
  icon.png               256 px (the window icon and the Linux launcher icon)
  icon-<N>.png           16, 32, 48, 64, 128, 512 px
  icon.ico               Windows: 16-48 px as 32-bit bitmaps, 256 px as PNG (what Windows expects)
  icon.icns              macOS: 16-1024 px as PNG entries
Run: python scripts/make/make_icon.py  (the generated files are committed; re-run only to change the art).
"""

from __future__ import annotations

import io
import math
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402  (the environment above must be set first)

ROOT = Path(__file__).resolve().parents[2]
ASSETS = ROOT / "assets"
BASE = 1024

CREAM = (247, 238, 216)
RED = (150, 28, 30)
GOLD_DARK = (150, 98, 18)
GOLD = (222, 170, 48)
GOLD_LIGHT = (252, 222, 120)
SHADOW = (20, 14, 8)


def _rounded(surface: pygame.Surface, color: tuple, rect: pygame.Rect, radius: int, width: int = 0) -> None:
    pygame.draw.rect(surface, color, rect, width=width, border_radius=radius)


def _petal(cx: float, cy: float, angle: float, inner: float, outer: float, half_width: float) -> list:
    """A lens-shaped petal from radius `inner` to `outer` along `angle`, as a polygon."""
    points = []
    steps = 24
    ca, sa = math.cos(angle), math.sin(angle)
    for side in (1, -1):
        rng = range(steps + 1) if side == 1 else range(steps, -1, -1)
        for i in rng:
            t = i / steps
            along = inner + (outer - inner) * t
            across = side * half_width * math.sin(math.pi * t)
            points.append((cx + along * ca - across * sa, cy + along * sa + across * ca))
    return points


def _coin(surface: pygame.Surface, cx: int, cy: int, r: int, detailed: bool) -> None:
    """The settebello's coin: a rimmed gold disc, lit from the top left, with an eight-petal rosette."""
    pygame.draw.circle(surface, GOLD_DARK, (cx, cy), r)
    # A soft highlight: discs shrinking toward the upper left, each a little lighter.
    layers = 14
    for i in range(layers):
        t = i / (layers - 1)
        rr = int(r * (0.9 - 0.55 * t))
        off = int(r * 0.18 * t)
        color = tuple(int(a + (b - a) * t) for a, b in zip(GOLD, GOLD_LIGHT, strict=True))
        pygame.draw.circle(surface, color, (cx - off, cy - off), rr)
    ring = max(2, r // 18)
    pygame.draw.circle(surface, GOLD_DARK, (cx, cy), int(r * 0.9), ring)
    if detailed:
        # Bead rim: the dotted border of old coins.
        for k in range(36):
            a = 2 * math.pi * k / 36
            pygame.draw.circle(surface, GOLD, (cx + r * 0.95 * math.cos(a), cy + r * 0.95 * math.sin(a)),
                               max(2, r // 36))
    petals = 8
    for k in range(petals):
        a = 2 * math.pi * k / petals + math.pi / petals
        pygame.draw.polygon(surface, RED, _petal(cx, cy, a, r * 0.16, r * 0.72, r * 0.15))
        if detailed:
            pygame.draw.polygon(surface, GOLD_LIGHT, _petal(cx, cy, a, r * 0.26, r * 0.6, r * 0.06))
    pygame.draw.circle(surface, GOLD_DARK, (cx, cy), int(r * 0.2))
    pygame.draw.circle(surface, GOLD_LIGHT, (cx, cy), int(r * 0.13))


def _seven(size: int) -> pygame.Surface:
    pygame.font.init()
    font = pygame.font.Font(None, size)  # pygame's own bundled font: no outside file
    font.set_bold(True)
    return font.render("7", True, RED)


def draw(size: int = BASE, detailed: bool = True) -> pygame.Surface:
    """The icon at `size` px (drawn big, then halved down to `size`)."""
    canvas = pygame.Surface((BASE, BASE), pygame.SRCALPHA)
    canvas.fill((*RED, 0))  # transparent, but red-tinted so scaled edges do not darken
    # Card: portrait, centred, with a soft shadow down-right.
    w, h = (700, 940) if detailed else (760, 980)
    card = pygame.Rect(0, 0, w, h)
    card.center = (BASE // 2, BASE // 2)
    radius = 90 if detailed else 110
    shadow = pygame.Surface((BASE, BASE), pygame.SRCALPHA)
    for i, alpha in enumerate((18, 26, 34, 42)):
        grow = 24 - 6 * i
        _rounded(shadow, (*SHADOW, alpha), card.move(18, 26).inflate(grow, grow), radius + grow // 2)
    canvas.blit(shadow, (0, 0))
    _rounded(canvas, CREAM, card, radius)
    frame = 34 if detailed else 64
    _rounded(canvas, RED, card, radius, frame)
    if detailed:
        _rounded(canvas, GOLD, card.inflate(-2 * frame - 28, -2 * frame - 28), radius - 40, 10)
    _coin(canvas, card.centerx, card.centery, int(w * (0.36 if detailed else 0.4)), detailed)
    if detailed:
        seven = _seven(250)
        canvas.blit(seven, seven.get_rect(topleft=(card.left + 80, card.top + 64)))
        upside = pygame.transform.rotate(seven, 180)
        canvas.blit(upside, upside.get_rect(bottomright=(card.right - 80, card.bottom - 64)))
    # Halve repeatedly: each step averages 2x2 pixels, which keeps thin lines smooth.
    current = BASE
    while current // 2 >= size:
        current //= 2
        canvas = pygame.transform.smoothscale(canvas, (current, current))
    if current != size:
        canvas = pygame.transform.smoothscale(canvas, (size, size))
    return canvas


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "png")
    return buffer.getvalue()


def _dib(surface: pygame.Surface) -> bytes:
    """A 32-bit BGRA device-independent bitmap as ICO files hold it (bottom-up, with an AND mask)."""
    size = surface.get_width()
    header = struct.pack("<IiiHHIIiiII", 40, size, size * 2, 1, 32, 0, 0, 0, 0, 0, 0)
    rows = []
    raw = pygame.image.tobytes(surface, "BGRA")
    stride = size * 4
    for y in range(size - 1, -1, -1):
        rows.append(raw[y * stride:(y + 1) * stride])
    mask_stride = ((size + 31) // 32) * 4
    mask = bytes(mask_stride * size)  # all zero: the alpha channel decides transparency
    return header + b"".join(rows) + mask


def ico_bytes(images: dict[int, pygame.Surface]) -> bytes:
    """An .ico: small sizes as bitmaps (every Windows tool reads them), 256 px as PNG (as Windows does)."""
    entries = []
    for size in sorted(images):
        data = png_bytes(images[size]) if size >= 256 else _dib(images[size])
        entries.append((size, data))
    out = struct.pack("<HHH", 0, 1, len(entries))
    offset = 6 + 16 * len(entries)
    blobs = []
    for size, data in entries:
        dim = 0 if size >= 256 else size  # 0 means 256 in the directory
        out += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs.append(data)
    return out + b"".join(blobs)


# Modern icns types that hold PNG data, by pixel size (the @2x types reuse the larger pictures).
ICNS_TYPES = [(b"icp4", 16), (b"icp5", 32), (b"ic11", 32), (b"icp6", 64), (b"ic12", 64), (b"ic07", 128),
              (b"ic08", 256), (b"ic13", 256), (b"ic09", 512), (b"ic14", 512), (b"ic10", 1024)]


def icns_bytes(images: dict[int, pygame.Surface]) -> bytes:
    body = b""
    for kind, size in ICNS_TYPES:
        data = png_bytes(images[size])
        body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    pygame.display.init()
    pygame.font.init()  # no sound here: pygame.init() would open the audio device for nothing
    sizes = [16, 24, 32, 48, 64, 128, 256, 512, 1024]
    images = {size: draw(size, detailed=size > 32) for size in sizes}
    ASSETS.mkdir(exist_ok=True)
    written = []
    for size in (16, 32, 48, 64, 128, 512):
        path = ASSETS / f"icon-{size}.png"
        path.write_bytes(png_bytes(images[size]))
        written.append(path)
    (ASSETS / "icon.png").write_bytes(png_bytes(images[256]))
    (ASSETS / "icon.ico").write_bytes(ico_bytes({s: images[s] for s in (16, 24, 32, 48, 64, 256)}))
    (ASSETS / "icon.icns").write_bytes(icns_bytes(images))
    written += [ASSETS / "icon.png", ASSETS / "icon.ico", ASSETS / "icon.icns"]
    for path in written:
        print(f"{path.relative_to(ROOT)}  {path.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
