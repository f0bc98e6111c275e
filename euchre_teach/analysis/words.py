"""How the analysis writes numbers for a learner: one minus sign (−, U+2212) everywhere.

>>> signed(-0.314), signed(1.05)
('−0.31', '+1.05')
"""

from __future__ import annotations


def signed(value: float) -> str:
    """A points figure with its sign, two decimals, and the typographic minus."""
    return f"{value:+.2f}".replace("-", "−")
