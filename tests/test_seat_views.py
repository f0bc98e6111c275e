"""A seat's view, built in one pass for speed, says exactly what the public properties say.

The reference below is the view written the plain way, field by field from the hand's public
properties; the engine's own builds it from its fields (every bot decision and every play-out
asks for one). They must agree for every seat and the teacher, at every step of hands under
every preset, and a seat must never be shown another's discard or gift.
"""

from __future__ import annotations

import random

import pytest

from euchre_teach import PRESETS, HandState, Kind, SeatView, Suit, new_hand
from euchre_teach.cards import JOKER_ID
from euchre_teach.ranking import _display_key, sort_hand
from euchre_teach.table import Phase


def reference_view(hand: HandState, seat: int | None) -> SeatView:
    """The view as the public properties give it (what the engine's view must equal)."""
    sees_all = seat is None
    n = hand.rules.players

    def visible(s: int) -> tuple | None:
        if sees_all:
            return hand.hand(s)
        if s != seat:
            return None
        return () if hand.phase is Phase.DEALER_NAMES and s == hand.dealer else hand.hand(s)

    def public(actor: int, action):
        if sees_all or actor == seat:
            return action
        if action.kind is Kind.DISCARD or (action.kind is Kind.GIVE and seat != hand.maker):
            return None
        return action

    partner = hand.partner
    knows = sees_all or hand.partner_revealed or (seat == partner and hand.partner_known_to_holder)
    to_act = hand.current_player()
    return SeatView(
        seat=seat, rules=hand.rules, phase=hand.phase, dealer=hand.dealer, upcard=hand.upcard,
        upcard_taken=hand.upcard_taken, hands=tuple(visible(s) for s in range(n)),
        hand_sizes=tuple(len(hand.hand(s)) for s in range(n)),
        history=tuple((actor, public(actor, action)) for actor, action in hand.history),
        trump=hand.trump, maker=hand.maker, partner=partner if knows else None,
        makers=hand.makers if knows else tuple(s for s in hand.makers if s != partner),
        alone=hand.alone, lone_defender=hand.lone_defender, sitting_out=hand.sitting_out,
        tricks=hand.tricks, current_trick=hand.current_trick,
        tricks_won=tuple(hand.tricks_won(s) for s in range(n)), to_act=to_act,
        legal=hand.legal_actions() if to_act is not None and (sees_all or to_act == seat) else (),
        discards=tuple(action.card for actor, action in hand.history
                       if action.kind is Kind.DISCARD and (sees_all or actor == seat)),
        partner_revealed=hand.partner_revealed,
        partner_card=hand.partner_card if knows else None,
        partner_known_to_holder=hand.partner_known_to_holder if knows else None,
        result=hand.result if hand.is_terminal() else None,
    )


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_view_at_every_step_equals_the_public_properties(preset: str) -> None:
    choose = random.Random(preset).choice
    steps = 0
    for seed in range(12):
        hand = new_hand(preset, seed=seed)
        while True:
            for seat in (None, *range(hand.rules.players)):
                view = hand.table_view() if seat is None else hand.view(seat)
                assert view == reference_view(hand, seat), (preset, seed, seat, hand.history)
            steps += 1
            if hand.is_terminal():
                break
            hand.apply(choose(hand.legal_actions()))
    assert steps > 12 * 5


def test_a_discard_is_hidden_from_the_other_seats_and_shown_to_the_dealer() -> None:
    hand = new_hand("standard", seed=22)
    hand.apply("order up")
    dealer = hand.current_player()
    discard = hand.legal_actions()[0]
    hand.apply(discard)
    for seat in range(4):
        entry = hand.view(seat).history[-1]
        assert entry == (dealer, discard if seat == dealer else None)
        assert hand.view(seat).discards == ((discard.card,) if seat == dealer else ())
    assert hand.table_view().discards == (discard.card,)


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_a_hand_shows_in_display_order_before_and_after_trump(preset: str) -> None:
    """The table of display places sorts as its definition (``_display_key``) does, in every pack."""
    rules = PRESETS[preset]
    best = rules.best_bower.id if rules.best_bower is not None else JOKER_ID
    pick = random.Random(preset)
    for _ in range(40):
        cards = pick.sample(rules.pack, min(6, len(rules.pack)))
        for trump in (None, *Suit):
            key = -1 if trump is None else int(trump)
            expected = tuple(sorted(cards, key=lambda c: _display_key(c.id, key, best)))
            assert sort_hand(cards, trump, rules) == expected
    hand = new_hand(preset, seed=3)
    while hand.trump is None and not hand.is_terminal():
        for seat in range(rules.players):
            assert hand.hand(seat) == sort_hand(hand.hand(seat), None, rules)
        hand.apply(hand.legal_actions()[-1])
    for seat in range(rules.players):
        assert hand.hand(seat) == sort_hand(hand.hand(seat), hand.trump, rules)


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_clones_that_bid_otherwise_each_show_their_own_bidding(preset: str) -> None:
    """A view keeps what each seat knows of the steps before play (``_known``, by the number of steps):
    a clone copies it and never shares it, so two clones that then bid otherwise, at the same number of
    steps, each show their own bidding."""
    for seed in range(8):
        hand = new_hand(preset, seed=seed)
        while not hand.is_terminal() and hand.phase is not Phase.PLAY:
            n = hand.rules.players
            for seat in (None, *range(n)):  # the views of this step are kept
                hand.table_view() if seat is None else hand.view(seat)
            first, last = hand.legal_actions()[0], hand.legal_actions()[-1]
            other = hand.clone()
            hand.apply(first)
            other.apply(last)
            for state in (other, hand):
                for seat in (None, *range(n)):
                    view = state.table_view() if seat is None else state.view(seat)
                    assert view == reference_view(state, seat), (preset, seed, seat, state.history)
