"""The high-contrast look meets WCAG 2.2, computed from its colours with WCAG's relative luminance and
contrast ratio (ui/palette.py), not judged by eye: every text colour on every background it is drawn on at
4.5:1, controls' edges and meaningful graphics (capture options, sides' colours, grades, latency dots) at
3:1, the focus ring at 3:1 in both looks (its two colours, WCAG technique C40), and the large card indices
at 7:1 on their plaque, dimmed too."""

from __future__ import annotations

import pytest

from scopa_desktop.ui import palette, theme
from scopa_desktop.ui.cards import DECK_STYLES, compose
from scopa_desktop.ui.cards import art as card_art
from scopa_desktop.ui.cards.decks import is_french_suited
from scopa_desktop.ui.palette import contrast_ratio, darkened, over, relative_luminance
from scopa_desktop.ui.scenes.online.common_draw import DOT_BAD, DOT_GOOD, DOT_NONE, DOT_SLOW
from scopa_desktop.ui.scenes.review.chart import BEST, GRADE_COLOURS
from scopa_desktop.ui.seats import SIDE_COLOURS

HC = palette.HIGH_CONTRAST
# Where words are drawn: the sheets and panels, the fields and lists, tooltips and toasts, the buttons, the
# felt (its lightest and darkest), the top bar's wood, a storage notice.
BACKGROUNDS = ("SHEET", "PANEL", "FIELD", "LIST", "LIST_PICKED", "TIP", "TOAST", "PLATE", "NOTICE", "BUTTON",
               "BUTTON_HOVER", "FELT_LIGHT", "FELT_DARK", "WOOD", "WOOD_DARK")
TEXTS = ("INK", "INK_DIM", "INK_FAINT", "GOLD", "SAID", "GOOD", "BAD", "WARN", "RED")
BADGE_INK = (20, 20, 20)  # theme.badge's numbers
CARD_PAPER = ((255, 250, 240), (243, 234, 212))  # a card's paper, top and bottom (cards/svg.py)
DIM_VEIL = (16, 20, 24)  # CardArt.dim's veil (#101418)


def opaque(colour) -> tuple[int, int, int]:
    """A background as it shows: the high-contrast look's are all opaque (nothing shows through)."""
    assert len(colour) == 3 or colour[3] == 255, f"{colour} lets what is under it lower the contrast"
    return tuple(colour[:3])


