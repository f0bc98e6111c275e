"""What a seat may not know stays hidden: a silent partner called by an undealt card, the partner a
seat's text shows, and the questions before the bidding asked of every seat."""

from __future__ import annotations

import pytest
from conftest import play_all

from euchre_teach import (
    HandState,
    Record,
    find_variant,
    new_hand,
)
from euchre_teach.render.svg import table_svg
from euchre_teach.render.text import hand_text


def call_ace_undealt() -> HandState:
    hand = new_hand("call-ace", seed=8)
    play_all(hand, "pass", "order up", "discard 9D", "call ace diamonds")
    assert any(c.code == "AD" for c in hand.undealt) and hand.partner == 3
    return hand


def test_call_ace_partner_by_an_undealt_ace_is_told_to_nobody() -> None:
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


def test_hand_text_shows_a_seat_only_the_partner_it_may_know() -> None:
    hand = call_ace_undealt()
    assert "partner West" not in hand_text(hand, 0) and "partner West" not in hand_text(hand, 3)
    assert "partner West (silent)" in hand_text(hand)  # the teacher's table


@pytest.mark.parametrize("option", ["farmers_hand", "no_ace_no_face"])
def test_farmers_hand_and_no_ace_no_face_ask_every_seat(option: str) -> None:
    rules = find_variant("standard").replace(**{option: True})
    for seed in range(30):
        hand = new_hand(rules, seed=seed)
        asked = []
        while hand.phase.value == "before bidding":
            asked.append(hand.current_player())
            hand.apply("pass")
        assert asked == [(hand.dealer + i) % 4 for i in range(1, 5)]
        assert {Record.of(hand).narration(i, 2) for i in range(4)} <= {f"{n} keeps the hand." for n in rules.seat_names}
