"""What the northern courts wear on their heads, in faces.py's units (the band sits on the brow at y = -44):
crowns ("points": an open crown of points and pearls; "fleurons": lilies over a cap; "imperial": a mitred
crown with an arch and an orb; "trefoil": an open crown of three-lobed leaves between pearled spikes), caps
("venetian": a puffed cap on a rolled brim; "beret": a flat beret and a feather; "toque": a small round cap
with a feather; "flatcap": a broad flat bonnet worn aslant, its brim pinked, a plume lying along it;
"slouch": a soft hat, its broad brim turned up at one side and pinned, two plumes sweeping back;
"turban"; "kalpak": a tall fur cap with a hanging bag and a plume, as the hussars of the
Austrian lands wore), the cavaliers' "plumed" hat, or "bare".
"""

from __future__ import annotations

from ..svg import Svg, f
from .shapes import FINE, INK, MID, blob, curve, darker


def wear(svg: Svg, kind: str, x: float, y: float, scale: float, turn: float, colour: str, trim: str,
         feather: str = "#fffdf6", variant: int = 0) -> None:
    """Headwear `kind` on a face centred at (x, y) drawn at `scale`, turned as the face; `variant` picks one of
    the kinds' own forms where it has several (the fleuron crowns: see _FLEURON_CROWNS)."""
    if kind in ("bare", ""):
        return
    flip = -1 if turn < 0 else 1
    tilt = _FLEURON_CROWNS[variant % len(_FLEURON_CROWNS)][3] if kind == "fleurons" else 0
    with svg.group(f"translate({f(x)} {f(y)}) scale({round(scale * flip, 4)} {round(scale, 4)}) rotate({tilt})"):
        t = min(abs(turn), 1.0)
        if kind == "fleurons":
            _fleurons(svg, t, colour, trim, feather, variant)
            return
        {"points": _points, "trefoil": _trefoil, "imperial": _imperial,
         "venetian": _venetian, "beret": _beret, "toque": _toque, "turban": _turban, "plumed": _plumed,
         "kalpak": _kalpak, "flatcap": _flatcap, "slouch": _slouch}[kind](svg, t, colour, trim, feather)


def _band(svg: Svg, t: float, colour: str, gems: tuple[str, ...] = ("#c6282e", "#1f4fa8", "#c6282e")) -> None:
    svg.path(f"M-48 -34 C-30 -28 30 -28 {f(48 - 6 * t)} -34 L{f(46 - 6 * t)} -58 C30 -52 -30 -52 -46 -58 Z",
             colour, INK, MID)
    for k, gem in enumerate(gems):
        gx = -26 + k * 26 + 4 * t
        svg.ellipse(gx, -45, 6, 7, gem, INK, FINE)


def _points(svg: Svg, t: float, colour: str, trim: str, feather: str) -> None:
    """An open crown: a jewelled band and five points, each tipped with a pearl."""
    xs = [-44, -22, 0, 22, 44 - 6 * t]
    spikes = " ".join(f"M{f(x - 10)} -54 L{f(x)} {-98 if k % 2 == 0 else -84} L{f(x + 10)} -54 Z"
                      for k, x in enumerate(xs))
    svg.path(spikes, colour, INK, MID)
    for k, x in enumerate(xs):
        svg.circle(x, -100 if k % 2 == 0 else -86, 5.5, feather, INK, FINE)
    _band(svg, t, colour, (trim, "#1f4fa8", trim))


