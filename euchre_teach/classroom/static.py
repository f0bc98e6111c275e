"""Widgets as static HTML, for handouts: what each widget shows now, with no kernel or JavaScript.

:func:`show_widgets_as_html` runs inside the kernel that executes a lesson for a handout. It adds
a ``text/html`` picture beside every widget's live view; pictures come out as SVG because a
canvas has no static form. Only layout is done here: the widgets' values are the engine's.
"""

from __future__ import annotations

import html
import sys
from typing import Any

_BUTTON = "display:inline-block;border:1px solid #999;border-radius:4px;padding:1px 8px;margin:2px;background:#f4f4f4"


def show_widgets_as_html() -> None:
    """Give every widget displayed from now on a static HTML copy (call before importing the widgets)."""
    sys.modules.setdefault("ipycanvas", None)  # type: ignore[arg-type]  # None blocks the import: views fall back to SVG
    import ipywidgets
    from IPython import get_ipython

    get_ipython().display_formatter.formatters["text/html"].for_type(ipywidgets.DOMWidget, widget_html)


def widget_html(widget: Any) -> str:
    """Static HTML for ``widget`` and its children, as it looks now."""
    import ipywidgets as W

    layout = getattr(widget, "layout", None)
    if layout is not None and (layout.display == "none" or layout.visibility == "hidden"):
        return ""
    if isinstance(widget, (W.Tab, W.Accordion)):
        index = widget.selected_index or 0
        tabs = "".join(_button(title or "", bold=i == index) for i, title in enumerate(widget.titles))
        chosen = widget_html(widget.children[index]) if widget.children else ""
        return f"<div>{tabs}</div>{chosen}"
    if isinstance(widget, W.Box):
        direction = "row" if isinstance(widget, W.HBox) else "column"
        inner = "".join(widget_html(child) for child in widget.children)
        return f'<div style="display:flex;flex-direction:{direction};flex-wrap:wrap;gap:4px">{inner}</div>'
    if isinstance(widget, (W.HTML, W.HTMLMath)):
        return widget.value
    if isinstance(widget, W.Button):
        return _button(widget.description)
    if isinstance(widget, W.Label):
        return f"<span>{html.escape(widget.value)}</span>"
    if hasattr(widget, "options") and hasattr(widget, "label"):  # one choice among options
        options = [option if isinstance(option, tuple) else (str(option), option) for option in widget.options]
        chosen = next((label for label, value in options if value == widget.value), "")
        if isinstance(widget, W.ToggleButtons):
            return _labelled(widget, "".join(_button(label, bold=label == chosen) for label, _ in options))
        return _labelled(widget, html.escape(chosen))
    if hasattr(widget, "value"):  # sliders, text boxes, check boxes
        return _labelled(widget, html.escape(str(widget.value)))
    return ""


def _button(text: str, *, bold: bool = False) -> str:
    weight = ";font-weight:bold;border-color:#333" if bold else ""
    return f'<span style="{_BUTTON}{weight}">{html.escape(text)}</span>'


def _labelled(widget: Any, shown: str) -> str:
    label = html.escape(getattr(widget, "description", "") or "")
    return f"<div>{label + ': ' if label else ''}{shown}</div>"
