"""Drawing pictures on an ipycanvas canvas from the same shapes as the SVG, and replaying frames.

ipycanvas is optional: :data:`HAVE_CANVAS` says whether it is installed, and every view that
animates falls back to SVG without it (as in an offline JupyterLite).
"""

from __future__ import annotations

import importlib.util
from collections.abc import Iterable
from typing import Any

from euchre_teach.render.shapes import Circle, Glyph, Group, Rect, Shape
from euchre_teach.render.style import Style

#: Is ipycanvas installed? Asked without importing it: it pulls in numpy and Pillow (~170 ms),
#: so it is imported only when an animation is drawn on a canvas.
HAVE_CANVAS = importlib.util.find_spec("ipycanvas") is not None
_ALIGN = {"start": "left", "middle": "center", "end": "right"}
_PATHS: dict[str, Any] = {}


def _path(d: str) -> Any:
    """One Path2D per distinct outline, made once (each is a widget)."""
    if d not in _PATHS:
        import ipycanvas

        _PATHS[d] = ipycanvas.Path2D(d)
    return _PATHS[d]


def _rounded(canvas: Any, shape: Rect) -> None:
    x, y, w, h, r = shape.x, shape.y, shape.w, shape.h, shape.r
    canvas.begin_path()
    canvas.move_to(x + r, y)
    canvas.arc_to(x + w, y, x + w, y + h, r)
    canvas.arc_to(x + w, y + h, x, y + h, r)
    canvas.arc_to(x, y + h, x, y, r)
    canvas.arc_to(x, y, x + w, y, r)
    canvas.close_path()


def draw_shapes(canvas: Any, shapes: Iterable[Shape], style: Style) -> None:
    """Replay shapes (in base units) on a canvas already scaled to the style."""
    for shape in shapes:
        if isinstance(shape, Group):
            draw_shapes(canvas, shape.shapes, style)
        elif isinstance(shape, Rect):
            canvas.global_alpha = shape.opacity
            _rounded(canvas, shape)
            if shape.fill != "none":
                canvas.fill_style = shape.fill
                canvas.fill()
            if shape.stroke != "none":
                canvas.stroke_style = shape.stroke
                canvas.line_width = shape.width
                canvas.set_line_dash(list(shape.dash))
                canvas.stroke()
                canvas.set_line_dash([])
            canvas.global_alpha = 1.0
        elif isinstance(shape, Glyph):
            k = shape.size / 100
            canvas.save()
            canvas.translate(shape.x, shape.y)
            canvas.scale(k)
            if shape.fill != "none":
                canvas.fill_style = shape.fill
                canvas.fill(_path(shape.d))
            if shape.stroke != "none":
                canvas.stroke_style = shape.stroke
                canvas.line_width = shape.width / k
                canvas.stroke(_path(shape.d))
            canvas.restore()
        elif isinstance(shape, Circle):
            if shape.fill != "none":
                canvas.fill_style = shape.fill
                canvas.fill_circle(shape.cx, shape.cy, shape.r)
            if shape.stroke != "none":
                canvas.stroke_style = shape.stroke
                canvas.line_width = shape.width
                canvas.stroke_circle(shape.cx, shape.cy, shape.r)
        else:
            canvas.font = f"{'bold ' if shape.bold else ''}{shape.size}px {style.font}"
            canvas.text_align = _ALIGN[shape.anchor]
            canvas.fill_style = shape.fill
            canvas.fill_text(shape.text, shape.x, shape.y)


def forget_current_canvas(canvas: Any) -> None:
    """Make ipycanvas name the target canvas again in its next batch of commands.

    A client that connects late (Voilà) never saw the earlier "switch canvas" command, so a
    redraw sent without it is lost and the canvas stays blank (Voilà issue 1447). ipycanvas
    has no public call for this; the attribute is checked before it is touched.
    """
    manager = getattr(canvas, "_canvas_manager", None)
    if manager is not None and hasattr(manager, "_current_canvas"):
        manager._current_canvas = None
