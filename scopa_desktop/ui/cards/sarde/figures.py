"""The small figures of the Sarde's four scenes, drawn with the southern kit's own bodies, dress and heads (the
courts' figures, scaled down into the oval), and the lion of the four of batons with its mane, legs and tail.

Each figure is laid out in its own units (its feet at y 0, about 700 tall standing) and placed in the scene by
`place` (a shift, a scale and a turn: a fallen man is a standing one laid on his back). The lovers' youth and the
bacchante are posed lying down in their own right (`reclining`): propped on an elbow, the torso slanting up from
the hips, one leg stretched along the ground and the other drawn up at the knee.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from ..south_kit import body, dress, hats
from ..south_kit.body import Pose
from ..south_kit.face import Head, head
from ..south_kit.ink import BROWN, FLESH, FLESH_SHADE, KEY, OCHRE, RED, WHITE, YELLOW, d, smooth, smooth_loop
from ..svg import Point, Svg, f
from . import signs

STEEL = "#b9bcc6"
MANE = "#8a4a1a"
TAWNY = "#d9a048"
GOWN = "#2f5fb0"


@contextmanager
def place(svg: Svg, x: float, y: float, scale: float, turn: float = 0.0, flip: int = 1) -> Iterator[None]:
    """Draw a figure's own units at (x, y) in the scene, `scale` of its size, turned `turn` degrees."""
    with svg.group(f"translate({f(x)} {f(y)}) rotate({f(turn)}) scale({round(scale * flip, 4)} {round(scale, 4)})"):
        yield


def _pose(turn: float, **joints: tuple[float, float]) -> Pose:
    base = {"head": (0, -650), "neck": (0, -580), "sh_l": (-70, -556), "sh_r": (70, -556), "el_l": (-92, -450),
            "el_r": (92, -450), "wr_l": (-96, -350), "wr_r": (96, -350), "waist": (0, -420), "hip_l": (-32, -340),
            "hip_r": (32, -340), "kn_l": (-40, -180), "kn_r": (40, -180), "an_l": (-44, -24), "an_r": (44, -24)}
    base.update(joints)
    return Pose(turn=turn, scale=0.95, **base)


def soldier(svg: Svg, hose: str, trim: str) -> None:
    """The victorious soldier in a breastplate and hose and a plumed helmet, striding, his sword up over his head."""
    p = _pose(-0.45, kn_l=(-74, -186), an_l=(-120, -24), kn_r=(46, -190), an_r=(86, -24), el_r=(128, -650),
              wr_r=(120, -760), el_l=(-130, -470), wr_l=(-170, -420))
    for hip, kn, an, facing in ((p.hip_l, p.kn_l, p.an_l, -1), (p.hip_r, p.kn_r, p.an_r, 1)):
        body.leg(svg, hip, kn, an, hose, facing)
        body.boot(svg, an, facing, BROWN, 70)
    dress.cuirass(svg, p, trim, STEEL, 2)
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, hose)
    body.hand_on(svg, p.wr_l, p.el_l, 1.0, closed=False)
    head(svg, *p.head, p.scale, Head(p.turn, "none", BROWN, "goatee", age="man"))
    hats.helmet(svg, p.head[0], p.head[1] - 40, 104, STEEL, RED, -1)
    signs.sword(svg, (112, -790), (-150, -830), 40)
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, hose)
    body.hand_on(svg, p.wr_r, p.el_r, 1.0, closed=True)


def hercules(svg: Svg) -> None:
    """The strong man seated frontally on a rock: bare-chested, a lion's skin over his shoulder and loins, one
    hand on his knee, the other on his club set upright beside him."""
    p = _pose(0.2, el_l=(-130, -440), wr_l=(-112, -340), el_r=(140, -470), wr_r=(170, -540))
    signs.club(svg, (180, -10), (172, -760), 92)
    # seated: the hips low on the rock, the thighs coming forward and apart, the shins upright
    for hip, kn, an, facing in (((-40, -200), (-118, -196), (-124, -24), -1), ((40, -200), (114, -190), (130, -24), 1)):
        body.leg(svg, hip, kn, an, FLESH, facing, thick=1.15)
        body.shoe(svg, an, facing, BROWN)
    with svg.group("translate(0 130)"):
        _upper(svg, p)


