"""The northern cavaliers' horses, seen from the side in the top half of a double-ended court: the back and
rump behind the rider with the tail falling, the saddle cloth or a long woven caparison hanging past the line
between the halves, the breast and neck rising before him to the head (horse_head.py), a foreleg lifted and
bent at the knee; the rider seated, his thigh along the horse's side down to the knee, the shin going on past
the line (or hidden by the caparison).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..svg import Point, Svg
from .figure import arms, head_and_neck, hold
from .shapes import FINE, INK, MID, OUT, band, blob, curve, darker
from .weave import weave


@dataclass(frozen=True)
class Mount:
    """A horse: coat, mane and tail, harness, the saddle cloth's colour and border (None: no cloth), a plume's
    colour on its poll (None: none), `mouth_open`, `facing` -1 (head to the viewer's left) or 1, the lifted
    foreleg shown (`prance`), the rider's hose and boot, the cloth border's motif, and `pose`: "proud" (head
    high), "bowed" (neck arched, nose tucked), "stretched" (neck reaching forward), "rearing" (both forelegs
    up), "grazing" (head lower) or "turned" (its head turned to look out of the card); `caparison` a long cloth
    woven all over (the motif of weave.py, or "") covering the horse and the rider's legs; `shift` moves the
    forehand sideways (units, towards the horse's tail when positive), `size` scales it; `over` draws the neck
    in front of the rider's waist (else behind him); `room` the least x the head may reach (its muzzle's side:
    more keeps it clear of a corner index); `mane_size` how far the mane's locks fall over the neck (2: a
    great flowing mane); `leg_lift` raises the lifted foreleg (units: a pattern whose name band hides the
    lower part of the half shows it above the band), `leg_ahead` moves it on towards the head (units), out from
    behind the rider; `rise` lifts the whole forehand (breast, neck, head, forelegs; units, as far as the frame's
    top allows), so a pattern whose name band hides the lower part of the half shows the breast above it;
    `drape` how much higher up the horse and further along its breast the caparison reaches (units), a great
    cloth covering most of the horse below the rider's waist, as some patterns print it."""

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
    caparison: str = ""
    shift: float = 0.0
    size: float = 1.0
    over: bool = False
    room: float = 84
    mane_size: float = 1.0
    leg_lift: float = 0.0
    leg_ahead: float = 0.0
    rise: float = 0.0
    drape: float = 0.0
    thigh: str = ""  # the breeches on his thigh, set apart from his skirt and sleeves (else the skirt's colour)


def mounted(svg: Svg, court, props) -> None:
    """A rider on his horse: the horse behind, his body, his leg, his arms and what they hold."""
    horse: Mount = court.mount
    flip = horse.facing > 0
    place = "translate(600 0) scale(-1 1)" if flip else "translate(0 0)"
    dx, dy = _kept_in(horse)
    ahead = f"translate({600 - dx} {dy}) scale(-1 1)" if flip else f"translate({dx} {dy})"
    with svg.group(place), svg.group(f"translate({-horse.drape * 0.8} 0)"):  # under a great cloth: drawn in
        _hindquarters(svg, horse)
    if not horse.over:
        with svg.group(ahead):
            _forehand(svg, horse)
    who = court.body
    from .garb import body, wings

    for arm, _ in arms(court):
        if arm.holds and arm.behind:
            from .figure import prop

            prop(svg, arm, props, court.hands * 0.95)
    body(svg, who, court.garb)
    with svg.group(place):  # his leg hangs on its side (behind the neck if that rises before him)
        if horse.caparison:
            _caparison(svg, horse)
        else:
            _leg(svg, horse, horse.thigh or court.garb.skirt or court.garb.colour)
    if horse.over:
        with svg.group(ahead):  # the horse's neck rises in front of the rider's waist
            _forehand(svg, horse)
    head_and_neck(svg, court)
    for arm, side in arms(court):
        hold(svg, arm, who.shoulder(side), side, props, court.hands * 0.95, court.face.flesh)
    wings(svg, who, court.garb)
    reins = [a for a in (court.near, court.far) if a.hand == "reins"]
    if horse.harness and reins:  # from the bit to the hand
        from .horse_head import bit_at

        bx, by = bit_at(horse)
        bx, by = bx + dx, by + dy
        bit = (600 - bx, by) if flip else (bx, by)
        hand = reins[0]
        mid = ((bit[0] + hand.wrist[0]) / 2, max(bit[1], hand.wrist[1]) + 24)
        curve(svg, [bit, mid, hand.wrist], INK, 6)
        curve(svg, [bit, mid, hand.wrist], horse.harness, 3)


