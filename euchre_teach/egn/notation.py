"""EGN's words as the engine's: cards (``"Tc"``), calls (``"Order"``, ``"h"``) and the ruleset.

Seats are the same numbers in both: EGN numbers the players clockwise from 0 and the engine's
four seats North, East, South, West are 0 to 3 clockwise, so EGN player ``i`` is engine seat ``i``
and EGN team 0 (players 0 and 2) is North–South. An EGN ruleset option the engine cannot play is an
:class:`~euchre_teach.errors.EgnError` naming the option and its value; so is an engine option
EGN cannot say, when writing.

>>> card_of("Tc", "trick 1"), card_of("Nd", "trick 1"), card_text(card_of("Jh", "trick 1"))
(TC, 9D, 'Jh')
>>> rules_of({"std": True, "canadian": True}).dealer_partner_must_go_alone
True
>>> rules_of({"allow_no_trump": True})  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
euchre_teach.errors.EgnError: ruleset option allow_no_trump=true cannot be played: the engine has no no-trump call
"""

from __future__ import annotations

from typing import Any

from euchre_teach.cards import Card, Rank, Suit
from euchre_teach.errors import EgnError, EuchreError
from euchre_teach.rules import OPTIONS, OpeningLead, Rules

_RANKS = {"9": "9", "N": "9", "T": "T", "J": "J", "Q": "Q", "K": "K", "A": "A", "8": "8", "7": "7"}
_SUITS = {"c": Suit.CLUBS, "d": Suit.DIAMONDS, "h": Suit.HEARTS, "s": Suit.SPADES}
_LETTER = {suit: letter for letter, suit in _SUITS.items()}
_LOWEST = {9: 24, 8: 28, 7: 32}
_LEADS = {"LEFT_OF_DEALER": OpeningLead.DEALERS_LEFT, "LEFT_OF_LONER": OpeningLead.LONERS_LEFT}
#: Options the engine cannot play from an EGN file, with why.
_REFUSED = {
    "defend_alone": "euchre_teach does not read a lone defender from EGN",
    "farmers": "euchre_teach does not read farmer's-hand exchanges from EGN",
    "partners_best": "euchre_teach does not read partner's-best exchanges from EGN",
    "go_under": "the engine has no going under with the kitty in the four-hand game",
    "joker": "euchre_teach does not read the joker (benny) from EGN",
    "allow_no_trump": "the engine has no no-trump call",
    "fast_break": "the engine has no fast-break scoring",
    "four_trick_tokens": "the engine has no four-trick tokens",
}
_BOOLS = ("std", "canadian", *_REFUSED)
_INTS = ("min_rank", "winning_score", "num_deals", "loner_march_score", "loner_euchred_score", "num_players")
CALLS = ("Pass", "Order", "s", "h", "d", "c", "n", "x")


def card_of(text: object, where: str) -> Card:
    """The card an EGN card text names (``"Tc"``, ``"Nc"`` for a 9); unknown and generic cards are refused."""
    if not isinstance(text, str):
        raise EgnError(f"{where}: a card is text such as 'Tc', not {type(text).__name__}")
    if len(text) == 2 and text[0] in _RANKS and text[1].lower() in _SUITS:
        return Card.parse(_RANKS[text[0]] + text[1].upper())
    if text[:1] in ("X", "L", "R", "B") or text[1:2] in ("x", "t", "n", "g"):
        raise EgnError(f"{where}: the card {text[:8]!r} is unknown, generic or a joker, and a game "
                       "cannot be replayed without knowing its cards")
    raise EgnError(f"{where}: {text[:8]!r} is not an EGN card: expected a rank (9, T, J, Q, K, A) and a "
                   "suit letter (c, d, h, s), such as 'Tc'")


def card_text(card: Card) -> str:
    """A card as EGN writes it: ``"Tc"``, ``"Jh"``."""
    if card.suit is None:
        raise EgnError("EGN cannot write the joker: euchre_teach writes games without it")
    return card.code[0] + _LETTER[card.suit]


def suit_of_call(call: str) -> Suit:
    """The suit a round-2 call names (``"h"``)."""
    return _SUITS[call]


def call_text(suit: Suit) -> str:
    """A round-2 call as EGN writes it: the suit's letter."""
    return _LETTER[suit]


def lowest_rank(rules: Rules) -> int:
    """EGN's ``min_rank`` of the rules' pack."""
    return {Rank.NINE: 9, Rank.EIGHT: 8, Rank.SEVEN: 7}.get(rules.lowest_rank, 0)


