"""Every lesson's widgets worked as a learner works them: the time each click's Python takes.

For each lesson, its code cells run in IPython (as a kernel runs them, each lesson in a fresh
process), then :func:`work_controls` works the controls of the package's widgets: each button is
clicked once, each dropdown, toggle and tab moved to each of its other options and back, each number
box set to its first, middle and last value and back. The plan for a control is made when it is
first seen; controls that a click reveals (the next turn's cards, a quiz's answers) are worked
next, the move made least often in that widget first, so that a play table is played on from
turn to turn and a trainer's next hand gets another bid. When every move is made, the buttons
shown are clicked again. Each widget gets at most ``--per-widget`` clicks and each lesson
``--clicks``. A click that raises is counted and named.

Prints, for each lesson, how many clicks, the median and the slowest (with what it was), and how
many took over 1 s, in CPU time. ``bench_jupyterlite.py --every-lesson`` runs the same function in
the offline site's kernel (Pyodide). ``tests/test_lesson_controls.py`` runs it to check that no
control raises. A measurement, not a test: nothing here asserts a time.

    python benchmarks/bench_lesson_clicks.py [--lesson NAME] [--clicks 300] [--per-widget 40]
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
import time
from collections.abc import Callable
from pathlib import Path

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
LESSONS = sorted(path.name for path in NOTEBOOKS.glob("[0-9]*.ipynb"))
HEADER = "| lesson | clicks | median s | slowest s | the slowest click | over 1 s |\n|---|---:|---:|---:|---|---:|"


def work_controls(limit: int, per_widget: int, clock: Callable[[], float]) -> list[tuple[float, str]]:
    """Work the controls of the package's widgets now alive; return (seconds, what) for each click,
    ``what`` naming the widget, the control and the move: ``"BowerExplorer: Dropdown 'Trump' → 'hearts'"``.

    Self-contained (its imports inside), so that ``bench_jupyterlite.py`` can send its source to the
    offline site's kernel. It reads three ipywidgets 8 internals: the live widgets, a button's click
    handlers (called directly, so that an error is not just logged as ``click()`` does) and a
    choice's option labels.
    """
    import ipywidgets as W
    from ipywidgets.widgets.widget import _instances

    choices = (W.ToggleButtons, W.Dropdown, W.RadioButtons, W.Select)
    Move = tuple[str, Callable[[], bool]]  # what, and how (False when the move would change nothing)

    def shown(widget: W.Widget) -> bool:
        layout = getattr(widget, "layout", None)
        return layout is None or (layout.display != "none" and layout.visibility != "hidden")

    def controls() -> list[tuple[W.Widget, W.Widget]]:
        """(the package widget, a widget inside it) in the order shown, hidden ones left out."""
        roots = [w for w in list(_instances.values()) if type(w).__module__.startswith("euchre_teach.widgets")]
        found: list[tuple[W.Widget, W.Widget]] = []
        seen: set[str] = set()
        stack = [(root, root) for root in reversed(roots)]
        while stack:
            root, widget = stack.pop()
            if widget.model_id in seen or not shown(widget):
                continue
            seen.add(widget.model_id)
            found.append((root, widget))
            stack.extend((root, child) for child in reversed(getattr(widget, "children", ())))
        return found

    def setting(widget: W.Widget, name: str, value: object) -> Callable[[], bool]:
        def move() -> bool:
            if getattr(widget, name) == value:
                return False
            setattr(widget, name, value)
            return True
        return move

    def plan(widget: W.Widget) -> list[Move]:
        """What a learner can do with ``widget``, planned from its value now."""
        said = str(getattr(widget, "description", None) or getattr(widget, "tooltip", None) or "").strip()
        name = f"{type(widget).__name__} {said!r}"
        if isinstance(widget, W.Button):
            def click() -> bool:
                for handler in widget._click_handlers.callbacks:
                    handler(widget)
                return True
            return [(name, click)]
        if isinstance(widget, choices):
            labels, start = widget._options_labels, widget.index
            order = [i for i in range(len(labels)) if i != start] + ([start] if start is not None else [])
            return [(f"{name} → {labels[i]!r}", setting(widget, "index", i)) for i in order]
        if isinstance(widget, W.Tab):
            start = widget.selected_index
            order = [i for i in range(len(widget.children)) if i != start] + ([start] if start is not None else [])
            return [(f"Tab → {widget.get_title(i)!r}", setting(widget, "selected_index", i)) for i in order]
        if isinstance(widget, W.BoundedIntText | W.IntSlider):
            start = widget.value
            ends = [v for v in dict.fromkeys((widget.min, (widget.min + widget.max) // 2, widget.max)) if v != start]
            return [(f"{name} → {v}", setting(widget, "value", v)) for v in [*ends, start]]
        return []

    plans: dict[str, list[Move]] = {}  # each control's moves still to make, by model id
    used: dict[str, int] = {}  # clicks made in each package widget
    said: dict[tuple[str, str], int] = {}  # how often each move (by its words) was made in each widget
    clicks: list[tuple[float, str]] = []
    while len(clicks) < limit:
        found = [(root, widget) for root, widget in controls()  # a disabled control waits until it is enabled
                 if used.get(root.model_id, 0) < per_widget and not getattr(widget, "disabled", False)]
        revealed = [(root, widget) for root, widget in found if widget.model_id not in plans]
        for _, widget in revealed:
            plans[widget.model_id] = plan(widget)
        ready = [(root, widget) for root, widget in revealed if plans[widget.model_id]]
        ready = ready or [(root, widget) for root, widget in found if plans[widget.model_id]]
        if not ready:  # every move made: the buttons shown may be clicked again (Next hand, a new deal)
            for _, widget in found:
                if isinstance(widget, W.Button):
                    plans[widget.model_id] = plan(widget)
            ready = [(root, widget) for root, widget in found if plans[widget.model_id]]
            if not ready:
                break
        # what the last click revealed first, the move made least often in its widget first (a new turn's
        # "order it up" before another "pass"), else the first control shown
        root, widget = min(ready, key=lambda pair: said.get((pair[0].model_id, plans[pair[1].model_id][0][0]), 0))
        what, move = plans[widget.model_id].pop(0)
        key = (root.model_id, what)
        what = f"{type(root).__name__}: {what}"
        start = clock()
        try:
            moved = move()
        except Exception as error:  # a control that raises is a bug: named in the report
            moved, what = True, f"ERROR {type(error).__name__}: {error} ({what})"
        seconds = clock() - start
        if moved:
            clicks.append((seconds, what))
            used[root.model_id] = used.get(root.model_id, 0) + 1
            said[key] = said.get(key, 0) + 1
    return clicks


def run_lesson(name: str, limit: int, per_widget: int) -> list[tuple[float, str]]:
    """Run a lesson's code cells in IPython (no history kept), then work its controls (CPU time)."""
    from IPython.core.interactiveshell import InteractiveShell
    from traitlets.config import Config

    config = Config()
    config.HistoryManager.enabled = False
    shell = InteractiveShell.instance(config=config)
    cells = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))["cells"]
    os.chdir(NOTEBOOKS)  # as the lesson's kernel starts (this runs in a process of its own)
    with contextlib.redirect_stdout(io.StringIO()):
        for cell in cells:
            if cell["cell_type"] == "code":
                result = shell.run_cell("".join(cell["source"]), silent=True)
                if not result.success:
                    raise SystemExit(f"{name}: a cell failed: {result.error_in_exec or result.error_before_exec}")
        return work_controls(limit, per_widget, time.process_time)


