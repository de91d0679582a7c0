"""A cavalier's horse's neck and head (drawn facing the viewer's left; mount.py mirrors it for the right): the
neck pivots at the chest and the head at the poll as the horse's pose says (head high, nose tucked, neck
reaching forward, rearing), or the head is turned to look out of the card, seen from the front; ears, eye,
nostril, the bridle, a plume on the poll.
"""

from __future__ import annotations

import math

from ..svg import Point, Svg, f
from .shapes import FINE, INK, MID, OUT, blob, curve, darker

PIVOT = (262, 440)  # where the neck turns on the chest
POLL = (184, 168)  # where the head turns on the neck
BIT = (118, 296)  # the bit's ring, for a head in profile held high
# pose -> (the neck's turn about the chest, the head's turn about the poll), degrees clockwise
SCALE = 0.9  # the forehand a little smaller than drawn, so the head stays inside the frame
POSES = {"proud": (0, 0), "bowed": (10, -30), "stretched": (-7, 16), "rearing": (14, 8), "turned": (4, 0)}


def _turn(p: Point, about: Point, degrees: float) -> Point:
    a = math.radians(degrees)
    x, y = p[0] - about[0], p[1] - about[1]
    return about[0] + x * math.cos(a) - y * math.sin(a), about[1] + x * math.sin(a) + y * math.cos(a)


def bit_at(horse) -> Point:
    """Where the reins leave the bit, for this horse's pose (facing left)."""
    neck, head = POSES.get(horse.pose, (0, 0))
    x, y = _turn((168, 300), PIVOT, neck) if horse.pose == "turned" else _turn(_turn(BIT, POLL, head), PIVOT, neck)
    return PIVOT[0] + (x - PIVOT[0]) * SCALE, PIVOT[1] + (y - PIVOT[1]) * SCALE


def neck_and_head(svg: Svg, horse) -> None:
    neck, head = POSES.get(horse.pose, (0, 0))
    px, py = PIVOT
    with svg.group(f"translate({px} {py}) scale({SCALE}) rotate({f(neck)}) translate({-px} {-py})"):
        _neck(svg, horse)
        if horse.pose == "turned":
            _front(svg, horse)
        else:
            with svg.group(f"rotate({f(head)} {POLL[0]} {POLL[1]})"):
                _profile(svg, horse)


def _neck(svg: Svg, horse) -> None:
    """The neck and chest, and the mane in locks along its crest."""
    blob(svg, [(176, 172), (222, 188), (268, 250), (292, 330), (296, 420), (250, 460), (196, 448), (186, 380),
               (168, 300), (150, 248)], horse.coat, OUT)
    locks = [(170, 160), (200, 168), (232, 196), (258, 236), (278, 284), (290, 330), (296, 380)]
    pts = [locks[0]]
    for (ax, ay), (bx, by) in zip(locks, locks[1:], strict=False):
        pts.append(((ax + bx) / 2 + 22, (ay + by) / 2 - 10))
        pts.append((bx, by))
    blob(svg, pts + [(276, 330), (262, 280), (236, 226), (206, 190)], horse.mane, MID)
    for (ax, ay), (bx, by) in zip(locks, locks[1:], strict=False):
        curve(svg, [(ax + 6, ay + 8), ((ax + bx) / 2 + 10, (ay + by) / 2), (bx + 10, by - 4)],
              darker(horse.mane, 0.55), FINE)


def _profile(svg: Svg, horse) -> None:
    """The head in profile, muzzle to the left: a broad jowl, the long face, the muzzle (open when neighing)."""
    coat = horse.coat
    head = [(184, 164), (146, 178), (108, 206), (78, 236), (58, 262)]
    head += [(54, 276), (80, 282), (98, 290), (72, 298), (70, 312), (112, 312), (152, 302)] if horse.mouth_open \
        else [(56, 288), (76, 302), (112, 306), (152, 302)]
    head += [(190, 282), (210, 248), (208, 200)]
    blob(svg, head, coat, OUT)
    if horse.mouth_open:
        svg.path("M58 278 L96 288 L74 296 Z", "#8e1620", INK, FINE)
    svg.path("M170 168 L172 122 L194 166 Z M190 170 L206 130 L212 178 Z", coat, INK, MID)  # the ears
    svg.path("M190 168 L202 138", None, darker(coat, 0.6), FINE)
    blob(svg, [(150, 180), (174, 166), (180, 196), (164, 214), (148, 204)], horse.mane, FINE)  # the forelock
    svg.path("M118 214 C126 205 140 205 146 214 C140 221 126 221 118 214 Z", "#fffdf6", INK, 1.8)
    svg.circle(133, 213, 4.6, "#1a1210")
    curve(svg, [(114, 204), (132, 196), (150, 204)], INK, 2.6)
    svg.ellipse(66, 262, 7, 4.5, "#3a2a20", INK, 1.2, rot=-30)  # the nostril
    curve(svg, [(196, 214), (190, 256), (168, 290)], darker(coat, 0.7), 2.6)  # the jowl's edge
    if horse.harness:
        # the cheekpiece down from the poll to the bit, the noseband round the nose, the browband: a V meeting at
        # the bit's ring (no strap across the cheek, which crossed the cheekpiece into an X like a mask)
        for d in ("M180 176 C164 220 140 262 120 294", "M94 226 C98 254 102 278 110 300",
                  "M184 178 C166 186 156 196 150 206"):
            svg.path(d, None, INK, 11)
            svg.path(d, None, horse.harness, 6.5)
        svg.circle(BIT[0], BIT[1], 8, "#f2c11d", INK, FINE)
        svg.circle(150, 236, 5, "#f2c11d", INK, FINE)
    _plume(svg, horse)


