"""The widgets' style home: the page styles the widgets put beside their pictures and controls.

The pictures themselves are styled by :mod:`euchre_teach.render.style` (colours, sizes, the
projector and colour-blind styles); this module holds the CSS of the widgets' own layout.
"""

from __future__ import annotations

import ipywidgets as W

#: Focus rings a keyboard learner sees: 3 px of dark blue (6.4:1 on white, 3:1 and more on the grey of a
#: button), outside the control, on every widget control of the page; a row's box does not clip them.
#: And tab labels in dark grey (10:1 on the tab's grey; JupyterLab's own grey on grey is 4.45:1).
FOCUS_CSS = """
.jupyter-widgets .widget-button:focus-visible, .jupyter-widgets .widget-toggle-button:focus-visible,
.jupyter-widgets select:focus-visible, .jupyter-widgets input:focus-visible,
.euchre-log-box:focus-visible {outline: 3px solid #1a5fb4; outline-offset: 2px;}
.euchre-cards, .euchre-bids, .euchre-choices, .euchre-answers, .euchre-controls {overflow: visible; padding: 5px;}
.jupyter-widgets.widget-tab > .lm-TabBar .lm-TabBar-tab {color: #333333;}
"""
#: Under 600 px (a phone, a narrow window) the widgets' rows become one column: the picture, then the
#: coach and the choices below it, each as wide as the screen; a table is drawn narrow (:func:`table_html`).
NARROW_CSS = """
.euchre-narrow-table {display: none;}
@media (max-width: 600px) {
  .euchre-wide-table {display: none;}
  .euchre-narrow-table {display: block;}
  .euchre-play .euchre-top {flex-direction: column;}
  .euchre-play .euchre-coach {max-height: none; flex-basis: auto;}
  .euchre-answers {flex-direction: column; align-items: stretch;}
  .euchre-answers .widget-button {width: 100%;}
}
"""
#: On a wide screen (a laptop, the projector) an exercise shows its table beside its question, choices and
#: verdict, so that the verdict and "Start again" are on the same screen as the table.
WIDE_CSS = """
@media (min-width: 1000px) {
  .jupyter-widgets.widget-vbox.euchre-exercise {display: grid; grid-template-columns: auto minmax(240px, 1fr);
    column-gap: 16px; align-items: start;}
  .jupyter-widgets.euchre-exercise > * {grid-column: 2;}
  .jupyter-widgets.euchre-exercise > :has(svg[role=img]) {grid-column: 1; grid-row: 1 / span 8;}
  .jupyter-widgets.widget-vbox.euchre-problems {display: grid; grid-template-columns: auto minmax(240px, 1fr);
    column-gap: 16px; align-items: start;}
  .jupyter-widgets.euchre-problems > * {grid-column: 2;}
  .jupyter-widgets.euchre-problems > .euchre-problem-table {grid-column: 1; grid-row: 1 / span 12;}
  .jupyter-widgets.euchre-problems > .euchre-problem-layout {grid-column: 1 / -1;}
}
"""
#: The history stepper's era column is at least as wide as its table at its readable size (the table would
#: otherwise scroll sideways in a narrower column), the questions beside it from 240 px.
HISTORY_CSS = """
.euchre-history-stepper > .widget-hbox > .widget-vbox {min-width: 240px !important;}
@media (min-width: 601px) {
  .euchre-history-stepper > .widget-hbox > .widget-vbox:has(> .widget-html svg[role=img]) {
    min-width: min-content !important;}
}
"""
#: (A problem set, like an exercise, shows its table beside its question, answers and write-up on a wide screen,
#: and a wrong answer's layout of hidden hands below both, as wide as the notebook.)
#: The page styles every widget of the package may bring along (a page shows them once or more, to the same effect).
PAGE_CSS = FOCUS_CSS + NARROW_CSS + WIDE_CSS + HISTORY_CSS

