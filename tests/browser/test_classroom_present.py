"""``euchre-teach present``: lessons in Voilà, in Chromium, with their cards on screen and no code.

One Voilà server serves every lesson exactly as the presenter starts it (its command line, template
and environment): each lesson page asks nothing of any other address (no CDN), logs no console
error, shows no Python internals, draws in the projector style with large text and buttons, fits
each widget's pictures and controls on a 1280×800 screen, and passes an axe-core audit.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, ConsoleMessage, Error, Page, Request, Response, expect

from euchre_teach.classroom.lessons import all_lessons
from euchre_teach.classroom.present import present_environment, voila_command
from euchre_teach.widgets import BiddingRound

from .a11y import axe_violations
from .conftest import Server, free_port, jupyter_env, wait_for
from .labdriver import KERNEL_WAIT
from .layout import outside_viewport, overflowing_pictures, smallest_texts
from .shown import INTERNALS, internals_in_outputs
from .test_browser_widgets import PAINTED
from .test_history_stepper import check_projector_tabs
from .test_lessons import FIRST_CLICK

LESSONS = [lesson.stem for lesson in all_lessons()]


@pytest.fixture(scope="module")
def presenter(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """``euchre-teach present bidding`` on a free local port, as a teacher would start it."""
    pytest.importorskip("voila")
    home = tmp_path_factory.mktemp("present")
    port = free_port()
    log = home / "server.log"
    command = [sys.executable, "-m", "euchre_teach.cli", "present", "bidding", "--no-browser", f"--port={port}",
               "--Voila.ip=127.0.0.1"]
    with log.open("w") as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, env=jupyter_env(home), cwd=home)
    try:
        wait_for(f"http://127.0.0.1:{port}/api/status", process, log)
        yield Server(f"http://127.0.0.1:{port}", "", home)
    finally:
        process.terminate()
        process.wait(timeout=15)
    assert "Presenting lesson 03, The deal and the bidding rounds" in log.read_text()


@pytest.fixture(scope="module")
def every_lesson(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """Voilà on the lessons' folder with the presenter's own options, template and environment."""
    pytest.importorskip("voila")
    home = tmp_path_factory.mktemp("present-all")
    folder = all_lessons()[0].parent
    port = free_port()
    log = home / "server.log"
    command = voila_command(folder, show_code=False, extra=["--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1"])
    with log.open("w") as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, cwd=home,
                                   env=present_environment(jupyter_env(home)))
    try:
        wait_for(f"http://127.0.0.1:{port}/api/status", process, log)
        yield Server(f"http://127.0.0.1:{port}", "", home)
    finally:
        process.terminate()
        process.wait(timeout=15)


@pytest.fixture
def screen(browser: Browser) -> Iterator[Page]:
    """A classroom projector's screen: 1280×800, a new page per lesson (a page left behind may still log)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.set_default_timeout(KERNEL_WAIT)
    yield page
    context.close()


def test_presenter_shows_the_lesson_with_cards_and_without_code(page: Page, presenter: Server,
                                                                 artifacts: Path) -> None:
    page.set_default_timeout(KERNEL_WAIT)
    page.goto(presenter.url + "/")
    expect(page.locator("h1", has_text="The deal and the bidding rounds")).to_be_visible()
    table = page.locator(".euchre-bidding svg[role=img]").first  # the bidding round's table
    expect(table).to_be_visible()
    local = BiddingRound.practice("first bids", style="projector")  # lesson 3's bidding round
    title = local.table.value.split("<title>", 1)[1].split("</title>", 1)[0]
    expect(table.locator("> title")).to_have_text(title)
    assert table.get_attribute("width") == "1600"  # the projector style, by default
    page.wait_for_function(f"() => [...document.querySelectorAll('canvas')].some(c => ({PAINTED})(c) > 0.5)")
    assert page.locator(".jp-CodeCell .jp-InputArea, .jp-CodeMirrorEditor, .cm-editor").count() == 0
    assert "DealAnimation(seed=3)" not in page.content()
    page.locator(".widget-dropdown", has_text="Trump").locator("select").select_option(label="spades")
    expect(page.locator("text=sorted with spades as trump")).to_be_visible()
    page.wait_for_timeout(1500)  # let the re-sort frames play before the screenshot
    page.screenshot(path=str(artifacts / "classroom-present.png"), full_page=True)
    table.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "classroom-present-bidding.png"))


