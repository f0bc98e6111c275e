"""Layout checks in a real browser: pictures that overflow their column, a widget that fits the screen."""

from __future__ import annotations

from playwright.sync_api import Locator, Page

#: Every picture wider than its notebook (or page) column, or an output that scrolls sideways.
OVERFLOW = """() => {
  const panel = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook')
             || document.querySelector('#rendered_cells') || document.body;
  const right = Math.min(panel.getBoundingClientRect().right, document.documentElement.clientWidth);
  const found = [];
  const pictures = 'svg[role=img], .jp-OutputArea-output img, .jp-OutputArea-output canvas';
  for (const picture of document.querySelectorAll(pictures)) {
    const box = picture.getBoundingClientRect();
    if (box.width === 0) continue;  // not shown (another tab)
    const name = picture.getAttribute('aria-label') || picture.getAttribute('alt') || picture.tagName;
    if (box.right > right + 1) found.push(`${name}: right edge ${Math.round(box.right)} > ${Math.round(right)}`);
  }
  for (const output of document.querySelectorAll('.jp-OutputArea-output, .widget-html-content')) {
    if (output.getBoundingClientRect().width === 0) continue;
    if (output.scrollWidth > output.clientWidth + 2)
      found.push(`scrolls sideways: ${output.className} ${output.scrollWidth} > ${output.clientWidth}`);
  }
  return found;
}"""


def overflowing_pictures(page: Page) -> list[str]:
    """What sticks out of the notebook column at the current viewport (empty when all fits)."""
    return page.evaluate(OVERFLOW)


#: Every answer button whose words are cut short (the text wider than the button, shown with "…").
CUT = """() => [...document.querySelectorAll('.euchre-answers .widget-button')]
  .filter(b => b.getBoundingClientRect().width > 0 && b.scrollWidth > b.clientWidth + 1)
  .map(b => `${b.textContent.trim()}: ${b.scrollWidth} > ${b.clientWidth}`)"""


def cut_answers(page: Page) -> list[str]:
    """The answers shown cut short at the current viewport (empty when every answer is whole)."""
    return page.evaluate(CUT)


def collapse_left_sidebar(page: Page) -> None:
    """Close JupyterLab's left sidebar (the file browser) if it is open, as a learner on a small screen would,
    and wait until it is closed (a click JupyterLab is too busy to take is tried again)."""
    current = page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")
    for _attempt in range(3):
        if not current.count():
            return
        current.first.click()
        try:
            current.first.wait_for(state="detached", timeout=5_000)
        except Exception:  # the click was lost (the page was busy): try again
            continue
    assert current.count() == 0, "the left sidebar stays open"


def outside_viewport(page: Page, box: Locator) -> list[str]:
    """The pictures and buttons of ``box`` not wholly on screen once its top is at the top of the screen."""
    box.evaluate("b => b.scrollIntoView({block: 'start'})")
    return page.evaluate("""(box) => {
      const height = window.innerHeight, width = window.innerWidth, found = [];
      for (const part of box.querySelectorAll('svg[role=img], canvas, button, select, .noUi-target')) {
        const r = part.getBoundingClientRect();
        if (r.width === 0) continue;
        if (r.top < -1 || r.bottom > height + 1 || r.left < -1 || r.right > width + 1)
          found.push(`${part.getAttribute('aria-label') || part.textContent.trim() || part.tagName}: `
                     + `${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)}`);
      }
      return found;
    }""", box.element_handle())


#: For each picture shown, the smallest text it draws, in CSS px as rendered (its font size times the
#: picture's scale on screen): what a learner at that screen and zoom actually reads.
SMALLEST_TEXT = """(scope) => {
  const root = scope ? document.querySelector(scope) : document;
  const found = [];
  for (const svg of root.querySelectorAll('svg[role=img]')) {
    if (svg.getBoundingClientRect().width === 0) continue;  // not shown (another tab)
    let smallest = Infinity, what = '';
    for (const text of svg.querySelectorAll('text')) {
      const matrix = text.getScreenCTM();
      const size = parseFloat(getComputedStyle(text).fontSize) * Math.hypot(matrix.a, matrix.b);
      if (size < smallest) { smallest = size; what = text.textContent; }
    }
    if (smallest < Infinity)
      found.push({picture: (svg.getAttribute('aria-label') || '').slice(0, 70), size: smallest, text: what});
  }
  return found;
}"""


def smallest_texts(page: Page, scope: str = "") -> list[dict]:
    """Each shown picture's smallest rendered text (``picture``, ``size`` in CSS px, ``text``), in ``scope``."""
    return page.evaluate(SMALLEST_TEXT, scope)


def small_texts(page: Page, least: float, scope: str = "") -> list[str]:
    """The pictures whose smallest text is under ``least`` CSS px (empty when every picture reads)."""
    return [f"{p['picture']}: {p['text']!r} at {p['size']:.1f}px" for p in smallest_texts(page, scope)
            if p["size"] < least - 0.05]


def taller_than_screen(page: Page, box: Locator) -> list[str]:
    """The pictures and controls of ``box`` that would not be on screen with ``box``'s top at the top of its
    scrolling area (a notebook's, or the page's): what a learner could not see without scrolling away."""
    return page.evaluate("""(box) => {
      let scroller = box.parentElement;
      while (scroller && !(/(auto|scroll)/.test(getComputedStyle(scroller).overflowY)
                           && scroller.scrollHeight > scroller.clientHeight)) scroller = scroller.parentElement;
      const area = scroller ? scroller.getBoundingClientRect() : {top: 0, bottom: window.innerHeight};
      const room = Math.min(area.bottom, window.innerHeight) - Math.max(area.top, 0);
      const top = box.getBoundingClientRect().top, found = [];
      for (const part of box.querySelectorAll('svg[role=img], canvas, button, select, input')) {
        const r = part.getBoundingClientRect();
        if (r.width === 0) continue;
        if (r.bottom - top > room + 1)
          found.push(`${part.getAttribute('aria-label') || part.textContent.trim() || part.tagName}: `
                     + `${Math.round(r.bottom - top)} px down, ${Math.round(room)} px on screen`);
      }
      return found;
    }""", box.element_handle())
