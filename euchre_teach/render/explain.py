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
from euchre_teach.explain import one_of, sentences
from euchre_teach.i18n import say
from euchre_teach.ranking import card_role, effective_suit, role_label, suit_order, trick_winner
from euchre_teach.rules import STANDARD, Rules


def card_text(card: Card, trump: Suit | None = None, rules: Rules = STANDARD) -> str:
    """A card's text alternative: ``'J♦, left bower'``, ``'A♥, trump'``, ``'9♣'``."""
    role = card_role(card, trump, rules)
    # Translators: a card's text for screen readers: its symbols (J♦) and its role (context "card role").
    return say("{card}, {role}", card=card, role=role_label(role)) if role else str(card)


def cards_text(cards: Sequence[Card], trump: Suit | None = None, rules: Rules = STANDARD) -> str:
    """Several cards' text alternatives, separated by semicolons."""
    return "; ".join(card_text(card, trump, rules) for card in cards) or say("no cards")


def _sentence(text: str) -> str:
    """A sentence that starts with a word filled in (a suit's name) starts with a capital."""
    return text[:1].upper() + text[1:]


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
    # Translators: {suit} is a suit's name (clubs), {card} the card led (A♣).
    lines = [_sentence(say("{suit} were led (the {card}).", suit=led.said, card=cards[0]))]
    for card in cards:
        role = card_role(card, trump, rules)
        if role in ("left bower", "best bower") and card.suit != trump:
            # Translators: {trump} and {printed} are one card of a suit (heart, diamond: context "one card of a
            # suit", or the joker); the card belongs to the trump suit, not to the suit printed on it.
            lines.append(say("The {card} is the {role}: it counts as a {trump}, not a {printed}.", card=card,
                             role=role_label(role), trump=one_of(trump), printed=one_of(card.suit)))
    trumps = [c for c in cards if effective_suit(c, trump, rules) == trump]
    if len(trumps) > 1:
        order = suit_order(trump, trump, rules)
        ranked = sorted(trumps, key=order.index)
        # Translators: {played} lists the trumps played (A♥, K♥), {order} the whole trump order (J♥ J♦ A♥ …).
        lines.append(say("Trumps played: {played}; in the trump order ({order}) the {card} is highest and wins.",
                         played=", ".join(str(c) for c in ranked), order=" ".join(str(c) for c in order), card=win))
    elif trumps:
        role = card_role(win, trump, rules)
        values = {"card": win, "suit": trump.said}
        lines.append(say("The {card} is the {role}, a trump ({suit} are trump), and a trump beats every card of "
                         "another suit: the {card} wins.", role=role_label(role), **values)
                     if role not in ("", "trump") else
                     say("The {card} is a trump ({suit} are trump), and a trump beats every card of another suit: "
                         "the {card} wins.", **values))
    else:
        off = [c for c in cards[1:] if effective_suit(c, trump, rules) != led]
        if off:
            # Translators: {cards} lists cards (9♣, K♦); {suit} is the suit led (hearts).
            lines.append(say("No trump was played; {cards} did not follow {suit} and cannot win, however high.",
                             cards=", ".join(str(c) for c in off), suit=led.said))
        else:
            lines.append(say("No trump was played."))
        lines.append(say("The highest {one} is the {card}: it wins.", one=one_of(led), card=win))
    return sentences(*lines)
