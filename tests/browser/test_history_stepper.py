"""Real-browser tests of the history stepper: at 1024×768 (predict, reveal, next era, timeline click, 150% zoom,
print), and on a projector (1280×800, the projector style: a tab each for the era, table, questions, answer).

Every control is also clicked in JupyterLab and in the offline site by ``test_controls.py``.

Every expectation is computed here by the engine from the same history deal, so the test
checks that the browser shows what the engine says.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from playwright.sync_api import Locator, Page, expect

from euchre_teach.history import ERAS, era_step, what_changed
from euchre_teach.widgets import HistoryStepper
from euchre_teach.widgets.history_stepper import TABS, YES
from euchre_teach.widgets.timeline import era_label

from .labdriver import run_notebook
from .layout import collapse_left_sidebar, outside_viewport, smallest_texts


def title(svg: str) -> str:
    """A picture's text alternative, as the browser shows it."""
    return html.unescape(svg.split("<title>", 1)[1].split("</title>", 1)[0])


def shot(page: Page, artifacts: Path, name: str) -> None:
    page.screenshot(path=str(artifacts / f"{name}.png"), full_page=False)


def stepper_part(page: Page, css: str):
    return page.locator(f".jp-OutputArea-output {css}").first


def test_history_stepper_predict_reveal_next_era_and_timeline(page: Page, lab, artifacts: Path) -> None:
    page.set_viewport_size({"width": 1024, "height": 768})
    run_notebook(page, lab, "history_stepper.ipynb", "button:has-text('Show the hand played')")
    reveal = page.locator("button:has-text('Show the hand played')")
    header = page.locator(".jp-OutputArea-output h3").first
    expect(header).to_contain_text("Jucker")
    expect(page.locator(".euchre-reconstructed").first).to_contain_text("reconstruction")
    expect(reveal).to_be_disabled()
    expect(page.locator(".euchre-what-changed")).to_have_count(0)
    shot(page, artifacts, "history-jucker-predict")

    jucker = era_step(0)
    hand, trick = jucker.now.hand, jucker.key_trick
    wrong = next(hand.seat_name(seat) for seat, _card in trick.plays if seat != trick.winner)
    page.locator(f".widget-button:text-is('{wrong}')").click()
    expect(page.locator(".euchre-info").first).to_contain_text("One more prediction")
    page.locator("button:has-text('Yes, all five tricks')").click()
    expect(reveal).to_be_enabled()
    reveal.click()
    winner = hand.seat_name(trick.winner)
    expect(page.locator(f"text=Not quite: {winner} wins trick {trick.number}").first).to_be_visible()
    expect(page.locator("text=Right: the makers take all five tricks").first).to_be_visible()
    expect(page.locator(".euchre-what-changed")).to_contain_text(what_changed(0))
    expect(page.locator("svg[role=img] > title", has_text="Trump order in this era").first).to_be_attached()
    expect(page.locator(".euchre-history-tricks li")).to_have_count(5)
    page.locator(".euchre-what-changed").scroll_into_view_if_needed()
    shot(page, artifacts, "history-jucker-revealed")

    page.locator("button:has-text('Next era ▶')").click()
    expect(header).to_contain_text("Early American euchre")
    expect(reveal).to_be_disabled()
    expect(page.locator(".euchre-what-changed")).to_have_count(0)
    expect(page.locator("text=Does the maker march").first).to_be_visible()

    best = era_step(2)
    page.locator(".euchre-event").last.scroll_into_view_if_needed()  # down the timeline, the stepper far above
    expect(header).not_to_be_in_viewport()
    page.locator(f".widget-button:text-is('{era_label(ERAS[2])}')").click()
    expect(header).to_contain_text("The best bower")
    expect(header).to_be_in_viewport()  # the timeline brings the stepper it opened into view
    expect(page.locator(".euchre-good", has_text="The best bower is open in the history stepper")).to_be_attached()
    expect(page.locator(".jp-OutputArea-output .euchre-disputed").first).to_contain_text("Parlett")
    header.scroll_into_view_if_needed()
    shot(page, artifacts, "history-1868-predict")
    page.locator(f".widget-button:text-is('{best.now.hand.seat_name(best.key_trick.winner)}')").first.click()
    page.locator("button:has-text('No, the march is broken')").click()
    reveal.click()
    expect(page.locator("text=Right: North wins trick 2").first).to_be_visible()
    took = best.now.hand.maker_tricks
    expect(page.locator(f"text=Right: the makers take {took} of the 5 tricks").first).to_be_visible()
    expect(page.locator(".euchre-what-changed")).to_contain_text("in place of the 9♠")
    expect(page.locator("svg[role=img] > title", has_text="joker, best bower").first).to_be_attached()
    page.locator(".euchre-what-changed").scroll_into_view_if_needed()
    shot(page, artifacts, "history-1868-revealed")

    page.set_viewport_size({"width": 853, "height": 533})  # what 1280×800 shows at 150% zoom
    collapse_left_sidebar(page)  # as a learner on a small screen does: the pictures keep their 12 px text
    # At 150% zoom the pictures keep their 12 px text (the drawing is sized to its text); a table wider than
    # the notebook's column scrolls sideways within its own box rather than shrinking its text.
    texts = smallest_texts(page, ".euchre-history-stepper")
    assert texts and all(t["size"] >= 11.95 for t in texts), texts
    for svg in ("svg[role=img] >> nth=0", "svg[role=img]:has(title:has-text('Trump order in this era'))"):
        picture = page.locator(f".jp-OutputArea-output {svg}").first
        picture.scroll_into_view_if_needed()
        area = page.locator(".jp-OutputArea-output").first.bounding_box()
        box = picture.bounding_box()
        assert box and area and box["x"] >= area["x"] - 1, "the picture starts inside the output at 150% zoom"
    shot(page, artifacts, "history-1868-zoom-150")
    page.emulate_media(media="print")
    expect(page.locator(".euchre-what-changed")).to_be_visible()
    shot(page, artifacts, "history-1868-print")


