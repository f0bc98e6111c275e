"""The bid trainer in a real browser: every control, the verdict and both sets of numbers.

A local copy of each trainer (same seed and sample counts) answers the same way in this process,
so each expectation is what the analysis says the learner should see. Issue 15's trainer bullets,
one by one: the answer buttons close after the verdict; the headers do not run together; one
kind of minus sign (−); the button's verb is the verdict's verb. Issue 13: the hidden-card
figures beside the face-up ones, with the reason face up is optimistic and ± called sampling error.
The time from a click to the verdict and to the hidden-card figures (measured in the page, from the
click event to the change on screen) is written to ``test-artifacts/browser/trainer-latency.txt``
(measured, never asserted).

The answers, verdicts and Next hand are checked in JupyterLab and in the offline JupyterLite site
(:mod:`.drivers`, Pyodide's kernel); the assist wording and the 150% layout in JupyterLab only.
"""

from __future__ import annotations

import html
import itertools
import re
from pathlib import Path

from playwright.sync_api import Locator, Page, expect

from euchre_teach.widgets.trainer import BidTrainer

from .conftest import KERNEL_WAIT
from .drivers import JupyterLab, JupyterLite, shot_name
from .labdriver import run_notebook
from .layout import collapse_left_sidebar
from .shown import INTERNALS

#: Where each header's words start and end on screen (the text, not its cell), left to right.
WORDS = """(row) => [...row.querySelectorAll('th')].map(th => {
  const range = document.createRange(); range.selectNodeContents(th);
  const box = range.getBoundingClientRect(); return [box.left, box.right];
})"""


#: Times (performance.now(), ms) of the next answer click, the verdict shown, and the hidden-card figures shown.
STOPWATCH = """(root) => {
  const times = window.euchreStopwatch = {};
  root.addEventListener('click', () => { times.click ??= performance.now(); }, {capture: true});
  new MutationObserver(() => {
    if (!times.click) return;
    if (!times.verdict && root.querySelector('.euchre-good, .euchre-error')) times.verdict = performance.now();
    if (!times.numbers && root.querySelector('.euchre-numbers') && !root.querySelector('.euchre-pending'))
      times.numbers = performance.now();
  }).observe(root, {subtree: true, childList: true, characterData: true, attributes: true});
}"""


def _text(value: str) -> str:
    """An HTML fragment's text, as a browser shows it."""
    return html.unescape(re.sub(r"<[^>]+>", "", value)).strip()