def summary(name: str, clicks: list[tuple[float, str]]) -> str:
    """One table row: the lesson, its clicks, the median, the slowest and what it was, how many over 1 s."""
    if not clicks:
        return f"| {name} | 0 | – | – | – | 0 |"
    seconds, slowest = max(clicks)
    errors = [what for _, what in clicks if what.startswith("ERROR")]
    note = f" (errors: {'; '.join(errors[:3])})" if errors else ""
    return (f"| {name} | {len(clicks)} | {statistics.median(s for s, _ in clicks):.3f} | {seconds:.3f} | "
            f"{slowest}{note} | {sum(s > 1 for s, _ in clicks)} |")


def lesson_clicks(lesson: str, limit: int = 300, per_widget: int = 40) -> list[tuple[float, str]]:
    """The clicks of ``lesson`` (a notebook's name or path), worked in a fresh process."""
    done = subprocess.run([sys.executable, __file__, "--lesson", lesson, "--clicks", str(limit),
                           "--per-widget", str(per_widget), "--json"], capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"{lesson}: the sweep failed:\n{done.stderr[-3000:]}")
    return [(seconds, what) for seconds, what in json.loads(done.stdout.splitlines()[-1])]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lesson", help="one lesson (a notebook's name); all of them when left out")
    parser.add_argument("--clicks", type=int, default=300, help="at most this many clicks a lesson")
    parser.add_argument("--per-widget", type=int, default=40, help="at most this many clicks in one widget")
    parser.add_argument("--json", action="store_true", help="work --lesson in this process; print its clicks as JSON")
    args = parser.parse_args(argv)
    if args.json:
        print(json.dumps(run_lesson(args.lesson, args.clicks, args.per_widget)))
        return
    print(f"The widgets of each lesson worked in the kernel (CPython {sys.version.split()[0]}, CPU time, at most "
          f"{args.clicks} clicks a lesson and {args.per_widget} a widget)\n\n{HEADER}")
    errors = 0
    for name in [args.lesson] if args.lesson else LESSONS:
        clicks = lesson_clicks(name, args.clicks, args.per_widget)
        errors += sum(what.startswith("ERROR") for _, what in clicks)
        print(summary(name.removesuffix(".ipynb"), clicks), flush=True)
    if errors:
        raise SystemExit(f"{errors} click(s) raised an error: see the table")


if __name__ == "__main__":
    main()
