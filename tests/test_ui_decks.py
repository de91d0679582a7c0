"""Settings -> Deck in the window: the Deck row opens every deck fanned at the hand's size, grouped by its part of
Italy, a click or Enter chooses and saves one, the arrows move by rows, the tooltip leaves every deck's words
readable; eleven decks (today's six and five stand-ins) fit whole at 960x600 and 1920x1080 in both languages;
and the small-indices row is offered only for the patterns that print none."""

from __future__ import annotations

import pygame
import pytest
from conftest import HUMAN_VS_BOT, match_at

from scopa_desktop.engine import Game, Rules
from scopa_desktop.storage import DECK_STYLES, SettingsStore
from scopa_desktop.ui import input as inp
from scopa_desktop.ui.driver import click, key, settle
from scopa_desktop.ui.layout import table_layout
from scopa_desktop.ui.seats import seats_from_settings


def open_decks(app):
    app.reset_to("menu")
    settings = app.push("settings")
    app.step(1 / 30)
    settings.form.focus_on("deck_style")
    key(app, pygame.K_RETURN)
    assert app.stack.top.name == "decks"
    return settings, app.stack.top


def test_the_deck_row_opens_every_deck_and_a_click_chooses_one(app, tmp_path):
    app.save_settings = True
    settings, decks = open_decks(app)
    app.step(1 / 30)
    assert set(decks.tiles) == set(DECK_STYLES)
    assert decks.card_height(app.size) == table_layout(app.size, 2, aspect=app.art.aspect).hand_card_h
    click(app, decks.tiles["siciliane"].center)
    assert app.settings.deck_style == "siciliane"
    assert SettingsStore(tmp_path).load().settings.deck_style == "siciliane"  # saved at once
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is settings
    assert "Siciliane" in settings.form.row("deck_style").label  # the row names the new deck


def test_the_arrows_and_enter_choose_a_deck(app):
    _, decks = open_decks(app)
    start = app.settings.deck_style
    order = [t.style for t in decks.plan.tiles]  # reading order: row by row
    key(app, pygame.K_RIGHT)
    beside = order[(order.index(start) + 1) % len(order)]
    assert decks.focus == beside
    key(app, pygame.K_DOWN)  # to the row below (round to the first from the last), the nearest tile
    here = decks.plan.tile(beside).rect
    below = decks.plan.tile(decks.focus).rect
    rows = sorted({t.rect.y for t in decks.plan.tiles})
    assert below.y == rows[(rows.index(here.y) + 1) % len(rows)]
    assert abs(below.centerx - here.centerx) == min(abs(t.rect.centerx - here.centerx) for t in decks.plan.tiles
                                                    if t.rect.y == below.y)
    key(app, pygame.K_RETURN)
    assert app.settings.deck_style == decks.focus != start
    assert app.stack.top is decks  # chosen, and still looking
    app.step(1 / 30)
    assert decks.plan.tile(decks.focus).rect == decks.tiles[app.settings.deck_style]  # marked where it is


def test_the_small_indices_row_is_offered_only_where_the_pattern_prints_none(app):
    for style, offered in (("napoletane", True), ("trevisane", False), ("bergamasche", True), ("french", False)):
        app.update_settings(deck_style=style)
        app.reset_to("menu")
        settings = app.push("settings")
        assert settings.form.row("deck_indices").enabled == offered, style


def test_turning_the_small_indices_off_redraws_the_table(app):
    app.update_settings(deck_style="piacentine")
    game = Game.from_position(Rules.preset("classic"), hands=[["5d", "1c"], ["2b", "4b"]], table=["7s", "3c"],
                              stock=[])
    table = app.reset_to("table", match=match_at(game), seats=seats_from_settings(HUMAN_VS_BOT, 2))
    settle(app)
    h = table.layout.hand_card_h
    with_indices = pygame.image.tobytes(app.card_face(game.hands[0][0], h), "RGBA")
    app.push("settings")
    app.stack.top.form.focus_on("deck_indices")
    app.stack.top.handle(inp.Intent(inp.ADJUST, +1))
    assert app.settings.deck_indices is False
    assert pygame.image.tobytes(app.card_face(game.hands[0][0], h), "RGBA") != with_indices


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_the_deck_button_names_every_deck_whole_in_a_small_window(app, monkeypatch, size):
    """'Cards: Napoleta…' was cut at 960x600: a name that does not fit is shown alone, whole."""
    from scopa_desktop.engine import Rules
    from scopa_desktop.storage import DECK_STYLES
    from scopa_desktop.ui import theme
    from scopa_desktop.ui.scenes.table import top_bar
    from scopa_desktop.ui.seats import seats_from_settings
    from scopa_desktop.ui.text import tr

    drawn = {}

    def recording(surface, ctl, rect, label, intent, **kw):
        drawn[intent.value] = (label, rect)
        return real(surface, ctl, rect, label, intent, **kw)

    real = top_bar.button
    monkeypatch.setattr(top_bar, "button", recording)
    app.resize(size)
    app.reset_to("table", rules=Rules.preset("classic"), seats=seats_from_settings([], 2), seed=1)
    for deck in DECK_STYLES:
        app.update_settings(deck_style=deck)
        app.step(1 / 60)
        label, rect = drawn["toggle_deck"]
        assert tr(f"settings.deck_style.values.{deck}") in label
        assert theme.text(label, max(12, int(rect.h * 0.45)), bold=True).get_width() <= rect.w - 16, label


