"""Random full hands: our public API against OpenSpiel's lean Python loop and a plain bitmask step API.

Each hand is dealt, bid, played and scored with random choices. Ours, through the public API
with every legality check on, the hands dealt from one generator (as OpenSpiel's chance
actions are drawn from one)::

    hand = HandState(rules, Deal.from_rng(rules, rng))
    while not hand.is_terminal():
        hand.apply(choice(hand.legal_actions()))
    hand.returns()

and once more with ``hand = new_hand(rules, seed)``, a freshly seeded generator for each hand
(seeding a Mersenne Twister costs a few µs).

OpenSpiel's lean loop (``pyspiel.load_game("euchre")``; its 22 chance actions of the deal are
chosen the same way, with ``legal_actions`` at chance nodes too)::

    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(choice(state.legal_actions()))
    state.returns()

The plain bitmask step API (:mod:`plain_bitmask`, written for comparison: cards as ints,
hands as masks, table lookups, no checks) plays the `openspiel` preset's game the same way.

All use ``random.Random.choice``. They run in one process, interleaved: ``--rounds`` rounds of
``--hands`` hands each, the order rotating from round to round, timed in CPU time
(``time.process_time``). The table gives medians over the rounds and the median of the
per-round ratios. A measurement, not a test: nothing here asserts a time.

    python benchmarks/bench_random_hands.py [--hands N] [--rounds R]

To profile our loop alone::

    python -m cProfile -s tottime benchmarks/bench_random_hands.py --engine ours --rounds 3

To count the byte codes a hand takes, by function (a measure that does not move with the load)::

    python benchmarks/bench_random_hands.py --bytecodes [--hands N]

The count comes after as many warm-up hands as the timed run's middle round has seen (its memos
of legal moves as full); it includes the loop itself and ``random.choice``.
"""

from __future__ import annotations

import argparse
import collections
import dataclasses
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from plain_bitmask import PlainHand

from euchre_teach import Deal, HandState, Rules, find_variant, new_hand


def ours_loop(rules: Rules) -> Callable[[int, int], int]:
    """Play ``count`` hands dealt from one generator with our engine; return the decisions taken."""

    def run(first: int, count: int) -> int:
        rng = random.Random(first)
        choice = rng.choice
        steps = 0
        for _ in range(count):
            hand = HandState(rules, Deal.from_rng(rules, rng))
            while not hand.is_terminal():
                hand.apply(choice(hand.legal_actions()))
                steps += 1
            hand.returns()
        return steps

    return run


def ours_seeded_loop(rules: Rules) -> Callable[[int, int], int]:
    """The same, each hand dealt from its own seed: ``new_hand(rules, seed)`` (a fresh generator each)."""

    def run(first: int, count: int) -> int:
        choice = random.Random(first).choice
        steps = 0
        for seed in range(first, first + count):
            hand = new_hand(rules, seed)
            while not hand.is_terminal():
                hand.apply(choice(hand.legal_actions()))
                steps += 1
            hand.returns()
        return steps

    return run


def plain_loop() -> Callable[[int, int], int]:
    """The same with the plain bitmask step API."""

    def run(first: int, count: int) -> int:
        rng = random.Random(first)
        choice = rng.choice
        steps = 0
        for _ in range(count):
            hand = PlainHand(rng)
            while not hand.terminal:
                hand.apply(choice(hand.legal()))
                steps += 1
            hand.returns()
        return steps

    return run


def openspiel_loop(params: dict[str, bool]) -> Callable[[int, int], int]:
    """OpenSpiel's lean Python loop; the steps include the 22 chance actions of the deal."""
    import pyspiel

    game = pyspiel.load_game("euchre", params)

    def run(first: int, count: int) -> int:
        choice = random.Random(first).choice
        steps = 0
        for _ in range(count):
            state = game.new_initial_state()
            while not state.is_terminal():
                state.apply_action(choice(state.legal_actions()))
                steps += 1
            state.returns()
        return steps

    return run


def check_plain(hands: int = 300) -> int:
    """Play the same random choices through the plain API and the engine: the returns must agree."""
    rules = find_variant("openspiel")
    for seed in range(hands):
        ours, plain = new_hand(rules, seed), PlainHand(random.Random(seed))
        choice = random.Random(seed).choice
        while not ours.is_terminal():
            legal = ours.legal_actions()
            assert sorted(int(a) for a in legal) == sorted(plain.legal()), (seed, legal, plain.legal())
            action = choice(legal)
            ours.apply(action)
            plain.apply(int(action))
        assert plain.terminal and ours.returns() == plain.returns(), (seed, ours.returns(), plain.returns())
    return hands


@dataclasses.dataclass
class Entry:
    engine: str
    game: str
    run: Callable[[int, int], int]
    chance_steps: int = 0  # per hand: OpenSpiel deals with 22 chance actions (dealer, 20 cards, upcard)
    rates: list[float] = dataclasses.field(default_factory=list)
    steps: int = 0
    hands: int = 0

    @property
    def median(self) -> float:
        return statistics.median(self.rates)


