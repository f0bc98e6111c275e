"""Hand strength with 1000 samples, every one used: the solver against a plain minimax.

For seeded standard hands, the first bidder's view is analysed with ``advise_bid`` (every
legal bid, pass included, over all ``--samples`` deals with no early stop, each contract
solved double dummy with yes/no searches; ``bench_pimc.py`` times the early stop that the
trainer gets). Side by side, the same analysis with the plain exhaustive minimax as the
solver runs on ``--reference-samples`` deals of the first hand (it takes seconds a deal), and
its time and nodes a deal are compared with the solver's on the same hand. A measurement, not a test.

    python benchmarks/bench_strength.py [--hands H] [--samples N] [--reference-samples R]
"""

from __future__ import annotations

import argparse
import platform
import statistics
import time

from euchre_teach import new_hand
from euchre_teach.analysis import strength
from euchre_teach.analysis.minimax import Minimax
from euchre_teach.analysis.position import Position


class MinimaxSolver:
    """The plain minimax behind the solver's interface: one exact count answers every yes/no test."""

    def __init__(self, position: Position) -> None:
        self._search = Minimax(position)
        self._position = position
        self._value: int | None = None

    @property
    def nodes(self) -> int:
        return self._search.nodes

    def at_least(self, k: int) -> bool:
        if self._value is None:
            self._value = self._search.value(dict(self._position.hands), [], self._position.to_play)
        return self._value >= k


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=30)
    parser.add_argument("--samples", type=int, default=1000)
    parser.add_argument("--reference-samples", type=int, default=3)
    args = parser.parse_args(argv)
    views = []
    for seed in range(args.hands):
        hand = new_hand("standard", seed=seed)
        views.append(hand.view(hand.current_player()))
    strength.advise_bid(views[0], samples=50, seed=0)  # warm up
    times, nodes = [], []
    for view in views:
        start = time.perf_counter()
        advice = strength.advise_bid(view, samples=args.samples, seed=1, confidence=None)  # every deal
        times.append(time.perf_counter() - start)
        nodes.append(advice.nodes)
    fast = strength.advise_bid(views[0], samples=args.reference_samples, seed=1)
    strength.Solver = MinimaxSolver  # type: ignore[assignment,misc]
    start = time.perf_counter()
    slow = strength.advise_bid(views[0], samples=args.reference_samples, seed=1)
    slow_time = time.perf_counter() - start
    assert [o.expected for o in slow.options] == [o.expected for o in fast.options], "the two solvers disagree"

    print(f"Hand strength (advise_bid, every legal bid) of the first bidder, {args.hands} seeded standard hands, "
          f"{args.samples} samples; Python {platform.python_version()}, {platform.machine()}")
    print()
    print("| analysis | hands | samples | median s | p99 s | median nodes | nodes per sample |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    print(f"| advise_bid with the solver | {len(times)} | {args.samples} | {statistics.median(times):.3f} | "
          f"{pct(times, 0.99):.3f} | {statistics.median(nodes):,.0f} | "
          f"{statistics.median(nodes) / args.samples:,.0f} |")
    per_sample_fast, per_sample_slow = times[0] / args.samples, slow_time / args.reference_samples
    fast_nodes, slow_nodes = nodes[0] / args.samples, slow.nodes / args.reference_samples
    print(f"| advise_bid with the plain minimax (hand 1) | 1 | {args.reference_samples} | "
          f"{slow_time:.1f} | – | {slow.nodes:,} | {slow.nodes / args.reference_samples:,.0f} |")
    print()
    print(f"Per sample on hand 1: solver {per_sample_fast * 1e3:.2f} ms and {fast_nodes:,.0f} nodes "
          f"({args.samples} samples); plain minimax {per_sample_slow:.1f} s and {slow_nodes:,.0f} nodes "
          f"({args.reference_samples} samples): {per_sample_slow / per_sample_fast:,.0f}× the time, "
          f"{slow_nodes / fast_nodes:,.0f}× the nodes. 1000 samples with the minimax would take about "
          f"{per_sample_slow * 1000 / 3600:.1f} hours.")


if __name__ == "__main__":
    main()
