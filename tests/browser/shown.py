"""What a learner must never read in a lesson's output, on the projector or on paper."""

from __future__ import annotations

import re

_CODE = r"(?:10|[2-9TJQKA])[SHDC]"
#: Python internals (reprs, enum names, object addresses, tracebacks) and card codes where the symbols
#: fit (``(AD, KD, QD)``, ``play KD``): the lessons' "no Python internals" rule.
INTERNALS = re.compile(
    r"Action\(|Suit\.|Kind\.|Phase\.|object at 0x|Traceback"
    rf"|\b{_CODE}(?:, {_CODE})+\b|\b(?:play|discard) {_CODE}\b"
)
