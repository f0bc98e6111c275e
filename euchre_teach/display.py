"""How engine values show themselves in a notebook: as a picture, drawn only when asked.

A value that inherits :class:`Pictured` shows as an SVG picture. It offers the picture twice:
``_repr_svg_`` (for tools that take SVG) and ``_repr_html_``, the same ``<svg>`` inline, which
JupyterLab, Voilà and the handouts prefer: an inline SVG keeps its ``role="img"``, ``aria-label``
and ``<title>`` for screen readers and shrinks to its column, where an SVG shown as an ``<img>``
has no alternative text. Rendering is imported inside the method, as python-chess's
``Board._repr_svg_`` imports ``chess.svg``, so the engine never loads it otherwise.
"""

from __future__ import annotations


class Pictured:
    """A value a notebook cell shows as its picture (see :func:`euchre_teach.render.svg.repr_svg`)."""

    __slots__ = ()

    def _repr_svg_(self) -> str:
        """The picture as an SVG document."""
        from euchre_teach.render.svg import repr_svg

        return repr_svg(self)

    def _repr_html_(self) -> str:
        """The same picture inline in the page (accessible, and it fits its column)."""
        return self._repr_svg_()
