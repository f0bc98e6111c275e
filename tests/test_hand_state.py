"""A hand as a state machine: the deal it is built from, its legal actions at every step, its end and score."""

from __future__ import annotations

import random

import pytest

from euchre_teach import Deal, HandState, IllegalActionError, InvalidDealError, Phase, Rules, find_variant, new_hand
from euchre_teach.cards import mask_of
from euchre_teach.rules import PRESETS


def test_a_shuffled_deal_is_the_hands_played() -> None:
    rules = find_variant("standard")
    deal = Deal.from_rng(rules, random.Random(5))
    hand = HandState(rules, deal)
    assert [mask_of(cards) for cards in deal.hands] == [mask_of(hand.hand(s)) for s in range(4)]
    assert deal.kitty[0] == deal.upcard == hand.upcard
    written = Deal.from_hands(rules, dict(enumerate(" ".join(c.code for c in h) for h in deal.hands)),
                              kitty=" ".join(c.code for c in deal.kitty), dealer=deal.dealer)
    assert (written.hands, written.kitty, written.dealer) == (deal.hands, deal.kitty, deal.dealer)
    with pytest.raises(AttributeError):
        deal.no_such_field  # noqa: B018


def test_a_deal_shuffled_for_some_rules_is_checked_again_under_others() -> None:
    standard, british = find_variant("standard"), find_variant("british")
    deal = Deal.from_rng(standard, random.Random(1))
    with pytest.raises(InvalidDealError):
        HandState(british, deal)  # 24 cards, where the British pack has 25
    same = standard.replace()  # equal rules, another object
    assert HandState(same, deal).legal_actions() == HandState(standard, deal).legal_actions()


def test_the_legal_moves_are_kept_until_the_state_changes() -> None:
    hand = new_hand("standard", seed=3)
    legal = hand.legal_actions()
    assert hand.legal_actions() is legal and hand.can(legal[0])
    with pytest.raises(IllegalActionError) as refused:
        hand.apply("call hearts")  # a round-2 call in round 1
    assert refused.value.legal == legal and hand.legal_actions() is legal and hand.actions == ()
    hand.apply(legal[0])
    assert hand.actions == (legal[0],)
    while not hand.is_terminal():
        hand.apply(hand.legal_actions()[-1])
    assert hand.legal_actions() == () and sum(hand.returns()) == 0
    assert hand.points() == hand.points() and hand.points() is not hand.points()  # a copy each time


def _every_rules() -> list[Rules]:
    """Every preset, and the options no preset has: R25's questions before the bidding, the joker turned
    up for an agreed suit, the dealer keeping the upcard, defending alone only against a loner."""
    railroad = find_variant("railroad").to_dict()
    return [*PRESETS.values(),
            Rules(**{**railroad, "farmers_hand": True, "no_ace_no_face": True, "joker_upcard": "agreed suit"}),
            Rules(dealer_may_discard_upcard=False, defend_alone="against a loner", farmers_hand=True)]


@pytest.mark.parametrize("rules", _every_rules(), ids=str)
def test_random_hands_end_exactly_when_no_action_is_left_and_score_what_they_say(rules: Rules) -> None:
    """At every step of random hands, the hand is over exactly when there is no legal action; the
    points, returns, tricks and result agree at the end. Steps are also the first of the list (a pass:
    round 2, throw-ins) and the last (loners, lone defenders, the auction's high bids)."""
    for seed in range(60):
        rng = random.Random(seed)
        hand = new_hand(rules, seed)
        while True:
            assert all(hand.can(action) for action in hand.legal_actions()), (rules, seed, hand.history)
            assert hand.is_terminal() is (hand.phase is Phase.OVER) is (hand.current_player() is None)
            if hand.is_terminal():
                break
            legal, pick = hand.legal_actions(), rng.random()
            hand.apply(legal[-1] if pick < 0.25 else legal[0] if pick < 0.5 else rng.choice(legal))
        points, returns = hand.points(), hand.returns()
        assert sum(returns) == pytest.approx(0) and all(p >= 0 for p in points)
        assert [hand.tricks_won(s) for s in range(rules.players)] == [
            sum(t.winner == s for t in hand.tricks) for s in range(rules.players)]
        if not hand.thrown_in:
            assert hand.maker_tricks == sum(hand.tricks_won(s) for s in hand.makers)
            scored = hand.result
            assert [scored.points if s in scored.scorers else 0 for s in range(rules.players)] == points


def test_points_and_returns_are_zero_until_the_hand_is_over() -> None:
    hand = new_hand("openspiel", seed=4)
    while not hand.is_terminal():
        assert hand.points() == [0] * 4 and hand.returns() == [0.0] * 4
        hand.apply(hand.legal_actions()[0])
    assert hand.returns() != [0.0] * 4 or hand.thrown_in