def _cells(value: str) -> list[str]:
    """The text of every table cell (th and td) in an HTML fragment."""
    return [_text(cell) for cell in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", value)]


def _trainer(page: Page, index: int) -> Locator:
    trainer = page.locator(".euchre-trainer").nth(index)
    trainer.evaluate("e => e.scrollIntoView({block: 'start'})")
    return trainer


def _fits_the_notebook(page: Page, part: Locator) -> None:
    panel, box = page.locator(".jp-NotebookPanel").first.bounding_box(), part.bounding_box()
    assert panel is not None and box is not None and box["x"] + box["width"] <= panel["x"] + panel["width"]


def test_trainer_answer_verdict_numbers_and_next_hand(laptop: Page, driver: JupyterLab | JupyterLite,
                                                      artifacts: Path) -> None:
    page, wait = laptop, driver.wait
    driver.run(page, "trainer.ipynb", ".euchre-trainer button")
    collapse_left_sidebar(page)
    local = BidTrainer(seed=5, seat="South", samples=60, hidden_samples=40)
    trainer = _trainer(page, 0)
    labels = [b.description for b in local.choices.children]
    for label in labels:
        expect(trainer.locator(f".widget-button:text-is('{label}')")).to_be_enabled()
    trainer.evaluate(STOPWATCH)
    trainer.locator(f".widget-button:text-is('{labels[-1]}')").click()
    local.choices.children[-1].click()
    verdict, hidden = local.decision, local.hidden
    assert verdict is not None and hidden is not None
    answer = trainer.locator(".euchre-good, .euchre-error").first
    expect(answer).to_contain_text(verdict.label.capitalize(), timeout=wait)
    expect(trainer.locator(".euchre-numbers")).to_be_visible()
    expect(trainer.locator(".euchre-pending")).to_have_count(0, timeout=wait)  # the hidden-card figures follow
    times = page.evaluate("window.euchreStopwatch")
    to_verdict, to_numbers = (times["verdict"] - times["click"]) / 1000, (times["numbers"] - times["click"]) / 1000
    expect(answer).to_have_text(_text(local.verdict.value))  # word for word
    for label in labels:  # answered: no second answer to the same question
        expect(trainer.locator(f".widget-button:text-is('{label}')")).to_be_disabled()
    trainer.locator(f".widget-button:text-is('{labels[0]}')").click(force=True)  # a click on a closed button
    expect(answer).to_contain_text(verdict.label.capitalize())

    table = trainer.locator(".euchre-numbers")
    expect(table.locator("th, td")).to_have_text(_cells(local.numbers.value))  # every figure, face up and hidden
    heads = table.locator("tr").nth(1).locator("th")
    expect(heads).to_have_text(["bid", "make it", "euchred", "expected points", "make it", "euchred",
                                "expected points"])
    expect(table.locator("tr").first.locator("th")).to_have_text(["", "every card face up", "cards hidden"])
    spans = table.locator("tr").nth(1).evaluate(WORDS)
    gaps = [after[0] - before[1] for before, after in itertools.pairwise(spans)]
    assert min(gaps) >= 8, f"the header words run together: gaps {gaps} px"
    words = trainer.inner_text()
    assert not re.search(r"(?<![\w−])-\d", words), "a hyphen used as a minus sign"
    assert not INTERNALS.search(words)
    for said in ("every player saw every card", "optimistic", "sampling error", "see only their own cards"):
        expect(trainer).to_contain_text(said)
    _fits_the_notebook(page, table)
    page.screenshot(path=str(artifacts / shot_name(page, "trainer-verdict")))
    (artifacts / shot_name(page, "trainer-latency").replace(".png", ".txt")).write_text(
        f"seed 5, '{labels[-1]}': click to verdict {to_verdict:.2f} s, to the hidden-card figures "
        f"{to_numbers:.2f} s ({hidden.samples} deals played out; the face-up figures from {local.samples} at most)\n")

    dealt, drawn = local.hand.hand(local.seat), trainer.locator("svg").first.evaluate("svg => svg.outerHTML")
    trainer.locator(".widget-button:text-is('Next hand ▶')").click()
    local.next_button.click()
    first = [b.description for b in local.choices.children]
    for label in first:
        expect(trainer.locator(f".widget-button:text-is('{label}')")).to_be_enabled()
    expect(trainer.locator(".euchre-numbers")).to_have_count(0)
    expect(trainer.locator("p").first).to_have_text(_text(local.prompt.value))
    assert local.hand.hand(local.seat) != dealt  # a new question: other cards, drawn on the page
    page.wait_for_function("([root, drawn]) => root.querySelector('svg').outerHTML !== drawn",
                           arg=[trainer.element_handle(), drawn], timeout=wait)
    page.screenshot(path=str(artifacts / shot_name(page, "trainer-next")))

    # each other answer to seed 5's question, on its own trainer (notebook cell 4): its own verdict, then closed
    for index, label in enumerate(labels[:-1], start=2):
        other = BidTrainer(seed=5, seat="South", samples=60, hidden_samples=40)
        trainer = _trainer(page, index)
        trainer.locator(f".widget-button:text-is('{label}')").click()
        other.choices.children[labels.index(label)].click()
        assert other.decision is not None
        answer = trainer.locator(".euchre-good, .euchre-error").first
        expect(answer).to_have_text(_text(other.verdict.value), timeout=wait)
        expect(answer).to_contain_text(other.decision.label.capitalize())
        for each in labels:
            expect(trainer.locator(f".widget-button:text-is('{each}')")).to_be_disabled()
        expect(trainer.locator(".euchre-pending")).to_have_count(0, timeout=wait)
        expect(trainer.locator(".euchre-numbers th, .euchre-numbers td")).to_have_text(_cells(other.numbers.value))
    page.screenshot(path=str(artifacts / shot_name(page, "trainer-each-answer")))


def test_trainer_says_assist_where_the_button_does_and_fits_at_150_percent(page: Page, lab, artifacts: Path) -> None:
    page.set_viewport_size({"width": 853, "height": 533})  # 1280×800 zoomed to 150%, in CSS pixels
    run_notebook(page, lab, "trainer.ipynb", ".euchre-trainer button")
    collapse_left_sidebar(page)
    local = BidTrainer(seed=11, seat="South", samples=60, hidden_samples=40)
    labels = [b.description for b in local.choices.children]
    assist = next(label for label in labels if label.startswith("assist ("))
    trainer = _trainer(page, 1)
    trainer.locator(f".widget-button:text-is('{assist}')").click()
    local.choices.children[labels.index(assist)].click()
    expect(trainer.locator(".euchre-pending")).to_have_count(0, timeout=KERNEL_WAIT)
    expect(trainer.locator(".euchre-numbers")).to_be_visible()
    words = trainer.inner_text()
    assert "assist" in words and "ordering up" not in words and "order it up" not in words
    expect(trainer.locator(".euchre-good, .euchre-error").first).to_contain_text("assist")
    _fits_the_notebook(page, trainer.locator(".euchre-numbers"))
    trainer.screenshot(path=str(artifacts / "trainer-assist.png"))
