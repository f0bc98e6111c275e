"""One bid trainer click, as the learner waits for it: the verdict (face-up numbers, ``advise_bid``
with its early stop) and then the hidden-card numbers (``realistic`` with its early stop).

For ``--hands`` seeded trainer hands (South, the trainer's defaults), times what a click computes
in CPU seconds (what one idle core takes; the kernel does the same work, and on a shared, loaded
machine the wall clock runs longer), and prints medians, the 90th percentile and the worst, with
how many deals the hidden-card numbers played out. A measurement, not a test.

    python benchmarks/bench_trainer_click.py [--hands 20]
"""

from __future__ import annotations

import argparse
import statistics
import time

from euchre_teach.analysis import advise_bid
from euchre_teach.analysis.realistic import realistic
from euchre_teach.analysis.strength import CONFIDENCE
from euchre_teach.widgets.trainer import BidTrainer


def summary(name: str, values: list[float]) -> str:
    ranked = sorted(values)
    p90 = ranked[min(len(ranked) - 1, round(0.9 * (len(ranked) - 1)))]
    return f"  {name:32} median {statistics.median(values):.2f} s, p90 {p90:.2f} s, worst {ranked[-1]:.2f} s"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20)
    args = parser.parse_args(argv)
    verdict, total, deals = [], [], []
    seed = 0
    for _ in range(args.hands):
        trainer = BidTrainer(seed=seed, seat="South")
        view = trainer.hand.view(trainer.seat)
        start = time.process_time()
        advise_bid(view, trainer.samples, trainer.seed)
        verdict.append(time.process_time() - start)
        hidden = realistic(view, trainer.hidden_samples, trainer.seed, trainer.level, confidence=CONFIDENCE)
        total.append(time.process_time() - start)
        deals.append(hidden.samples)
        seed = trainer.seed + 1
    print(f"Bid trainer clicks, {args.hands} seeded hands (at most {trainer.samples} face-up deals, "
          f"{trainer.hidden_samples} played out):")
    print(summary("click to the verdict", verdict))
    print(summary("click to the hidden-card numbers", total))
    print(f"  deals played out: median {statistics.median(deals):.0f} (from {min(deals)} to {max(deals)})")


if __name__ == "__main__":
    main()
