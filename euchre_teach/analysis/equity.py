"""Match equity: the chance to win the match from any score, with the deal on either side.

A hand's outcome is counted from the dealing side's point of view: which side scores and how
many points (or nobody, when the hand is thrown in). Those chances come from self-play: the
rule-of-thumb players play many seeded hands (:func:`hand_outcomes`). Then
:func:`win_chance` works backwards from the target by dynamic programming over scores: from
(ours, theirs, who deals) the next hand moves the score by one outcome and passes the deal to
the other side. A thrown-in hand keeps the score but passes the deal, which gives two
equations for each score, solved directly.

The model assumes the same play at every score (real players bid differently near the end,
which the figures do not capture), and it needs partners (two sides, the deal alternating
between them). For the standard game the counts from 10,000 hands are shipped
(:data:`STANDARD_OUTCOMES`, made by ``benchmarks/match_equity.py``); other rules are played
out on first use and cached.

>>> from euchre_teach.rules import STANDARD
>>> round(win_chance(STANDARD, 0, 0, we_deal=True), 2), round(win_chance(STANDARD, 9, 9, we_deal=True), 2)
(0.52, 0.68)
"""

from __future__ import annotations

import math
import random
from collections import Counter
from functools import cache

from euchre_teach.analysis import arguments as read
from euchre_teach.bots.base import get_bot, play_out
from euchre_teach.deal import Deal
from euchre_teach.errors import EuchreError
from euchre_teach.inputs import check_count, check_seed
from euchre_teach.rules import STANDARD, Rules
from euchre_teach.scoring import hand_scores
from euchre_teach.state import HandState
from euchre_teach.views import SeatView

#: (points to the dealing side, points to the other side) -> hands, from 10,000 seeded hands of
#: the standard game played by four rule-of-thumb players (``benchmarks/match_equity.py --hands 10000``).
STANDARD_OUTCOMES: dict[tuple[int, int], int] = {
    (0, 0): 58, (0, 1): 1827, (0, 2): 1247, (0, 4): 81, (1, 0): 4774, (2, 0): 1556, (4, 0): 457}


def hand_outcomes(rules: Rules, hands: int = 2000, seed: int = 0, level: str = "rule of thumb") -> Counter:
    """Self-play: how often each (dealer side's points, other side's points) came up in ``hands`` hands
    (a whole number from 1 to :data:`~.arguments.MAX_HANDS`, or :data:`~.arguments.MAX_STRONG_HANDS`
    with strong players)."""
    rules, seed, level = read.rules(rules), check_seed(seed), read.level(level)
    hands = read.samples(hands, read.MAX_STRONG_HANDS if level == "strong" else read.MAX_HANDS, "hands")
    if not rules.partners_opposite or rules.players != 4:
        raise EuchreError("match equity needs two sides of partners, with the deal alternating between them")
    rng = random.Random(seed)
    bots = [get_bot(level, rng.getrandbits(32)) for _ in range(rules.players)]
    counts: Counter = Counter()
    for _ in range(hands):
        hand = play_out(HandState(rules, Deal.from_rng(rules, rng)), bots)
        points = hand.points()
        dealer = hand.dealer
        counts[(points[dealer], points[rules.left(dealer)])] += 1
    return counts


@cache
def _outcomes(rules: Rules) -> tuple[tuple[tuple[int, int], float], ...]:
    """Each hand outcome's chance; the target does not change how a hand is played."""
    base = rules.replace(target=STANDARD.target)
    counts = STANDARD_OUTCOMES if base == STANDARD and STANDARD_OUTCOMES else hand_outcomes(base)
    total = sum(counts.values())
    return tuple((outcome, n / total) for outcome, n in sorted(counts.items()))


def win_chance(rules: Rules | str, ours: int, theirs: int, we_deal: bool) -> float:
    """The chance that our side wins the match from ``ours``–``theirs`` when our side deals next
    (``we_deal``) or the other side does.

    ``rules`` is a :class:`~euchre_teach.rules.Rules` or a variant's name; ``ours`` and ``theirs`` are
    whole numbers from 0 to :data:`~.arguments.MAX_POINTS` (a side at or past the target has won);
    ``we_deal`` is True or False.
    """
    rules = read.rules(rules)
    ours = check_count(ours, "ours", 0, read.MAX_POINTS)
    theirs = check_count(theirs, "theirs", 0, read.MAX_POINTS)
    return chance(rules, ours, theirs, read.flag(we_deal, "we_deal"))


def chance(rules: Rules, ours: int, theirs: int, we_deal: bool) -> float:
    """:func:`win_chance` for arguments already read (the samplers call it once a deal): a side at or
    past the target has won."""
    target = rules.target
    if ours >= target or theirs >= target:
        return 1.0 if ours >= target and ours >= theirs else 0.0
    return equity_table(rules)[(ours, theirs, we_deal)]


@cache
def equity_table(rules: Rules) -> dict[tuple[int, int, bool], float]:
    """Every score's win chance for the side to deal (True) or not (False), by dynamic programming."""
    outcomes = _outcomes(rules)
    target = rules.target
    table: dict[tuple[int, int, bool], float] = {}

    def value(a: int, b: int, deal: bool) -> float:
        if a >= target:
            return 1.0
        if b >= target:
            return 0.0
        return table[(a, b, deal)]

    stay = sum(p for (x, y), p in outcomes if x == 0 and y == 0)
    for total in range(2 * target - 2, -1, -1):
        for a in range(min(total, target - 1), max(total - target + 1, 0) - 1, -1):
            b = total - a
            # r_deal: the chance through hands that score, when our side deals; r_other when they deal
            r_deal = sum(p * value(a + x, b + y, False) for (x, y), p in outcomes if x or y)
            r_other = sum(p * value(a + y, b + x, True) for (x, y), p in outcomes if x or y)
            # W_deal = r_deal + stay * W_other and W_other = r_other + stay * W_deal
            table[(a, b, True)] = (r_deal + stay * r_other) / (1 - stay * stay)
            table[(a, b, False)] = (r_other + stay * r_deal) / (1 - stay * stay)
    return table


def win_error(view: SeatView, samples: int, score: tuple[int, int]) -> float:
    """At most how far ``samples`` deals may move a chance to win the match (one standard error).

    A hand's result moves the score by one of a few amounts, so each deal's chance to win lies
    between the chances after the worst and the best of them: the spread of a number in that range
    is at most half of it (a bound; the strength module keeps no per-deal chances to measure it)."""
    rules, me = view.rules, view.own_seat
    we_deal_next = rules.left(view.dealer) in (me, rules.partner(me))
    ours, theirs = score
    amounts = hand_scores(rules)
    chances = [chance(rules, min(ours + a, rules.target), theirs, we_deal_next) for a in amounts]
    chances += [chance(rules, ours, min(theirs + a, rules.target), we_deal_next) for a in amounts]
    return (max(chances) - min(chances)) / 2 / math.sqrt(max(samples, 1))
