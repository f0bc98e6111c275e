"""``euchre-teach site``: build the offline JupyterLite site, serve it on 127.0.0.1, run a lesson in Chromium.

The build fetches Pyodide from npm and wheels from PyPI (caches kept in the test's temp dir). The
browser reaches nothing but the local server: every other address goes to a dead proxy, and the
test fails if the page asked for any. Pyodide starts in the browser, the setup cell installs
euchre_teach from the site, and the deal animation (SVG: ipycanvas cannot load there) answers a click.
"""

from __future__ import annotations

import functools
import http.server
import json
import os
import re
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserType, Page, expect

from euchre_teach.widgets import DealAnimation

from .conftest import free_port, jupyter_env
from .labdriver import KERNEL_WAIT, run_all_cells

LESSON = "03_deal_and_bidding.ipynb"
#: Pyodide, the kernel and the lesson's setup cell take ~15 s here; allow for a slower machine.
PYODIDE_WAIT = 180_000


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``euchre-teach site OUT`` (offline, the default), as a teacher would run it."""
    tmp = tmp_path_factory.mktemp("site")
    env = {**jupyter_env(tmp), "PIP_CACHE_DIR": str(tmp / "pip-cache"), "npm_config_cache": str(tmp / "npm-cache")}
    result = subprocess.run([sys.executable, "-m", "euchre_teach.cli", "site", str(tmp / "out")],
                            capture_output=True, text=True, env=env, cwd=tmp, timeout=900)
    assert result.returncode == 0, result.stdout + result.stderr
    return tmp / "out"


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """A static file server that keeps the test log clean."""

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def served(site: Path) -> Iterator[str]:
    """The site on a local port, as any static web server would serve it."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", free_port()),
                                             functools.partial(QuietHandler, directory=str(site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def offline_browser(browser_type: BrowserType, browser_type_launch_args: dict) -> Iterator[Browser]:
    """Chromium that can reach 127.0.0.1 only: everything else goes to a proxy where nothing listens."""
    browser = browser_type.launch(**browser_type_launch_args,
                                  proxy={"server": f"http://127.0.0.1:{free_port()}", "bypass": "127.0.0.1"})
    yield browser
    browser.close()


def test_the_site_bundles_pyodide_and_turns_off_pypi(site: Path) -> None:
    settings = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = settings["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs" and kernel["disablePyPIFallback"] is True
    lock = json.loads((site / "static" / "pyodide" / "pyodide-lock.json").read_text())
    local = {p["name"] for p in lock["packages"].values() if (site / "static" / "pyodide" / p["file_name"]).is_file()}
    assert {"micropip", "ipython", "traitlets", "jedi"} <= local
    assert sorted(p.name.split("-")[0] for p in (site / "pypi").glob("*.whl")) == [
        "comm", "euchre_teach", "ipywidgets", "jupyterlab_widgets"]


def run_all(page: Page, url: str) -> None:
    """Open the lesson in JupyterLite, wait for the kernel, run every cell (the first Run All can be lost)."""
    page.goto(f"{url}/lab/index.html?path={LESSON}")
    page.locator(".jp-NotebookPanel").first.wait_for()
    page.locator(".jp-StatusBar-Widget", has_text="Idle").first.wait_for(timeout=PYODIDE_WAIT)
    run_all_cells(page)


def test_a_lesson_runs_offline_in_the_browser_and_its_widget_answers(offline_browser: Browser, served: str,
                                                                      artifacts: Path) -> None:
    page = offline_browser.new_page(viewport={"width": 1280, "height": 1100})
    page.set_default_timeout(KERNEL_WAIT)
    elsewhere: list[str] = []
    page.on("request", lambda request: None if request.url.startswith((served, "data:", "blob:"))
            else elsewhere.append(request.url))
    run_all(page, served)
    animation = page.locator(".jp-OutputArea-output .widget-vbox").first
    picture = animation.locator(".widget-html svg[role=img]").first
    expect(picture).to_be_visible(timeout=PYODIDE_WAIT)
    expect(picture.locator("> title")).to_have_text(DealAnimation(seed=3).picture().title, timeout=KERNEL_WAIT)
    assert animation.locator("canvas").count() == 0  # no ipycanvas in the browser: the SVG view
    animation.locator(".widget-dropdown", has_text="Trump").locator("select").select_option(label="spades")
    expect(animation.locator("p", has_text="sorted with spades as trump")).to_be_visible(timeout=KERNEL_WAIT)
    expect(picture.locator("> title")).to_contain_text("sorted with spades as trump", timeout=KERNEL_WAIT)
    busy = page.locator(".jp-InputPrompt").filter(has_text="[*]")
    expect(busy).to_have_count(0, timeout=KERNEL_WAIT)
    expect(page.locator(".jp-RenderedText[data-mime-type='application/vnd.jupyter.error']")).to_have_count(0)
    picture.scroll_into_view_if_needed()
    expect(picture).to_be_in_viewport()
    page.wait_for_timeout(500)  # let the notebook finish laying out the cells around it
    page.screenshot(path=str(artifacts / "classroom-site.png"))
    assert elsewhere == [], f"the site asked for addresses outside it: {elsewhere[:5]}"
    page.close()


def test_the_site_needs_no_cdn_in_its_settings(site: Path) -> None:
    text = (site / "jupyter-lite.json").read_text()
    assert "cdn.jsdelivr" not in text and "pypi.org" not in text
    assert os.path.isfile(site / "static" / "pyodide" / "pyodide.asm.wasm")


def test_the_site_opens_on_the_lessons_and_the_bower_quiz_answers_offline(offline_browser: Browser, served: str,
                                                                         artifacts: Path) -> None:
    """The front page lists the lessons by title; lesson 01 opens from it, and the bower explorer's quiz,
    revealed by its Mode switch, shows its answer buttons and answers a click (in JupyterLab it always did;
    here a ``display = None`` kept it hidden)."""
    from euchre_teach.classroom.lessons import all_lessons, lesson_title
    from euchre_teach.widgets.bower import QUIZ_MODE

    page = offline_browser.new_page(viewport={"width": 1280, "height": 1100})
    page.set_default_timeout(KERNEL_WAIT)
    page.goto(served + "/")
    links = page.locator("main li a")
    expect(links).to_have_count(len(all_lessons()))
    for index, lesson in enumerate(all_lessons()):
        expect(links.nth(index)).to_have_text(f"{lesson.stem[:2]} {lesson_title(lesson)}")
    page.screenshot(path=str(artifacts / "classroom-site-index.png"))
    links.nth(1).click()
    page.locator(".jp-NotebookPanel").first.wait_for()
    cells = page.locator(".jp-Notebook .jp-Cell")
    expect(cells.nth(0)).to_contain_text(lesson_title(all_lessons()[1]))
    expect(cells.nth(1)).to_contain_text("In the browser (JupyterLite) this installs")  # setup below the title
    page.locator(".jp-StatusBar-Widget", has_text="Idle").first.wait_for(timeout=PYODIDE_WAIT)
    run_all_cells(page)
    explorer = page.locator(".jp-OutputArea-output .euchre-bower").first
    expect(explorer).to_be_visible(timeout=PYODIDE_WAIT)
    expect(page.locator(".jp-InputPrompt").filter(has_text="[*]")).to_have_count(0, timeout=PYODIDE_WAIT)
    next_question = explorer.locator("button:has-text('Next question')")
    expect(next_question).to_be_hidden()
    explorer.locator(f"button:has-text('{QUIZ_MODE}')").click()
    expect(next_question).to_be_visible()
    answers = explorer.locator(".widget-button:has-text('the ')")
    expect(answers).to_have_count(2)
    expect(answers.first).to_be_visible()
    answers.first.click()
    expect(explorer.locator(".euchre-good, .euchre-error")).to_contain_text("Score: ")
    expect(answers.first).to_be_disabled()
    next_question.click()
    expect(answers.first).to_be_enabled()
    check = page.locator(".jp-OutputArea-output .euchre-selfcheck").first
    check.scroll_into_view_if_needed()
    check.locator(".widget-button").first.click()
    expect(check.locator("[role=status]")).to_contain_text(re.compile("^(✓ Right|✗ Not quite)"))
    explorer.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "classroom-site-bower-quiz.png"))
    page.close()
