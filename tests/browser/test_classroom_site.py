"""``euchre-teach site``: build the offline JupyterLite site, serve it on 127.0.0.1, run a lesson in Chromium.

The build (the ``site`` fixture, once per session) fetches Pyodide from npm and wheels from PyPI. The
browser reaches nothing but the local server: every other address goes to a dead proxy, and the
test fails if the page asked for any. The server here records what it answered: nothing the site asks
for may be missing (4xx) or fail (5xx). Pyodide starts in the browser, the setup cell installs
euchre_teach from the site, and the deal animation (SVG: ipycanvas cannot load there) answers a click.
A lesson opens from the list in the notebook view (no side bars), which a phone and a tablet get too.
"""

from __future__ import annotations

import functools
import http.server
import json
import os
import re
import threading
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from euchre_teach.classroom.lessons import all_lessons, lesson_title
from euchre_teach.widgets import DealAnimation

from .conftest import QuietHandler, free_port
from .drivers import PYODIDE_WAIT, JupyterLite
from .labdriver import KERNEL_WAIT, run_all_cells
from .layout import cut_answers, small_texts

LESSON = "03_deal_and_bidding.ipynb"
#: The lesson a class opens first, on phones and tablets.
FIRST = "00_start_here.ipynb"
#: A widget's view in a cell's output.
WIDGET = ".jp-OutputArea-output .jupyter-widgets"
#: A picture in an output.
PICTURE = ".jp-OutputArea-output svg[role=img]"


