"""Pictures of cards, hands, tricks, rank orders and tables, as shape lists with text alternatives.

A :class:`Picture` is what both views draw: :func:`euchre_teach.render.svg.to_svg` writes it
as SVG, and the canvas widgets replay its shapes. Every fact shown (roles, trump, who acts,
what is legal) is read from the engine: a :class:`~euchre_teach.views.SeatView`, the ranking
functions and the rules.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from euchre_teach.actions import Kind
from euchre_teach.cards import Card, Suit
from euchre_teach.i18n import mark_in, say, say_in, say_plural
from euchre_teach.narration import order_up_said
from euchre_teach.ranking import card_role, effective_suit
from euchre_teach.render.explain import card_text, cards_text
from euchre_teach.render.geometry import CARD_H, CARD_W, TABLE_H, TABLE_W, TableLayout, table_layout
from euchre_teach.render.shapes import Group, Rect, Shape, Text, back_shapes, card_shapes, pip
from euchre_teach.render.style import CLASSIC, Style
from euchre_teach.rules import STANDARD, Partnership, Rules
from euchre_teach.table import Phase, Trick
from euchre_teach.views import SeatView

#: Height of the status band under the table.
STATUS_H = 74
_SPREAD = 74
#: Width of one character of a 16 px bold label, a little over DejaVu Sans Bold's average.
_LABEL_CHAR = 10.5
#: The size of the table's words (seats, trump, status): with the cards' own, the smallest text of a
#: table, so the size that decides how far a table may shrink on a page (see ``render.svg.fit``).
TABLE_TEXT = 18


@dataclass(frozen=True)
class Picture:
    """Shapes in base units, the picture's size, and its text alternative."""

    width: float
    height: float
    shapes: tuple[Shape, ...]
    title: str
    desc: str = ""


def card_group(
    card: Card | None,
    x: float,
    y: float,
    style: Style = CLASSIC,
    *,
    trump: Suit | None = None,
    rules: Rules = STANDARD,
    mark: str | None = None,
    dim: bool = False,
) -> Group:
    """One card (``None``: a card back) with its role and trump border read from the ranking."""
    if card is None:
        return Group(say("a card face down"), tuple(back_shapes(x, y, style, dim=dim)))
    role = card_role(card, trump, rules)
    is_trump = trump is not None and effective_suit(card, trump, rules) == trump
    title = card_text(card, trump, rules)
    return Group(title, tuple(card_shapes(card, x, y, style, role=role, trump=is_trump, dim=dim, mark=mark)))


def card_picture(card: Card | None, trump: Suit | None = None, rules: Rules = STANDARD,
                 style: Style = CLASSIC, *, mark: str | None = None) -> Picture:
    """A single card, or its back."""
    group = card_group(card, 6, 6, style, trump=trump, rules=rules, mark=mark)
    return Picture(CARD_W + 12, CARD_H + 12, (group,), group.title)


def hand_picture(cards: Sequence[Card], trump: Suit | None = None, rules: Rules = STANDARD,
                 style: Style = CLASSIC, *, label: str = "", dim: Sequence[Card] = (),
                 marks: Mapping[Card, str] | None = None) -> Picture:
    """Cards side by side, with an optional label above them."""
    marks = marks or {}
    width = 16 + max(len(cards), 1) * _SPREAD - (_SPREAD - CARD_W)
    # A long label wraps to the cards' width (at least 30 characters) instead of running off the picture.
    lines = _wrap(label, max(30, int((width - 16) / _LABEL_CHAR))) if label else []
    top = 10 + 21 * len(lines) if lines else 8
    shapes: list[Shape] = [Text(8, 22 + 21 * i, line, 16, style.black, bold=True) for i, line in enumerate(lines)]
    for i, card in enumerate(cards):
        shapes.append(card_group(card, 8 + i * _SPREAD, top, style, trump=trump, rules=rules,
                                 mark=marks.get(card), dim=card in dim))
    widest = max((len(line) for line in lines), default=0)
    title = say("{label}: {cards}", label=label, cards=cards_text(cards, trump, rules)) if label else cards_text(
        cards, trump, rules)
    return Picture(max(width, 16 + _LABEL_CHAR * widest), top + CARD_H + 8, tuple(shapes), title)


