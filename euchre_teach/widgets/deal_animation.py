"""Deal animation: a hand dealt in its packets (3-2), then every hand re-sorting when trump changes.

Drawn on an ipycanvas canvas from the same shapes as the SVG pictures; where ipycanvas is
not installed the widget shows the SVG of the same table instead. The canvas redraws itself
when a client connects (Voilà, a reopened notebook).
"""

from __future__ import annotations

from typing import Any

import ipywidgets as W

from euchre_teach.cards import Suit
from euchre_teach.errors import EuchreError
from euchre_teach.i18n import mark_in, say, say_in
from euchre_teach.inputs import check_count
from euchre_teach.record import Record
from euchre_teach.render import animation as A
from euchre_teach.render.geometry import TABLE_H, TABLE_W
from euchre_teach.render.style import Style, get_style
from euchre_teach.render.svg import to_svg
from euchre_teach.rules import Rules
from euchre_teach.state import HandState, new_hand
from euchre_teach.widgets.base import (
    button,
    message_html,
    one_at_a_time,
    read_flag,
    read_rules,
    read_setup,
    read_suit,
    svg_html,
)
from euchre_teach.widgets.canvas import HAVE_CANVAS, draw_shapes, forget_current_canvas

#: The trump choice "before trump is chosen": its value (an identifier, not words) and its label, the learner's.
_NO_TRUMP, _NO_TRUMP_LABEL = "none", mark_in("trump choice", "before trump is chosen")
#: The slowest frame a deal animation may show: a second per frame.
MAX_FRAME_MS = 1_000


class DealAnimation(W.VBox):
    """Watch a seeded hand being dealt, then pick a trump and watch the hands re-sort."""

    def __init__(self, hand: HandState | Record | None = None, *, rules: Rules | str = "standard", seed: int = 0,
                 style: Style | str | None = None, use_canvas: bool = True, frame_ms: int = 40) -> None:
        if hand is None:
            hand = new_hand(read_rules(rules), read_setup(seed)[0])
        if not isinstance(hand, (HandState, Record)):
            raise EuchreError(f"a deal animation shows a hand or a record, not {hand!r:.60}")
        state = hand.at(0) if isinstance(hand, Record) else hand
        self.deal, self.rules = state.deal, state.rules
        self.style = get_style(style)
        self.frame_ms = check_count(frame_ms, "frame_ms", 0, MAX_FRAME_MS)
        use_canvas = read_flag(use_canvas, "use_canvas")
        self.message = message_html()
        self.trump: Suit | None = None
        # Options are (label, value) with a real value for "no trump yet": a Dropdown whose value is
        # None shows a blank choice in the browser.
        self.trump_choice = W.Dropdown(options=[(say_in("trump choice", _NO_TRUMP_LABEL), _NO_TRUMP)]
                                       + [(s.said, s) for s in Suit],
                                       value=_NO_TRUMP, description=say_in("control", "Trump"),
                                       layout=W.Layout(width="auto"))  # wide enough for its longest choice
        self._syncing = False
        self.trump_choice.observe(one_at_a_time(self._on_trump), names="value")
        self.deal_button = button(say("Deal again"), say("Deal the hand again in its packets, as at the table"),
                                  self.play_deal, self.message)
        self.svg = svg_html()
        self.canvas: Any = None
        if HAVE_CANVAS and use_canvas:
            import ipycanvas

            scale = self.style.scale
            self.canvas = ipycanvas.MultiCanvas(3, width=int(TABLE_W * scale), height=int(TABLE_H * scale))
            # Drawn at the style's size, shown no wider than its column and no taller than 70% of the
            # screen (a projector at 1280×800 shows the whole table), keeping the table's shape.
            self.canvas.layout = W.Layout(
                width=f"min(100%, {int(TABLE_W * scale)}px, calc(70vh * {TABLE_W} / {TABLE_H}))", height="auto")
            self.canvas.on_client_ready(self.redraw)
            view: W.Widget = self.canvas
        else:
            view = self.svg
        self.caption = W.HTML()
        super().__init__([W.HBox([self.deal_button, self.trump_choice]), self.message, view, self.caption])
        self.add_class("euchre-deal-animation")  # for page styles and browser tests
        self.redraw()

    @property
    def uses_canvas(self) -> bool:
        """True when the animation draws on a canvas (ipycanvas is installed)."""
        return self.canvas is not None

    def picture(self) -> A.Picture:
        """The table at rest: hands sorted under the chosen trump."""
        return A.dealt_picture(self.deal, self.rules, self.trump, self.style)

    def _layer(self, index: int, shapes: tuple, clear: bool = True) -> None:
        layer = self.canvas[index]
        if clear:
            layer.clear()
        layer.save()
        layer.scale(self.style.scale)
        draw_shapes(layer, shapes, self.style)
        layer.restore()

    def _rest(self) -> None:
        """The table at rest on the bottom layer, the others cleared (inside a held batch)."""
        picture = self.picture()
        self._layer(0, picture.shapes)
        self.canvas[1].clear()
        self.canvas[2].clear()

    def redraw(self, *_: Any) -> None:
        """Draw the table at rest (also called when a new client connects)."""
        self.redraw_caption()
        if self.canvas is None:
            return
        import ipycanvas

        forget_current_canvas(self.canvas[0])
        with ipycanvas.hold_canvas():
            self._rest()

    def play_deal(self) -> None:
        """Deal the packets one by one from the dealer's seat, then turn every hand face up."""
        self.trump = None
        self._syncing = True
        self.trump_choice.value = _NO_TRUMP
        self._syncing = False
        if self.canvas is None:
            self.redraw()
            return
        import ipycanvas

        with ipycanvas.hold_canvas():
            self._layer(0, A.background(self.rules, self.deal, self.style))
            for landed, flying in A.deal_frames(self.deal, self.rules, self.style):
                self._layer(1, landed)
                self._layer(2, flying)
                self.canvas[2].sleep(self.frame_ms)
            self._rest()
        self.redraw_caption()

    def redraw_caption(self) -> None:
        """Keep the SVG copy and the caption in step with the canvas."""
        picture = self.picture()
        self.svg.value = to_svg(picture, self.style)
        self.caption.value = f"<p>{picture.title}</p>"

    def _on_trump(self, change: dict) -> None:
        if not self._syncing:
            self.choose_trump(None if change["new"] == _NO_TRUMP else change["new"])

    def choose_trump(self, trump: Suit | None) -> None:
        """Re-sort every hand for a new trump (a suit or its name; None: before trump is chosen):
        trumps first, the left bower joining them."""
        trump = None if trump is None else read_suit(trump)
        old, self.trump = self.trump, trump
        shown = _NO_TRUMP if trump is None else trump
        if self.trump_choice.value != shown:
            self._syncing = True
            self.trump_choice.value = shown
            self._syncing = False
        if self.canvas is None or old == trump:
            self.redraw()
            return
        import ipycanvas

        with ipycanvas.hold_canvas():
            self._layer(0, A.background(self.rules, self.deal, self.style))
            self.canvas[1].clear()
            for frame in A.resort_frames(self.deal.hands, self.rules, old, trump, self.style):
                self._layer(2, frame)
                self.canvas[2].sleep(self.frame_ms)
            self._rest()
        self.redraw_caption()
