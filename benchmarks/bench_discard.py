"""The dealer's discard advice against a plain loop that solves each discard on its own.

For ``--positions`` seeded standard hands at the dealer's discard (the first bidder who may orders
up), ``advise_discard`` with ``--samples`` deals runs side by side with a plain loop written here
for comparison: the same sampled deals (the same generator and seed), each discard of each deal
solved by a fresh :class:`Solver` of the hand less that card, as ``advise_discard`` did before one
solver a deal served every discard. Interleaved position by position, CPU time; prints the median
time of each and the median of the per-position ratios, and checks that both give every discard the
same tricks. A measurement, not a test: nothing here asserts a time.

    python benchmarks/bench_discard.py [--positions 40] [--samples 100] [--preset standard]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from euchre_teach import new_hand
from euchre_teach.analysis import Position, Solver
from euchre_teach.analysis.play import advise_discard
from euchre_teach.analysis.sampling import deal_fitting, knowledge
from euchre_teach.table import Phase, opening_leader
from euchre_teach.views import SeatView


def discard_views(preset: str, count: int) -> list[SeatView]:
    """The dealer's views at the discard of the first ``count`` seeded hands where the first bidder orders up."""
    views: list[SeatView] = []
    seed = 0
    while len(views) < count:
        hand = new_hand(preset, seed=seed)
        seed += 1
        if "order up" in map(str, hand.legal_actions()):
            hand.apply("order up")
            if hand.phase is Phase.DISCARD:
                views.append(hand.view(hand.player_to_act()))
    return views


def plain_discards(view: SeatView, samples: int, seed: int) -> dict[int, float]:
    """Each discard's tricks for the dealer's side on average: every discard of every deal solved alone.

    Its set-up (seats in play, leader, makers, the sampled deals) is ``advise_discard``'s, written out
    again on purpose: the reference must not share the code it is compared with.
    """
    rules, seat, maker = view.rules, view.seat, view.maker
    assert view.trump is not None and seat is not None and maker is not None
    rng = random.Random(seed)
    out = set(view.sitting_out)
    order = tuple(s for s in range(rules.players) if s not in out)
    leader = opening_leader(rules, view.dealer, maker, view.alone, out)
    partner = rules.partner(maker) if rules.partners_opposite else None
    makers = frozenset(s for s in (maker, partner) if s is not None and s not in out)
    facts = knowledge(view)
    totals = dict.fromkeys(sorted(action.the_card.id for action in view.legal), 0)
    for _ in range(samples):
        hands = deal_fitting(facts, rng, None)
        for card in totals:
            kept = {s: hands[s] & ~(1 << card) if s == seat else hands[s] for s in order}
            totals[card] += Solver(Position.trusted(rules, int(view.trump), kept, order, leader, makers)).tricks()
    ours = seat in makers
    return {card: t / samples if ours else rules.hand_size - t / samples for card, t in totals.items()}


def ours_discards(view: SeatView, samples: int, seed: int) -> dict[int, float]:
    """The same from ``advise_discard``."""
    return {option.action.the_card.id: option.tricks for option in advise_discard(view, samples, seed).options}


RUNS: dict[str, Callable[[SeatView, int, int], dict[int, float]]] = {"ours": ours_discards, "plain": plain_discards}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--samples", type=int, default=100)
    parser.add_argument("--preset", default="standard")
    args = parser.parse_args(argv)
    ours: list[float] = []
    plain: list[float] = []
    for i, view in enumerate(discard_views(args.preset, args.positions)):
        timed: dict[str, float] = {}
        tricks: dict[str, dict[int, float]] = {}
        for name in ("ours", "plain") if i % 2 == 0 else ("plain", "ours"):
            start = time.process_time()
            tricks[name] = RUNS[name](view, args.samples, i)
            timed[name] = time.process_time() - start
        got, reference = tricks["ours"], tricks["plain"]
        assert got.keys() == reference.keys() and all(abs(got[c] - reference[c]) < 1e-9 for c in got), (i, got)
        ours.append(timed["ours"])
        plain.append(timed["plain"])
    ratio = statistics.median(o / p for o, p in zip(ours, plain, strict=True))
    print(f"The dealer's discards, {args.positions} `{args.preset}` positions, {args.samples} deals each, CPU time "
          f"a position, medians:\n  advise_discard (one solver a deal):      {statistics.median(ours) * 1000:.0f} ms\n"
          f"  plain loop (one solver a discard):       {statistics.median(plain) * 1000:.0f} ms\n"
          f"  the median of the per-position ratios: {ratio:.2f}x; the same tricks for every discard of every position")


if __name__ == "__main__":
    main()
