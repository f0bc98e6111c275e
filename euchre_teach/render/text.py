"""Text diagrams of a hand: what ``print(hand)`` shows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from euchre_teach.cards import format_cards

if TYPE_CHECKING:
    from euchre_teach.state import HandState


def hand_text(state: HandState, seat: int | None = None) -> str:
    """A table diagram of the hand: every hand (or only ``seat``'s), trump, trick and counts."""
    rules = state.rules
    names = rules.seat_names
    shown = f"Upcard: {state.upcard}" if state.upcard is not None else f"Widow: {len(state.kitty)} cards"
    lines = [f"Dealer: {names[state.dealer]}    {shown}"
             + ("" if state.upcard_taken or state.trump is None or state.upcard is None else " (turned down)")]
    if state.trump is not None:
        made = f"{names[state.maker]}" + (" alone" if state.alone else "") if state.maker is not None else ""
        if state.bid is not None:
            made += f", bid {state.bid.bid}"
        partner = state.partner if seat is None else state.view(seat).partner
        if partner is not None:
            made += f", partner {names[partner]}" + ("" if state.partner_revealed else " (silent)")
        lines.append(f"Trump: {state.trump.symbol} {state.trump.plural}, made by {made}"
                     + (f"; {names[state.lone_defender]} defends alone" if state.lone_defender is not None else ""))
    else:
        lines.append(f"Bidding: {state.phase.value}")

    def cards(s: int) -> str:
        if s in state.sitting_out:
            return "(sits out)"
        if seat is not None and s != seat:
            return "? " * len(state.hand(s))
        return format_cards(state.hand(s)) or "-"

    width = 24
    if rules.players == 4:
        lines += [
            "",
            " " * width + names[0],
            " " * width + cards(0),
            names[3].ljust(width * 2) + names[1],
            cards(3).ljust(width * 2) + cards(1),
            " " * width + names[2],
            " " * width + cards(2),
            "",
        ]
    else:
        lines += ["", *(f"{names[s]:<8}{cards(s)}" for s in range(rules.players)), ""]
    trick = state.current_trick or (state.tricks[-1] if state.tricks else None)
    if trick is not None:
        plays = ", ".join(f"{names[s]} {c}" for s, c in trick.plays)
        won = f" — won by {names[trick.winner]}" if trick.winner is not None else ""
        lines.append(f"Trick {trick.number}: {plays}{won}")
    if state.tricks:
        lines.append("Tricks won: " + "  ".join(f"{names[s]} {state.tricks_won(s)}" for s in range(rules.players)))
    if state.is_terminal():
        lines.append(f"Result: {state.result.explanation}")
    else:
        lines.append(f"To act: {names[state.player_to_act()]}")
    return "\n".join(lines)