# The fleuron crowns over a cap, one form a king (print's four kings differ in the crown's detail): the cap's
# outline (its points: "round", "tall" a pointed cap, "horn" a cap rising to a horn at the back as the Doge's
# corno, "flat" a broad low one), the fleurons (x, size) and pearled points (x, height) on the band, its jewels
# ("ovals", "pearls", "lozenges", "squares"), and the tilt in degrees.
_CAPS = {
    "round": [(-40, -54), (-34, -90), (0, -104), (34, -90), (40, -54)],
    "tall": [(-38, -54), (-32, -94), (-8, -116), (8, -116), (32, -94), (38, -54)],
    "horn": [(-40, -54), (-48, -88), (-42, -112), (-26, -122), (-12, -114), (8, -94), (34, -80), (40, -54)],
    "flat": [(-42, -54), (-44, -82), (-20, -92), (20, -92), (44, -82), (42, -54)],
}
_FLEURON_CROWNS = (
    ("round", ((-40, 1.0), (0, 1.0), (40, 1.0)), (), "ovals", 0),
    ("tall", ((-40, 0.72), (0, 0.8), (40, 0.72)), ((-20, -82), (20, -82)), "pearls", 3),
    ("horn", ((-36, 0.86), (0, 0.94), (36, 0.86)), (), "lozenges", -5),
    ("flat", ((-22, 1.08), (22, 1.08)), ((-46, -96), (0, -104), (46, -96)), "squares", 4),
)


def _lily(svg: Svg, x: float, k: float, colour: str) -> None:
    """A fleuron standing on the band at x, `k` times its full height: a tall middle petal, two curled sides."""
    def p(dx: float, dy: float) -> str:
        return f"{f(x + dx * k)} {f(-56 + dy * k)}"
    svg.path(f"M{p(0, 0)} C{p(-16, -6)} {p(-18, -24)} {p(-6, -26)} C{p(-8, -16)} {p(-4, -10)} {p(0, -8)} "
             f"C{p(-4, -18)} {p(-4, -32)} {p(0, -40)} C{p(4, -32)} {p(4, -18)} {p(0, -8)} "
             f"C{p(4, -10)} {p(8, -16)} {p(6, -26)} C{p(18, -24)} {p(16, -6)} {p(0, 0)} Z", colour, INK, FINE)


def _fleurons(svg: Svg, t: float, colour: str, trim: str, feather: str, variant: int = 0) -> None:
    """Fleurons on a jewelled band over a cap (`trim`) rising inside the crown, in one of four forms."""
    cap, lilies, points, jewels, _ = _FLEURON_CROWNS[variant % len(_FLEURON_CROWNS)]
    outline = _CAPS[cap]
    blob(svg, [(x - 6 * t * (x > 0), y) for x, y in outline], trim, MID)
    top = min(outline, key=lambda q: q[1])
    seam = darker(trim, 0.55)
    curve(svg, [(top[0], top[1]), (top[0] * 0.4 + 1, -56)], seam, FINE)
    if cap == "horn":
        curve(svg, [(-36, -70), (-16, -74), (30, -70)], seam, FINE)
    if cap == "flat":
        curve(svg, [(-40, -72), (0, -80), (40, -72)], seam, FINE)
    if cap in ("round", "tall"):
        svg.circle(top[0], top[1] - 4, 6, colour, INK, FINE)  # a gold button on the cap's top
    for x, h in points:
        x = x - 6 * t * (x > 0)
        svg.path(f"M{f(x - 6)} -54 L{f(x)} {f(h + 6)} L{f(x + 6)} -54 Z", colour, INK, FINE)
        svg.circle(x, h, 5, feather if feather else "#fffdf6", INK, FINE)
    for x, k in lilies:
        _lily(svg, x - 6 * t * (x > 0), k, colour)
    svg.path(f"M-48 -34 C-30 -28 30 -28 {f(48 - 6 * t)} -34 L{f(46 - 6 * t)} -58 C30 -52 -30 -52 -46 -58 Z",
             colour, INK, MID)
    if jewels == "ovals":
        for k, gem in enumerate(("#c6282e", "#1f4fa8", "#c6282e")):
            svg.ellipse(-26 + k * 26 + 4 * t, -45, 6, 7, gem, INK, FINE)
    elif jewels == "pearls":
        for k in range(7):
            svg.circle(-36 + k * 12 + 3 * t, -45, 3.6, "#fffdf6", INK, 1.4)
        svg.ellipse(3 * t, -45, 7, 8, "#1f7a3a", INK, FINE)
    elif jewels == "lozenges":
        for k, gem in enumerate(("#1f4fa8", "#c6282e", "#1f4fa8")):
            gx = -26 + k * 26 + 4 * t
            svg.path(f"M{f(gx)} -54 L{f(gx + 8)} -45 L{f(gx)} -36 L{f(gx - 8)} -45 Z", gem, INK, FINE)
    else:
        for k, gem in enumerate(("#c6282e", "#1f7a3a", "#c6282e", "#1f7a3a")):
            gx = -33 + k * 22 + 4 * t
            svg.path(f"M{f(gx - 6)} -51 L{f(gx + 6)} -51 L{f(gx + 6)} -39 L{f(gx - 6)} -39 Z", gem, INK, FINE)


