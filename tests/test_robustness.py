"""Regression tests of issue 11, one per item, named after its section: nothing a user types can
crash, hang or leak; every bad input gets a EuchreError; every valid hand saves and loads.

The fuzz suite that found these classes of failure is ``test_fuzz.py``; the command line's
items (section 7) are in ``test_robustness_cli.py``.
"""

from __future__ import annotations

import json

import pytest
from conftest import make_hand, play_all
from fuzzing import time_limit

from euchre_teach import (
    PRESETS,
    Deal,
    EuchreError,
    HandState,
    IllegalActionError,
    InvalidActionError,
    Match,
    Record,
    RecordError,
    Rules,
    RulesError,
    SeatError,
    find_variant,
    new_hand,
    parse_cards,
)
from euchre_teach.render.style import get_style
from euchre_teach.render.svg import table_svg
from euchre_teach.render.text import hand_text


def walk_first(hand: HandState, steps: int = 999) -> HandState:
    for _ in range(steps):
        if hand.is_terminal():
            break
        hand.apply(hand.legal_actions()[0])
    return hand


# -- 1. Plain Python exceptions where a EuchreError is promised -----------------------------------
@pytest.mark.parametrize("text", ["", "   ", "{seat}:", "\n"])
def test_1_empty_action_text_is_an_invalid_action(text: str) -> None:
    hand = new_hand("standard", seed=1)
    text = text.format(seat=hand.seat_name(hand.current_player()))
    with pytest.raises(InvalidActionError, match="no action given") as caught:
        hand.apply(text)
    assert caught.value.legal == hand.legal_actions() and hand.actions == ()
    assert not hand.can(text)
    with pytest.raises(InvalidActionError):
        hand.narrate(text)
    match = Match("standard", seed=1)
    with pytest.raises(InvalidActionError):
        match.apply(text.split(":")[-1])
    with pytest.raises(RecordError, match="actions"):
        Record.from_dict({**Record.of(new_hand("standard", seed=1)).to_dict(), "actions": [text]})


def test_1_digits_that_int_refuses_are_refused_in_words() -> None:
    hand = new_hand("auction 5", seed=1)
    with pytest.raises(InvalidActionError, match="not a whole number"):
        hand.apply("bid ² hearts")
    text = Record.of(new_hand("standard", seed=25)).to_text().replace("seed: 25", "seed: ²5")
    with pytest.raises(RecordError, match="not a whole number"):
        Record.from_text(text)


def test_1_integers_of_thousands_of_digits_are_refused() -> None:
    record = Record.of(new_hand("standard", seed=3))
    huge = "9" * 5000
    with pytest.raises(RecordError, match="digits"):
        Record.from_json(record.to_json().replace('"seed": 3', f'"seed": {huge}'))
    with pytest.raises(RecordError, match="not a whole number"):
        Record.from_text(record.to_text().replace("seed: 3", f"seed: {huge}"))
    with pytest.raises(RecordError, match="not a whole number"):
        Record.from_text(record.to_text().replace("rules: standard", f"rules: standard; target={huge}"))
    with pytest.raises(InvalidActionError):
        new_hand("auction 5", seed=1).apply(f"bid {huge} hearts")


def test_1_deeply_nested_json_is_refused(tmp_path) -> None:
    deep = "[" * 100_000 + "]" * 100_000
    with pytest.raises(RecordError, match="nests too deeply"):
        Record.from_json(deep)
    path = tmp_path / "match.json"
    path.write_text(deep)
    with pytest.raises(RecordError):
        Match.load(path)


