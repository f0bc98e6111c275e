"""Progress that remembers: attempts survive a restart, a corrupt file is refused and kept, missed
problems come back after 1, 3 and 7 days, and the Progress widget reads it all."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

import pytest

from euchre_teach import EuchreError
from euchre_teach.progress import ProgressFile
from euchre_teach.widgets import ProblemSet, Progress

DAY = datetime.date(2026, 12, 1)


def later(days: int) -> datetime.date:
    return DAY + datetime.timedelta(days=days)


def test_attempts_survive_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    first = ProgressFile(path)
    first.record("self-check", "lesson 1", "Which card is the left bower?", right=True, day=DAY)
    first.record("problem", "leads", "leads-1", right=False, day=DAY)
    again = ProgressFile(path)
    assert again.attempts == first.attempts and again.problem == ""
    assert again.mastery("leads") == (0, 1) and again.mastery("lesson 1") == (1, 1)


def test_a_corrupt_file_is_refused_with_a_message_and_kept_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    for text in ("{not json", json.dumps({"version": 1, "attempts": [{"kind": "problem"}]}), "[]", "\xff"):
        path.write_text(text, encoding="utf-8")
        progress = ProgressFile(path)
        assert "cannot be read" in progress.problem and progress.attempts == []
        progress.record("problem", "leads", "leads-1", right=True, day=DAY)  # the lesson goes on
        assert progress.attempts and path.read_text(encoding="utf-8") == text


def test_a_folder_that_cannot_be_written_keeps_the_session_going(tmp_path: Path) -> None:
    progress = ProgressFile(tmp_path / "no such folder" / "progress.json")
    progress.record("problem", "leads", "leads-1", right=True, day=DAY)
    assert "cannot be saved" in progress.problem and len(progress.attempts) == 1


def test_a_missed_problem_comes_back_after_1_3_and_7_days(tmp_path: Path) -> None:
    progress = ProgressFile(tmp_path / "p.json")
    progress.record("problem", "leads", "leads-1", right=False, day=DAY)
    assert progress.due(DAY) == [] and progress.due(later(1)) == ["leads-1"]
    progress.record("problem", "leads", "leads-1", right=True, day=later(1))
    assert progress.due(later(3)) == [] and progress.due(later(4)) == ["leads-1"]
    progress.record("problem", "leads", "leads-1", right=True, day=later(4))
    assert progress.due(later(10)) == [] and progress.due(later(11)) == ["leads-1"]
    progress.record("problem", "leads", "leads-1", right=True, day=later(11))
    assert progress.due(later(100)) == []


def test_a_wrong_answer_in_review_starts_the_waits_again(tmp_path: Path) -> None:
    progress = ProgressFile(tmp_path / "p.json")
    progress.record("problem", "leads", "leads-1", right=False, day=DAY)
    progress.record("problem", "leads", "leads-1", right=True, day=later(1))
    progress.record("problem", "leads", "leads-1", right=False, day=later(4))
    assert progress.due(later(5)) == ["leads-1"] and progress.due(later(4)) == []


def test_bad_attempts_and_paths_are_refused(tmp_path: Path) -> None:
    progress = ProgressFile(tmp_path / "p.json")
    for kind, theme, key, right in (("quiz", "a", "b", True), ("problem", 3, "b", True), ("problem", "a", "b", 1)):
        with pytest.raises(EuchreError):
            progress.record(kind, theme, key, right=right)  # type: ignore[arg-type]
    assert progress.attempts == []
    for path in (None, 5, "", "a\x00b"):
        if path is None:
            continue
        with pytest.raises(EuchreError):
            ProgressFile(path)  # type: ignore[arg-type]
    with pytest.raises(EuchreError):
        progress.export(tmp_path)  # a folder, not a file


def test_the_progress_widget_shows_mastery_what_is_due_and_saves_a_copy(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    problems = ProblemSet("ruffing", progress=str(path))
    wrong = next(a for a in problems.problem.choices() if a != problems.problem.answer)
    problems.answer(wrong)
    widget = Progress(str(path))
    assert "0 of 1" in widget.table.value and "not tried yet" in widget.table.value
    assert "ProblemSet(" in widget.next_step.value
    widget.copy_path.value = str(tmp_path / "copy.json")
    widget.copy_button.click()
    assert "Saved a copy" in widget.message.value
    assert ProgressFile(tmp_path / "copy.json").attempts == ProgressFile(path).attempts
    widget.copy_path.value = str(tmp_path)
    widget.copy_button.click()
    assert "euchre-error" in widget.message.value  # a folder: refused in words, no traceback


def test_self_checks_exercises_and_graded_decisions_at_the_table_are_recorded(tmp_path: Path,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    from euchre_teach.widgets import Exercise, PlayTable
    from euchre_teach.widgets.selfcheck import SelfCheck

    path = tmp_path / "p.json"
    monkeypatch.setenv("EUCHRE_PROGRESS", str(path))
    check = SelfCheck("Which card is the left bower?", {"J♦": "a", "J♠": "b", "A♥": "c"}, correct="J♦")
    check.choose("J♠")
    check.choose("J♦")  # trying the others after the first answer does not count
    exercise = Exercise.discard("standard", seed=3)
    exercise.choose(exercise.hand.legal_actions()[0])
    table = PlayTable("standard", seed=6, seat="South")
    while not table.hand.is_terminal():
        table.act(table.hand.legal_actions()[0])
    kinds = [a.kind for a in ProgressFile(path).attempts]
    assert kinds[:2] == ["self-check", "exercise"] and "table" in kinds
    assert ProgressFile(path).attempts[0].right is False
