"""Shared helpers: build hands from written-out deals, as a teacher would."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from euchre_teach import Deal, HandState, Rules, find_variant

# Widgets record a learner's answers (euchre_teach.progress): the tests' go to a file of their own,
# never into the repository (the notebooks' kernels, started later, inherit it too).
os.environ.setdefault("EUCHRE_PROGRESS", str(Path(tempfile.mkdtemp(prefix="euchre-progress-")) / "progress.json"))

#: A deal used across tests: North holds the top hearts, East the clubs, South the
#: diamonds, West the spades; the 9♥ is turned up and West deals.
SAMPLE = {
    "N": "JH JD AH KH QH",
    "E": "9C TC JC QC KC",
    "S": "AC 9D TD QD KD",
    "W": "AD 9S TS JS QS",
}


def make_hand(rules: Rules | str = "standard", hands: dict | None = None, upcard: str = "9H",
              dealer: str = "W", **options: object) -> HandState:
    """A hand from a written-out deal; ``options`` change the rules."""
    base = find_variant(rules) if isinstance(rules, str) else rules
    if options:
        base = base.replace(**options)
    deal = Deal.from_hands(base, hands or SAMPLE, upcard=upcard, dealer=dealer)
    return HandState(base, deal)


def walk_first(hand: HandState, steps: int = 999) -> HandState:
    """Take the first legal action ``steps`` times (or to the end of the hand); returns the hand."""
    for _ in range(steps):
        if hand.is_terminal():
            break
        hand.apply(hand.legal_actions()[0])
    return hand


def play_all(hand: HandState, *actions: str) -> HandState:
    """Apply each action in turn."""
    for action in actions:
        hand.apply(action)
    return hand


@pytest.fixture
def sample_hand() -> HandState:
    return make_hand()


@pytest.fixture(autouse=True)
def english_unless_a_test_says_otherwise() -> Iterator[None]:
    """Each test starts in English, and a language a test sets (``set_language`` writes the environment) is
    gone after it, so that no later test, doctest or notebook kernel inherits it."""
    before = os.environ.pop("EUCHRE_TEACH_LANG", None)
    yield
    os.environ.pop("EUCHRE_TEACH_LANG", None)
    if before is not None:
        os.environ["EUCHRE_TEACH_LANG"] = before