def _upper(svg: Svg, p: Pose) -> None:
    dress.doublet(svg, p, FLESH, hem=-300, flare=96, waist_w=58, buttons=False, folds=False, shade=0)
    svg.path("M-34 -520 Q0 -500 34 -520 M-6 -500 L-4 -430 M-30 -440 Q0 -420 30 -440", None, FLESH_SHADE, 4)
    # the lion's skin: knotted over his right shoulder, falling across the chest to a skirt over the loins
    svg.path(d(smooth_loop([(56, -580), (96, -540), (40, -440), (90, -330), (96, -270), (0, -250), (-96, -270),
                            (-92, -330), (-30, -360), (10, -470)], 4), True), OCHRE, KEY, 5)
    svg.path(d(smooth([(-80, -280), (-40, -300), (0, -290), (50, -300), (84, -280)], 4)), None, MANE, 4)
    svg.path("M-90 -262 l10 14 l8 -12 M70 -262 l8 14 l10 -12", None, KEY, 2.6)  # the skin's paws
    body.arm(svg, p.sh_l, p.el_l, p.wr_l, FLESH)
    body.hand_on(svg, p.wr_l, p.el_l, 1.0, closed=False)
    head(svg, *p.head, p.scale, Head(p.turn, "curls", "#3a2418", "full", "#3a2418", age="man", stern=True))
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, FLESH)
    body.hand_on(svg, p.wr_r, p.el_r, 1.0)


def lion(svg: Svg) -> None:
    """A lion lying at rest in profile facing left: its mane a dark ruff round the face, the fore paws stretched
    out, a hind leg folded under the haunch, the tail curling out behind to its tuft."""
    svg.path("M96 -8 C140 -4 160 24 150 50 C146 62 132 60 136 48", None, KEY, 9)
    svg.path("M96 -8 C140 -4 160 24 150 50 C146 62 132 60 136 48", None, TAWNY, 5)
    svg.path(d(smooth_loop([(128, 44), (142, 40), (146, 58), (134, 70), (122, 60)], 3), True), MANE, KEY, 2.4)
    svg.path(d(smooth_loop([(-70, -36), (0, -44), (70, -44), (104, -18), (100, 22), (60, 38), (-40, 36),
                            (-80, 20)], 4), True), TAWNY, KEY, 4)
    svg.path("M-40 30 Q10 40 60 32", None, "#b07a2a", 5, 0.8)  # the belly's shade
    svg.path(d(smooth_loop([(40, -20), (90, -22), (100, 14), (60, 40), (30, 40), (20, 10)], 4), True), TAWNY, KEY,
             3)  # the haunch, the hind leg folded under it
    svg.path(d(smooth_loop([(20, 28), (60, 36), (58, 48), (0, 50), (-4, 38)], 3), True), TAWNY, KEY, 3)
    for x0, y0 in ((-60, 18), (-44, 26)):  # the fore legs stretched out to the paws
        svg.path(d(smooth_loop([(x0, y0 - 12), (x0 - 60, y0 + 6), (x0 - 92, y0 + 10), (x0 - 96, y0 + 24),
                                (x0 - 56, y0 + 24), (x0 + 10, y0 + 12)], 3), True), TAWNY, KEY, 3)
        svg.path(f"M{f(x0 - 92)} {f(y0 + 18)} l6 4 M{f(x0 - 86)} {f(y0 + 14)} l6 6", None, KEY, 1.6)
    # the mane: a ring of dark locks round the face, over the shoulders
    locks = [(-52, -78), (-24, -64), (-14, -30), (-26, 6), (-56, 22), (-96, 18), (-122, -10), (-116, -50),
             (-88, -80)]
    svg.path(d(smooth_loop(locks, 3), True), MANE, KEY, 3.4)
    svg.path(" ".join(f"M{f(x)} {f(y)} q{f(-(x + 70) * 0.2)} {f(-(y + 28) * 0.1)} {f(-(x + 70) * 0.35)} "
                      f"{f(-(y + 28) * 0.35)}" for x, y in locks), None, KEY, 1.6, 0.7)
    # the face: brow, the long muzzle, the nose, an eye, an ear in the mane
    svg.path(d(smooth_loop([(-62, -56), (-36, -44), (-40, -10), (-66, 4), (-104, 0), (-112, -18), (-96, -40)], 3),
               True), TAWNY, KEY, 3)
    svg.path(d(smooth_loop([(-96, -24), (-112, -20), (-112, -4), (-90, 0)], 2), True), "#efd9a0", KEY, 2)
    svg.path("M-114 -22 L-104 -24 L-108 -14 Z", KEY, KEY, 1.4)
    svg.path("M-106 -4 Q-98 2 -88 -2", None, KEY, 2)
    svg.path("M-84 -38 Q-76 -42 -68 -38", None, KEY, 2.6)
    svg.circle(-76, -34, 2.6, KEY)
    svg.path(d(smooth_loop([(-52, -58), (-40, -70), (-36, -52)], 2), True), TAWNY, KEY, 2)
    svg.path("M-104 -10 l-10 2 M-104 -6 l-10 6", None, KEY, 1, 0.7)  # the whiskers


