"""Text diagrams of a hand: what ``print(hand)`` shows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from euchre_teach.cards import format_cards
from euchre_teach.i18n import mark_in, say, say_in, say_plural
from euchre_teach.table import Phase

if TYPE_CHECKING:
    from euchre_teach.state import HandState


def hand_text(state: HandState, seat: int | None = None) -> str:
    """A table diagram of the hand: every hand (or only ``seat``'s), trump, trick and counts."""
    names = state.rules.said_names
    lines = [_heading(state), _trump_line(state, seat), *_table(state, seat), *_trick_lines(state)]
    if state.is_terminal():
        lines.append(say("Result: {result}", result=state.result.explanation))
    else:
        lines.append(say("To act: {seat}", seat=names[state.player_to_act()]))
    return "\n".join(lines)


def _heading(state: HandState) -> str:
    """'Dealer: North    Upcard: J♥ (turned down)'."""
    dealer = state.rules.said_names[state.dealer]
    if state.upcard is None:
        return say_plural("Dealer: {dealer}    Widow: {count} card", "Dealer: {dealer}    Widow: {count} cards",
                          len(state.kitty), dealer=dealer)
    if not state.upcard_taken and state.trump is not None:
        return say("Dealer: {dealer}    Upcard: {card} (turned down)", dealer=dealer, card=state.upcard)
    return say("Dealer: {dealer}    Upcard: {card}", dealer=dealer, card=state.upcard)


#: The step of the bidding, while trump is not chosen (and a hand thrown in, over without trump).
_BIDDING = {
    Phase.BEFORE_BIDDING: mark_in("diagram", "Bidding: before bidding"),
    Phase.ROUND_1: mark_in("diagram", "Bidding: round 1"),
    Phase.ROUND_2: mark_in("diagram", "Bidding: round 2"),
    Phase.DEALER_NAMES: mark_in("diagram", "Bidding: dealer names trump"),
    Phase.AUCTION: mark_in("diagram", "Bidding: auction"),
    Phase.OVER: mark_in("diagram", "Bidding: over"),
}


def _trump_line(state: HandState, seat: int | None) -> str:
    """Who made which suit trump (alone, with which bid and partner), or the bidding step."""
    if state.trump is None:
        found = _BIDDING.get(state.phase)
        return say_in("diagram", found) if found else f"Bidding: {state.phase.value}"
    names = state.rules.said_names
    made = []  # the facts about the makers, a list the line names after "made by"
    if state.maker is not None:
        made.append(say("{seat} alone", seat=names[state.maker]) if state.alone else names[state.maker])
    if state.bid is not None:
        made.append(say("bid {number}", number=state.bid.bid))
    partner = state.partner if seat is None else state.view(seat).partner
    if partner is not None:
        made.append(say("partner {seat}", seat=names[partner]) if state.partner_revealed else
                    say("partner {seat} (silent)", seat=names[partner]))
    values = {"symbol": state.trump.symbol, "suit": state.trump.said, "made": ", ".join(made)}
    if state.lone_defender is not None:
        return say("Trump: {symbol} {suit}, made by {made}; {defender} defends alone",
                   defender=names[state.lone_defender], **values)
    # Translators: {symbol} is the suit's symbol (♥), {suit} its name, {made} who made it: "North alone, bid 8".
    return say("Trump: {symbol} {suit}, made by {made}", **values)


def _table(state: HandState, seat: int | None) -> list[str]:
    """The seats and their cards: a cross for four players, a list otherwise (others' cards hidden
    when the diagram is ``seat``'s)."""
    names = state.rules.said_names

    def cards(s: int) -> str:
        if s in state.sitting_out:
            return say("(sits out)")
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
    names = state.rules.said_names
    lines = []
    trick = state.current_trick or (state.tricks[-1] if state.tricks else None)
    if trick is not None:
        plays = ", ".join(say("{seat} {card}", seat=names[s], card=c) for s, c in trick.plays)
        lines.append(say("Trick {number}: {plays}", number=trick.number, plays=plays) if trick.winner is None else
                     say("Trick {number}: {plays} — won by {seat}", number=trick.number, plays=plays,
                         seat=names[trick.winner]))
    if state.tricks:
        won_by = (f"{names[s]} {state.tricks_won(s)}" for s in range(state.rules.players))
        # Translators: {counts} is each seat's name and tricks: "North 2  East 1  South 0  West 2".
        lines.append(say("Tricks won: {counts}", counts="  ".join(won_by)))
    return lines
