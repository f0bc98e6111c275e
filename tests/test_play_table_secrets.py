"""The learning table keeps the secrets a real table keeps: during a hand the learner reads only what a
player at that seat could hear (the twin-world test), and the computer players' reasons come after it."""

from __future__ import annotations

import random

import pytest
from fuzzing import twin

from euchre_teach.state import HandState
from euchre_teach.widgets import PlayTable


def _play_on(table: PlayTable) -> None:
    """The learner's first legal move."""
    assert table.act(table.hand.legal_actions()[0])


def _heard(table: PlayTable) -> list[str]:
    """What the table's log says to the learner now: each step as the learner's seat hears it."""
    return [line for _number, line in table.log_shown()]


def _heard_in(other: HandState, table: PlayTable) -> list[str]:
    """The same steps said in the twin world ``other`` (a hand alike in all the learner has seen)."""
    replay = HandState(other.rules, other.deal)
    lines = []
    for action in other.actions:
        seat = replay.current_player()
        said = replay.narrate(action, table.seat)
        lines.append(f"You: {said}" if seat == table.seat else said)
        replay.apply(action)
    return [line for step, line in enumerate(lines) if step not in table.quiet]


@pytest.mark.parametrize(("rules", "level"), [("standard", "rule of thumb"), ("british", "rule of thumb"),
                                              ("standard", "strong")])
def test_two_deals_alike_in_what_the_learner_saw_read_the_same(rules: str, level: str) -> None:
    rng = random.Random(7)
    compared = 0
    for seed in range(4 if level == "strong" else 12):
        table = PlayTable(rules, seed=seed, seat="South", level=level, hints=False, grading=False, samples=8)
        while not table.hand.is_terminal():
            other = twin(table.hand, table.seat, rng)
            if other is not None:
                heard = [line.split(" [", 1)[0] for line in _heard(table)]  # (a grade mark is the learner's own)
                assert heard == _heard_in(other, table), f"seed {seed}: the log tells what South could not see"
                compared += 1
            _play_on(table)
    assert compared >= 10


def test_the_reasons_come_with_the_review_after_the_hand() -> None:
    table = PlayTable("standard", seed=5, seat="South", samples=20)
    while not table.hand.is_terminal():
        assert "Why:" not in table.history_log.value  # during the hand: the moves only
        _play_on(table)
    others = [line for line in table.reasons if not line.startswith("You")]
    assert others and all("Why:" in line or "face down" in line for line in others)
    assert "Why:" in table.history_log.value and "reasons in full" in table.history_log.value
    assert len(table.reasons) == len(table.lines) == len(table.hand.actions)
