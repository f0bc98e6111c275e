"""Every match ends (R21, R12, R22): a match stops at :func:`~euchre_teach.match.hand_limit` hands.

The bound: a match lasts at most ``hand_limit(rules)`` hands, and a hand at most
``10 * players + 10`` actions, so a match to target ``T`` ends within
``hand_limit(rules) * (10 * players + 10)`` actions, whatever the players do.
"""

from __future__ import annotations

import pytest

from euchre_teach import Match, find_variant, variant_names
from euchre_teach.bots.base import computer_players
from euchre_teach.errors import IllegalActionError
from euchre_teach.match import hand_limit


def _hand_bound(players: int) -> int:
    """Actions a hand may take: bids, alone and defend-alone calls, a discard, a called suit, the tricks."""
    return 10 * players + 10


def _play(match: Match, choose: object) -> int:
    """Play ``match`` to its end, ``choose(seat, view)`` picking each action; the actions taken."""
    bound = match.hand_limit * _hand_bound(match.rules.players)
    taken = 0
    while not match.is_terminal():
        seat = match.current_player()
        assert seat is not None
        match.apply(choose(seat, match.view(seat)))  # type: ignore[operator]
        taken += 1
        assert taken <= bound, f"{match.summary()} still going after {taken} actions"
    return taken


@pytest.mark.parametrize("name", variant_names())
def test_every_preset_ends_within_the_bound_at_several_targets(name: str) -> None:
    preset = find_variant(name)
    for target in sorted({1, 2, preset.target, preset.target + 7}):
        rules = preset.replace(target=target)
        for seed in (1, 2):
            match = Match(rules, seed=seed)
            bots = computer_players("random", seed, rules.players)
            taken = _play(match, lambda seat, view, bots=bots: bots[seat].decide(view).action)
            assert len(match.history) <= hand_limit(rules)
            assert all(len(record.actions) <= _hand_bound(rules.players) for record in match.records)
            assert taken == sum(len(record.actions) for record in match.records)
            assert not match.stopped(), "random players reach the target long before the limit"


def test_the_finnish_count_to_25_ends_when_nobody_bids() -> None:
    # Everyone passes when allowed: hands are thrown in or made without a march, and score nothing.
    match = Match(find_variant("finnish euchres").replace(target=25), seed=9685502)
    _play(match, lambda seat, view: view.legal[0])
    assert match.is_terminal() and len(match.history) == match.hand_limit == hand_limit(match.rules)
    assert match.stopped()


def test_a_match_where_everyone_passes_stops_level_at_the_limit() -> None:
    match = Match("standard", seed=4)
    _play(match, lambda seat, view: "pass")
    assert [line.result.outcome for line in match.history] == ["thrown in"] * match.hand_limit
    assert match.stopped() and match.winners() == () and match.scores == [0, 0, 0, 0]
    assert match.summary().startswith("No one won: the match stopped level at its limit of 248 hands")
    with pytest.raises(IllegalActionError):
        match.apply("pass")
    again = Match.from_json(match.to_json())
    assert again.stopped() and again.summary() == match.summary()


def test_a_match_won_at_the_target_has_not_stopped() -> None:
    match = Match("standard", seed=11)
    _play(match, lambda seat, view: view.legal[-1])
    assert not match.stopped() and match.winners() == (0, 2)
    assert len(match.history) < match.hand_limit


def test_the_hand_limit_leaves_room_for_every_scoring_hand() -> None:
    # A scoring hand raises some seat by at least 1: players * (target - 1) + 1 of them end any match.
    for name in variant_names():
        rules = find_variant(name)
        assert hand_limit(rules) >= 4 * (rules.players * (rules.target - 1) + 1)
