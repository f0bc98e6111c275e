"""Double-dummy solver: the makers' tricks with best play by everyone, every hand known.

Exact alpha-beta with a transposition table at trick boundaries, equivalent cards merged
(two cards of one suit with no card still in play between them play alike) and the last
trick played out directly. It works for any number of seats in play and any split into
makers and defenders, so lone hands, three players and silent partners need nothing special.

Inside, cards are renumbered for each trump (:class:`Layout`): each effective suit is a run
of bits from weakest to strongest, trump on top. Then "does this card win?" is one
comparison and "the next card above" is one bit trick. The layout is built from
:func:`euchre_teach.ranking.tables`, the engine's one definition of the rules.

>>> from euchre_teach.rules import STANDARD
>>> from euchre_teach.analysis.position import Position
>>> p = Position.from_hands(STANDARD, "hearts", {0: "JH 9C", 1: "AH TC", 2: "9H AC", 3: "KC QC"},
...                         leader=0, makers=(0, 2))
>>> solve(p)
2
>>> analysis = analyse(p)
>>> analysis.by_card, analysis.best_cards
({9C: 2, JH: 2}, (9C, JH))
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from euchre_teach.analysis.position import Position
from euchre_teach.cards import CARDS, Card
from euchre_teach.errors import EuchreError
from euchre_teach.ranking import Tables, tables
from euchre_teach.rules import Rules


@dataclass(frozen=True, slots=True)
class Layout:
    """Cards renumbered for one trump: each effective suit a run of bits, weakest first, trump on top."""

    index: tuple[int, ...]  # card id -> solver bit (-1 when not in the pack)
    card: tuple[int, ...]  # solver bit -> card id
    block: tuple[int, ...]  # effective suit -> mask of solver bits
    suit: tuple[int, ...]  # solver bit -> effective suit
    above: tuple[int, ...]  # solver bit -> mask of the stronger bits of its suit
    trump_low: int  # the lowest solver bit of the trump suit

    def mask(self, card_mask: int) -> int:
        """A card-id mask in solver bits."""
        out = 0
        while card_mask:
            low = card_mask & -card_mask
            out |= 1 << self.index[low.bit_length() - 1]
            card_mask ^= low
        return out


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
    return Layout(tuple(index), tuple(card), tuple(block), suit, above, (block[trump] & -block[trump]).bit_length() - 1)


def layout(rules: Rules, trump: int) -> Layout:
    """The solver's card numbering for a pack and trump."""
    return _layout(tables(rules), rules.pack_mask, trump)


@dataclass(frozen=True, slots=True)
class Analysis:
    """The solver's answer for the seat to play.

    ``values[card_id]`` is the number of tricks the makers take from here (the open trick
    included) after that card, with best play on both sides; ``best`` are the cards that
    are best for the seat to play; ``nodes`` counts the positions searched.
    """

    seat: int
    makers_to_play: bool
    values: dict[int, int]
    best: tuple[int, ...]
    nodes: int

    @property
    def value(self) -> int:
        """The makers' tricks from here with best play."""
        return self.values[self.best[0]]

    @property
    def by_card(self) -> dict[Card, int]:
        """``values`` keyed by card: what a learner or a lesson reads (``values`` is keyed by card id,
        for the engine's callers)."""
        return {CARDS[c]: v for c, v in self.values.items()}

    @property
    def best_cards(self) -> tuple[Card, ...]:
        """``best`` as cards, for a learner or a lesson (``best`` holds card ids, for the engine's callers)."""
        return tuple(CARDS[c] for c in self.best)