def rows_picture(rows: Sequence[tuple[str, Sequence[Card]]], trump: Suit | None = None,
                 rules: Rules = STANDARD, style: Style = CLASSIC, *, title: str = "",
                 marks: Mapping[Card, str] | None = None, label_width: float = 150) -> Picture:
    """Labelled rows of cards, e.g. each suit in rank order under one trump."""
    marks = marks or {}
    shapes: list[Shape] = []
    row_h = CARD_H + 20
    widest = max((len(cards) for _, cards in rows), default=1)
    # a long row (a 32-card pack's trumps) overlaps its cards, corners showing, so that the picture stays
    # narrow enough to read at 12 px in a zoomed notebook's column
    step = _SPREAD if widest <= 7 else 60
    for r, (label, cards) in enumerate(rows):
        y = 10 + r * row_h
        for line, part in enumerate(label.split("\n")):
            shapes.append(Text(8, y + 30 + line * 20, part, 15, style.black, bold=line == 0))
        for i, card in enumerate(cards):
            shapes.append(card_group(card, label_width + i * step, y, style, trump=trump, rules=rules,
                                     mark=marks.get(card)))
    desc = " ".join(say("{label}: {cards}.", label=label.replace("\n", " "), cards=cards_text(cards, trump, rules))
                    for label, cards in rows)
    width = label_width + (widest - 1) * step + CARD_W + 14
    return Picture(width, 10 + len(rows) * row_h, tuple(shapes), title or desc, desc)


def _seat_name(rules: Rules | None, seat: int) -> str:
    rules = rules or STANDARD
    if seat < len(rules.seat_names):
        return rules.seat_name(seat)
    return f"Seat {seat}"


def trick_picture(trick: Trick, trump: Suit | None = None, rules: Rules | None = None,
                  style: Style = CLASSIC) -> Picture:
    """A trick's cards in the order played, each with its seat; the winner ringed."""
    shapes: list[Shape] = []
    words = []
    for i, (seat, card) in enumerate(trick.plays):
        x = 8 + i * (_SPREAD + 16)
        won = trick.winner == seat
        shapes.append(card_group(card, x + 8, 12, style, trump=trump, rules=rules or STANDARD,
                                 mark="winner" if won else None))
        name = _seat_name(rules, seat)
        tag = say_in("trick", "led") if i == 0 else (say_in("trick", "wins") if won else "")
        shapes.append(Text(x + 8 + CARD_W / 2, CARD_H + 36, name, 16, style.black, bold=won, anchor="middle"))
        if tag:
            shapes.append(Text(x + 8 + CARD_W / 2, CARD_H + 56, tag, 15, style.black, anchor="middle"))
        # Translators: one card of a trick in a picture's text: a seat's name and the card ("North J♦, left bower").
        words.append(say("{seat} {card}", seat=name, card=card_text(card, trump, rules or STANDARD)))
    plays = "; ".join(words)
    title = (say("Trick {number}: {plays}", number=trick.number, plays=plays) if trick.winner is None else
             say("Trick {number}: {plays}, won by {seat}", number=trick.number, plays=plays,
                 seat=_seat_name(rules, trick.winner)))
    width = 16 + max(len(trick.plays), 1) * (_SPREAD + 16)
    return Picture(width, CARD_H + 66, tuple(shapes), title)


# -- the table --------------------------------------------------------------------------


def _wrap(text: str, limit: int) -> list[str]:
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= limit:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def _seat_tags(view: SeatView, seat: int) -> list[str]:
    """The short words by a seat's name on the table: its role this hand, and the tricks it has won."""
    tags = []
    if seat == view.dealer:
        tags.append(say_in("seat tag", "dealer"))
    if seat == view.maker:
        tags.append(say_in("seat tag", "maker, alone") if view.alone else say_in("seat tag", "maker"))
    called = view.rules.partnership is Partnership.CALLED
    if called and view.partner is not None and seat == view.partner and seat != view.maker:
        tags.append(say_in("seat tag", "partner"))
    if seat == view.lone_defender:
        tags.append(say_in("seat tag", "defends alone"))
    if seat in view.sitting_out:
        tags.append(say_in("seat tag", "sits out"))
    if view.tricks or view.current_trick is not None:
        won = view.tricks_won[seat]
        tags.append(say_plural("{count} trick", "{count} tricks", won))
    return tags


def _legal_cards(view: SeatView) -> set[Card]:
    return {a.card for a in view.legal if a.kind in (Kind.PLAY, Kind.DISCARD) and a.card is not None}


