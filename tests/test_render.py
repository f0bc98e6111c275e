"""Rendering: deterministic, valid SVG with text alternatives, for every card, hand, trick and table."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

from euchre_teach import Card, Suit, find_variant, new_hand, parse_cards, trick_winner
from euchre_teach.cards import CARDS
from euchre_teach.record import Record
from euchre_teach.render import animation, svg
from euchre_teach.render.explain import card_text, trick_reason
from euchre_teach.render.geometry import CARD_H, CARD_W, MAX_SEATS, MIN_SEATS, NARROW_MOST, table_layout
from euchre_teach.render.pictures import Picture, table_picture
from euchre_teach.render.shapes import Circle, Group, Rect, Text
from euchre_teach.render.style import COLOUR_BLIND, get_style
from euchre_teach.render.text import hand_text
from euchre_teach.views import SeatView
from euchre_teach.widgets.base import play_out

NS = "{http://www.w3.org/2000/svg}"
STYLES = ("classic", "projector", "colour-blind", "projector colour-blind")


def parse(text: str) -> ET.Element:
    root = ET.fromstring(text)
    assert root.tag == NS + "svg"
    return root


def titles(root: ET.Element) -> list[str]:
    return [t.text or "" for t in root.iter(NS + "title")]


@pytest.mark.parametrize("style", STYLES)
def test_every_card_of_every_pack_is_valid_deterministic_svg(style: str) -> None:
    for card in (*CARDS, None):
        first = svg.card_svg(card, Suit.HEARTS, find_variant("finnish"), style)
        assert first == svg.card_svg(card, Suit.HEARTS, find_variant("finnish"), style)
        root = parse(first)
        assert root.get("role") == "img" and root.get("aria-label")
        assert " id=" not in first and "random" not in first


def test_card_text_alternatives_name_roles() -> None:
    root = parse(svg.card_svg("JD", Suit.HEARTS))
    assert titles(root)[0] == "J♦, left bower"
    assert titles(parse(svg.card_svg("joker", Suit.CLUBS, find_variant("finnish"))))[0] == "joker, best bower"
    assert titles(parse(svg.card_svg("2S", Suit.CLUBS, find_variant("british"))))[0] == "2♠, best bower"
    assert titles(parse(svg.back_svg()))[0] == "a card face down"
    assert card_text(Card.parse("AH"), Suit.HEARTS) == "A♥, trump" and card_text(Card.parse("9C")) == "9♣"


def test_projector_style_is_twice_the_size_with_the_same_drawing() -> None:
    small, large = svg.card_svg("QS"), svg.card_svg("QS", style="projector")
    assert parse(small).get("width") == str(CARD_W + 12) and parse(large).get("width") == str(2 * (CARD_W + 12))
    assert small.split(">", 1)[1] == large.split(">", 1)[1]  # same body, only the size differs


def test_colour_blind_style_tells_suit_and_colour_without_colour() -> None:
    """Suit letters on every card; red pips hollow, black pips solid; red and black inks differ."""
    red, black = svg.card_svg("9H", style=COLOUR_BLIND), svg.card_svg("9S", style=COLOUR_BLIND)
    assert ">H</text>" in red and ">S</text>" in black
    red_pips = [p for p in parse(red).iter(NS + "path")]
    black_pips = [p for p in parse(black).iter(NS + "path")]
    assert all(p.get("fill") == "#ffffff" and p.get("stroke") == COLOUR_BLIND.red for p in red_pips)
    assert all(p.get("fill") == COLOUR_BLIND.black and p.get("stroke") == "none" for p in black_pips)
    assert ">H</text>" not in svg.card_svg("9H")  # the classic style has no letters


def test_hand_and_rows_pictures() -> None:
    cards = parse_cards("JH JD AH 9C QS")
    root = parse(svg.hand_svg(cards, Suit.HEARTS, label="North"))
    assert titles(root)[1:] == ["J♥, right bower", "J♦, left bower", "A♥, trump", "9♣", "Q♠"]
    rows = svg.rows_svg([("Trump", cards[:3]), ("Other", cards[3:])], Suit.HEARTS)
    assert len(titles(parse(rows))) == 6


def test_trick_picture_marks_leader_and_winner() -> None:
    hand = play_out(new_hand("standard", seed=9))
    for trick in hand.tricks:
        root = parse(svg.trick_svg(trick, hand.trump, hand.rules))
        winner = hand.seat_name(trick.winner)
        assert titles(root)[0].endswith(f"won by {winner}")
        assert trick.cards[trick_winner(trick.cards, hand.trump, hand.rules)] == dict(trick.plays)[trick.winner]


@pytest.mark.parametrize("preset", ["standard", "british", "finnish", "finnish euchres", "openspiel"])
def test_table_svg_at_every_step_is_valid_and_deterministic(preset: str) -> None:
    record = Record.of(play_out(new_hand(preset, seed=21)))
    for step in range(len(record) + 1):
        state = record.at(step)
        for seat in (None, 0):
            text = svg.table_svg(state, seat)
            assert text == svg.table_svg(record.at(step), seat)
            root = parse(text)
            desc = root.find(NS + "desc")
            assert desc is not None and state.seat_name(state.dealer) in titles(root)[0]
    final = record.at(-1)
    assert final.result.explanation in svg.table_svg(final)


def test_seat_view_never_shows_hidden_cards() -> None:
    hand = new_hand("standard", seed=4)
    text = svg.table_svg(hand, seat="North")
    for card in hand.hand("South"):
        assert f"<title>{card_text(card)}</title>" not in text or card in hand.hand("North")
    assert text.count("<title>a card face down</title>") == 15 + 2  # three hidden hands, the kitty under the upcard


def test_table_marks_dealer_trump_makers_alone_and_tricks() -> None:
    hand = new_hand("standard", seed=1)
    hand.apply("order up alone")
    text = svg.table_svg(hand)
    assert "West · maker, alone" in text and "South · dealer" in text and "East · sits out" in text
    hand.apply(hand.legal_actions()[0])  # the dealer discards
    while hand.current_trick is None and not hand.tricks:
        hand.apply(hand.legal_actions()[0])
    assert "diamonds are trump" in svg.table_svg(hand) and "0 tricks" in svg.table_svg(hand)


def test_hints_ring_only_the_engines_legal_cards() -> None:
    record = Record.of(play_out(new_hand("standard", seed=3)))
    state = next(record.at(i) for i in range(len(record)) if record.at(i).current_trick is not None)
    legal = {a.card for a in state.legal_actions()}
    picture = table_picture(state.table_view(), hints=True)
    ringed = {g.title for g in picture.shapes if isinstance(g, Group) and any(
        isinstance(s, Rect) and s.dash for s in g.shapes)}
    assert ringed == {card_text(c, state.trump) for c in legal}


@pytest.mark.parametrize("players", range(MIN_SEATS, MAX_SEATS + 1))
def test_table_of_2_to_7_seats_has_no_overlapping_hands(players: int) -> None:
    layout = table_layout(players)
    boxes = []
    for spot in layout.seats:
        (x0, y0), (x1, _) = spot.hand_positions(5)[0], spot.hand_positions(5)[-1]
        assert x0 >= 0 and x1 + CARD_W <= layout.width and y0 - 24 >= 0 and y0 + CARD_H <= layout.height
        boxes.append((x0, y0 - 24, x1 + CARD_W, y0 + CARD_H))
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)


MULTI = ["two-handed", "cutthroat", "call-ace", "call-ace 5", "call-ace 6", "auction 5", "auction 6", "auction 7"]


@pytest.mark.parametrize("preset", MULTI)
def test_tables_of_2_to_7_seats_take_their_seats_from_the_rules(preset: str) -> None:
    rules = find_variant(preset)
    record = Record.of(play_out(new_hand(rules, seed=6)))
    for step in (0, len(record) // 2, len(record)):
        state = record.at(step)
        text = svg.table_svg(state, 0)
        root = parse(text)
        assert all(name in text for name in rules.seat_names)
        hidden = sum(len(state.hand(s)) for s in range(1, rules.players))
        assert sum(t == "a card face down" for t in titles(root)) >= hidden
        assert text == svg.table_svg(record.at(step), 0)


def test_repr_svg_dispatch() -> None:
    hand = play_out(new_hand("standard", seed=5))
    assert svg.repr_svg(Card.parse("AS")) == svg.card_svg("AS")
    assert svg.repr_svg(hand) == svg.table_svg(hand)
    assert svg.repr_svg(hand.tricks[0]).startswith("<svg")
    assert svg.repr_svg(hand.view(0)).startswith("<svg") and isinstance(hand.view(0), SeatView)
    assert svg.repr_svg(list(hand.deal.hands[0])).startswith("<svg")
    with pytest.raises(TypeError):
        svg.repr_svg(42)
    assert hand_text(hand) == str(hand)  # the text diagram is unchanged


def test_trick_reasons_name_led_suit_and_bowers() -> None:
    assert "J♦ is the left bower: it counts as a heart, not a diamond" in trick_reason(
        parse_cards("AD JD"), Suit.HEARTS)
    assert "did not follow clubs" in trick_reason(parse_cards("9C AS"), Suit.HEARTS)
    assert "highest club is the 9♣" in trick_reason(parse_cards("9C AS"), Suit.HEARTS)
    both = trick_reason(parse_cards("AH JH JD"), Suit.HEARTS)
    assert "Trumps played: J♥, J♦, A♥" in both and "the J♥ is highest" in both


def test_deal_animation_frames_follow_the_engines_packets() -> None:
    hand = new_hand("standard", seed=8)
    moves = animation.deal_moves(hand.deal, hand.rules)
    assert [(m.seat, m.cards) for m in moves] == [(s, tuple(c)) for s, c in hand.deal.packets(hand.rules)]
    frames = animation.deal_frames(hand.deal, hand.rules, steps=4)
    assert len(frames) == 4 * len(moves) + 1 and len(frames[-1][0]) == 20 and frames[-1][1] == ()
    resort = animation.resort_frames(hand.deal.hands, hand.rules, None, Suit.HEARTS, steps=5)
    assert len(resort) == 6 and all(len(f) == 20 for f in resort)
    assert resort[0] != resort[-1] or all(len(set(h)) <= 1 for h in hand.deal.hands)
    assert isinstance(animation.dealt_picture(hand.deal, hand.rules, Suit.SPADES), Picture)


def test_styles_by_name() -> None:
    assert get_style("Projector").scale == 2 and get_style("color-blind").colour_blind
    with pytest.raises(ValueError, match="no style called"):
        get_style("neon")
    assert any(isinstance(s, Text) for s in table_picture(new_hand("standard", seed=1).table_view()).shapes)


def test_render_imports_no_widgets() -> None:
    code = ("import sys, euchre_teach.render.svg, euchre_teach.render.animation;"
            "bad = [m for m in ('ipywidgets', 'IPython', 'ipycanvas') if m in sys.modules];"
            "print(','.join(bad))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


# -- contrast: every text of every picture against what it is drawn on, in every style ----------


def _rgba(colour: str) -> tuple[float, float, float, float]:
    """'#rrggbb' or 'rgba(r,g,b,a)' as 0–255 channels and an alpha."""
    if colour.startswith("#"):
        return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16), 1.0
    r, g, b, a = (float(part) for part in colour[colour.index("(") + 1:-1].split(","))
    return r, g, b, a


def _over(top: str, bottom: tuple[float, float, float], opacity: float = 1.0) -> tuple[float, float, float]:
    """``top`` painted over ``bottom`` with its alpha times ``opacity``."""
    r, g, b, a = _rgba(top)
    a *= opacity
    return r * a + bottom[0] * (1 - a), g * a + bottom[1] * (1 - a), b * a + bottom[2] * (1 - a)


def _luminance(rgb: tuple[float, float, float]) -> float:
    def channel(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2])


def contrast(a: tuple[float, float, float], b: tuple[float, float, float]) -> float:
    """WCAG's contrast ratio of two colours."""
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def _flat(shapes: tuple) -> list:
    return [part for s in shapes for part in (_flat(s.shapes) if isinstance(s, Group) else [s])]