@pytest.mark.parametrize("seat", [1.5, None, [], True, b"N", object()])
def test_1_a_seat_that_is_neither_a_name_nor_a_number_is_a_seat_error(seat: object) -> None:
    hand = new_hand("standard", seed=1)
    for call in (lambda: hand.view(seat), lambda: hand.tricks_won(seat), lambda: hand.hand(seat)):
        with pytest.raises(SeatError, match="not a seat"):
            call()
    if seat is not None:
        with pytest.raises(SeatError, match="not a seat") as caught:
            hand.apply("pass", seat=seat)
        assert caught.value.legal == hand.legal_actions() and hand.actions == ()
    with pytest.raises(EuchreError, match="not a seat"):
        Deal.from_hands(find_variant("standard"), {"N": "9C"}, upcard="JS", dealer=[])


def test_1_seat_true_is_not_seat_1() -> None:
    hand = next(h for h in (new_hand("standard", seed=s) for s in range(50)) if h.current_player() == 1)
    # East (seat 1) is to act, so True (== 1) would have been accepted
    with pytest.raises(SeatError):
        hand.apply("pass", seat=True)


@pytest.mark.parametrize("options", [
    {"best_bower": 5}, {"deal_packets": 5}, {"seat_names": (1, 2, 3, 4)}, {"players": "4"}, {"target": 2.5},
    {"stick_the_dealer": 1}, {"partnership": ["partners opposite"]}, {"joker_agreed_suit": 2}, {"seat_names": "NESW"},
])
def test_1_wrong_types_in_rules_are_rules_errors(options: dict) -> None:
    with pytest.raises(RulesError, match="must be"):
        Rules(**options)


def test_1_wrong_types_in_a_match_file_are_record_errors() -> None:
    data = Match("standard", seed=2).to_dict()
    for key, value in (("hands", [[1, 2]]), ("hands", [{"deal": data["hands"][0]["deal"], "actions": [7]}]),
                       ("rules", {"best_bower": 5}), ("first_dealer", [0]), ("seed", True), ("version", True)):
        with pytest.raises(RecordError):
            Match.from_dict({**data, key: value})


@pytest.mark.parametrize("call", [
    lambda: parse_cards(None), lambda: parse_cards(5), lambda: parse_cards([None]), lambda: find_variant(None),
    lambda: new_hand(None), lambda: Rules.from_text(None),
    lambda: table_svg(new_hand("standard", seed=1), style="neon"),
    lambda: get_style(5), lambda: Record.of(new_hand("standard", seed=1)).at(99),
])
def test_1_other_entry_points_refuse_with_euchre_errors(call) -> None:
    with pytest.raises(EuchreError):
        call()


def test_1_record_at_names_the_step_given() -> None:
    record = Record.of(play_all(new_hand("standard", seed=1), "pass"))
    with pytest.raises(RecordError, match=r"step -99 is outside this record: it has 1 actions"):
        record.at(-99)


# -- 2. Valid hands whose saved file will not load -------------------------------------------------
def test_2_custom_seat_names_round_trip_and_header_words_are_refused() -> None:
    rules = Rules(seat_names=("Ann Lee", "Bo", "O'Neil", "Dee-Dee"))
    for source in (rules, Rules(players=7, pack_size=36, best_bower="joker", partnership="silent partner called",
                                widow=0)):
        record = Record.of(walk_first(new_hand(source, seed=4), 12))
        assert Record.from_text(record.to_text()) == record and Record.from_json(record.to_json()) == record
    for name in ("Rules", "seed", "Kitty", "end", "A:B", "x;y", "1"):
        with pytest.raises(RulesError, match="seat name"):
            Rules(seat_names=(name, "B", "C", "D"))


def test_2_deal_packets_round_trip() -> None:
    rules = Rules(deal_packets=(2, 3))
    assert Rules.from_text(rules.to_text()) == rules and Rules.from_dict(rules.to_dict()) == rules
    with pytest.raises(RulesError, match="3 then 2"):
        Rules.from_text("standard; deal_packets=5")  # read as one packet of five, and refused as such


