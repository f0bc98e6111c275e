"""Sampling that reads the bidding, and the auction maker's exchange with the widow, solved."""

from __future__ import annotations

import random
import re

import pytest

from euchre_teach import EuchreError, HandState, Phase, new_hand
from euchre_teach.actions import Kind
from euchre_teach.analysis.coach import advise, judge
from euchre_teach.analysis.heuristics import bid
from euchre_teach.analysis.play import advise_exchange, advise_play
from euchre_teach.analysis.sampling import bidding_fit, deal_fitting, knowledge
from euchre_teach.analysis.strength import advise_bid
from euchre_teach.bots import get_bot
from euchre_teach.bots.strong import StrongBot
from euchre_teach.cards import SUIT_WIDTH, mask_of
from euchre_teach.views import SeatView

CODE = re.compile(r"\b(?:10|[2-9TJQKA])[CDHS]\b")  # a card code such as KD where K♦ belongs


def to_phase(preset: str, seed: int, phases: tuple[Phase, ...]) -> HandState | None:
    """The seeded hand, every seat played by rule of thumb, at the first decision in ``phases``."""
    hand = new_hand(preset, seed=seed)
    bots = [get_bot("rule of thumb", s) for s in range(hand.rules.players)]
    while not hand.is_terminal():
        seat = hand.current_player()
        assert seat is not None
        if hand.phase in phases and len(hand.legal_actions()) > 1:
            return hand
        hand.apply(bots[seat].decide(hand.view(seat)).action)
    return None


def bidding_view(seed: int) -> SeatView:
    """A view in play after an opponent or partner made trump in round 1 (some seat passed first)."""
    for s in range(seed, seed + 200):
        hand = to_phase("standard", s, (Phase.PLAY,))
        if hand is None or hand.maker is None or not any(a.kind is Kind.ORDER_UP for _, a in hand.history):
            continue
        seat = hand.current_player()
        assert seat is not None
        if seat != hand.maker and hand.history[0][1].kind is Kind.PASS:
            return hand.view(seat)
    raise AssertionError("no such hand in 200 seeds")


