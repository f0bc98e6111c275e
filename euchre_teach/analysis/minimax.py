"""The reference: a plain exhaustive minimax over every legal card, no pruning, no tables.

It is slow on purpose and simple enough to check by eye; the fast solver in
:mod:`euchre_teach.analysis.double_dummy` is tested and benchmarked against it. It plays by the
engine's one definition of the play (:mod:`euchre_teach.tricks`, on card ids).

>>> from euchre_teach.rules import STANDARD
>>> from euchre_teach.analysis.position import Position
>>> p = Position.from_hands(STANDARD, "hearts", {0: "JH 9C", 1: "AH TC", 2: "9H AC", 3: "KC QC"},
...                         leader=0, makers=(0, 2))
>>> minimax(p), sorted(minimax_moves(p).values())
(2, [2, 2])
"""

from __future__ import annotations

from euchre_teach.analysis.position import Position
from euchre_teach.cards import ids_of_mask
from euchre_teach.ranking import tables
from euchre_teach.tricks import playable, winning


class Minimax:
    """Exhaustive search of one position; ``nodes`` counts every card played in the search."""

    def __init__(self, position: Position) -> None:
        tab = tables(position.rules)
        self.effective = tab.effective_suit[position.trump]
        self.suit_mask = tab.suit_mask[position.trump]
        self.strength = tab.strength[position.trump]
        self.position = position
        self.nodes = 0

    def value(self, hands: dict[int, int], trick: list[tuple[int, int]], seat: int) -> int:
        """The makers' tricks from here; ``trick`` is the open trick as (seat, card) pairs."""
        p = self.position
        if not hands[seat]:
            return 0
        values = [self.after(hands, trick, seat, card) for card in self.legal(hands[seat], trick)]
        return max(values) if seat in p.makers else min(values)

    def legal(self, hand: int, trick: list[tuple[int, int]]) -> tuple[int, ...]:
        """The cards of ``hand`` that may be played to ``trick`` (R18)."""
        led = self.suit_mask[self.effective[trick[0][1]]] if trick else 0
        return ids_of_mask(playable(hand, led))

    def after(self, hands: dict[int, int], trick: list[tuple[int, int]], seat: int, card: int) -> int:
        """The makers' tricks from here once ``seat`` plays ``card``."""
        self.nodes += 1
        order = self.position.order
        hands = {**hands, seat: hands[seat] & ~(1 << card)}
        trick = [*trick, (seat, card)]
        if len(trick) < len(order):
            return self.value(hands, trick, order[(order.index(seat) + 1) % len(order)])
        strength = self.strength[self.effective[trick[0][1]]]
        winner = trick[winning([card for _, card in trick], strength)][0]
        return (winner in self.position.makers) + self.value(hands, [], winner)


def _start(position: Position) -> tuple[Minimax, dict[int, int], list[tuple[int, int]]]:
    search = Minimax(position)
    order = position.order
    start = order.index(position.leader)
    trick = [(order[(start + i) % len(order)], card) for i, card in enumerate(position.trick)]
    return search, dict(position.hands), trick


def minimax(position: Position) -> int:
    """The makers' tricks from ``position`` with best play, by exhaustive search."""
    search, hands, trick = _start(position)
    return search.value(hands, trick, position.to_play)


def minimax_moves(position: Position) -> dict[int, int]:
    """The makers' tricks after each legal card of the seat to play, by exhaustive search."""
    search, hands, trick = _start(position)
    seat = position.to_play
    return {card: search.after(hands, trick, seat, card) for card in search.legal(hands[seat], trick)}
