"""Portraits for the seats, drawn by our own code: a face in a round frame, its features chosen from the
player's name and seat, so each seat at a table looks different and the same player looks the same every
time. Bots and people alike. Drawn at twice the size and scaled down (smooth edges), cached by size.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass

import pygame

# Muted backgrounds that read on the green felt; a table's seats take different ones.
BACKGROUNDS = [
    (176, 92, 66), (94, 120, 168), (196, 160, 72), (128, 86, 140),
    (70, 140, 132), (184, 110, 130), (120, 132, 70), (150, 120, 96),
]
SKINS = [(241, 206, 176), (224, 178, 140), (198, 146, 108), (160, 110, 76), (120, 80, 56), (250, 220, 196)]
HAIRS = [(36, 28, 24), (92, 58, 32), (150, 90, 46), (196, 160, 96), (170, 170, 170), (134, 52, 30)]
CLOTHES = [(40, 60, 96), (120, 40, 40), (50, 90, 60), (220, 210, 190), (70, 70, 76), (150, 110, 40)]
HAIR_STYLES = ("short", "long", "bun", "bald", "curly", "parted")
EXTRAS = ("none", "none", "moustache", "glasses", "cap", "beard")

_CACHE: dict[tuple[str, int, int], pygame.Surface] = {}
MAX_CACHED = 64


@dataclass(frozen=True)
class Features:
    background: tuple[int, int, int]
    skin: tuple[int, int, int]
    hair: tuple[int, int, int]
    clothes: tuple[int, int, int]
    hair_style: str
    extra: str


def features(name: str, seat: int) -> Features:
    """The face of `name` at `seat`: the background follows the seat (eight seats, eight colours), the rest
    the name (a stable checksum, the same on every run)."""
    h = zlib.crc32(name.encode("utf-8"))

    def pick(options: tuple | list, shift: int):
        return options[(h >> shift) % len(options)]

    return Features(background=BACKGROUNDS[seat % len(BACKGROUNDS)], skin=pick(SKINS, 0), hair=pick(HAIRS, 4),
                    clothes=pick(CLOTHES, 8), hair_style=pick(HAIR_STYLES, 12), extra=pick(EXTRAS, 16))


def portrait(name: str, seat: int, size: int) -> pygame.Surface:
    """The seat's portrait, `size` pixels square (transparent outside its round frame); cached."""
    key = (name, seat, size)
    surf = _CACHE.get(key)
    if surf is None:
        if len(_CACHE) >= MAX_CACHED:
            _CACHE.clear()
        big = _draw(features(name, seat), max(8, size) * 2)
        surf = _CACHE[key] = pygame.transform.smoothscale(big, (max(8, size), max(8, size)))
    return surf


def _draw(f: Features, s: int) -> pygame.Surface:
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    c = s // 2
    r = s // 2
    pygame.draw.circle(surf, f.background, (c, c), r)
    face = pygame.Surface((s, s), pygame.SRCALPHA)  # everything inside the frame, clipped to its circle
    head_r = round(s * 0.2)
    hx, hy = c, round(s * 0.45)
    dark = tuple(max(0, v - 40) for v in f.hair)
    # Behind the head: long hair falls to the shoulders.
    if f.hair_style == "long":
        pygame.draw.ellipse(face, f.hair, (hx - head_r * 1.25, hy - head_r * 1.2, head_r * 2.5, head_r * 3.1))
    # Shoulders and neck.
    pygame.draw.ellipse(face, f.clothes, (c - s * 0.36, s * 0.72, s * 0.72, s * 0.5))
    pygame.draw.rect(face, f.skin, (hx - head_r * 0.4, hy + head_r * 0.6, head_r * 0.8, head_r * 0.9))
    pygame.draw.circle(face, f.skin, (hx, hy), head_r)
    # Hair on top.
    if f.hair_style in ("short", "parted", "long"):
        pygame.draw.ellipse(face, f.hair, (hx - head_r * 1.05, hy - head_r * 1.15, head_r * 2.1, head_r * 1.25))
        if f.hair_style == "parted":
            pygame.draw.line(face, dark, (hx - head_r * 0.3, hy - head_r * 1.1), (hx - head_r * 0.2, hy - head_r * 0.5),
                             max(1, s // 60))
    elif f.hair_style == "bun":
        pygame.draw.circle(face, f.hair, (hx, hy - head_r * 1.15), head_r * 0.45)
        pygame.draw.ellipse(face, f.hair, (hx - head_r * 1.02, hy - head_r * 1.08, head_r * 2.04, head_r * 1.0))
    elif f.hair_style == "curly":
        for k in range(7):
            ang_x = hx + (k - 3) * head_r * 0.32
            pygame.draw.circle(face, f.hair, (ang_x, hy - head_r * (0.85 - abs(k - 3) * 0.08)), head_r * 0.34)
    # Eyes, brows and a calm smile.
    eye_y = hy - head_r * 0.05
    ink = (40, 30, 26)
    for dx in (-0.38, 0.38):
        pygame.draw.circle(face, ink, (hx + dx * head_r, eye_y), max(1, head_r * 0.1))
        brow = pygame.Rect(0, 0, head_r * 0.4, head_r * 0.2)
        brow.center = (round(hx + dx * head_r), round(eye_y - head_r * 0.28))
        pygame.draw.arc(face, dark if f.hair_style != "bald" else ink, brow, 0.3, 2.8, max(1, s // 70))
    mouth = pygame.Rect(0, 0, head_r * 0.7, head_r * 0.4)
    mouth.center = (hx, round(hy + head_r * 0.42))
    pygame.draw.arc(face, (150, 60, 50), mouth, 3.5, 5.9, max(1, s // 60))
    if f.extra == "moustache":
        pygame.draw.ellipse(face, f.hair, (hx - head_r * 0.42, hy + head_r * 0.22, head_r * 0.84, head_r * 0.2))
    elif f.extra == "beard":
        pygame.draw.arc(face, f.hair, (hx - head_r, hy - head_r * 0.6, head_r * 2, head_r * 1.7), 3.3, 6.1,
                        max(2, round(head_r * 0.3)))
    elif f.extra == "glasses":
        for dx in (-0.38, 0.38):
            pygame.draw.circle(face, ink, (hx + dx * head_r, eye_y), head_r * 0.26, max(1, s // 70))
        pygame.draw.line(face, ink, (hx - head_r * 0.12, eye_y), (hx + head_r * 0.12, eye_y), max(1, s // 70))
    elif f.extra == "cap":  # a coppola: a flat cap with its short brim
        pygame.draw.ellipse(face, f.clothes, (hx - head_r * 1.1, hy - head_r * 1.25, head_r * 2.2, head_r * 1.0))
        pygame.draw.ellipse(face, tuple(max(0, v - 30) for v in f.clothes),
                            (hx - head_r * 0.2, hy - head_r * 0.72, head_r * 1.4, head_r * 0.34))
    mask = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (c, c), r - max(1, s // 40))
    face.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(face, (0, 0))
    pygame.draw.circle(surf, (232, 193, 92), (c, c), r, max(2, s // 32))  # the gold frame
    return surf
