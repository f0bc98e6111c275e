"""The strong bot's default sample counts reach its decisions (they were measured: see bots/strong.py)."""

from __future__ import annotations

from euchre_teach import new_hand
from euchre_teach.bots.strong import PLAY_SAMPLES, StrongBot


def test_a_default_strong_card_is_judged_over_the_measured_number_of_deals() -> None:
    hand = new_hand("standard", seed=1)
    for action in ("order up", "discard 9C", "pass", "pass"):
        hand.apply(action)
    reason = StrongBot(1).decide(hand.view(hand.current_player())).reason
    assert f"over {PLAY_SAMPLES} deals that fit what you have seen" in reason


def test_a_default_strong_discard_is_judged_over_24_deals() -> None:
    hand = new_hand("standard", seed=1)
    hand.apply("order up")
    reason = StrongBot(1).decide(hand.view(hand.current_player())).reason
    assert reason.startswith("discard ") and "over 24 deals that fit what you have seen" in reason
