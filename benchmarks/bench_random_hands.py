"""Random full hands per second: our engine's public API against OpenSpiel's Python loop.

Each hand is dealt, bid, played and scored with random choices. Ours::

    hand = HandState(rules, Deal.from_seed(rules, seed))
    while not hand.is_terminal():
        hand.apply(rng.choice(hand.legal_actions()))
    hand.returns()

OpenSpiel's (``pyspiel.load_game("euchre")``, the chance actions of the deal included)::

    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
    state.returns()

Both use the same cheap choice (``random.Random.choice``). The engines run in the same process,
interleaved: ``--rounds`` rounds of ``--hands`` hands each, the order of the engines alternating
from round to round; the table gives medians over the rounds. This is a measurement, not a
test: nothing here asserts a time.

    python benchmarks/bench_random_hands.py [--hands N] [--rounds R] [--engine all|ours|openspiel]

To profile our loop alone::

    python -m cProfile -s tottime benchmarks/bench_random_hands.py --engine ours --rounds 3
"""

from __future__ import annotations

import argparse
import dataclasses
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable

from euchre_teach import Deal, HandState, Rules, find_variant


def ours_loop(rules: Rules) -> Callable[[int, int], int]:
    """Play hands ``first .. first + count - 1`` (the seeds) with our engine; return the decisions taken."""

    def run(first: int, count: int) -> int:
        rng = random.Random(first)
        choice = rng.choice
        steps = 0
        for seed in range(first, first + count):
            hand = HandState(rules, Deal.from_seed(rules, seed))
            while not hand.is_terminal():
                hand.apply(choice(hand.legal_actions()))
                steps += 1
            hand.returns()
        return steps

    return run


def openspiel_loop(params: dict[str, bool]) -> Callable[[int, int], int]:
    """The same with OpenSpiel's Python API; the steps include the 22 chance actions of the deal."""
    import pyspiel

    game = pyspiel.load_game("euchre", params)

    def run(first: int, count: int) -> int:
        rng = random.Random(first)
        choice = rng.choice
        steps = 0
        for _ in range(count):
            state = game.new_initial_state()
            while not state.is_terminal():
                state.apply_action(choice(state.legal_actions()))
                steps += 1
            state.returns()
        return steps

    return run


@dataclasses.dataclass
class Entry:
    engine: str
    game: str
    run: Callable[[int, int], int]
    rates: list[float] = dataclasses.field(default_factory=list)
    chance_steps: int = 0  # per hand: OpenSpiel deals with 22 chance actions (dealer, 20 cards, upcard)
    steps: int = 0
    hands: int = 0

    @property
    def median(self) -> float:
        return statistics.median(self.rates)


def entries(which: str) -> list[Entry]:
    out = []
    if which in ("all", "ours"):
        out.append(Entry("euchre_teach", "`openspiel` preset", ours_loop(find_variant("openspiel"))))
        out.append(Entry("euchre_teach", "`standard` preset (defend alone asked)", ours_loop(find_variant("standard"))))
    if which in ("all", "openspiel"):
        try:
            out.append(Entry("OpenSpiel (Python API)", "`euchre` defaults", openspiel_loop({}), chance_steps=22))
            out.append(
                Entry(
                    "OpenSpiel (Python API)",
                    "`euchre` allow_lone_defender=True",
                    openspiel_loop({"allow_lone_defender": True}),
                    chance_steps=22,
                )
            )
        except ImportError:
            print("pyspiel is not installed: OpenSpiel is left out", file=sys.stderr)
    return out


def measure(table: list[Entry], hands: int, rounds: int) -> None:
    for entry in table:  # warm up: imports, tables, caches
        entry.run(10**6, min(hands, 200))
    for r in range(rounds):
        order = table if r % 2 == 0 else table[::-1]
        for entry in order:
            start = time.perf_counter()
            steps = entry.run(r * hands, hands)
            elapsed = time.perf_counter() - start
            entry.rates.append(hands / elapsed)
            entry.steps += steps
            entry.hands += hands


def report(table: list[Entry], hands: int, rounds: int) -> str:
    baseline = next((e.median for e in table if e.engine.startswith("OpenSpiel")), None)
    lines = [
        f"Random full hands (deal, bidding, play, score), {rounds} rounds x {hands} hands, medians; "
        f"Python {platform.python_version()}, {platform.machine()}",
        "",
        "| engine | game | hands/s | (best round) | µs/hand | decisions/hand | µs/decision | × OpenSpiel (defaults) |",
        "|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    for e in table:
        per_hand = 1e6 / e.median
        decisions = e.steps / e.hands - e.chance_steps
        ratio = f"{e.median / baseline:.2f}×" if baseline else "–"
        lines.append(
            f"| {e.engine} | {e.game} | {e.median:,.0f} | {max(e.rates):,.0f} | {per_hand:.1f} | {decisions:.1f} | "
            f"{per_hand / decisions:.2f} | {ratio} |"
        )
    ours = next((e for e in table if e.engine == "euchre_teach"), None)
    if ours is not None and baseline:
        lines += ["", f"ours/OpenSpiel (same game, hands/s medians): {ours.median / baseline:.2f}"]
    lines += [
        "",
        "hands/s, µs/hand and the ratios are medians over the rounds. "
        "µs/hand includes the deal: ours shuffles in Deal.from_seed; OpenSpiel applies 22 chance "
        "actions, not counted as decisions. OpenSpiel's makers decide 'go alone' as a separate step.",
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=3000, help="hands per round and engine (default 3000)")
    parser.add_argument("--rounds", type=int, default=7, help="interleaved rounds (default 7)")
    parser.add_argument("--engine", choices=("all", "ours", "openspiel"), default="all")
    args = parser.parse_args(argv)
    table = entries(args.engine)
    measure(table, args.hands, args.rounds)
    print(report(table, args.hands, args.rounds))


if __name__ == "__main__":
    main()