def test_2_negative_seeds_round_trip_and_bad_seeds_are_refused_up_front() -> None:
    record = Record.of(walk_first(new_hand("standard", seed=-5), 6))
    assert Record.from_text(record.to_text()) == record and Record.from_json(record.to_json()) == record
    for seed in ("abc", 1.5, True, 10**40):
        with pytest.raises(EuchreError, match="seed"):
            new_hand("standard", seed=seed)
        with pytest.raises(EuchreError, match="seed"):
            Match("standard", seed=seed)


def test_2_a_byte_order_mark_is_read(tmp_path) -> None:
    record = Record.of(walk_first(new_hand("standard", seed=6), 5))
    assert Record.from_text("\ufeff" + record.to_text()) == record
    assert Record.from_json("\ufeff" + record.to_json()) == record
    path = tmp_path / "hand.txt"
    path.write_bytes(b"\xef\xbb\xbf" + record.to_text().encode())
    assert Record.load(path) == record


def test_2_a_file_cut_short_is_refused() -> None:
    hand = new_hand("standard", seed=1)
    play_all(hand, "order up alone")
    text = Record.of(hand).to_text()
    cut = text[: text.index("order up alone") + len("order up")]
    with pytest.raises(RecordError, match="end"):
        Record.from_text(cut)
    for size in range(len(text.rstrip())):  # every cut of the file is noticed
        with pytest.raises(RecordError):
            Record.from_text(text[:size])
    legacy = "\n".join(line for line in text.splitlines() if not line.startswith("end:")).replace(" hand 2", " hand 1")
    assert Record.from_text(legacy) == Record.of(hand)  # version 1 files (no end line) still load


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_2_every_preset_hand_round_trips_through_json_and_text(name: str) -> None:
    for seed in range(3):
        record = Record.of(walk_first(new_hand(name, seed=seed)))
        assert Record.from_text(record.to_text()) == record and Record.from_json(record.to_json()) == record
        rules = record.rules
        assert Rules.from_text(rules.to_text()) == rules
        assert Rules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules


# -- 3. Hangs ---------------------------------------------------------------------------------------
def test_3_the_record_parser_is_linear() -> None:
    text = Record.of(new_hand("standard", seed=1)).to_text()
    with time_limit(20), pytest.raises(RecordError):  # a quadratic reader takes over an hour on this line
        Record.from_text(text + "1." + " " * 900_000 + "x\n")


def test_3_rules_under_which_a_match_cannot_end_are_refused() -> None:
    with pytest.raises(RulesError, match="never reach its target"):
        Rules(make_points=0, march_points=0, alone_march_points=0, euchre_points=0, lone_defender_euchre_points=0)
    with pytest.raises(RulesError, match="never reach"):  # a cutthroat maker is alone by necessity: no lone march
        find_variant("cutthroat").replace(make_points=0, march_points=0, euchre_points=0)
    Rules(make_points=0, march_points=0, euchre_points=0, lone_defender_euchre_points=0)  # a lone march scores 4


# -- 4. Hidden information that leaks ------------------------------------------------------------
def call_ace_undealt() -> HandState:
    hand = new_hand("call-ace", seed=8)
    play_all(hand, "pass", "order up", "discard 9D", "call ace diamonds")
    assert any(c.code == "AD" for c in hand.undealt) and hand.partner == 3
    return hand


def test_4_call_ace_partner_by_an_undealt_ace_is_told_to_nobody() -> None:
    hand = call_ace_undealt()
    assert not hand.partner_known_to_holder
    for seat in range(4):
        view = hand.view(seat)
        assert view.partner is None and 3 not in view.makers, seat
        assert "West" not in table_svg(hand, seat).split("Makers:")[1].split("<")[0]
    while not hand.is_terminal():
        before = hand.clone()
        action = hand.legal_actions()[0]
        said = before.narrate(action, 0)
        hand.apply(action)
        if not hand.is_terminal():
            assert "partner" not in said and hand.view(3).partner is None
    assert "was not dealt" in said and hand.view(0).partner == 3  # told when the hand is over