HEAD_TOP = 80  # the least y the horse's head may reach, inside every frame


def _kept_in(horse: Mount) -> tuple[float, float]:
    """How far the forehand is moved: its `shift`, and more if the head would reach past the frame (or its
    `room`); up by its `rise`, less if the head would then reach above the frame."""
    from .horse_head import extent

    x, y = extent(horse)
    return max(horse.shift, horse.room - x), max(-horse.rise, HEAD_TOP - y)


def _hindquarters(svg: Svg, horse: Mount) -> None:
    """The horse's back and rump behind the rider (to the right when it faces left), the tail, the cloth."""
    blob(svg, [(250, 430), (320, 404), (410, 396), (470, 396), (504, 420), (516, 480), (512, 560), (240, 560)],
         horse.coat, OUT)
    curve(svg, [(482, 420), (500, 470), (496, 540)], darker(horse.coat, 0.72), 2.4)  # the thigh's round
    # the tail falling from the croup in locks
    blob(svg, [(490, 404), (518, 424), (532, 486), (526, 546), (512, 560), (510, 500), (498, 440)], horse.mane, MID)
    for k in range(3):
        curve(svg, [(496 + k * 8, 416), (512 + k * 6, 470), (508 + k * 6, 540)], darker(horse.mane, 0.55), FINE)
    if horse.cloth and not horse.caparison:
        ground, border = horse.cloth
        blob(svg, [(266, 424), (330, 408), (420, 404), (470, 412), (484, 470), (480, 560), (256, 560),
                   (252, 480)], ground, MID)
        band(svg, [(254, 476), (370, 492), (482, 476)], 26, border, horse.motif, step=18)
        svg.path("M316 412 C346 392 410 392 440 410 L430 430 C410 418 346 418 326 430 Z", darker(ground, 0.55),
                 INK, FINE)  # the saddle's cantle


def _forehand(svg: Svg, horse: Mount) -> None:
    """The lifted foreleg(s), then the breast and neck rising to the head, posed as the horse's `pose` says (a
    raised leg, `leg_lift`, drawn over the breast, where it comes forward from the shoulder)."""
    from .horse_head import neck_and_head

    if not horse.leg_lift:
        _forelegs(svg, horse)
    neck_and_head(svg, horse)
    if horse.leg_lift:
        _forelegs(svg, horse)


def _forelegs(svg: Svg, horse: Mount) -> None:
    coat = horse.coat
    if horse.prance or horse.pose == "rearing":  # the forearm reaching forward, the knee bent, the cannon hanging
        legs = ((0, 0), (34, -30)) if horse.pose == "rearing" else ((0, 0),)
        for dx, dy in legs[::-1]:  # raised well above the line, clear of the rider's knee, the hoof whole
            with svg.group(f"translate({dx - 14 - horse.leg_ahead} {dy - 46 - horse.leg_lift})"):
                tone = coat if (dx, dy) == (0, 0) else darker(coat, 0.85)
                blob(svg, [(196, 446), (150, 448), (112, 440), (100, 456), (118, 470), (160, 474), (206, 478)], tone,
                     MID)  # the forearm to the knee
                blob(svg, [(112, 446), (98, 466), (112, 506), (128, 506), (124, 470), (126, 454)], tone, MID)
                svg.path("M106 500 L132 500 L136 520 L104 522 Z", "#3a2a20", INK, FINE)  # the hoof
                curve(svg, [(108, 454), (116, 462)], darker(coat, 0.6), FINE)


