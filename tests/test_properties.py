"""Hypothesis properties over every preset, as OpenSpiel's random-simulation API tests.

Random legal walks through seeded hands check: cards are conserved; only the current player
may act; every legal action applies and every other action is refused and changes nothing;
replay is deterministic; stepping back and forward gives equal states; records save and
load; scores stay within the table; seat views never show another seat's cards.
"""

from __future__ import annotations

from collections import Counter

from fuzzing import snapshot
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from euchre_teach import (
    PRESETS,
    Card,
    HandState,
    IllegalActionError,
    Match,
    Record,
    SeatView,
    find_variant,
    new_hand,
)
from euchre_teach.actions import ALL_ACTIONS
from euchre_teach.scoring import hand_scores

presets = st.sampled_from(sorted(PRESETS))
walks = st.lists(st.integers(min_value=0, max_value=10_000), min_size=40, max_size=40)
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def walk(preset: str, seed: int, choices: list[int]) -> list[HandState]:
    """The states of one random legal walk (distinct objects)."""
    state = new_hand(preset, seed=seed)
    states = [state.clone()]
    for choice in choices:
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply(legal[choice % len(legal)])
        states.append(state.clone())
    return states


def held_cards(state: HandState) -> Counter:
    cards: Counter = Counter()
    for hand in state.hands():
        cards.update(hand)
    for trick in state.tricks:
        cards.update(trick.cards)
    if state.current_trick:
        cards.update(state.current_trick.cards)
    cards.update(state.undealt)
    cards.update(state.discards)
    return cards


@SETTINGS
@given(presets, st.integers(0, 2**32), walks)
def test_cards_are_conserved(preset: str, seed: int, choices: list[int]) -> None:
    for state in walk(preset, seed, choices):
        assert held_cards(state) == Counter(state.rules.pack)


@SETTINGS
@given(presets, st.integers(0, 2**32), walks)
def test_every_illegal_action_is_refused_and_changes_nothing(preset: str, seed: int, choices: list[int]) -> None:
    for state in walk(preset, seed, choices):
        legal = set(state.legal_actions())
        before = snapshot(state)
        for action in ALL_ACTIONS:
            if action in legal:
                assert state.can(action)
                continue
            assert not state.can(action)
            try:
                state.apply(action)
            except IllegalActionError as exc:
                assert exc.reason and set(exc.legal) == legal
            else:
                raise AssertionError(f"{action} was applied but is not legal")
            assert snapshot(state) == before
        for action in legal:  # every legal action applies
            state.clone().apply(action)


@SETTINGS
@given(presets, st.integers(0, 2**32), walks)
def test_only_the_current_player_may_act(preset: str, seed: int, choices: list[int]) -> None:
    for state in walk(preset, seed, choices):
        if state.is_terminal():
            assert state.current_player() is None and state.legal_actions() == ()
            continue
        before = snapshot(state)
        action = state.legal_actions()[0]
        for seat in range(state.rules.players):
            if seat == state.current_player():
                assert state.can(action, seat)
            else:
                assert not state.can(action, seat)
                assert not state.can(f"{state.seat_name(seat)}: {action}")
        assert snapshot(state) == before


@SETTINGS
@given(presets, st.integers(0, 2**32), walks)
def test_replay_is_deterministic_and_steps_rebuild_equal_states(preset: str, seed: int, choices: list[int]) -> None:
    states = walk(preset, seed, choices)
    record = Record.of(states[-1])
    assert Record(record.rules, record.deal, record.actions).final == states[-1]
    for i, state in enumerate(states):
        rebuilt = record.at(i)
        assert rebuilt == state and rebuilt is not state
        assert snapshot(rebuilt) == snapshot(state)
        assert rebuilt.legal_actions() == state.legal_actions()
    # back and forward again
    middle = len(states) // 2
    assert record.at(middle) == Record.of(record.at(len(states) - 1)).at(middle)


@SETTINGS
@given(presets, st.integers(0, 2**32), walks)
def test_save_and_load_round_trip(preset: str, seed: int, choices: list[int]) -> None:
    record = Record.of(walk(preset, seed, choices)[-1])
    assert Record.from_json(record.to_json()) == record
    assert Record.from_text(record.to_text()) == record


@SETTINGS
@given(presets, st.integers(0, 2**32), walks)
def test_points_within_the_table(preset: str, seed: int, choices: list[int]) -> None:
    final = walk(preset, seed, choices + [0] * 40)[-1]
    assert final.is_terminal()
    rules = final.rules
    points = final.points()
    assert all(p in hand_scores(rules) for p in points)
    scorers = tuple(s for s, p in enumerate(points) if p)
    assert scorers in ((), final.makers, final.defenders)
    if rules.partnership.value == "partners opposite":
        assert scorers in ((), (0, 2), (1, 3))


def cards_in_view(view: SeatView) -> set[Card]:
    """Every card a view mentions anywhere (its rules aside)."""
    cards = {*view.played} | ({view.upcard} if view.upcard is not None else set())
    for hand in view.hands:
        cards.update(hand or ())
    cards.update(a.card for _, a in view.history if a is not None and a.card is not None)
    cards.update(a.card for a in view.legal if a.card is not None)
    cards.update(view.discards)
    return cards


@SETTINGS
@given(presets, st.integers(0, 2**32), walks)
def test_seat_views_never_leak_another_hand(preset: str, seed: int, choices: list[int]) -> None:
    for state in walk(preset, seed, choices):
        played = {c for t in state.tricks for c in t.cards}
        if state.current_trick:
            played |= set(state.current_trick.cards)
        for seat in range(state.rules.players):
            view = state.view(seat)
            assert all(hand is None for s, hand in enumerate(view.hands) if s != seat)
            own = [a for actor, a in state.history if actor == seat]
            public = played | set(state.hand(seat)) | {a.card for a in own if a.card is not None}
            public |= {a.card for _, a in state.history if a.kind.value == "ally"}  # named aloud
            if state.upcard is not None:
                public.add(state.upcard)
            if seat == state.maker and state.given is not None:
                public.add(state.given)
            assert cards_in_view(view) <= public
            assert set(view.discards) <= {a.card for a in own if a.kind.value == "discard"}
            assert all(a is not None or actor != seat for actor, a in view.history)
            silent = state.partner is not None and not state.partner_revealed
            if silent and seat != state.partner:
                assert view.partner is None and state.partner not in view.makers

@settings(max_examples=15, deadline=None)
@given(presets, st.integers(0, 2**32))
def test_matches_finish_with_random_players(preset: str, seed: int) -> None:
    import random

    rng = random.Random(seed)
    match = Match(find_variant(preset), seed=seed)
    while not match.is_terminal():
        match.apply(rng.choice(match.legal_actions()))
    assert max(match.scores) >= match.rules.target
    assert Match.from_dict(match.to_dict()).scores == match.scores
