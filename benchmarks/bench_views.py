"""A seat's view, as every bot decision and every hidden-card play-out asks for one.

Plays ``--hands`` seeded standard hands with rule-of-thumb players, keeping each decision's
position, then times ``hand.view(seat)`` of the seat to act at every position, ``--rounds``
times, in CPU time, and prints the median time a view and the spread of the rounds. To compare
two trees, run it in each (``PYTHONPATH=OTHER python benchmarks/bench_views.py``). A
measurement, not a test.

    python benchmarks/bench_views.py [--hands 100] [--rounds 7]
"""

from __future__ import annotations

import argparse
import statistics
import time

from euchre_teach import HandState, new_hand
from euchre_teach.bots.rule_of_thumb import RuleOfThumbBot


def positions(hands: int) -> list[tuple[HandState, int]]:
    """Every decision's position (a copy of the hand, and the seat to act) in ``hands`` seeded hands."""
    found = []
    for seed in range(hands):
        hand = new_hand("standard", seed=seed)
        bots = [RuleOfThumbBot(seed * 4 + seat) for seat in range(4)]
        while not hand.is_terminal():
            seat = hand.player_to_act()
            found.append((hand.clone(), seat))
            hand.apply(bots[seat].decide(hand.view(seat)).action)
    return found


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args(argv)
    found = positions(args.hands)
    per_view = []
    for _ in range(args.rounds):
        fresh = [(hand.clone(), seat) for hand, seat in found]  # no view kept from an earlier round
        start = time.process_time()
        for hand, seat in fresh:
            hand.view(seat)
        per_view.append((time.process_time() - start) / len(fresh))
    print(f"A seat's view, {len(found)} positions of {args.hands} rule-of-thumb hands, {args.rounds} rounds "
          f"(CPU time): median {statistics.median(per_view) * 1e6:.1f} µs a view "
          f"(rounds {min(per_view) * 1e6:.1f}–{max(per_view) * 1e6:.1f} µs)")


if __name__ == "__main__":
    main()