@pytest.fixture(scope="module")
def recorded(site: Path) -> Iterator[tuple[str, list[tuple[int, str]]]]:
    """The site on a local port, and every (status, path) the server answered, in order."""
    answered: list[tuple[int, str]] = []

    class Recording(QuietHandler):
        def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
            answered.append((int(code), self.path))

    server = http.server.ThreadingHTTPServer(("127.0.0.1", free_port()),
                                             functools.partial(Recording, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", answered
    finally:
        server.shutdown()
        server.server_close()


def failed(answered: list[tuple[int, str]]) -> list[str]:
    """The requests the server answered with a client or server error."""
    return [f"{status} {path}" for status, path in answered if status >= 400]


def test_the_site_bundles_pyodide_and_turns_off_pypi(site: Path) -> None:
    settings = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = settings["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs" and kernel["disablePyPIFallback"] is True
    lock = json.loads((site / "static" / "pyodide" / "pyodide-lock.json").read_text())
    local = {p["name"] for p in lock["packages"].values() if (site / "static" / "pyodide" / p["file_name"]).is_file()}
    assert {"micropip", "ipython", "traitlets", "jedi"} <= local
    assert sorted(p.name.split("-")[0] for p in (site / "pypi").glob("*.whl")) == [
        "comm", "euchre_teach", "ipywidgets", "jupyterlab_widgets"]
    # Pyodide loads the kernel's packages and the lessons' as it starts, all from the site, with byte code
    preloaded = kernel["loadPyodideOptions"]["packages"]
    assert {"micropip", "piplite", "ipykernel", "pyodide-kernel", "ipython", "jedi", "comm", "ipywidgets",
            "jupyterlab-widgets", "euchre-teach"} <= set(preloaded)
    here = {key for key, p in lock["packages"].items() if (site / "static" / "pyodide" / p["file_name"]).is_file()}
    assert set(preloaded) <= here
    own = lock["packages"]["euchre-teach"]["file_name"]
    assert any("__pycache__" in name for name in zipfile.ZipFile(site / "static" / "pyodide" / own).namelist())


def test_the_site_needs_no_cdn_in_its_settings(site: Path) -> None:
    text = (site / "jupyter-lite.json").read_text()
    assert "cdn.jsdelivr" not in text and "pypi.org" not in text
    assert os.path.isfile(site / "static" / "pyodide" / "pyodide.asm.wasm")


def test_the_front_page_opens_a_lesson_that_runs_offline(offline_browser: Browser, recorded: tuple[str, list],
                                                         artifacts: Path) -> None:
    """The front page lists the lessons by title; lesson 03 opens from it in the notebook view with its
    setup cell below the title, every cell runs in Pyodide with no error, the deal animation (its SVG view:
    no ipycanvas there) and a self-check answer; the page asked for nothing outside the site and nothing
    the site lacks. Every widget's every control is checked in the site by ``test_controls.py``."""
    served, answered = recorded
    del answered[:]
    page = offline_browser.new_page(viewport={"width": 1280, "height": 1100})
    page.set_default_timeout(KERNEL_WAIT)
    lite = JupyterLite(served)
    lite.watch(page)
    page.goto(served + "/")
    links = page.locator("main li a")
    expect(links).to_have_count(len(all_lessons()))
    for index, lesson in enumerate(all_lessons()):
        expect(links.nth(index)).to_have_text(f"{lesson.stem[:2]} {lesson_title(lesson)}")
    page.screenshot(path=str(artifacts / "classroom-site-index.png"))
    links.nth(all_lessons().index(next(p for p in all_lessons() if p.name == LESSON))).click()
    page.locator(".jp-NotebookPanel").first.wait_for()
    assert "/notebooks/index.html?path=" in page.url and page.locator(".jp-SideBar").count() == 0
    cells = page.locator(".jp-Notebook .jp-Cell")
    expect(cells.nth(0)).to_contain_text(lesson_title(next(p for p in all_lessons() if p.name == LESSON)))
    expect(page.locator(".jp-CodeCell").first).to_contain_text("In the browser (JupyterLite) this installs")
    run_all_cells(page)
    animation = page.locator(".jp-OutputArea-output .euchre-deal-animation").first
    picture = animation.locator(".widget-html svg[role=img]").first
    expect(picture).to_be_visible(timeout=PYODIDE_WAIT)
    expect(picture.locator("> title")).to_have_text(DealAnimation(seed=3).picture().title, timeout=KERNEL_WAIT)
    assert animation.locator("canvas").count() == 0  # no ipycanvas in the browser: the SVG view
    expect(page.locator(".jp-InputPrompt").filter(has_text="[*]")).to_have_count(0, timeout=PYODIDE_WAIT)
    expect(page.locator(".jp-RenderedText[data-mime-type='application/vnd.jupyter.error']")).to_have_count(0)
    animation.locator(".widget-dropdown", has_text="Trump").locator("select").select_option(label="spades")
    expect(picture.locator("> title")).to_contain_text("sorted with spades as trump", timeout=KERNEL_WAIT)
    picture.scroll_into_view_if_needed()
    page.wait_for_timeout(500)  # let the notebook finish laying out the cells around it
    page.screenshot(path=str(artifacts / "classroom-site.png"))
    check = page.locator(".jp-OutputArea-output .euchre-selfcheck").first
    check.scroll_into_view_if_needed()
    check.locator(".widget-button").first.click()
    expect(check.locator("[role=status]")).to_contain_text(re.compile("^(✓ Right|✗ Not quite)"))
    assert lite.asked_elsewhere == [], f"the site asked for addresses outside it: {lite.asked_elsewhere[:5]}"
    page.close()
    assert any(path.startswith("/static/pyodide/") for _, path in answered)  # the server saw the whole start
    assert failed(answered) == [], f"the site lacks what its pages asked for: {failed(answered)}"



#: Every text the page shows in HTML (SVG pictures are measured by the widgets' own tests) smaller than 12 px.
SMALL_TEXT = """() => {
  const found = [], walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const text = walker.currentNode.textContent.trim(), element = walker.currentNode.parentElement;
    if (!text || !element || element.closest('svg')) continue;
    const box = element.getBoundingClientRect(), style = getComputedStyle(element);
    if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
    if (parseFloat(style.fontSize) < 12) found.push(`${style.fontSize} ${element.className}: ${text.slice(0, 40)}`);
  }
  return found;
}"""
#: Every pair of the widget's controls, labels and pictures that overlap (neither inside the other).
OVERLAPS = """(widget) => {
  const parts = [...widget.querySelectorAll(
    'button, select, input, textarea, .widget-label, .widget-html-content > *, svg[role=img]')]
    .filter(part => part.getBoundingClientRect().width > 0);
  const found = [];
  parts.forEach((a, i) => parts.slice(i + 1).forEach(b => {
    if (a.contains(b) || b.contains(a)) return;
    const r = a.getBoundingClientRect(), s = b.getBoundingClientRect();
    const across = Math.min(r.right, s.right) - Math.max(r.left, s.left);
    const down = Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top);
    if (across > 1 && down > 1) found.push(`${a.textContent.trim().slice(0, 20) || a.tagName} and `
                                          + `${b.textContent.trim().slice(0, 20) || b.tagName}`);
  }));
  return found;
}"""


def open_from_the_list(page: Page, url: str, lesson: str) -> None:
    """Open the site's lesson list, tap ``lesson`` there, and run all its cells."""
    page.goto(url + "/")
    page.locator("main li a", has_text=lesson_title(next(p for p in all_lessons() if p.name == lesson))).tap()
    page.locator(".jp-NotebookPanel").first.wait_for()
    run_all_cells(page)


#: Pictures wider than the screen that no box around them scrolls sideways (a box that does must fit the screen).
UNSCROLLED_WIDE_PICTURES = """() => {
  const right = document.documentElement.clientWidth, found = [];
  for (const picture of document.querySelectorAll('svg[role=img]')) {
    const box = picture.getBoundingClientRect();
    if (box.width === 0 || box.right <= right + 1) continue;
    let holder = picture.parentElement;
    while (holder && !/(auto|scroll)/.test(getComputedStyle(holder).overflowX)) holder = holder.parentElement;
    if (!holder || holder.getBoundingClientRect().right > right + 1)
      found.push(`${picture.getAttribute('aria-label') || 'a picture'}: ${Math.round(box.right)} > ${right}`);
  }
  return found;
}"""

#: A widget's table that a learner on a phone would have to scroll sideways to see whole: the narrow table
#: (the side seats' cards in columns) fits a phone's column at 12 px text, a table with the joker (its words
#: the smallest) excepted, and the game review's (lesson 13: its tab's padding leaves the table about 320 px,
#: 14 too few; it scrolls in its box).
SCROLLED_TABLES = """() => [...document.querySelectorAll('.euchre-narrow-table svg[role=img]')]
  .filter(svg => svg.getBoundingClientRect().width > 0 && !svg.textContent.includes('BOWER'))
  .filter(svg => !svg.closest('.euchre-game-review'))
  .filter(svg => svg.getBoundingClientRect().right
                 > svg.closest('.jp-OutputArea-output').getBoundingClientRect().right + 1)
  .map(svg => `a table to scroll sideways: ${(svg.getAttribute('aria-label') || '').slice(0, 70)}`)"""


@pytest.mark.parametrize("width, height", [(390, 844), (820, 1180)], ids=["phone", "tablet"])
def test_a_phone_and_a_tablet_get_the_lesson_alone_readable_and_running(
        offline_browser: Browser, recorded: tuple[str, list], artifacts: Path, width: int, height: int) -> None:
    """From the lesson list, lesson 00 opens in the notebook view (no side bars, the notebook the screen's
    width), runs, and its first widget shows; nothing spills sideways, the widget's parts do not overlap,
    and no text of the list or the lesson is under 12 px."""
    served, answered = recorded
    context = offline_browser.new_context(viewport={"width": width, "height": height}, is_mobile=True,
                                          has_touch=True, device_scale_factor=2)
    page = context.new_page()
    page.set_default_timeout(PYODIDE_WAIT)
    try:
        page.goto(served + "/")
        assert page.evaluate(SMALL_TEXT) == []
        open_from_the_list(page, served, FIRST)
        assert "/notebooks/index.html?path=" in page.url and page.locator(".jp-SideBar").count() == 0
        notebook = page.locator(".jp-Notebook").first.bounding_box()
        assert notebook is not None and notebook["width"] >= width - 2
        widget = page.locator(WIDGET).first
        expect(widget).to_be_visible(timeout=PYODIDE_WAIT)
        expect(page.locator(".jp-RenderedText[data-mime-type='application/vnd.jupyter.error']")).to_have_count(0)
        widget.scroll_into_view_if_needed()
        page.wait_for_timeout(500)  # let the notebook lay out the cells around it
        page.screenshot(path=str(artifacts / f"classroom-site-{width}x{height}.png"))
        assert page.evaluate("() => document.documentElement.scrollWidth") <= width
        # A picture keeps its 12 px text: wider than a phone, it scrolls sideways in a box that fits the screen.
        assert page.evaluate(UNSCROLLED_WIDE_PICTURES) == []
        assert widget.evaluate(OVERLAPS) == []
        assert page.evaluate(SMALL_TEXT) == []
        assert failed(answered) == [], f"the site lacks what its pages asked for: {failed(answered)}"
    finally:
        context.close()


#: A phone and a tablet, as a class holds them (CSS px).
HANDHELDS = {"phone": (390, 844), "tablet": (820, 1180)}


def handheld_findings(page: Page, width: int) -> list[str]:
    """What a phone or tablet learner could not read or reach on the page as laid out now: the page scrolling
    sideways, a picture wider than the screen outside a scrolling box, HTML text or picture text under 12 px,
    an answer cut short, or two parts of one output overlapping."""
    found = []
    if page.evaluate("() => document.documentElement.scrollWidth") > width:
        found.append("the page scrolls sideways")
    found += page.evaluate(UNSCROLLED_WIDE_PICTURES)
    found += page.evaluate(SCROLLED_TABLES)
    found += page.evaluate(SMALL_TEXT)
    found += small_texts(page, 12, ".jp-Notebook")
    found += [f"cut short: {answer}" for answer in cut_answers(page)]
    for output in page.locator(".jp-OutputArea-output:has(.jupyter-widgets)").all():
        found += [f"overlap: {pair}" for pair in output.evaluate(OVERLAPS)]
    return found


@pytest.mark.parametrize("lesson", [lesson.name for lesson in all_lessons()])
def test_every_lesson_runs_and_reads_on_a_phone_and_a_tablet(
        offline_browser: Browser, recorded: tuple[str, list], artifacts: Path, lesson: str) -> None:
    """Each lesson, opened from the list on a phone, runs every cell in the browser without an error; on the
    phone and then turned into a tablet's width, nothing spills sideways (a wide picture scrolls in its own
    box), no text is under 12 px, no answer is cut short and no two parts of a widget overlap."""
    served, answered = recorded
    width, height = HANDHELDS["phone"]
    context = offline_browser.new_context(viewport={"width": width, "height": height}, is_mobile=True,
                                          has_touch=True, device_scale_factor=2)
    page = context.new_page()
    page.set_default_timeout(PYODIDE_WAIT)
    try:
        open_from_the_list(page, served, lesson)
        expect(page.locator(".jp-Notebook .jp-Cell").first).to_be_visible()
        expect(page.locator(".jp-InputPrompt").filter(has_text="[*]")).to_have_count(0, timeout=PYODIDE_WAIT * 2)
        expect(page.locator(".jp-InputPrompt").filter(has_text="[ ]")).to_have_count(0)
        expect(page.locator(".jp-RenderedText[data-mime-type='application/vnd.jupyter.error']")).to_have_count(0)
        for name, (width, height) in HANDHELDS.items():
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_timeout(500)
            assert handheld_findings(page, width) == [], f"{lesson} on a {name}"
            shown = page.locator(f"{WIDGET}:visible, {PICTURE}:visible").first  # a phone hides the wide tables
            if shown.count():
                shown.scroll_into_view_if_needed()
                page.wait_for_timeout(300)
            page.screenshot(path=str(artifacts / f"site-{lesson.removesuffix('.ipynb')}-{name}.png"))
        assert failed(answered) == [], f"the site lacks what its pages asked for: {failed(answered)}"
    finally:
        context.close()


def test_progress_in_the_site_stays_in_the_browser_across_a_reload(
        offline_browser: Browser, recorded: tuple[str, list], artifacts: Path) -> None:
    """A learner answers a problem of lesson 12's set in the site; after a reload, lesson 12's progress table
    still counts it: the progress file lives in the browser's own storage with the site's files."""
    served, _ = recorded
    lesson = "12_card_play_round_2_and_the_score.ipynb"
    context = offline_browser.new_context(viewport={"width": 1280, "height": 900}, has_touch=True)
    page = context.new_page()
    page.set_default_timeout(PYODIDE_WAIT)
    try:
        open_from_the_list(page, served, lesson)
        problems = page.locator(".jp-OutputArea-output .euchre-problems").first
        expect(problems).to_be_visible(timeout=PYODIDE_WAIT)
        progress = page.locator(".jp-OutputArea-output .euchre-progress").first
        expect(progress).to_contain_text(re.compile(r"Round 2 calls\s*not tried yet"), timeout=PYODIDE_WAIT)
        problems.scroll_into_view_if_needed()
        problems.locator(".euchre-answers .widget-button").first.click()
        answered = re.compile(r"(Right|Not the best here): .*Solved so far: [01] of 1\.")
        expect(problems.locator("[role=status]")).to_contain_text(answered, timeout=KERNEL_WAIT)
        expect(problems).to_contain_text("Why:")
        page.screenshot(path=str(artifacts / "site-problem-answered.png"), full_page=True)
        progress.scroll_into_view_if_needed()
        progress.locator(".widget-button", has_text="Refresh").click()
        expect(progress).to_contain_text(re.compile(r"Round 2 calls\s*[01] of 1"), timeout=KERNEL_WAIT)
        page.wait_for_timeout(2_000)  # the file system writes the file back to the browser's storage
        open_from_the_list(page, served, lesson)
        progress = page.locator(".jp-OutputArea-output .euchre-progress").first
        expect(progress).to_contain_text(re.compile(r"Round 2 calls\s*[01] of 1"), timeout=PYODIDE_WAIT)
        progress.scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts / "site-progress-after-reload.png"))
    finally:
        context.close()