def entries(which: str) -> list[Entry]:
    out = []
    if which in ("all", "ours"):
        out.append(Entry("euchre_teach", "`openspiel` preset", ours_loop(find_variant("openspiel"))))
        out.append(Entry("euchre_teach", "`openspiel` preset, new_hand(rules, seed) each hand",
                         ours_seeded_loop(find_variant("openspiel"))))
        out.append(Entry("euchre_teach", "`standard` preset (defend alone asked)", ours_loop(find_variant("standard"))))
    if which in ("all", "openspiel"):
        try:
            out.append(Entry("OpenSpiel (Python API)", "`euchre` defaults", openspiel_loop({}), chance_steps=22))
        except ImportError:
            print("pyspiel is not installed: OpenSpiel is left out", file=sys.stderr)
    if which in ("all", "plain"):
        out.append(Entry("plain bitmask step API", "`openspiel` preset's game", plain_loop()))
    return out


def measure(table: list[Entry], hands: int, rounds: int) -> None:
    for entry in table:  # warm up: imports, tables, caches
        entry.run(10**6, min(hands, 200))
    for r in range(rounds):
        shift = r % len(table)
        for entry in table[shift:] + table[:shift]:
            start = time.process_time()
            steps = entry.run(r * hands, hands)
            elapsed = time.process_time() - start
            entry.rates.append(hands / elapsed)
            entry.steps += steps
            entry.hands += hands


def bytecodes(run: Callable[[int, int], int], hands: int) -> tuple[collections.Counter[str], int]:
    """The byte codes ``run`` executes for ``hands`` hands, by function (``sys.settrace`` opcode events)."""
    counts: collections.Counter[str] = collections.Counter()

    def tracer(frame: Any, event: str, arg: object) -> Callable[..., Any]:
        frame.f_trace_opcodes, frame.f_trace_lines = True, False
        code = frame.f_code
        where = f"{Path(code.co_filename).name}:{code.co_name}"

        def opcodes(frame: Any, event: str, arg: object) -> Callable[..., Any]:
            if event == "opcode":
                counts[where] += 1
            return opcodes

        return opcodes

    sys.settrace(tracer)
    try:
        steps = run(0, hands)
    finally:
        sys.settrace(None)
    return counts, steps


def count_bytecodes(table: list[Entry], hands: int, warm: int, top: int = 30) -> str:
    """Byte codes per hand of each entry's loop, by function, after ``warm`` hands (memos filled)."""
    lines = []
    for entry in table:
        entry.run(10**6, warm)
        counts, steps = bytecodes(entry.run, hands)
        lines.append(f"{entry.engine}, {entry.game}: {sum(counts.values()) / hands:,.0f} byte codes a hand "
                     f"({steps / hands - entry.chance_steps:.1f} decisions)")
        lines += [f"    {n / hands:8.1f}  {where}" for where, n in counts.most_common(top)]
    return "\n".join(lines)


def paired(a: Entry, b: Entry) -> float:
    """The median over the rounds of a's rate over b's (the rounds ran side by side)."""
    return statistics.median(x / y for x, y in zip(a.rates, b.rates, strict=True))


def report(table: list[Entry], hands: int, rounds: int) -> str:
    spiel = next((e for e in table if e.engine.startswith("OpenSpiel")), None)
    plain = next((e for e in table if e.engine.startswith("plain")), None)
    lines = [
        f"Random full hands (deal, bidding, play, score), {rounds} interleaved rounds x {hands} hands, CPU time, "
        f"medians; Python {platform.python_version()}, {platform.machine()}",
        "",
        "| engine | game | hands/s | µs/hand | decisions/hand | µs/decision | × OpenSpiel loop | × plain bitmask API |",
        "|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    for e in table:
        per_hand = 1e6 / e.median
        decisions = e.steps / e.hands - e.chance_steps
        vs_spiel = f"{paired(e, spiel):.2f}×" if spiel else "–"
        vs_plain = f"{paired(e, plain):.2f}×" if plain else "–"
        lines.append(
            f"| {e.engine} | {e.game} | {e.median:,.0f} | {per_hand:.1f} | {decisions:.1f} | "
            f"{per_hand / decisions:.2f} | {vs_spiel} | {vs_plain} |"
        )
    lines += [
        "",
        "Ratios are medians of the per-round ratios of hands/s (higher is faster). µs/hand includes the "
        "deal: ours and the plain API shuffle with random.Random; OpenSpiel applies 22 chance actions, "
        "not counted as decisions. OpenSpiel's makers decide 'go alone' as a separate step.",
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=3000, help="hands per round and engine (default 3000)")
    parser.add_argument("--rounds", type=int, default=7, help="interleaved rounds (default 7)")
    parser.add_argument("--engine", choices=("all", "ours", "openspiel", "plain"), default="all")
    parser.add_argument("--no-check", action="store_true",
                        help="skip the check that the plain API plays the same game (for an older engine)")
    parser.add_argument("--bytecodes", action="store_true",
                        help="count the byte codes a hand takes (our loops, the plain API's) instead of timing")
    args = parser.parse_args(argv)
    if args.bytecodes:
        table = [e for e in entries(args.engine) if e.chance_steps == 0]  # OpenSpiel runs C++: no byte codes
        hands = min(args.hands, 1000)
        print(count_bytecodes(table, hands, warm=200 + args.hands * (args.rounds // 2)))
        return
    if not args.no_check:
        checked = check_plain()
        print(f"The plain API and the engine agree on the legal moves and returns of {checked} random hands.\n")
    table = entries(args.engine)
    measure(table, args.hands, args.rounds)
    print(report(table, args.hands, args.rounds))


if __name__ == "__main__":
    main()
