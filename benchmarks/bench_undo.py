"""Undo in a match: :meth:`Match.undo` (replays the hand in play) against the play table's old way
(save the match to a dict, cut the hand in play, and replay the whole match with ``from_dict``).

Both take back the last action of the hand in play after ``--hands`` finished hands, interleaved
round by round, in CPU time; medians and their ratio are printed. A measurement, not a test.

    python benchmarks/bench_undo.py [--hands 6] [--rounds 30]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from euchre_teach import Match
from euchre_teach.rules import STANDARD


def advanced(hands: int, extra: int) -> Match:
    """A seeded match (random choices, seeded) after ``hands`` finished hands and ``extra`` actions of the next."""
    match = Match(STANDARD.replace(target=99), seed=11)  # a far target: the match lasts
    choose = random.Random(1)
    while len(match.history) < hands:
        match.apply(choose.choice(match.legal_actions()))
    for _ in range(extra):
        match.apply(choose.choice(match.legal_actions()))
    return match


def old_way(match: Match) -> Match:
    """What PlayTable._rewind did before Match.undo: rebuild the match from its saved form."""
    data = match.to_dict()
    data["hands"][-1]["actions"] = data["hands"][-1]["actions"][:-1]
    return Match.from_dict(data)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=6)
    parser.add_argument("--rounds", type=int, default=30)
    args = parser.parse_args(argv)
    old, new = [], []
    for _ in range(args.rounds):
        for way, times in ((old_way, old), (Match.undo, new)):
            match = advanced(args.hands, 12)
            start = time.process_time()
            way(match)
            times.append(time.process_time() - start)
    check_old, check_new = old_way(advanced(args.hands, 12)), advanced(args.hands, 12)
    check_new.undo()
    assert check_old.to_dict() == check_new.to_dict(), "the two ways disagree"
    a, b = statistics.median(old), statistics.median(new)
    print(f"Undo after {args.hands} finished hands, 12 actions into the next, {args.rounds} rounds (CPU, median):")
    print(f"  replay the whole match (before): {a * 1e3:.2f} ms")
    print(f"  Match.undo (the hand in play):   {b * 1e3:.3f} ms  ({a / b:.0f}× faster)")


if __name__ == "__main__":
    main()
