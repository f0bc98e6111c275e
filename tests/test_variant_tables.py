"""Variants played, not read: the explorer's "Play this variant" opens a learning table of any preset,
and each hand lesson 9 deals at the learning table shows what its variant changes."""

from __future__ import annotations

import ast
import json
from collections.abc import Callable
from pathlib import Path

import pytest
from table_clicks import legal_button

from euchre_teach.cards import Card, Rank
from euchre_teach.record import Record
from euchre_teach.rules import find_variant, variant_names
from euchre_teach.state import HandState, Phase
from euchre_teach.widgets import PlayTable, VariantExplorer
from euchre_teach.widgets.variants import learner_seat

LESSON = Path(__file__).resolve().parent.parent / "notebooks" / "09_variants.ipynb"


def test_play_this_variant_opens_a_table_of_the_chosen_variant_below_and_shows_it(monkeypatch) -> None:
    explorer = VariantExplorer("standard", seed=4)
    sent: list[object] = []
    monkeypatch.setattr(explorer.close_button, "send", sent.append)  # what the page is asked to do
    explorer.choice.value = "cutthroat"
    explorer.play_button.click()
    table = explorer.table
    assert isinstance(table, PlayTable) and explorer.table_box.children == (table,)
    assert table.rules == find_variant("cutthroat") and table.seat == 2 and table.seed == 4 and table.hints
    assert list(explorer.children).index(explorer.table_box) > list(explorer.children).index(explorer.tabs)
    assert explorer.table_head.layout.display == "flex" and sent == [{"do": "focus"}]
    assert "you play West" in explorer.table_title.value and explorer.message.value == ""
    explorer.choice.value = "two-handed"
    explorer.play_button.click()  # a new table replaces the old one
    assert explorer.table is not table and explorer.table_box.children == (explorer.table,)
    explorer.close_button.click()
    assert explorer.table is None and explorer.table_box.children == () and explorer.table_head.layout.display == "none"


@pytest.mark.parametrize("name", variant_names())
def test_every_preset_in_the_menu_is_played_to_the_end_through_the_explorer(name: str) -> None:
    explorer = VariantExplorer(seed=1)
    explorer.choice.value = name
    explorer.play_button.click()
    table = explorer.table
    assert table is not None and table.rules == find_variant(name)
    assert table.rules.seat_name(table.seat) == table.rules.seat_name(learner_seat(table.rules))
    while not table.hand.is_terminal():
        before = len(table.hand.actions)
        legal_button(table).click()
        assert len(table.hand.actions) > before and "✗" not in table.message.value, table.message.value
    assert table.match_over and "Hand over" in table.status()


def test_the_learner_sits_south_where_there_is_a_south() -> None:
    seats = {name: find_variant(name).seat_name(learner_seat(find_variant(name))) for name in variant_names()}
    assert seats["standard"] == seats["two-handed"] == seats["call-ace"] == "South"
    assert seats["cutthroat"] == "West" and seats["auction 5"] == "Eve"


# -- lesson 9's hands ---------------------------------------------------------------------------------
def lesson_tables() -> dict[str, tuple[int, str]]:
    """(seed, seat) of each ``PlayTable(variant, seed=…, seat=…)`` in lesson 9's code, by variant."""
    found = {}
    for cell in json.loads(LESSON.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] != "code":
            continue
        for node in ast.walk(ast.parse("".join(cell["source"]))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "PlayTable":
                keywords = {k.arg: ast.literal_eval(k.value) for k in node.keywords}
                found[ast.literal_eval(node.args[0])] = (keywords["seed"], keywords["seat"])
    return found


def followed_hints(table: PlayTable) -> HandState:
    """The hand played to its end with the learner taking every hint (as a learner following the coach)."""
    while not table.hand.is_terminal():
        advice = table.hint()
        assert advice is not None
        table.act(advice.action)
    return table.hand


def _learners(table: PlayTable, hand: HandState) -> tuple[Card, ...]:
    return hand.hand(table.seat)


def benny(table: PlayTable) -> None:
    """The learner holds the benny, and it takes a trick as the highest trump."""
    best = table.rules.best_bower
    assert best in _learners(table, table.hand)
    hand = followed_hints(table)
    assert any(t.winner == table.seat and (table.seat, best) in t.plays for t in hand.tricks)


def cutthroat(table: PlayTable) -> None:
    """Another player makes trump before the learner acts; euchred, both opponents score, each alone."""
    assert table.hand.maker not in (None, table.seat)
    hand = followed_hints(table)
    assert hand.result.outcome == "euchred" and [p for p in hand.points() if p] == [2, 2]


def call_ace(table: PlayTable) -> None:
    """A computer player calls a card held by another: the learner does not know who holds it until
    it is played, late in the hand."""
    hand = table.hand
    assert hand.maker != table.seat and hand.partner not in (None, table.seat)
    assert hand.view(table.seat).partner is None
    record = Record.of(followed_hints(table))
    shown = next(step for step in range(len(record.actions) + 1) if record.at(step).partner_revealed)
    assert len(record.at(shown).tricks) >= 3, "the silent partner shows only in trick 4 or 5"


def auction(table: PlayTable) -> None:
    """The learner's best move is a bid; taking the hint wins the auction, the widow and an ally."""
    assert table.hand.phase is Phase.AUCTION and table.hint().action.kind.value == "bid"  # type: ignore[union-attr]
    hand = followed_hints(table)
    assert hand.maker == table.seat and hand.partner not in (None, table.seat)
    assert {a.kind.value for s, a in hand.history if s == table.seat} >= {"bid", "discard", "ally"}


def two_handed(table: PlayTable) -> None:
    """Two players, fourteen cards in the kitty; the learner makes trump and plays alone."""
    assert len(table.hand.kitty) == 14
    assert followed_hints(table).maker == table.seat


def thirty_two(table: PlayTable) -> None:
    """The learner holds a 7 or an 8 that becomes trump and takes a trick."""
    low = [c for c in _learners(table, table.hand) if c.rank in (Rank.SEVEN, Rank.EIGHT)]
    hand = followed_hints(table)
    assert any(t.winner == table.seat and any(s == table.seat and c in low and c.suit == hand.trump
                                              for s, c in t.plays) for t in hand.tricks)


def euchre_count(table: PlayTable) -> None:
    """The learner's side euchres the makers: a count of one, not points."""
    hand = followed_hints(table)
    assert hand.result.outcome == "euchred" and table.seat in hand.defenders
    assert hand.points()[table.seat] == 1


SHOWS: dict[str, Callable[[PlayTable], None]] = {
    "british": benny, "cutthroat": cutthroat, "call-ace": call_ace, "auction 5": auction,
    "two-handed": two_handed, "32-card": thirty_two, "finnish euchres": euchre_count,
}


def test_lesson_9_deals_a_hand_of_each_variant_a_class_meets() -> None:
    assert set(lesson_tables()) == set(SHOWS)


@pytest.mark.parametrize("variant", sorted(SHOWS))
def test_each_lesson_9_hand_shows_what_its_variant_changes(variant: str) -> None:
    seed, seat = lesson_tables()[variant]
    SHOWS[variant](PlayTable(variant, seed=seed, seat=seat, grading=False))