#: The play table's picture height: the screen less the page's bars, the score line, the cards and the message.
PLAY_TABLE_HEIGHT = "100vh - 345px"
#: A table's height in a projector layout (the presenter: no notebook bars, the controls beside the table):
#: the screen less the score line and the page's margins, so that its text reads at 16 px on 1280×800.
PROJECTOR_TABLE_HEIGHT = "100vh - 150px"
#: The stepper's table height: the screen less the page's bars, two rows of controls and the narration.
STEPPER_TABLE_HEIGHT = "100vh - 330px"
#: The play table: picture and coach side by side, card buttons drawn as cards, legal cards ringed,
#: the log scrolling newest first; on a short screen (1280×800 at 150%) the hand, trick and choices
#: still fit on one screen.
PLAY_TABLE_CSS = """<style>
.euchre-play .euchre-play-picture {flex: 0 1 auto; max-width: 100%;}
.euchre-play .euchre-play-picture svg {display: block;}
.euchre-play .euchre-coach {flex: 1 1 220px; min-width: 0; max-height: 60vh; overflow-y: auto;
  font-size: max(12px, 0.95em); padding: 0 6px;}
.euchre-play .euchre-card-button {height: 78px; width: 56px; border: 2px solid #333; border-radius: 7px;
  background: #ffffff; font-size: 21px; font-weight: bold; margin: 2px;}
.euchre-play .euchre-card-button.euchre-legal {border-color: #0b6b2b; box-shadow: 0 0 0 2px #7fd49b;}
.euchre-play .euchre-message {min-height: 1.4em;}
.euchre-play .euchre-choices {column-gap: 12px;}
@media (max-height: 800px) {  /* a laptop: an auction's twenty bids and the controls on the table's screen too */
  .euchre-play .euchre-card-button {height: 66px; width: 50px; font-size: 19px;}
  .euchre-play .euchre-cards, .euchre-play .euchre-bids {padding: 2px 5px;}
}
@media (max-height: 600px) {  /* 1280×800 zoomed to 150%: hand, trick and choices still on one screen */
  .euchre-play .euchre-card-button {height: 60px; width: 46px; font-size: 18px;}
}
.euchre-play .euchre-coach p, .euchre-play .euchre-coach li, .euchre-play .euchre-coach div {line-height: 1.35;}
.euchre-play .euchre-log-box {display: flex; flex-direction: column-reverse; max-height: 34vh; overflow-y: auto;}
.euchre-play .euchre-log {margin: 2px 0; padding-left: 2.2em; font-size: max(12px, 0.92em);}
.euchre-play .euchre-log li {margin-bottom: 2px;}
.euchre-play .euchre-review, .euchre-play .euchre-match-over {line-height: 1.35;}
.euchre-play.euchre-projector .euchre-side {flex: 1 1 300px; min-width: 0; max-height: calc(100vh - 150px);
  overflow-y: auto; padding-left: 8px;}
.euchre-play.euchre-projector .euchre-coach {flex: 0 0 auto; max-height: none; overflow-y: visible;}
""" + PAGE_CSS + "</style>"

#: A row of answers (self-checks, quizzes): each answer wraps onto more lines rather than being cut
#: short with "…" (a tooltip with the rest is never shown on a touch screen), and the row wraps.
ANSWERS_CLASS = "euchre-answers"
ANSWERS_CSS = """<style>
.euchre-answers {flex-wrap: wrap; gap: 4px 6px;}
.euchre-answers .widget-button {white-space: normal; height: auto; min-height: var(--jp-widgets-inline-height, 28px);
  max-width: 100%; overflow: visible; text-overflow: clip; line-height: 1.3; padding: 4px 10px; text-align: left;}
""" + PAGE_CSS + "</style>"


def answers_row(buttons: list[W.Button] | None = None) -> W.HBox:
    """A row of answer buttons that wrap (see :data:`ANSWERS_CSS`, which comes with the row)."""
    row = W.HBox(buttons or [])
    row.add_class(ANSWERS_CLASS)
    return row


def answers_style() -> W.HTML:
    """The page style the answer rows need (a widget with a row of answers shows it once)."""
    return W.HTML(ANSWERS_CSS, layout=W.Layout(height="0px", margin="0px"))


def focus_style() -> W.HTML:
    """The page styles alone (:data:`PAGE_CSS`), for a widget with neither answers nor a table."""
    return W.HTML(f"<style>{PAGE_CSS}</style>", layout=W.Layout(height="0px", margin="0px"))


#: A status line's style by kind of message.
MESSAGE_STYLE = {kind: f"color:{colour};font-size:1.05em;padding:2px 0"
                 for kind, colour in (("error", "#a40000"), ("good", "#0b6b2b"), ("info", "#222222"))}
#: The mark before a message, so that its kind does not rest on colour alone.
MESSAGE_MARK = {"error": "✗ ", "good": "✓ ", "info": ""}
