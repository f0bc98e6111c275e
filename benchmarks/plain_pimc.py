"""A plain PIMC "should I order it up?" for the standard game, written for comparison only.

For the first bidder (the dealer's left): deal the unseen cards at random, let the dealer
pick up the upcard and throw its lowest card (trumps kept), ask double dummy whether the makers
take 3 tricks and all 5 (two yes/no questions to the package's solver, or to the plain
alpha-beta below: strongest card first, a transposition table at trick boundaries), and
average the points (1 made, 2 march, -2 euchred). A plain loop: one bid, no pass analysis, no early stop: the
yardstick of ``bench_pimc.py``. Cards are the engine's ids (``suit * 10 + rank position``).
"""

from __future__ import annotations

import random

W = 10
JACK = 6
PACK = tuple(s * W + r for s in range(4) for r in range(4, 10))


def _power(card: int, trump: int, led: int) -> int:
    suit, pos = divmod(card, W)
    if pos == JACK and suit == trump:
        return 40
    if pos == JACK and suit == trump ^ 3:
        return 39
    if suit == trump:
        return 20 + pos
    return 1 + pos if suit == led else 0


EFF = [[(t if c % W == JACK and c // W == t ^ 3 else c // W) for c in range(40)] for t in range(4)]
SUIT_MASK = [[sum(1 << c for c in PACK if EFF[t][c] == s) for s in range(4)] for t in range(4)]
POWER = [[[_power(c, t, led) for c in range(40)] for led in range(4)] for t in range(4)]


def _ids(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def solve(hands: list[int], leader: int, trump: int, makers: int, alpha: int = 0, beta: int = 5,
          table: dict[tuple[int, int, int, int, int], tuple[int, int]] | None = None) -> int:
    """Tricks the makers' partnership (seats ``makers`` and ``makers + 2``) takes with best play.

    With a window (``alpha``, ``beta``) the answer is exact inside it and a bound outside it
    (at most ``alpha``, at least ``beta``); calls on one deal may share a ``table``.
    """
    table = {} if table is None else table
    eff, suit_mask, power = EFF[trump], SUIT_MASK[trump], POWER[trump]

    def trick_search(h: list[int], lead: int, alpha: int, beta: int) -> int:
        """Makers' tricks from a trick boundary, alpha-beta with (lower, upper) bounds stored."""
        if not h[0]:
            return 0
        key = (h[0], h[1], h[2], h[3], lead)
        low, high = table.get(key, (0, 5))
        if low >= beta:
            return low
        if high <= alpha or low == high:
            return high
        a, b = max(alpha, low), min(beta, high)
        value = play(h, lead, lead, [], -1, -1, 0, a, b)
        if value <= a:
            high = value
        elif value >= b:
            low = value
        else:
            low = high = value
        table[key] = (low, high)
        return value

    def play(h: list[int], lead: int, seat: int, trick: list[int], led: int, best: int, winner: int,
             alpha: int, beta: int) -> int:
        hand = h[seat]
        if trick:
            follow = hand & suit_mask[led]
            if follow:
                hand = follow
        maximise = seat % 2 == makers % 2
        value = -1 if maximise else 99
        cards = _ids(hand)
        if len(cards) > 1:  # strongest first: the cheapest move ordering there is
            cards.sort(key=(power[eff[cards[0]]] if not trick else power[led]).__getitem__, reverse=True)
        for card in cards:
            this_led = eff[card] if not trick else led
            strength = power[this_led][card]
            new_best, new_winner = (strength, seat) if strength > best else (best, winner)
            h[seat] ^= 1 << card
            trick.append(card)
            if len(trick) == 4:
                won = 1 if new_winner % 2 == makers % 2 else 0
                v = won + trick_search(h, new_winner, alpha - won, beta - won)
            else:
                v = play(h, lead, (seat + 1) % 4, trick, this_led, new_best, new_winner, alpha, beta)
            trick.pop()
            h[seat] ^= 1 << card
            if maximise:
                if v > value:
                    value = v
                alpha = max(alpha, value)
            else:
                if v < value:
                    value = v
                beta = min(beta, value)
            if alpha >= beta:
                break
        return value

    return trick_search(list(hands), leader, alpha, beta)


def order_up_value(own: int, upcard: int, dealer: int, samples: int, rng: random.Random,
                   solver: str = "package") -> float:
    """Expected points of ordering up for the dealer's left, from ``samples`` random deals.

    ``solver`` is ``"package"`` (the package's double-dummy :class:`Solver`, asked the same two
    yes/no questions) or ``"plain"`` (the plain alpha-beta above).
    """
    from euchre_teach.analysis import Position, Solver
    from euchre_teach.rules import STANDARD

    me = (dealer + 1) % 4
    trump = upcard // W
    pool = [c for c in PACK if not own >> c & 1 and c != upcard]
    makers = frozenset({me, (me + 2) % 4})
    total = 0
    for _ in range(samples):
        rng.shuffle(pool)
        hands = [0, 0, 0, 0]
        hands[me] = own
        start = 0
        for seat in range(4):
            if seat == me:
                continue
            for c in pool[start:start + 5]:
                hands[seat] |= 1 << c
            start += 5
        held = hands[dealer] | 1 << upcard
        cards = _ids(held)
        lowest = min(cards, key=lambda c: (EFF[trump][c] == trump, POWER[trump][trump][c], c % W))
        hands[dealer] = held & ~(1 << lowest)
        if solver == "plain":
            table: dict[tuple[int, int, int, int, int], tuple[int, int]] = {}
            made = solve(hands, me, trump, me % 2, 2, 3, table) >= 3
            march = made and solve(hands, me, trump, me % 2, 4, 5, table) >= 5
        else:
            search = Solver(Position(STANDARD, trump, dict(enumerate(hands)), (0, 1, 2, 3), me, makers))
            made = search.at_least(3)
            march = made and search.at_least(5)
        total += 2 if march else 1 if made else -2
    return total / samples
