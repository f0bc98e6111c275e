"""A plain bitmask step API for the `openspiel` preset, written for comparison only.

Cards are ints (``suit * 10 + rank position``, as in the engine), hands are masks, legal
moves come from small precomputed tables, and ``apply`` checks nothing. It plays the game
of the `openspiel` preset (two bidding rounds, stick the dealer, the dealer always picks up
and may not discard the upcard, no defending alone, the dealer's left leads) and scores it.
It is the yardstick of ``bench_random_hands.py``: what a lean hand-written step API costs.
"""

from __future__ import annotations

import random

W = 10  # suit width of a card id, as in the engine
RANK_POS = (4, 5, 6, 7, 8, 9)  # 9, 10, J, Q, K, A positions in a suit
PACK = tuple(s * W + r for s in range(4) for r in RANK_POS)
JACK = 6
PASS, ORDER, ORDER_ALONE = 192, 193, 194
CALL, CALL_ALONE, DISCARD = 196, 200, 48


def _eff(card: int, trump: int) -> int:
    suit, pos = divmod(card, W)
    return trump if pos == JACK and suit == trump ^ 3 else suit


def _power(card: int, trump: int, led: int) -> int:
    suit, pos = divmod(card, W)
    if pos == JACK and suit == trump:
        return 40
    if pos == JACK and suit == trump ^ 3:
        return 39
    if suit == trump:
        return 20 + pos
    return 1 + pos if suit == led else 0


EFF = [[_eff(c, t) for c in range(40)] for t in range(4)]
SUIT_MASK = [[sum(1 << c for c in PACK if EFF[t][c] == s) for s in range(4)] for t in range(4)]
POWER = [[[_power(c, t, led) for c in range(40)] for led in range(4)] for t in range(4)]
# the ids of every subset of one suit's 10-bit field, per suit, to assemble legal moves
CHUNK = [[tuple(s * W + b for b in range(W) if sub >> b & 1) for sub in range(1 << W)] for s in range(4)]
M = (1 << W) - 1


def ids(mask: int, base: int = 0) -> tuple[int, ...]:
    out = CHUNK[0][mask & M] + CHUNK[1][mask >> W & M] + CHUNK[2][mask >> 2 * W & M] + CHUNK[3][mask >> 3 * W & M]
    return out if not base else tuple(base + c for c in out)


class PlainHand:
    """One hand: ``legal()`` and ``apply(action)``, ``terminal``, ``returns()``."""

    __slots__ = ("alone", "dealer", "hands", "led", "legal_cache", "maker", "next", "phase", "player",
                 "points", "trick", "trick_best", "trick_winner", "tricks", "trump", "turns", "up", "won")

    def __init__(self, rng: random.Random) -> None:
        order = list(PACK)
        rng.shuffle(order)
        self.dealer = rng.randrange(4)
        self.hands = [0, 0, 0, 0]
        pos = 0
        for size in (3, 2):
            for step in range(1, 5):
                seat = (self.dealer + step) % 4
                for c in order[pos:pos + size]:
                    self.hands[seat] |= 1 << c
                pos += size
        self.up = order[pos]
        self.phase, self.player, self.turns = 0, (self.dealer + 1) % 4, 0
        self.trump = self.maker = -1
        self.alone = False
        self.trick: list[int] = []
        self.led = self.trick_best = self.trick_winner = -1
        self.tricks = 0
        self.won = [0, 0]
        self.next = [1, 2, 3, 0]
        self.points = (0, 0)
        self.legal_cache: tuple[int, ...] | None = None

    @property
    def terminal(self) -> bool:
        return self.phase == 4

    def legal(self) -> tuple[int, ...]:
        phase = self.phase
        if phase == 3:
            hand = self.hands[self.player]
            if self.trick:
                follow = hand & SUIT_MASK[self.trump][self.led]
                if follow:
                    hand = follow
            return ids(hand)
        if phase == 0:
            return (PASS, ORDER, ORDER_ALONE)
        if phase == 1:
            turned = self.up // W
            suits = [s for s in range(4) if s != turned]
            calls = tuple(CALL + s for s in suits) + tuple(CALL_ALONE + s for s in suits)
            return calls if self.player == self.dealer else (PASS, *calls)
        if phase == 2:
            return ids(self.hands[self.dealer] & ~(1 << self.up), DISCARD)
        return ()

    def apply(self, action: int) -> None:
        phase = self.phase
        if phase == 3:
            self._play(action)
        elif phase == 0:
            if action == PASS:
                self.turns += 1
                if self.turns == 4:
                    self.phase, self.turns = 1, 0
                self.player = (self.player + 1) % 4
                return
            self._make(self.up // W, action == ORDER_ALONE)
            self.hands[self.dealer] |= 1 << self.up
            self.phase, self.player = 2, self.dealer
        elif phase == 1:
            if action == PASS:
                self.player = (self.player + 1) % 4
                return
            self._make((action - CALL) % 4, action >= CALL_ALONE)
            self._start_play()
        elif phase == 2:
            self.hands[self.dealer] &= ~(1 << (action - DISCARD))
            self._start_play()

    def _make(self, trump: int, alone: bool) -> None:
        self.trump, self.maker, self.alone = trump, self.player, alone

    def _start_play(self) -> None:
        out = (self.maker + 2) % 4 if self.alone else -1
        self.next = [((s + 2) % 4 if (s + 1) % 4 == out else (s + 1) % 4) for s in range(4)]
        lead = (self.dealer + 1) % 4
        self.phase, self.player = 3, (lead + 1) % 4 if lead == out else lead

    def _play(self, card: int) -> None:
        seat = self.player
        self.hands[seat] &= ~(1 << card)
        trick = self.trick
        if not trick:
            self.led = EFF[self.trump][card]
            self.trick_best = -1
        power = POWER[self.trump][self.led][card]
        if power > self.trick_best:
            self.trick_best, self.trick_winner = power, seat
        trick.append(card)
        if len(trick) < (3 if self.alone else 4):
            self.player = self.next[seat]
            return
        winner = self.trick_winner
        self.won[winner % 2] += 1
        self.trick = []
        self.tricks += 1
        if self.tricks < 5:
            self.player = winner
            return
        taken = self.won[self.maker % 2]
        makers = 4 if self.alone and taken == 5 else 2 if taken == 5 else 1 if taken >= 3 else -2
        side = self.maker % 2
        pts = [0, 0]
        if makers > 0:
            pts[side] = makers
        else:
            pts[1 - side] = 2
        self.points = (pts[0], pts[1])
        self.phase = 4

    def returns(self) -> list[float]:
        """Zero-sum, as OpenSpiel's: the scoring side +x each, the other side -x each."""
        won = max(self.points)
        return [float(won if self.points[s % 2] else -won) for s in range(4)]
