"""``euchre-teach present``: a lesson in Voilà, in Chromium, with its cards on screen and no code."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from euchre_teach.widgets import BiddingRound

from .conftest import Server, serve
from .labdriver import KERNEL_WAIT
from .test_browser_widgets import PAINTED


@pytest.fixture(scope="module")
def presenter(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """``euchre-teach present bidding`` on a free local port, as a teacher would start it."""
    pytest.importorskip("voila")
    home = tmp_path_factory.mktemp("present")
    command = [sys.executable, "-m", "euchre_teach.cli", "present", "bidding", "--no-browser", "--port={port}",
               "--Voila.ip=127.0.0.1"]
    with serve(command, home, home, "/api/status") as server:
        yield server
    assert "Presenting lesson 03, The deal and the bidding rounds" in (home / "server.log").read_text()


def test_presenter_shows_the_lesson_with_cards_and_without_code(page: Page, presenter: Server,
                                                                 artifacts: Path) -> None:
    page.set_default_timeout(KERNEL_WAIT)
    page.goto(presenter.url + "/")
    expect(page.locator("h1", has_text="The deal and the bidding rounds")).to_be_visible()
    table = page.locator(".widget-html svg[role=img]").first  # the bidding round's table
    expect(table).to_be_visible()
    title = BiddingRound(seed=11, seat="South").table.value.split("<title>", 1)[1].split("</title>", 1)[0]
    expect(table.locator("> title")).to_have_text(title)
    page.wait_for_function(f"() => [...document.querySelectorAll('canvas')].some(c => ({PAINTED})(c) > 0.5)")
    assert page.locator(".jp-CodeCell .jp-InputArea, .jp-CodeMirrorEditor, .cm-editor").count() == 0
    assert "DealAnimation(seed=3)" not in page.content()
    page.locator(".widget-dropdown", has_text="Trump").locator("select").select_option(label="spades")
    expect(page.locator("text=sorted with spades as trump")).to_be_visible()
    page.wait_for_timeout(1500)  # let the re-sort frames play before the screenshot
    page.screenshot(path=str(artifacts / "classroom-present.png"), full_page=True)
    table.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "classroom-present-bidding.png"))