def _front(svg: Svg, horse) -> None:
    """The head turned to look out of the card: seen from the front, both eyes bulging at its sides, both ears
    up, the forelock between them, the long face narrowing to a broad soft muzzle, a noseband across it."""
    coat = horse.coat
    cx = 168
    for s in (-1, 1):  # the ears, pricked
        blob(svg, [(cx + s * 14, 166), (cx + s * 40, 110), (cx + s * 44, 124), (cx + s * 36, 172)], coat, MID)
        curve(svg, [(cx + s * 26, 160), (cx + s * 38, 124)], darker(coat, 0.6), FINE)
    blob(svg, [(cx, 156), (cx + 40, 164), (cx + 52, 196), (cx + 44, 222), (cx + 28, 270), (cx + 30, 306),
               (cx + 28, 334), (cx, 346), (cx - 28, 334), (cx - 30, 306), (cx - 28, 270), (cx - 44, 222),
               (cx - 52, 196), (cx - 40, 164)], coat, OUT)
    blob(svg, [(cx - 26, 306), (cx, 298), (cx + 26, 306), (cx + 28, 330), (cx, 344), (cx - 28, 330)],
         darker(coat, 0.88), FINE)  # the muzzle
    for s in (-1, 1):
        svg.ellipse(cx + s * 13, 320, 5, 8, "#3a2a20", INK, 1.2, rot=s * 10)
        svg.path(f"M{cx + s * 50} 200 C{cx + s * 46} 190 {cx + s * 34} 190 {cx + s * 32} 202 C{cx + s * 36} 210 "
                 f"{cx + s * 46} 210 {cx + s * 50} 200 Z", "#fffdf6", INK, 1.6)
        svg.circle(cx + s * 41, 201, 4, "#1a1210")
    curve(svg, [(cx - 8, 338), (cx, 340), (cx + 8, 338)], INK, 1.6)
    blob(svg, [(cx - 18, 158), (cx, 150), (cx + 18, 158), (cx + 10, 200), (cx, 212), (cx - 12, 194)], horse.mane,
         FINE)  # the forelock
    curve(svg, [(cx - 4, 230), (cx - 2, 270), (cx, 294)], darker(coat, 0.72), 2)
    if horse.harness:
        for d in (f"M{cx - 44} 184 C{cx - 14} 178 {cx + 14} 178 {cx + 44} 184",
                  f"M{cx - 30} 290 C{cx - 10} 298 {cx + 10} 298 {cx + 30} 290"):
            svg.path(d, None, INK, 8)
            svg.path(d, None, horse.harness, 4.5)
        for s in (-1, 1):
            svg.circle(cx + s * 32, 296, 6, "#f2c11d", INK, FINE)
    if horse.plume:
        with svg.group(f"translate({cx - POLL[0]} -8)"):
            _plume(svg, horse)


def _plume(svg: Svg, horse) -> None:
    """A crest of three feathers standing up from the headstall."""
    if not horse.plume:
        return
    for k, (dx, colour) in enumerate(((-24, horse.plume), (0, "#fffdf6"), (22, horse.plume))):
        blob(svg, [(180, 170), (176 + dx, 130), (176 + dx * 1.6, 90 - k % 2 * 10), (190 + dx * 1.4, 86 - k % 2 * 10),
                   (192 + dx * 0.8, 130), (190, 172)], colour, FINE)
        curve(svg, [(184, 168), (182 + dx * 1.2, 120), (182 + dx * 1.5, 94 - k % 2 * 10)], darker(colour, 0.6), 1.4)
