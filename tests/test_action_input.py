"""Reading what a player types or passes as an action: text, action numbers and the word 'alone';
what cannot be read is an InvalidActionError, what is not allowed an IllegalActionError, and both
carry the legal actions and change nothing."""

from __future__ import annotations

import copy
import pickle

import pytest
from conftest import make_hand, play_all
from fuzzing import snapshot

from euchre_teach import (
    Action,
    IllegalActionError,
    InvalidActionError,
    Match,
    Record,
    RecordError,
    new_hand,
)
from euchre_teach.actions import ALL_ACTIONS, NUM_ACTION_IDS

NO_ACTION = (-1, NUM_ACTION_IDS, 999, 45, 95, 195, 10**30)


@pytest.mark.parametrize("text", ["", "   ", "{seat}:", "\n"])
def test_empty_action_text_is_an_invalid_action(text: str) -> None:
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


def test_an_action_number_that_names_no_action_is_an_invalid_action() -> None:
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


def test_unreadable_text_is_an_invalid_action_readable_but_not_allowed_is_illegal() -> None:
    hand = new_hand("standard", seed=1)
    with pytest.raises(InvalidActionError) as unreadable:
        hand.apply("dance")
    assert isinstance(unreadable.value, ValueError) and not isinstance(unreadable.value, IllegalActionError)
    with pytest.raises(IllegalActionError) as illegal:
        hand.apply("call hearts")
    assert not isinstance(illegal.value, InvalidActionError)


@pytest.mark.parametrize("text", ["discard ZZ", "call purple", "play", "bid lots", "ally", "give 99"])
def test_verify_attaches_legal_and_may_for_any_refusal(text: str) -> None:
    hand = new_hand("standard", seed=1)
    with pytest.raises(InvalidActionError, match="may: pass, order up") as caught:
        hand.verify(text)
    assert caught.value.legal == hand.legal_actions()


def test_alone_is_never_silently_dropped() -> None:
    with pytest.raises(InvalidActionError, match="go alone"):
        new_hand("call-ace", seed=1).verify("call ace clubs alone")
    with pytest.raises(InvalidActionError, match="bid 8 hearts"):
        new_hand("auction 5", seed=1).verify("bid 3 hearts alone")
    assert str(new_hand("auction 5", seed=1).verify("bid 8 hearts alone")) == "bid 8 hearts"
    with pytest.raises(InvalidActionError, match="'alone' goes with"):
        new_hand("standard", seed=1).verify("discard 9C alone")


def test_clubs_is_a_suit_not_false() -> None:
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