# ------------------------------------------------------------------------------------ eleven decks, grouped

ELEVEN = {  # the eleven decks; those not registered yet stand in, with names and regions as long as theirs
    "genovesi": ("Genovesi", "Genoa and Liguria", "Genova e la Liguria"),
    "toscane": ("Toscane", "Florence and Tuscany", "Firenze e la Toscana"),
    "romagnole": ("Romagnole", "Romagna", "la Romagna"),
    "sarde": ("Sarde", "Sardinia", "Sardegna"),
    "triestine": ("Triestine", "Trieste and Friuli-Venezia Giulia", "Trieste e il Friuli-Venezia Giulia"),
}
STAND_INS = {name: words for name, words in ELEVEN.items() if name not in DECK_STYLES}


def eleven_decks(monkeypatch):
    """Today's decks and five stand-ins in the registry and on the Deck screen (their fans blank cards of the
    fan's size: the layout is under test, not their drawing)."""
    import dataclasses

    from scopa_desktop import i18n
    from scopa_desktop.ui.cards import decks as registry
    from scopa_desktop.ui.scenes import decks as screen

    patterns = dict(registry.PATTERNS)
    for name in STAND_INS:
        patterns[name] = dataclasses.replace(registry.PATTERNS["napoletane"], name=name, region="", area="")
    monkeypatch.setattr(registry, "PATTERNS", patterns)
    monkeypatch.setattr(screen, "DECK_STYLES", DECK_STYLES + tuple(STAND_INS))
    real_tr, real_fan = screen.tr, screen.DecksScene.fan

    def tr(key: str, **params) -> str:
        for name, (title, en, it) in STAND_INS.items():
            if key == f"settings.deck_style.values.{name}":
                return title
            if key == f"decks.{name}.region":
                return en if i18n.current().language == "en" else it
        return real_tr(key, **params)

    def fan(scene, style, height, spread=0.42, until=None):
        if style not in STAND_INS:
            return real_fan(scene, style, height, spread, until)
        from scopa_desktop.ui.scenes.deck_plan import fan_width

        blank = pygame.Surface((fan_width(height, scene.app.art.aspect, spread), round(height * 1.22)))
        blank.fill((200, 190, 170))
        return blank

    monkeypatch.setattr(screen, "tr", tr)
    monkeypatch.setattr(screen.DecksScene, "fan", fan)
    return DECK_STYLES + tuple(STAND_INS)


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_eleven_decks_are_grouped_by_region_whole_and_apart(app, monkeypatch, size, language):
    from test_ui_text_fits import record_drawn

    from scopa_desktop.ui.cards import pattern

    styles = eleven_decks(monkeypatch)
    app.update_settings(language=language)
    app.resize(size)
    drawn, cut = record_drawn(monkeypatch)
    _, decks = open_decks(app)
    app.step(1 / 30)
    p = decks.plan
    assert sorted(t.style for t in p.tiles) == sorted(styles) and len(p.tiles) == 11
    assert cut == [], cut  # every name, region and heading whole
    assert {"Triestine", "Napoletane"} <= set(drawn)
    sheet = pygame.Rect(0, 0, *size).inflate(-24, -24)
    boxes = [t.rect for t in p.tiles] + [h.rect for h in p.headings]
    for i, a in enumerate(boxes):
        assert sheet.contains(a), a
        for b in boxes[i + 1:]:
            assert not a.colliderect(b), (a, b)
    for t in p.tiles:
        for part in (t.fan, t.name, t.region):
            assert t.rect.contains(part), (t.style, part)
        assert not t.fan.colliderect(t.name) and not t.name.colliderect(t.region)
        fan = decks.fan(t.style, p.card_h, p.fan_step)
        assert fan.get_width() <= t.fan.w and fan.get_height() <= t.fan.h + 4, t.style
        # the heading over a tile names its part of Italy
        heading = next(h for h in p.headings if h.rect.bottom <= t.rect.y < h.rect.bottom + 20
                       and h.rect.x <= t.rect.centerx <= h.rect.right)
        assert heading.area == pattern(t.style).area, t.style
    areas = [pattern(t.style).area for t in p.tiles]
    assert len({a for a in areas}) == 4
    assert p.card_h >= (90 if size == (960, 600) else 150)  # the cards still read
    # the footer (the notes and Back) lies below every tile
    assert max(t.rect.bottom for t in p.tiles) <= decks._clear[-1].y


