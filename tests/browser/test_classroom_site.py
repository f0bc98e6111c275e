"""``euchre-teach site``: build the offline JupyterLite site, serve it on 127.0.0.1, run a lesson in Chromium.

The build (the ``site`` fixture, once per session) fetches Pyodide from npm and wheels from PyPI. The
browser reaches nothing but the local server: every other address goes to a dead proxy, and the
test fails if the page asked for any. Pyodide starts in the browser, the setup cell installs
euchre_teach from the site, and the deal animation (SVG: ipycanvas cannot load there) answers a click.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

from playwright.sync_api import Browser, expect

from euchre_teach.classroom.lessons import all_lessons, lesson_title
from euchre_teach.widgets import DealAnimation

from .drivers import PYODIDE_WAIT, JupyterLite
from .labdriver import KERNEL_WAIT, run_all_cells

LESSON = "03_deal_and_bidding.ipynb"


def test_the_site_bundles_pyodide_and_turns_off_pypi(site: Path) -> None:
    settings = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = settings["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs" and kernel["disablePyPIFallback"] is True
    lock = json.loads((site / "static" / "pyodide" / "pyodide-lock.json").read_text())
    local = {p["name"] for p in lock["packages"].values() if (site / "static" / "pyodide" / p["file_name"]).is_file()}
    assert {"micropip", "ipython", "traitlets", "jedi"} <= local
    assert sorted(p.name.split("-")[0] for p in (site / "pypi").glob("*.whl")) == [
        "comm", "euchre_teach", "ipywidgets", "jupyterlab_widgets"]


def test_the_site_needs_no_cdn_in_its_settings(site: Path) -> None:
    text = (site / "jupyter-lite.json").read_text()
    assert "cdn.jsdelivr" not in text and "pypi.org" not in text
    assert os.path.isfile(site / "static" / "pyodide" / "pyodide.asm.wasm")


def test_the_front_page_opens_a_lesson_that_runs_offline(offline_browser: Browser, served: str,
                                                         artifacts: Path) -> None:
    """The front page lists the lessons by title; lesson 03 opens from it with its setup cell below the
    title, every cell runs in Pyodide with no error, the deal animation (its SVG view: no ipycanvas there)
    and a self-check answer, and the page asked for nothing outside the site. Every widget's every
    control is checked in the site by ``test_controls.py``."""
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
    cells = page.locator(".jp-Notebook .jp-Cell")
    expect(cells.nth(0)).to_contain_text(lesson_title(next(p for p in all_lessons() if p.name == LESSON)))
    expect(cells.nth(1)).to_contain_text("In the browser (JupyterLite) this installs")  # setup below the title
    page.locator(".jp-StatusBar-Widget", has_text="Idle").first.wait_for(timeout=PYODIDE_WAIT)
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