def _covers(shape: object, x: float, y: float) -> bool:
    if isinstance(shape, Rect):
        return shape.fill != "none" and shape.x <= x <= shape.x + shape.w and shape.y <= y <= shape.y + shape.h
    inside = isinstance(shape, Circle) and (x - shape.cx) ** 2 + (y - shape.cy) ** 2 <= shape.r ** 2
    return inside and shape.fill != "none"


def text_contrasts(picture: Picture) -> list[tuple[str, float, float]]:
    """Each text of ``picture`` (on a white page) with its contrast against the fills painted under its
    middle, and its size: (text, ratio, size)."""
    shapes = _flat(picture.shapes)
    found = []
    for i, text in enumerate(shapes):
        if not isinstance(text, Text):
            continue
        shift = {"start": 0.3, "middle": 0.0, "end": -0.3}[text.anchor] * text.size * max(len(text.text), 1)
        x, y = text.x + shift, text.y - 0.35 * text.size
        back: tuple[float, float, float] = (255.0, 255.0, 255.0)
        for under in shapes[:i]:
            if _covers(under, x, y):
                back = _over(under.fill, back, under.opacity if isinstance(under, Rect) else 1.0)
        found.append((text.text, contrast(_over(text.fill, back), back), text.size))
    return found


def _pictures(style_name: str) -> list[Picture]:
    """A picture of every kind the renderer draws, at every step of hands in several variants."""
    from euchre_teach.analysis.equity import win_chance  # noqa: F401 (the heat map reads it)
    from euchre_teach.render import heatmap
    from euchre_teach.render import pictures as P

    style = get_style(style_name)
    found = [heatmap.equity_picture(find_variant("standard")), P.seating_picture(find_variant("standard"), style)]
    for preset, seed in (("standard", 21), ("finnish", 5), ("british", 8), ("cutthroat", 3)):
        rules = find_variant(preset)
        record = Record.of(play_out(new_hand(rules, seed=seed)))
        found.append(P.pack_picture(rules, style))
        for step in range(len(record) + 1):
            state = record.at(step)
            found.append(P.table_picture(state.view(0), style, hints=True))
            found.append(P.table_picture(state.table_view(), style, result="a result"))
            found.append(P.hand_picture(state.hand(0), state.trump, rules, style, label="Your hand",
                                        marks={c: "legal" for c in state.hand(0)[:1]}))
            for trick in state.tricks[-1:]:
                found.append(P.trick_picture(trick, state.trump, rules, style))
    return found


