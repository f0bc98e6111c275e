"""Double-dummy solves of random standard deals: the solver side by side with a plain minimax.

A deal: four seeded hands of five cards, a random trump, the eldest hand leading and a
random partnership as makers. The solver (alpha-beta, transposition table, equivalent cards
merged, last trick direct) and the plain exhaustive minimax (every legal card, no pruning,
no tables) solve the same positions in one run; the minimax is slow, so it solves the first
``--minimax-deals`` full deals, and every deal again after one random trick (four tricks
left). Ratios are medians of the per-position ratios. A measurement, not a test.

    python benchmarks/bench_double_dummy.py [--deals N] [--minimax-deals M] [--seed S]
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import time

from euchre_teach import Deal, find_variant
from euchre_teach.analysis import Position, Solver
from euchre_teach.analysis.minimax import Minimax, minimax
from euchre_teach.cards import mask_of


def random_deal(rng: random.Random) -> Position:
    """Four hands of a seeded standard deal, a random trump and makers; the eldest leads."""
    rules = find_variant("standard")
    deal = Deal.from_rng(rules, rng)
    maker = rng.randrange(4)
    hands = {s: mask_of(deal.hands[s]) for s in range(4)}
    return Position(rules, rng.randrange(4), hands, (0, 1, 2, 3), (deal.dealer + 1) % 4,
                    frozenset({maker, (maker + 2) % 4}))


def after_one_trick(position: Position, rng: random.Random) -> Position:
    """The position after a random legal first trick."""
    hands, leader, trick = dict(position.hands), position.leader, []
    for i in range(4):
        seat = (leader + i) % 4
        step = Position(position.rules, position.trump, hands, (0, 1, 2, 3), leader, position.makers, tuple(trick))
        card = rng.choice(step.legal())
        hands[seat] &= ~(1 << card)
        trick.append(card)
    lead = Position(position.rules, position.trump, {**hands}, (0, 1, 2, 3), leader, position.makers)
    winner = _winner(lead, trick)
    return Position(position.rules, position.trump, hands, (0, 1, 2, 3), winner, position.makers)


def _winner(position: Position, trick: list[int]) -> int:
    from euchre_teach.ranking import tables

    tab = tables(position.rules)
    led = tab.effective_suit[position.trump][trick[0]]
    power = tab.strength[position.trump][led]
    best = max(range(4), key=lambda i: power[trick[i]])
    return (position.leader + best) % 4


def timed_solver(position: Position) -> tuple[float, int, int]:
    start = time.perf_counter()
    solver = Solver(position)
    value = solver.tricks()
    return time.perf_counter() - start, solver.nodes, value


def timed_minimax(position: Position) -> tuple[float, int, int]:
    search = Minimax(position)
    start = time.perf_counter()
    value = search.value(dict(position.hands), [], position.to_play)
    return time.perf_counter() - start, search.nodes, value


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def row(name: str, times: list[float], nodes: list[int]) -> str:
    return (f"| {name} | {len(times)} | {statistics.median(times) * 1e3:,.3f} | {pct(times, 0.99) * 1e3:,.3f} | "
            f"{statistics.median(nodes):,.0f} | {pct(nodes, 0.99):,.0f} |")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--minimax-deals", type=int, default=8, help="full deals also solved by the minimax")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    deals = [random_deal(rng) for _ in range(args.deals)]
    later = [after_one_trick(p, rng) for p in deals]
    for p in deals[:50]:  # warm up: tables, layouts
        Solver(p).tricks()
    full = [timed_solver(p) for p in deals]
    yes_no = []
    for p in deals:
        start = time.perf_counter()
        solver = Solver(p)
        solver.at_least(3)
        yes_no.append((time.perf_counter() - start, solver.nodes))
    four = [timed_solver(p) for p in later]
    ref_four = [timed_minimax(p) for p in later[: max(args.deals // 5, 1)]]
    ref_full = [timed_minimax(p) for p in deals[: args.minimax_deals]]
    for (_, _, v), (_, _, w) in zip(four, ref_four, strict=False):
        assert v == w, "the solver and the minimax disagree"
    for (_, _, v), (_, _, w) in zip(full, ref_full, strict=False):
        assert v == w, "the solver and the minimax disagree"
    assert minimax(later[0]) == four[0][2]

    print(f"Double-dummy solves, standard deals, seed {args.seed}; Python {platform.python_version()}, "
          f"{platform.machine()}")
    print()
    print("| search | positions | median ms | p99 ms | median nodes | p99 nodes |")
    print("|---|---:|---:|---:|---:|---:|")
    print(row("solver, full deal (5 tricks), exact count", [t for t, _, _ in full], [n for _, n, _ in full]))
    print(row("solver, full deal, yes/no: makers take 3?", [t for t, _ in yes_no], [n for _, n in yes_no]))
    print(row("plain minimax, full deal", [t for t, _, _ in ref_full], [n for _, n, _ in ref_full]))
    print(row("solver, 4 tricks left", [t for t, _, _ in four], [n for _, n, _ in four]))
    print(row("plain minimax, 4 tricks left", [t for t, _, _ in ref_four], [n for _, n, _ in ref_four]))
    print()
    for name, solved, ref in (("full deals", full, ref_full), ("4 tricks left", four, ref_four)):
        speed = statistics.median(r[0] / s[0] for s, r in zip(solved, ref, strict=False))
        fewer = statistics.median(r[1] / s[1] for s, r in zip(solved, ref, strict=False))
        print(f"{name}: the solver is {speed:,.0f}× faster than the plain minimax and searches "
              f"{fewer:,.0f}× fewer nodes (medians of per-position ratios, {len(ref)} positions)")


if __name__ == "__main__":
    main()
