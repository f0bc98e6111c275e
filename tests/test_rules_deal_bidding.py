"""R6–R15: the deal, the upcard, the joker turned up, both bidding rounds and the discard."""

from __future__ import annotations

import random

import pytest
from conftest import SAMPLE, make_hand, play_all

from euchre_teach import Deal, IllegalActionError, InvalidDealError, Phase, Rules, Suit, new_hand
from euchre_teach.rules import STANDARD


def test_R6_five_cards_each_in_packets_from_the_dealers_left() -> None:
    for packets in ((3, 2), (2, 3)):
        rules = Rules(deal_packets=packets)
        deal = Deal.from_seed(rules, 99, dealer="S")
        assert [len(h) for h in deal.hands] == [5, 5, 5, 5]
        order = deal.packets(rules)
        assert [seat for seat, _ in order] == [3, 0, 1, 2, 3, 0, 1, 2]  # West (dealer's left) first
        assert [len(cards) for _, cards in order] == [packets[0]] * 4 + [packets[1]] * 4
        # the packets are the shuffled pack in order
        shuffled = list(rules.pack)
        random.Random(99).shuffle(shuffled)
        assert [c for _, cards in order for c in cards] == shuffled[:20]


def test_R6_partners_sit_opposite_and_deal_passes_left() -> None:
    hand = make_hand(dealer="W")
    play_all(hand, "pass", "order up")
    assert hand.maker == 1 and hand.makers == (1, 3)  # East ordered up: East and West, opposite
    from euchre_teach import Match

    match = Match(seed=3, first_dealer="N")
    dealers = []
    while len(match.history) < 3:
        dealers.append(match.hand.dealer)
        match.apply(match.legal_actions()[0])
    assert dealers[0] == 0 and match.hand.dealer == 3  # North, East, South dealt; West deals next


def test_R6_seeded_deals_are_reproducible_and_independent_of_global_random() -> None:
    random.seed(1)
    first = Deal.from_seed(STANDARD, 2024)
    random.seed(2)
    assert Deal.from_seed(STANDARD, 2024) == first
    assert Deal.from_seed(STANDARD, 2025) != first


def test_R7_kitty_and_upcard() -> None:
    deal = Deal.from_seed(STANDARD, 5)
    assert len(deal.kitty) == 4 and deal.upcard == deal.kitty[0]
    assert len(Deal.from_seed(Rules(pack_size=32), 5).kitty) == 12
    hand = new_hand(deal=deal)
    assert hand.upcard == deal.upcard and not hand.upcard_taken


def test_R7_hand_built_deals_are_checked() -> None:
    with pytest.raises(InvalidDealError, match="dealt twice"):
        Deal.from_hands(STANDARD, {**SAMPLE, "N": "JH JD AH KH 9C"}, upcard="9H", dealer="W")
    with pytest.raises(InvalidDealError, match="North has 4 cards"):
        Deal.from_hands(STANDARD, {**SAMPLE, "N": "JH JD AH KH"}, upcard="9H", dealer="W")
    with pytest.raises(InvalidDealError, match="not in the 24-card pack"):
        Deal.from_hands(STANDARD, {**SAMPLE, "N": "JH JD AH KH 8H"}, upcard="9H", dealer="W")
    with pytest.raises(InvalidDealError, match="no hand given for West"):
        Deal.from_hands(STANDARD, {k: v for k, v in SAMPLE.items() if k != "W"}, upcard="9H", dealer="W")
    with pytest.raises(InvalidDealError, match="not a card"):
        Deal.from_hands(STANDARD, {**SAMPLE, "N": "JH JD AH KH ZZ"}, upcard="9H", dealer="W")


def test_R8_joker_turned_up_dealer_names_trump_blind() -> None:
    hand = make_hand("finnish", upcard="joker")
    assert hand.phase is Phase.DEALER_NAMES and hand.current_player() == 3
    assert hand.view("W").hands[3] == ()  # the dealer names trump before looking at the hand
    assert {str(a) for a in hand.legal_actions()} == {f"call {s.plural}" for s in Suit}
    with pytest.raises(IllegalActionError, match="no bidding"):
        hand.apply("pass")
    hand.apply("call clubs")
    assert hand.trump is Suit.CLUBS and hand.maker == 3 and hand.makers == (1, 3)
    assert hand.phase is Phase.DISCARD and "joker" in [c.code for c in hand.hand("W")]


def test_R8_option_agreed_suit_when_the_joker_turns() -> None:
    hand = make_hand("finnish", upcard="joker", joker_upcard="agreed suit", joker_agreed_suit="hearts")
    assert hand.trump is Suit.HEARTS and hand.maker == 3
    assert hand.phase is Phase.DISCARD


