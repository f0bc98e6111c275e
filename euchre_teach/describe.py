"""A plain-English summary of a variant, for the variant explorer and the lessons."""

from __future__ import annotations

from typing import TYPE_CHECKING

from euchre_teach.rules import DefendAlone, JokerUpcard, OpeningLead, Scoring

if TYPE_CHECKING:
    from euchre_teach.rules import Rules


def describe_rules(rules: Rules) -> str:
    """Players, pack, deal, bidding, special cards, scoring table and target, in sentences.

    >>> from euchre_teach.rules import STANDARD
    >>> print(describe_rules(STANDARD).splitlines()[0])
    Players: 4 in two partnerships, partners sitting opposite (North–South against East–West).
    """
    names = rules.seat_names
    lowest = {24: "9", 28: "8", 32: "7"}[rules.pack_size]
    lines = [
        f"Players: {rules.players} in two partnerships, partners sitting opposite "
        f"({names[0]}–{names[2]} against {names[1]}–{names[3]}).",
    ]
    pack = f"Pack: {rules.pack_cards} cards, A down to {lowest} in each suit"
    if rules.best_bower is not None:
        which = "the joker" if rules.best_bower.is_joker else f"the {rules.best_bower} (standing in for a joker)"
        pack += f", plus {which} as the best bower (benny), the highest trump"
    lines.append(pack + ".")
    packets = " then ".join(str(p) for p in rules.deal_packets)
    lines.append(
        f"Deal: {rules.hand_size} cards each in packets of {packets}, from the dealer's left; "
        "the rest form the kitty and its top card is turned up. The deal passes left."
    )
    bidding = ("Bidding: round 1, each player from the dealer's left passes or orders up the "
               "upcard's suit; round 2, each may name another suit. Anyone may go alone.")
    if rules.dealer_partner_must_go_alone:
        bidding += " The dealer's partner may order it up only alone (Canadian loner)."
    bidding += (" Stick the dealer: the dealer may not pass in round 2." if rules.stick_the_dealer
                else " If all pass twice the hand is thrown in.")
    lines.append(bidding)
    pickup = "The dealer takes up the upcard and discards when it becomes trump"
    pickup += (", even when the partner goes alone." if rules.dealer_picks_up_when_partner_alone
               else ", unless the dealer's partner goes alone.")
    if not rules.dealer_may_discard_upcard:
        pickup += " The dealer may not discard the upcard itself."
    lines.append(pickup)
    if rules.best_bower is not None:
        if rules.joker_upcard is JokerUpcard.DEALER_NAMES:
            lines.append("If the best bower is turned up there is no bidding: the dealer names trump "
                         "before looking at the hand, and the dealer's side are the makers.")
        else:
            lines.append(f"If the best bower is turned up, {rules.joker_agreed_suit.plural} are trump "
                         "(agreed beforehand) and the dealer's side are the makers.")
    defend = {
        DefendAlone.ALWAYS: "Either defender may defend alone, whether or not a maker is alone.",
        DefendAlone.AGAINST_LONER: "A defender may defend alone only against a lone maker.",
        DefendAlone.NEVER: "Nobody defends alone.",
    }[rules.defend_alone]
    lines.append(defend)
    lead = ("Opening lead: the player on the loner's left (or that player's partner, defending "
            "alone); otherwise the dealer's left." if rules.opening_lead is OpeningLead.LONERS_LEFT
            else "Opening lead: always the dealer's left, skipping a seat that sits out.")
    lines.append(lead)
    if rules.scoring is Scoring.EUCHRES:
        lines.append("Scoring: count euchres. The makers count one for a march; the defenders "
                     "count one when the makers take fewer than 3 tricks (fewer than 2 when the "
                     f"joker was turned). First to {rules.target} euchres wins.")
    else:
        table = (f"Scoring: makers {rules.make_points} for 3 or 4 tricks, {rules.march_points} for "
                 f"a march, {rules.alone_march_points} for a lone march; euchred makers give the "
                 f"defenders {rules.euchre_points}")
        if rules.lone_defender_euchre_points != rules.euchre_points:
            table += f" ({rules.lone_defender_euchre_points} to a lone defender)"
        if rules.super_euchre_points is not None:
            table += f", {rules.super_euchre_points} if the makers take no trick at all"
        lines.append(table + f". Game to {rules.target}.")
    return "\n".join(lines)
