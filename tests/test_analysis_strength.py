"""Sampling what a seat cannot see, and hand strength in the bidding.

The facts a seat has are never wrong (the real deal always fits them), every sampled deal
fits them, and the bidding analysis builds the same first lead the engine does. Estimates
fall within their reported error of a long run on other seeds.
"""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from euchre_teach import PRESETS, EuchreError, HandState, Phase, find_variant, new_hand
from euchre_teach.analysis import Position, advise_bid, deal_unseen, knowledge
from euchre_teach.analysis.heuristics import choose_discard
from euchre_teach.analysis.sampling import sampled_positions
from euchre_teach.analysis.strength import Contract, contract_position
from euchre_teach.cards import mask_of

DETERMINISTIC = settings(max_examples=60, deadline=None, derandomize=True,
                         suppress_health_check=[HealthCheck.too_slow])


def walk(preset: str, seed: int, steps: int) -> HandState:
    rng = random.Random(seed)
    hand = new_hand(preset, seed=seed)
    for _ in range(steps):
        if hand.is_terminal():
            break
        hand.apply(rng.choice(hand.legal_actions()))
    return hand


@DETERMINISTIC
@given(st.sampled_from(sorted(PRESETS)), st.integers(0, 2**20), st.integers(0, 40))
def test_the_real_deal_fits_what_a_seat_knows_and_so_does_every_sample(preset: str, seed: int, steps: int) -> None:
    hand = walk(preset, seed, steps)
    if hand.is_terminal():
        return
    for seat in range(hand.rules.players):
        view = hand.view(seat)
        facts = knowledge(view)
        real = {s: mask_of(hand.hand(s)) for s in facts.need}
        discarded_upcard = hand.upcard in hand.discards  # the one belief that may be wrong
        for s, cards in real.items():
            assert not cards & facts.void.get(s, 0), "a seat is never void in a suit it holds"
            assert discarded_upcard or facts.must.get(s, 0) & ~cards == 0
            assert discarded_upcard or cards & ~(facts.pool | facts.must.get(s, 0)) == 0
        for sample in (deal_unseen(facts, random.Random(i)) for i in range(5)):
            assert seat in facts.need or sample[seat] == mask_of(view.hand)
            seen = 0
            for s, cards in sample.items():
                assert cards.bit_count() == view.hand_sizes[s]
                assert not cards & facts.void.get(s, 0) and not seen & cards
                seen |= cards


def test_sampling_is_uniform_in_the_bidding() -> None:
    view = new_hand("standard", seed=22).view(3)
    facts = knowledge(view)
    rng = random.Random(5)
    counts = [0] * 4
    card = next(c for c in range(64) if facts.pool >> c & 1)
    trials = 4000
    for _ in range(trials):
        hands = deal_unseen(facts, rng)
        for s in range(3):
            counts[s] += hands[s] >> card & 1
    share = 5 / facts.pool.bit_count()  # each other hand holds 5 of the unseen cards
    for s in range(3):
        assert abs(counts[s] / trials - share) < 4 * math.sqrt(share * (1 - share) / trials)


def test_sampled_positions_keep_a_silent_partner_hidden_until_played() -> None:
    hand = walk("call-ace", 3, 0)
    rng = random.Random(1)
    while hand.phase is not Phase.PLAY:
        hand.apply(rng.choice(hand.legal_actions()))
    seat = next(s for s in range(4) if s not in hand.makers)
    view = hand.view(seat)
    makers = {p.makers for p in sampled_positions(view, 30, random.Random(2))}
    assert all(hand.maker in m for m in makers)
    if view.partner is None and not hand.alone:
        assert len(makers) > 1, "the unknown partner differs from deal to deal"


@pytest.mark.parametrize("preset", ["standard", "openspiel", "railroad", "cutthroat", "two-handed", "32-card"])
def test_contract_position_is_the_engines_first_lead(preset: str) -> None:
    rules = find_variant(preset)
    if rules.defend_alone.value != "never":
        rules = rules.replace(defend_alone="never", lone_defender_euchre_points=rules.euchre_points)
    rules = rules.replace(calling_for_best=False)
    for seed in range(30):
        rng = random.Random(seed)
        hand = HandState(rules, new_hand(rules, seed=seed).deal)
        if hand.phase is not Phase.ROUND_1:  # the joker turned: no bidding
            continue
        maker = (hand.dealer + 1 + rng.randrange(rules.players)) % rules.players
        round_one = rng.random() < 0.5
        hands = {s: mask_of(hand.hand(s)) for s in range(rules.players)}
        upcard = hand.upcard.id
        while hand.current_player() != maker:
            hand.apply("pass")
        if round_one:
            legal = [a for a in hand.legal_actions() if a.kind.value == "order up"]
        else:
            while hand.phase is Phase.ROUND_1 or hand.current_player() != maker:
                hand.apply("pass")
            legal = [a for a in hand.legal_actions() if a.kind.value == "call"]
        bid = rng.choice(legal)
        hand.apply(bid)
        contract = Contract(maker, int(hand.trump), bid.alone, round_one)
        if hand.phase is Phase.DISCARD:
            held = mask_of(hand.hand(hand.dealer))
            allowed = mask_of(a.card for a in hand.legal_actions())
            card, _ = choose_discard(rules, held, int(hand.trump), allowed)
            hand.apply(f"discard {hand.rules.pack[0].from_id(card).code}")
        assert hand.phase is Phase.PLAY
        assert contract_position(rules, hands, hand.dealer, upcard, contract) == Position.from_state(hand)


