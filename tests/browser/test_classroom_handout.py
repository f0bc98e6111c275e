"""``euchre-teach handout``: a lesson as a printable page with its pictures, and as a PDF (Chromium).

Each picture expected is computed here by the same engine and widgets (same seeds) as in the lesson.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from euchre_teach.widgets import BiddingRound, DealAnimation

from .conftest import find_chromium, jupyter_env
from .shown import INTERNALS


@pytest.fixture(scope="module")
def handout(tmp_path_factory: pytest.TempPathFactory, browser_type_launch_args: dict) -> Path:
    """``euchre-teach handout 3 OUT``, with the Chromium the browser tests use for the PDF."""
    home = tmp_path_factory.mktemp("handout")
    env = {**jupyter_env(home), "EUCHRE_TEACH_CHROMIUM": browser_type_launch_args["executable_path"]}
    result = subprocess.run([sys.executable, "-m", "euchre_teach.cli", "handout", "3", str(home / "out")],
                            capture_output=True, text=True, env=env, cwd=home, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.split() == ["Wrote", str(home / "out" / "03_deal_and_bidding.html"),
                                     "Wrote", str(home / "out" / "03_deal_and_bidding.pdf")]
    return home / "out" / "03_deal_and_bidding.html"


def titles(svg: str) -> list[str]:
    """What a picture shows, in order: its title and every card's (the markup itself may be reformatted)."""
    return re.findall(r"<title>(.*?)</title>", svg)


def test_the_handout_has_the_lessons_pictures_and_no_code(handout: Path) -> None:
    page = handout.read_text(encoding="utf-8")
    pictures = [titles(svg) for svg in re.findall(r"<svg.*?</svg>", page, re.S)]
    expected = [titles(DealAnimation(seed=3, use_canvas=False).svg.value),  # the animation, as SVG
                titles(BiddingRound(seed=11, seat="South").table.value)]  # the bidding widget's table
    assert [picture for picture in pictures if picture in expected] == expected  # in that order, among others
    assert len(pictures[0]) > 20
    assert "<canvas" not in page and "<script" not in page
    assert "The 10♦ was turned down. You name hearts. Is that next or cross?" in page  # a self-check
    assert "Dealer: West" in page  # printed output
    assert "DealAnimation(seed=3)" not in page and "assert " not in page  # no code


def test_the_handout_pdf_is_printed(handout: Path) -> None:
    pdf = handout.with_suffix(".pdf").read_bytes()
    assert pdf.startswith(b"%PDF-") and pdf.count(b"/Type /Page") - pdf.count(b"/Type /Pages") >= 2


def test_the_handout_page_shows_its_pictures_in_a_browser(page: Page, handout: Path, artifacts: Path) -> None:
    page.goto(handout.as_uri())
    expect(page.locator("h1", has_text="The deal and the bidding rounds")).to_be_visible()
    pictures = page.locator("svg[role=img]")
    assert pictures.count() >= 2
    for index in range(pictures.count()):
        assert pictures.nth(index).bounding_box()["width"] > 300  # type: ignore[index]
    page.screenshot(path=str(artifacts / "classroom-handout.png"), full_page=True)


def test_the_chromium_found_for_the_tests_is_the_one_used(browser_type_launch_args: dict) -> None:
    assert os.path.samefile(browser_type_launch_args["executable_path"], find_chromium() or "")


# -- every lesson's handout: print-ready ---------------------------------------------------------------



@pytest.fixture(scope="module")
def every_handout(tmp_path_factory: pytest.TempPathFactory, browser_type_launch_args: dict) -> dict[str, Path | str]:
    """Every lesson's handout (HTML and PDF), printed by the Chromium the browser tests use; for a
    lesson that stopped with an error, the error (so that one lesson does not hide the others)."""
    from euchre_teach.classroom import ClassroomError
    from euchre_teach.classroom.handout import build_handout
    from euchre_teach.classroom.lessons import all_lessons

    out = tmp_path_factory.mktemp("handouts")
    before = os.environ.get("EUCHRE_TEACH_CHROMIUM")
    os.environ["EUCHRE_TEACH_CHROMIUM"] = browser_type_launch_args["executable_path"]
    made: dict[str, Path | str] = {}
    try:
        for lesson in all_lessons():
            try:
                made[lesson.stem] = build_handout(lesson.stem, out)[0]
            except ClassroomError as error:
                made[lesson.stem] = str(error)
        return made
    finally:
        if before is None:
            del os.environ["EUCHRE_TEACH_CHROMIUM"]
        else:
            os.environ["EUCHRE_TEACH_CHROMIUM"] = before