def _trefoil(svg: Svg, t: float, colour: str, trim: str, feather: str) -> None:
    """An open crown: three broad three-lobed leaves on the band, a short pearled spike between each two, a
    red cap showing between them (the `trim` colour)."""
    blob(svg, [(-40, -54), (-34, -80), (0, -88), (34, -80), (40, -54)], trim, MID)
    xs = [-34, 0, 34 - 6 * t]
    for x in xs:
        svg.path(f"M{f(x - 14)} -54 C{f(x - 16)} -66 {f(x - 24)} -76 {f(x - 14)} -84 C{f(x - 8)} -88 {f(x - 4)} -84 "
                 f"{f(x - 4)} -84 C{f(x - 8)} -96 {f(x + 8)} -100 {f(x + 4)} -84 C{f(x + 4)} -84 {f(x + 8)} -88 "
                 f"{f(x + 14)} -84 C{f(x + 24)} -76 {f(x + 16)} -66 {f(x + 14)} -54 Z", colour, INK, FINE + 0.4)
        svg.circle(x, -76, 4.5, "#c6282e", INK, FINE)
    for x in ((xs[0] + xs[1]) / 2, (xs[1] + xs[2]) / 2):
        svg.path(f"M{f(x - 5)} -54 L{f(x)} -74 L{f(x + 5)} -54 Z", colour, INK, FINE)
        svg.circle(x, -77, 4, feather, INK, FINE)
    _band(svg, t, colour, ("#1f7a3a", "#c6282e", "#1f7a3a"))


def _imperial(svg: Svg, t: float, colour: str, trim: str, feather: str) -> None:
    """A mitred crown: two raised halves (the cap between them), an arch over the top, an orb and cross."""
    blob(svg, [(-44, -54), (-46, -92), (-20, -100), (-4, -90), (-6, -54)], colour, MID)
    blob(svg, [(44, -54), (46, -92), (20, -100), (4, -90), (6, -54)], colour, MID)
    blob(svg, [(-6, -56), (-8, -86), (0, -96), (8, -86), (6, -56)], trim, MID)
    svg.path("M-2 -110 C-34 -110 -44 -100 -44 -90 M2 -110 C34 -110 44 -100 44 -90", None, INK, 7)
    svg.path("M-2 -110 C-34 -110 -44 -100 -44 -90 M2 -110 C34 -110 44 -100 44 -90", None, colour, 4)
    svg.circle(0, -114, 8, colour, INK, MID)
    svg.path("M0 -122 L0 -136 M-6 -130 L6 -130", None, INK, 4)
    for x in (-26, 26):
        svg.circle(x, -76, 5, "#c6282e", INK, FINE)
    _band(svg, t, colour)


def _venetian(svg: Svg, t: float, colour: str, trim: str, feather: str) -> None:
    """A puffed cap leaning back over a rolled brim, a jewel on the brim."""
    blob(svg, [(-48, -44), (-56, -80), (-30, -112), (10, -118), (48, -98), (54, -66), (48, -44)], colour, MID)
    curve(svg, [(-30, -104), (-12, -76), (-8, -48)], darker(colour, 0.5), FINE)
    curve(svg, [(12, -112), (18, -80), (20, -48)], darker(colour, 0.5), FINE)
    svg.path(f"M-54 -34 C-30 -26 30 -26 {f(54 - 6 * t)} -34 C{f(58 - 6 * t)} -46 {f(54 - 6 * t)} -58 {f(46 - 6 * t)} "
             f"-60 C30 -52 -30 -52 -50 -60 C-58 -56 -58 -42 -54 -34 Z", trim, INK, MID)
    svg.circle(-20 + 6 * t, -44, 7, "#c6282e", INK, FINE)