def _leg(svg: Svg, horse: Mount, skirt: str) -> None:
    """The rider's near leg along the horse's side, all of it above the line: the thigh from under his skirt
    forward and a little down to the knee, full at the hip and narrowing, the knee a round cap; the shin in its
    hose falling from the knee, the calf swelling behind; the booted foot in a gold stirrup hung on its
    leather, the toe forward, just above the line."""
    leather = darker(horse.boot, 0.9)
    curve(svg, [(440, 420), (418, 452), (398, 490)], INK, 7)  # the stirrup leather, behind the leg
    curve(svg, [(440, 420), (418, 452), (398, 490)], leather, 4)
    # the shin, from under the knee down and a little back to the ankle, the calf full behind
    blob(svg, [(362, 446), (366, 466), (378, 484), (404, 484), (410, 466), (398, 448)], horse.hose, MID)
    curve(svg, [(400, 452), (408, 466), (404, 480)], darker(horse.hose, 0.6), FINE)  # the calf's round
    # the boot: a turned-down cuff, the foot forward in the stirrup
    blob(svg, [(376, 478), (378, 488), (360, 490), (348, 495), (352, 501), (410, 501), (414, 488), (410, 478)],
         horse.boot, MID)
    band(svg, [(375, 479), (411, 479)], 7, "#f2c11d", "", sw=FINE)
    svg.path("M356 503 L360 494 L404 494 L408 503", None, INK, 6)  # the stirrup iron under the sole
    svg.path("M356 503 L360 494 L404 494 L408 503", None, "#f2c11d", 3)
    # the thigh: full at the hip, sloping down and forward to the knee (not level with the rein fist), the knee a
    # round cap over the shin's top
    blob(svg, [(468, 388), (430, 396), (396, 412), (366, 426), (352, 440), (360, 456), (380, 458), (408, 448),
               (440, 438), (470, 436)], skirt, MID)
    curve(svg, [(446, 434), (410, 446), (382, 456)], darker(skirt, 0.55), FINE)  # the thigh's under side
    curve(svg, [(370, 428), (360, 442), (368, 456)], darker(skirt, 0.55), FINE)  # the knee


def _caparison(svg: Svg, horse: Mount) -> None:
    """A long cloth over the horse's back and the rider's legs, hanging past the line, woven all over and
    bordered."""
    ground, border = horse.cloth or ("#c6282e", "#f2c11d")
    up = horse.drape  # a great cloth rises higher up the horse and reaches further along its breast
    # a great cloth drawn in at both ends, so it hangs inside the frame, not to a point past the rules
    shape = [(196 - up * 0.5, 470 - up * 0.4), (270 - up * 0.6, 430 - up), (380, 420 - up),
             (486 - up * 0.3, 412 - up * 0.8), (504 - up * 0.6, 470), (506 - up * 0.8, 560), (186 - up * 0.5, 560)]
    blob(svg, shape, ground, OUT)
    weave(svg, shape, horse.caparison, darker(ground, 0.5), 22)
    band(svg, [(194 - up * 0.5, 486 - up * 0.4), (360, 474 - up * 0.6), (500 - up * 0.6, 462 - up * 0.4)], 30,
         border, horse.motif, step=18)
    curve(svg, [(300, 500), (296, 560)], darker(ground, 0.5), 2.4)
    if up:  # a great cloth hangs in folds either side of the middle one
        for x0, x1 in ((230, 222), (400, 410)):
            curve(svg, [(x0, 490), (x0 + (x1 - x0) * 0.4, 524), (x1, 560)], darker(ground, 0.5), 2.4)


def at(point: Point, facing: int) -> Point:
    """A point of the horse's drawing (made facing left) for a horse facing `facing`."""
    return (600 - point[0], point[1]) if facing > 0 else point
