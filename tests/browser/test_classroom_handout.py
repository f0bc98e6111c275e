"""``euchre-teach handout``: a lesson as a printable page with its pictures, and as a PDF (Chromium).

Each picture expected is computed here by the same engine and widgets (same seeds) as in the lesson.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from functools import partial
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from euchre_teach.widgets import BiddingRound, DealAnimation

from .conftest import find_chromium, jupyter_env
from .shown import INTERNALS, internals_in_outputs


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
                # lesson 3's bidding round (its practice set): its wide table (paper leaves out the phone's)
                titles(re.findall(r"<svg.*?</svg>", BiddingRound.practice("first bids").table.value, re.S)[0])]
    assert 'class="euchre-narrow-table"' not in page
    shown = iter(pictures)
    assert all(any(picture == wanted for picture in shown) for wanted in expected)  # in that order, among others
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


def printed_outputs(page: str) -> str:
    """The text of a handout's outputs (printed text, widgets, pictures' titles), a line per element."""
    import html

    outputs = [part.split('<div class="cell ')[0] for part in page.split('<div class="output_area">')[1:]]
    assert outputs, "the handout page has outputs (nbconvert's classic markup)"
    return html.unescape(re.sub(r"<[^>]+>", "\n", "".join(outputs)))


def test_every_lesson_makes_a_handout(every_handout: dict[str, Path | str]) -> None:
    assert {stem: made for stem, made in every_handout.items() if isinstance(made, str)} == {}


def reveals(lesson: Path) -> list[str]:
    """The first sentence of each prediction's written answer in a lesson ("**Answer:** the J♦. ...")."""
    import nbformat

    found = []
    for cell in nbformat.read(lesson, as_version=4).cells:
        for block in re.split(r"\n\s*\n", cell.source if cell.cell_type == "markdown" else ""):
            if block.lstrip().startswith("**Answer:**"):
                said = words(block.split("**Answer:**", 1)[1].replace("*", "").replace("`", ""))
                found.append(re.split(r"(?<=[.:;])\s", said)[0])
    return found


def test_every_handout_is_a_worksheet_with_its_answers_only_in_the_key(every_handout: dict[str, Path | str]) -> None:
    from euchre_teach.classroom.handout import SCREEN
    from euchre_teach.classroom.lessons import find_lesson

    labels = control_labels()
    assert {"Deal again", "Next seat ▶", "Finish the bidding »", "Next hand ▶"} <= labels
    for stem, page in every_handout.items():
        if isinstance(page, str):
            continue  # test_every_lesson_makes_a_handout names it
        lesson = find_lesson(stem)
        printed = pdf_text(page.with_suffix(".pdf"))
        assert "<button" not in page.read_text(encoding="utf-8")
        text = words(re.sub(r"<[^>]+>", " ", page.read_text(encoding="utf-8")))
        assert INTERNALS.findall(text) == [], f"{stem}: Python internals on paper"
        assert internals_in_outputs(printed_outputs(page.read_text(encoding="utf-8"))) == [], stem
        checks = [check for check in self_checks(lesson) if not SCREEN.search(check[0])]  # asked on screen only
        answers = reveals(lesson)
        if not checks and not answers:
            assert "Answer key" not in printed
            continue
        sheet, key = printed.split("Answer key", 1)
        for label in (label for label in labels if " " in label):  # one-word labels ("Undo") are also prose
            assert label not in sheet, f"{stem}: the button {label!r} is on paper"
        assert re.findall(r"\b(click|Shift\+Enter|run (?:each|the) cell)", sheet, re.I) == [], stem
        count = len(re.findall(r"Question \d+\.", sheet))
        assert [f"Question {n}." in sheet for n in range(1, count + 1)] == [True] * count, stem
        assert count >= len(checks) + len(answers) and f"{count}. " in key, f"{stem}: {count} questions"
        for question, options, correct in checks:
            assert words(question) in sheet and all(f"☐ {words(option)}" in sheet for option in options)
            assert words(options[correct]) not in sheet, f"{stem}: the answer to {question!r} before the key"
            assert f"{words(correct)}: {words(options[correct])}" in key, f"{stem}: {question!r} not in the key"
        for answer in answers:
            assert answer not in sheet and answer[:1].upper() + answer[1:] in key, f"{stem}: {answer!r}"


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


# -- no orphans on paper ------------------------------------------------------------------------------


def page_lines(pdf: Path | bytes) -> list[list[str]]:
    """Each printed page's lines of text (blank lines dropped)."""
    import io

    import pypdf

    reader = pypdf.PdfReader(io.BytesIO(pdf) if isinstance(pdf, bytes) else pdf)
    return [[words(line) for line in page.extract_text().splitlines() if line.strip()] for page in reader.pages]


def headings(page: str) -> list[str]:
    """The text of every heading (h1–h4) of an HTML page."""
    import html

    return [words(html.unescape(re.sub(r"<[^>]+>", "", h))) for h in re.findall(r"<h[1-4][^>]*>(.*?)</h[1-4]>",
                                                                                 page, re.S)]


