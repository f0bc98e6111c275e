"""A plain-English summary of a variant, for the variant explorer and the lessons.

Where rule books disagree, the summary says which reading these rules take.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from euchre_teach.rules import Bidding, DefendAlone, JokerUpcard, OpeningLead, Partnership, Scoring

if TYPE_CHECKING:
    from euchre_teach.rules import Rules


def describe_rules(rules: Rules) -> str:
    """Players, pack, deal, bidding, special cards, scoring table and target, in sentences.

    >>> from euchre_teach.rules import STANDARD
    >>> print(describe_rules(STANDARD).splitlines()[0])
    Players: 4 in two partnerships, partners sitting opposite (North–South against East–West).
    """
    parts = [_players(rules), _pack(rules), _deal(rules), *_bidding(rules), *_before_play(rules),
             _lead(rules), _scoring(rules)]
    return "\n".join(part for part in parts if part)


def _players(rules: Rules) -> str:
    names = rules.seat_names
    if rules.partnership is Partnership.OPPOSITE:
        return (f"Players: 4 in two partnerships, partners sitting opposite "
                f"({names[0]}–{names[2]} against {names[1]}–{names[3]}).")
    seats = ", ".join(names)
    if rules.partnership is Partnership.NONE:
        return (f"Players: {rules.players} ({seats}), every player for himself: the maker always plays "
                f"alone against the other{'s' if rules.players > 2 else ''}, and each player keeps a score.")
    return (f"Players: {rules.players} ({seats}), every player for himself: each hand the maker calls "
            "a silent partner, and each member of a side scores the side's points.")


def _pack(rules: Rules) -> str:
    lowest = rules.lowest_rank.label
    pack = f"Pack: {rules.pack_cards} cards, A down to {lowest} in each suit"
    if rules.best_bower is not None:
        which = "the joker" if rules.best_bower.is_joker else f"the {rules.best_bower} (standing in for a joker)"
        pack += f", plus {which} as the best bower (benny), the highest trump"
    return pack + "."


def _deal(rules: Rules) -> str:
    packets = " then ".join(str(p) for p in rules.deal_packets)
    deal = f"Deal: {rules.hand_size} cards each in packets of {packets}, from the dealer's left; "
    if rules.bidding is Bidding.AUCTION:
        deal += f"{rules.widow} cards lie face down as the widow."
        if rules.pack_cards > rules.cards_needed:
            deal += f" {rules.pack_cards - rules.cards_needed} cards stay undealt."
        if rules.players == 7 and rules.widow < 3:
            deal += (" (A reconstruction: R26 asks a three-card widow for seven, which needs 38 cards; "
                     "rule books point to Foster's Complete Hoyle (1897) for the pack, but we could not "
                     "find which 38 cards it uses, and the packs here hold at most 37 (6 to A and the "
                     "joker), so seven play with a 2-card widow.)")
    else:
        deal += "the rest form the kitty and its top card is turned up."
    return deal + " The deal passes left."


def _bidding(rules: Rules) -> list[str]:
    if rules.bidding is Bidding.AUCTION:
        lines = ["Bidding: one round from the dealer's left; each player passes or bids more than the bid "
                 "before: 3, 4 or 5 tricks with a named trump, 8 (alone, after taking the widow) or 15 "
                 "(alone, as dealt). If all pass the hand is thrown in."]
        if rules.stick_the_dealer:
            lines.append("Stick the dealer: if nobody has bid, the dealer must.")
        lines.append(f"The maker takes the widow and discards {rules.widow} cards face down (not for 15), then "
                     "calls an ally by naming any card not in hand: its holder is the silent partner "
                     "(not for 8 or 15).")
        return lines
    alone = " Anyone may go alone." if rules.partners_opposite else ""
    bidding = ("Bidding: round 1, each player from the dealer's left passes or orders up the "
               f"upcard's suit; round 2, each may name another suit.{alone}")
    if rules.dealer_partner_must_go_alone:
        bidding += " The dealer's partner may order it up only alone (Canadian loner)."
    bidding += (" Stick the dealer: the dealer may not pass in round 2." if rules.stick_the_dealer
                else " If all pass twice the hand is thrown in.")
    pickup = "The dealer takes up the upcard and discards when it becomes trump"
    if rules.partners_opposite:
        pickup += (", even when the partner goes alone." if rules.dealer_picks_up_when_partner_alone
                   else ", unless the dealer's partner goes alone.")
    else:
        pickup += "."
    if not rules.dealer_may_discard_upcard:
        pickup += " The dealer may not discard the upcard itself."
    lines = [bidding, pickup]
    if rules.best_bower is not None:
        if rules.joker_upcard is JokerUpcard.DEALER_NAMES:
            lines.append("If the best bower is turned up there is no bidding: the dealer names trump "
                         "before looking at the hand, and the dealer's side are the makers.")
        else:
            lines.append(f"If the best bower is turned up, {rules.joker_agreed_suit.plural} are trump "
                         "(agreed beforehand) and the dealer's side are the makers.")
        lines.append("Nobody may go alone on such a hand: trump was not chosen for its strength. (A reading: "
                     "the seed texts give no bidding here, so none of its options, going alone included.)")
    if rules.farmers_hand:
        lines.append("Farmer's hand: before the bidding, a player holding three 9s and 10s may go under, "
                     "swapping three of them for the three cards under the upcard (the lowest three go; "
                     "once a hand).")
    if rules.no_ace_no_face:
        lines.append("No ace, no face: a player dealt no ace and no face card may throw the hand in.")
    if rules.farmers_hand or rules.no_ace_no_face:
        lines.append("Every player is asked in turn from the dealer's left, also one who cannot go under or "
                     "throw in (that player can only pass), so being asked tells the table nothing about "
                     "anyone's cards.")
    return lines


def _before_play(rules: Rules) -> list[str]:
    lines = []
    if rules.partnership is Partnership.CALLED and rules.bidding is Bidding.TWO_ROUNDS:
        lines.append("Call-ace: after the bidding the maker names a suit; whoever holds the highest card "
                     "of it in play (undealt cards do not count) is the silent partner, known only when "
                     "that card is played. If the suit's top card was not dealt, the highest in play "
                     "counts, but nobody can know that (its holder included: the top card may be in "
                     "another hand), so that partner is made known only when the hand is over. The maker "
                     "may play alone instead ('go alone'), and may turn out to be their own partner.")
    if rules.calling_for_best:
        lines.append("Calling for best: a loner's partner passes the best card face down; the loner "
                     "discards one.")
    if rules.partners_opposite:
        lines.append({
            DefendAlone.ALWAYS: "Either defender may defend alone, whether or not a maker is alone.",
            DefendAlone.AGAINST_LONER: "A defender may defend alone only against a lone maker.",
            DefendAlone.NEVER: "Nobody defends alone.",
        }[rules.defend_alone])
    return lines


def _lead(rules: Rules) -> str:
    if rules.opening_lead is OpeningLead.DEALERS_LEFT:
        skip = ", skipping a seat that sits out" if rules.partners_opposite else ""
        return f"Opening lead: always the dealer's left{skip}."
    if rules.partners_opposite:
        return ("Opening lead: the player on the loner's left (or that player's partner, defending "
                "alone); otherwise the dealer's left.")
    if rules.partnership is Partnership.NONE:
        return "Opening lead: the dealer's left."
    return "Opening lead: the dealer's left (the loner's left when the maker plays alone)."


def _scoring(rules: Rules) -> str:
    if rules.bidding is Bidding.AUCTION:
        return (f"Scoring (Foster's auction euchre): makers who take the tricks bid score the bid (3, 4, 5, "
                f"8 or 15), more tricks count no extra; euchred makers give each opponent the bid. "
                f"Game to {rules.target}.")
    if rules.scoring is Scoring.EUCHRES:
        return ("Scoring: count euchres. The makers count one for a march; the defenders "
                "count one when the makers take fewer than 3 tricks (fewer than 2 when the "
                f"joker was turned). First to {rules.target} euchres wins.")
    table = (f"Scoring: makers {rules.make_points} for 3 or 4 tricks, {rules.march_points} for "
             "a march")
    if rules.partnership is not Partnership.NONE:
        table += f", {rules.alone_march_points} for a lone march"
    who = "each opponent scores" if not rules.partners_opposite else "the defenders score"
    table += f"; euchred makers: {who} {rules.euchre_points}"
    if rules.lone_defender_euchre_points != rules.euchre_points:
        table += f" ({rules.lone_defender_euchre_points} to a lone defender)"
    if rules.super_euchre_points is not None:
        table += f", {rules.super_euchre_points} if the makers take no trick at all"
    if rules.partnership is Partnership.NONE:
        table += (". The maker plays alone by necessity, so a march scores as an ordinary march "
                  "(some books give 3 or 4: set march_points)")
    return table + f". Game to {rules.target}."