def _beret(svg: Svg, t: float, colour: str, trim: str, feather: str) -> None:
    """A flat beret worn aslant, a feather at its side."""
    blob(svg, [(-50, -46), (-66, -72), (-40, -96), (20, -102), (66, -82), (58, -58), (40, -46)], colour, MID)
    curve(svg, [(-58, -66), (0, -80), (60, -66)], darker(colour, 0.5), FINE)
    svg.path("M-50 -40 C-30 -34 30 -34 48 -40 L46 -54 C30 -48 -30 -48 -50 -54 Z", trim, INK, FINE)
    blob(svg, [(40, -86), (70, -130), (84, -128), (60, -90)], feather, FINE)
    curve(svg, [(46, -88), (76, -126)], darker(feather, 0.6), 1.4)


def _toque(svg: Svg, t: float, colour: str, trim: str, feather: str) -> None:
    """A small stiff round cap, its brim turned up, a feather at the front."""
    blob(svg, [(-42, -48), (-44, -86), (0, -96), (44, -86), (42, -48)], colour, MID)
    svg.path("M-46 -38 C-24 -32 24 -32 46 -38 L46 -58 C24 -52 -24 -52 -46 -58 Z", trim, INK, MID)
    blob(svg, [(-10, -56), (-30, -92), (-24, -112), (-8, -90), (0, -58)], feather, FINE)
    curve(svg, [(-6, -60), (-24, -106)], darker(feather, 0.6), 1.4)


def _turban(svg: Svg, t: float, colour: str, trim: str, feather: str) -> None:
    """A rolled turban, wound round in bands, a jewel and a plume at its front."""
    blob(svg, [(-52, -40), (-60, -76), (-30, -106), (20, -108), (58, -80), (52, -40)], colour, MID)
    for k in range(3):
        curve(svg, [(-56, -48 - k * 20), (0, -36 - k * 22), (54, -50 - k * 18)], darker(colour, 0.5), 2.4)
    svg.circle(6, -82, 9, trim, INK, FINE)
    if feather:
        blob(svg, [(4, -88), (-6, -124), (6, -146), (14, -122), (10, -90)], feather, FINE)


def _plumed(svg: Svg, t: float, colour: str, trim: str, feather: str) -> None:
    """The cavaliers' hat: a round crown, a brim turned up at the front, plumes curling back over it."""
    for k, c in enumerate((feather, trim, feather)):
        blob(svg, [(-10 + k * 8, -84), (-60 + k * 14, -130 + k * 6), (-100 + k * 10, -104 + k * 8),
                   (-80 + k * 10, -96 + k * 6), (-14 + k * 8, -70)], c, FINE)
    blob(svg, [(-44, -50), (-44, -90), (-10, -104), (34, -100), (46, -62), (42, -50)], colour, MID)
    svg.path(f"M-62 -36 C-30 -30 30 -30 {f(62 - 6 * t)} -40 C{f(70 - 6 * t)} -56 {f(58 - 6 * t)} -70 {f(44 - 6 * t)} "
             f"-64 C20 -54 -20 -54 -56 -60 C-70 -56 -70 -42 -62 -36 Z", trim, INK, MID)


def _kalpak(svg: Svg, t: float, colour: str, trim: str, feather: str) -> None:
    """A tall fur cap, its cloth bag (`trim`) hanging to one side, a plume standing at its front."""
    blob(svg, [(40, -82), (74, -76), (84, -46), (70, -38), (62, -64), (38, -68)], trim, MID)  # the bag
    blob(svg, [(-48, -40), (-52, -108), (-20, -116), (26, -114), (50, -106), (48, -40)], colour, MID)
    svg.path(" ".join(f"M{x} -48 L{x + 4} -108" for x in range(-40, 44, 10)), None, darker(colour, 0.55), 2)
    svg.path("M-50 -40 C-26 -34 26 -34 50 -40", None, INK, MID)
    if feather:
        blob(svg, [(-16, -110), (-36, -138), (-30, -156), (-12, -140), (-4, -112)], feather, FINE)
    svg.circle(-12, -110, 8, trim, INK, FINE)