def control_labels() -> set[str]:
    """The text of every fixed button of every widget ("Deal again", "Next seat ▶", ...)."""
    import ipywidgets as W

    from euchre_teach import widgets

    labels = set()
    for name in widgets.__all__:
        kind = getattr(widgets, name)
        try:
            instance = kind.from_seed() if kind is widgets.HandStepper else kind()
        except TypeError:  # a widget built only on a given hand (an exercise): its buttons are the others'
            continue
        labels |= {value.description for value in vars(instance).values() if isinstance(value, W.Button)}
    return labels


def self_checks(lesson: Path) -> list[tuple[str, dict[str, str], str]]:
    """(question, answers, correct) of every ``SelfCheck(...)`` in a lesson, read from its code."""
    import ast

    import nbformat

    found = []
    for cell in nbformat.read(lesson, as_version=4).cells:
        if cell.cell_type != "code" or "SelfCheck(" not in cell.source:
            continue
        for node in ast.walk(ast.parse(cell.source)):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "SelfCheck":
                args = [ast.literal_eval(a) for a in node.args]
                args += [ast.literal_eval(k.value) for k in node.keywords]
                found.append((args[0], args[1], args[2]))
    return found


def words(text: str) -> str:
    import unicodedata

    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).strip()


def pdf_text(pdf: Path) -> str:
    import pypdf

    return words(" ".join(page.extract_text() for page in pypdf.PdfReader(pdf).pages))


def test_every_lesson_makes_a_handout(every_handout: dict[str, Path | str]) -> None:
    assert {stem: made for stem, made in every_handout.items() if isinstance(made, str)} == {}


def test_every_handout_has_no_controls_no_internals_and_an_answer_key(every_handout: dict[str, Path | str]) -> None:
    import nbformat

    from euchre_teach.classroom.lessons import find_lesson

    labels = control_labels()
    assert {"Deal again", "Next seat ▶", "Finish the bidding »", "Next hand ▶"} <= labels
    for stem, page in every_handout.items():
        if isinstance(page, str):
            continue  # test_every_lesson_makes_a_handout names it
        lesson = find_lesson(stem)
        printed = pdf_text(page.with_suffix(".pdf"))
        prose = words(" ".join(c.source for c in nbformat.read(lesson, as_version=4).cells
                               if c.cell_type == "markdown").replace("*", "").replace("`", ""))
        assert "<button" not in page.read_text(encoding="utf-8")
        for label in (label for label in labels if " " in label):  # one-word labels ("Undo") are also prose
            # a label may be named in the lesson's text ("click Deal again"), never shown
            assert printed.count(label) <= prose.count(label), f"{stem}: the button {label!r} is on paper"
        text = words(re.sub(r"<[^>]+>", " ", page.read_text(encoding="utf-8")))
        assert INTERNALS.findall(text) == [], f"{stem}: Python internals on paper"
        checks = self_checks(lesson)
        if not checks:
            assert "Answer key" not in printed
            continue
        questions, key = printed.rsplit("Answer key", 1)
        for number, (question, answers, correct) in enumerate(checks, 1):
            assert f"Self-check {number}: {words(question)}" in questions, f"{stem}: self-check {number}"
            for answer in answers:
                assert f"☐ {words(answer)}" in questions
            assert f"{number}. {words(correct)}: {words(answers[correct])}" in key, f"{stem}: answer {number}"
        assert f"{len(checks) + 1}. " not in key


def test_every_handout_page_is_a_picture_worth_looking_at(every_handout: dict[str, Path | str], page: Page,
                                                           artifacts: Path) -> None:
    """Every handout as printed on A4 (print media): no picture wider than the page, screenshots to look at."""
    page.emulate_media(media="print")
    page.set_viewport_size({"width": 794, "height": 1123})  # A4 at 96 dpi
    for stem, handout in every_handout.items():
        if isinstance(handout, str):
            continue
        page.goto(handout.as_uri())
        wide = page.evaluate("""() => [...document.querySelectorAll('svg, img')]
            .filter(p => p.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
            .map(p => p.getAttribute('aria-label') || p.tagName)""")
        assert wide == [], f"{stem}: pictures wider than the page"
        page.screenshot(path=str(artifacts / f"handout-{stem}.png"), full_page=True)
