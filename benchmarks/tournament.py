"""A seeded tournament of the bot levels: strong, rule of thumb and random, in the four-hand game.

Each pairing plays duplicate matches to 10 points: match ``i`` is played twice with the same
seed (so the same cards), once with each level on North–South. Reported per pairing: the
first level's match win rate with a 95% Wilson interval, its mean point margin per hand
with a 95% normal interval, and the median seconds a match took. Everything is seeded, so a
rerun gives the same table; matches run in parallel worker processes (``--workers``) without
changing any result (only the times).

    python benchmarks/tournament.py [--matches N] [--seed S] [--workers W] [--rules standard]
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from euchre_teach import Match, find_variant
from euchre_teach.bots import get_bot

PAIRINGS = (("strong", "rule of thumb"), ("rule of thumb", "random"), ("strong", "random"))


def play_match(task: tuple[str, str, str, int, bool]) -> tuple[bool, list[int], float]:
    """One match: did ``first`` win, ``first``'s point margin in each hand, and the seconds it took."""
    start = time.perf_counter()
    rules_name, first, second, seed, swapped = task
    match = Match(find_variant(rules_name), seed=seed)
    levels = (second, first) if swapped else (first, second)  # seats 0 and 2 play levels[0]
    seeds = random.Random(seed * 2 + swapped)
    bots = [get_bot(levels[seat % 2], seeds.getrandbits(32)) for seat in range(4)]
    ours = 1 if swapped else 0  # the seat parity of ``first``
    margins = []
    while not match.is_terminal():
        before, hands = list(match.scores), len(match.records)
        seat = match.current_player()
        match.apply(bots[seat].decide(match.view(seat)).action)
        if len(match.records) > hands:  # a hand was scored (thrown-in hands count as 0)
            gained = [after - was for after, was in zip(match.scores, before, strict=True)]
            margins.append(gained[ours] - gained[1 - ours])
    won = match.winners()[0] % 2 == ours
    return won, margins, time.perf_counter() - start


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=50, help="duplicate pairs per pairing (2 matches each)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--rules", default="standard")
    parser.add_argument("--pairings", default="all", help="e.g. 'strong:rule of thumb,rule of thumb:random'")
    args = parser.parse_args(argv)
    pairings = PAIRINGS if args.pairings == "all" else tuple(tuple(p.split(":")) for p in args.pairings.split(","))
    print(f"{args.rules}, {args.matches} duplicate pairs ({2 * args.matches} matches to 10) per pairing, "
          f"seed {args.seed}")
    print()
    print("| pairing | matches | first level wins | 95% CI | points per hand (first − second) | 95% CI "
          "| hands | s per match | time |")
    print("|---|---:|---:|---|---:|---|---:|---:|---:|")
    with ProcessPoolExecutor(args.workers) as pool:
        for first, second in pairings:
            start = time.perf_counter()
            seeds = random.Random(f"{args.seed}:{first}:{second}")
            tasks = [(args.rules, first, second, seeds.getrandbits(32), swapped)
                     for _ in range(args.matches) for swapped in (False, True)]
            results = list(pool.map(play_match, tasks))
            wins = sum(won for won, _, _ in results)
            margins = [m for _, hand_margins, _ in results for m in hand_margins]
            seconds = statistics.median(took for _, _, took in results)
            low, high = wilson(wins, len(results))
            mean = statistics.mean(margins)
            half = 1.96 * statistics.stdev(margins) / math.sqrt(len(margins))
            print(f"| {first} vs {second} | {len(results)} | {wins / len(results):.1%} | {low:.1%}–{high:.1%} | "
                  f"{mean:+.3f} | {mean - half:+.3f} to {mean + half:+.3f} | {len(margins)} | {seconds:.1f} | "
                  f"{time.perf_counter() - start:.0f} s |", flush=True)


if __name__ == "__main__":
    main()
