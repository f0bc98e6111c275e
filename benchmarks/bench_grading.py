"""Do the grades tell good play from bad? Random, rule-of-thumb and strong players at South.

For each level, South is that player and the other three seats rule-of-thumb players; ``--hands``
seeded standard hands are played out, and each of South's decisions is graded as the learning
table grades it (:func:`~euchre_teach.analysis.coach.advise` from South's view, then
:func:`~euchre_teach.analysis.grading.judge`). A decision with one legal move, or whose moves all
score the same, is no decision: it is counted apart and not graded. For each level the table gives
the real decisions, the share graded best or good, and the mean loss (expected points given away
against the coach's best move) per real decision. A measurement, not a test.

    python benchmarks/bench_grading.py [--hands 200] [--seed 0]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter
from dataclasses import dataclass, field

from euchre_teach import HandState, new_hand
from euchre_teach.analysis.coach import advise, judge
from euchre_teach.analysis.grading import ANY_OF_THESE
from euchre_teach.bots.base import Bot, Decision, get_bot, play_out
from euchre_teach.views import SeatView

SOUTH = 2
LEVELS = ("random", "rule of thumb", "strong")


@dataclass
class GradedPlayer:
    """A player at South whose every decision is graded, as the learning table grades the learner's."""

    player: Bot
    seed: int
    labels: Counter = field(default_factory=Counter)
    losses: list[float] = field(default_factory=list)

    def decide(self, view: SeatView) -> Decision:
        decision = self.player.decide(view)
        if len(view.legal) < 2:
            self.labels["only move"] += 1
            return decision
        verdict = judge(advise(view, seed=self.seed + len(self.losses)), decision.action)
        self.labels["all equal" if verdict.headline == ANY_OF_THESE else verdict.label] += 1
        if verdict.label != "not graded":  # (all equal, or a step the coach has no numbers for)
            self.losses.append(verdict.loss)
        return decision


def run(level: str, hands: int, seed: int) -> tuple[GradedPlayer, float]:
    """South at ``level`` for ``hands`` seeded hands; the grades and the seconds it took."""
    south = GradedPlayer(get_bot(level, seed), seed)
    started = time.perf_counter()
    for number in range(hands):
        others = [get_bot("rule of thumb", seed * 1000 + number * 4 + seat) for seat in range(4)]
        hand: HandState = new_hand("standard", seed=seed + number)
        play_out(hand, [south if seat == SOUTH else others[seat] for seat in range(4)])
    return south, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    random.seed(args.seed)
    print(f"{args.hands} seeded standard hands, South graded as the learning table grades the learner\n")
    print("| South plays | real decisions | best or good | mean loss per real decision | not graded (no numbers) "
          "| only move | all equal | seconds |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for level in LEVELS:
        south, seconds = run(level, args.hands, args.seed)
        real = len(south.losses)
        good = south.labels["best"] + south.labels["good"]
        loss = statistics.fmean(south.losses) if real else 0.0
        ungraded = south.labels["not graded"]
        print(f"| {level} | {real} | {good / max(real, 1):.0%} | {loss:.3f} | {ungraded} | "
              f"{south.labels['only move']} | {south.labels['all equal']} | {seconds:.0f} |", flush=True)


if __name__ == "__main__":
    main()
