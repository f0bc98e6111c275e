"""Double-dummy solver: the makers' tricks with best play by everyone, every hand known.

Exact alpha-beta with a transposition table at trick boundaries, equivalent cards merged
(two cards of one suit with no card still in play between them play alike) and the last
trick played out directly. It works for any number of seats in play and any split into
makers and defenders, so lone hands, three players and silent partners need nothing special.

Inside, cards are renumbered for each trump (:class:`~euchre_teach.tricks.Layout`): each effective
suit is a run of bits from weakest to strongest, trump on top. Following suit and taking the trick
are :mod:`euchre_teach.tricks`' (``playable``, ``Layout.takes``, ``Layout.beaters``), the engine's
one definition of the play.

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

from euchre_teach.analysis.position import Position
from euchre_teach.cards import CARDS, Card
from euchre_teach.errors import EuchreError
from euchre_teach.tricks import Layout, layout, playable


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
        self.trick_node: Callable[[int, int, int, int], int]
        self.count: Callable[[], int]
        self.node = self._build()

    def _build(self) -> Callable[..., int]:
        """The search functions: closures over local tables, the fastest lookups in CPython. A trick's
        lead (:func:`_lead_search`) and each card after it (:func:`_follow_search`) call each other."""
        nxt = tuple((p + 1) % self.n for p in range(self.n))
        follow: list[Callable[..., int]] = []  # the follow search, once made (the two call each other)
        last = _last_trick_search(self.hands, self.maker, nxt, self.lay)
        lead, leads_searched = _lead_search(self, nxt, last, follow)
        node, follows_searched = _follow_search(self, nxt, lead)
        follow.append(node)
        self.trick_node = lead
        self.count = lambda: leads_searched() + follows_searched()
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
                win, wp, led = bit, seat, lay.led(bit)
            elif lay.takes(bit, win, led):
                win, wp = bit, seat
        if first is None:
            if k == 0:
                return self.trick_node(rem, p, a, b)
            return self.node(rem, tc, p, k, win, wp, led, a, b)
        # play ``first`` for seat p, then search on
        if k == 0:
            win, wp, led = first, p, lay.led(first)
        elif lay.takes(first, win, led):
            win, wp = first, p
        tc |= 1 << first
        if k == self.n - 1:
            got = self.maker[wp]
            return got + self.trick_node(rem & ~tc, wp, a - got, b - got)
        return self.node(rem, tc, (p + 1) % self.n, k + 1, win, wp, led, a, b)


def _owners(hands: list[int]) -> dict[int, int]:
    """Each card's holder (solver bit -> seat in play), walking the set bits only."""
    owner = {}
    for p, hand in enumerate(hands):
        while hand:
            low = hand & -hand
            owner[low.bit_length() - 1] = p
            hand ^= low
    return owner


def _last_trick_search(hands: list[int], maker: list[int], nxt: tuple[int, ...],
                       lay: Layout) -> Callable[[int, int], int]:
    """The last trick, played out: each seat has one card left (``rem``), ``p`` leads; 1 if the makers take it."""
    n, takes, led_by = len(hands), lay.takes, lay.led

    def last_trick(rem: int, p: int) -> int:
        c = (hands[p] & rem).bit_length() - 1
        win, wp, led = c, p, led_by(c)
        for _ in range(n - 1):
            p = nxt[p]
            c = (hands[p] & rem).bit_length() - 1
            if takes(c, win, led):
                win, wp = c, p
        return maker[wp]

    return last_trick


def _lead_search(solver: Solver, nxt: tuple[int, ...], last_trick: Callable[[int, int], int],
                 follow: list[Callable[..., int]]) -> tuple[Callable[[int, int, int, int], int], Callable[[], int]]:
    """The search at a trick's start: the makers' tricks from here, seat ``p`` to lead, in the window (a, b).
    Bounds come from the transposition table and the top trumps; the best lead found before is tried first."""
    n, hands, maker, tt, killers = solver.n, solver.hands, solver.maker, solver.tt, solver.killers
    block, suit, above, tblock = solver.lay.block, solver.lay.suit, solver.lay.above, solver.lay.trumps
    owner = _owners(hands)
    searched = 0  # the leads searched

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
        if lo == hi or lo >= b:
            return lo
        if hi <= a:
            return hi
        trumps = rem & tblock
        if trumps:  # the seat holding the top trumps in play takes a trick with each of them
            holder = owner[trumps.bit_length() - 1]
            run = ((hands[holder] & trumps) >> (trumps & ~hands[holder]).bit_length()).bit_count()
            if maker[holder]:
                if run > lo:
                    lo = run
                    if lo >= b:
                        return lo
            elif left - run < hi:
                hi = left - run
                if hi <= a:
                    return hi
        best = leads(rem, p, key, lo if lo > a else a, hi if hi < b else b)
        tt[key] = (lo, best) if best <= max(lo, a) else (best, hi) if best >= min(hi, b) else (best, best)
        return best

    def leads(rem: int, p: int, key: int, a: int, b: int) -> int:
        """The best lead's value in the window (a, b): the lead found best here before first, then high cards."""
        nonlocal searched
        searched += 1
        node, own, maxing = follow[0], hands[p] & rem, maker[p]
        best, best_bit = (-1 if maxing else 99), 0
        first, h, q = killers.get(key, 0), own, nxt[p]
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
        return best

    return trick_node, lambda: searched


def _follow_search(solver: Solver, nxt: tuple[int, ...], trick_node: Callable[[int, int, int, int], int],
                   ) -> tuple[Callable[..., int], Callable[[], int]]:
    """The search after the lead: seat ``p`` plays the (k+1)-th card (k > 0) to the trick ``tc`` won so far by
    ``win`` (seat ``wp``), led in the suit ``led``; the makers' tricks from this trick on, in the window (a, b)."""
    n, hands, maker, above = solver.n, solver.hands, solver.maker, solver.lay.above
    follow_suit, beaters = playable, solver.lay.beaters  # (locals: the fastest lookups)
    searched = 0  # the cards after a lead searched

    def node(rem: int, tc: int, p: int, k: int, win: int, wp: int, led: int, a: int, b: int) -> int:
        nonlocal searched
        searched += 1
        own = hands[p] & rem
        maxing = maker[p]
        h = follow_suit(own, led)
        beat = beaters(h, win, led)
        first = beat & -beat if beat and maker[wp] != maxing else 0  # the cheapest winner first, then low
        best = -1 if maxing else 99
        last, q = k == n - 1, nxt[p]
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
            w, wq = (c, p) if bit & beat else (win, wp)
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

    return node, lambda: searched


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