def test_the_formulas_are_wcags():
    assert relative_luminance((255, 255, 255)) == pytest.approx(1.0)
    assert contrast_ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast_ratio((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)  # WCAG's own example
    assert over((255, 255, 255, 0), (10, 20, 30)) == (10, 20, 30)
    assert contrast_ratio(darkened((150, 96, 0), (255, 250, 240), 7.0), (255, 250, 240)) >= 7.0


@pytest.mark.parametrize("background", BACKGROUNDS)
def test_every_text_colour_reads_at_4_5_on_every_background(background):
    bg = opaque(HC[background])
    for text in TEXTS:
        assert contrast_ratio(HC[text], bg) >= 4.5, (text, background, contrast_ratio(HC[text], bg))


def test_dark_words_on_gold_and_coloured_pills_read_at_4_5():
    """A primary button's label (gold, and gold under the pointer), a pill's, a number on its badge (the
    capture options in both sets, the pile's count on white), a grade on its colour."""
    assert contrast_ratio(HC["PRIMARY_INK"], HC["GOLD"]) >= 4.5
    assert contrast_ratio(HC["PRIMARY_INK"], HC["PRIMARY_HOVER"]) >= 4.5
    assert contrast_ratio(HC["PILL_INK"], HC["GOLD"]) >= 4.5
    for colour in [*theme.OPTION_COLOURS, *theme.SAFE_OPTION_COLOURS, HC["INK"], HC["GOLD"]]:
        assert contrast_ratio(BADGE_INK, colour) >= 4.5, colour
    for grade, colour in GRADE_COLOURS.items():
        assert contrast_ratio(HC["PILL_INK"], colour) >= 4.5, grade


def test_controls_edges_show_at_3_to_1():
    """A button's and a field's edge against what they sit on; a primary button's gold against the sheet and
    the felt; the turn's gold rim against the felt; a scroll bar's thumb against its track and the sheet."""
    for background in ("SHEET", "PANEL", "TIP", "FELT_LIGHT", "FELT_DARK", "WOOD"):
        bg = opaque(HC[background])
        for edge in ("BUTTON_EDGE", "PANEL_EDGE", "GOLD", "PANEL_ACTIVE"):
            assert contrast_ratio(HC[edge][:3], bg) >= 3.0, (edge, background)
    assert contrast_ratio(HC["GOLD"], HC["RULE"][:3]) >= 3.0
    assert contrast_ratio(HC["RULE"][:3], opaque(HC["SHEET"])) >= 3.0


def test_meaningful_graphics_show_at_3_to_1():
    """The capture options' colours (both sets) on the felt and on their chips' plate; the sides' colours
    on sheets, panels and lists (score dots, chart lines); the grades' and Maestro's line in the charts; the
    latency dots in a field."""
    for colour in [*theme.OPTION_COLOURS, *theme.SAFE_OPTION_COLOURS]:
        for background in ("FELT_LIGHT", "FELT_DARK", "PLATE"):
            assert contrast_ratio(colour, opaque(HC[background])) >= 3.0, (colour, background)
    for colour in [*SIDE_COLOURS, *GRADE_COLOURS.values(), BEST]:
        for background in ("SHEET", "PANEL", "LIST", "WOOD", "FELT_LIGHT"):
            assert contrast_ratio(colour, opaque(HC[background])) >= 3.0, (colour, background)
    for colour in (DOT_GOOD, DOT_SLOW, DOT_BAD, DOT_NONE):
        assert contrast_ratio(colour, opaque(HC["FIELD"])) >= 3.0, colour


@pytest.mark.parametrize("look", [palette.STANDARD, palette.HIGH_CONTRAST], ids=["standard", "high contrast"])
def test_the_focus_ring_shows_at_3_to_1_on_anything_in_both_looks(look):
    """The ring's bright band against its dark rims, and, against whatever it lies on, one of the two at 3:1
    at least (C40): the felt, the sheets, buttons (a gold primary one too), fields, a card's paper."""
    band, rim = look["FOCUS"], look["FOCUS_HALO"]
    assert contrast_ratio(band, rim) >= 3.0
    for name in ("FELT", "FELT_LIGHT", "FELT_DARK", "WOOD", "BUTTON", "BUTTON_HOVER", "GOLD", "PRIMARY_HOVER"):
        under = look[name][:3]
        assert max(contrast_ratio(band, under), contrast_ratio(rim, under)) >= 3.0, name
    for name in ("SHEET", "PANEL", "FIELD", "LIST", "TIP"):  # translucent in the standard look: over the felt
        for felt in ("FELT_LIGHT", "FELT_DARK"):
            under = over(look[name], look[felt])
            assert max(contrast_ratio(band, under), contrast_ratio(rim, under)) >= 3.0, (name, felt)
    for paper in CARD_PAPER:
        assert max(contrast_ratio(band, paper), contrast_ratio(rim, paper)) >= 3.0


def index_inks(style: str) -> list[tuple[int, int, int]]:
    """The colours a deck letters its corner numerals in."""
    inks = [tuple(ink) for ink in compose.module(style).INK.values()]
    return inks if is_french_suited(style) else inks + [card_art._SETTEBELLO_INK]


@pytest.mark.parametrize("style", DECK_STYLES)
def test_large_indices_read_at_7_to_1_on_their_plaque_dimmed_too(style):
    """Every suit's numeral, as the large indices letter it, against its plaque: 7:1 (WCAG's enhanced
    contrast), and still 4.5:1 under the lighter veil the high-contrast look lays on a card that cannot be
    played (the standard look's darker one marks an inactive card, which WCAG leaves out)."""
    plaque = card_art.PLAQUE
    veil = (*DIM_VEIL, round(palette.DIM_ALPHA[True] * 255))
    for ink in index_inks(style):
        lettered = darkened(ink, plaque, card_art.LARGE_INDEX_CONTRAST)
        assert contrast_ratio(lettered, plaque) >= 7.0, ink
        assert contrast_ratio(over(veil, lettered), over(veil, plaque)) >= 4.5, ink
