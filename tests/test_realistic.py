"""Realistic numbers: deals played out with hidden cards, and samples that fit the bidding."""

from __future__ import annotations

from euchre_teach import Deal, HandState, new_hand
from euchre_teach.actions import Action
from euchre_teach.analysis import advise_bid
from euchre_teach.analysis.coach import advise, judge
from euchre_teach.analysis.realistic import realistic, replay
from euchre_teach.rules import find_variant


def test_double_dummy_is_kinder_to_the_makers_than_hidden_cards() -> None:
    view = new_hand("standard", seed=22).view("West")  # A♠ Q♠ J♠ 10♣ K♦, the 10♠ turned up
    dd = advise_bid(view, samples=200, seed=1).option("order up")
    real = realistic(view, samples=120, seed=1).option("order up")
    assert real.p_make is not None and dd.p_make is not None and dd.p_march is not None
    assert dd.p_make - real.p_make > 0.05 and dd.p_march > real.p_march  # type: ignore[operator]
    assert dd.expected > real.expected


def _north_passes(north: str) -> tuple[HandState, Deal]:
    rules = find_variant("standard")
    deal = Deal.from_hands(rules, {"N": north, "E": "9H TH JH QH KH", "S": "AH 9D TD JD QD",
                                   "W": "KD AD QS TS 9C"}, upcard="9S", dealer="W")
    hand = HandState(rules, deal)
    hand.apply("pass")  # North, left of the dealer, passes
    return hand, deal


def test_a_deal_is_kept_only_if_the_rule_of_thumb_bidder_would_have_bid_the_same() -> None:
    hand, junk = _north_passes("TC QC KC AC KS")  # 3 points for spades: the rule of thumb passes too
    view = hand.view("East")
    assert replay(view, junk, None, check=True) is not None
    _, bowers = _north_passes("JS JC AS KS AC")  # both bowers, the ace and king of trump: it would order up
    assert replay(view, bowers, None, check=True) is None
    assert replay(view, bowers, None, check=False) is not None
    estimate = realistic(view, samples=20, seed=3)
    assert estimate.fitted == estimate.samples == 20


def test_the_coach_grades_call_ace_and_auction_bids_from_played_out_deals() -> None:
    for name in ("call-ace", "auction 5"):
        hand = new_hand(name, seed=3)
        view = hand.view(hand.current_player())
        advice = advise(view, samples=12, seed=1)
        assert advice.graded and "see only their own cards" in advice.reason
        verdict = judge(advice, "pass")
        assert verdict.label in ("best", "good", "inaccuracy", "mistake", "blunder")


def test_an_early_stop_ends_at_a_round_once_the_best_action_is_clear() -> None:
    from euchre_teach.analysis.realistic import FIRST_ROUND, ROUND

    rules = find_variant("standard")
    deal = Deal.from_hands(rules, {"N": "JH JD AH KH QH", "E": "9C TC JC QC KC", "S": "AC 9D TD QD KD",
                                   "W": "AD 9S TS JS QS"}, upcard="9H", dealer="W")
    view = HandState(rules, deal).view("N")  # the five highest hearts: going alone is clearly better
    choices = [Action.parse("pass"), Action.parse("order up alone")]
    quick = realistic(view, samples=200, seed=1, actions=choices, confidence=3.0)
    assert quick.samples < 200 and (quick.samples - FIRST_ROUND) % ROUND == 0
    assert quick.margin > 3.0 * quick.margin_error
    whole = realistic(view, samples=quick.samples, seed=1, actions=choices)  # the same deals, no stop: the same figures
    assert whole.options == quick.options and whole.samples == quick.samples


def test_an_early_stop_takes_every_deal_when_the_choices_are_close() -> None:
    view = new_hand("standard", seed=22).view("West")
    close = realistic(view, samples=60, seed=1, actions=[Action.parse("order up"), Action.parse("order up alone")],
                      confidence=3.0)  # with hidden cards these two are within about one error of each other
    assert close.samples == 60 and close.margin < 3.0 * close.margin_error
