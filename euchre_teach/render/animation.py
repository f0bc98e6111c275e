"""Frames for the canvas animations: a deal in its packets (3-2), hands re-sorting when trump changes.

Pure functions over the table geometry: each frame is a tuple of shapes for the moving
layer, drawn over a background and the cards that have landed. The canvas widget only
plays them; the SVG fallback shows the last picture.

>>> from euchre_teach import new_hand
>>> hand = new_hand("standard", seed=4)
>>> moves = deal_moves(hand.deal, hand.rules)
>>> len(moves), [len(m.cards) for m in moves[:5]]  # 3-2: four packets of 3, then four of 2
(8, [3, 3, 3, 3, 2])
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from euchre_teach.cards import Card, Suit
from euchre_teach.deal import Deal
from euchre_teach.i18n import say, say_in
from euchre_teach.ranking import sort_hand
from euchre_teach.render.geometry import CARD_W, TABLE_H, TABLE_W, TableLayout, lerp, table_layout
from euchre_teach.render.pictures import TABLE_TEXT, Picture, card_group
from euchre_teach.render.shapes import Rect, Shape, Text
from euchre_teach.render.style import CLASSIC, Style
from euchre_teach.rules import Rules

Frame = tuple[Shape, ...]


@dataclass(frozen=True, slots=True)
class PacketMove:
    """One packet of the deal: which seat gets which cards, into which slots of its hand."""

    seat: int
    cards: tuple[Card, ...]
    first_slot: int


def deal_moves(deal: Deal, rules: Rules) -> list[PacketMove]:
    """The packets in dealing order (from the engine's :meth:`Deal.packets`), with hand slots."""
    dealt = [0] * rules.players
    moves = []
    for seat, cards in deal.packets(rules):
        moves.append(PacketMove(seat, tuple(cards), dealt[seat]))
        dealt[seat] += len(cards)
    return moves


def background(rules: Rules, deal: Deal, style: Style = CLASSIC, layout: TableLayout | None = None) -> Frame:
    """The felt and each seat's name (the dealer marked)."""
    layout = layout or table_layout(rules.players)
    shapes: list[Shape] = [Rect(2, 2, TABLE_W - 4, TABLE_H - 4, 40, fill=style.felt, stroke="#0f3d21", width=4)]
    for spot in layout.seats:
        name = rules.seat_name(spot.seat)
        if spot.seat == deal.dealer:
            name = " · ".join((name, say_in("seat tag", "dealer")))
        shapes.append(Text(spot.cx, spot.hand_top - 9, name, TABLE_TEXT, style.felt_text, bold=True, anchor="middle"))
    return tuple(shapes)


def hands_frame(hands: Sequence[Sequence[Card]], rules: Rules, trump: Suit | None, style: Style = CLASSIC,
                layout: TableLayout | None = None, *, face_up: bool = True) -> Frame:
    """Every seat's cards at rest (face up with their roles under ``trump``, or face down)."""
    layout = layout or table_layout(rules.players)
    shapes: list[Shape] = []
    for spot, cards in zip(layout.seats, hands, strict=True):
        for card, (x, y) in zip(cards, spot.hand_positions(len(cards)), strict=True):
            shapes.append(card_group(card if face_up else None, x, y, style, trump=trump, rules=rules))
    return tuple(shapes)


def deal_frames(deal: Deal, rules: Rules, style: Style = CLASSIC, steps: int = 6) -> list[tuple[Frame, Frame]]:
    """For each animation step: (cards landed so far, the packet in flight), all face down.

    Packets fly from the dealer's seat to their slots in the receiving hand.
    """
    layout = table_layout(rules.players)
    dealer = layout.seats[deal.dealer]
    start = (dealer.cx - CARD_W / 2, dealer.hand_top)
    hand_size = rules.hand_size
    landed: list[Shape] = []
    out: list[tuple[Frame, Frame]] = []
    for move in deal_moves(deal, rules):
        slots = layout.seats[move.seat].hand_positions(hand_size)
        targets = slots[move.first_slot:move.first_slot + len(move.cards)]
        for step in range(1, steps + 1):
            flying = []
            for i, end in enumerate(targets):
                x, y = lerp((start[0] + 3 * i, start[1]), end, step / steps)
                flying.append(card_group(None, x, y, style))
            out.append((tuple(landed), tuple(flying)))
        landed += [card_group(None, x, y, style) for x, y in targets]
    out.append((tuple(landed), ()))
    return out


def resort_frames(hands: Sequence[Sequence[Card]], rules: Rules, old: Suit | None, new: Suit | None,
                  style: Style = CLASSIC, steps: int = 10) -> list[Frame]:
    """Every hand moving from its order under trump ``old`` to its order under ``new`` (R2–R4).

    The cards show their roles under the new trump, so the left bower is seen joining it.
    """
    layout = table_layout(rules.players)
    paths: list[tuple[Card, tuple[float, float], tuple[float, float]]] = []
    for spot, cards in zip(layout.seats, hands, strict=True):
        before = sort_hand(cards, old, rules)
        after = sort_hand(cards, new, rules)
        slots = spot.hand_positions(len(cards))
        for card in cards:
            paths.append((card, slots[before.index(card)], slots[after.index(card)]))
    frames: list[tuple[Shape, ...]] = []
    for step in range(steps + 1):
        frame: list[Shape] = []
        for card, a, b in paths:
            x, y = lerp(a, b, step / steps)
            lift = 18 * (1 - abs(2 * step / steps - 1)) if a != b else 0.0
            frame.append(card_group(card, x, y - lift, style, trump=new, rules=rules))
        frames.append(tuple(frame))
    return frames


def dealt_picture(deal: Deal, rules: Rules, trump: Suit | None = None, style: Style = CLASSIC) -> Picture:
    """The table after the deal, hands sorted under ``trump``, the upcard on the kitty: the SVG fallback."""
    layout = table_layout(rules.players)
    hands = [sort_hand(h, trump, rules) for h in deal.hands]
    kx, ky = layout.kitty
    shapes = (*background(rules, deal, style, layout), *hands_frame(hands, rules, trump, style, layout),
              card_group(deal.upcard, kx, ky, style, trump=trump, rules=rules))
    upcard = say("upcard {card}", card=deal.upcard) if deal.upcard is not None else say("the widow face down")
    # Translators: a picture's title; {upcard} is "upcard J♦" or "the widow face down".
    title = (say("The deal, every hand sorted with {suit} as trump; {upcard}", suit=trump.said, upcard=upcard)
             if trump is not None else say("The deal, every hand sorted by suit, before trump is known; {upcard}",
                                           upcard=upcard))
    return Picture(TABLE_W, TABLE_H, shapes, title)