def test_R9_round_one_from_dealers_left_first_acceptance_ends_bidding() -> None:
    hand = make_hand(dealer="W")
    assert hand.current_player() == 0
    assert [str(a) for a in hand.legal_actions()] == ["pass", "order up", "order up alone"]
    play_all(hand, "pass", "order up")
    assert hand.trump is Suit.HEARTS and hand.maker == 1 and hand.phase is Phase.DISCARD


def test_R10_option_dealers_partner_may_order_up_only_alone() -> None:
    hand = make_hand(dealer="W", dealer_partner_must_go_alone=True)
    play_all(hand, "pass")
    assert hand.current_player() == 1
    assert [str(a) for a in play_all(hand, "pass").legal_actions()] == ["pass", "order up", "order up alone"]
    hand = make_hand(dealer="N", dealer_partner_must_go_alone=True)  # South is the dealer's partner
    play_all(hand, "pass")
    assert hand.current_player() == 2
    assert [str(a) for a in hand.legal_actions()] == ["pass", "order up alone"]
    with pytest.raises(IllegalActionError, match="only alone"):
        hand.apply("order up")


def test_R11_round_two_names_another_suit() -> None:
    hand = play_all(make_hand(), "pass", "pass", "pass", "pass")
    assert hand.phase is Phase.ROUND_2 and hand.current_player() == 0
    names = {str(a) for a in hand.legal_actions()}
    assert "call hearts" not in names and {"pass", "call spades", "call clubs alone"} <= names
    with pytest.raises(IllegalActionError, match="Hearts was turned down"):
        hand.apply("call hearts")
    hand.apply("call diamonds")
    assert hand.trump is Suit.DIAMONDS and hand.phase is Phase.DEFENDING and not hand.upcard_taken


def test_R12_all_pass_twice_throws_in() -> None:
    hand = play_all(make_hand(), *["pass"] * 8)
    assert hand.is_terminal() and hand.thrown_in and hand.points() == [0, 0, 0, 0]


def test_R12_option_stick_the_dealer() -> None:
    hand = play_all(make_hand(stick_the_dealer=True), *["pass"] * 7)
    assert hand.current_player() == 3
    assert "pass" not in {str(a) for a in hand.legal_actions()}
    with pytest.raises(IllegalActionError, match="Stick the dealer"):
        hand.apply("pass")


def test_R13_makers_and_defenders() -> None:
    hand = play_all(make_hand(), "pass", "pass", "order up")
    assert hand.maker == 2 and hand.makers == (0, 2) and hand.defenders == (1, 3)


def test_R14_dealer_picks_up_and_discards() -> None:
    hand = play_all(make_hand(dealer="W"), "order up")
    assert hand.phase is Phase.DISCARD and hand.current_player() == 3
    assert len(hand.hand("W")) == 6 and hand.upcard_taken
    hand.apply("discard 9S")
    assert len(hand.hand("W")) == 5 and hand.discarded.code == "9S"
    assert hand.view("N").discarded is None and hand.view("W").discarded.code == "9S"


def test_R14_no_pickup_when_the_dealers_partner_goes_alone() -> None:
    hand = play_all(make_hand(dealer="S"), "pass", "order up alone")  # North, South's partner
    assert hand.maker == 0 and hand.alone and not hand.upcard_taken
    assert hand.phase is Phase.DEFENDING and len(hand.hand("S")) == 5
    assert hand.sitting_out == (2,)
    # OpenSpiel's reading: the dealer picks up anyway
    other = play_all(make_hand(dealer="S", dealer_picks_up_when_partner_alone=True), "pass", "order up alone")
    assert other.phase is Phase.DISCARD and other.upcard_taken


def test_R14_option_dealer_may_not_discard_the_upcard() -> None:
    hand = play_all(make_hand(dealer_may_discard_upcard=False), "order up")
    assert "discard 9H" not in {str(a) for a in hand.legal_actions()}
    with pytest.raises(IllegalActionError, match="keeps the upcard"):
        hand.apply("discard 9H")
    assert "discard 9H" in {str(a) for a in play_all(make_hand(), "order up").legal_actions()}


def test_R15_either_defender_may_defend_alone_even_against_a_partnership() -> None:
    hand = play_all(make_hand(dealer="W"), "order up", "discard 9S")  # North makes
    assert hand.phase is Phase.DEFENDING and hand.current_player() == 1  # East, first defender from dealer's left
    play_all(hand, "pass")
    assert hand.current_player() == 3
    hand.apply("defend alone")
    assert hand.lone_defender == 3 and hand.sitting_out == (1,) and hand.phase is Phase.PLAY


def test_R15_option_defend_alone_only_against_a_loner() -> None:
    hand = play_all(make_hand(dealer="W", defend_alone="against a loner"), "order up", "discard 9S")
    assert hand.phase is Phase.PLAY
    hand = play_all(make_hand(dealer="W", defend_alone="against a loner"), "order up alone", "discard 9S")
    assert hand.phase is Phase.DEFENDING