@pytest.mark.parametrize("lesson", LESSONS)
def test_every_lesson_in_the_presenter_fits_the_projector(screen: Page, every_lesson: Server, artifacts: Path,
                                                          lesson: str) -> None:
    elsewhere: list[str] = []
    problems: list[str] = []
    local = every_lesson.url

    def on_request(request: Request) -> None:
        if not request.url.startswith((local, "data:", "blob:", "about:")):
            elsewhere.append(request.url)

    def on_console(message: ConsoleMessage) -> None:
        if message.type == "error":
            problems.append(message.text)

    def on_error(error: Error) -> None:
        problems.append(str(error))

    def on_response(response: Response) -> None:
        if response.status >= 400:
            problems.append(f"{response.status} for {response.url}")

    screen.on("request", on_request)
    screen.on("console", on_console)
    screen.on("pageerror", on_error)
    screen.on("response", on_response)
    try:
        screen.goto(f"{local}/voila/render/{lesson}.ipynb")
        expect(screen.locator("#rendered_cells")).to_be_visible()
        has_widgets = FIRST_CLICK[lesson] is not None  # the reference card is pictures and text only
        if has_widgets:
            expect(screen.locator(".widget-vbox").first).to_be_visible()
        screen.wait_for_timeout(1500)  # widgets settle (and canvases draw) after the page shows
        text = screen.locator("#rendered_cells").inner_text()
        assert INTERNALS.findall(text) == [], f"{lesson}: Python internals on the projector"
        outputs = screen.locator("#rendered_cells .jp-OutputArea-output")
        shown = "\n".join([*outputs.all_inner_texts(), *outputs.locator("svg[role=img] > title").all_text_contents()])
        assert internals_in_outputs(shown) == [], f"{lesson}: Python internals or card codes on the projector"
        assert screen.locator(".jp-CodeCell .jp-InputArea, .jp-CodeMirrorEditor, .cm-editor").count() == 0  # no code
        if has_widgets:
            size = screen.locator(".widget-button").first.evaluate("b => parseFloat(getComputedStyle(b).fontSize)")
            assert size >= 18, f"{lesson}: button text {size}px is too small for the back row"
        assert overflowing_pictures(screen) == [], lesson
        # Every picture's text is 16 px on the projector, the learning table's and the game review's too: their
        # projector layouts give the table the screen's height and put the controls beside it
        shown = smallest_texts(screen, "#rendered_cells")
        small = [f"{p['picture']}: {p['text']!r} at {p['size']:.1f}px" for p in shown if p["size"] < 16 - 0.05]
        assert small == [], f"{lesson}: picture text under 16 px on the projector"
        for index, widget in enumerate(screen.locator("#rendered_cells .jp-OutputArea-output > .widget-vbox").all()):
            assert outside_viewport(screen, widget) == [], f"{lesson}: widget {index + 1} does not fit 1280×800"
            if index < 3:
                screen.screenshot(path=str(artifacts / f"present-{lesson}-widget-{index + 1}.png"))
        assert axe_violations(screen, "#rendered_cells") == [], lesson
    finally:
        screen.remove_listener("request", on_request)
        screen.remove_listener("console", on_console)
        screen.remove_listener("pageerror", on_error)
        screen.remove_listener("response", on_response)
    assert elsewhere == [], f"{lesson}: the presenter asked for addresses outside it: {elsewhere[:5]}"
    assert problems == [], f"{lesson}: console errors: {problems[:5]}"


def test_the_history_stepper_fills_the_projector(screen: Page, every_lesson: Server, artifacts: Path) -> None:
    """Lesson 06 in the presenter: the history stepper in its projector layout, a tab each for the era, the
    table (at least half the screen high, not a quarter), the questions and the answer, each on one 1280×800
    screen."""
    screen.goto(f"{every_lesson.url}/voila/render/06_history.ipynb")
    box = screen.locator(".euchre-history-stepper").first
    expect(box.locator(".lm-TabBar-tab").first).to_be_visible()
    box.scroll_into_view_if_needed()
    check_projector_tabs(screen, box, artifacts, "present-06-history")