@pytest.mark.parametrize("eleven", [False, True])
@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_tooltip_leaves_every_deck_name_region_and_the_footer_readable(app, monkeypatch, size, eleven):
    """(It used to sit bottom-left over a subtitle and the footer: the Settings buttons under the screen's
    veil, and the tiles themselves, were counted as controls to keep clear, which left it nowhere to go.)"""
    if eleven:
        eleven_decks(monkeypatch)
    app.resize(size)
    _, decks = open_decks(app)
    app.step(1 / 30)
    words = decks.plan.text_rects() + [decks._clear[-1]]
    for tile in (t for t in decks.plan.tiles if t.style in DECK_STYLES):  # the stand-ins have no words to show
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=tile.fan.center, rel=(0, 0), buttons=(0, 0, 0)))
        for _ in range(30):
            app.step(1 / 30)
        assert app.overlay.drawn_tip is not None, tile.style
        box = app.overlay.drawn_box
        assert not box.colliderect(tile.rect), tile.style  # beside the deck it explains
        covered = [r for r in words if box.colliderect(r)]
        assert covered == [], (tile.style, box, covered)


def test_the_deck_screen_draws_its_fans_a_few_a_frame_until_all_are_there(app, monkeypatch):
    """The first time the screen opens, each frame draws new fans for a bounded time and leaves the rest to the
    next frames (so a frame stays short however rich the cards grow); the screen keeps asking for frames until
    every deck shows."""
    from scopa_desktop.ui.scenes import decks as screen

    monkeypatch.setattr(screen, "FAN_BUDGET", 0.0)  # one new fan a frame at most: the slowest machine
    drawn: list[str] = []
    real = screen.DecksScene.fan

    def counting(scene, style, height, spread=0.42, until=None):
        img = real(scene, style, height, spread, until)
        if img is not None and style not in drawn:
            drawn.append(style)
        return img

    monkeypatch.setattr(screen.DecksScene, "fan", counting)
    _, decks = open_decks(app)
    assert decks.busy and 1 <= len(drawn) < len(DECK_STYLES)  # the first frame drew one and left the rest
    frames = 0
    while decks.busy and frames < 50:
        app.step(1 / 30)
        frames += 1
    assert sorted(drawn) == sorted(DECK_STYLES) and not decks.busy
    assert frames <= len(DECK_STYLES) + 1


def test_idle_time_draws_the_next_deck_ahead_so_d_renders_nothing_new(app, monkeypatch):
    """Left idle at the table, the game draws the next deck's cards as they are on screen (a slice at a time);
    pressing D then rasterises no face: the first draw of that deck costs a frame of blits, not of drawing."""
    from scopa_desktop.ui.cards.decks import next_deck

    app.update_settings(deck_style="napoletane")
    game = Game.from_position(Rules.preset("classic"), hands=[["5d", "1c", "8s"], ["2b", "4b", "9c"]],
                              table=["7s", "3c", "10d", "6b"], stock=[])
    table = app.reset_to("table", match=match_at(game), seats=seats_from_settings(HUMAN_VS_BOT, 2))
    settle(app)
    slices = 0
    while app.draw_ahead():
        slices += 1
        assert slices < 500
    assert slices >= 1  # cut into slices, not done in one go
    rendered: list = []
    real = app.art._render_face
    monkeypatch.setattr(app.art, "_render_face", lambda *a: rendered.append(a[0]) or real(*a))
    table.toggle_deck()
    settle(app)
    assert app.settings.deck_style == next_deck("napoletane")
    assert rendered == [], [str(c) for c in rendered]
