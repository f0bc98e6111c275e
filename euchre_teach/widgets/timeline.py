"""History timeline: dated events of euchre's history, each with its source and disputed claims marked."""

from __future__ import annotations

import html

import ipywidgets as W

from euchre_teach.history import EVENTS, Event

ALL, DISPUTED = "All events", "Disputed claims only"


def event_html(event: Event) -> str:
    """One event as an HTML list item: date, title, text, source link, dispute mark."""
    mark = (f'<div class="euchre-disputed" style="margin-top:4px;padding:4px 8px;border-left:4px dashed #a05a00;'
            f'background:#fff4e0"><b>⚑ Disputed:</b> {html.escape(event.dispute)}</div>' if event.disputed else "")
    return (f'<li class="euchre-event" style="margin:0 0 12px 0;list-style:none;border-left:4px solid #1d6b3a;'
            f'padding-left:12px"><div style="font-size:1.1em"><b>{html.escape(event.year)}</b> — '
            f"<b>{html.escape(event.title)}</b>{' ⚑' if event.disputed else ''}</div>"
            f"<div>{html.escape(event.text)}</div>"
            f'<div style="font-size:0.9em">Source: <a href="{html.escape(event.source_url)}" target="_blank" '
            f'rel="noopener">{html.escape(event.source)}</a></div>{mark}</li>')


class HistoryTimeline(W.VBox):
    """Every event in date order; a switch shows only the disputed claims."""

    def __init__(self) -> None:
        self.filter = W.ToggleButtons(options=[ALL, DISPUTED], value=ALL, description="Show",
                                      tooltips=["Every dated event", "Only the claims that sources disagree on"],
                                      style={"button_width": "auto"})
        self.filter.observe(lambda _change: self._show(), names="value")
        self.list = W.HTML()
        super().__init__([self.filter, self.list])
        self._show()

    @property
    def events(self) -> tuple[Event, ...]:
        """The events shown now."""
        chosen = EVENTS if self.filter.value == ALL else tuple(e for e in EVENTS if e.disputed)
        return tuple(sorted(chosen, key=lambda e: e.sort_year))

    def _show(self) -> None:
        items = "".join(event_html(e) for e in self.events)
        self.list.value = (f'<ol class="euchre-timeline" aria-label="Euchre history timeline" style="padding:0">'
                           f"{items}</ol>")
