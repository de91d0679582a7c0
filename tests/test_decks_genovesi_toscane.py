"""The Genovesi's brocade laid as cloth and the Toscane's engraved court cloth (#45): what the drawing promises
(docs/DECKS.md), checked on the SVG each court is drawn from."""

from __future__ import annotations

import re

import pytest

from scopa_desktop.ui.cards import genovesi, toscane
from scopa_desktop.ui.cards.french_family import ornament
from scopa_desktop.ui.cards.french_family.ink import darker
from scopa_desktop.ui.cards.genovesi import cloth, tailor
from scopa_desktop.ui.cards.genovesi.courts import COURTS as GENOVESI
from scopa_desktop.ui.cards.svg import Svg
from scopa_desktop.ui.cards.toscane.courts import COURTS as TOSCANE
from scopa_desktop.ui.cards.toscane.engrave import INK

SLANT = (-0.42, 0.0)


def _subpaths(svg: Svg, fill: str) -> list[list[tuple[float, float]]]:
    """The straight-sided shapes of the paths filled with `fill`, each as its points."""
    out = []
    for element in svg.body:
        if f'fill="{fill}"' not in element:
            continue
        d = re.search(r' d="([^"]*)"', element).group(1)
        for part in d.split("M")[1:]:
            nums = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", part)]
            out.append(list(zip(nums[::2], nums[1::2], strict=False)))
    return out


@pytest.mark.parametrize(("rank", "suit"), sorted(GENOVESI))
def test_a_genovesi_court_wears_its_own_colours_not_the_markers_the_cloth_is_spliced_at(rank: int, suit: str) -> None:
    text = genovesi.face(rank, suit, "courts").text()
    assert not any(mark in text for mark in (tailor.BODY_MARK, tailor.MANTLE_MARK, tailor.SLEEVE_MARK))
    robe = GENOVESI[rank, suit].robe
    assert f'fill="{robe.main}" stroke' in text
    for cloth_colour in (robe.mantle, robe.sides):
        if cloth_colour:
            assert f'fill="{cloth_colour}" stroke' in text


def test_the_brocade_is_cut_at_a_crease_at_the_cloths_edge_and_at_the_line_between_the_halves() -> None:
    svg = Svg()
    region = [(120, 200), (480, 200), (480, 760), (120, 760)]
    crease = [(300, 210 + 10 * i) for i in range(40)]
    cloth.cloth(svg, region, "#22874a", "dots", "#f4c430", (300, -100), 10, 32, [(crease, 1)], SLANT)
    shapes = _subpaths(svg, "#f4c430") + _subpaths(svg, darker("#f4c430", cloth.SHADE))
    assert len(shapes) > 40  # a field of them, not a few
    for shape in shapes:
        xs = [x for x, _ in shape]
        assert min(xs) >= 300 - 0.5 or max(xs) <= 300 + 0.5, "a motif straddles the crease"
        assert all(ornament.clear_of(SLANT, x, y, 0) for x, y in shape), "a motif crosses the line"
        assert all(119.5 <= x <= 480.5 and y >= 199.5 for x, y in shape), "a motif leaves its cloth"


def test_the_brocade_turns_with_the_fall_and_prints_darker_in_a_fold() -> None:
    svg = Svg()
    region = [(120, 200), (480, 200), (480, 460), (120, 460)]
    crease = [(220, 210 + 10 * i) for i in range(22)]
    cloth.cloth(svg, region, "#22874a", "lozenges", "#f4c430", (300, 0), 10, 30, [(crease, 1)], (0.0, 0.0))
    assert _subpaths(svg, darker("#f4c430", cloth.SHADE)), "no motif in the fold's shade"
    assert f'fill="{darker("#22874a", cloth.SHADE)}"' in svg.text()  # the shade itself
    # rows round a point above: a lozenge off to the side leans, one under the point stands upright
    leans = []
    for shape in _subpaths(svg, "#f4c430"):
        top = min(shape, key=lambda p: p[1])
        bottom = max(shape, key=lambda p: p[1])
        leans.append((sum(x for x, _ in shape) / len(shape), bottom[0] - top[0]))
    left = [lean for x, lean in leans if x < 200]
    middle = [lean for x, lean in leans if 290 < x < 310]
    assert left and middle
    assert min(abs(lean) for lean in left) > 2 and max(abs(lean) for lean in middle) < 1


@pytest.mark.parametrize(("rank", "suit"), sorted(TOSCANE))
def test_a_toscane_courts_cloth_is_engraved_in_its_own_darker_ink(rank: int, suit: str) -> None:
    figure = TOSCANE[rank, suit]
    text = toscane.face(rank, suit, "courts").text()
    ink = darker(figure.main, INK)
    assert f'stroke="{ink}"' in text
    strokes = sum(element.count("M") for element in text.split("<path")
                  if f'stroke="{ink}" stroke-width="1.5"' in element)
    assert strokes >= 12, "a few lines, not engraving"


@pytest.mark.parametrize(("rank", "suit"), sorted(key for key, figure in TOSCANE.items() if figure.pattern))
def test_a_toscane_courts_motif_is_stamped_over_its_engraving_not_striped_by_it(rank: int, suit: str) -> None:
    figure = TOSCANE[rank, suit]
    paths = toscane.face(rank, suit, "courts").text().split("<path")
    ink = darker(figure.main, INK)
    strokes = [i for i, element in enumerate(paths) if f'stroke="{ink}" stroke-width="1.5"' in element]
    motifs = [i for i, element in enumerate(paths) if f'fill="{figure.motif}"' in element and "stroke=" not in element]
    assert strokes and any(strokes[-1] < i for i in motifs), "the garment's motif under its hatching"
