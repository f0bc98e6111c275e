"""What a learner must never read in a lesson's output, on the projector or on paper."""

from __future__ import annotations

import re

_CODE = r"(?:10|[2-9TJQKA])[SHDC]"
#: Python internals (reprs, enum names, object addresses, tracebacks) and card codes where the symbols
#: fit (``(AD, KD, QD)``, ``play KD``): the lessons' "no Python internals" rule, anywhere on a page.
INTERNALS = re.compile(
    r"Action\(|Suit\.|Kind\.|Phase\.|Rank\.|object at 0x|Traceback|<euchre_teach|<HandState|Trick\("
    rf"|\b{_CODE}(?:, {_CODE})+\b|\b(?:play|discard) {_CODE}\b"
)
#: In outputs only (the lessons' prose may quote code such as ``new_hand("standard", seed=7)``): a raw list or
#: tuple (``['South']``, ``('pass', 'order up')``, a line that is one bracketed value) and any bare card code
#: (``KD``); the same patterns as ``tests/test_lessons.py`` applies to the executed notebooks.
IN_OUTPUTS = [re.compile(pattern) for pattern in (
    r"\[['\"(]|'\]|\(['\"][^'\"]*['\"],|', '",
    r"^\s*[\[(].*[\])]\s*$",
    rf"\b{_CODE}\b",
)]


def internals_in_outputs(text: str) -> list[str]:
    """Every line of output ``text`` that shows a Python internal or a card code (empty when clean)."""
    return [line.strip()[:120] for line in text.splitlines()
            if INTERNALS.search(line) or any(pattern.search(line) for pattern in IN_OUTPUTS)]
