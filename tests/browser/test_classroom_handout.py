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
    assert pictures == [titles(DealAnimation(seed=3, use_canvas=False).svg.value),  # the animation, as SVG
                        titles(BiddingRound(seed=11, seat="South").table.value)]  # the bidding widget's table
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
    expect(pictures).to_have_count(2)
    for index in range(2):
        assert pictures.nth(index).bounding_box()["width"] > 300  # type: ignore[index]
    page.screenshot(path=str(artifacts / "classroom-handout.png"), full_page=True)


def test_the_chromium_found_for_the_tests_is_the_one_used(browser_type_launch_args: dict) -> None:
    assert os.path.samefile(browser_type_launch_args["executable_path"], find_chromium() or "")
