"""History timeline: dated events of euchre's history, each with its sources, disputed claims marked.

With a :class:`~euchre_teach.widgets.history_stepper.HistoryStepper` attached, a row of era
buttons opens that era in the stepper: the timeline says what happened, the stepper plays it.
"""

from __future__ import annotations

import html
from functools import partial
from typing import TYPE_CHECKING

import ipywidgets as W

from euchre_teach.errors import EuchreError
from euchre_teach.history import ERAS, EVENTS, Era, Event, disputed_events
from euchre_teach.widgets.base import button, message_html, on_change, show_message

if TYPE_CHECKING:
    from euchre_teach.widgets.history_stepper import HistoryStepper

ALL, DISPUTED = "All events", "Disputed claims only"


def _links(event: Event) -> str:
    return "; ".join(f'<a href="{html.escape(s.url)}" target="_blank" rel="noopener">{html.escape(s.title)}</a>'
                     for s in event.sources)


def event_html(event: Event) -> str:
    """One event as an HTML list item: date, title, text, source links, dispute mark."""
    mark = (f'<div class="euchre-disputed" style="margin-top:4px;padding:4px 8px;border-left:4px dashed #a05a00;'
            f'background:#fff4e0"><b>⚑ Disputed:</b> {html.escape(event.dispute)}</div>' if event.disputed else "")
    return (f'<li class="euchre-event" style="margin:0 0 12px 0;list-style:none;border-left:4px solid #1d6b3a;'
            f'padding-left:12px"><div style="font-size:1.1em"><b>{html.escape(event.year)}</b> — '
            f"<b>{html.escape(event.title)}</b>{' ⚑' if event.disputed else ''}</div>"
            f"<div>{html.escape(event.text)}</div>"
            f'<div style="font-size:max(12px, 0.9em)">Sources: {_links(event)}</div>{mark}</li>')


def era_label(era: Era) -> str:
    """The text of an era's button: ``'1844 · Early American euchre'``."""
    return f"{era.years} · {era.name}"


class HistoryTimeline(W.VBox):
    """Every event in date order; a switch shows only the disputed claims; era buttons open the stepper."""

    def __init__(self, stepper: HistoryStepper | None = None) -> None:
        if stepper is not None and not callable(getattr(stepper, "show_era", None)):
            raise EuchreError(f"a timeline opens a HistoryStepper (or None), not {stepper!r:.60}")
        self.stepper = stepper
        self.filter = W.ToggleButtons(options=[ALL, DISPUTED], value=ALL, description="Show",
                                      tooltips=["Every dated event", "Only the claims that sources disagree on"],
                                      style={"button_width": "auto"})
        self.status = message_html()
        on_change(self.filter, self.status, self._show)
        self.era_buttons = [button(era_label(era), f"Open {era.name} in the history stepper",
                                   partial(self.open_era, i), self.status) for i, era in enumerate(ERAS)]
        row = W.HBox([W.HTML("<b>Play an era:</b>"), *self.era_buttons], layout=W.Layout(flex_flow="row wrap"))
        eras = W.VBox([row, self.status])
        eras.layout.display = "flex" if stepper is not None else "none"
        self.list = W.HTML()
        super().__init__([self.filter, eras, self.list])
        self.add_class("euchre-history-timeline")  # for page styles and browser tests
        self._show()

    @property
    def events(self) -> tuple[Event, ...]:
        """The events shown now, in date order."""
        chosen = EVENTS if self.filter.value == ALL else disputed_events()
        return tuple(sorted(chosen, key=lambda e: e.sort_year))

    def open_era(self, index: int) -> None:
        """Open era ``index`` (0 to the last era) in the attached stepper."""
        if type(index) is not int or not 0 <= index < len(ERAS):
            raise EuchreError(f"index is {index!r:.60}: eras are numbered 0 to {len(ERAS) - 1}")
        if self.stepper is not None:
            self.stepper.show_era(index)
            self.stepper.bring_into_view()
            show_message(self.status, f"{ERAS[index].name} is open in the history stepper above: predict, "
                                      "then show the hand played.", "good")

    def _show(self) -> None:
        items = "".join(event_html(e) for e in self.events)
        self.list.value = (f'<ol class="euchre-timeline" aria-label="Euchre history timeline" style="padding:0">'
                           f"{items}</ol>")
