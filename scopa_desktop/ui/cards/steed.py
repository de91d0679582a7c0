"""The cavaliers of the double-ended courts: the rider and the forehand of his horse in the top half, the horse
turned to the viewer's left with its head up, a foreleg lifted (prancing), the rider seated behind its neck;
or (`Horse.view` "back") the horse seen from behind, its rider turning in the saddle, as the Piacentine's
cavalier of coins is drawn.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .anatomy import INK, head
from .attire import FOLD, collar, doublet, sleeve
from .svg import Svg, f

STRAP = "#5a1e0e"


@dataclass(frozen=True)
class Horse:
    """A mount: its coat (a gradient or colour), mane and tail, the harness's colour and the saddle cloth's
    two colours (None: a bare saddle); `mouth_open` (neighing), `plume` a colour for a crest of feathers on
    its head (None: none), `view` "side" or "back"."""

    coat: str
    mane: str
    harness: str = STRAP
    cloth: tuple[str, str] | None = ("#b3262e", "#f2c94c")
    mouth_open: bool = False
    plume: str | None = None
    view: str = "side"
    hoof: str = "#3a2a20"


# the rider's arms (elbow, wrist, grip, angle of the thing held): the reins arm and the sign arm's poses
RIDER_POSES = {
    "reins": ((318, 430), (262, 404), (246, 398), 0),
    "raise": ((540, 408), (520, 318), (516, 296), 0),
    "aloft": ((548, 318), (506, 222), (498, 204), -58),  # a blade brandished over the head
    "shoulder": ((520, 446), (456, 420), (444, 410), 24),
    "chest": ((520, 450), (456, 414), (444, 402), 0),
}
RIDER = (410, 216, 0.98)  # the rider's head: x, y, scale
RIDER_NECK, RIDER_HALF = 296, 84


def mounted(svg: Svg, fig, props: dict, arm: Callable, wear: Callable) -> None:
    """A mounted court (`fig` a double_ended.Figure with a horse): horse, rider, reins, the sign held up."""
    horse = fig.horse
    if horse.view == "back":
        _from_behind(svg, fig, props, arm, wear)
        return
    hx, hy, hs = RIDER
    sign = fig.far
    if sign.holds and not sign.front:
        _held(svg, sign, props)
    _forehand(svg, horse)
    doublet(svg, hx, RIDER_NECK, RIDER_HALF, fig.dress, bottom=470, waist=430)
    _thigh(svg, fig.dress, horse)
    head(svg, hx, hy, hs, fig.head)
    collar(svg, hx, RIDER_NECK, fig.dress, 0.8)
    wear(svg, fig, hx, hy, hs)
    arm(svg, fig.near, 1, fig.dress, (hx - RIDER_HALF + 10, RIDER_NECK + 32), props, table=RIDER_POSES)
    _reins(svg, horse)
    arm(svg, sign, -1, fig.dress, (hx + RIDER_HALF - 10, RIDER_NECK + 32), props, table=RIDER_POSES, mirror=False)


def _held(svg: Svg, arm, props: dict) -> None:
    _, _, (gx, gy), angle = RIDER_POSES[arm.pose]
    props[arm.holds](svg, gx, gy, angle)


def _forehand(svg: Svg, horse: Horse) -> None:
    """The horse's neck, head and chest, facing left, a foreleg lifted, the saddle cloth over its back."""
    coat = horse.coat
    # the far foreleg, behind, and the body going back under the rider
    svg.path("M250 470 C236 486 224 500 214 560 L250 560 C254 520 262 500 276 484 Z", coat, INK, 2)
    svg.path("M150 560 C146 520 150 470 170 436 C194 396 214 370 222 340 C214 330 198 326 176 334 "
             "C150 344 122 352 104 348 C84 343 80 322 92 306 C120 272 170 220 192 184 C198 170 210 160 226 166 "
             "C300 220 330 320 366 420 L560 420 L560 560 Z", coat, INK, 2.6)
    # ears, forelock, the cheek's round, the eye, nostril and mouth
    svg.path("M214 172 C200 142 204 120 214 106 C226 124 230 148 226 170 Z "
             "M234 172 C234 144 240 128 252 118 C258 136 254 156 244 176 Z", coat, INK, 2)
    svg.path("M210 118 C214 132 216 146 216 160", None, INK, 1.4, 0.5)
    svg.path("M160 334 C192 330 214 304 206 272 C200 256 186 250 176 256", None, INK, 1.8, 0.55)
    svg.path("M190 212 C184 204 172 206 170 214 C176 222 186 222 190 212 Z", "#1a1412", INK, 1.2)
    svg.circle(176, 212, 2, "#ffffff")
    svg.path("M168 202 C176 196 188 198 194 206", None, INK, 1.6)
    svg.path("M98 312 C104 306 112 308 112 316", None, INK, 2.4)
    if horse.mouth_open:
        svg.path("M90 338 C104 340 120 336 140 330 L112 352 C102 352 92 348 90 338 Z", "#7a2a2a", INK, 1.8)
        svg.path("M104 344 C112 346 122 342 132 336", None, "#e07070", 2)
    else:
        svg.path("M92 338 C106 341 120 338 134 332", None, INK, 1.8)
    svg.path("M226 250 C246 300 256 360 268 410 M196 392 C212 420 214 450 206 480", None, FOLD, 2.4, 0.2)
    # the mane along the crest, in locks flowing back, and the forelock between the ears
    svg.path("M228 160 C262 176 300 232 322 300 C336 350 350 392 362 430 L398 424 C386 392 378 370 380 340 "
             "C366 330 360 310 364 288 C348 278 342 258 346 236 C330 228 320 210 322 190 C304 184 290 168 290 152 "
             "C272 156 246 152 228 160 Z", horse.mane, INK, 2)
    svg.path("M300 196 C320 230 334 270 344 310 M268 172 C292 200 310 240 322 280", None, FOLD, 1.8, 0.3)
    svg.path("M212 168 C196 178 190 196 200 214 C204 200 212 190 226 182 Z", horse.mane, INK, 1.6)
    if horse.plume:
        for k, tone in enumerate((horse.plume, "#fffaf0", horse.plume)):
            svg.path(f"M226 160 C{214 + k * 14} {110 - k * 6} {236 + k * 22} {72 + k * 6} {266 + k * 18} "
                     f"{60 + k * 14} C{252 + k * 14} {88 + k * 4} {244 + k * 10} {120 + k * 4} 236 164 Z", tone, INK,
                     1.6)
    # the bridle: headstall, browband, noseband, the bit's ring
    h = horse.harness
    svg.path("M222 170 C210 220 190 270 160 318 M200 186 L232 178 M104 300 C120 290 140 288 150 296 "
             "C146 312 136 326 122 334", None, h, 7)
    for x, y in ((222, 172), (160, 318), (150, 296)):
        svg.circle(x, y, 5, "g:gold", "#5a3a05", 1)
    svg.circle(124, 334, 8, None, "#c98f16", 3.4)
    # the lifted foreleg: forearm out, the cannon hanging, the hoof tucked
    svg.path("M206 452 L132 436 L122 480", None, INK, 40)
    svg.path("M206 452 L132 436 L122 480", None, coat, 34)
    svg.path("M104 478 C104 470 140 470 142 480 L138 496 C126 500 110 498 104 492 Z", horse.hoof, INK, 1.8)
    svg.path("M150 430 C140 446 138 456 140 466", None, FOLD, 2, 0.25)
    # the breast collar with its bosses, the saddle cloth
    svg.path("M168 470 C220 500 300 490 360 450", None, h, 12)
    bosses = (_cubic((168, 470), (220, 500), (300, 490), (360, 450), t) for t in (0.15, 0.38, 0.6, 0.8))
    svg.path(" ".join(f"M{f(x - 6)} {f(y)} a6 6 0 1 0 12 0 a6 6 0 1 0 -12 0 Z" for x, y in bosses), "g:gold",
             "#5a3a05", 1)
    if horse.cloth is None:  # a saddle on the bare back, its girth round the barrel
        svg.path("M300 470 C330 430 380 424 420 430 C470 436 520 420 560 414 L560 470 C500 480 420 486 300 470 Z",
                 "#6a3a1a", INK, 2.2)
        svg.path("M318 470 L306 560", None, h, 12)
        return
    main, edge = horse.cloth
    svg.path("M300 456 C360 420 480 410 560 414 L560 560 L300 560 Z", main, INK, 2.4)
    svg.path("M300 456 C360 420 480 410 560 414", None, edge, 10)
    svg.path("M306 470 L306 560", None, edge, 8)