def test_sampled_deals_fit_what_the_others_bid() -> None:
    """A deal kept by the bidding test gives every other bidder cards the count would have bid with."""
    view = bidding_view(1)
    fit = bidding_fit(view)
    assert fit is not None
    facts, rng = knowledge(view), random.Random(4)
    rules, up = view.rules, view.the_upcard.id
    for _ in range(40):
        hands = deal_fitting(facts, rng, fit)
        assert fit(hands)
        for seat, action in view.history:
            if action is None or action.kind not in (Kind.PASS, Kind.ORDER_UP):
                break
            if seat == view.seat:
                continue
            held = hands[seat] | mask_of(c for s, c in (p for t in view.tricks for p in t.plays) if s == seat)
            if view.current_trick:
                held |= mask_of(c for s, c in view.current_trick.plays if s == seat)
            if seat == view.dealer:
                held &= ~(1 << up)
            trump = bid(rules, held, up, seat, view.dealer, False)[0]
            assert trump == (-1 if action.kind is Kind.PASS else up // SUIT_WIDTH)
            if action.kind is Kind.ORDER_UP:
                break


def test_without_the_bidding_test_passes_do_not_bias_the_deal() -> None:
    view = bidding_view(1)
    fit = bidding_fit(view)
    assert fit is not None
    facts, rng = knowledge(view), random.Random(4)
    assert not all(fit(deal_fitting(facts, rng, None)) for _ in range(60))


def test_play_advice_with_the_bidding_is_seeded_and_legal() -> None:
    view = bidding_view(3)
    first, again = (advise_play(view, 12, seed=5, bidding=True) for _ in range(2))
    assert first == again
    assert {o.action for o in first.options} == set(view.legal)


def test_the_bidding_test_covers_only_two_round_bidding() -> None:
    hand = to_phase("auction 5", 0, (Phase.PLAY,))
    assert hand is not None
    seat = hand.current_player()
    assert seat is not None
    assert bidding_fit(hand.view(seat)) is None


def test_bid_advice_judges_only_legal_bids() -> None:
    view = new_hand("standard", seed=22).view("West")
    advice = advise_bid(view, 32, seed=1, rounds=(16, 16), actions=[a for a in view.legal if not a.alone])
    assert {o.action for o in advice.options} == {a for a in view.legal if not a.alone}
    with pytest.raises(EuchreError, match="must be legal"):
        advise_bid(view, 16, seed=1, actions=[])


# -- the auction maker's exchange ---------------------------------------------------------------

EXCHANGE = (Phase.DISCARD, Phase.PARTNER)


@pytest.mark.parametrize("preset", ["auction 5", "auction 6"])
def test_exchange_sampling_respects_the_widow_and_the_discards(preset: str) -> None:
    """The maker knows the widow it took and the cards it put down: no sampled hand holds them."""
    for seed in range(6):
        hand = to_phase(preset, seed, (Phase.PARTNER,))
        if hand is None:
            continue
        view = hand.view(hand.current_player())
        facts = knowledge(view)
        known = mask_of(view.own_hand) | mask_of(view.discards)
        assert view.discards and facts.pool & known == 0
        rng = random.Random(seed)
        for _ in range(20):
            hands = deal_fitting(facts, rng, None)
            assert all(h & known == 0 for s, h in hands.items() if s != view.seat)
            assert all(h.bit_count() == view.hand_sizes[s] for s, h in hands.items())
        return
    raise AssertionError("no auction won with an ally to name in six seeds")


@pytest.mark.parametrize("preset", ["auction 5", "auction 6"])
def test_exchange_advice_values_every_choice_and_is_seeded(preset: str) -> None:
    for phase in EXCHANGE:
        hand = next(h for s in range(10) if (h := to_phase(preset, s, (phase,))) is not None)
        view = hand.view(hand.current_player())
        advice = advise_exchange(view, 4, seed=2)
        assert advice == advise_exchange(view, 4, seed=2)
        assert {o.action for o in advice.options} == set(view.legal)
        assert all(o.made is not None and 0 <= o.made <= 1 for o in advice.options)
        assert advice.best.action in view.legal and "makes its bid in" in advice.reason
        assert not CODE.search(advice.reason)


def test_exchange_advice_refuses_other_decisions() -> None:
    view = new_hand("standard", seed=22).view("West")
    with pytest.raises(EuchreError, match="auction maker"):
        advise_exchange(view)


@pytest.mark.parametrize("preset", ["auction 5", "auction 6"])
def test_the_coach_and_the_strong_bot_solve_the_exchange(preset: str) -> None:
    for phase in EXCHANGE:
        hand = next(h for s in range(10) if (h := to_phase(preset, s, (phase,))) is not None)
        view = hand.view(hand.current_player())
        hint = advise(view, samples=4, seed=1)
        assert hint.graded and hint.action in view.legal
        assert "rule of thumb" not in hint.reason.lower() or "sampled deals" in hint.reason
        assert not CODE.search(hint.reason) and "Action(" not in hint.reason
        equal = len({option.expected for option in hint.numbers.options}) == 1  # no choice to grade
        for action in view.legal:
            label = judge(hint, action).label
            assert label == "not graded" if equal else label in ("best", "good", "inaccuracy", "mistake", "blunder")
        decision = StrongBot(3, discard_samples=4).decide(view)
        assert decision.action in view.legal and "makes its bid in" in decision.reason
        assert not decision.reason.startswith("by rule of thumb") and not CODE.search(decision.reason)


def test_seven_hands_keep_the_rule_of_thumb_exchange_and_say_so() -> None:
    hand = next(h for s in range(10) if (h := to_phase("auction 7", s, (Phase.DISCARD,))) is not None)
    view = hand.view(hand.current_player())
    assert StrongBot(3).decide(view).reason.startswith("by rule of thumb")
    assert not advise(view, seed=1).graded


def test_play_advice_with_the_score_ranks_by_the_chance_to_win_the_match() -> None:
    """Solved face up at 9–9, a card wins the match exactly when it scores for its side; sampled, the
    cards come best chance first, and without a score there is no chance at all."""
    hand = new_hand("standard", seed=1)
    for action in ("order up", "discard 9C", "pass", "pass"):
        hand.apply(action)
    exact = advise_play(hand, score=(9, 9))
    assert all(o.win == (1.0 if o.expected > 0 else 0.0) for o in exact.options)
    view = bidding_view(3)
    sampled = advise_play(view, 12, seed=5, bidding=True, score=(6, 8))
    chances = [o.win for o in sampled.ranked]
    assert all(c is not None and 0 <= c <= 1 for c in chances) and chances == sorted(chances, reverse=True)
    assert all(o.win is None for o in advise_play(view, 12, seed=5, bidding=True).options)
