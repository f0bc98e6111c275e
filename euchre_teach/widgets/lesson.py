"""What a lesson's code cells call to show engine facts in words, never as Python values.

A learner reads "J♥ > J♦ > A♥ …", "pass, call hearts (next), call clubs (cross)" or "the makers
take 3 tricks: 1 point for 3 or 4", not tuples of ``Action``. Every fact is the engine's; this module
only sets positions up and puts the facts into sentences.

>>> from euchre_teach import STANDARD, Deal
>>> deal = Deal.from_hands(STANDARD, {"N": "KH AH 9S TS JS", "E": "9D QD QC KC AC",
...     "S": "JD TD 9C TC JC", "W": "KD AD 9H TH QH"}, upcard="JH", dealer="N")
>>> hand = start_play(deal, "East", discard="9S")   # hearts are trump, chosen by East
>>> hand.trump.plural, hand.seat_name(hand.current_player())
('hearts', 'East')
>>> score_words(5)
'The makers take all five tricks (a march): 2 points.'
"""

from __future__ import annotations

from euchre_teach.actions import Kind
from euchre_teach.bots import get_bot
from euchre_teach.cards import Card, Suit
from euchre_teach.deal import Deal
from euchre_teach.errors import EuchreError
from euchre_teach.explain import listed, sentences
from euchre_teach.i18n import say, say_in
from euchre_teach.ranking import suit_order, trump_order
from euchre_teach.record import Record
from euchre_teach.rules import STANDARD, Rules
from euchre_teach.scoring import score_hand
from euchre_teach.state import HandState, Phase
from euchre_teach.widgets.labels import action_label


def start_play(deal: Deal, maker: int | str, *, discard: Card | str | None = None,
               rules: Rules = STANDARD) -> HandState:
    """The hand at its first lead, with the upcard's suit made trump by ``maker`` (not alone).

    For a lesson taught before the bidding: "suppose hearts are trump". Everyone before the
    maker passes; the dealer discards ``discard`` (or what a rule-of-thumb player would).
    """
    hand = HandState(rules, deal)
    seat = rules.parse_seat(maker)
    dealer_bot = get_bot("rule of thumb", 0)
    while hand.phase is not Phase.PLAY:
        if hand.is_terminal():
            raise EuchreError(say("{who} never got to make the upcard's suit trump", who=hand.seat_name(seat)))
        if hand.phase is Phase.ROUND_1 and hand.current_player() == seat:
            hand.apply("order up")
        elif hand.phase is Phase.DISCARD:
            chosen = dealer_bot.decide(hand.view(hand.dealer)).action if discard is None else f"discard {discard}"
            hand.apply(chosen)
        elif hand.phase in (Phase.ROUND_1, Phase.DEFENDING):
            hand.apply("pass")
        else:
            # Translators: {phase} is the phase's name ("round 2", "auction").
            raise EuchreError(say("start_play sets up round 1 only, not the {phase} step", phase=hand.phase.label))
    return hand


def order_words(trump: Suit | str, rules: Rules = STANDARD) -> str:
    """The trump suit from highest to lowest: 'J♥ > J♦ > A♥ > K♥ > Q♥ > 10♥ > 9♥'."""
    return " > ".join(str(card) for card in trump_order(Suit.parse(trump), rules))


def suit_words(suit: Suit | str, trump: Suit | str, rules: Rules = STANDARD) -> str:
    """A plain suit under ``trump``, highest first: diamonds under hearts lose their jack."""
    return " > ".join(str(card) for card in suit_order(Suit.parse(suit), Suit.parse(trump), rules))


def choices_words(hand: HandState) -> str:
    """What the player to act may say or play, in the players' words: 'pass, call hearts (next), …'."""
    seat = hand.current_player()
    if seat is None:
        return say("nothing: the hand is over")
    words = listed(action_label(hand, action) for action in hand.legal_actions())
    # Translators: {who} is a seat's name; {actions} lists what that seat may say or play now, in the words of
    # context "action" ("pass, order up, order up alone"; "play 10♦").
    return say("{who} may: {actions}", who=hand.seat_name(seat), actions=words)


