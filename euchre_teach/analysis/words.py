"""How the analysis writes numbers for a learner: one minus sign (−, U+2212) everywhere, the decimal mark
of the learner's language (:func:`~euchre_teach.i18n.number`).

>>> signed(-0.314), signed(1.05)
('−0.31', '+1.05')
"""

from __future__ import annotations

from collections.abc import Iterable

from euchre_teach.i18n import number, say_in


def signed(value: float) -> str:
    """A points figure with its sign, two decimals, and the typographic minus."""
    text = number(value, 2).replace("-", "−")
    return text if text.startswith("−") else f"+{text}"


def say_list(items: Iterable[str]) -> str:
    """Items of a list in one line, parted as the learner's language parts them ('a, b, c'; ja 'a、b、c')."""
    # Translators: what stands between the items of a list ("passing +0.30, ordering up alone +0.01").
    return say_in("list", ", ").join(items)


def sentences(*parts: str) -> str:
    """Whole sentences one after another, as the learner's language writes them (a space in English, none
    in Japanese); empty parts are left out."""
    kept = [part for part in parts if part]
    text = kept[0] if kept else ""
    for part in kept[1:]:
        # Translators: two sentences one after the other: a space between them in English, none in Japanese.
        text = say_in("sentences", "{first} {second}", first=text, second=part)
    return text