def _seat_shapes(view: SeatView, layout: TableLayout, seat: int, style: Style, hints: bool) -> list[Shape]:
    rules = view.rules
    spot = layout.seats[seat]
    name = say("{seat} (you)", seat=rules.seat_name(seat)) if view.seat == seat else rules.seat_name(seat)
    acting = view.to_act == seat
    label = " · ".join([("▶ " if acting else "") + name, *_seat_tags(view, seat)])
    lines = [label]
    if 0.64 * TABLE_TEXT * len(label) > spot.max_width + 20:  # wider than the hand: the tags go on a line of their own
        lines = [("▶ " if acting else "") + name, " · ".join(_seat_tags(view, seat))]
    cards = view.hands[seat]
    out_of_play = seat in view.sitting_out
    legal = _legal_cards(view) if hints and acting else set()
    lift = 12 if legal else 0  # legal cards are raised 10 and ringed: the label stays clear of them
    out: list[Shape] = []
    for i, line in enumerate(lines):
        half = 0.32 * TABLE_TEXT * len(line)  # about half the line's width in bold
        x = min(max(spot.cx, half + 14), layout.width - half - 14)
        y = spot.hand_top - 9 - lift - 20 * (len(lines) - 1 - i)
        out.append(Text(x, y, line, TABLE_TEXT, style.acting if acting else style.felt_text, bold=True,
                        anchor="middle"))
    if cards is None or (not cards and view.hand_sizes[seat]):
        for x, y in spot.hand_positions(view.hand_sizes[seat]):
            out.append(card_group(None, x, y, style, dim=out_of_play))
        return out
    for card, (x, y) in zip(cards, spot.hand_positions(len(cards)), strict=True):
        if out_of_play:
            out.append(card_group(None, x, y, style, dim=True))
            continue
        raised = card in legal
        out.append(card_group(card, x, y - (10 if raised else 0), style, trump=view.trump, rules=rules,
                              mark="legal" if raised else None))
    return out


def _centre_shapes(view: SeatView, layout: TableLayout, style: Style) -> list[Shape]:
    rules = view.rules
    kx, ky = layout.kitty
    thrown_in = view.phase is Phase.OVER and view.maker is None
    if view.phase.is_bidding or thrown_in:
        out: list[Shape] = [card_group(None, kx + 8, ky + 6, style), card_group(None, kx + 4, ky + 3, style)]
        if view.upcard is None:
            out.append(card_group(None, kx, ky, style))
            caption = say_in("table", "widow")
        else:
            face_up = view.phase in (Phase.BEFORE_BIDDING, Phase.ROUND_1, Phase.DEALER_NAMES)
            out.append(card_group(view.upcard if face_up else None, kx, ky, style, rules=rules))
            caption = say_in("table", "upcard") if face_up else say("{card} turned down", card=view.upcard)
        out.append(Text(kx + CARD_W / 2, ky + CARD_H + 26, caption, TABLE_TEXT, style.felt_text, bold=True,
                        anchor="middle"))
        return out
    trick = view.current_trick or (view.tricks[-1] if view.tricks else None)
    if trick is None:
        return []
    out = []
    for seat, card in trick.plays:
        spot = layout.seats[seat]
        mark = "winner" if trick.winner == seat else None
        out.append(card_group(card, spot.trick_x, spot.trick_y, style, trump=view.trump, rules=rules, mark=mark))
    return out


def _info_shapes(view: SeatView, style: Style) -> list[Shape]:
    rules = view.rules
    names = rules.said_names
    size, felt = TABLE_TEXT, style.felt_text
    lines: list[Shape] = [Text(16, 27, say("Dealer: {seat}", seat=names[view.dealer]), size, felt, bold=True)]
    if view.trump is None:
        lines.append(Text(16, 51, say("Trump: not chosen yet"), size, felt))
        return lines
    # Translators: a label, followed on the table by the trump suit's symbol and name.
    label = say("Trump:")
    lines.append(Text(16, 51, label, size, felt, bold=True))
    left = max(95.0, 24 + 0.6 * size * len(label))  # the pip after the label, however long the language's word
    lines.append(Rect(left, 35, 21, 21, 3, fill="#ffffff"))
    lines.append(pip(view.trump, left + 2, 37, 17, style))
    lines.append(Text(left + 27, 51, view.trump.said, size, felt, bold=True))
    # Translators: {side} is the seats of the side that chose trump, "North–South".
    lines.append(Text(16, 75, say("Makers: {side}", side="–".join(names[s] for s in view.makers)), size, felt))
    if view.alone:  # its own line: the corner must stay clear of the top seat's cards
        lines.append(Text(16, 99, say("playing alone"), size, felt))
    return lines


