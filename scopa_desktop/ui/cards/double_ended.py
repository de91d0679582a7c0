"""Double-ended (mirrored) Italian courts, as the Piacentine, the Trevisane and the Bergamasche print them: a
half-length figure in the top half and the same figure turned round below, so the card reads the same either
way up; the halves meet on a straight line, or on a slant (the Bergamasche).

Only the top half is drawn (`Svg.mirror`): the renderer rasterises it once and lays it again turned half
round. Each pattern describes its twelve courts as `Figure`s (who, dressed how, each arm's pose and what each
hand holds) and draws the things they hold (`Props`); here they are stood up, or mounted (steed.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from . import headwear, steed
from .anatomy import Head, fist, head, open_hand
from .attire import Dress, collar, doublet, mantle, sleeve
from .svg import Svg, f

# A thing held, drawn upright around its grip at (x, y) and turned `angle` degrees about it (see `POSES`).
Prop = Callable[[Svg, float, float, float], None]
Props = dict[str, Prop]

NECK = 292  # where a standing figure's neck meets the collar
HALF = 126  # half the width of a standing figure's shoulders


@dataclass(frozen=True)
class Arm:
    """One arm: its pose (a key of POSES), what its hand holds (a key of the pattern's props, "" for an empty
    hand, laid flat) and whether the thing goes in front of the sleeve (else behind the arm)."""

    pose: str
    holds: str = ""
    front: bool = True


@dataclass(frozen=True)
class Figure:
    """A court: the face, the clothes, the headwear and its colours, the arm on the viewer's left (`near`)
    and on the right (`far`); `horse`: a mounted figure's mount (steed.Horse), else None; props drawn with
    the figure, each with its place: `extra` in front of it (a dog, a seal), `behind` it (a moon at its side)."""

    head: Head
    dress: Dress
    wear: str
    wear_colour: str
    wear_trim: str
    near: Arm
    far: Arm
    horse: steed.Horse | None = None
    feather: str = "#fffaf0"
    extra: tuple[tuple[str, float, float], ...] = field(default_factory=tuple)
    behind: tuple[tuple[str, float, float], ...] = field(default_factory=tuple)


Pose = tuple[tuple[float, float], tuple[float, float], tuple[float, float], float]

# pose -> (elbow, wrist, grip, angle of the thing held) for the viewer's left arm; the right arm is mirrored
POSES: dict[str, Pose] = {
    "raise": ((124, 424), (136, 330), (140, 306), 0),  # forearm up at the side, the thing beside the head
    "aloft": ((118, 336), (150, 240), (156, 218), 8),  # the whole arm up, the thing high over the shoulder
    "chest": ((140, 456), (206, 420), (216, 404), 0),  # the hand before the chest
    "shoulder": ((146, 454), (218, 424), (230, 412), -26),  # the thing's shaft laid back over the shoulder
    "forward": ((118, 430), (96, 360), (94, 336), -12),  # held out to the side and forward, leaning away
    "hip": ((104, 436), (180, 466), (196, 468), 0),  # the hand on the belt
    "down": ((132, 446), (176, 486), (182, 494), 0),  # the arm hanging, the hand at the line
}


def marks(coin: Callable[[Svg, float, float], None], cup: Callable[[Svg, float, float], None],
          sword: Callable[[Svg, float, float, float], None], club: Callable[[Svg, float, float, float], None]) -> Props:
    """A pattern's four suit marks as things its courts hold: `coin` and `cup` drawn over the grip at (x, y);
    `sword` and `club` drawn upright from it, reaching up a given length, then turned about the grip (a raised
    one stops short of the frame's top)."""

    def upright(draw: Callable[[Svg, float, float, float], None], length: float) -> Prop:
        def held(svg: Svg, x: float, y: float, angle: float) -> None:
            with svg.group(f"rotate({f(angle)} {f(x)} {f(y)})"):
                draw(svg, x, y, length if abs(angle) > 20 else min(length, y - 84))
        return held

    return {"coin": lambda svg, x, y, a: coin(svg, x, y), "cup": lambda svg, x, y, a: cup(svg, x, y),
            "sword": upright(sword, 280), "club": upright(club, 250)}


def court(svg: Svg, figure: Figure, props: Props, slant: float = 0.0) -> None:
    """Draw `figure` as the top half of a double-ended court (the pattern's frame is its court layer)."""
    svg.layer = "court"
    svg.mirror = slant
    for name, x, y in figure.behind:
        props[name](svg, x, y, 0)
    if figure.horse is not None:
        steed.mounted(svg, figure, props, _arm, _headwear)
    else:
        _standing(svg, figure, props)
    for name, x, y in figure.extra:
        props[name](svg, x, y, 0)
    split(svg, slant)


def split(svg: Svg, slant: float, colour: str = "#1e1e26") -> None:
    """The line between the halves, through the card's middle (each half draws its own half of the stroke)."""
    svg.path(f"M40 {f(500 - 260 * slant)} L560 {f(500 + 260 * slant)}", None, colour, 5)


def _standing(svg: Svg, fig: Figure, props: Props) -> None:
    cx = 300
    top = NECK
    behind = [(arm, side) for arm, side in ((fig.near, 1), (fig.far, -1)) if arm.holds and not arm.front]
    for arm, side in behind:
        _thing(svg, arm, side, props)
    mantle(svg, cx, top, HALF, fig.dress)
    doublet(svg, cx, top, HALF, fig.dress)
    head(svg, cx, 204, 1.2, fig.head)
    collar(svg, cx, top, fig.dress, 1.1)
    _headwear(svg, fig, cx, 204, 1.2)
    for arm, side in ((fig.near, 1), (fig.far, -1)):
        _arm(svg, arm, side, fig.dress, (cx - side * (HALF - 10), top + 34), props)


def _headwear(svg: Svg, fig: Figure, x: float, y: float, scale: float) -> None:
    headwear.wear(svg, fig.wear, x, y, scale, fig.head.turn, fig.wear_colour, fig.wear_trim, fig.feather)


def place(pose: Pose, side: int, mirror: bool = True) -> tuple[tuple[float, float], tuple[float, float],
                                                               tuple[float, float], float]:
    """The elbow, wrist, grip and angle of `pose` (drawn for the viewer's left arm) for the arm on the left
    (`side` 1) or, mirrored, on the right (-1); `mirror` False: the pose is drawn where it is."""
    elbow, wrist, grip, angle = pose
    if side == 1 or not mirror:
        return elbow, wrist, grip, angle
    return (600 - elbow[0], elbow[1]), (600 - wrist[0], wrist[1]), (600 - grip[0], grip[1]), -angle


def _thing(svg: Svg, arm: Arm, side: int, props: Props) -> None:
    _, _, (gx, gy), angle = place(POSES[arm.pose], side)
    props[arm.holds](svg, gx, gy, angle)


def _arm(svg: Svg, arm: Arm, side: int, dress: Dress, shoulder: tuple[float, float], props: Props,
         table: dict[str, Pose] = POSES, mirror: bool = True) -> None:
    """A sleeve from `shoulder` in the arm's pose (from `table`), the thing held (when in front) and the hand."""
    elbow, wrist, (gx, gy), angle = place(table[arm.pose], side, mirror)
    sleeve(svg, [shoulder, elbow, wrist], dress)
    if arm.holds and arm.front:
        props[arm.holds](svg, gx, gy, angle)
    if arm.holds:
        fist(svg, gx, gy, angle, 1.05, 1 if wrist[0] < gx else -1)
    else:
        open_hand(svg, gx, gy, -70 * side if arm.pose == "hip" else 0, 1.05)
