"""Every lesson's widgets worked by a sweep: no control raises, and each widget is reached.

The sweep (``benchmarks/bench_lesson_clicks.py``, which also times it) runs a lesson's cells as a
kernel does, then clicks each button its widgets show and moves each dropdown, toggle, tab and number
box through its values, working what a click reveals next (a play table is played on from turn to
turn). The browser tests check what a learner sees after each click in the widgets' own notebook;
this works the lessons as shipped, with their own positions and options. Nothing here is timed.
"""

from __future__ import annotations

import functools
import json
import sys
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")
pytest.importorskip("IPython")

# the sweep lives with the benchmark that times it
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from bench_lesson_clicks import LESSONS, lesson_clicks

#: The widgets each lesson shows whose controls the sweep works (the reference card shows none).
WIDGETS = {
    "00_start_here.ipynb": {"HandStepper", "SelfCheck"},
    "01_cards_and_bowers.ipynb": {"BowerExplorer", "SelfCheck"},
    "02_tricks_and_following_suit.ipynb": {"Exercise", "SelfCheck", "TrickQuiz"},
    "03_deal_and_bidding.ipynb": {"BiddingRound", "DealAnimation", "Exercise", "SelfCheck"},
    "04_going_alone.ipynb": {"Exercise", "HandStepper", "SelfCheck", "TrickQuiz"},
    "05_scoring.ipynb": {"Exercise", "HandStepper", "ScoreQuiz", "SelfCheck"},
    "06_history.ipynb": {"HistoryStepper", "HistoryTimeline", "SelfCheck"},
    "07_play_a_match.ipynb": {"PlayTable", "SelfCheck"},
    "08_strategy_order_it_up.ipynb": {"BidTrainer", "SelfCheck"},
    "09_variants.ipynb": {"PlayTable", "SelfCheck", "VariantExplorer"},
    "10_card_play_leads_and_follows.ipynb": {"ProblemSet", "SelfCheck"},
    "11_card_play_lone_hands.ipynb": {"ProblemSet", "SelfCheck"},
    "12_card_play_round_2_and_the_score.ipynb": {"ProblemSet", "Progress", "SelfCheck"},
    "13_a_championship_game.ipynb": {"Exercise", "GameReview", "SelfCheck"},
    "14_reference_card.ipynb": set(),
}


@functools.cache
def worked(lesson: str) -> tuple[str, ...]:
    """What the sweep did in ``lesson``, click by click (each lesson swept once for all the tests)."""
    return tuple(what for _, what in lesson_clicks(lesson))


def test_every_lesson_is_listed() -> None:
    assert sorted(WIDGETS) == LESSONS


@pytest.mark.parametrize("lesson", LESSONS)
def test_every_widget_of_the_lesson_is_worked_and_no_control_raises(lesson: str) -> None:
    clicks = worked(lesson)
    assert [what for what in clicks if what.startswith("ERROR")] == []
    assert {what.split(":", 1)[0] for what in clicks} == WIDGETS[lesson]


def test_the_play_table_and_the_trainer_are_played_on() -> None:
    """The sweep goes past the first decision: the table reaches its next hand, hint and undo; the trainer
    takes several hands and bids of every kind."""
    table = set(worked("07_play_a_match.ipynb"))
    assert {"PlayTable: Button 'Next hand ▶'", "PlayTable: Button 'Hint'", "PlayTable: Button 'Undo'"} <= table
    bids = {what.split("'")[1].split(" (")[0] for what in worked("08_strategy_order_it_up.ipynb")
            if what.startswith("BidTrainer: Button") and "Next hand" not in what}
    assert {"pass", "order it up", "order it up alone", "assist", "take it up"} <= bids


def test_the_sweep_reports_a_control_that_raises(tmp_path: Path) -> None:
    """A button whose handler raises is named as an error, not passed over (ipywidgets' own click() logs it)."""
    lesson = tmp_path / "lesson.ipynb"
    code = ("import ipywidgets as W\nfrom euchre_teach.widgets import BowerExplorer\n"
            "explorer = BowerExplorer()\nbroken = W.Button(description='Broken')\n"
            "broken.on_click(lambda _: 1 / 0)\nexplorer.children += (broken,)\nexplorer")
    lesson.write_text(json.dumps({"cells": [{"cell_type": "code", "source": [code]}]}), encoding="utf-8")
    clicks = [what for _, what in lesson_clicks(str(lesson))]
    assert any(what.startswith("ERROR ZeroDivisionError") and "'Broken'" in what for what in clicks), clicks
    assert len(clicks) > 10  # the explorer's own controls were worked too
