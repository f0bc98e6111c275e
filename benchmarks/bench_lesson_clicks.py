"""Every lesson's controls, worked as a learner works them: the time each click's Python takes.

For each lesson, its code cells run in IPython (as a kernel runs them), then every control its
widgets show is worked (:func:`work_controls`): each enabled button clicked, each dropdown, toggle
and tab moved to each of its options and back, each number box set to its first, middle and last
value. A click can show new controls (the next position, the cards of the next turn): they are
worked next; the same click (by its words) at most twice in each widget, and ``--clicks`` clicks a
lesson. A click that
raises is counted and named. Prints, for each lesson, how many clicks, the median and the slowest
(with what it was), and how many took over 1 s. ``bench_jupyterlite.py --every-lesson`` runs the same
function in the offline site's kernel (Pyodide) after each lesson's cells. CPU time; a measurement,
not a test.

    python benchmarks/bench_lesson_clicks.py [--lesson NAME] [--clicks 300]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import statistics
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"


def work_controls(limit: int, clock: Callable[[], float]) -> list[tuple[float, str]]:
    """Work every control of the package's widgets now alive; return (seconds, what) for each click.

    Self-contained (its imports inside), so that ``bench_jupyterlite.py`` can send its source to the
    offline site's kernel.
    """
    import ipywidgets as W
    from ipywidgets.widgets.widget import _instances  # every widget alive (ipywidgets 8)

    repeats = 2  # the same click (by its words) in the same widget at most this often
    choices = (W.ToggleButtons, W.Dropdown, W.RadioButtons, W.Select)

    def shown(widget: W.Widget) -> bool:
        layout = getattr(widget, "layout", None)
        return layout is None or (layout.display != "none" and layout.visibility != "hidden")

    def controls() -> list[tuple[str, W.Widget]]:
        """The package's widgets (by model id) and what is inside them, in the order shown (hidden ones left out)."""
        roots = [w for w in list(_instances.values()) if type(w).__module__.startswith("euchre_teach.widgets")]
        found: list[tuple[str, W.Widget]] = []
        seen: set[str] = set()
        stack = [(root.model_id, root) for root in reversed(roots)]
        while stack:
            root, widget = stack.pop()
            if widget.model_id in seen or not shown(widget):
                continue
            seen.add(widget.model_id)
            found.append((root, widget))
            stack.extend((root, child) for child in reversed(getattr(widget, "children", ())))
        return found

    def moves(widget: W.Widget) -> list[tuple[str, Callable[[], object]]]:
        """What a learner can do with ``widget``: (what, how)."""
        said = getattr(widget, "description", None) or getattr(widget, "tooltip", None)
        name = f"{type(widget).__name__} {str(said or '').strip()!r}"
        if isinstance(widget, W.Button):  # its handlers called as click() does, but letting an error out
            return [] if widget.disabled else [(name, lambda: [on(widget) for on in widget._click_handlers.callbacks])]
        if isinstance(widget, choices):
            if widget.disabled or not widget.options:
                return []
            back = widget.index
            order = [i for i in range(len(widget.options)) if i != back] + [back]
            return [(f"{name} → {widget._options_labels[i]!r}", lambda i=i: setattr(widget, "index", i))
                    for i in order]
        if isinstance(widget, W.Tab):
            back = widget.selected_index
            order = [i for i in range(len(widget.children)) if i != back] + ([back] if back is not None else [])
            return [(f"Tab → {widget.get_title(i)!r}", lambda i=i: setattr(widget, "selected_index", i))
                    for i in order]
        if isinstance(widget, W.BoundedIntText | W.IntSlider) and not widget.disabled:
            ends = dict.fromkeys((widget.min, (widget.min + widget.max) // 2, widget.max, widget.value))
            return [(f"{name} → {v}", lambda v=v: setattr(widget, "value", v)) for v in ends]
        return []

    clicks: list[tuple[float, str]] = []
    times: dict[tuple[str, str], int] = {}  # how often each widget had each click (a new turn's buttons are new)
    known: set[str] = set()
    while len(clicks) < limit:
        found = controls()
        pending = [(root, widget, what, move) for root, widget in found for what, move in moves(widget)
                   if times.get((root, what), 0) < repeats]
        if not pending:
            break
        revealed = [p for p in pending if p[1].model_id not in known]  # shown by the last click: worked first
        known.update(widget.model_id for _, widget in found)
        root, _, what, move = (revealed or pending)[0]
        times[root, what] = times.get((root, what), 0) + 1
        start = clock()
        try:
            move()
        except Exception as error:  # a control that raises is a bug: named in the report
            what = f"ERROR {type(error).__name__}: {error} ({what})"
        clicks.append((clock() - start, what))
    return clicks


def run_lesson(name: str, limit: int) -> list[tuple[float, str]]:
    """Run a lesson's code cells in IPython, then work its controls (CPU time)."""
    import time

    from IPython.core.interactiveshell import InteractiveShell

    shell = InteractiveShell.instance()
    cells = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))["cells"]
    os.chdir(NOTEBOOKS)
    with contextlib.redirect_stdout(io.StringIO()):
        for cell in cells:
            if cell["cell_type"] == "code":
                result = shell.run_cell("".join(cell["source"]), silent=True)
                if not result.success:
                    raise SystemExit(f"{name}: a cell failed: {result.error_in_exec or result.error_before_exec}")
        return work_controls(limit, time.process_time)


def summary(name: str, clicks: list[tuple[float, str]]) -> str:
    """One table row: the lesson, its clicks, the median, the slowest and what it was, how many over 1 s."""
    if not clicks:
        return f"| {name} | 0 | – | – | – | 0 |"
    seconds, slowest = max(clicks)
    errors = [what for _, what in clicks if what.startswith("ERROR")]
    note = f" (errors: {'; '.join(errors[:3])})" if errors else ""
    return (f"| {name} | {len(clicks)} | {statistics.median(s for s, _ in clicks):.3f} | {seconds:.3f} | "
            f"{slowest}{note} | {sum(s > 1 for s, _ in clicks)} |")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lesson", help="one lesson (a notebook's name); all of them when left out")
    parser.add_argument("--clicks", type=int, default=300, help="at most this many clicks a lesson")
    parser.add_argument("--json", action="store_true", help="print the clicks of --lesson as JSON (one process)")
    args = parser.parse_args(argv)
    if args.json:
        print(json.dumps(run_lesson(args.lesson, args.clicks)))
        return
    lessons = [args.lesson] if args.lesson else sorted(p.name for p in NOTEBOOKS.glob("[0-9]*.ipynb"))
    print(f"Every control of each lesson worked in the kernel (CPython {sys.version.split()[0]}, CPU time, "
          f"at most {args.clicks} clicks a lesson)\n")
    print("| lesson | clicks | median s | slowest s | the slowest click | over 1 s |")
    print("|---|---:|---:|---:|---|---:|")
    errors = 0
    for name in lessons:  # each in a fresh process, as each lesson has a kernel of its own
        out = subprocess.run([sys.executable, __file__, "--lesson", name, "--clicks", str(args.clicks), "--json"],
                             check=True, capture_output=True, text=True).stdout
        clicks = [(seconds, what) for seconds, what in json.loads(out.splitlines()[-1])]
        errors += sum(what.startswith("ERROR") for _, what in clicks)
        print(summary(name.removesuffix(".ipynb"), clicks), flush=True)
    if errors:
        raise SystemExit(f"{errors} click(s) raised an error: see the table")


if __name__ == "__main__":
    main()
