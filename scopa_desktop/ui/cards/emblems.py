"""Emblems the regional aces and pip cards carry: an eagle with spread wings, a winged putto, a city's
shield, a little plant. Each is drawn around a given centre at a given scale, by our own hand."""

from __future__ import annotations

from .svg import Svg, f, place

OUT = "#2a1a0e"  # the key line round an emblem's shapes


def eagle(svg: Svg, x: float, y: float, scale: float = 1.0, body: str = "g:black", crowned: bool = True,
          ink: str = "#0d0d12", heads: int = 1) -> None:
    """An eagle displayed (wings spread, legs apart), its head turned to the viewer's left (`heads` 2: a
    second head turned to the right, the double-headed eagle), beak open on a red tongue; `crowned`: a
    gold crown on each head. About 400 units wide at scale 1."""
    with svg.group(place(x, y, scale)):
        for s in (-1, 1):
            # each wing: three rows of long feathers fanning out and down
            for row, (reach, drop, width) in enumerate(((200, 60, 30), (175, 120, 26), (140, 165, 22))):
                for k in range(5):
                    t = k / 4
                    fx = s * (40 + reach * (0.45 + 0.55 * t))
                    fy = -90 + row * 40 + drop * t * 0.6
                    svg.path(f"M{f(s * 30)} {f(-70 + row * 30)} Q{f(fx * 0.7)} {f(fy - 40)} {f(fx)} {f(fy)} "
                             f"Q{f(fx - s * width)} {f(fy + 10)} {f(s * 34)} {f(-40 + row * 34)} Z",
                             body, ink, 1.6)
        # tail: a fan of five feathers
        for k in range(-2, 3):
            svg.path(f"M0 60 L{f(k * 22 - 12)} 170 Q{f(k * 22)} 184 {f(k * 22 + 12)} 170 Z", body, ink, 1.6)
        # legs and talons
        for s in (-1, 1):
            svg.path(f"M{f(s * 24)} 70 L{f(s * 56)} 128", None, ink, 16)
            svg.path(f"M{f(s * 24)} 70 L{f(s * 56)} 128", None, "#e3ac2c", 10)
            for k in (-1, 0, 1):
                svg.path(f"M{f(s * 56)} 128 l{f(s * 8 + k * 12)} 18", None, "#e3ac2c", 5)
        svg.ellipse(0, 0, 58, 100, body, ink, 2.4)
        for side in ((1,) if heads == 1 else (1, -1)):
            with svg.group(f"scale({side} 1)"):
                _eagle_head(svg, body, ink, crowned)


def _eagle_head(svg: Svg, body: str, ink: str, crowned: bool) -> None:
    """The neck and head in profile facing left, from the body's top."""
    svg.path("M-20 -80 C-24 -110 -30 -128 -46 -138 C-60 -146 -86 -140 -96 -126 L-76 -122 "
             "C-66 -118 -60 -112 -58 -104 C-40 -100 -20 -96 -14 -70 Z", body, ink, 2.2)
    svg.path("M-96 -126 C-118 -124 -124 -108 -112 -98 L-100 -110 L-84 -114 Z", "#e3ac2c", ink, 1.8)
    svg.path("M-100 -110 L-82 -108 L-92 -102 Z", "#c8312a", ink, 1)
    svg.circle(-66, -128, 5, "#fff1b0", ink, 1.2)
    svg.circle(-66, -128, 2.2, ink)
    if crowned:
        svg.path("M-84 -146 L-88 -176 L-74 -160 L-62 -182 L-52 -160 L-38 -176 L-42 -146 Z", "g:goldv",
                 "#5a3a05", 1.8)
        svg.rect(-86, -150, 46, 9, 3, "g:goldbar", "#5a3a05", 1.4)


