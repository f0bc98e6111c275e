"""R16–R22: lone hands, the opening lead, following suit, trick winners and scoring."""

from __future__ import annotations

import pytest
from conftest import make_hand, play_all, walk_first

from euchre_teach import (
    PRESETS,
    Deal,
    HandState,
    IllegalActionError,
    Match,
    Phase,
    Rules,
    RulesError,
    find_variant,
    new_hand,
)
from euchre_teach.bots import computer_players, play_out
from euchre_teach.rules import STANDARD
from euchre_teach.scoring import score_hand

LONE_MARCH = (
    "order up alone", "discard 9S", "pass", "pass",
    "play 9C", "play AD", "play QH",
    "play JH", "play TC", "play 9H",
    "play JD", "play JC", "play TS",
    "play AH", "play QC", "play JS",
    "play KH", "play KC", "play QS",
)


def test_R16_lone_players_partner_sits_out() -> None:
    hand = play_all(make_hand(), *LONE_MARCH[:4])
    assert hand.sitting_out == (2,)
    assert all(seat != 2 for seat, _ in play_all(hand, *LONE_MARCH[4:]).history[4:])
    assert len(hand.hand("S")) == 5  # South's cards stay face down, unplayed


def test_R17_loner_left_leads() -> None:
    hand = play_all(make_hand(), *LONE_MARCH[:4])
    assert hand.phase is Phase.PLAY and hand.current_player() == 1  # East, on North's left


def test_R17_loners_left_partner_leads_when_defending_alone() -> None:
    hand = play_all(make_hand(), "order up alone", "discard 9S", "pass", "defend alone")
    assert hand.lone_defender == 3 and hand.sitting_out == (1, 2)
    assert hand.current_player() == 3


def test_R17_eldest_hand_leads_otherwise_skipping_a_seat_that_sits_out() -> None:
    hand = play_all(make_hand(), "pass", "order up", "discard 9S", "pass", "pass")
    assert hand.current_player() == 0  # North, the dealer's left
    hand = play_all(make_hand(), "pass", "order up", "discard 9S", "pass", "defend alone")
    assert hand.sitting_out == (0,) and hand.current_player() == 1  # North sits out: East leads


def test_R17_option_dealers_left_always_leads() -> None:
    hand = play_all(make_hand(opening_lead="dealer's left"), *LONE_MARCH[:4])
    assert hand.current_player() == 0  # North, the loner himself, sits on the dealer's left


def test_R18_must_follow_the_led_suit() -> None:
    hand = play_all(make_hand(), "pass", "order up", "discard 9S", "pass", "pass", "play JH")  # hearts trump, led
    # East and South hold no heart: any card; West holds the 9♥ and must play it
    assert {str(a) for a in hand.legal_actions()} == {"play 9C", "play TC", "play JC", "play QC", "play KC"}
    play_all(hand, "play 9C")
    assert {str(a) for a in hand.legal_actions()} == {"play AC", "play 9D", "play TD", "play QD", "play KD"}
    play_all(hand, "play AC")
    assert [str(a) for a in hand.legal_actions()] == ["play 9H"]
    with pytest.raises(IllegalActionError, match="must follow hearts"):
        hand.apply("play AD")


def test_R18_left_bower_led_calls_for_trump() -> None:
    hand = play_all(make_hand(), "pass", "order up", "discard 9S", "pass", "pass", "play JD")
    # East holds no heart: any card
    assert len(hand.legal_actions()) == 5
    play_all(hand, "play 9C", "play 9D")
    assert [str(a) for a in hand.legal_actions()] == ["play 9H"]  # West must follow hearts with the 9♥
    with pytest.raises(IllegalActionError, match="must follow hearts"):
        hand.apply("play AD")


def test_R18_left_bower_does_not_follow_its_printed_suit() -> None:
    hands = {"N": "JD AD 9C TC JC", "E": "9D TD QC KC AC", "S": "QD KD 9H TH QH", "W": "KH AH 9S TS JS"}
    hand = play_all(make_hand(hands=hands, upcard="JH"), "order up", "discard 9S", "pass", "pass")
    play_all(hand, "play 9C", "play AC")  # North leads a club: East follows
    play_all(hand, "play QH", "play KH")  # South trumps in, West follows trump
    assert hand.tricks[0].winner == 3  # West's K♥ beats South's Q♥
    # diamonds led, hearts trump: South's J♦ is a heart, so the 10♦ must follow
    hands = {"N": "KH AH 9S TS JS", "E": "9D QD QC KC AC", "S": "JD TD 9C TC JC", "W": "KD AD 9H TH QH"}
    hand = play_all(make_hand(hands=hands, upcard="JH", dealer="N"), "order up", "discard 9S", "pass", "pass")
    play_all(hand, "play 9D")
    assert [str(a) for a in hand.legal_actions()] == ["play TD"]
    with pytest.raises(IllegalActionError, match="the left bower and counts as a heart, not a diamond"):
        hand.apply("play JD")