def draw(svg: Svg, figure: Callable[[Svg], None], x: float, y: float, scale: float, turn: float = 0.0,
         flip: int = 1) -> None:
    """`figure` drawn at (x, y) in the scene, its feet there, `scale` of its own size, turned `turn` degrees."""
    with place(svg, x, y, scale, turn, flip):
        figure(svg)
    _ = (WHITE, YELLOW)



def _leaning(angle: float, about: Point, **joints: Point) -> dict[str, Point]:
    """`joints` turned `angle` degrees about `about` (negative: the top leaning to the left)."""
    a = math.radians(angle)
    c, s = math.cos(a), math.sin(a)
    return {k: (about[0] + (x - about[0]) * c - (y - about[1]) * s, about[1] + (x - about[0]) * s + (y - about[1]) * c)
            for k, (x, y) in joints.items()}


# the girl's torso leans 12 degrees towards her lover (on her right, the viewer's left), from her waist
_GIRL = _leaning(-12, (-8, -126), head=(-40, -352), neck=(-26, -290), sh_l=(-96, -262), sh_r=(28, -250))
# her hand laid on his shoulder (where the reclining youth's upper shoulder falls in the lovers' scene), the arm
# bent at the elbow out to her side
GIRL_REACH = ((-206.0, -182.0), (-166.0, -72.0))


