"""Scoring one hand (R20, R22): who scores, how much, and the words for it."""

from __future__ import annotations

from dataclasses import dataclass

from euchre_teach.actions import BID_LEVELS
from euchre_teach.rules import Bidding, DefendAlone, Partnership, Rules, Scoring


@dataclass(frozen=True, slots=True)
class HandResult:
    """The outcome of a finished hand.

    ``scorers`` are the seats that score ``points`` each (one side); ``outcome`` is a word a
    teacher would use: ``'made'``, ``'march'``, ``'euchred'``, ``'super-euchre'``, or
    ``'thrown in'`` when everyone passed twice.
    """

    outcome: str
    maker_tricks: int
    scorers: tuple[int, ...]
    points: int
    explanation: str


def hand_scores(rules: Rules) -> frozenset[int]:
    """Every number of points one hand can give a seat under ``rules``, 0 included: the one list
    the match-equity bounds and the score's cap read, so a new scoring option is added here once.

    >>> sorted(hand_scores(Rules())), sorted(hand_scores(Rules(lone_hand_euchre_points=4)))
    ([0, 1, 2, 4], [0, 1, 2, 4])
    """
    if rules.scoring is Scoring.EUCHRES:
        return frozenset({0, 1})
    if rules.bidding is Bidding.AUCTION:
        return frozenset({0, *BID_LEVELS})
    amounts = {0, rules.make_points, rules.march_points, rules.euchre_points}
    if rules.partnership is not Partnership.NONE:  # somebody may go alone
        amounts |= {rules.alone_march_points, rules.lone_hand_euchre_points}
    if rules.defend_alone is not DefendAlone.NEVER:
        amounts.add(rules.lone_defender_euchre_points)
    if rules.super_euchre_points is not None:
        amounts.add(rules.super_euchre_points)
    return frozenset(amounts)


def score_hand(
    rules: Rules,
    maker_tricks: int,
    maker_alone: bool,
    lone_defender: bool,
    joker_turned: bool,
) -> tuple[str, bool, int, str]:
    """Score by the table: returns (outcome, makers score?, points, the rule in words).

    >>> from euchre_teach.rules import STANDARD
    >>> score_hand(STANDARD, 5, True, False, False)
    ('march', True, 4, 'a lone hand that takes all five tricks scores 4 points')
    """
    if rules.scoring is Scoring.EUCHRES:
        return _count_euchres(rules, maker_tricks, joker_turned)
    if maker_tricks == 5:
        if maker_alone and rules.partnership is not Partnership.NONE:  # alone by choice, not by necessity
            return "march", True, rules.alone_march_points, (
                f"a lone hand that takes all five tricks scores {_points(rules.alone_march_points)}"
            )
        return "march", True, rules.march_points, (
            f"the makers take all five tricks (a march): {_points(rules.march_points)}"
        )
    if maker_tricks >= 3:
        return "made", True, rules.make_points, (
            f"the makers take {maker_tricks} tricks: {_points(rules.make_points)} for 3 or 4"
        )
    if maker_tricks == 0 and rules.super_euchre_points is not None:
        return "super-euchre", False, rules.super_euchre_points, (
            f"the makers take no trick at all (a super-euchre): the defenders score "
            f"{_points(rules.super_euchre_points)}"
        )
    if lone_defender:
        return "euchred", False, rules.lone_defender_euchre_points, (
            f"the makers take {_only(maker_tricks)}: euchred by a lone defender, who scores "
            f"{_points(rules.lone_defender_euchre_points)}"
        )
    if maker_alone and rules.partnership is not Partnership.NONE:
        return "euchred", False, rules.lone_hand_euchre_points, (
            f"the lone hand takes {_only(maker_tricks)}: euchred, the defenders score "
            f"{_points(rules.lone_hand_euchre_points)}"
        )
    return "euchred", False, rules.euchre_points, (
        f"the makers take {_only(maker_tricks)}: euchred, the defenders score {_points(rules.euchre_points)}"
    )


def tricks_words(n: int) -> str:
    """'no trick', '1 trick', '3 tricks': a number of tricks in words.

    >>> tricks_words(0), tricks_words(1), tricks_words(4)
    ('no trick', '1 trick', '4 tricks')
    """
    return "no trick" if n == 0 else "1 trick" if n == 1 else f"{n} tricks"


def _only(n: int) -> str:
    """'no trick', 'only 1 trick', 'only 2 tricks': how few tricks the euchred makers took."""
    return tricks_words(n) if n == 0 else f"only {tricks_words(n)}"


def _points(n: int) -> str:
    """'1 point', '2 points': a score in words."""
    return f"{n} point" if n == 1 else f"{n} points"


def _count_euchres(rules: Rules, maker_tricks: int, joker_turned: bool) -> tuple[str, bool, int, str]:
    """R22: a euchre is a march (makers score one) or makers short of their tricks."""
    needed = 2 if joker_turned else 3
    if maker_tricks == 5:
        return "march", True, 1, "the defenders take no trick: the makers count a euchre"
    if maker_tricks < needed:
        reason = " (2 when the joker was turned and the dealer's side had to make trump)" if joker_turned else ""
        return "euchred", False, 1, (
            f"the makers take {maker_tricks}, fewer than {needed}{reason}: the defenders count a euchre"
        )
    return "made", True, 0, f"the makers take {maker_tricks}: no euchre either way"


def score_auction(bid: int, maker_tricks: int) -> tuple[str, bool, int, str]:
    """Auction euchre (R26, after Foster): the makers score their bid when they make it; when
    euchred the opponents score it. 8 and 15 are lone bids for all five tricks.

    >>> score_auction(4, 4), score_auction(8, 4)[:3]
    (('made', True, 4, 'the makers bid 4 and take 4 tricks: they score 4 points'), ('euchred', False, 8))
    """
    needed = min(bid, 5)
    if maker_tricks >= needed:
        outcome = "march" if maker_tricks == 5 else "made"
        return outcome, True, bid, f"the makers bid {bid} and take {maker_tricks} tricks: they score {_points(bid)}"
    return "euchred", False, bid, (
        f"the makers bid {bid} but take {_only(maker_tricks)}: euchred, each opponent scores {_points(bid)}"
    )
