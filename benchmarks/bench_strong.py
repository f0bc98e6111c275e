"""How long the strong bot takes: the median seconds a decision, by kind, and a whole match.

Seeded matches of strong (North–South) against rule of thumb (East–West) in one process;
every strong decision with more than one legal choice is timed.

    python benchmarks/bench_strong.py [--matches N] [--seed S] [--rules standard]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from euchre_teach import Match, find_variant
from euchre_teach.bots import get_bot
from euchre_teach.table import Phase


def kind_of(phase: Phase) -> str:
    """'bid', 'discard', 'play' or 'other'."""
    if phase.is_bidding_round:
        return "bid"
    return {Phase.DISCARD: "discard", Phase.PLAY: "play"}.get(phase, "other")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=4)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--rules", default="standard")
    args = parser.parse_args(argv)
    seeds = random.Random(args.seed)
    took: dict[str, list[float]] = {}
    matches = []
    for _ in range(args.matches):
        seed = seeds.getrandbits(32)
        match = Match(find_variant(args.rules), seed=seed)
        bots = [get_bot("strong" if s % 2 == 0 else "rule of thumb", seed + s) for s in range(4)]
        start = time.perf_counter()
        while not match.is_terminal():
            seat = match.current_player()
            assert seat is not None  # a match that is not over has a seat to act
            view = match.view(seat)  # with the match score, as in the tournament
            before = time.perf_counter()
            action = bots[seat].decide(view).action
            if seat % 2 == 0 and len(view.legal) > 1:
                took.setdefault(kind_of(view.phase), []).append(time.perf_counter() - before)
            match.apply(action)
        matches.append(time.perf_counter() - start)
    print(f"{args.rules}, {args.matches} matches of strong against rule of thumb, seed {args.seed}")
    print()
    print("| decision | count | median s | p90 s |")
    print("|---|---:|---:|---:|")
    for kind, times in sorted(took.items()):
        p90 = statistics.quantiles(times, n=10)[-1] if len(times) > 1 else times[0]
        print(f"| {kind} | {len(times)} | {statistics.median(times):.3f} | {p90:.3f} |")
    print(f"| a whole match | {len(matches)} | {statistics.median(matches):.2f} | {max(matches):.2f} (max) |")


if __name__ == "__main__":
    main()