def test_R19_highest_trump_else_highest_of_led_suit_winner_leads() -> None:
    hand = play_all(make_hand(), "pass", "order up", "discard 9S", "pass", "pass")
    play_all(hand, "play KH", "play 9C", "play AC", "play 9H")
    assert hand.tricks[0].winner == 0 and hand.current_player() == 0
    play_all(hand, "play QH", "play TC", "play 9D", "play AD")
    assert hand.tricks[1].winner == 0


def test_R19_a_hand_is_five_tricks() -> None:
    hand = play_all(make_hand(), *LONE_MARCH)
    assert hand.is_terminal() and len(hand.tricks) == 5 and hand.tricks_won("N") == 5


def test_R20_scoring_table() -> None:
    assert play_all(make_hand(), *LONE_MARCH).points() == [4, 0, 4, 0]
    assert score_hand(STANDARD, 3, False, False, False)[1:3] == (True, 1)
    assert score_hand(STANDARD, 4, True, False, False)[1:3] == (True, 1)
    assert score_hand(STANDARD, 5, False, False, False)[1:3] == (True, 2)
    assert score_hand(STANDARD, 5, True, False, False)[1:3] == (True, 4)
    assert score_hand(STANDARD, 2, True, False, False)[1:3] == (False, 2)
    assert score_hand(STANDARD, 0, False, True, False)[1:3] == (False, 2)  # lone hands do not change a euchre


def test_R20_options_lone_defender_four_and_super_euchre() -> None:
    rules = Rules(lone_defender_euchre_points=4, super_euchre_points=4)
    assert score_hand(rules, 1, False, True, False)[:3] == ("euchred", False, 4)
    assert score_hand(rules, 0, False, False, False)[:3] == ("super-euchre", False, 4)
    assert score_hand(rules, 2, False, False, False)[:3] == ("euchred", False, 2)


def test_R20_option_a_euchred_lone_hand_gives_the_defenders_more() -> None:
    rules = Rules(lone_hand_euchre_points=4, defend_alone="never")
    assert score_hand(rules, 2, True, False, False)[:3] == ("euchred", False, 4)
    assert score_hand(rules, 2, False, False, False)[:3] == ("euchred", False, 2)
    assert "4 when the makers went alone" in rules.describe()
    deal = Deal.from_hands(rules, {"N": "9S TS 9C TC 9D", "E": "JH JD AH KH QH", "S": "QS JS QC JC TD",
                                   "W": "AS KS AC KC AD"}, upcard="TH", dealer="W")
    hand = HandState(rules, deal)
    hand.apply("order up alone")  # North, with no trump at all: East holds the five best hearts
    play_out(hand, computer_players("rule of thumb", 1, 4))
    assert hand.alone and hand.maker_tricks < 3 and hand.points() == [0, 4, 0, 4]
    with pytest.raises(RulesError, match="nobody goes alone by choice"):
        find_variant("cutthroat").replace(lone_hand_euchre_points=4)


def test_R21_game_to_an_agreed_total() -> None:
    for target in (5, 10, 11):
        match = Match(STANDARD.replace(target=target), seed=target)
        while not match.is_terminal():
            match.apply(match.legal_actions()[-1])  # greedy: always the last legal action
        assert max(match.scores) >= target
        assert all(max(line.scores) < target for line in match.history[:-1])
        assert match.history[-1].scores == tuple(match.scores)


def test_R22_euchre_count_scoring() -> None:
    rules = find_variant("euchre count")
    assert rules.scoring.value == "euchres" and rules.target == 3
    assert score_hand(rules, 5, False, False, False)[:3] == ("march", True, 1)
    assert score_hand(rules, 3, False, False, False)[2] == 0
    assert score_hand(rules, 2, False, False, False)[:3] == ("euchred", False, 1)
    assert score_hand(rules, 2, False, False, True)[2] == 0  # joker turned: 2 tricks suffice
    assert score_hand(rules, 1, False, False, True)[:3] == ("euchred", False, 1)
    assert play_all(make_hand(rules), *LONE_MARCH).points() == [1, 0, 1, 0]



def test_returns_are_zero_sum_as_openspiels_and_points_are_the_score() -> None:
    for name in PRESETS:
        for seed in range(4):
            hand = walk_first(new_hand(name, seed=seed))
            assert abs(sum(hand.returns())) < 1e-9
            points = hand.points()
            assert all(p >= 0 for p in points)
            assert [r > 0 for r in hand.returns()] == [p > 0 for p in points]
    assert HandState.returns.__doc__ and "OpenSpiel" in HandState.returns.__doc__