def _flatcap(svg: Svg, t: float, colour: str, trim: str, feather: str) -> None:
    """A broad flat bonnet worn aslant over the brow: a wide brim pinked round its edge, a low soft crown, a
    plume lying back along the brim and curling down behind."""
    blob(svg, [(20, -74), (64, -80), (96, -62), (104, -36), (92, -34), (82, -54), (56, -66), (18, -62)],
         feather, FINE)
    curve(svg, [(22, -70), (66, -72), (96, -44)], darker(feather, 0.6), 1.4)
    with svg.group("rotate(-9)"):
        svg.ellipse(2, -58, 78, 17, trim, INK, MID)
        svg.path(" ".join(f"M{f(2 + 78 * c)} {f(-58 + 17 * s)} L{f(2 + 64 * c)} {f(-58 + 13 * s)}"
                          for c, s in ((-0.97, 0.26), (-0.7, 0.71), (-0.26, 0.97), (0.26, 0.97), (0.7, 0.71),
                                       (0.97, 0.26))), None, darker(trim, 0.5), FINE)
        blob(svg, [(-42, -56), (-46, -80), (-16, -94), (22, -94), (46, -80), (42, -56), (0, -50)], colour, MID)
        curve(svg, [(-30, -84), (-8, -72), (-4, -54)], darker(colour, 0.5), FINE)
        curve(svg, [(14, -92), (20, -72), (18, -52)], darker(colour, 0.5), FINE)
        svg.circle(-38, -62, 6, "#c6282e", INK, FINE)


def _slouch(svg: Svg, t: float, colour: str, trim: str, feather: str) -> None:
    """A soft hat: a broad brim dipping over the far side and turned up against the crown on the near side,
    lined in `trim` and pinned with a jewel there, two plumes sweeping back over the crown."""
    with svg.group("translate(0 5)"):
        _slouch_at(svg, colour, trim, feather)


def _slouch_at(svg: Svg, colour: str, trim: str, feather: str) -> None:
    blob(svg, [(-38, -50), (-44, -90), (-14, -108), (26, -104), (42, -84), (40, -50)], colour, MID)
    curve(svg, [(-30, -96), (-10, -76), (-8, -52)], darker(colour, 0.5), FINE)
    for k, c in enumerate((feather, trim)):
        blob(svg, [(44 - k * 6, -84), (10 - k * 10, -120 + k * 8), (-50 - k * 8, -118 + k * 12),
                   (-96 - k * 4, -84 + k * 12), (-84 - k * 4, -82 + k * 10), (-44 - k * 8, -102 + k * 10),
                   (4 - k * 8, -104 + k * 8), (36 - k * 6, -74)], c, FINE)
        curve(svg, [(36 - k * 6, -82), (-20 - k * 8, -112 + k * 10), (-88 - k * 4, -84 + k * 11)],
              darker(c, 0.6), 1.4)
    # the brim: dipping out over the far side, rising and turned up over the near one
    blob(svg, [(-96, -26), (-58, -30), (0, -36), (38, -44), (52, -64), (60, -106), (74, -104), (72, -60),
               (56, -32), (20, -26), (-40, -18), (-92, -14)], colour, MID)
    blob(svg, [(46, -50), (54, -100), (66, -100), (64, -56)], trim, FINE)  # the turned-up brim's lining
    curve(svg, [(-86, -26), (-40, -28), (20, -32)], darker(colour, 0.5), FINE)
    svg.circle(58, -66, 8, "#f2c11d", INK, FINE)
    svg.circle(58, -66, 3.5, "#c6282e")
