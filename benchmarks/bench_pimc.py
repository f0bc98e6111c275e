"""The coach's bid advice against a plain PIMC loop, and the time to a confident verdict.

Rows, side by side in one process, interleaved hand by hand, CPU time (``time.process_time``):

* ``advise_bid`` for every legal bid (pass, order up, order up alone) with ``--samples`` deals
  and no early stop, against the plain one-bid "order up?" PIMC loop of :mod:`plain_pimc` with as
  many deals: the median of the per-hand time ratios;
* ``advise_bid`` as the trainer and the coach call it (sampling in rounds, stopping once the
  best bid leads the next by 3 standard errors, at most ``--samples`` deals): the median time
  to that verdict, the deals used, and how often the verdict matches the full run's best bid;
* a double-dummy solve of a dealt standard hand by the package's solver against the plain
  alpha-beta + transposition table of :mod:`plain_pimc`: the median time ratio and the
  disagreements (there must be none).

The hands are the first bidder's views of seeded standard hands (``--hands``). A measurement,
not a test: nothing here asserts a time.

    python benchmarks/bench_pimc.py [--hands H] [--samples N] [--deals D]
"""

from __future__ import annotations

import argparse
import functools
import inspect
import platform
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from plain_pimc import order_up_value, solve

from euchre_teach import Deal, find_variant, new_hand
from euchre_teach.analysis import Position, Solver
from euchre_teach.analysis.strength import advise_bid
from euchre_teach.cards import mask_of

_ADAPTIVE = "confidence" in inspect.signature(advise_bid).parameters


def clock(fn, *args, **kwargs):  # type: ignore[no-untyped-def]
    start = time.process_time()
    out = fn(*args, **kwargs)
    return time.process_time() - start, out


def bid_rows(hands: int, samples: int) -> list[str]:
    views = []
    for seed in range(hands):
        hand = new_hand("standard", seed=seed)
        views.append(hand.view(hand.current_player()))
    advise_bid(views[0], samples=50, seed=0)  # warm up
    order_up_value(mask_of(views[0].hand), views[0].upcard.id, views[0].dealer, 50, random.Random(0))
    full_ratio, full_time, plain_time, quick_time, quick_used, agree = [], [], [], [], [], 0
    for i, view in enumerate(views):
        own, up, dealer = mask_of(view.hand), view.upcard.id, view.dealer  # type: ignore[union-attr]
        full_run = {"confidence": None} if _ADAPTIVE else {}
        runs = [
            functools.partial(clock, advise_bid, view, samples=samples, seed=1, **full_run),
            functools.partial(clock, order_up_value, own, up, dealer, samples, random.Random(1)),
        ]
        if _ADAPTIVE:
            runs.append(functools.partial(clock, advise_bid, view, samples=samples, seed=1))
        results = [None] * len(runs)
        for k in (range(len(runs)) if i % 2 == 0 else reversed(range(len(runs)))):
            results[k] = runs[k]()
        (t_full, full), (t_plain, _) = results[0], results[1]
        full_time.append(t_full)
        plain_time.append(t_plain)
        full_ratio.append(t_full / t_plain)
        if _ADAPTIVE:
            t_quick, quick = results[2]
            quick_time.append(t_quick)
            quick_used.append(quick.samples)
            agree += quick.best.action == full.best.action
    lines = [
        f"| advise_bid, every legal bid, {samples} deals, no early stop | {hands} | "
        f"{statistics.median(full_time):.3f} | {statistics.median(full_ratio):.2f}× |",
        f"| plain PIMC 'order up?' loop, one bid, the package's solver, {samples} deals | {hands} | "
        f"{statistics.median(plain_time):.3f} | 1.00× |",
    ]
    if _ADAPTIVE:
        lines.append(
            f"| advise_bid as the trainer calls it: stops once the best bid leads by 3 standard errors "
            f"(at most {samples} deals) | {hands} | "
            f"{statistics.median(quick_time):.3f} | "
            f"{statistics.median(t / p for t, p in zip(quick_time, plain_time, strict=True)):.2f}× |"
        )
        lines.append("")
        lines.append(f"Confident verdicts: median {statistics.median(quick_used):.0f} deals "
                     f"(max {max(quick_used)}); the same best bid as the full {samples}-deal run on "
                     f"{agree} of {hands} hands.")
    else:
        lines.append("")
        lines.append("advise_bid has no early stop yet: a verdict costs the full run above.")
    return lines


def solver_rows(deals: int) -> list[str]:
    rules = find_variant("standard")
    rng = random.Random(5)
    positions = []
    for _ in range(deals):
        deal = Deal.from_rng(rules, rng)
        maker = rng.randrange(4)
        hands = {s: mask_of(deal.hands[s]) for s in range(4)}
        positions.append(Position(rules, rng.randrange(4), hands, (0, 1, 2, 3), (deal.dealer + 1) % 4,
                                  frozenset({maker, (maker + 2) % 4})))
    ratios, disagree, ours_t, plain_t = [], 0, [], []
    for i, p in enumerate(positions):
        maker = min(p.makers)
        order = [functools.partial(clock, lambda position: Solver(position).tricks(), p),
                 functools.partial(clock, solve, [p.hands[s] for s in range(4)], p.leader, p.trump, maker)]
        out = [None, None]
        for k in ((0, 1) if i % 2 == 0 else (1, 0)):
            out[k] = order[k]()
        (t_ours, v_ours), (t_plain, v_plain) = out
        disagree += v_ours != v_plain
        ours_t.append(t_ours)
        plain_t.append(t_plain)
        ratios.append(t_ours / t_plain)
    return [
        f"| double-dummy solve of a dealt standard hand, the package's solver | {deals} | "
        f"{statistics.median(ours_t) * 1e3:.3f} ms | {statistics.median(ratios):.2f}× |",
        f"| the same, plain alpha-beta + transposition table | {deals} | {statistics.median(plain_t) * 1e3:.3f} ms | "
        f"1.00× |",
        "",
        f"Disagreements between the two solvers: {disagree} of {deals}.",
    ]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=20, help="seeded standard hands (default 20)")
    parser.add_argument("--samples", type=int, default=1000, help="deals per analysis (default 1000)")
    parser.add_argument("--deals", type=int, default=2000, help="double-dummy deals (default 2000)")
    args = parser.parse_args(argv)
    print(f"Bid advice and double-dummy solves, CPU time, medians; Python {platform.python_version()}, "
          f"{platform.machine()}")
    print()
    print("| measure | hands | median s | × plain |")
    print("|---|---:|---:|---:|")
    for line in bid_rows(args.hands, args.samples):
        print(line)
    print()
    print("| measure | deals | median | × plain |")
    print("|---|---:|---:|---:|")
    for line in solver_rows(args.deals):
        print(line)


if __name__ == "__main__":
    main()