def _option(ruleset: dict[str, Any], name: str, default: object) -> Any:
    """One ruleset option, of the right type, or its default when left out."""
    value = ruleset.get(name, default)
    wanted = bool if name in _BOOLS else int if name in _INTS else str
    if type(value) is not wanted:
        kind = {bool: "true or false", int: "a whole number"}.get(wanted, "text")
        raise EgnError(f"ruleset option {name} is {value!r:.40}, not {kind}")
    return value


def _check_supported(ruleset: dict[str, Any]) -> None:
    """Refuse, by name and value, every ruleset option the engine cannot play."""
    unknown = sorted(set(ruleset) - set(_BOOLS) - set(_INTS) - {"loner_lead"})
    if unknown:
        raise EgnError(f"ruleset option {unknown[0][:40]!r} is not an EGN option")
    for name, why in _REFUSED.items():
        if _option(ruleset, name, False):
            raise EgnError(f"ruleset option {name}=true cannot be played: {why}")
    if _option(ruleset, "num_players", 4) != 4:
        raise EgnError(f"ruleset option num_players={ruleset['num_players']} cannot be played: euchre_teach "
                       "reads four-player EGN games only")
    if _option(ruleset, "num_deals", 0) != 0:
        raise EgnError(f"ruleset option num_deals={ruleset['num_deals']} cannot be played: the engine's "
                       "games end at a target score, not after a fixed number of deals")
    if _option(ruleset, "min_rank", 9) not in _LOWEST:
        raise EgnError(f"ruleset option min_rank={ruleset['min_rank']} cannot be played: choose 9, 8 or 7")
    if _option(ruleset, "winning_score", 10) < 1:
        raise EgnError(f"ruleset option winning_score={ruleset['winning_score']} cannot be played: the "
                       "engine's games need a target score of at least 1")
    if _option(ruleset, "loner_lead", "LEFT_OF_DEALER") not in _LEADS:
        raise EgnError(f"ruleset option loner_lead={str(ruleset['loner_lead'])[:40]!r} is not "
                       "LEFT_OF_DEALER or LEFT_OF_LONER")


def rules_of(ruleset: object) -> Rules:
    """The engine's rules for an EGN ruleset (its defaults where an option is left out).

    ``std`` is stick the dealer, ``canadian`` the dealer's partner going alone when ordering up,
    ``loner_lead`` who leads against a loner, ``loner_march_score`` and ``loner_euchred_score`` the lone
    hand's points, ``winning_score`` the target, ``min_rank`` the pack. EGN games have no lone defender.
    """
    if not isinstance(ruleset, dict):
        raise EgnError(f"metadata.ruleset must be an object, not {type(ruleset).__name__}")
    _check_supported(ruleset)
    try:
        return Rules(
            stick_the_dealer=_option(ruleset, "std", True),
            dealer_partner_must_go_alone=_option(ruleset, "canadian", False),
            opening_lead=_LEADS[_option(ruleset, "loner_lead", "LEFT_OF_DEALER")],
            alone_march_points=_option(ruleset, "loner_march_score", 4),
            lone_hand_euchre_points=_option(ruleset, "loner_euchred_score", 2),
            target=_option(ruleset, "winning_score", 10),
            pack_size=_LOWEST[_option(ruleset, "min_rank", 9)],
            defend_alone="never",
        )
    except EgnError:
        raise
    except EuchreError as exc:
        raise EgnError(f"metadata.ruleset cannot be played: {exc}") from None


#: The rules of a game with EGN's default ruleset: stick the dealer, the opening lead at the dealer's left.
EGN_STANDARD = rules_of({})


def ruleset_of(rules: Rules) -> dict[str, Any]:
    """The EGN ruleset of ``rules``, or an ``EgnError`` naming the first option EGN cannot say."""
    ruleset: dict[str, Any] = {
        "std": rules.stick_the_dealer,
        "min_rank": lowest_rank(rules),
        "winning_score": rules.target,
        "canadian": rules.dealer_partner_must_go_alone,
        "loner_lead": "LEFT_OF_LONER" if rules.opening_lead is OpeningLead.LONERS_LEFT else "LEFT_OF_DEALER",
        "loner_march_score": rules.alone_march_points,
        "loner_euchred_score": rules.lone_hand_euchre_points,
    }
    try:
        back = rules_of(ruleset)
    except EgnError:
        back = EGN_STANDARD
    for name in OPTIONS:
        if getattr(back, name) != getattr(rules, name):
            value = getattr(rules, name)
            raise EgnError(f"EGN cannot write a game whose rules have {name}={getattr(value, 'value', value)!r}: "
                           f"EGN's games have {name}={getattr(getattr(back, name), 'value', getattr(back, name))!r}")
    return ruleset
