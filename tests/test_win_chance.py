"""Match equity: the dynamic programme against Monte Carlo matches, the shipped counts, the published chart."""

from __future__ import annotations

import math
import random

import pytest

from euchre_teach import Match
from euchre_teach.analysis import equity
from euchre_teach.analysis.equity import STANDARD_OUTCOMES, hand_outcomes, win_chance
from euchre_teach.bots import get_bot
from euchre_teach.errors import EuchreError
from euchre_teach.render.heatmap import equity_svg
from euchre_teach.rules import STANDARD


def _model_match(rng: random.Random, ours: int, theirs: int, we_deal: bool, target: int = 10) -> bool:
    """One match played by drawing hand outcomes from the shipped counts (the model's own assumption)."""
    outcomes = list(STANDARD_OUTCOMES)
    weights = [STANDARD_OUTCOMES[o] for o in outcomes]
    while ours < target and theirs < target:
        to_dealer, to_other = rng.choices(outcomes, weights)[0]
        if we_deal:
            ours, theirs = ours + to_dealer, theirs + to_other
        else:
            ours, theirs = ours + to_other, theirs + to_dealer
        we_deal = not we_deal
    return ours >= target


@pytest.mark.parametrize(("ours", "theirs", "we_deal"), [(0, 0, True), (0, 0, False), (8, 9, True), (9, 9, True),
                                                         (5, 7, False), (3, 8, True)])
def test_the_table_agrees_with_a_monte_carlo_of_matches_under_its_model(ours: int, theirs: int, we_deal: bool) -> None:
    rng = random.Random(ours * 100 + theirs * 10 + we_deal)
    n = 6000
    wins = sum(_model_match(rng, ours, theirs, we_deal) for _ in range(n))
    p = win_chance(STANDARD, ours, theirs, we_deal)
    assert abs(wins / n - p) < 4 * math.sqrt(p * (1 - p) / n) + 1e-9


def test_the_table_agrees_with_whole_matches_of_rule_of_thumb_players() -> None:
    rng = random.Random(7)
    n, wins = 120, 0
    for _ in range(n):
        match = Match(STANDARD, seed=rng.getrandbits(32))
        bots = [get_bot("rule of thumb", rng.getrandbits(32)) for _ in range(4)]
        side = match.first_dealer % 2
        while not match.is_terminal():
            seat = match.current_player()
            match.apply(bots[seat].decide(match.hand.view(seat)).action)  # type: ignore[index]
        wins += match.winners()[0] % 2 == side
    p = win_chance(STANDARD, 0, 0, True)
    assert abs(wins / n - p) < 2.6 * math.sqrt(p * (1 - p) / n)  # 99%: the sampling error of 120 matches


def test_a_cheap_recount_of_hand_outcomes_fits_the_shipped_counts() -> None:
    counts = hand_outcomes(STANDARD, hands=300, seed=11)
    total = sum(STANDARD_OUTCOMES.values())
    for outcome, shipped in STANDARD_OUTCOMES.items():
        p = shipped / total
        assert abs(counts[outcome] / 300 - p) < 4 * math.sqrt(p * (1 - p) / 300) + 0.01, outcome


def test_tied_scores_follow_fred_benjamins_chart() -> None:
    # Benjamin: the dealer's side about 51–49 at tied scores up to 5–5 and about 65–35 at 9–9
    for score in range(6):
        assert 0.49 <= win_chance(STANDARD, score, score, True) <= 0.56
    assert 0.60 <= win_chance(STANDARD, 9, 9, True) <= 0.72


def test_win_chance_at_the_edges_and_for_any_target() -> None:
    assert win_chance(STANDARD, 10, 4, False) == 1.0 and win_chance(STANDARD, 4, 11, True) == 0.0
    with pytest.raises(EuchreError):
        win_chance(STANDARD, -1, 0, True)
    short = STANDARD.replace(target=5)
    assert 0.45 < win_chance(short, 0, 0, True) < 0.6
    assert win_chance(short, 1, 0, True) > win_chance(short, 0, 0, True) > win_chance(short, 0, 1, True)
    for ours in range(10):
        for theirs in range(10):
            assert win_chance(STANDARD, ours, theirs, True) + win_chance(STANDARD, theirs, ours, False) == \
                pytest.approx(1.0)
    assert equity.equity_table(STANDARD) is equity.equity_table(STANDARD)  # cached


def test_the_heat_map_shows_every_score() -> None:
    svg = equity_svg(STANDARD)
    assert svg.count("<rect") >= 100 and "their score" in svg and "68%" in svg
