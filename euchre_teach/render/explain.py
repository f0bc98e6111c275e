"""Words for pictures and answers: a card's text alternative, and why a trick was won.

Every fact comes from :mod:`euchre_teach.ranking` (the winner, each card's role and
effective suit, the trump order); this module only puts the facts into sentences.

>>> from euchre_teach.cards import Card, Suit, parse_cards
>>> card_text(Card.parse("JD"), Suit.HEARTS)
'J♦, left bower'
>>> reason = trick_reason(parse_cards("AC KH"), Suit.HEARTS)
>>> reason.split(". ")[0], reason.endswith("a trump beats every card of another suit: the K♥ wins.")
('Clubs were led (the A♣)', True)
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre_teach.cards import Card, Suit
from euchre_teach.errors import EuchreError
from euchre_teach.ranking import card_role, effective_suit, suit_order, trick_winner
from euchre_teach.rules import STANDARD, Rules


def card_text(card: Card, trump: Suit | None = None, rules: Rules = STANDARD) -> str:
    """A card's text alternative: ``'J♦, left bower'``, ``'A♥, trump'``, ``'9♣'``."""
    role = card_role(card, trump, rules)
    return f"{card}, {role}" if role else str(card)


def cards_text(cards: Sequence[Card], trump: Suit | None = None, rules: Rules = STANDARD) -> str:
    """Several cards' text alternatives, separated by semicolons."""
    return "; ".join(card_text(card, trump, rules) for card in cards) or "no cards"


def _singular(suit: Suit) -> str:
    return suit.plural[:-1]


def _check_trick(cards: Sequence[Card], rules: Rules) -> None:
    """A trick is one or more cards of the rules' pack: anything else is refused in words."""
    if not cards or not all(isinstance(card, Card) for card in cards):
        raise EuchreError("a trick is one or more cards, in the order played")
    outside = [card for card in cards if not card.bit & rules.pack_mask]
    if outside:
        raise EuchreError(f"the {outside[0]} is not in this pack of {rules.pack_cards} cards: "
                          "a trick holds cards of the pack")


def trick_reason(cards: Sequence[Card], trump: Suit, rules: Rules = STANDARD) -> str:
    """Why the winning card of a trick (cards in the order played) wins it (R4, R19).

    A trick of no cards, or with a card the rules' pack lacks, is refused in words:

    >>> from euchre_teach.cards import parse_cards
    >>> trick_reason(parse_cards("8H 9C"), Suit.HEARTS)
    Traceback (most recent call last):
    euchre_teach.errors.EuchreError: the 8♥ is not in this pack of 24 cards: a trick holds cards of the pack
    """
    _check_trick(cards, rules)
    led = effective_suit(cards[0], trump, rules)
    win = cards[trick_winner(cards, trump, rules)]
    lines = [f"{led.plural.capitalize()} were led (the {cards[0]})."]
    for card in cards:
        role = card_role(card, trump, rules)
        if role in ("left bower", "best bower") and card.suit != trump:
            printed = _singular(card.suit) if card.suit is not None else "joker"
            lines.append(f"The {card} is the {role}: it counts as a {_singular(trump)}, not a {printed}.")
    trumps = [c for c in cards if effective_suit(c, trump, rules) == trump]
    if len(trumps) > 1:
        order = suit_order(trump, trump, rules)
        ranked = sorted(trumps, key=order.index)
        lines.append(f"Trumps played: {', '.join(str(c) for c in ranked)}; in the trump order "
                     f"({' '.join(str(c) for c in order)}) the {win} is highest and wins.")
    elif trumps:
        role = card_role(win, trump, rules)
        what = f"the {role}, a trump" if role not in ("", "trump") else "a trump"
        lines.append(f"The {win} is {what} ({trump.plural} are trump), and a trump beats every "
                     f"card of another suit: the {win} wins.")
    else:
        off = [c for c in cards[1:] if effective_suit(c, trump, rules) != led]
        if off:
            lines.append(f"No trump was played; {', '.join(str(c) for c in off)} did not follow "
                         f"{led.plural} and cannot win, however high.")
        else:
            lines.append("No trump was played.")
        lines.append(f"The highest {_singular(led)} is the {win}: it wins.")
    return " ".join(lines)
