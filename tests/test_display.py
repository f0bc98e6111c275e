"""Values show themselves in a notebook, as python-chess's do: render.svg returns SVG text with _repr_svg_."""

from __future__ import annotations

import random

from euchre_teach import Match, new_hand
from euchre_teach.cards import Card, Suit
from euchre_teach.record import Record
from euchre_teach.render import svg
from euchre_teach.rules import STANDARD


def test_render_svg_functions_return_text_that_shows_as_a_picture() -> None:
    card = svg.card_svg(Card.parse("JD"), trump=Suit.HEARTS)
    assert isinstance(card, str) and isinstance(card, svg.SvgImage)
    assert card._repr_svg_() == card and card.startswith("<svg")
    hand = new_hand("standard", seed=3)
    made = [svg.back_svg(), svg.hand_svg(hand.hand(0)), svg.rows_svg([("North", hand.hand(0))]),
            svg.table_svg(hand), svg.seating_svg(STANDARD), svg.pack_svg(STANDARD)]
    assert all(isinstance(picture, svg.SvgImage) and picture._repr_svg_().startswith("<svg") for picture in made)


def test_a_record_shows_its_final_table() -> None:
    hand = new_hand("standard", seed=3)
    rng = random.Random(1)
    while not hand.is_terminal():
        hand.apply(rng.choice(hand.legal_actions()))
    record = Record.of(hand)
    assert record._repr_svg_() == svg.table_svg(record.final)


def test_a_match_shows_its_score_sheet() -> None:
    match = Match("standard", seed=4)
    rng = random.Random(2)
    while len(match.history) < 3:
        match.apply(rng.choice(match.legal_actions()))
    sheet = match._repr_svg_()
    assert sheet == svg.score_svg(match) and sheet.startswith("<svg")
    assert "North–South" in sheet and "East–West" in sheet
    for line in match.history:
        assert f"{line.number}. {STANDARD.seat_name(line.dealer)} deals: {line.result.outcome}" in sheet
    assert f"Score sheet: {match.summary()}" in sheet


def test_pictures_show_inline_with_their_accessible_name() -> None:
    """JupyterLab shows an SVG output as an <img> with no alternative text; the HTML form is the
    same <svg> inline, with its role, label and title, so every engine value offers it too."""
    from euchre_teach import Card, Match, new_hand
    from euchre_teach.render.svg import card_svg

    hand = new_hand("standard", seed=3)
    values = (Card.parse("JH"), hand, hand.view(0), Record.of(hand), Match("standard", seed=1),
              card_svg(Card.parse("JH")))
    for value in values:
        html = value._repr_html_()
        assert html == value._repr_svg_() and html.startswith("<svg") and 'role="img"' in html and "aria-label=" in html
