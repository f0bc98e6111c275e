"""The match-equity table's inputs and its check: hand outcomes from self-play, and whole matches.

``--hands`` seeded standard hands are played by four rule-of-thumb players and the outcome of
each (points to the dealing side, points to the other side) is counted: these counts are
:data:`euchre_teach.analysis.equity.STANDARD_OUTCOMES`. Then ``--matches`` whole matches to 10
are played from 0–0 by the same players, and the first dealer's side's win rate (95% Wilson
interval) is set beside ``win_chance(STANDARD, 0, 0, we_deal=True)``; the tied scores are
printed for comparison with Fred Benjamin's chart. A measurement, not a test.

    python benchmarks/match_equity.py [--hands N] [--matches M] [--seed S]
"""

from __future__ import annotations

import argparse
import math
import random
import time

from euchre_teach import Match
from euchre_teach.analysis import equity
from euchre_teach.bots import get_bot
from euchre_teach.rules import STANDARD


def wilson(wins: int, n: int) -> tuple[float, float]:
    """The 95% Wilson interval of a proportion."""
    z = 1.96
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20000)
    parser.add_argument("--matches", type=int, default=400)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    counts = equity.hand_outcomes(STANDARD, args.hands, args.seed)
    print(f"{args.hands} hands in {time.perf_counter() - start:.0f} s:")
    print("STANDARD_OUTCOMES = {" + ", ".join(f"{k}: {v}" for k, v in sorted(counts.items())) + "}")
    equity.STANDARD_OUTCOMES.clear()
    equity.STANDARD_OUTCOMES.update(counts)
    equity.equity_table.cache_clear()
    equity._outcomes.cache_clear()
    for score in range(10):
        print(f"  tied {score}–{score}: the dealer's side wins {equity.win_chance(STANDARD, score, score, True):.3f}")
    wins = 0
    rng = random.Random(args.seed + 1)
    for _ in range(args.matches):
        match = Match(STANDARD, seed=rng.getrandbits(32))
        bots = [get_bot("rule of thumb", rng.getrandbits(32)) for _ in range(4)]
        side = match.first_dealer % 2
        while not match.is_terminal():
            seat = match.current_player()
            match.apply(bots[seat].decide(match.hand.view(seat)).action)  # type: ignore[index]
        wins += match.winners()[0] % 2 == side
    low, high = wilson(wins, args.matches)
    print(f"{args.matches} whole matches from 0–0: the first dealer's side won {wins / args.matches:.3f} "
          f"(95% interval {low:.3f}–{high:.3f}); the table says {equity.win_chance(STANDARD, 0, 0, True):.3f}")


if __name__ == "__main__":
    main()
