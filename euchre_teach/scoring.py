"""Scoring one hand (R20, R22): who scores, how much, and the words for it."""

from __future__ import annotations

from dataclasses import dataclass

from euchre_teach.actions import BID_LEVELS
from euchre_teach.i18n import say, say_plural
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
            return "march", True, rules.alone_march_points, say(
                "a lone hand that takes all five tricks scores {points}", points=_points(rules.alone_march_points))
        return "march", True, rules.march_points, say(
            "the makers take all five tricks (a march): {points}", points=_points(rules.march_points))
    if maker_tricks >= 3:
        # Translators: {count} is 3 or 4; {points} is a score such as "1 point"
        return "made", True, rules.make_points, say_plural(
            "the makers take {count} trick: {points} for 3 or 4", "the makers take {count} tricks: {points} for 3 or 4",
            maker_tricks, points=_points(rules.make_points))
    if maker_tricks == 0 and rules.super_euchre_points is not None:
        return "super-euchre", False, rules.super_euchre_points, say(
            "the makers take no trick at all (a super-euchre): the defenders score {points}",
            points=_points(rules.super_euchre_points))
    if lone_defender:
        return "euchred", False, rules.lone_defender_euchre_points, _euchred(
            0, maker_tricks, rules.lone_defender_euchre_points)
    if maker_alone and rules.partnership is not Partnership.NONE:
        return "euchred", False, rules.lone_hand_euchre_points, _euchred(
            1, maker_tricks, rules.lone_hand_euchre_points)
    return "euchred", False, rules.euchre_points, _euchred(2, maker_tricks, rules.euchre_points)


def tricks_words(n: int) -> str:
    """'no trick', '1 trick', '3 tricks': a number of tricks in words (English: a fragment, for English
    sentences only).

    >>> tricks_words(0), tricks_words(1), tricks_words(4)
    ('no trick', '1 trick', '4 tricks')
    """
    return "no trick" if n == 0 else "1 trick" if n == 1 else f"{n} tricks"


def _euchred(who: int, tricks: int, score: int) -> str:
    """The words for euchred makers who took ``tricks`` (0 to 2), by who euchred them: 0 a lone defender,
    1 the defenders of a lone hand, 2 the defenders."""
    points = _points(score)
    if who == 0 and tricks == 0:
        return say("the makers take no trick: euchred by a lone defender, who scores {points}", points=points)
    if who == 0:
        return say_plural("the makers take only {count} trick: euchred by a lone defender, who scores {points}",
                          "the makers take only {count} tricks: euchred by a lone defender, who scores {points}",
                          tricks, points=points)
    if who == 1 and tricks == 0:
        return say("the lone hand takes no trick: euchred, the defenders score {points}", points=points)
    if who == 1:
        return say_plural("the lone hand takes only {count} trick: euchred, the defenders score {points}",
                          "the lone hand takes only {count} tricks: euchred, the defenders score {points}",
                          tricks, points=points)
    if tricks == 0:
        return say("the makers take no trick: euchred, the defenders score {points}", points=points)
    return say_plural("the makers take only {count} trick: euchred, the defenders score {points}",
                      "the makers take only {count} tricks: euchred, the defenders score {points}",
                      tricks, points=points)


def _points(n: int) -> str:
    """'1 point', '2 points': a score in words."""
    return say_plural("{count} point", "{count} points", n)


def _count_euchres(rules: Rules, maker_tricks: int, joker_turned: bool) -> tuple[str, bool, int, str]:
    """R22: a euchre is a march (makers score one) or makers short of their tricks."""
    needed = 2 if joker_turned else 3
    if maker_tricks == 5:
        return "march", True, 1, say("the defenders take no trick: the makers count a euchre")
    if maker_tricks < needed and joker_turned:
        # Translators: {count} is the makers' tricks, {needed} is 2
        return "euchred", False, 1, say_plural(
            "the makers take {count}, fewer than {needed} (2 when the joker was turned and the dealer's side had "
            "to make trump): the defenders count a euchre",
            "the makers take {count}, fewer than {needed} (2 when the joker was turned and the dealer's side had "
            "to make trump): the defenders count a euchre", maker_tricks, needed=needed)
    if maker_tricks < needed:
        # Translators: {count} is the makers' tricks, {needed} is 3
        return "euchred", False, 1, say_plural(
            "the makers take {count}, fewer than {needed}: the defenders count a euchre",
            "the makers take {count}, fewer than {needed}: the defenders count a euchre", maker_tricks, needed=needed)
    return "made", True, 0, say_plural("the makers take {count}: no euchre either way",
                                       "the makers take {count}: no euchre either way", maker_tricks)


def score_auction(bid: int, maker_tricks: int) -> tuple[str, bool, int, str]:
    """Auction euchre (R26, after Foster): the makers score their bid when they make it; when
    euchred the opponents score it. 8 and 15 are lone bids for all five tricks.

    >>> score_auction(4, 4), score_auction(8, 4)[:3]
    (('made', True, 4, 'the makers bid 4 and take 4 tricks: they score 4 points'), ('euchred', False, 8))
    """
    needed = min(bid, 5)
    if maker_tricks >= needed:
        outcome = "march" if maker_tricks == 5 else "made"
        # Translators: {bid} is the number bid (3, 4, 5, 8 or 15), {count} the tricks taken
        return outcome, True, bid, say_plural("the makers bid {bid} and take {count} trick: they score {points}",
                                              "the makers bid {bid} and take {count} tricks: they score {points}",
                                              maker_tricks, bid=bid, points=_points(bid))
    if maker_tricks == 0:
        return "euchred", False, bid, say("the makers bid {bid} but take no trick: euchred, each opponent scores "
                                          "{points}", bid=bid, points=_points(bid))
    return "euchred", False, bid, say_plural(
        "the makers bid {bid} but take only {count} trick: euchred, each opponent scores {points}",
        "the makers bid {bid} but take only {count} tricks: euchred, each opponent scores {points}",
        maker_tricks, bid=bid, points=_points(bid))
