"""The engine's fast paths give what the slow ones gave: shuffled deals, their checks, ready legal moves."""

from __future__ import annotations

import random

import pytest

from euchre_teach import Deal, HandState, IllegalActionError, InvalidDealError, find_variant, new_hand
from euchre_teach.cards import mask_of


def test_a_shuffled_deal_builds_its_cards_when_read_and_they_are_the_hands_played() -> None:
    rules = find_variant("standard")
    deal = Deal.from_rng(rules, random.Random(5))
    assert "hands" not in vars(deal)
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
    same = standard.replace()  # equal rules, another object: the full check passes
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