# Translators: the first line of the table's status: the step of the hand and whose turn it is ({seat}: a seat's
# name, {number}: the trick being played).
_TO_ACT = {
    Phase.BEFORE_BIDDING: mark_in("status", "Before bidding: {seat} to act"),
    Phase.ROUND_1: mark_in("status", "Round 1: {seat} to act"),
    Phase.ROUND_2: mark_in("status", "Round 2: {seat} to act"),
    Phase.DEALER_NAMES: mark_in("status", "Dealer names trump: {seat} to act"),
    Phase.AUCTION: mark_in("status", "Auction: {seat} to act"),
    Phase.DISCARD: mark_in("status", "Discard: {seat} to act"),
    Phase.CALLING_FOR_BEST: mark_in("status", "Calling for best: {seat} to act"),
    Phase.PARTNER: mark_in("status", "Calling a partner: {seat} to act"),
    Phase.DEFENDING: mark_in("status", "Defending alone: {seat} to act"),
    Phase.PLAY: mark_in("status", "Play, trick {number}: {seat} to act"),
}


def _status_lines(view: SeatView, result: str | None) -> list[str]:
    """What the status box says, a sentence a line (the table wraps them to its width)."""
    names = view.rules.said_names
    if view.phase is Phase.OVER:
        first = say("Hand over: {result}", result=result) if result else say("Hand over")
    else:
        to_act = view.to_act
        assert to_act is not None, "until the hand is over a seat is to act (HandState.current_player)"
        first = say_in("status", _TO_ACT[view.phase], seat=names[to_act], number=len(view.tricks) + 1)
    lines = [first]
    if view.current_trick is None and view.tricks and not view.phase.is_before_play:
        last = view.tricks[-1]
        lines.insert(1, say("Trick {number} won by {seat}", number=last.number, seat=names[last.taken_by]))
    if view.history:
        seat, action = view.history[-1]
        said = (say("discards a card face down") if action is None else
                order_up_said(view.rules, seat, view.dealer, action.alone) if action.kind is Kind.ORDER_UP else
                action.said)
        # Translators: {seat} is a seat's name, {action} what it did ("play J♦", "order it up", "pass").
        lines.append(say("Last action: {seat}: {action}", seat=names[seat], action=said))
    return lines


def table_picture(view: SeatView, style: Style = CLASSIC, *, bottom_seat: int | None = None,
                  hints: bool = False, result: str | None = None, narrow: bool = False) -> Picture:
    """The whole table for one seat's view (or the teacher's): seats, hands, kitty or trick, status.

    ``bottom_seat`` turns the table so that seat sits at the bottom (a learner's seat);
    ``hints`` raises and rings the acting seat's legal cards; ``result`` is the text shown
    once the hand is over (a view does not carry the score). A ``narrow`` table is a phone's
    (:func:`~euchre_teach.render.geometry.table_layout`), its text as large as the wide table's.
    """
    rules = view.rules
    layout = table_layout(rules.players, view.seat if bottom_seat is None and view.seat is not None else bottom_seat,
                          narrow=narrow)
    width, height = layout.width, layout.height
    shapes: list[Shape] = [Rect(2, 2, width - 4, height - 4, 40, fill=style.felt, stroke="#0f3d21", width=4)]
    shapes += _info_shapes(view, style)
    shapes += _centre_shapes(view, layout, style)
    for seat in range(rules.players):
        shapes += _seat_shapes(view, layout, seat, style, hints)
    # a narrow table wraps the status to its width and grows to hold it; the wide one keeps three lines
    said = _status_lines(view, result)
    status = [part for line in said for part in _wrap(line, round(70 * width / TABLE_W))][:4 if narrow else 3]
    status_height = max(STATUS_H, 32 + 21 * len(status)) if narrow else STATUS_H
    shapes.append(Rect(2, height + 2, width - 4, status_height - 4, 8, fill="#f4f1e8", stroke="#bbbbbb"))
    for i, line in enumerate(status):
        shapes.append(Text(16, height + 23 + i * 21, line, TABLE_TEXT, style.black, bold=i == 0))
    title, described = _table_words(view, said[0])
    return Picture(width, height + status_height, tuple(shapes), title, described)