def putto(svg: Svg, x: float, y: float, scale: float = 1.0, drape: str = "#b3262e") -> None:
    """A winged child holding up, in both hands over his head, what stands above him (the ace of swords'
    pommel); (x, y) is between his hands. About 280 units tall at scale 1."""
    with svg.group(place(x, y, scale)):
        for s in (-1, 1):  # wings behind
            svg.path(f"M{f(s * 24)} 118 C{f(s * 90)} 60 {f(s * 146)} 70 {f(s * 156)} 120 C{f(s * 126)} 118 "
                     f"{f(s * 136)} 152 {f(s * 104)} 162 C{f(s * 84)} 150 {f(s * 62)} 162 {f(s * 32)} 146 Z",
                     "#f4f8fc", "#5c6f8c", 2)
            for k in range(3):
                svg.path(f"M{f(s * (64 + k * 24))} {f(112 + k * 6)} q{f(s * 8)} 20 {f(s * -4)} 30", None, "#8aa0c0", 2)
        svg.ellipse(0, 172, 54, 60, "g:skin", OUT, 2.4)  # body
        for s in (-1, 1):  # legs
            svg.path(f"M{f(s * 26)} 214 C{f(s * 36)} 244 {f(s * 32)} 262 {f(s * 18)} 276", None, OUT, 32)
            svg.path(f"M{f(s * 26)} 214 C{f(s * 36)} 244 {f(s * 32)} 262 {f(s * 18)} 276", None, "#f2c29b", 26)
        svg.path("M-54 184 C-30 214 30 214 54 184 L58 210 C20 240 -20 240 -58 210 Z", drape, OUT, 2)
        for s in (-1, 1):  # arms raised past the head to the hands at (0, 0)
            svg.path(f"M{f(s * 42)} 136 C{f(s * 74)} 100 {f(s * 52)} 30 {f(s * 12)} 4", None, OUT, 26)
            svg.path(f"M{f(s * 42)} 136 C{f(s * 74)} 100 {f(s * 52)} 30 {f(s * 12)} 4", None, "#f2c29b", 20)
            svg.circle(s * 12, 4, 13, "g:skin", OUT, 2)
        # head with curls
        svg.circle(0, 78, 42, "g:skin", OUT, 2.4)
        for k in range(7):
            cx = -36 + k * 12
            svg.circle(cx, 46 + abs(cx) * 0.25, 10, "#d9a441", "#8a5a1a", 1.4)
        for s in (-1, 1):
            svg.circle(s * 14, 82, 3.4, "#2a3d66")
            svg.circle(s * 22, 94, 7, "#f08a8a", None, 0, 0.35)
        svg.path("M-8 102 Q0 108 8 102", None, "#b0503c", 2.4)


def checky_shield(svg: Svg, x: float, y: float, w: float, colours: tuple[str, str] = ("#fffaf0", "#c8312a"),
                  crowned: bool = True) -> None:
    """A heater shield chequered in two colours (a city's arms), a gold crown over it."""
    h = w * 1.15
    x0, y0 = x - w / 2, y - h / 2
    svg.path(f"M{f(x0)} {f(y0)} L{f(x0 + w)} {f(y0)} L{f(x0 + w)} {f(y0 + h * 0.55)} "
             f"C{f(x0 + w)} {f(y0 + h * 0.85)} {f(x)} {f(y0 + h)} {f(x)} {f(y0 + h)} "
             f"C{f(x)} {f(y0 + h)} {f(x0)} {f(y0 + h * 0.85)} {f(x0)} {f(y0 + h * 0.55)} Z", colours[0], OUT, 2.4)
    n = 4
    cell = w / n
    for j in range(5):
        for i in range(n):
            if (i + j) % 2:
                cx0, cy0 = x0 + i * cell, y0 + j * cell
                if cy0 + cell > y0 + h * 0.62 and (cx0 < x0 + cell * 0.5 or cx0 + cell > x0 + w - cell * 0.5):
                    continue  # past the shield's curve
                if cy0 + cell * 0.5 > y0 + h * 0.92:
                    continue
                svg.rect(cx0, cy0, cell, cell, 0, colours[1])
    svg.path(f"M{f(x0)} {f(y0)} L{f(x0 + w)} {f(y0)} L{f(x0 + w)} {f(y0 + h * 0.55)} "
             f"C{f(x0 + w)} {f(y0 + h * 0.85)} {f(x)} {f(y0 + h)} {f(x)} {f(y0 + h)} "
             f"C{f(x)} {f(y0 + h)} {f(x0)} {f(y0 + h * 0.85)} {f(x0)} {f(y0 + h * 0.55)} Z", None, OUT, 3)
    if crowned:
        cy = y0 - w * 0.12
        svg.path(f"M{f(x - w * 0.4)} {f(cy)} L{f(x - w * 0.44)} {f(cy - w * 0.3)} L{f(x - w * 0.2)} {f(cy - w * 0.12)} "
                 f"L{f(x)} {f(cy - w * 0.34)} L{f(x + w * 0.2)} {f(cy - w * 0.12)} L{f(x + w * 0.44)} "
                 f"{f(cy - w * 0.3)} L{f(x + w * 0.4)} {f(cy)} Z", "g:goldv", "#5a3a05", 1.8)


