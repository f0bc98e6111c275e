"""Seats: every reader of a seat (a number, a name or an initial) goes through the one seat parser, and
anything else is a SeatError."""

from __future__ import annotations

import pytest
from conftest import make_hand, play_all, walk_first

from euchre_teach import (
    Deal,
    EuchreError,
    IllegalActionError,
    RulesError,
    SeatError,
    find_variant,
    new_hand,
)


@pytest.mark.parametrize("seat", [1.5, None, [], True, b"N", object()])
def test_a_seat_that_is_neither_a_name_nor_a_number_is_a_seat_error(seat: object) -> None:
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


def test_seat_true_is_not_seat_1() -> None:
    hand = next(h for h in (new_hand("standard", seed=s) for s in range(50)) if h.current_player() == 1)
    # East (seat 1) is to act, so True (== 1) would have been accepted
    with pytest.raises(SeatError):
        hand.apply("pass", seat=True)


def test_seat_name_reads_seats_through_the_one_seat_parser() -> None:
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


def test_a_bad_seat_has_its_own_error_and_unknown_bot_levels_are_refused() -> None:
    with pytest.raises(SeatError) as caught:
        find_variant("standard").parse_seat("Q")
    assert not isinstance(caught.value, RulesError)
    from euchre_teach.bots import get_bot

    for level in ("genius", None, ["strong"]):
        with pytest.raises(EuchreError, match="no bot level"):
            get_bot(level)  # type: ignore[arg-type]


def test_a_seat_that_sits_out_is_told_why() -> None:
    hand = play_all(make_hand(), "pass", "order up alone")  # East orders up alone: West sits out
    with pytest.raises(IllegalActionError, match="West sits out this hand: East, West's partner, plays alone"):
        walk_first(hand, 1).apply(hand.legal_actions()[0], seat="W")