def score_words(maker_tricks: int, *, alone: bool = False, lone_defender: bool = False,
                rules: Rules = STANDARD) -> str:
    """How a hand scores when the makers take ``maker_tricks`` tricks, in a sentence."""
    if not 0 <= maker_tricks <= rules.hand_size:
        raise EuchreError(say("the makers take between 0 and {most} tricks, not {count}", most=rules.hand_size,
                              count=maker_tricks))
    words = score_hand(rules, maker_tricks, alone, lone_defender, False)[3]
    # Translators: {result} is the engine's sentence on how the hand was scored.
    return say("{result}.", result=words[0].upper() + words[1:])


def hand_words(hand: HandState, seat: int | str) -> str:
    """A seat's cards in words: 'South holds J♦ 10♦ 9♣ 10♣ J♣'."""
    cards, who = hand.hand(seat), hand.seat_name(hand.rules.parse_seat(seat))
    if not cards:
        return say("{who} holds no cards", who=who)
    # Translators: {cards} are the cards by their symbols, one space between: "J♦ 10♦ 9♣ 10♣ J♣".
    return say("{who} holds {cards}", who=who, cards=" ".join(str(c) for c in cards))


def sitting_out_words(hand: HandState) -> str:
    """Who sits out this hand and why: 'South sits out: partner North plays alone.'"""
    if not hand.sitting_out:
        return say("Everyone plays.")
    lines = []
    for seat in hand.sitting_out:
        lone = next((s for s in (hand.maker, hand.lone_defender) if s is not None and s not in hand.sitting_out
                     and hand.rules.partners_opposite and (s - seat) % hand.rules.players == 2), None)
        who = hand.seat_name(seat)
        if lone is None:
            lines.append(say("{who} sits out.", who=who))
        elif lone == hand.maker:
            # Translators: {partner} is the partner of {who}, a seat's name.
            lines.append(say("{who} sits out: partner {partner} plays alone.", who=who, partner=hand.seat_name(lone)))
        else:
            # Translators: {partner} is the partner of {who}, a seat's name.
            lines.append(say("{who} sits out: partner {partner} defends alone.", who=who,
                             partner=hand.seat_name(lone)))
    return sentences(*lines)


def dealer_discard_words(hand: HandState) -> str:
    """What the dealer did with the upcard: 'West, the dealer, picked up the 9♥ and discarded the 9♠'."""
    dealer = hand.seat_name(hand.dealer)
    if hand.discarded is None:
        return say("{who}, the dealer, did not pick up the upcard.", who=dealer)
    # Translators: {upcard} and {card} are cards by their symbols (J♥, 9♠).
    return say("{who}, the dealer, picked up the {upcard} and discarded the {card}.", who=dealer, upcard=hand.upcard,
               card=hand.discarded)



def story_words(hand: HandState) -> str:
    """A played hand in a few lines: the bidding as narrated, one line per trick, and the result."""
    record = Record.of(hand)
    dealer = hand.seat_name(hand.dealer)
    lines = [say("{who} deals.", who=dealer) if hand.upcard is None else
             say("{who} deals and turns up the {upcard}.", who=dealer, upcard=hand.upcard)]
    lines += [record.narration(i) for i, (_seat, action) in enumerate(hand.history) if action.kind is not Kind.PLAY]
    for trick in hand.tricks:
        # Translators: one play of a trick: {who} is a seat's name, {card} the card it played (J♥).
        cards = listed(say_in("trick play", "{who} {card}", who=hand.seat_name(seat), card=card)
                       for seat, card in trick.plays)
        # Translators: {plays} lists each seat's card in the trick ("North J♥, East 9♣"); {winner} is a seat's name.
        lines.append(say("Trick {number}: {plays}: {winner} wins.", number=trick.number, plays=cards,
                         winner=hand.seat_name(trick.taken_by)))
    if hand.is_terminal():
        # Translators: {result} is the engine's sentence on how the hand was scored.
        lines.append(say("Result: {result}.", result=hand.result.explanation))
    return "\n".join(lines)
