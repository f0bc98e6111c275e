"""The coach's card facts: what it counts as still out (trumps, a suit's cards) from a seat's view."""

from __future__ import annotations

from euchre_teach import new_hand
from euchre_teach.actions import Kind
from euchre_teach.analysis.coach import card_facts
from euchre_teach.cards import mask_of
from euchre_teach.ranking import tables
from euchre_teach.state import Phase


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