def _table_words(view: SeatView, status: str) -> tuple[str, str]:
    """The table's text alternative: its title (whose view, dealer, upcard, trump, the status sentence and the
    trick in the middle) and its description (each seat's cards as that view shows them, and the trick)."""
    rules = view.rules
    names = rules.said_names
    trump = say("{suit} are trump", suit=view.trump.said) if view.trump is not None else say("trump not chosen yet")
    upcard = say("upcard {card}", card=view.upcard) if view.upcard is not None else say("no upcard")
    # Translators: a picture's title; {upcard} is "upcard J♦" or "no upcard", {trump} "hearts are trump" or "trump
    # not chosen yet", {status} the status line ("Round 1: North to act").
    title = (say("Euchre table, teacher view: dealer {dealer}, {upcard}, {trump}. {status}", dealer=names[view.dealer],
                 upcard=upcard, trump=trump, status=status) if view.seat is None else
             say("Euchre table, {seat}'s view: dealer {dealer}, {upcard}, {trump}. {status}", seat=names[view.seat],
                 dealer=names[view.dealer], upcard=upcard, trump=trump, status=status))
    if view.current_trick is not None and view.current_trick.plays:  # what a sighted learner sees in the middle
        title = say("{title}. {trick}", title=title, trick=trick_picture(view.current_trick, view.trump, rules).title)
    seats = []
    for seat in range(rules.players):
        cards = view.hands[seat]
        held = (say_plural("{count} card face down", "{count} cards face down", view.hand_sizes[seat])
                if cards is None or (not cards and view.hand_sizes[seat]) else cards_text(cards, view.trump, rules))
        seats.append(say("{seat}: {cards}.", seat=names[seat], cards=held))
    trick = view.current_trick or (view.tricks[-1] if view.tricks else None)
    if trick is not None:
        seats.append(say("{trick}.", trick=trick_picture(trick, view.trump, rules).title))
    return title, " ".join(seats)


def seating_picture(rules: Rules, style: Style = CLASSIC) -> Picture:
    """Who sits where for these rules: the seat names round the table, play passing left."""
    layout = table_layout(rules.players)
    shapes: list[Shape] = [Rect(2, 2, TABLE_W - 4, TABLE_H - 4, 40, fill=style.felt, stroke="#0f3d21", width=4)]
    for spot in layout.seats:
        name = rules.seat_name(spot.seat)
        shapes.append(Rect(spot.cx - 80, spot.cy - 24, 160, 48, 10, fill="#ffffff", stroke=style.black))
        shapes.append(Text(spot.cx, spot.cy + 7, f"{spot.seat + 1}. {name}", 18, style.black, bold=True,
                           anchor="middle"))
    cx, cy = layout.centre
    shapes.append(Text(cx, cy, say("play passes to the left"), 16, style.felt_text, anchor="middle"))
    shapes.append(Text(cx, cy + 22, say("(clockwise)"), 16, style.felt_text, anchor="middle"))
    names = ", ".join(rules.said_names)
    return Picture(TABLE_W, TABLE_H, tuple(shapes), say_plural(
        "Seating for {count} player, clockwise: {names}; play passes to the left",
        "Seating for {count} players, clockwise: {names}; play passes to the left", rules.players, names=names))


def score_sheet_picture(sides: Sequence[str], lines: Sequence[tuple[str, Sequence[int]]], title: str,
                        style: Style = CLASSIC) -> Picture:
    """A score sheet: a column for each side, a row for each hand (what happened, the running scores)."""
    label_w, side_w, row_h = 430.0, 130.0, 26.0
    width = label_w + side_w * len(sides) + 20
    height = row_h * (len(lines) + 2) + 10
    shapes: list[Shape] = [Rect(2, 2, width - 4, height - 4, 8, fill="#ffffff", stroke=style.black)]
    shapes.append(Text(12, row_h, say_in("score sheet", "Hand"), 15, style.black, bold=True))
    for i, side in enumerate(sides):
        shapes.append(Text(label_w + side_w * (i + 0.5), row_h, side, 15, style.black, bold=True, anchor="middle"))
    for row, (label, scores) in enumerate(lines, start=2):
        y = row_h * row
        shapes.append(Text(12, y, label, 15, style.black))
        for i, score in enumerate(scores):
            shapes.append(Text(label_w + side_w * (i + 0.5), y, str(score), 15, style.black, anchor="middle"))
    return Picture(width, height, tuple(shapes), title)


def pack_picture(rules: Rules, style: Style = CLASSIC) -> Picture:
    """Every card of the pack, one row per suit, the best bower (if any) in its own row."""
    rows: list[tuple[str, Sequence[Card]]] = []
    for suit in (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS):
        cards = sorted((c for c in rules.pack if c.suit == suit and c != rules.best_bower), key=lambda c: -c.rank)
        rows.append((suit.said.capitalize(), cards))
    if rules.best_bower is not None:
        rows.append((say("Best bower"), [rules.best_bower]))
    said = " ".join(say("{label}: {cards}.", label=label, cards=cards_text(cards, None, rules))
                    for label, cards in rows)
    return rows_picture(rows, None, rules, style, title=say_plural("The {count}-card pack: {rows}",
                                                                   "The {count}-card pack: {rows}", rules.pack_cards,
                                                                   rows=said))


__all__ = [
    "Picture",
    "card_group",
    "card_picture",
    "hand_picture",
    "pack_picture",
    "rows_picture",
    "score_sheet_picture",
    "seating_picture",
    "table_picture",
    "trick_picture",
]