def sprig(svg: Svg, x: float, y: float, scale: float = 1.0, flower: str = "#c8312a", rot: float = 0) -> None:
    """A little flowering plant: a stem, paired leaves, a five-petalled flower on top."""
    with svg.group(place(x, y, scale, rot)):
        svg.path("M0 60 C-6 20 6 -10 0 -40", None, "#2f6b34", 5)
        for ly, s in ((34, -1), (18, 1), (0, -1), (-16, 1)):
            svg.path(f"M0 {ly} C{f(s * 14)} {ly - 14} {f(s * 34)} {ly - 10} {f(s * 40)} {ly - 2} "
                     f"C{f(s * 28)} {ly + 6} {f(s * 12)} {ly + 6} 0 {ly} Z", "g:leaf", "#1d4a20", 1.2)
        for k in range(5):
            with svg.group(f"rotate({k * 72} 0 -52)"):
                svg.ellipse(0, -63, 7, 11, flower, OUT, 1.2)
        svg.circle(0, -52, 6, "#f2c94c", OUT, 1)


def rooster(svg: Svg, x: float, y: float, scale: float = 1.0, facing: int = 1) -> None:
    """A rooster standing at (x, y) (its feet), facing right (`facing` 1) or left (-1): a red comb and
    wattle, a sickle tail of green and blue. About 200 units tall at scale 1."""
    with svg.group(f"translate({f(x)} {f(y)}) scale({f(scale * facing)} {f(scale)})"):
        for k, colour in enumerate(("#1d4a20", "#2b5a9e", "#2f7a46", "#17325f")):
            svg.path(f"M-30 -90 C{-70 - k * 8} {-170 + k * 14} {-110 - k * 4} {-120 + k * 16} {-96 + k * 6} "
                     f"{-60 + k * 10} C{-90 + k * 6} {-90 + k * 8} -60 -110 -34 -76 Z", colour, OUT, 1.4)
        svg.path("M-40 -80 C-50 -40 -20 -10 20 -14 C50 -18 60 -50 52 -80 C40 -110 -20 -116 -40 -80 Z", "#c8593a",
                 OUT, 2)
        svg.path("M-30 -70 C-20 -40 10 -30 36 -40", None, "#f2c94c", 5, 0.8)
        svg.path("M30 -86 C28 -120 40 -150 60 -156 C80 -160 90 -140 84 -120 C78 -100 60 -90 52 -76 Z", "#e3ac2c",
                 OUT, 2)
        svg.path("M54 -158 L58 -176 L66 -162 L72 -178 L76 -160 L86 -170 L82 -150 Z", "#c8312a", OUT, 1.4)
        svg.path("M84 -136 L102 -130 L84 -124 Z", "#e3ac2c", OUT, 1.4)
        svg.ellipse(80, -112, 6, 11, "#c8312a", OUT, 1.2)
        svg.circle(70, -138, 3.5, "#1a1a1a")
        for dx in (-4, 20):
            svg.path(f"M{dx} -16 L{dx + 4} 0 M{dx + 4} 0 l-12 0 M{dx + 4} 0 l10 -2", None, "#c98f16", 5)


def eye_sun(svg: Svg, x: float, y: float, r: float = 40) -> None:
    """A small sun with an eye in it, as the Trevisane aces have in their upper corners."""
    for k in range(12):
        with svg.group(f"rotate({k * 30} {f(x)} {f(y)})"):
            svg.path(f"M{f(x - r * 0.16)} {f(y - r * 0.78)} L{f(x)} {f(y - r * 1.2)} L{f(x + r * 0.16)} "
                     f"{f(y - r * 0.78)} Z", "#e3ac2c", "#8a5a07", 1)
    svg.circle(x, y, r * 0.8, "g:gold", "#8a5a07", 1.6)
    svg.path(f"M{f(x - r * 0.5)} {f(y)} Q{f(x)} {f(y - r * 0.42)} {f(x + r * 0.5)} {f(y)} "
             f"Q{f(x)} {f(y + r * 0.42)} {f(x - r * 0.5)} {f(y)} Z", "#fffaf0", OUT, 1.2)
    svg.circle(x, y, r * 0.2, "#2b5a9e", OUT, 1)
    svg.circle(x, y, r * 0.08, "#0d0d12")