def loose_on_paper(pages: list[list[str]], titles: list[str]) -> list[str]:
    """The pages a teacher would not hand out: one ending in a heading (its text on the next page), or one
    holding a single line (a paragraph's last line, or a heading alone)."""
    found = []
    for number, lines in enumerate(pages, 1):
        tail = " ".join(lines[-3:])  # a heading may wrap onto two lines
        ending = [title for title in titles if title and tail.endswith(title)]
        if ending:
            found.append(f"page {number} ends with the heading {ending[-1]!r}")
        if len(lines) == 1:
            found.append(f"page {number} holds one line: {lines[0]!r}")
    return found


def test_no_handout_page_holds_an_orphan_heading_or_line(every_handout: dict[str, Path | str]) -> None:
    for stem, page in every_handout.items():
        if isinstance(page, str):
            continue
        loose = loose_on_paper(page_lines(page.with_suffix(".pdf")), headings(page.read_text(encoding="utf-8")))
        assert loose == [], f"{stem}: {loose}"


def test_the_print_css_keeps_a_summary_heading_with_its_list(page: Page) -> None:
    """A ``## Summary`` cell of its own, after a block that fills most of the page: printed without the
    handout's CSS, the heading (or the list's last line) is left alone at some height; with it, never."""
    from euchre_teach.classroom.handout import CSS

    bare = "@page { size: A4; margin: 12mm; } body { max-width: 190mm; margin: 0 auto; padding: 8mm; }"
    cells = ('<div class="jp-Cell"><div class="text_cell_render"><p>One.</p><p>Two.</p><p>Three.</p>'
             '<div style="height:{mm}mm"></div></div></div>'
             '<div class="jp-Cell"><div class="text_cell_render"><h2>Summary</h2></div></div>'
             '<div class="jp-Cell"><div class="text_cell_render"><ul><li>Makers need three tricks.</li>'
             "<li>A march scores 2.</li></ul></div></div>")

    def loose(css: str) -> list[str]:
        found = []
        for mm in range(190, 252, 3):  # heights around the page's end, whatever the fonts' metrics
            page.set_content(f"<!DOCTYPE html><html><head><meta charset='utf-8'><style>{css}</style></head>"
                             f"<body>{cells.format(mm=mm)}</body></html>")
            found += loose_on_paper(page_lines(page.pdf(prefer_css_page_size=True)), ["Summary"])
        return found

    assert any("Summary" in problem for problem in loose(bare))  # the check sees an orphan heading
    assert loose(CSS) == []


# -- no page more than half empty, unless a section ends there -----------------------------------------


def page_fills(pdf: Path | bytes) -> list[tuple[float, str]]:
    """Each printed page: how far down the page its lowest text reaches (a fraction of its height), and its
    first line. Text only: a page ending in a drawing (lines to write on) is a little fuller than measured."""
    import io

    import pypdf

    reader = pypdf.PdfReader(io.BytesIO(pdf) if isinstance(pdf, bytes) else pdf)
    found = []
    for page in reader.pages:
        height, lows = float(page.mediabox.height), list[float]()
        text = page.extract_text(visitor_text=partial(_text_height, lows))
        lines = [words(line) for line in text.splitlines() if line.strip()]
        found.append(((height - min(lows, default=height)) / height, lines[0] if lines else ""))
    return found


def _text_height(lows: list[float], text: str, cm: list[float], tm: list[float], *_: object) -> None:
    """Where a piece of text sits on the page (from its bottom), kept in ``lows``."""
    if text.strip():
        lows.append(tm[5] * cm[3] + cm[5])


def half_empty(pages: list[tuple[float, str]], titles: list[str]) -> list[str]:
    """The pages (the last aside) less than half full whose next page does not start with a heading."""
    found = []
    for number, (fill, _first) in enumerate(pages[:-1], 1):
        following = pages[number][1]
        starts_section = bool(following) and any(title.startswith(following) or following.startswith(title)
                                                 for title in titles if title)
        if fill < 0.5 and not starts_section:
            found.append(f"page {number} is {fill:.0%} full and page {number + 1} goes on with {following[:40]!r}")
    return found


def test_no_handout_page_is_more_than_half_empty_unless_a_section_ends_there(
        every_handout: dict[str, Path | str]) -> None:
    for stem, page in every_handout.items():
        if isinstance(page, str):
            continue
        empty = half_empty(page_fills(page.with_suffix(".pdf")), headings(page.read_text(encoding="utf-8")))
        assert empty == [], f"{stem}: {empty}"


def test_the_half_empty_check_sees_a_block_pushed_to_the_next_page(page: Page) -> None:
    """A block too tall for what is left of page 1 leaves it half empty: flagged, unless a heading starts it."""
    def printed(block: str) -> list[tuple[float, str]]:
        page.set_content("<html><head><style>@page { size: A4; margin: 12mm; }</style></head><body>"
                         "<p>Intro.</p><div style='height:80mm'></div><p>The last line of page one.</p>"
                         f"<div style='height:200mm;break-inside:avoid'>{block}</div></body></html>")
        return page_fills(page.pdf(prefer_css_page_size=True))

    pushed = printed("<p>A tall block.</p>")
    assert len(pushed) == 2 and pushed[0][0] < 0.5
    assert half_empty(pushed, ["Intro"]) != []
    assert half_empty(printed("<h2>A new section</h2>"), ["A new section"]) == []
