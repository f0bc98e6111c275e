"""Every control of every lesson, worked by a sweep: none raises.

The sweep (``benchmarks/bench_lesson_clicks.py``, which also times it) runs a lesson's cells as a
kernel does, then clicks every button its widgets show and moves every dropdown, toggle, tab and
number box through its values, working what a click reveals next. The browser tests check what a
learner sees after each click in the widgets' own notebook; this works the lessons as shipped, with
their own positions and options. Nothing here is timed.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")
pytest.importorskip("IPython")

ROOT = Path(__file__).resolve().parent.parent
SWEEP = ROOT / "benchmarks" / "bench_lesson_clicks.py"
LESSONS = sorted(path.name for path in (ROOT / "notebooks").glob("[0-9]*.ipynb"))
#: the lessons that show no widget (the reference card is text and pictures)
WITHOUT_CONTROLS = {"10_reference_card.ipynb"}


def sweep(lesson: str) -> list[tuple[float, str]]:
    """The sweep's clicks in ``lesson``: (seconds, what), in a fresh process as a kernel would be."""
    done = subprocess.run([sys.executable, str(SWEEP), "--lesson", lesson, "--json"],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    return [(seconds, what) for seconds, what in json.loads(done.stdout.splitlines()[-1])]


@pytest.mark.parametrize("lesson", LESSONS)
def test_every_control_of_the_lesson_works(lesson: str) -> None:
    clicks = sweep(lesson)
    assert [what for _, what in clicks if what.startswith("ERROR")] == []
    if lesson in WITHOUT_CONTROLS:
        assert clicks == []
    else:
        assert len(clicks) >= 15, clicks  # every lesson with widgets has at least this many controls to work


def test_the_sweep_reports_a_control_that_raises(tmp_path: Path) -> None:
    """A button whose handler raises is named as an error, not passed over (ipywidgets' own click() logs it)."""
    lesson = tmp_path / "lesson.ipynb"
    code = ("import ipywidgets as W\nfrom euchre_teach.widgets import BowerExplorer\n"
            "explorer = BowerExplorer()\nbroken = W.Button(description='Broken')\n"
            "broken.on_click(lambda _: 1 / 0)\nexplorer.children += (broken,)\nexplorer")
    lesson.write_text(json.dumps({"cells": [{"cell_type": "code", "source": [code]}]}), encoding="utf-8")
    clicks = sweep(str(lesson))
    assert any(what.startswith("ERROR ZeroDivisionError") and "'Broken'" in what for _, what in clicks), clicks
    assert len(clicks) > 10  # the explorer's own controls were worked too