def girl(svg: Svg) -> None:
    """The girl seated on the grass, her knees drawn up to one side under her gown, leaning towards her lover: her
    torso bent to him, her head turned and bowed to him, the other hand resting on her knee; the skirt rounded over
    the thigh and the bent knee and falling from it to the grass in folds, spread on the ground behind her. Her
    reaching arm is drawn over him by `girl_reach`."""
    gown, shade = GOWN, "#1f4590"
    p = _pose(-0.75, el_l=GIRL_REACH[0], wr_l=GIRL_REACH[1], el_r=(64, -190), wr_r=(140, -226), waist=(-8, -126),
              **_GIRL)
    dress.doublet(svg, p, gown, trim=YELLOW, hem=-100, flare=50, waist_w=38, buttons=False, folds=False, shade=0)
    # the skirt: over the thigh rising to the bent knee on her left, the shin falling from it to the grass, the
    # rest spread behind her
    skirt = [(-56, -132), (24, -148), (92, -212), (136, -244), (180, -240), (206, -206), (214, -140), (226, -50),
             (240, 6), (150, 16), (40, 18), (-80, 14), (-150, 6), (-132, -30), (-86, -70)]
    svg.path(d(smooth_loop(skirt, 4), True), gown, KEY, 5)
    svg.path(d(smooth([(202, -190), (214, -90), (228, 4)], 4)), None, shade, 16, 0.9)  # the shin's side in shade
    svg.path(d(smooth([(24, -130), (84, -176), (126, -204)], 3)), None, shade, 10, 0.7)  # under the thigh's top
    svg.path(d(smooth([(-60, -40), (-110, 0), (-140, 6)], 3)), None, shade, 12, 0.8)
    # the folds falling from the knee, and from the girdle over the seat
    folds = [((150, -226), (132, -110), (112, 12)), ((174, -226), (172, -110), (162, 14)),
             ((196, -200), (208, -100), (220, 6)), ((124, -228), (84, -110), (62, 14)),
             ((-20, -116), (-40, -50), (-60, 12)), ((-50, -110), (-90, -40), (-110, 8))]
    svg.path(" ".join(d(smooth(list(fo), 3)) for fo in folds), None, KEY, 3, 0.85)
    svg.path(d(smooth([(128, -236), (160, -244), (192, -230)], 3)), None, "#5a86d0", 6, 0.9)  # the knee's round lit
    svg.path(d(smooth([(-140, 4), (0, 14), (120, 12), (236, 2)], 4)), None, YELLOW, 8)  # the hem's band
    body.shoe(svg, (230, -10), 1, BROWN, 1.1)  # a toe peeping from under the hem
    svg.path(d(smooth([(-48, -128), (0, -124), (38, -134)], 3)), None, YELLOW, 12)  # the girdle
    body.arm(svg, p.sh_r, p.el_r, p.wr_r, gown, cuff=YELLOW)
    body.hand_on(svg, p.wr_r, p.el_r, 1.0, closed=False)  # resting on her knee
    with svg.group(f"rotate(-14 {f(p.head[0])} {f(p.head[1])})"):  # bowed towards him
        head(svg, *p.head, p.scale, Head(p.turn, "long", "#8a5a2b", soft=True, eyes="almond", mouth="full"))


def girl_reach(svg: Svg) -> None:
    """The girl's arm reaching to her lover, bent at the elbow, her hand laid on his shoulder (drawn after him)."""
    sh = _GIRL["sh_l"]
    body.arm(svg, sh, *GIRL_REACH, GOWN, cuff=YELLOW)
    body.hand_on(svg, GIRL_REACH[1], GIRL_REACH[0], 1.0, closed=False)


Figure = tuple[Point, Point]  # where a reclining figure's head and free hand are