@pytest.mark.parametrize(("seed", "seat"), [(22, 3), (1, 3)])
def test_estimates_fall_within_their_error_of_a_long_run(seed: int, seat: int) -> None:
    view = new_hand("standard", seed=seed).view(seat)
    short = advise_bid(view, samples=200, seed=1, confidence=None)  # every deal: the precision of 200
    long = advise_bid(view, samples=1200, seed=99, confidence=None)
    for quick in short.options:
        slow = long.option(quick.action)
        assert abs(quick.expected - slow.expected) <= 3 * math.hypot(quick.error, slow.error)
        if quick.p_make is not None:
            spread = math.sqrt(slow.p_make * (1 - slow.p_make) / 200) + 1 / 200
            assert abs(quick.p_make - slow.p_make) <= 3 * spread
            assert quick.p_march <= quick.p_make and quick.p_make + quick.p_euchred == pytest.approx(1)


def test_advice_is_seeded_and_the_score_caps_the_points() -> None:
    view = new_hand("standard", seed=22).view(3)
    assert advise_bid(view, samples=60, seed=4) == advise_bid(view, samples=60, seed=4)
    free = advise_bid(view, samples=60, seed=4).option("order up alone")
    capped = advise_bid(view, samples=60, seed=4, score=(9, 0)).option("order up alone")
    assert capped.expected <= free.expected and capped.p_make == free.p_make
    assert "Order it up: you make it" in advise_bid(view, samples=60, seed=4).reason


def test_at_nine_all_a_bid_wins_the_match_exactly_when_it_makes() -> None:
    """At 9–9 the next point ends the match: ordering up wins it when the makers take three tricks,
    with a partner or alone; with an allowance, the share of makes counted as euchred is lost."""
    view = new_hand("standard", seed=22).view("West")
    plain = advise_bid(view, 60, seed=1, score=(9, 9), confidence=None)
    for action in ("order up", "order up alone"):
        option = plain.option(action)
        assert option.win == pytest.approx(option.p_make)
    marked = advise_bid(view, 60, seed=1, score=(9, 9), confidence=None, optimism=(0.3, 0.1)).option("order up")
    assert marked.p_make is not None and marked.p_march is not None
    assert marked.win == pytest.approx(marked.p_march + 0.9 * (marked.p_make - marked.p_march))
    assert all(o.win is None for o in advise_bid(view, 60, seed=1, confidence=None).options)


def test_a_loner_from_six_can_win_the_match_at_once() -> None:
    """From 6–0 a march alone (4 points) wins the match, a march with a partner (2) does not: going
    alone is worth more by the match than at 0–0, where the march's points count the same."""
    view = new_hand("standard", seed=22).view("West")
    early = advise_bid(view, 60, seed=1, score=(0, 0), confidence=None)
    late = advise_bid(view, 60, seed=1, score=(6, 0), confidence=None)
    gain = {key: (late.option(key).win or 0.0) - (early.option(key).win or 0.0)
            for key in ("order up", "order up alone")}
    assert gain["order up alone"] > gain["order up"]


def test_round_two_offers_every_other_suit() -> None:
    hand = new_hand("standard", seed=22)
    for _ in range(4):
        hand.apply("pass")
    advice = advise_bid(hand.view(hand.current_player()), samples=40, seed=1)
    assert {str(o.action) for o in advice.options} == {str(a) for a in hand.legal_actions()}
    assert advice.reason.split(":")[0] in ("Pass", *(f"Call {s}" for s in ("clubs", "diamonds", "hearts", "spades")),
                                           *(f"Call {s} alone" for s in ("clubs", "diamonds", "hearts", "spades")))


def test_bid_advice_refuses_what_it_does_not_cover() -> None:
    with pytest.raises(EuchreError, match="call-ace"):
        advise_bid(new_hand("call-ace", seed=1).view(new_hand("call-ace", seed=1).current_player()), samples=5)
    hand = new_hand("standard", seed=22)
    with pytest.raises(EuchreError, match="whose turn"):
        advise_bid(hand.view((hand.current_player() + 1) % 4), samples=5)
