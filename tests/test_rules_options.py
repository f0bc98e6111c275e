"""Rules options: wrong types and impossible mixes are RulesErrors saying why; the defaults follow the
rest of the rules; variants say what their reading of the books is."""

from __future__ import annotations

import pytest
from conftest import play_all

from euchre_teach import (
    IllegalActionError,
    Rules,
    RulesError,
    find_variant,
    new_hand,
)


@pytest.mark.parametrize("options", [
    {"best_bower": 5}, {"deal_packets": 5}, {"seat_names": (1, 2, 3, 4)}, {"players": "4"}, {"target": 2.5},
    {"stick_the_dealer": 1}, {"partnership": ["partners opposite"]}, {"joker_agreed_suit": 2}, {"seat_names": "NESW"},
])
def test_wrong_types_in_rules_are_rules_errors(options: dict) -> None:
    with pytest.raises(RulesError, match="must be"):
        Rules(**options)


def test_rules_with_an_unknown_or_unnamed_option_is_a_rules_error() -> None:
    with pytest.raises(RulesError, match=r"unknown rules option 'foo'; known: players, partnership, .*seat_names"):
        Rules(foo=1)  # type: ignore[call-arg]
    with pytest.raises(RulesError, match=r"give rules options by name, e.g. Rules\(players=3\).*the options: players"):
        Rules(4)  # type: ignore[misc]
    with pytest.raises(RulesError, match="unknown rules option 'foo'"):
        Rules.from_dict({"target": 11, "foo": 1})
    assert Rules(target=11).target == 11 and Rules() == find_variant("standard")


def test_rules_under_which_a_match_cannot_end_are_refused() -> None:
    with pytest.raises(RulesError, match="never reach its target"):
        Rules(make_points=0, march_points=0, alone_march_points=0, euchre_points=0, lone_defender_euchre_points=0)
    with pytest.raises(RulesError, match="never reach"):  # a cutthroat maker is alone by necessity: no lone march
        find_variant("cutthroat").replace(make_points=0, march_points=0, euchre_points=0)
    Rules(make_points=0, march_points=0, euchre_points=0, lone_defender_euchre_points=0)  # a lone march scores 4


def test_defaults_follow_the_structure() -> None:
    rules = Rules(players=5, partnership="silent partner called")  # neither defending alone nor the pack given
    assert rules == find_variant("call-ace 5") and rules.defend_alone.value == "never" and rules.pack_size == 32
    assert Rules(players=7, partnership="silent partner called").pack_size == 36
    assert Rules(players=3, partnership="every player for himself", euchre_points=3).lone_defender_euchre_points == 3
    with pytest.raises(RulesError, match="fixed partners"):  # said explicitly, it is still refused
        Rules(players=5, partnership="silent partner called", pack_size=32, defend_alone="always")


def test_deal_packets_other_than_3_2_and_2_3_are_refused() -> None:
    for packets in ((4, 1), (1, 4), (5,), (1, 1, 3)):
        with pytest.raises(RulesError, match="3 then 2, or 2 then 3"):
            Rules(deal_packets=packets)


def test_the_auction_widow_is_three_cards_whatever_the_pack() -> None:
    rules = Rules.from_text("auction 5; pack_size=32")
    hand = new_hand(rules, seed=2)
    play_all(hand, "bid 3 hearts", *["pass"] * 4)
    assert hand.phase.value == "discard" and len(hand.hand(hand.maker)) == 8 and len(hand.undealt) == 4
    assert "3 cards lie face down as the widow. 4 cards stay undealt" in rules.describe()


def test_seven_handed_auction_says_why_its_widow_has_two_cards() -> None:
    text = find_variant("auction 7").describe()
    assert "38 cards" in text and "2-card widow" in text and "Foster" in text


def test_under_a_turned_joker_nobody_goes_alone_and_describe_says_so() -> None:
    rules = find_variant("finnish")
    assert "Nobody may go alone" in rules.describe()
    hand = next(h for h in (new_hand(rules, seed=s) for s in range(400)) if h.phase.value == "dealer names trump")
    assert not any(a.alone for a in hand.legal_actions())


def test_cutthroat_and_call_ace_messages_about_alone_fit_the_game() -> None:
    cutthroat = new_hand("cutthroat", seed=1)
    with pytest.raises(IllegalActionError, match="always plays alone"):
        cutthroat.apply("order up alone")
    play_all(cutthroat, "order up")
    assert cutthroat.alone
    call_ace = new_hand("call-ace", seed=1)
    with pytest.raises(IllegalActionError, match="'go alone'"):
        call_ace.apply("order up alone")
    play_all(call_ace, "order up")
    play_all(call_ace, call_ace.legal_actions()[0])
    with pytest.raises(IllegalActionError, match="calls a suit, not a card"):
        call_ace.apply("ally KC")


def test_an_overcall_message_lists_only_bids_that_beat_the_bid() -> None:
    hand = new_hand("auction 5", seed=1)
    play_all(hand, "bid 5 hearts")
    with pytest.raises(IllegalActionError, match=r"must bid more \(8 \(alone, after the widow\), 15") as caught:
        hand.apply("bid 4 spades")
    assert "4," not in caught.value.reason and "5," not in caught.value.reason
    play_all(hand, "bid 15 spades")
    with pytest.raises(IllegalActionError, match="nobody can overcall it"):
        hand.apply("bid 3 clubs")