def test_4_hand_text_shows_a_seat_only_the_partner_it_may_know() -> None:
    hand = call_ace_undealt()
    assert "partner West" not in hand_text(hand, 0) and "partner West" not in hand_text(hand, 3)
    assert "partner West (silent)" in hand_text(hand)  # the teacher's table


@pytest.mark.parametrize("option", ["farmers_hand", "no_ace_no_face"])
def test_4_farmers_hand_and_no_ace_no_face_ask_every_seat(option: str) -> None:
    rules = find_variant("standard").replace(**{option: True})
    for seed in range(30):
        hand = new_hand(rules, seed=seed)
        asked = []
        while hand.phase.value == "before bidding":
            asked.append(hand.current_player())
            hand.apply("pass")
        assert asked == [(hand.dealer + i) % 4 for i in range(1, 5)]
        assert {Record.of(hand).narration(i, 2) for i in range(4)} <= {f"{n} keeps the hand." for n in rules.seat_names}


# -- 5. Variant defects and messages that mislead --------------------------------------------------
def test_5_the_auction_widow_is_three_cards_whatever_the_pack() -> None:
    rules = Rules.from_text("auction 5; pack_size=32")
    hand = new_hand(rules, seed=2)
    play_all(hand, "bid 3 hearts", *["pass"] * 4)
    assert hand.phase.value == "discard" and len(hand.hand(hand.maker)) == 8 and len(hand.undealt) == 4
    assert "3 cards lie face down as the widow. 4 cards stay undealt" in rules.describe()


def test_5_seven_handed_auction_says_why_its_widow_has_two_cards() -> None:
    text = find_variant("auction 7").describe()
    assert "38 cards" in text and "2-card widow" in text and "Foster" in text


def test_5_cutthroat_and_call_ace_messages_about_alone_fit_the_game() -> None:
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


def test_5_an_overcall_message_lists_only_bids_that_beat_the_bid() -> None:
    hand = new_hand("auction 5", seed=1)
    play_all(hand, "bid 5 hearts")
    with pytest.raises(IllegalActionError, match=r"must bid more \(8 \(alone, after the widow\), 15") as caught:
        hand.apply("bid 4 spades")
    assert "4," not in caught.value.reason and "5," not in caught.value.reason
    play_all(hand, "bid 15 spades")
    with pytest.raises(IllegalActionError, match="nobody can overcall it"):
        hand.apply("bid 3 clubs")


def test_5_alone_is_never_silently_dropped() -> None:
    with pytest.raises(InvalidActionError, match="go alone"):
        new_hand("call-ace", seed=1).verify("call ace clubs alone")
    with pytest.raises(InvalidActionError, match="bid 8 hearts"):
        new_hand("auction 5", seed=1).verify("bid 3 hearts alone")
    assert str(new_hand("auction 5", seed=1).verify("bid 8 hearts alone")) == "bid 8 hearts"
    with pytest.raises(InvalidActionError, match="'alone' goes with"):
        new_hand("standard", seed=1).verify("discard 9C alone")


def test_5_a_seat_that_sits_out_is_told_why() -> None:
    hand = play_all(make_hand(), "pass", "order up alone")  # East orders up alone: West sits out
    with pytest.raises(IllegalActionError, match="West sits out this hand: East, West's partner, plays alone"):
        walk_first(hand, 1).apply(hand.legal_actions()[0], seat="W")


def test_5_defaults_follow_the_structure() -> None:
    rules = Rules(players=5, partnership="silent partner called")  # neither defending alone nor the pack given
    assert rules == find_variant("call-ace 5") and rules.defend_alone.value == "never" and rules.pack_size == 32
    assert Rules(players=7, partnership="silent partner called").pack_size == 36
    assert Rules(players=3, partnership="every player for himself", euchre_points=3).lone_defender_euchre_points == 3
    with pytest.raises(RulesError, match="fixed partners"):  # said explicitly, it is still refused
        Rules(players=5, partnership="silent partner called", pack_size=32, defend_alone="always")


