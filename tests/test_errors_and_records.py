"""Bad input gets a specific error that teaches, and changes nothing; records refuse corruption."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from conftest import make_hand, play_all

from euchre_teach import (
    EuchreError,
    IllegalActionError,
    InvalidActionError,
    Match,
    Record,
    RecordError,
    Rules,
    RulesError,
    find_variant,
    new_hand,
    parse_cards,
)
from euchre_teach.render.style import get_style
from euchre_teach.render.svg import table_svg


def test_illegal_play_message_names_the_suit_and_what_is_held() -> None:
    hand = play_all(make_hand(), "pass", "order up", "discard 9S", "pass", "pass", "play QH")
    before = Record.of(hand)
    with pytest.raises(IllegalActionError) as caught:
        hand.apply("play 9D")
    assert str(caught.value) == "East does not hold the 9♦ (holds K♣ Q♣ J♣ 10♣ 9♣)"
    play_all(hand, "play 9C", "play 9D")
    with pytest.raises(IllegalActionError) as caught:
        hand.apply("play AD")
    assert str(caught.value) == "West cannot play A♦ in trick 1: must follow hearts (holds 9♥); trump is hearts"
    assert [str(a) for a in caught.value.legal] == ["play 9H"]
    assert Record.of(hand) == before.then("play 9C").then("play 9D")


def test_wrong_seat_and_malformed_input() -> None:
    hand = make_hand()
    with pytest.raises(IllegalActionError, match="It is North's turn, not East's"):
        hand.apply("pass", seat="E")
    with pytest.raises(IllegalActionError, match="It is North's turn, not South's"):
        hand.apply("South: order up")
    with pytest.raises(InvalidActionError, match="not an action"):
        hand.apply("dance")
    with pytest.raises(InvalidActionError, match="'ZZ' is not a card"):
        hand.apply("play ZZ")
    with pytest.raises(IllegalActionError, match="round 1"):
        hand.apply("play JH")
    assert hand.actions == () and hand.current_player() == 0


def test_the_hand_over_refuses_more() -> None:
    hand = play_all(make_hand(), *["pass"] * 8)
    with pytest.raises(IllegalActionError, match="The hand is over: everyone passed twice"):
        hand.apply("pass")


def test_impossible_rules_say_why() -> None:
    with pytest.raises(RulesError, match="3 then 2"):
        Rules(deal_packets=(3, 3))
    with pytest.raises(RulesError, match="exactly four players"):
        Rules(players=5)
    with pytest.raises(RulesError, match="nobody can defend alone"):
        Rules(defend_alone="never", lone_defender_euchre_points=4)
    with pytest.raises(RulesError, match="choose 'always'"):
        Rules(defend_alone="sometimes")
    with pytest.raises(RulesError, match="no variant called 'pinochle'"):
        find_variant("pinochle")
    with pytest.raises(RulesError, match="must be a whole number"):
        Rules(target="ten")


def test_record_steps_and_branches() -> None:
    hand = play_all(new_hand("standard", seed=8), "pass", "pass", "pass", "pass", "call spades")
    record = Record.of(hand)
    assert len(record) == 5 and record.at(0).actions == () and record.at(-1) == hand
    assert record.at(2) is not record.at(2)
    what_if = record.branch(1, "order up alone")
    assert what_if.actions[-1].text == "order up alone" and what_if.at(-1).alone
    assert record.actions[1].text == "pass"  # the original is untouched
    with pytest.raises(IllegalActionError, match="turned down"):
        record.branch(4, f"call {record.deal.upcard.suit.plural}")
    assert "names spades" in record.narration(4)


def test_record_files_round_trip(tmp_path) -> None:
    record = Record.of(play_all(new_hand("british", seed=21), "pass", "order up alone"))
    for name in ("hand.json", "hand.txt"):
        path = record.save(tmp_path / name)
        assert Record.load(path) == record


def test_corrupt_json_records_name_the_field() -> None:
    record = Record.of(play_all(new_hand("standard", seed=4), "pass", "order up"))
    good = record.to_dict()

    def broken(**changes: object) -> dict:
        data = json.loads(json.dumps(good))
        for key, value in changes.items():
            data[key] = value
        return data

    cases = [
        (broken(format="chess"), "field 'format'"),
        (broken(version=9), "field 'version'"),
        (broken(rules={"pack_size": 30}), "rules: pack_size=30"),
        (broken(rules={"jokers": 2}), "rules: unknown rules option 'jokers'"),
        (broken(actions=["pass", "play JH"]), r"actions\[1\]"),
        (broken(actions="pass"), "field 'actions' must be a list"),
    ]
    tampered = json.loads(json.dumps(good))
    north = tampered["deal"]["hands"]["North"].split()
    east = tampered["deal"]["hands"]["East"].split()
    north[0], east[0] = east[0], north[0]
    tampered["deal"]["hands"]["North"], tampered["deal"]["hands"]["East"] = " ".join(north), " ".join(east)
    cases.append((tampered, "deal: the cards written out are not the deal of seed 4"))
    duplicated = json.loads(json.dumps(good))
    duplicated["deal"]["hands"]["North"] = duplicated["deal"]["hands"]["East"]
    cases.append((duplicated, "deal: .* is dealt twice"))
    for data, message in cases:
        with pytest.raises(RecordError, match=message):
            Record.from_dict(data)
    with pytest.raises(RecordError, match="not valid JSON"):
        Record.from_json("{")


def test_corrupt_text_records_name_the_line() -> None:
    text = Record.of(play_all(new_hand("standard", seed=4), "pass", "order up")).to_text()
    lines = text.splitlines()
    with pytest.raises(RecordError, match="line 1 must be"):
        Record.from_text("hello\n" + text)
    seat_line = next(i for i, line in enumerate(lines) if line.startswith("2. "))
    wrong_seat = lines.copy()
    wrong_seat[seat_line] = wrong_seat[seat_line].replace(wrong_seat[seat_line].split()[1], "Nobody:")
    with pytest.raises(RecordError, match=f"line {seat_line + 1}:"):
        Record.from_text("\n".join(wrong_seat))
    swapped = lines.copy()
    swapped[seat_line] = f"2. {lines[seat_line].split()[1]} call hearts"
    with pytest.raises(RecordError, match=f"line {seat_line + 1}: In round 1"):
        Record.from_text("\n".join(swapped))


def test_match_save_load_and_tampering(tmp_path) -> None:
    match = Match("standard", seed=5)
    for _ in range(40):
        match.apply(match.legal_actions()[-1])
    loaded = Match.load(match.save(tmp_path / "match.json"))
    assert loaded.scores == match.scores and loaded.hand == match.hand
    data = match.to_dict()
    data["hands"][0]["actions"][0] = "call clubs"
    with pytest.raises(RecordError, match=r"hands\[0\]\.actions\[0\]"):
        Match.from_dict(data)


def test_engine_import_does_not_import_jupyter() -> None:
    code = (
        "import sys, euchre_teach, euchre_teach.render.text, euchre_teach.narration;"
        "bad = [m for m in ('ipywidgets', 'IPython', 'ipycanvas', 'jupyterlab', 'ipykernel') if m in sys.modules];"
        "print(','.join(bad))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


@pytest.mark.parametrize("call", [
    lambda: parse_cards(None), lambda: parse_cards(5), lambda: parse_cards([None]), lambda: find_variant(None),
    lambda: new_hand(None), lambda: Rules.from_text(None),
    lambda: table_svg(new_hand("standard", seed=1), style="neon"),
    lambda: get_style(5), lambda: Record.of(new_hand("standard", seed=1)).at(99),
])
def test_other_entry_points_refuse_with_euchre_errors(call) -> None:
    with pytest.raises(EuchreError):
        call()
