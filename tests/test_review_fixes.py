"""Regression tests for the review's widget and coach findings (M1, M2, the coach's trump count)."""

from __future__ import annotations

import random

from euchre_teach import new_hand
from euchre_teach.actions import Kind
from euchre_teach.analysis.coach import card_facts
from euchre_teach.cards import mask_of
from euchre_teach.ranking import tables
from euchre_teach.record import Record
from euchre_teach.rules import variant_names
from euchre_teach.state import Phase
from euchre_teach.widgets import PlayTable


def test_M2_undo_and_retry_in_every_phase_keep_the_hand_replayable() -> None:
    """Headless fuzz: undo/retry at random moments, every variant, single hands and matches."""
    for name in variant_names():
        for seed in range(2):
            for match in (False, True):
                rng = random.Random(seed)
                table = PlayTable(name, seed=seed, seat=seed % 2, match=match, grading=False, hints=False)
                phases = set()
                for _ in range(80):
                    r = rng.random()
                    if r < 0.12:
                        table.undo()
                    elif r < 0.17:
                        table.retry()
                    elif table.learners_turn:
                        phases.add(table.hand.phase)
                        assert table.act(rng.choice(table.hand.legal_actions()))
                    elif table.hand.is_terminal():
                        if table.match_over:
                            break
                        table.next_hand()
                    hand = table.hand
                    assert Record(table.rules, hand.deal, hand.actions).final.actions == hand.actions
                    assert len(table.lines) == len(hand.actions)
                    mine = [i for i, (s, _) in enumerate(hand.history) if s == table.seat]
                    assert [d.step for d in table.decisions] == mine


def test_coach_counts_the_dealers_picked_up_trump_as_still_out() -> None:
    """The upcard a dealer picked up is a trump still out until it is played (it was missed)."""
    found = 0
    for seed in range(200):
        hand = new_hand("standard", seed=seed)
        while not hand.is_terminal() and hand.phase is not Phase.PLAY:
            legal = hand.legal_actions()
            hand.apply(next((a for a in legal if a.kind is Kind.ORDER_UP), legal[0]))
        if hand.is_terminal() or hand.phase is not Phase.PLAY or not hand.upcard_taken:
            continue
        seat = hand.current_player()
        assert seat is not None
        if seat == hand.dealer:
            continue
        view = hand.view(seat)
        tab, trump = tables(view.rules), int(view.trump)  # type: ignore[arg-type]
        trumps = tab.suit_mask[trump][trump]
        out = (view.rules.pack_mask & trumps & ~mask_of(view.hand or ()) & ~mask_of(view.played)).bit_count()
        facts = card_facts(view, view.legal[0])
        assert any(f.startswith(f"{out} trump") and "still out" in f for f in facts), facts
        found += 1
        if found >= 5:
            return
    raise AssertionError("no deal where the dealer picked up trump")
