"""Bid advice that stops when it knows: rounds of deals until the best bid leads the next by 3 standard errors."""

from __future__ import annotations

import pytest

from euchre_teach import new_hand
from euchre_teach.analysis import advise_bid
from euchre_teach.analysis.strength import CONFIDENCE, FIRST_ROUND, ROUND


def first_bidder(seed: int):  # type: ignore[no-untyped-def]
    hand = new_hand("standard", seed=seed)
    return hand.view(hand.current_player())


def test_a_clear_bid_stops_early_with_the_margin_that_stopped_it() -> None:
    view = first_bidder(22)  # A♠ Q♠ J♠ 10♣ K♦ under the 10♠: ordering up is far ahead
    quick = advise_bid(view, samples=1000, seed=1)
    full = advise_bid(view, samples=1000, seed=1, confidence=None)
    assert quick.samples < 1000 and full.samples == 1000
    assert (quick.samples - FIRST_ROUND) % ROUND == 0
    assert quick.confident and quick.margin > CONFIDENCE * quick.margin_error > 0
    assert quick.best.action == full.best.action
    first, second = quick.ranked[:2]
    assert quick.margin == pytest.approx(first.expected - second.expected)  # the same deals: the lead is exact


def test_without_confidence_every_deal_is_used_and_the_margin_still_reported() -> None:
    advice = advise_bid(first_bidder(22), samples=130, seed=3, confidence=None)
    assert advice.samples == 130 and advice.margin > 0 and advice.margin_error > 0


def test_sampling_never_passes_the_cap_and_stopping_is_seeded() -> None:
    for seed in range(4):
        view = first_bidder(seed)
        advice = advise_bid(view, samples=220, seed=5)
        assert advice.samples <= 220
        assert advice.samples == 220 or advice.confident
        assert advice == advise_bid(view, samples=220, seed=5)


def test_a_stricter_confidence_needs_at_least_as_many_deals() -> None:
    view = first_bidder(22)
    loose = advise_bid(view, samples=600, seed=2, confidence=1.0)
    strict = advise_bid(view, samples=600, seed=2, confidence=6.0)
    assert loose.samples <= strict.samples


def test_a_trusted_position_is_the_checked_position() -> None:
    from euchre_teach.analysis import Position
    from euchre_teach.rules import STANDARD

    checked = Position.from_hands(STANDARD, "hearts", {0: "JH 9C", 1: "AH TC", 2: "9H AC", 3: "KC QC"},
                                  leader=0, makers=(0, 2))
    trusted = Position.trusted(STANDARD, checked.trump, checked.hands, checked.order, checked.leader,
                               checked.makers)
    assert trusted == checked and trusted.legal() == checked.legal() and trusted.to_play == checked.to_play
