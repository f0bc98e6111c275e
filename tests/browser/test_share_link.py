"""A shared deal's link opened in the offline site (issue 28, item 4), in Chromium that reaches 127.0.0.1 only.

``share.html#deal=CODE`` reads the code from the fragment and opens JupyterLite's REPL, which installs the
package from the site and runs ``shared_deal(CODE, "deal")``: the hand stepper at the code's step.
``index.html#play=CODE`` goes the same way to the learning table. A code with a changed letter shows why it
cannot be opened, and a fragment that holds no code is refused by the page before Python starts.

The ``site`` fixture builds the site with the ``euchre_teach`` that ``python -m`` imports: in a git worktree
whose editable install points at another checkout, run with ``PYTHONPATH=<this worktree>``.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from euchre_teach.record import Record
from euchre_teach.share import to_code
from euchre_teach.state import new_hand
from euchre_teach.widgets import HandStepper
from euchre_teach.widgets.base import play_out

from .drivers import PYODIDE_WAIT

STEP = 7
RECORD = Record.of(play_out(new_hand("standard", 5), "rule of thumb", 5))
CODE = to_code(RECORD, STEP)


@pytest.fixture
def shared_page(offline_browser: Browser, served: str) -> Iterator[Page]:
    """A fresh page; it fails the test if the page asked anything of an address but the site's."""
    context = offline_browser.new_context(viewport={"width": 1280, "height": 1000})
    outside: list[str] = []
    context.on("request", lambda request: None if request.url.startswith((served, "data:", "blob:"))
               else outside.append(request.url))
    page = context.new_page()
    yield page
    context.close()
    assert not outside, f"the page asked for addresses outside the site: {outside[:5]}"


def test_a_shared_link_opens_the_hand_at_its_step(shared_page: Page, served: str, artifacts) -> None:
    shared_page.goto(f"{served}/share.html#deal={CODE}")
    stepper = shared_page.locator(".euchre-stepper")
    expect(stepper).to_be_visible(timeout=PYODIDE_WAIT)
    expected = HandStepper.from_code(CODE).narration_text()
    narration = shared_page.locator(".euchre-narration").first
    expect(narration).to_contain_text(f"Step {STEP} of {len(RECORD)}")
    expect(narration).to_contain_text(expected)
    expect(stepper.locator(".widget-inline-hbox", has_text="Step").locator("input")).to_have_value(str(STEP))
    shared_page.screenshot(path=str(artifacts / "share-link-stepper.png"))


def test_a_play_link_through_the_front_page_opens_the_learning_table(shared_page: Page, served: str, artifacts) -> None:
    shared_page.goto(f"{served}/index.html#play={to_code(RECORD)}")
    expect(shared_page.locator(".euchre-play")).to_be_visible(timeout=PYODIDE_WAIT)
    expect(shared_page.locator(".euchre-play .euchre-info").first).to_contain_text("A shared deal: you play South")
    assert "/repl/" in shared_page.url
    shared_page.screenshot(path=str(artifacts / "share-link-play.png"))


def test_a_damaged_code_says_so_and_a_fragment_without_a_code_is_refused(shared_page: Page, served: str) -> None:
    changed = CODE[:6] + ("a" if CODE[6] != "a" else "b") + CODE[7:]
    shared_page.goto(f"{served}/share.html#deal={changed}")
    refused = shared_page.locator(".euchre-shared-refused")
    expect(refused).to_be_visible(timeout=PYODIDE_WAIT)
    expect(refused).to_contain_text("This shared deal cannot be opened. This code is damaged")
    shared_page.goto(f"{served}/share.html#deal={CODE}\");import os;(\"")
    expect(shared_page.locator("#refused")).to_contain_text("This link does not hold a deal's code")
    assert "/repl/" not in shared_page.url
