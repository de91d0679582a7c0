"""The northern cavaliers' horses, seen from the side in the top half of a double-ended court: the rump and tail
behind the rider, the saddle cloth hanging past the line between the halves, the neck rising before him to a
head with ears, eye, nostril and bridle (the mouth open when neighing, a plume on the poll), a foreleg lifted
and bent at the knee; the rider seated, his thigh over the horse's shoulder, his knee bent.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..svg import Point, Svg
from .figure import arms, head_and_neck, hold
from .shapes import FINE, INK, MID, OUT, band, blob, curve, darker


@dataclass(frozen=True)
class Mount:
    """A horse: coat, mane and tail, harness, the saddle cloth's colour and border (None: no cloth), a plume's
    colour on its poll (None: none), `mouth_open`, `facing` -1 (head to the viewer's left) or 1, the lifted
    foreleg shown (`prance`), the rider's hose and boot, the cloth border's motif, and `pose`: "proud" (head
    high), "bowed" (neck arched, nose tucked), "stretched" (neck reaching forward), "rearing" (both forelegs
    up) or "turned" (its head turned to look out of the card)."""

    coat: str
    mane: str
    harness: str = "#c6282e"
    cloth: tuple[str, str] | None = ("#c6282e", "#f2c11d")
    plume: str | None = None
    mouth_open: bool = False
    facing: int = -1
    prance: bool = True
    hose: str = "#c6282e"
    boot: str = "#3a2414"
    motif: str = "zigzag"
    pose: str = "proud"


def mounted(svg: Svg, court, props) -> None:
    """A rider on his horse: the horse behind, his body, his leg, his arms and what they hold."""
    horse: Mount = court.mount
    flip = horse.facing > 0
    with svg.group("translate(600 0) scale(-1 1)" if flip else "translate(0 0)"):
        _hindquarters(svg, horse)
        _forehand(svg, horse)
    who = court.body
    from .garb import body

    body(svg, who, court.garb)
    with svg.group("translate(600 0) scale(-1 1)" if flip else "translate(0 0)"):
        _leg(svg, horse, court.garb.skirt or court.garb.colour)
    head_and_neck(svg, court)
    for arm, side in arms(court):
        hold(svg, arm, who.shoulder(side), side, props, court.hands * 0.95, court.face.flesh)
    if horse.harness and court.near.hand == "reins" or court.far.hand == "reins":  # from the bit to the hand
        from .horse_head import bit_at

        bx, by = bit_at(horse)
        bit = (600 - bx, by) if flip else (bx, by)
        hand = court.near if court.near.hand == "reins" else court.far
        mid = ((bit[0] + hand.wrist[0]) / 2, max(bit[1], hand.wrist[1]) + 24)
        curve(svg, [bit, mid, hand.wrist], INK, 6)
        curve(svg, [bit, mid, hand.wrist], horse.harness, 3)


def _hindquarters(svg: Svg, horse: Mount) -> None:
    """The horse's back and rump behind the rider (to the right when it faces left), the tail, the cloth."""
    blob(svg, [(230, 420), (300, 390), (420, 384), (480, 380), (512, 398), (524, 470), (520, 560), (220, 560)],
         horse.coat, OUT)
    # the tail falling from the rump
    blob(svg, [(500, 392), (524, 418), (532, 480), (526, 540), (516, 560), (510, 500), (502, 440)], horse.mane, MID)
    curve(svg, [(512, 410), (524, 470), (518, 540)], darker(horse.mane, 0.55), FINE)
    if horse.cloth:
        ground, border = horse.cloth
        blob(svg, [(250, 414), (320, 396), (430, 392), (480, 400), (496, 470), (492, 560), (240, 560),
                   (236, 480)], ground, MID)
        band(svg, [(238, 470), (370, 486), (494, 470)], 26, border, horse.motif, step=18)
        svg.path("M300 400 C330 380 400 380 430 398 L420 420 C400 408 330 408 310 420 Z", darker(ground, 0.55),
                 INK, FINE)  # the saddle's cantle


def _forehand(svg: Svg, horse: Mount) -> None:
    """The lifted foreleg(s), then the neck rising to the left to the head, posed as the horse's `pose` says."""
    from .horse_head import neck_and_head

    coat = horse.coat
    if horse.prance or horse.pose == "rearing":  # a foreleg lifted, bent at the knee, the hoof tucked
        legs = ((0, 0), (40, -26)) if horse.pose == "rearing" else ((0, 0),)
        for dx, dy in legs:
            with svg.group(f"translate({dx} {dy})"):
                blob(svg, [(210, 420), (176, 436), (128, 430), (118, 446), (160, 462), (214, 456)], coat, MID)
                blob(svg, [(128, 430), (104, 452), (110, 492), (128, 494), (126, 458), (142, 446)], coat, MID)
                svg.path("M104 486 L132 490 L130 506 L100 500 Z", "#3a2a20", INK, FINE)
    neck_and_head(svg, horse)


def _leg(svg: Svg, horse: Mount, skirt: str) -> None:
    """The rider's near leg: the thigh (under his skirt's hem) forward over the horse's shoulder, the knee, the
    shin in its hose going down past the line into the boot."""
    blob(svg, [(252, 452), (246, 500), (252, 560), (292, 560), (288, 500), (284, 468)], horse.hose, MID)
    blob(svg, [(252, 500), (250, 560), (294, 560), (290, 500)], horse.boot, MID)
    blob(svg, [(384, 404), (330, 420), (270, 436), (246, 458), (258, 482), (300, 478), (350, 462), (398, 444)],
         skirt, MID)
    curve(svg, [(360, 420), (300, 440), (262, 452)], darker(skirt, 0.55), FINE)
    band(svg, [(246, 500), (292, 500)], 14, "#f2c11d", "", sw=FINE)


def at(point: Point, facing: int) -> Point:
    """A point of the horse's drawing (made facing left) for a horse facing `facing`."""
    return (600 - point[0], point[1]) if facing > 0 else point
