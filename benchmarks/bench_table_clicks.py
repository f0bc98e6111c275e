"""Lesson 07's play table as a learner clicks through it: the time each decision's click takes.

The table is lesson 07's (``PlayTable("standard", seed=2024, seat="South", match=True,
level="rule of thumb")``, hints and grading on), and the learner takes the first legal move at
every turn. A click's time is the grade (the coach's advice for the position) and the computer
players' moves up to the learner's next turn, with the table redrawn. CPU time; prints the
median, the slowest five and how many clicks took over 1 s. ``bench_jupyterlite.py`` runs the
same function in the offline site's kernel (Pyodide). A measurement, not a test.

    python benchmarks/bench_table_clicks.py [--clicks 60]
"""

from __future__ import annotations

import argparse
import statistics
from collections.abc import Callable


def table_clicks(count: int, clock: Callable[[], float] | None = None) -> list[float]:
    """The seconds each of the learner's first ``count`` clicks takes (fewer if the match ends), by
    ``clock`` (CPU time unless given)."""
    import time

    from euchre_teach.widgets.play import PlayTable

    clock = clock or time.process_time
    table = PlayTable("standard", seed=2024, seat="South", match=True, level="rule of thumb")
    clicks: list[float] = []
    while len(clicks) < count and not table.match_over:
        if not table.learners_turn:
            table.next_hand()
            continue
        start = clock()
        table.act(table.hand.legal_actions()[0])
        clicks.append(clock() - start)
    return clicks


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=60)
    args = parser.parse_args(argv)
    clicks = table_clicks(args.clicks)
    print(f"Lesson 07's play table, {len(clicks)} clicks (CPU time): median {statistics.median(clicks):.3f} s, "
          f"slowest {', '.join(f'{c:.2f}' for c in sorted(clicks)[-5:])} s; {sum(c > 1 for c in clicks)} over 1 s")


if __name__ == "__main__":
    main()
