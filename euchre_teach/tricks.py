"""Playing a card to a trick, on bitmasks: following suit (R18), taking the trick (R19), counting tricks.

The one home of the play's rules for the hand (:mod:`euchre_teach.state`), the plain minimax and
the double-dummy solver. A hand is a bitmask of cards; a suit is the mask of its cards, in the
effective suits of :func:`euchre_teach.ranking.tables` (the left bower is a trump).

Cards are numbered two ways. The engine uses card ids, and a card's strength in a trick comes
from the tables (``strength[trump][led][card]``: trumps above the led suit, other cards 0). The
solver renumbers the pack for each trump (:class:`Layout`): each effective suit a run of bits,
weakest first, trump on top, so a card's strength is its bit, and "does this card take the trick?"
is a comparison. Both numberings are built from the same tables.

>>> from euchre_teach.rules import STANDARD
>>> from euchre_teach.cards import Card, Suit, mask_of, parse_cards
>>> tab = tables(STANDARD)
>>> hearts = int(Suit.HEARTS)
>>> led = tab.suit_mask[hearts][int(Suit.CLUBS)]  # clubs led, hearts trump
>>> playable(mask_of(parse_cards("9C AS JH")), led) == mask_of(parse_cards("9C"))
True
>>> power = tab.strength[hearts][int(Suit.CLUBS)]
>>> winning([c.id for c in parse_cards("AC JD 9H")], power)  # the left bower takes the trick
1
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from euchre_teach.ranking import Tables, tables
from euchre_teach.rules import Rules


def playable(hand: int, led: int) -> int:
    """R18: the cards of ``hand`` that may be played to a trick whose led suit's cards are ``led``
    (0 for a lead: any card): the cards of the led suit, if the hand holds one, else any card."""
    return hand & led or hand


def takes(power: Sequence[int], card: int, best: int) -> bool:
    """R19: does ``card`` (an id) take the trick from the card winning it, of strength ``best``?
    ``power`` is each card's strength in this trick (the tables' row for trump and the led suit)."""
    return power[card] > best


def winning(cards: Sequence[int], power: Sequence[int]) -> int:
    """R19: the position in ``cards`` (ids, in the order played) of the card that takes the trick."""
    best = 0
    for position, card in enumerate(cards):
        if position == 0 or takes(power, card, power[cards[best]]):
            best = position
    return best


def side_tricks(winners: Sequence[int], side: Sequence[int]) -> int:
    """The tricks a side (its seats) took, from the winner of each trick."""
    return sum(map(winners.count, side))


@dataclass(frozen=True, slots=True)
class Layout:
    """Cards renumbered for one trump: each effective suit a run of bits, weakest first, trump on top."""

    index: tuple[int, ...]  # card id -> solver bit (-1 when not in the pack)
    card: tuple[int, ...]  # solver bit -> card id
    block: tuple[int, ...]  # effective suit -> mask of solver bits
    suit: tuple[int, ...]  # solver bit -> effective suit
    above: tuple[int, ...]  # solver bit -> mask of the stronger bits of its suit
    trump_low: int  # the lowest solver bit of the trump suit
    trumps: int  # the trump suit's solver bits (the top run)

    def mask(self, card_mask: int) -> int:
        """A card-id mask in solver bits."""
        out = 0
        while card_mask:
            low = card_mask & -card_mask
            out |= 1 << self.index[low.bit_length() - 1]
            card_mask ^= low
        return out

    def led(self, bit: int) -> int:
        """The solver bits of the suit of the card led (a solver bit)."""
        return self.block[self.suit[bit]]

    def takes(self, bit: int, win: int, led: int) -> bool:
        """R19 in solver bits: does ``bit`` take a trick won so far by ``win``, led in the suit ``led``?
        A higher card of the led suit, or a higher trump (trumps are the top bits)."""
        return bit > win and (bit >= self.trump_low or bool(led >> bit & 1))

    def beaters(self, cards: int, win: int, led: int) -> int:
        """The cards of ``cards`` that would take a trick won so far by ``win``, led in the suit ``led``
        (:meth:`takes` for a whole mask: the stronger cards of the led suit and of trump)."""
        return cards & (led | self.trumps) & -(2 << win)


@cache
def _layout(tab: Tables, pack_mask: int, trump: int) -> Layout:
    pack = [c for c in range(len(tab.effective_suit[trump])) if pack_mask >> c & 1]
    suits = [s for s in range(4) if s != trump] + [trump]
    card: list[int] = []
    block = [0] * 4
    for s in suits:
        members = sorted((c for c in pack if tab.effective_suit[trump][c] == s), key=tab.strength[trump][s].__getitem__)
        block[s] = sum(1 << (len(card) + i) for i in range(len(members)))
        card += members
    index = [-1] * len(tab.effective_suit[trump])
    for bit, c in enumerate(card):
        index[c] = bit
    suit = tuple(tab.effective_suit[trump][c] for c in card)
    above = tuple(block[suit[b]] & ~((2 << b) - 1) for b in range(len(card)))
    low = (block[trump] & -block[trump]).bit_length() - 1
    return Layout(tuple(index), tuple(card), tuple(block), suit, above, low, block[trump])


def layout(rules: Rules, trump: int) -> Layout:
    """The solver's card numbering for a pack and trump."""
    return _layout(tables(rules), rules.pack_mask, trump)


__all__ = ["Layout", "layout", "playable", "side_tricks", "takes", "winning"]