@pytest.mark.parametrize("style", STYLES)
def test_every_text_of_every_picture_has_enough_contrast_in_every_style(style: str) -> None:
    """WCAG AA for the pictures' text (axe cannot see SVG text): 4.5:1, or 3:1 for text of 18.7 px bold and up
    (only where the smallest the picture may be drawn at still makes it that large)."""
    low = set()
    for picture in _pictures(style):
        for text, ratio, size in text_contrasts(picture):
            if ratio < (3.0 if size * get_style(style).min_text / 12 >= 18.7 * 2 else 4.5):
                low.add(f"{text!r} at {ratio:.2f}:1")
    assert low == set()


def test_the_contrast_check_finds_the_colours_that_fail() -> None:
    white, felt = (255.0, 255.0, 255.0), _over("#1d6b3a", (0.0, 0.0, 0.0))
    assert round(contrast(_over("#d55e00", white), white), 2) == 3.87  # the colour-blind orange it replaced
    assert round(contrast(_over("#e0a800", felt), felt), 2) == 3.04  # the trump gold as a seat label
    gold = Picture(100, 40, (Rect(0, 0, 100, 40, fill="#1d6b3a"), Text(10, 30, "▶ South (you)", 15, "#e0a800")), "t")
    assert [round(r, 2) for _, r, _ in text_contrasts(gold)] == [3.04]


