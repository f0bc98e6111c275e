"""Text diagrams of a hand: what ``print(hand)`` shows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from euchre_teach.cards import format_cards

if TYPE_CHECKING:
    from euchre_teach.state import HandState


def hand_text(state: HandState, seat: int | None = None) -> str:
    """A table diagram of the hand: every hand (or only ``seat``'s), trump, trick and counts."""
    names = state.rules.seat_names
    lines = [_heading(state), _trump_line(state, seat), *_table(state, seat), *_trick_lines(state)]
    if state.is_terminal():
        lines.append(f"Result: {state.result.explanation}")
    else:
        lines.append(f"To act: {names[state.player_to_act()]}")
    return "\n".join(lines)


def _heading(state: HandState) -> str:
    """'Dealer: North    Upcard: J♥ (turned down)'."""
    shown = f"Upcard: {state.upcard}" if state.upcard is not None else f"Widow: {len(state.kitty)} cards"
    turned_down = not state.upcard_taken and state.trump is not None and state.upcard is not None
    return f"Dealer: {state.rules.seat_names[state.dealer]}    {shown}" + (" (turned down)" if turned_down else "")


def _trump_line(state: HandState, seat: int | None) -> str:
    """Who made which suit trump (alone, with which bid and partner), or the bidding step."""
    if state.trump is None:
        return f"Bidding: {state.phase.value}"
    names = state.rules.seat_names
    made = f"{names[state.maker]}" + (" alone" if state.alone else "") if state.maker is not None else ""
    if state.bid is not None:
        made += f", bid {state.bid.bid}"
    partner = state.partner if seat is None else state.view(seat).partner
    if partner is not None:
        made += f", partner {names[partner]}" + ("" if state.partner_revealed else " (silent)")
    lone = f"; {names[state.lone_defender]} defends alone" if state.lone_defender is not None else ""
    return f"Trump: {state.trump.symbol} {state.trump.plural}, made by {made}{lone}"


def _table(state: HandState, seat: int | None) -> list[str]:
    """The seats and their cards: a cross for four players, a list otherwise (others' cards hidden
    when the diagram is ``seat``'s)."""
    names = state.rules.seat_names

    def cards(s: int) -> str:
        if s in state.sitting_out:
            return "(sits out)"
        if seat is not None and s != seat:
            return "? " * len(state.hand(s))
        return format_cards(state.hand(s)) or "-"

    if state.rules.players != 4:
        return ["", *(f"{names[s]:<8}{cards(s)}" for s in range(state.rules.players)), ""]
    width = 24
    return ["", " " * width + names[0], " " * width + cards(0), names[3].ljust(width * 2) + names[1],
            cards(3).ljust(width * 2) + cards(1), " " * width + names[2], " " * width + cards(2), ""]


def _trick_lines(state: HandState) -> list[str]:
    """The open (or last) trick and who has won how many."""
    names = state.rules.seat_names
    lines = []
    trick = state.current_trick or (state.tricks[-1] if state.tricks else None)
    if trick is not None:
        plays = ", ".join(f"{names[s]} {c}" for s, c in trick.plays)
        won = f" — won by {names[trick.winner]}" if trick.winner is not None else ""
        lines.append(f"Trick {trick.number}: {plays}{won}")
    if state.tricks:
        won_by = (f"{names[s]} {state.tricks_won(s)}" for s in range(state.rules.players))
        lines.append("Tricks won: " + "  ".join(won_by))
    return lines