def test_5_deal_packets_other_than_3_2_and_2_3_are_refused() -> None:
    for packets in ((4, 1), (1, 4), (5,), (1, 1, 3)):
        with pytest.raises(RulesError, match="3 then 2, or 2 then 3"):
            Rules(deal_packets=packets)


def test_5_under_a_turned_joker_nobody_goes_alone_and_describe_says_so() -> None:
    rules = find_variant("finnish")
    assert "Nobody may go alone" in rules.describe()
    hand = next(h for h in (new_hand(rules, seed=s) for s in range(400)) if h.phase.value == "dealer names trump")
    assert not any(a.alone for a in hand.legal_actions())


def test_5_clubs_is_a_suit_not_false() -> None:
    """Suit.CLUBS is 0: a truth test on a suit dropped "clubs" from messages and labels."""
    hands = {"N": "JC 9C 9H TH 9D", "E": "AC KC QC KH QH", "S": "TC AH JH AD KD", "W": "QD JD TD JS QS"}
    hand = make_hand(hands=hands, upcard="AS", dealer="N")
    play_all(hand, "order up", "discard 9D", "pass", "pass", "play AC", "play TC", "play QD")
    with pytest.raises(IllegalActionError, match="left bower and counts as a spade, not a club"):
        hand.apply("play JC")  # spades are trump: the J♣ is a spade, and North holds the 9♣
    labels = pytest.importorskip("euchre_teach.widgets.labels")
    clubs = make_hand(upcard="9C", hands={"N": "JH JD AH KH QH", "E": "AC TC JC QC KC", "S": "9S 9D TD QD KD",
                                          "W": "AD AS TS JS QS"})
    assert labels.action_label(clubs, clubs.legal_actions()[1]) == "order it up (clubs)"


# -- 6. Error types that help ----------------------------------------------------------------------
def test_6_unreadable_text_is_an_invalid_action_readable_but_not_allowed_is_illegal() -> None:
    hand = new_hand("standard", seed=1)
    with pytest.raises(InvalidActionError) as unreadable:
        hand.apply("dance")
    assert isinstance(unreadable.value, ValueError) and not isinstance(unreadable.value, IllegalActionError)
    with pytest.raises(IllegalActionError) as illegal:
        hand.apply("call hearts")
    assert not isinstance(illegal.value, InvalidActionError)


@pytest.mark.parametrize("text", ["discard ZZ", "call purple", "play", "bid lots", "ally", "give 99"])
def test_6_verify_attaches_legal_and_may_for_any_refusal(text: str) -> None:
    hand = new_hand("standard", seed=1)
    with pytest.raises(InvalidActionError, match="may: pass, order up") as caught:
        hand.verify(text)
    assert caught.value.legal == hand.legal_actions()


def test_6_a_bad_seat_has_its_own_error_and_unknown_bot_levels_are_refused() -> None:
    with pytest.raises(SeatError) as caught:
        find_variant("standard").parse_seat("Q")
    assert not isinstance(caught.value, RulesError)
    from euchre_teach.bots import get_bot

    for level in ("genius", None, ["strong"]):
        with pytest.raises(EuchreError, match="no bot level"):
            get_bot(level)  # type: ignore[arg-type]
    base = pytest.importorskip("euchre_teach.widgets.base")
    with pytest.raises(EuchreError, match="no bot level"):
        base.make_bot("genius", 1)


def test_6_returns_are_zero_sum_as_openspiels_and_points_are_the_score() -> None:
    for name in PRESETS:
        for seed in range(4):
            hand = walk_first(new_hand(name, seed=seed))
            assert abs(sum(hand.returns())) < 1e-9
            points = hand.points()
            assert all(p >= 0 for p in points)
            assert [r > 0 for r in hand.returns()] == [p > 0 for p in points]
    assert HandState.returns.__doc__ and "OpenSpiel" in HandState.returns.__doc__