def test_a_picture_is_never_drawn_smaller_than_its_smallest_text_allows() -> None:
    table = svg.table_svg(new_hand("standard", seed=1))
    assert "min-width:534px" in table  # 800 units wide, words of 18 units: 12 px at 534 px
    projector = svg.table_svg(new_hand("standard", seed=1), style="projector")
    assert "min-width:max(534px, min(712px, 100%))" in projector  # 16 px where the column allows, 12 px at least
    lower = svg.within(table, "24vh")
    assert "calc((24vh) * 1.1869)" in lower and "min-width:534px" in lower
    assert svg.smallest_text(table_picture(new_hand("standard", seed=1).view(0)).shapes) == 18
    assert "min-width:0px" in svg.back_svg()  # no text: it may shrink as far as its column


def test_a_table_with_the_joker_reads_at_12_px_in_a_zoomed_laptops_column() -> None:
    """The joker's words are the table's smallest print: a table holding it must still fit the notebook column of
    1280×800 zoomed to 150% (about 680 px) at 12 px text, or it runs past the column's edge."""
    import re

    from euchre_teach import new_hand
    from euchre_teach.render.svg import table_svg

    hand = new_hand("1868", seed=next(s for s in range(200) if any(
        c.is_joker for h in new_hand("1868", seed=s).deal.hands for c in h)))
    least = re.search(r"min-width:(\d+)px", table_svg(hand))
    assert least is not None and int(least.group(1)) <= 670


