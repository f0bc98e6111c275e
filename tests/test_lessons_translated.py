"""The lessons written in the course's other languages (``notebooks/<code>/``): each is the English lesson's
twin (the same cells, in the same order, of the same kinds), stored clean, speaks its language from its first
code cell, and is what the lab, the presenter and handouts take in that language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from euchre_teach import set_language
from euchre_teach.classroom.lessons import all_lessons, course_files, find_lesson
from euchre_teach.i18n import LANGUAGES

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
DOCS = Path(__file__).resolve().parent.parent / "docs"
TRANSLATED = [code for code in LANGUAGES if code != "en"]
WRITTEN = [(code, path) for code in TRANSLATED for path in sorted((NOTEBOOKS / code).glob("[0-9][0-9]_*.ipynb"))]


def _cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def test_every_language_has_its_lessons_0_to_3_and_a_glossary() -> None:
    for code in TRANSLATED:
        names = {path.name for path in (NOTEBOOKS / code).glob("[0-9][0-9]_*.ipynb")}
        assert {p.name for p in all_lessons()[:4]} <= names, code
        assert names <= {p.name for p in all_lessons()}, f"{code}: a lesson with no English twin"
        assert (DOCS / f"glossary-{code}.md").is_file(), code


@pytest.mark.parametrize(("code", "path"), WRITTEN, ids=[f"{c}/{p.stem}" for c, p in WRITTEN])
def test_a_written_lesson_is_its_english_twins_cells_stored_clean(code: str, path: Path) -> None:
    english, written = _cells(NOTEBOOKS / path.name), _cells(path)
    assert [(c["id"], c["cell_type"]) for c in written] == [(c["id"], c["cell_type"]) for c in english]
    code_cells = [c for c in written if c["cell_type"] == "code"]
    assert all(c["outputs"] == [] and c["execution_count"] is None for c in code_cells), "stored with outputs"
    assert f'set_language("{code}")' in "".join(code_cells[0]["source"]), "the first code cell speaks the language"
    title = "".join(written[0]["source"]).splitlines()[0]
    assert title.startswith("# ") and title != "".join(english[0]["source"]).splitlines()[0], "the title is written"


def test_the_lab_presenter_and_handouts_take_the_lesson_in_the_learners_language() -> None:
    english = course_files()
    set_language("fi")
    finnish = course_files()
    assert [p.name for p in finnish] == [p.name for p in english]
    assert finnish[0] == NOTEBOOKS / "fi" / "00_start_here.ipynb" and finnish[5] == english[5]  # 05: English
    assert find_lesson("1") == NOTEBOOKS / "fi" / "01_cards_and_bowers.ipynb"
    assert find_lesson("scoring") == NOTEBOOKS / "05_scoring.ipynb"  # not written in Finnish yet
