"""Move grading: bids, the dealer's discard and card play, against the best by expected points."""

from __future__ import annotations

import random

import pytest

from euchre_teach import EuchreError, Phase, new_hand
from euchre_teach.analysis import Position, advise_play, analyse, grade
from euchre_teach.analysis.grading import GRADES, label_for, only_move


def in_play(seed: int, tricks: int = 0) -> object:
    """A standard hand played by random choices until ``tricks`` tricks are done."""
    rng = random.Random(seed)
    hand = new_hand("standard", seed=seed)
    while hand.phase is not Phase.PLAY or len(hand.tricks) < tricks or hand.current_trick is not None:
        if hand.is_terminal():
            return in_play(seed + 100, tricks)
        hand.apply(rng.choice(hand.legal_actions()))
    return hand


def test_labels_follow_the_table() -> None:
    assert [label for label, _ in GRADES] == ["best", "good", "inaccuracy", "mistake"]
    assert label_for(0.0, True) == "best"
    assert [label_for(x, False) for x in (0.01, 0.04, 0.1, 0.3, 2.0)] == [
        "best", "good", "inaccuracy", "mistake", "blunder"]


def test_a_bid_is_graded_with_the_numbers_and_the_reason() -> None:
    view = new_hand("standard", seed=22).view(3)  # A♠ Q♠ J♠ 10♣ K♦, the 10♠ turned up
    good = grade(view, "order up", samples=200, seed=1)
    assert (good.label, good.loss) == ("best", 0.0)
    assert good.reason.startswith("Best: ordering up makes it 93% of the time")
    bad = grade(view, "pass", samples=200, seed=1)
    assert bad.label == "blunder" and str(bad.best) == "order up"
    assert bad.loss == pytest.approx(bad.best_expected - bad.expected) and bad.error > 0
    assert "0.77 points more" in bad.reason


@pytest.mark.parametrize("seed", range(6))
def test_card_play_is_graded_exactly_from_the_teachers_view(seed: int) -> None:
    hand = in_play(seed, tricks=1)
    values = analyse(Position.from_state(hand)).values
    advice = advise_play(hand)
    for action in hand.legal_actions():
        verdict = grade(hand, action)
        assert verdict.error == 0
        assert verdict.loss == pytest.approx(advice.best.expected - advice.option(action).expected)
        if values[int(action)] == values[int(advice.best.action)]:
            assert verdict.loss == 0


def test_a_move_among_moves_that_all_score_the_same_is_not_graded() -> None:
    checked = 0
    for seed in range(40):
        hand = in_play(seed, tricks=2)
        advice = advise_play(hand)
        if len(advice.options) > 1 and len({o.expected for o in advice.options}) == 1:
            for action in hand.legal_actions():
                verdict = grade(hand, action)
                assert verdict.label == "not graded" and verdict.loss == 0
                assert "any of these does the same" in verdict.reason
            checked += 1
    assert checked


def test_a_card_worth_as_much_as_the_best_is_best_and_called_equal() -> None:
    checked = 0
    for seed in range(40):
        hand = in_play(seed, tricks=1)
        advice = advise_play(hand)
        values = sorted((o.expected for o in advice.options), reverse=True)
        if len(values) > 2 and values[0] == values[1] != values[-1]:
            equal = [o.action for o in advice.options if o.expected == values[0] and o.action != advice.best.action]
            verdict = grade(hand, equal[0])
            assert verdict.label == "best" and verdict.loss == 0
            assert "equal to" in verdict.reason and "points more" not in verdict.reason
            checked += 1
    assert checked


def test_a_forced_move_says_it_was_the_only_one() -> None:
    verdict = only_move("play JH")
    assert verdict.label == "not graded" and verdict.reason == "Not graded: it was the only legal move."


def test_card_play_from_a_seat_view_is_sampled() -> None:
    hand = in_play(3, tricks=2)
    view = hand.view(hand.current_player())
    verdict = grade(view, view.legal[0], samples=30, seed=2)
    assert verdict.label in {label for label, _ in GRADES} | {"blunder"}
    assert verdict.reason.split(":")[0] in ("Best", "Good", "Inaccuracy", "Mistake", "Blunder")
    assert "play " in verdict.reason


def test_the_dealers_discard_is_graded() -> None:
    hand = new_hand("standard", seed=22)
    hand.apply("order up")
    view = hand.view(hand.current_player())
    verdicts = [grade(view, action, samples=20, seed=3) for action in view.legal]
    assert sum(v.label == "best" for v in verdicts) == 1
    assert all(v.best == verdicts[0].best for v in verdicts)


def test_grading_refuses_illegal_actions_and_other_steps() -> None:
    view = new_hand("standard", seed=22).view(3)
    with pytest.raises(EuchreError, match="not a legal choice"):
        grade(view, "call hearts", samples=5)
    hand = new_hand("standard", seed=22)
    hand.apply("order up")
    hand.apply(hand.legal_actions()[0])
    defending = hand.view(hand.current_player())
    assert defending.phase is Phase.DEFENDING
    with pytest.raises(EuchreError, match="grading covers"):
        grade(defending, "pass")