class Solver:
    """Searches of one position sharing a transposition table: exact counts and yes/no tests.

    A yes/no test ("can the makers take 3?") searches a null window and is several times
    cheaper than the exact count; bidding analysis needs only such thresholds.
    """

    def __init__(self, position: Position) -> None:
        lay = layout(position.rules, position.trump)
        n = len(position.order)
        start = position.order.index(position.leader)
        self.n = n
        self.hands = [lay.mask(position.hands[s]) for s in position.order]
        self.maker = [1 if s in position.makers else 0 for s in position.order]
        self.lay = lay
        self.leader = start
        self.trick = [lay.index[c] for c in position.trick]
        for bit in self.trick:  # cards of the open trick are still live until the trick ends
            self.hands[(start + self.trick.index(bit)) % n] |= 1 << bit
        self.live = 0  # every card still in play, the open trick's included
        for hand in self.hands:
            self.live |= hand
        self.tt: dict[int, tuple[int, int]] = {}
        self.killers: dict[int, int] = {}  # the best lead found at each trick-start position
        self.aside: dict[int, int] = {}  # tricks_without's counts by the solver bit set aside (the top of its run)
        self.node = self._build()

    def _build(self) -> Callable[..., int]:
        """The search functions: closures over local tables, the fastest lookups in CPython."""
        n, hands, maker, tt, killers = self.n, self.hands, self.maker, self.tt, self.killers
        block, suit, above, tlo = self.lay.block, self.lay.suit, self.lay.above, self.lay.trump_low
        tblock = self.lay.block[suit[-1]]
        nxt = [(p + 1) % n for p in range(n)]
        owner = {}
        for p in range(n):  # each card's holder, walking the set bits only
            h = hands[p]
            while h:
                low = h & -h
                owner[low.bit_length() - 1] = p
                h ^= low
        nodes = 0

        def last_trick(rem: int, p: int) -> int:
            c = (hands[p] & rem).bit_length() - 1
            win, wp, led = c, p, block[suit[c]]
            for _ in range(n - 1):
                p = nxt[p]
                c = (hands[p] & rem).bit_length() - 1
                if c > win and (c >= tlo or led >> c & 1):
                    win, wp = c, p
            return maker[wp]

        def trick_node(rem: int, p: int, a: int, b: int) -> int:
            left = rem.bit_count() // n
            if left == 1:
                return last_trick(rem, p)
            if a >= left:
                return left
            if b <= 0:
                return 0
            key = rem << 3 | p
            lo, hi = tt.get(key, (0, left))
            if lo == hi:
                return lo
            if lo >= b:
                return lo
            if hi <= a:
                return hi
            trumps = rem & tblock
            if trumps:  # the seat holding the top trumps wins a trick with each of them
                holder = owner[trumps.bit_length() - 1]
                held = hands[holder] & trumps
                rest = trumps ^ held
                run = (held >> rest.bit_length()).bit_count()
                if maker[holder]:
                    if run > lo:
                        lo = run
                        if lo >= b:
                            return lo
                elif left - run < hi:
                    hi = left - run
                    if hi <= a:
                        return hi
            a2 = a = lo if lo > a else a
            b2 = b = hi if hi < b else b
            # the lead: the card that was best here in an earlier search first, then high cards first
            nonlocal nodes
            nodes += 1
            own = hands[p] & rem
            maxing = maker[p]
            best, best_bit = (-1 if maxing else 99), 0
            first = killers.get(key, 0)
            h = own
            q = nxt[p]
            while h:
                if first:
                    bit, first = first, 0
                else:
                    bit = 1 << (h.bit_length() - 1)
                h ^= bit
                c = bit.bit_length() - 1
                up = rem & above[c]
                if up and (up & -up) & own:
                    continue  # a stronger card of the same run is tried instead
                v = node(rem, bit, q, 1, c, p, block[suit[c]], a, b)
                if maxing:
                    if v > best:
                        best, best_bit = v, bit
                        if v > a:
                            a = v
                            if a >= b:
                                break
                elif v < best:
                    best, best_bit = v, bit
                    if v < b:
                        b = v
                        if a >= b:
                            break
            killers[key] = best_bit
            if best <= a2:
                tt[key] = (lo, best)
            elif best >= b2:
                tt[key] = (best, hi)
            else:
                tt[key] = (best, best)
            return best

        def node(rem: int, tc: int, p: int, k: int, win: int, wp: int, led: int, a: int, b: int) -> int:
            """Seat ``p`` plays the (k+1)-th card (k > 0); returns the makers' tricks from this trick on."""
            nonlocal nodes
            nodes += 1
            own = hands[p] & rem
            maxing = maker[p]
            h = own & led or own
            beat = h & (led | tblock) & -(2 << win)  # the cards that would take the trick
            first = beat & -beat if beat and maker[wp] != maxing else 0  # the cheapest winner first, then low
            best = -1 if maxing else 99
            last = k == n - 1
            q = nxt[p]
            while h:
                if first:
                    bit, first = first, 0
                else:
                    bit = h & -h
                h ^= bit
                c = bit.bit_length() - 1
                up = rem & above[c]
                if up and (up & -up) & own:
                    continue  # a stronger card of the same run is tried instead
                if bit & beat:
                    w, wq = c, p
                else:
                    w, wq = win, wp
                if last:
                    got = maker[wq]
                    v = got + trick_node(rem & ~(tc | bit), wq, a - got, b - got)
                else:
                    v = node(rem, tc | bit, q, k + 1, w, wq, led, a, b)
                if maxing:
                    if v > best:
                        best = v
                        if v > a:
                            a = v
                            if a >= b:
                                break
                elif v < best:
                    best = v
                    if v < b:
                        b = v
                        if a >= b:
                            break
            return best

        def count() -> int:
            return nodes

        self.trick_node = trick_node
        self.count = count
        return node

    @property
    def nodes(self) -> int:
        """Card plays searched so far."""
        return self.count()

    def tricks(self) -> int:
        """The makers' tricks from the position with best play by all."""
        return self.root(None, -1, 99)

    def tricks_without(self, card: int) -> int:
        """The makers' tricks with best play by all, ``card`` (a card id) set aside before the first lead.

        For the dealer's discard: one solver holds the dealer's hand with the upcard, and each
        discard is solved as that hand less the card. The searches share one transposition table,
        which stays exact: every card still in play has the same holder whichever card was set
        aside, so a position reached after two different discards is one and the same. Two cards
        of a run (as the search merges them: no card in play between them) give the same count, so
        a run is solved once. A card no seat in play holds (the discard of a dealer who sits out)
        changes nothing: the count is :meth:`tricks`.
        """
        assert not self.trick, "a card is set aside before the first lead"
        index = self.lay.index
        if type(card) is not int or not 0 <= card < len(index) or index[card] < 0:
            raise EuchreError(f"{card!r:.40} is not the id of a card in this pack")
        rem = self.live
        bit = index[card]
        own = next((hand for hand in self.hands if hand >> bit & 1), 0)
        if not own:
            bit = -1  # every card out of play: one count, the whole position's
        else:
            assert (rem.bit_count() - 1) % self.n == 0, "the card's holder has one card more than the others"
            rem ^= 1 << bit
            up = rem & self.lay.above[bit]
            while up and (up & -up) & own:  # the next stronger card in play is the holder's too: the same run
                rem ^= (up & -up) | 1 << bit  # set that one aside instead
                bit = (up & -up).bit_length() - 1
                up = rem & self.lay.above[bit]
        found = self.aside.get(bit)
        if found is None:
            found = self.aside[bit] = self.trick_node(rem, self.leader, -1, 99)
        return found

    def at_least(self, k: int) -> bool:
        """Can the makers take ``k`` or more of the remaining tricks against best defence?"""
        return self.root(None, k - 1, k) >= k

    def root(self, first: int | None, a: int, b: int) -> int:
        """The makers' tricks from the position, after ``first`` (a solver bit) if given."""
        k = len(self.trick)
        p = (self.leader + k) % self.n
        rem = self.live
        tc = 0
        win, wp, led = -1, self.leader, 0
        lay = self.lay
        for i, bit in enumerate(self.trick):
            seat = (self.leader + i) % self.n
            tc |= 1 << bit
            if i == 0:
                win, wp, led = bit, seat, lay.block[lay.suit[bit]]
            elif bit > win and (bit >= lay.trump_low or led >> bit & 1):
                win, wp = bit, seat
        if first is None:
            if k == 0:
                return self.trick_node(rem, p, a, b)
            return self.node(rem, tc, p, k, win, wp, led, a, b)
        # play ``first`` for seat p, then search on
        if k == 0:
            win, wp, led = first, p, lay.block[lay.suit[first]]
        elif first > win and (first >= lay.trump_low or led >> first & 1):
            win, wp = first, p
        tc |= 1 << first
        if k == self.n - 1:
            got = self.maker[wp]
            return got + self.trick_node(rem & ~tc, wp, a - got, b - got)
        return self.node(rem, tc, (p + 1) % self.n, k + 1, win, wp, led, a, b)


def solve(position: Position) -> int:
    """The makers' tricks from ``position`` (the open trick included) with best play by all."""
    return Solver(position).tricks()


def analyse(position: Position) -> Analysis:
    """The value of every legal card of the seat to play, and the best of them."""
    search = Solver(position)
    lay = search.lay
    seat = position.to_play
    makers_to_play = seat in position.makers
    values: dict[int, int] = {}
    legal = position.legal()
    solved: dict[int, int] = {}
    own = lay.mask(position.hands[seat])
    live = search.live
    for card in sorted(legal, key=lambda c: -lay.index[c]):
        bit = lay.index[card]
        up = live & lay.above[bit]
        top = up & -up
        if up and top & own:  # equivalent to the next stronger card held: same value
            solved[bit] = values[card] = solved[top.bit_length() - 1]
            continue
        solved[bit] = values[card] = search.root(bit, -1, 99)
    target = max(values.values()) if makers_to_play else min(values.values())
    best = tuple(sorted(c for c, v in values.items() if v == target))
    return Analysis(seat, makers_to_play, dict(sorted(values.items())), best, search.nodes)
