"""A match's seat view: the hand in play's view of that seat with the match score (public)."""

from __future__ import annotations

import pytest

from euchre_teach import EuchreError, Match, new_hand
from euchre_teach.bots import get_bot


def play_hand(match: Match) -> None:
    """Play the hand in play to its end with sensible players."""
    bot = get_bot("rule of thumb", 3)
    hands = len(match.records)
    while len(match.records) == hands and not match.is_terminal():
        seat = match.current_player()
        match.apply(bot.decide(match.view(seat)).action)


def test_a_match_view_carries_the_score_before_the_hand_in_play() -> None:
    match = Match("standard", seed=11)
    assert match.view("North").scores == (0, 0, 0, 0)
    play_hand(match)
    play_hand(match)
    assert any(match.scores)
    for seat in range(4):
        view = match.view(seat)
        assert view.scores == tuple(match.scores) == match.history[-1].scores
        assert view.seat == seat


def test_the_score_in_a_view_stays_the_score_before_the_hand_while_it_is_played() -> None:
    match = Match("standard", seed=5)
    play_hand(match)
    before = tuple(match.scores)
    match.apply(match.legal_actions()[0])
    assert match.view(match.current_player()).scores == before


def test_once_the_match_is_won_the_view_shows_the_score_before_the_last_hand() -> None:
    match = Match("standard", seed=11)
    while not match.is_terminal():
        play_hand(match)
    before = match.history[-2].scores if len(match.history) > 1 else (0, 0, 0, 0)
    assert match.view(0).scores == before != tuple(match.scores)


def test_a_hand_outside_a_match_has_no_score() -> None:
    hand = new_hand("standard", seed=3)
    assert hand.view("North").scores is None and hand.table_view().scores is None


def test_a_match_view_is_the_hands_view_with_the_score_and_never_shows_other_hands() -> None:
    for preset in ("standard", "cutthroat", "call-ace", "auction 6"):
        match = Match(preset, seed=7)
        play_hand(match)
        bot = get_bot("rule of thumb", 1)
        for _ in range(12):
            if match.is_terminal():
                break
            for seat in range(match.rules.players):
                view, plain = match.view(seat), match.hand.view(seat)
                assert view.scores == tuple(match.scores) and len(view.scores) == match.rules.players
                assert [h is None for h in view.hands] == [s != seat for s in range(match.rules.players)]
                assert view.hands == plain.hands and view.history == plain.history
                assert view.legal == plain.legal and view.discards == plain.discards
                assert view.partner == plain.partner and view.makers == plain.makers
            match.apply(bot.decide(match.view(match.current_player())).action)


@pytest.mark.parametrize("seat", ["Nobody", 4, -1, None, 1.5])
def test_a_bad_seat_is_refused(seat: object) -> None:
    match = Match("standard", seed=2)
    with pytest.raises(EuchreError):
        match.view(seat)  # type: ignore[arg-type]
