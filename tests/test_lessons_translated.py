"""The lessons written in the course's other languages (``notebooks/<code>/``): each is the English lesson's
twin (the same cells, in the same order, of the same kinds), stored clean, speaks its language from its first
code cell, and is what the lab, the presenter and handouts take in that language."""

from __future__ import annotations

import json
import re
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


#: Words that mark an English sentence: common English words that are not words of the course's other
#: languages (no "on", Finnish "is"; no "a", "de", "en"). Two of them among three or more Latin words in a
#: row is an English phrase.
ENGLISH = frozenset({
    "the", "you", "your", "is", "are", "of", "to", "and", "with", "for", "this", "that", "it", "may", "must",
    "can", "wins", "takes", "play", "plays", "trick", "tricks", "trump", "has", "have", "not", "what", "which",
    "who", "hand", "card", "cards", "points", "each", "one", "next", "round", "turn", "deal", "dealer", "holds",
    "picked", "discarded", "order", "pass", "seat", "new", "finish", "bidding", "by", "be", "at", "from", "more",
    "than", "his", "her", "their", "lead", "leads", "led", "cannot", "follow", "in",
})
LATIN_RUN = re.compile(r"(?:[A-Za-z][A-Za-z']*[ ,;:()]+){2,}[A-Za-z][A-Za-z']*")


def english_phrases(text: str) -> list[str]:
    """The English phrases in ``text``: runs of three or more Latin words, two of them common English ones."""
    found = []
    for run in LATIN_RUN.findall(text):
        words = re.findall(r"[A-Za-z']+", run.lower())
        if len(words) >= 3 and sum(word in ENGLISH for word in words) >= 2:
            found.append(run.strip())
    return found


def test_the_english_finder_finds_english_and_not_the_other_languages() -> None:
    assert english_phrases("Länsi cannot play Q♠ in trick 1: must follow hearts (holds 9♥)") == [
        "nsi cannot play Q", "must follow hearts (holds"]  # (a word with a letter past ASCII is cut there)
    assert english_phrases("North, the dealer, picked up the J♥") == ["North, the dealer, picked up the J"]
    assert english_phrases("your side takes 0.7 more tricks") == ["your side takes"]
    for said in ("Pohjoinen, jakaja, nosti J♥:n ja pani 9♠:n pois.", "Sur puede: pasar, pedirla.",
                 "Nord împarte; atu e cupă.", "北がディーラーです。", "Se on vakiopeli, johon on lisätty jokeri."):
        assert english_phrases(said) == [], said


@pytest.mark.parametrize(("code", "path"), WRITTEN, ids=[f"{c}/{p.stem}" for c, p in WRITTEN])
def test_a_written_lesson_shows_no_english_sentence(code: str, path: Path) -> None:
    """The lesson run as a learner runs it, every button of every widget clicked once (as the English
    lessons' word check does): no output and no widget text holds an English phrase (the lesson's own prose,
    which may quote an English term on purpose, is the translator's and is read by a fluent reader)."""
    from test_lesson_words import execute

    shown = [seen.text for seen in execute(path) if not seen.prose]
    english = sorted({phrase for text in shown for phrase in english_phrases(text)})
    assert english == [], f"{code}/{path.name}: English the package still says: {english[:8]}"