def reclining(svg: Svg, who: Head, top: str, hose: str, free: tuple[Point, Point], boots: str | None = None,
              drape: str | None = None, neck: Point = (-200.0, -262.0), head_k: float = 0.95) -> Figure:
    """A figure lying on its side facing us, propped on its elbow, in its own units: the ground at y 0, the head
    at the left; the torso rising at a slant from the hips on the ground, the lower leg stretched out along the
    ground and the upper one drawn up at the knee. `top` is the tunic (or the bare torso's flesh), `hose` the legs;
    `free` the other arm's elbow and hand; `drape`: a cloth from the breast over the hips to the calves. Returns
    where its head and free hand are. `neck`: where the torso's top is (lower: lying further back along the
    ground); `head_k`: the head's size."""
    pelvis = (20.0, -70.0)
    ux, uy = neck[0] - pelvis[0], neck[1] - pelvis[1]
    ln = (ux * ux + uy * uy) ** 0.5
    ux, uy = ux / ln, uy / ln
    nx, ny = -uy, ux  # across the torso, towards its upper side

    def at(t: float, s: float) -> Point:
        """A point `t` of the way from the pelvis to the neck, `s` units across (positive: the upper side)."""
        return pelvis[0] + ux * ln * t + nx * s, pelvis[1] + uy * ln * t + ny * s

    for hip, knee, ankle, facing in ((at(0, -36), (176, -40), (356, -26), 1), (at(0, 34), (206, -226), (318, -28),
                                                                                  1)):
        body.leg(svg, hip, knee, ankle, hose, facing, thick=0.9)
        if boots:
            body.boot(svg, ankle, facing, boots, 64)
        else:
            body.shoe(svg, ankle, facing, FLESH, 0.9, bare=True)
    sh_low, sh_up = at(1, -66), at(1, 62)
    body.arm(svg, sh_low, (-262, -22), (-160, -20), top if drape is None else FLESH, thick=0.9)  # leaning on it
    body.hand_on(svg, (-160, -20), (-262, -22), 0.9, closed=False)
    torso = [at(1.04, -30), sh_low, at(0.55, -56), at(0.05, -78), at(-0.12, -40), at(-0.12, 50), at(0.1, 80),
             at(0.55, 56), sh_up, at(1.04, 30)]
    svg.path(d(smooth_loop(torso, 3), True), top, KEY, 5)
    if top != FLESH and drape is None:  # a tunic: its skirt over the thighs, a belt
        svg.path(d(smooth_loop([at(0.2, -70), at(-0.1, -60), (112, -36), (126, -134), at(-0.05, 96), at(0.2, 74)], 3),
                   True), top, KEY, 5)
        svg.path(d([at(0.42, -60), at(0.42, 62)]), None, YELLOW, 12)
        svg.path(d(smooth([at(-0.05, -62), (60, -50), (114, -44)], 3)), None, YELLOW, 9)
    if drape:  # from under the breast, over the hips and thighs, to the calves, in long folds
        svg.path(d(smooth_loop([at(0.62, -60), at(0.2, -84), (120, -6), (270, -8), (280, -90), (230, -190),
                                (150, -200), at(0.05, 96), at(0.4, 72), at(0.62, 64)], 3), True), drape, KEY, 5)
        svg.path(d(smooth([at(0.5, 0), (60, -80), (160, -60), (262, -40)], 4)), None, KEY, 2.6, 0.7)
        svg.path(d(smooth([at(0.4, 40), (80, -150), (180, -140), (250, -110)], 4)), None, KEY, 2.6, 0.7)
        svg.path(d(smooth([at(0.62, -60), at(0.62, 64)], 2)), None, "#b8b0c8", 5)
    hx, hy = at(1.2, 8)
    head(svg, hx, hy, head_k, who)
    elbow, hand = free
    body.arm(svg, sh_up, elbow, hand, top if drape is None else FLESH, thick=0.9)
    return (hx, hy), body.hand_on(svg, hand, elbow, 0.9, closed=False)



def reclining_youth(svg: Svg) -> None:
    """The young lover lying along the slope on his elbow, his knee drawn up, his free hand resting on it, his head
    (large, as the print's figures are) turned up to the girl behind him."""
    who = Head(0.6, "curls", "#5a3a22", nose="straight", mouth="smile")
    at = reclining(svg, who, RED, YELLOW, ((-20, -150), (150, -206)), boots=BROWN, neck=(-236.0, -196.0),
                   head_k=1.3)  # his hose not her gown's blue
    hats.helmet(svg, at[0][0], at[0][1] - 54, 136, STEEL, RED, 1)


def reclining_bacchante(svg: Svg) -> None:
    """The bacchante lying back on her elbow, bare-shouldered, her white drape over her hips and legs, her long
    hair crowned with vine, her free hand resting on her hip."""
    who = Head(-0.3, "long", "#3a2418", soft=True, eyes="round", mouth="full")
    at = reclining(svg, who, FLESH, FLESH, ((-90, -250), (30, -180)), drape=WHITE)
    hx, hy = at[0]
    for k in range(6):  # the vine wreath
        svg.ellipse(hx - 44 + k * 18, hy - 62 + abs(k - 2.5) * 6, 14, 8, "#3f8a2c", KEY, 2, rot=-30 + k * 12)


def fallen_soldier(svg: Svg) -> None:
    """The fallen soldier thrown down on his side, propped on his elbow, his knee drawn up, his round shield raised
    on his free arm against the blow; breastplate and helmet."""
    who = Head(0.3, "none", BROWN, "moustache", BROWN, age="man")
    (hx, hy), (sx, sy) = reclining(svg, who, STEEL, "#2f5fb0", ((-60, -420), (40, -470)), boots=BROWN)
    hats.helmet(svg, hx, hy - 40, 104, STEEL, None, 1)
    svg.circle(sx + 20, sy - 20, 110, OCHRE, KEY, 6)
    svg.circle(sx + 20, sy - 20, 78, None, YELLOW, 8)
    svg.circle(sx + 20, sy - 20, 30, YELLOW, KEY, 4)
