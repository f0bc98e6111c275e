"""Double dummy against hidden cards: how much kinder is the double-dummy estimate to the makers?

For the first bidder of seeded standard hands, "order up" is valued twice on deals that fit
the bidder's view: by :func:`~euchre_teach.analysis.advise_bid` (every deal solved with every
card face up) and by :func:`~euchre_teach.analysis.realistic.realistic` (every deal played out
by rule-of-thumb players who see only their own cards). Reported: the mean of each figure and
the mean gap with a 95% interval over hands, and how often the two pick the same best bid.
A measurement, not a test.

    python benchmarks/bench_realistic.py [--hands H] [--samples N]
"""

from __future__ import annotations

import argparse
import math
import statistics
import time

from euchre_teach import new_hand
from euchre_teach.analysis import advise_bid
from euchre_teach.analysis.realistic import realistic


def interval(values: list[float]) -> str:
    """Mean ± 1.96 standard errors."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return f"{mean:+.3f} ± {half:.3f}"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--samples", type=int, default=100)
    args = parser.parse_args(argv)
    rows: dict[str, list[float]] = {k: [] for k in ("dd_make", "real_make", "dd_march", "real_march",
                                                    "dd_points", "real_points")}
    same = 0
    start = time.perf_counter()
    for seed in range(args.hands):
        hand = new_hand("standard", seed=seed)
        view = hand.view(hand.current_player())
        dd, real = advise_bid(view, args.samples, seed=1), realistic(view, args.samples, seed=1)
        a, b = dd.option("order up"), real.option("order up")
        for key, value in (("dd_make", a.p_make), ("real_make", b.p_make), ("dd_march", a.p_march),
                           ("real_march", b.p_march), ("dd_points", a.expected), ("real_points", b.expected)):
            rows[key].append(float(value or 0.0))
        same += dd.best.action == real.best.action
    took = time.perf_counter() - start
    print(f"First bidder of {args.hands} seeded standard hands, {args.samples} deals each ({took:.0f} s):")
    for label, key in (("make it", "make"), ("march", "march"), ("expected points", "points")):
        dd, real = rows[f"dd_{key}"], rows[f"real_{key}"]
        gap = [x - y for x, y in zip(dd, real, strict=True)]
        print(f"  order up, {label:15}: double dummy {statistics.fmean(dd):.3f}, hidden cards "
              f"{statistics.fmean(real):.3f}, gap {interval(gap)}")
    strong = [i for i, p in enumerate(rows["dd_make"]) if p >= 0.6]
    if len(strong) > 1:
        print(f"  the {len(strong)} hands double dummy makes at least 60% of the time:")
        for label, key in (("make it", "make"), ("march", "march"), ("expected points", "points")):
            gap = [rows[f"dd_{key}"][i] - rows[f"real_{key}"][i] for i in strong]
            print(f"    order up, {label:15}: gap {interval(gap)}")
    print(f"  same best bid: {same} of {args.hands} hands")


if __name__ == "__main__":
    main()