def check_projector_tabs(page: Page, box: Locator, artifacts: Path, name: str) -> None:
    """The projector layout at 1280×800: a tab each for the era, the table, the questions and the answer; the
    table takes at least half the screen's height; every tab's pictures and buttons are on screen; the reveal
    opens the answer tab, the next era the era tab."""
    local = HistoryStepper(style="projector")
    tabs = box.locator(".lm-TabBar-tab")
    expect(tabs).to_have_text(list(TABS))

    def open_tab(title: str) -> None:
        tabs.filter(has_text=title).click()
        expect(tabs.filter(has_text=title)).to_have_class(re.compile("lm-mod-current"))
        assert outside_viewport(page, box) == [], f"{title}: not on one 1280×800 screen"
        page.screenshot(path=str(artifacts / f"{name}-{title.lower().replace(' ', '-')}.png"))

    expect(tabs.filter(has_text="The era")).to_have_class(re.compile("lm-mod-current"))
    expect(box.locator("h3:visible").first).to_have_text(f"{local.era.name} · {local.era.years}")
    open_tab("The era")
    open_tab("The table")
    table = box.locator("svg[role=img]:visible").first
    expect(table.locator("> title")).to_have_text(title(local.table.value))
    height = table.bounding_box()["height"]  # type: ignore[index]
    assert height >= 0.5 * 800, f"the table is {height:.0f} px high on a 800 px screen"
    open_tab("The answer")
    expect(box.locator("text=Predict first (the Predict tab)")).to_be_visible()
    open_tab("Predict")
    box.locator(f".widget-button:text-is('{local.trick_buttons.children[0].description}')").click()
    box.locator(f"button:has-text('{YES}')").click()
    box.locator("button:has-text('Show the hand played')").click()
    expect(tabs.filter(has_text="The answer")).to_have_class(re.compile("lm-mod-current"))
    expect(box.locator(".euchre-what-changed")).to_be_visible()
    assert outside_viewport(page, box) == [], "the answer: not on one 1280×800 screen"
    expect(box.locator(".euchre-what-changed")).to_be_in_viewport(ratio=1)  # the era's point, on screen
    page.screenshot(path=str(artifacts / f"{name}-the-answer-revealed.png"))
    box.locator("button:has-text('Next era')").click()
    expect(tabs.filter(has_text="The era")).to_have_class(re.compile("lm-mod-current"))
    expect(box.locator("h3:visible").first).to_have_text(f"{ERAS[1].name} · {ERAS[1].years}")


def test_history_stepper_on_a_projector_gives_the_table_the_screen(page: Page, lab, artifacts: Path) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    run_notebook(page, lab, "history_projector.ipynb", ".euchre-history-stepper .lm-TabBar-tab")
    box = page.locator(".jp-OutputArea-output .euchre-history-stepper").first
    check_projector_tabs(page, box, artifacts, "history-projector-lab")
