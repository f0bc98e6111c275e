"""The candidate bids: the strong bot and the coach solve only bids with enough trumps to be the best,
and a learner who makes a bid left out is still graded with its numbers, on the same deals."""

from __future__ import annotations

import dataclasses
import re

import pytest

from euchre_teach import new_hand
from euchre_teach.actions import Action
from euchre_teach.analysis import strength
from euchre_teach.analysis.coach import Advice, advise, judge
from euchre_teach.analysis.strength import BidAdvice, bid_candidates, unlikely_bid
from euchre_teach.bots import strong
from euchre_teach.bots.strong import StrongBot
from euchre_teach.errors import EuchreError
from euchre_teach.rules import PRESETS
from euchre_teach.views import SeatView
from euchre_teach.widgets import PlayTable


def _after_passes(preset: str, seed: int, passes: int) -> SeatView:
    hand = new_hand(PRESETS[preset], seed=seed)
    for _ in range(passes):
        hand.apply("pass")
    return hand.view(hand.player_to_act())


#: (preset, seed, passes before the bid, the candidates) as the strong bot's own function gave them
#: before it moved to the analysis layer: the same bids, in the same order.
PINNED = [
    ("standard", 0, 0, ["pass", "order up"]),
    ("standard", 0, 1, ["pass", "order up", "order up alone"]),
    ("standard", 0, 4, ["pass", "call clubs", "call hearts"]),
    ("standard", 0, 5, ["pass"]),
    ("standard", 0, 7, ["pass", "call clubs", "call hearts", "call spades", "call clubs alone"]),
    ("standard", 1, 4, ["pass", "call clubs", "call spades", "call spades alone"]),
    ("openspiel", 0, 7, ["call clubs", "call hearts", "call spades", "call clubs alone"]),  # the dealer is stuck
    ("openspiel", 3, 7, ["call diamonds", "call hearts", "call spades", "call hearts alone"]),
]


@pytest.mark.parametrize(("preset", "seed", "passes", "expected"), PINNED)
def test_the_candidate_bids_are_unchanged_on_pinned_positions(preset: str, seed: int, passes: int,
                                                              expected: list[str]) -> None:
    assert [str(a) for a in bid_candidates(_after_passes(preset, seed, passes))] == expected


def test_the_strong_bot_solves_the_candidate_bids(monkeypatch: pytest.MonkeyPatch) -> None:
    view = _after_passes("standard", 0, 4)
    asked: list[object] = []

    def spy(view: SeatView, *args: object, **kwargs: object) -> BidAdvice:
        asked.append(kwargs["actions"])
        return strength.advise_bid(view, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(strong, "advise_bid", spy)
    StrongBot(seed=1, bid_samples=16).decide(view)
    assert asked == [bid_candidates(view)] and len(bid_candidates(view)) < len(view.legal)


def _west_round_two() -> SeatView:
    """West: A♠ Q♠ J♠ 10♣ K♦ in round 2 (the 10♠ turned down): two clubs, one diamond, no hearts."""
    return _after_passes("standard", 22, 4)


def _bids(advice: Advice) -> BidAdvice:
    assert isinstance(advice.numbers, BidAdvice)
    return advice.numbers


def test_the_coach_does_not_solve_a_lone_bid_with_one_trump_and_says_so() -> None:
    view = _west_round_two()
    assert unlikely_bid(view, Action.parse("call diamonds alone")) == "alone with one trump"
    advice = advise(view, samples=50, seed=1)
    solved = {str(o.action) for o in _bids(advice).options}
    assert "call diamonds alone" not in solved and "call hearts" not in solved and "pass" in solved
    # every legal bid is in the reason: with its number, or left out with its trumps
    assert "not worked out: call diamonds with one trump, call hearts with no trumps, call clubs alone with " \
           "two trumps, call diamonds alone with one trump, call hearts alone with no trumps" in advice.reason
    assert "(too few trumps to be worth working out: a lone bid wants three trumps or more, a call in round 2 " \
           "wants two trumps or more)" in advice.reason
    for action in view.legal:
        assert str(action) in advice.reason


def test_a_bid_left_out_is_worked_out_on_the_same_deals() -> None:
    view = _west_round_two()
    advice = advise(view, samples=50, seed=1)
    assert advice.left_out is not None
    for option in _bids(advice).options:
        assert advice.left_out(option.action)[0] == option  # the very same deals give the very same numbers


def test_judging_a_bid_left_out_gives_a_grade_with_numbers_in_card_terms() -> None:
    view = _west_round_two()
    advice = advise(view, samples=50, seed=1)
    verdict = judge(advice, "call diamonds alone")
    assert advice.left_out is not None
    worked_out = advice.left_out(Action.parse("call diamonds alone"))[0]
    assert verdict.label == "blunder" and verdict.loss > 1 and verdict.expected == worked_out.expected
    assert verdict.best == advice.action and verdict.best_expected == _bids(advice).best.expected
    assert re.search(r"With one trump, the coach leaves “call diamonds alone” out when it compares the bids "
                     r"\(a lone bid wants three trumps or more\), so it worked yours out on its own, on the same "
                     r"\d+ deals: call diamonds alone makes it \d+% of the time", verdict.headline)
    assert verdict.reason.startswith(verdict.headline) and "Better: " in verdict.reason
    better = verdict.reason.split("Better: ", 1)[1]  # the coach's reason, now with the learner's bid in its numbers
    assert "call diamonds alone" in better and "call diamonds alone with" not in better
    with pytest.raises(EuchreError):  # not a legal bid here: refused, not graded
        judge(advice, "order up")


def test_the_play_table_grades_a_lone_call_with_one_trump() -> None:
    table = PlayTable("standard", seed=9, seat="West", samples=30)  # West: A♠ K♠ Q♠ Q♥ Q♣, the J♦ turned
    assert table.act("pass") and table.hand.phase.value == "round 2" and table.learners_turn
    assert "call hearts alone" not in {str(o.action) for o in _bids(table._advise()).options}
    assert table.act("call hearts alone")
    grade = table.decisions[-1].grade
    assert grade is not None and grade.label in ("mistake", "blunder")
    assert "With one trump, the coach leaves “call hearts alone” out" in table.grade.value
    assert "expects" in table.grade.value


def test_a_bid_left_out_that_scores_more_on_the_deals_is_graded_best_and_says_so() -> None:
    """The trump rule can miss on a given set of deals: the grade then names the bid left out as the best."""
    view = _west_round_two()
    advice = advise(view, samples=50, seed=1)
    lucky = dataclasses.replace(_bids(advice).best, action=Action.parse("call diamonds alone"), expected=3.0)
    rigged = dataclasses.replace(advice, left_out=lambda action: (lucky, "Worked out on the same deals.",
                                                                  advice.reason))
    verdict = judge(rigged, "call diamonds alone")
    assert verdict.label == "best" and verdict.expected == 3.0 and verdict.loss == 0
    assert verdict.headline.startswith("Best on these deals: “call diamonds alone” scores more here than the "
                                       f"coach's pick, “{advice.action}”.") and "equally good" not in verdict.headline
