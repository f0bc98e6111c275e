"""Regression tests of the fresh-eyes review's engine findings (1, 3, 4, 5 and the minor one).

One test per finding, named after it: each input that used to raise a bare ``KeyError``,
``TypeError``, ``IndexError``, ``ValueError`` or ``MemoryError`` now gets the specific
``EuchreError`` subclass, saying what was wrong and what is allowed, and changes nothing.
"""

from __future__ import annotations

import copy
import os
import pickle
from pathlib import Path

import pytest
from fuzzing import snapshot, time_limit

from euchre_teach import (
    Action,
    EuchreError,
    InvalidActionError,
    Match,
    Record,
    RecordError,
    Rules,
    RulesError,
    SeatError,
    Suit,
    find_variant,
    new_hand,
)
from euchre_teach.actions import ALL_ACTIONS, NUM_ACTION_IDS
from euchre_teach.ranking import suit_order, trump_order

#: Numbers that name no action: below, above, the gaps after each card block and before the calls.
NO_ACTION = (-1, NUM_ACTION_IDS, 999, 45, 95, 195, 10**30)


def test_finding_1_an_action_number_that_names_no_action_is_an_invalid_action() -> None:
    hand = new_hand("standard", seed=1)
    before, legal = snapshot(hand), hand.legal_actions()
    for number in NO_ACTION:
        with pytest.raises(InvalidActionError, match=f"{number} names no action: action numbers run from 0 to"):
            Action(number)
        with pytest.raises(InvalidActionError, match="names no action"):
            Action.parse(number)
        assert hand.can(number) is False  # can() never raises
        for call in (hand.verify, hand.apply):
            with pytest.raises(InvalidActionError, match="names no action") as caught:
                call(number)
            assert caught.value.legal == legal
    for value in ("pass", None, True, 1.5, []):
        with pytest.raises(InvalidActionError, match=r"Action\(\) takes an action number .* Action.parse"):
            Action(value)  # type: ignore[arg-type]
    assert snapshot(hand) == before and hand.actions == ()
    # every Action is one of the table's: its text, kind and repr always exist, and copies are the same object
    for action in ALL_ACTIONS:
        assert Action(int(action)) is action and Action(action) is action
        assert pickle.loads(pickle.dumps(action)) is action and copy.deepcopy(action) is action
        assert repr(action) == f"Action({action.text!r})" and action.kind


class _PathLike:
    def __init__(self, path: object) -> None:
        self.path = path

    def __fspath__(self) -> object:
        return self.path


def test_finding_3_loading_refuses_what_is_not_a_path_and_reads_a_bounded_amount(tmp_path: Path) -> None:
    for load, what in ((Record.load, "the record file"), (Match.load, "the match file")):
        for bad in (None, 5, [], b"x", 1.5, _PathLike(b"x")):
            with pytest.raises(RecordError, match=f"{what} must be a file path"):
                load(bad)  # type: ignore[arg-type]
        for empty in ("", "  "):
            with pytest.raises(RecordError, match=f"no path given for {what}"):
                load(empty)
        for nul in ("\x00", "a\x00b.json"):
            with pytest.raises(RecordError, match="NUL"):
                load(nul)
        with pytest.raises(RecordError, match="cannot read"):
            load(tmp_path)  # a folder
        if os.path.exists("/dev/zero"):  # its size says 0; it never ends
            with time_limit(30), pytest.raises(RecordError, match="not a regular file"):
                load("/dev/zero")
    # good paths, as text, Path or any os.PathLike, still load
    record = Record.of(new_hand("standard", seed=4))
    saved = record.save(tmp_path / "hand.txt")
    assert Record.load(str(saved)) == record == Record.load(_PathLike(str(saved)))  # type: ignore[arg-type]
    match = Match("standard", seed=4)
    again = Match.load(match.save(tmp_path / "match.json"))
    assert again.to_dict() == match.to_dict()


def test_finding_4_seat_name_reads_seats_through_the_one_seat_parser() -> None:
    hand = new_hand("standard", seed=1)
    for reader in (hand.seat_name, hand.rules.seat_name):
        assert [reader(s) for s in (3, "West", "west", "W")] == ["West"] * 4
        for bad in (5, 10**30, -1):
            with pytest.raises(SeatError, match=rf"there is no seat {bad}: seats are 0 to 3 \(North, East"):
                reader(bad)
        for bad in (True, None, 1.5, [], "Q", ""):
            with pytest.raises(SeatError, match="is not a seat"):
                reader(bad)  # type: ignore[arg-type]
    cutthroat = find_variant("cutthroat")
    with pytest.raises(SeatError, match=r"seats are 0 to 2 \(North, East, West\)"):
        cutthroat.seat_name(3)


def test_finding_5_trump_order_reads_suit_names_and_refuses_junk() -> None:
    hearts = trump_order(Suit.HEARTS)
    assert [c.code for c in hearts] == ["JH", "JD", "AH", "KH", "QH", "TH", "9H"]
    assert trump_order("hearts") == trump_order("H") == trump_order(" ♥ ") == hearts
    british = find_variant("british")
    assert trump_order("spades", "british") == trump_order(Suit.SPADES, british)
    assert trump_order("spades", "british")[0].code == "2S"
    assert suit_order("clubs", "hearts") == suit_order(Suit.CLUBS, Suit.HEARTS)
    for junk in ("purple", "", None, 2, True, 1.5):
        with pytest.raises(EuchreError, match="is not a suit: expected clubs, diamonds, hearts or spades"):
            trump_order(junk)  # type: ignore[arg-type]
        with pytest.raises(EuchreError, match="is not a suit"):
            suit_order(junk, Suit.HEARTS)  # type: ignore[arg-type]
    for junk_rules in ("no such game", None, 5):
        with pytest.raises(RulesError):
            trump_order(Suit.HEARTS, junk_rules)  # type: ignore[arg-type]


def test_finding_minor_rules_with_an_unknown_or_unnamed_option_is_a_rules_error() -> None:
    with pytest.raises(RulesError, match=r"unknown rules option 'foo'; known: players, partnership, .*seat_names"):
        Rules(foo=1)  # type: ignore[call-arg]
    with pytest.raises(RulesError, match=r"give rules options by name, e.g. Rules\(players=3\).*the options: players"):
        Rules(4)  # type: ignore[misc]
    with pytest.raises(RulesError, match="unknown rules option 'foo'"):
        Rules.from_dict({"target": 11, "foo": 1})
    assert Rules(target=11).target == 11 and Rules() == find_variant("standard")