def _cubic(p0, p1, p2, p3, t: float) -> tuple[float, float]:
    """The point at `t` on a cubic Bézier curve."""
    u = 1 - t
    return tuple(u**3 * a + 3 * u * u * t * b + 3 * u * t * t * c + t**3 * d for a, b, c, d in zip(p0, p1, p2, p3,
                                                                                                 strict=True))


def _thigh(svg: Svg, dress, horse: Horse) -> None:
    """The rider's near leg over the horse's side: the thigh forward to the knee, the boot going down."""
    svg.path("M420 462 L336 470 L330 560", None, INK, 52)
    svg.path("M420 462 L336 470 L330 560", None, dress.hose, 46)
    svg.path("M306 500 L356 500 L360 560 L302 560 Z", "#3a2410", INK, 2)
    svg.path("M304 500 C320 490 344 490 358 500", None, "#c9a44a", 5)


def _reins(svg: Svg, horse: Horse) -> None:
    svg.path("M124 334 C170 380 210 400 250 398", None, INK, 6)
    svg.path("M124 334 C170 380 210 400 250 398", None, horse.harness, 4)


def _from_behind(svg: Svg, fig, props: dict, arm: Callable, wear: Callable) -> None:
    """The horse turned away (the Piacentine's cavalier of coins): its neck and head going off to the upper
    left, the rider's back in the saddle, his face turned over his shoulder and his coin held up, and nearest
    to us the horse's quarters with the tail falling between them."""
    horse, dress = fig.horse, fig.dress
    coat = horse.coat
    # the neck rising away from behind the rider, the head turned in profile to the left
    svg.path("M292 372 C270 320 230 262 196 214 C186 196 180 178 182 160 C170 150 150 152 136 160 C112 174 84 200 "
             "62 222 C50 236 56 254 74 256 C96 258 120 248 140 250 C160 254 178 276 192 300 C210 332 226 366 244 392 "
             "Z", coat, INK, 2.4)
    svg.path("M176 166 C168 140 172 116 184 104 C194 122 196 146 190 168 Z M196 170 C196 146 204 128 216 120 "
             "C222 140 216 160 206 176 Z", coat, INK, 1.8)
    svg.path("M186 170 C214 196 246 250 272 300 C284 326 292 348 298 370 L316 358 C306 320 290 290 272 262 "
             "C252 228 232 196 204 162 Z", horse.mane, INK, 1.8)
    svg.path("M142 196 C136 190 126 192 124 200 C130 206 138 204 142 196 Z", "#1a1412", INK, 1)
    svg.path("M70 238 C76 232 84 234 84 242", None, INK, 2)
    svg.path("M66 250 C80 252 96 250 110 246", None, INK, 1.6)
    svg.path("M184 166 C170 200 140 230 104 246 M92 226 C110 220 126 222 134 232", None, horse.harness, 6)
    # the rider's back: a doublet seen from behind, belted, a seam down the middle
    cx, top = 300, 282
    svg.path(f"M{cx - 40} {top} C{cx - 80} {top + 4} {cx - 100} {top + 16} {cx - 104} {top + 40} C{cx - 110} "
             f"{top + 80} {cx - 96} {top + 120} {cx - 92} 440 L{cx + 92} 440 C{cx + 96} {top + 120} {cx + 110} "
             f"{top + 80} {cx + 104} {top + 40} C{cx + 100} {top + 16} {cx + 80} {top + 4} {cx + 40} {top} Z",
             dress.main, INK, 2.6)
    svg.path(f"M{cx} {top + 4} L{cx} 430 M{cx - 60} {top + 30} C{cx - 70} {top + 70} {cx - 64} 360 {cx - 60} 400 "
             f"M{cx + 60} {top + 30} C{cx + 70} {top + 70} {cx + 64} 360 {cx + 60} 400", None, FOLD, 2.4, 0.25)
    svg.path(f"M{cx - 96} 372 Q{cx} 386 {cx + 96} 372 L{cx + 96} 392 Q{cx} 406 {cx - 96} 392 Z", dress.belt, INK, 1.8)
    head(svg, cx, 200, 1.0, fig.head)
    collar(svg, cx, top, dress, 0.85)
    wear(svg, fig, cx, 200, 1.0)
    sleeve(svg, [(cx - 90, top + 34), (cx - 130, 372), (cx - 168, 322)], dress)
    svg.path(f"M{cx - 168} 322 C{cx - 190} 290 {cx - 200} 260 {cx - 198} 240", None, horse.harness, 4)
    svg.path(f"M{cx - 182} 322 a14 14 0 1 0 28 0 a14 14 0 1 0 -28 0 Z", "g:skin", INK, 2)
    arm(svg, fig.far, -1, dress, (cx + 90, top + 34), props, table=BACK_POSES, mirror=False)
    # nearest: the saddle cloth's back edge, the quarters, the tail
    main, edge = horse.cloth
    svg.path("M168 436 C200 392 400 392 432 436 L440 470 C390 440 210 440 160 470 Z", main, INK, 2)
    svg.path("M160 470 C210 440 390 440 440 470", None, edge, 8)
    svg.path("M120 560 C108 500 130 452 196 440 C246 432 282 446 300 466 C318 446 354 432 404 440 C470 452 492 500 "
             "480 560 Z", coat, INK, 2.6)
    for s in (-1, 1):
        svg.path(f"M{300 + s * 30} 476 C{300 + s * 96} 462 {300 + s * 150} 486 {300 + s * 164} 560", None, FOLD, 2.6,
                 0.22)
    svg.path("M288 458 C272 486 270 520 262 560 L338 560 C330 520 328 486 312 458 C306 450 294 450 288 458 Z",
             horse.mane, INK, 2)
    svg.path("M292 470 C286 500 290 530 284 560 M308 470 C314 500 310 530 316 560", None, FOLD, 1.6, 0.3)




BACK_POSES = {"raise": ((452, 380), (452, 292), (454, 270), 0)}
