"""Taking back decisions in a match: only the hand in play is rewound, a scored hand is final,
and every misuse is an EuchreError that changes nothing."""

from __future__ import annotations

import pytest

from euchre_teach import Match
from euchre_teach.errors import EuchreError


def _play(match: Match, steps: int) -> None:
    for _ in range(steps):
        match.apply(match.legal_actions()[-1])


def match_actions(history: tuple[tuple[int, object], ...]) -> tuple[object, ...]:
    return tuple(action for _, action in history)


def _snapshot(match: Match) -> tuple[object, ...]:
    return (match.to_json(), match.hand.actions, list(match.scores), len(match.history))


def test_undo_takes_back_the_last_action_of_the_hand_in_play() -> None:
    match = Match("standard", seed=11)
    _play(match, 3)
    before = match.hand.actions
    taken = match.undo()
    assert taken == before[-1:] and match.hand.actions == before[:-1]
    assert match.can(before[-1]) and match.apply(before[-1]) == before[-1]  # the same choice is open again


def test_undo_for_a_seat_takes_back_its_last_decision_and_every_action_after_it() -> None:
    match = Match("standard", seed=11)
    _play(match, 6)
    history = match.hand.history
    seat = history[1][0]
    last = max(i for i, (s, _) in enumerate(history) if s == seat)
    taken = match.undo(seat)
    assert taken == match_actions(history)[last:] and match.hand.actions == match_actions(history)[:last]
    assert match.current_player() == seat


def test_rewind_goes_back_to_any_step_of_the_hand_in_play_and_keeps_the_score() -> None:
    match = Match("standard", seed=3)
    while not match.history:  # finish the first hand
        _play(match, 1)
    scores, finished = list(match.scores), list(match.records)
    _play(match, 7)
    done = match.hand.actions
    assert match.rewind(2) == done[2:] and match.hand.actions == done[:2]
    assert match.rewind(0) == done[:2] and match.hand.actions == ()
    assert match.scores == scores and match.records == finished and len(match.history) == 1
    _play(match, 7)
    assert match.hand.actions == done  # the same seeded players choose the same again
    assert Match.from_json(match.to_json()).to_dict() == match.to_dict()  # the rewound match still saves


def test_a_scored_hand_is_final() -> None:
    match = Match("standard", seed=3)
    while not match.history:
        _play(match, 1)
    assert match.hand.actions == ()  # the next hand is dealt and nobody has acted in it
    before = _snapshot(match)
    for undo in (match.undo, lambda: match.undo("North"), lambda: match.rewind(0)):
        with pytest.raises(EuchreError, match="scored hand is final"):
            undo()
        assert _snapshot(match) == before


def test_undo_after_the_match_is_over_is_refused() -> None:
    match = Match("standard", seed=11)
    while not match.is_terminal():
        _play(match, 1)
    before = _snapshot(match)
    with pytest.raises(EuchreError, match="The match is over"):
        match.undo()
    with pytest.raises(EuchreError, match="The match is over"):
        match.rewind(0)
    assert _snapshot(match) == before and not match.can(match.hand.actions[-1])


@pytest.mark.parametrize("step", [-1, 5, 99, "2", 1.0, None])
def test_a_bad_step_is_refused_and_changes_nothing(step: object) -> None:
    match = Match("standard", seed=11)
    _play(match, 5)
    before = _snapshot(match)
    with pytest.raises(EuchreError, match=r"a step is 0 \(back to the deal\) to 4"):
        match.rewind(step)  # type: ignore[arg-type]
    assert _snapshot(match) == before


def test_undo_for_a_seat_that_has_not_acted_is_refused_and_changes_nothing() -> None:
    match = Match("standard", seed=11)
    _play(match, 1)
    actor = match.hand.history[0][0]
    other = next(s for s in range(4) if s != actor)
    before = _snapshot(match)
    with pytest.raises(EuchreError, match="has not acted in this hand yet"):
        match.undo(other)
    with pytest.raises(EuchreError):
        match.undo("Nobody")
    assert _snapshot(match) == before


def test_undo_replays_the_hand_in_play_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Taking back one card late in a long match replays that hand's actions, not the match's."""
    match = Match("standard", seed=11)
    while len(match.history) < 4:
        _play(match, 1)
    _play(match, 10)
    import euchre_teach.state as state

    applied = []
    real = state.HandState.apply

    def counting(self: state.HandState, action: object, seat: object = None) -> object:
        applied.append(action)
        return real(self, action, seat)  # type: ignore[arg-type]

    monkeypatch.setattr(state.HandState, "apply", counting)
    match.undo()
    assert applied == list(match.hand.actions) and len(applied) == 9  # the hand's first nine actions, once
