"""The lessons as product: clean notebooks, the shape every lesson promises, cited sources, pictures."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from euchre_teach.history import EVENTS, disputed_events
from euchre_teach.render.images import pictures

ROOT = Path(__file__).resolve().parent.parent
LESSONS = sorted((ROOT / "notebooks").glob("[0-9]*.ipynb"))


def cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def text_of(path: Path, kind: str) -> str:
    return "\n".join("".join(c["source"]) for c in cells(path) if c["cell_type"] == kind)


def test_lessons_are_numbered_in_reading_order() -> None:
    numbers = [int(p.name[:2]) for p in LESSONS]
    assert numbers == list(range(len(LESSONS))) and len(LESSONS) >= 8


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_lesson_is_stored_clean(path: Path) -> None:
    for cell in cells(path):
        if cell["cell_type"] == "code":
            assert cell["outputs"] == [] and cell["execution_count"] is None


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_lesson_has_goal_prediction_self_check_summary_and_asserts(path: Path) -> None:
    prose, code = text_of(path, "markdown"), text_of(path, "code")
    assert "**Goal" in prose and "## Summary" in prose
    assert "Predict" in prose
    assert "assert " in code
    if path.stem != "07_play_a_match":
        assert "SelfCheck(" in code
    longest = max(len("".join(c["source"]).splitlines()) for c in cells(path) if c["cell_type"] == "code")
    assert longest <= 15, "a long cell is code that belongs in the package"


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_links_are_well_formed(path: Path) -> None:
    for url in re.findall(r"https?://[^\s)>\]]+", text_of(path, "markdown")):
        assert re.fullmatch(r"https://[\w.-]+\.[a-z]{2,}(/[\w./()%#~+-]*)?", url), url


def test_history_lesson_cites_its_sources_and_disputes() -> None:
    prose = text_of(ROOT / "notebooks" / "06_history.ipynb", "markdown")
    for needed in ("## Sources", "wikipedia.org/wiki/Jucker", "wikipedia.org/wiki/Joker", "Parlett",
                   "Foster", "disputed"):
        assert needed in prose
    assert all(event.source and event.source_url.startswith("https://") for event in EVENTS)
    assert {e.title for e in EVENTS if e.disputed}
    for theory in ("Spoil Five", "Triunfo", "écarté", "Triomphe", "1844", "1868", "Philadelphia",
                   "Britannica calls the joker \"a glorified jack\"", "reconstruction"):
        assert theory in prose, theory
    words = {"three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
    said = re.findall(r"(\w+) claims are disputed", prose)
    assert said and all(words[w.lower()] == len(disputed_events()) for w in said)


def test_images_are_generated_from_the_package() -> None:
    for name, svg in pictures().items():
        assert (ROOT / "images" / name).read_text(encoding="utf-8") == svg, "run python -m euchre_teach.render.images"
    for png in ("widget-hand-stepper.png", "widget-bower-explorer.png", "widget-play-table.png"):
        assert (ROOT / "images" / png).stat().st_size < 120_000