def _boxes_of(layout_players: int, bottom_seat: int | None) -> list[tuple[str, tuple[float, float, float, float]]]:
    """A narrow table's hands (six cards: a dealer who picked up), each with room for its label above, and
    every seat's trick card: what must not overlap."""
    layout = table_layout(layout_players, bottom_seat, narrow=True)
    boxes = []
    for spot in layout.seats:
        cards = spot.hand_positions(6)
        x0, y0 = cards[0]
        x1, y1 = cards[-1]
        boxes.append((f"hand {spot.seat}", (x0, y0 - 24, x1 + CARD_W, y1 + CARD_H)))
        boxes.append((f"trick card {spot.seat}", (spot.trick_x, spot.trick_y, spot.trick_x + CARD_W,
                                                  spot.trick_y + CARD_H)))
    return boxes


@pytest.mark.parametrize("players", range(MIN_SEATS, NARROW_MOST + 1))
def test_a_narrow_table_has_no_overlapping_hands_or_trick_cards(players: int) -> None:
    for bottom_seat in (None, *range(players)):
        layout = table_layout(players, bottom_seat, narrow=True)
        boxes = _boxes_of(players, bottom_seat)
        for name, (x0, y0, x1, y1) in boxes:
            assert x0 >= 0 and x1 <= layout.width and layout.top <= y0 and y1 <= layout.height, name
        for i, (name_a, a) in enumerate(boxes):
            for name_b, b in boxes[i + 1:]:
                apart = a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]
                assert apart, f"{players} seats, bottom seat {bottom_seat}: {name_a} overlaps {name_b}"
    with pytest.raises(ValueError, match="room for 4 seats"):
        table_layout(NARROW_MOST + 1, narrow=True)


def test_a_narrow_table_shows_what_the_wide_one_shows_and_reads_at_12_px_on_a_phone() -> None:
    """A phone's table (about 340 px of column) holds the same cards, words and text alternative as the wide
    table, its words as large (18 units): 12 px at 334 px wide, not the wide table's 534."""
    record = Record.of(play_out(new_hand("standard", seed=8)))
    for step in range(len(record) + 1):
        state = record.at(step)
        wide, narrow = svg.table_svg(state, 2, hints=True), svg.table_svg(state, 2, hints=True, narrow=True)
        assert sorted(titles(parse(wide))) == sorted(titles(parse(narrow)))
        assert parse(wide).find(NS + "desc").text == parse(narrow).find(NS + "desc").text  # type: ignore[union-attr]
        assert 'viewBox="0 0 500 ' in narrow and "min-width:334px" in narrow
        assert words_drawn(narrow) == words_drawn(wide)  # the same words, on lines of the narrow table's width


def words_drawn(picture: str) -> list[str]:
    return sorted(" ".join(t.text or "" for t in parse(picture).iter(NS + "text")).replace("·", " ").split())


def test_a_widget_table_carries_a_phones_picture_beside_the_wide_one() -> None:
    from euchre_teach.widgets.base import table_html

    hand = new_hand("standard", seed=2)
    both = table_html(hand, 0, get_style("classic"))
    assert both.startswith('<div class="euchre-wide-table"><svg') and '<div class="euchre-narrow-table"><svg' in both
    assert both.count("<svg") == 2
    assert table_html(hand, 0, get_style("projector")).startswith("<svg")  # the presenter: a projector's screen
    six = new_hand(find_variant("call-ace 6"), seed=2)
    assert table_html(six, 0, get_style("classic")).startswith("<svg")  # six seats: the wide table only
