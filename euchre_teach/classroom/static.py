"""Widgets as static HTML, for handouts: what each widget shows now, with no kernel or JavaScript.

:func:`show_widgets_as_html` runs inside the kernel that executes a lesson for a handout. It adds
a ``text/html`` picture beside every widget's live view; pictures come out as SVG because a
canvas has no static form. Only layout is done here: the widgets' values are the engine's.

Paper has no live controls: buttons are left out, a choice prints as "Trump: spades", a tab as its
title. A self-check prints as a question with tick boxes and its answer in a hidden
``euchre-answer`` block, which :mod:`euchre_teach.classroom.handout` numbers and gathers into an
answer key at the end.
"""

from __future__ import annotations

import html
import re
import sys
from typing import Any


def show_widgets_as_html() -> None:
    """Give every widget displayed from now on a static HTML copy (call before importing the widgets)."""
    sys.modules.setdefault("ipycanvas", None)  # type: ignore[arg-type]  # None blocks the import: views fall back to SVG
    import ipywidgets
    from IPython import get_ipython

    get_ipython().display_formatter.formatters["text/html"].for_type(ipywidgets.DOMWidget, printed_widget)


def printed_widget(widget: Any) -> str:
    """A displayed widget's static copy, in one block that the handout keeps on one page."""
    shown = widget_html(widget)
    return f'<div class="euchre-widget">{shown}</div>' if shown else ""


#: A table's picture for phones beside its wide one (:func:`euchre_teach.widgets.base.table_html`): paper
#: prints the wide one only.
PHONES_TABLE = re.compile(r'<div class="euchre-narrow-table"><svg\b.*?</svg></div>', re.S)


def widget_html(widget: Any) -> str:
    """Static HTML for ``widget`` and its children, as it looks now."""
    import ipywidgets as W

    from euchre_teach.widgets.selfcheck import SelfCheck

    layout = getattr(widget, "layout", None)
    if layout is not None and (layout.display == "none" or layout.visibility == "hidden"):
        return ""
    if isinstance(widget, SelfCheck):
        return self_check_html(widget)
    if isinstance(widget, (W.Tab, W.Accordion)):
        return _tab_html(widget)
    if isinstance(widget, W.Box):
        return _box_html(widget)
    return _control_html(widget)


def _tab_html(widget: Any) -> str:
    """A tab or accordion on paper: the title and contents of the one shown."""
    index = widget.selected_index or 0
    title = widget.titles[index] if index < len(widget.titles) else ""
    chosen = widget_html(widget.children[index]) if widget.children else ""
    return f'<div class="euchre-tab"><p><b>{html.escape(title or "")}</b></p>{chosen}</div>'


def _box_html(widget: Any) -> str:
    """A row (``HBox``) or column of widgets; nothing when none of them prints."""
    import ipywidgets as W

    inner = "".join(widget_html(child) for child in widget.children)
    if not inner.strip():
        return ""
    if isinstance(widget, W.HBox):
        return f'<div style="display:flex;flex-direction:row;flex-wrap:wrap;gap:4px 12px">{inner}</div>'
    return f"<div>{inner}</div>"  # a column: plain blocks, which print breaks between


def _control_html(widget: Any) -> str:
    """A single widget: its HTML, its text, or what is chosen in it (a button prints as nothing)."""
    import ipywidgets as W

    if isinstance(widget, (W.HTML, W.HTMLMath)):
        return PHONES_TABLE.sub("", str(widget.value))
    if isinstance(widget, (W.Button, W.IntSlider, W.Play)):
        return ""  # a control to press or drag: nothing to do on paper (a stepper's narration says the step)
    if isinstance(widget, W.Label):
        return f"<span>{html.escape(widget.value)}</span>"
    if hasattr(widget, "options") and hasattr(widget, "label"):  # one choice among options
        options = [option if isinstance(option, tuple) else (str(option), option) for option in widget.options]
        chosen = next((label for label, value in options if value == widget.value), "")
        return _labelled(widget, html.escape(chosen))
    if hasattr(widget, "value"):  # sliders, text boxes, check boxes
        return _labelled(widget, html.escape(str(widget.value)))
    return ""


def self_check_html(check: Any) -> str:
    """A self-check on paper: the question, a tick box per answer, and its answer for the key (hidden)."""
    boxes = "".join(f'<li><span class="euchre-tick" aria-hidden="true">☐</span> {html.escape(answer)}</li>'
                    for answer in check.shown)
    key = (f'<div class="euchre-answer" hidden><b>{html.escape(check.correct)}</b>: '
           f"{html.escape(check.answers[check.correct])}</div>")
    return (f'<div class="euchre-selfcheck"><p class="euchre-question"><b>{html.escape(check.question)}</b></p>'
            f'<ul class="euchre-ticks">{boxes}</ul>{key}</div>')


def _labelled(widget: Any, shown: str) -> str:
    label = html.escape(getattr(widget, "description", "") or "")
    return f"<div>{label + ': ' if label else ''}{shown}</div>"
