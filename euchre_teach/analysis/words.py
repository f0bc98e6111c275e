"""How the analysis writes numbers for a learner: one minus sign (−, U+2212) everywhere, the decimal mark
of the learner's language (:func:`~euchre_teach.i18n.number`).

>>> signed(-0.314), signed(1.05)
('−0.31', '+1.05')
"""

from __future__ import annotations

from euchre_teach.i18n import number


def signed(value: float) -> str:
    """A points figure with its sign, two decimals, and the typographic minus."""
    text = number(value, 2).replace("-", "−")
    return text if text.startswith("−") else f"+{text}"
