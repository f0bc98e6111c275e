"""The coach's words: why a move is best, in card terms, then the numbers behind it.

A bid is explained by the hand-point count (:mod:`.heuristics`), the trumps held and the seat; a
card by its role, whether it is the highest left of its suit, the trumps still out, who is winning
the trick and the voids seen so far; then the sampled numbers. Every move is named as the
learner's buttons name it (:func:`move_words`).

>>> from euchre_teach import new_hand
>>> hand = new_hand("standard", seed=22)  # West: A♠ Q♠ J♠ 10♣ K♦, the 10♠ turned up
>>> move_words(hand.view("West"), hand.legal_actions()[1])
'order it up'
"""

from __future__ import annotations

from collections.abc import Sequence

from euchre_teach.actions import Action, Kind
from euchre_teach.analysis.equity import win_error
from euchre_teach.analysis.heuristics import CALL_AT, and_said, bid_points, one_of, points_said, trump_count
from euchre_teach.analysis.play import PlayAdvice
from euchre_teach.analysis.realistic import Estimate
from euchre_teach.analysis.sampling import knowledge
from euchre_teach.analysis.strength import (
    BidAdvice,
    BidOption,
    bid_words,
    numbers_sentence,
    short_trumps,
    trump_rule,
    trumps_said,
)
from euchre_teach.analysis.words import signed
from euchre_teach.bots.rule_of_thumb import RuleOfThumbBot
from euchre_teach.cards import CARDS, Card, Suit, ids_of_mask, mask_of
from euchre_teach.explain import listed, sentences
from euchre_teach.i18n import mark_in, percent, say, say_in, say_plural
from euchre_teach.narration import order_up_said
from euchre_teach.ranking import card_role, tables, trick_winner
from euchre_teach.rules import Rules
from euchre_teach.scoring import hand_scores
from euchre_teach.table import Phase
from euchre_teach.views import SeatView


def move_words(view: SeatView, action: Action) -> str:
    """The move as the learner's buttons say it: 'play the J♥', 'discard the 9♠', 'pass'."""
    # Translators: {card} is a card's code ("J♥").
    if action.kind is Kind.PLAY:
        return say("play the {card}", card=action.card)
    if action.kind is Kind.DISCARD:
        return say("discard the {card}", card=action.card)
    if action.kind is Kind.ALLY:
        return say("name the {card} as your ally", card=action.card)
    if action.kind is Kind.ORDER_UP and view.upcard is not None and view.seat is not None:
        return order_up_said(view.rules, view.seat, view.dealer, action.alone)
    return bid_words(action)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _item(move: str, value: str) -> str:
    """One choice of a list with its figure: 'passing +0.30', 'order it up 72%'."""
    # Translators: a choice ("passing", "play the J♥") and its figure ("+0.30", "72%"), an item of a list.
    return say("{move} {value}", move=move, value=value)


def _clauses(parts: Sequence[str]) -> str:
    """Clauses of one sentence, parted as the language parts them ('a; b')."""
    return say_in("clauses", "; ").join(parts)


def bids_reason(view: SeatView, best: Action, bids: BidAdvice, score: tuple[int, int] | None,
                 by_match: bool) -> str:
    """The bid advice's reason: the best bid's, the score's cap, and near the end the match's words."""
    reason = sentences(bid_reason(view, best, bids), _capped(view.rules, score))
    return sentences(reason, _match_words(view, bids, score)) if by_match and score is not None else reason


def _capped(rules: Rules, score: tuple[int, int] | None) -> str:
    """'(At 2–2 in a game to 3, points past 3 count nothing: ...)' when the score cuts a hand's points."""
    if score is None:
        return ""
    top = max(hand_scores(rules))
    if max(score) + top <= rules.target:
        return ""
    ours, theirs = (max(rules.target - s, 0) for s in score)
    # Translators: {ours}–{theirs} is the score, {target} the points that win the game; {our_most} and
    # {their_most} the most a hand can still count for each side.
    return say("(At {ours}–{theirs} in a game to {target}, points past {target} count nothing: these figures count "
               "at most {our_most} for your side and {their_most} for the other.)", ours=score[0], theirs=score[1],
               target=rules.target, our_most=ours, their_most=theirs)


def _match_words(view: SeatView, bids: BidAdvice, score: tuple[int, int]) -> str:
    """'At 8–9 the match counts more than the points: order it up gives your side 72% to win the match...'."""
    ranked = sorted(bids.options, key=lambda o: -(o.win or 0.0))
    best, *rest = ranked
    others = listed(_item(move_words(view, o.action), percent(o.win or 0.0)) for o in rest)
    error = win_error(view, bids.samples, score)
    values = {"ours": score[0], "theirs": score[1], "move": move_words(view, best.action),
              "win": percent(best.win or 0.0), "error": percent(error), "others": others}
    # Translators: {ours}–{theirs} is the score; {move} the best bid ("order it up"); {win} and {error}
    # percentages; {others} the other bids with their chances ("pass 61%").
    if others:
        text = say_plural("At {ours}–{theirs} the match counts more than the points: {move} gives your side {win} to "
                          "win the match; {others} (each figure within about ±{error}, the sampling error of {count} "
                          "deal).",
                          "At {ours}–{theirs} the match counts more than the points: {move} gives your side {win} to "
                          "win the match; {others} (each figure within about ±{error}, the sampling error of {count} "
                          "deals).", bids.samples, **values)
    else:
        text = say_plural("At {ours}–{theirs} the match counts more than the points: {move} gives your side {win} to "
                          "win the match (each figure within about ±{error}, the sampling error of {count} deal).",
                          "At {ours}–{theirs} the match counts more than the points: {move} gives your side {win} to "
                          "win the match (each figure within about ±{error}, the sampling error of {count} deals).",
                          bids.samples, **values)
    if rest and (best.win or 0.0) - (rest[0].win or 0.0) < 2 * error:
        text = sentences(text, say("{first} and {second} are too close to tell apart with these deals.",
                                   first=_capital(move_words(view, best.action)),
                                   second=move_words(view, rest[0].action)))
    return text


def _count_clause(view: SeatView, suit: Suit) -> str:
    """'8 points for spades by the count (right bower 4, ...), 3 trumps in your hand'."""
    hand = mask_of(view.hand or ())
    points, words = bid_points(view.rules, hand, int(suit))
    trumps = trump_count(view.rules, hand, int(suit))
    # Translators: {points} is a count ("8 points"), {suit} a suit's name ("spades"), {items} what made the count.
    return say_plural("{points} for {suit} by the count ({items}), {count} trump in your hand",
                      "{points} for {suit} by the count ({items}), {count} trumps in your hand", trumps,
                      points=points_said(points), suit=suit.said, items=words)


def played_out_reason(view: SeatView, action: Action, maxim: str, estimate: Estimate) -> str:
    best, *rest = estimate.ranked
    others = listed(_item(move_words(view, o.action), signed(o.expected)) for o in rest[:3])
    numbers = _clauses([option_words(view, best), others]) if others else option_words(view, best)
    head, _ = _played_out_head(view, action, maxim)
    if estimate.fitted == estimate.samples:
        tail = say_plural("Over {count} deal that fit the bidding so far, played out by rule-of-thumb players who see "
                          "only their own cards: {numbers}.",
                          "Over {count} deals that fit the bidding so far, played out by rule-of-thumb players who "
                          "see only their own cards: {numbers}.", estimate.samples, numbers=numbers)
    else:
        tail = say_plural("Over {count} deal ({fitted} of them fit the bidding so far), played out by rule-of-thumb "
                          "players who see only their own cards: {numbers}.",
                          "Over {count} deals ({fitted} of them fit the bidding so far), played out by rule-of-thumb "
                          "players who see only their own cards: {numbers}.", estimate.samples,
                          fitted=estimate.fitted, numbers=numbers)
    return sentences(head, tail)


def _played_out_head(view: SeatView, action: Action, maxim: str) -> tuple[str, str]:
    """The played-out advice's first sentence (the move and why), and why alone, in a clause ('' for nothing)."""
    said = _capital(move_words(view, action))
    suit = action.suit if action.suit is not None else (
        view.upcard.suit if action.kind is Kind.ORDER_UP and view.upcard is not None else None)
    if not maxim and suit is not None and view.hand is not None:
        maxim = _count_clause(view, suit)
    # Translators: {move} is the advice ("Order it up"), {reason} why, in a clause.
    return (say("{move}: {reason}.", move=said, reason=maxim) if maxim else say("{move}:", move=said)), maxim


def reason_words(view: SeatView, action: Action, numbers: BidAdvice | PlayAdvice | Estimate,
                 maxim: str = "") -> tuple[str, str]:
    """The coach's reason for ``action`` without its numbers, as the move and why ('Play the J♥: the J♥ is the
    right bower; ...'), and why alone, as a sentence ('' when the reason gives none): what a grade shows first."""
    if isinstance(numbers, BidAdvice):
        head, why = _bid_head(view, action)
    elif isinstance(numbers, Estimate):
        head, why = _played_out_head(view, action, maxim)
    else:
        why = _card_why(view, action)
        # Translators: {move} is the advice ("Lead the J♥"); {reason} why, in clauses.
        head = say("{move}: {reason}.", move=_capital(move_words(view, action)), reason=why)
    # Translators: a reason in clauses ("the J♥ is the right bower; 2 trumps are still out"), as a sentence of its own.
    return head, say("{reason}.", reason=why) if why else ""


def bid_reason(view: SeatView, action: Action, bids: BidAdvice) -> str:
    """Why ``action`` (a bid): the count behind it, the trumps, the seat, then the sampled numbers."""
    head, _ = _bid_head(view, action)
    return sentences(head, say_plural("Over {count} sampled deal: {numbers}", "Over {count} sampled deals: {numbers}",
                                      bids.samples, numbers=bid_numbers(view, bids)))


def _bid_head(view: SeatView, action: Action) -> tuple[str, str]:
    """A bid's reason before its numbers (the move, the count behind it, the trumps, the seat), and the same
    without the move, in clauses."""
    rules, hand = view.rules, mask_of(view.hand or ())
    upcard = view.upcard if view.phase is Phase.ROUND_1 else None  # in round 2 the upcard is turned down
    said = _capital(move_words(view, action))
    our_deal = _our_deal(view)
    suits = _bid_suits(view, action)
    best_suit = max(suits, key=lambda s: bid_points(rules, hand, s, upcard.id if upcard else None, our_deal)[0])
    points, words = bid_points(rules, hand, best_suit, upcard.id if upcard else None, our_deal)
    held = hand | (1 << upcard.id if upcard is not None and view.seat == view.dealer else 0)
    trumps = trump_count(rules, held, best_suit)
    name = Suit(best_suit).said
    if action.kind is Kind.PASS:
        count = _pass_count(name, points, words, trumps, len(suits) == 1)
    else:
        # Translators: {points} is a count ("8 points"), {suit} a suit's name ("spades"), {items} what made it.
        count = say_plural("{points} for {suit} by the count ({items}), {count} trump",
                           "{points} for {suit} by the count ({items}), {count} trumps", trumps,
                           points=points_said(points), suit=name, items=words)
    if upcard is None:
        # Translators: {move} is the advice ("Order it up"); {count} the hand-point count's clause.
        return say("{move}: {count}.", move=said, count=count), count
    where = _upcard_words(view, our_deal)
    # Translators: {move} is the advice ("Order it up"); {count} the hand-point count's clause; {upcard} where the
    # upcard goes.
    return say("{move}: {count}; {upcard}.", move=said, count=count, upcard=where), _clauses([count, where])


def _our_deal(view: SeatView) -> bool:
    """True when the viewer or its partner deals."""
    rules, me = view.rules, view.seat
    return me is not None and view.dealer in ((me, rules.partner(me)) if rules.partners_opposite else (me,))


def _bid_suits(view: SeatView, action: Action) -> list[int]:
    """The suits a bid is about: the one it makes trump, or for a pass the ones it turns down."""
    upcard = view.upcard
    if action.kind is Kind.PASS:
        if view.phase is Phase.ROUND_1 and upcard is not None and upcard.suit is not None:
            return [int(upcard.suit)]
        return [s for s in range(4) if upcard is None or upcard.suit is None or s != int(upcard.suit)]
    if action.kind is Kind.ORDER_UP:
        ordered = view.the_upcard.suit
        assert ordered is not None, "a joker upcard skips round one (R8), so an ordered-up card has a suit"
        return [int(ordered)]
    return [int(action.the_suit)]


def _upcard_words(view: SeatView, our_deal: bool) -> str:
    """Where the upcard goes in round one: '; an opponent deals and picks up the 10♠'."""
    # Translators: {card} is the upcard ("10♠").
    if view.seat == view.dealer:
        return say("you deal, so the {card} comes into your hand", card=view.upcard)
    if our_deal:
        return say("your partner deals and picks up the {card}", card=view.upcard)
    return say("an opponent deals and picks up the {card}", card=view.upcard)


def _pass_count(name: str, points: int, words: str, trumps: int, only_suit: bool) -> str:
    """Why pass, by the count: under the rule-of-thumb players' line, one trump, or the numbers."""
    said = {"suit": name, "points": points_said(points), "items": words, "least": CALL_AT}
    # Translators: {suit} is a suit's name ("hearts"), {points} a count ("5 points"), {items} what made the
    # count, {least} the count that calls trump (7).
    if points < CALL_AT:
        return (say("the upcard's suit, {suit}, counts only {points} ({items}), under the {least} the count asks for",
                    **said) if only_suit else
                say("your best suit, {suit}, counts only {points} ({items}), under the {least} the count asks for",
                    **said))
    if trumps < 2:
        return (say("the upcard's suit, {suit}, counts {points} ({items}), but with only one trump the count says "
                    "pass", **said) if only_suit else
                say("your best suit, {suit}, counts {points} ({items}), but with only one trump the count says pass",
                    **said))
    return (say("the upcard's suit, {suit}, counts {points} ({items}), enough by the count ({least} or more), but the "
                "sampled deals say passing does better", **said) if only_suit else
            say("your best suit, {suit}, counts {points} ({items}), enough by the count ({least} or more), but the "
                "sampled deals say passing does better", **said))


def option_words(view: SeatView, option: BidOption) -> str:
    """One bid's numbers in the buttons' words: 'assist makes it 78% of the time (a march 13%)
    and expects +0.90 points (±0.07)'."""
    return numbers_sentence(move_words(view, option.action), option)


def bid_numbers(view: SeatView, bids: BidAdvice) -> str:
    """The best bid's numbers, then every other bid's expected points, then the legal bids left out
    and why: no bid goes missing without a word."""
    best, *rest = bids.ranked
    others = listed(_item(move_words(view, o.action), signed(o.expected)) for o in rest)
    solved = {o.action for o in bids.options}
    missing = [a for a in view.legal if a not in solved]
    parts = [option_words(view, best), *([others] if others else [])]
    if missing:
        rule = trump_rule(view, missing)
        items = listed(_left_out_item(view, a) for a in missing)
        # Translators: {bids} lists bids left out with their trumps ("call hearts with no trumps"); {rule} the
        # trumps each kind of bid wants ("a lone bid wants three trumps or more").
        parts.append(say("not worked out: {bids} (too few trumps to be worth working out: {rule})", bids=items,
                         rule=rule) if rule else say("not worked out: {bids}", bids=items))
    # Translators: the numbers of the bids, clauses of one sentence.
    return say("{clauses}.", clauses=_clauses(parts))


def _left_out_item(view: SeatView, action: Action) -> str:
    """A bid left out, with its trumps: 'call hearts alone with one trump', 'call clubs with no trumps'."""
    count = short_trumps(view, action)
    said = move_words(view, action)
    # Translators: {move} is a bid ("call hearts alone"); {trumps} how many trumps it has ("one trump").
    return say("{move} with {trumps}", move=said, trumps=trumps_said(count)) if count is not None else said


def _unseen(view: SeatView) -> int:
    """Cards the seat has not seen (its hand, the cards played and its own discard excluded)."""
    rules = view.rules
    unseen = rules.pack_mask & ~mask_of(view.hand or ()) & ~mask_of(view.played) & ~mask_of(view.discards)
    if view.upcard is not None and view.upcard_taken:
        unseen &= ~(1 << view.upcard.id)  # the upcard went to the dealer: seen, but still in play
    return unseen


def _highest(view: SeatView, cards: int, suit: int) -> Card | None:
    tab, trump = tables(view.rules), int(view.trump_suit)
    members = [c for c in ids_of_mask(cards) if tab.effective_suit[trump][c] == suit]
    return CARDS[max(members, key=tab.strength[trump][suit].__getitem__)] if members else None


#: What a card is under the trump (:func:`~euchre_teach.ranking.card_role`), as a fact about it.
_ROLES = {
    # Translators: {card} is a card's code ("J♥").
    "best bower": mark_in("card's role", "the {card} is the best bower"),
    "right bower": mark_in("card's role", "the {card} is the right bower"),
    "left bower": mark_in("card's role", "the {card} is the left bower"),
    "trump": mark_in("card's role", "the {card} is a trump"),
}
#: The kinds of fact that a maxim already says (the card's rank in its suit, the trick, a void made).
_SAID_BY_MAXIMS = frozenset({"highest", "trick", "void"})


def card_facts(view: SeatView, action: Action) -> list[str]:
    """What makes a card the right one, in card terms: its role, whether it is the highest left
    of its suit, the trumps still out, who is winning the trick, the voids seen so far."""
    return [fact for _, fact in _card_facts(view, action)]


def _card_facts(view: SeatView, action: Action) -> list[tuple[str, str]]:
    """:func:`card_facts`, each with its kind ('role', 'highest', 'trumps', 'trick', 'void', 'voids')."""
    rules, trump = view.rules, int(view.trump_suit)
    tab = tables(rules)
    card = action.the_card
    suit = tab.effective_suit[trump][card.id]
    if action.kind is Kind.DISCARD:
        return _discard_facts(view, card, suit)
    facts: list[tuple[str, str]] = []
    role = card_role(card, Suit(trump), rules)
    if role in _ROLES:
        facts.append(("role", say_in("card's role", _ROLES[role], card=card)))
    in_play = _in_play(view)
    top = _highest(view, in_play, suit)
    if top is None or tab.strength[trump][suit][card.id] > tab.strength[trump][suit][top.id]:
        # Translators: {one} is one card of the card's suit ("heart", or "trump").
        facts.append(("highest", say("it is the highest {one} still in play", one=one_of(suit, trump))))
    trumps_out = (in_play & tab.suit_mask[trump][trump]).bit_count()  # the dealer's taken upcard is still out
    mine = trump_count(rules, mask_of(view.hand or ()), trump)
    # Translators: {count} trumps the others may hold; {mine} how many trumps the learner holds.
    facts.append(("trumps", say_plural("{count} trump is still out, you hold {mine}",
                                       "{count} trumps are still out, you hold {mine}", trumps_out, mine=mine)))
    trick = view.current_trick
    if trick is not None and trick.plays:
        facts.append(("trick", _trick_fact(view, card, [c for _, c in trick.plays], trick.plays)))
    return facts + [("voids", fact) for fact in _voids(view)]


def _in_play(view: SeatView) -> int:
    """The cards still in play the viewer has not seen, with the upcard the dealer took and kept."""
    upcard = view.upcard
    kept = (upcard is not None and view.upcard_taken and view.seat != view.dealer
            and not mask_of(view.played) >> upcard.id & 1)
    return _unseen(view) | (1 << upcard.id if kept and upcard is not None else 0)


def _discard_facts(view: SeatView, card: Card, suit: int) -> list[tuple[str, str]]:
    """Why discard ``card``: it leaves a void to trump, or it is the weakest side card."""
    trump = int(view.trump_suit)
    if suit == trump:
        return []
    effective = tables(view.rules).effective_suit[trump]
    # Translators: {suit} is a suit's name ("clubs").
    if not [c for c in (view.hand or ()) if c != card and effective[c.id] == suit]:
        return [("void", say("it leaves you void in {suit}, so you can trump them", suit=Suit(suit).said))]
    return [("weakest", say("it is your weakest card: {suit} are not trump", suit=Suit(suit).said))]


def _trick_fact(view: SeatView, card: Card, played: list[Card], plays: Sequence[tuple[int, Card]]) -> str:
    """Who is winning the trick so far, and whether ``card`` beats them (the engine's R19 judge)."""
    rules, trump = view.rules, Suit(int(view.trump_suit))
    win_seat, win_card = plays[trick_winner(played, trump, rules)]
    same_side = win_seat in _side(view)
    beats = trick_winner([*played, card], trump, rules) == len(played)
    said = {"seat": rules.seat_name(win_seat), "card": win_card}
    # Translators: {seat} is a seat's name ("North"); {card} the card it played ("A♣").
    if same_side and win_seat != view.seat:
        return say("your partner's {card} is already winning the trick", **said)
    if same_side:
        return say("{seat}'s {card} is already winning the trick", **said)
    if beats:
        return say("it beats {seat}'s {card}", **said)
    return say("nothing you hold can beat {seat}'s {card}: throw your cheapest card", **said)


def _side(view: SeatView) -> set[int]:
    makers = set(view.makers)
    active = {s for s in range(view.rules.players) if s not in view.sitting_out}
    return makers if view.seat in makers else active - makers


def _voids(view: SeatView) -> list[str]:
    """'North showed out of clubs' for every suit a seat in play failed to follow."""
    facts = knowledge(view)
    tab, trump = tables(view.rules), int(view.trump_suit)
    out = []
    for seat, mask in sorted(facts.void.items()):
        if seat == view.seat:
            continue
        suits = [s for s in range(4) if mask & tab.suit_mask[trump][s]]
        names = and_said([say_in("suits a seat has none of", "trumps") if s == trump else Suit(s).said
                          for s in suits])
        partner = view.rules.partners_opposite and seat == view.rules.partner(view.own_seat)
        # Translators: {seat} is a seat's name ("North"); {suits} the suits it has none of ("clubs and trumps").
        out.append(say("your partner {seat} has no {suits}", seat=view.rules.seat_name(seat), suits=names) if partner
                   else say("{seat} has no {suits}", seat=view.rules.seat_name(seat), suits=names))
    return out


def card_reason(view: SeatView, action: Action, advice: PlayAdvice) -> str:
    """'Play the J♥: the J♥ is the right bower; 2 trumps are still out... Sampled deals: ...'."""
    head = _capital(move_words(view, action))
    why = _card_why(view, action)
    best, *rest = advice.ranked
    exact = advice.samples == 0
    numbers = best.describe(exact)
    worse = [o for o in rest if o.expected < best.expected - 1e-9]
    if worse:
        numbers = _clauses([numbers, _item(move_words(view, worse[0].action), signed(worse[0].expected))])
    # Translators: {move} is the advice ("Lead the J♥"); {reason} why, in clauses; {numbers} what it scores.
    if exact:
        return say("{move}: {reason}. Every hand face up: {numbers}.", move=head, reason=why, numbers=numbers)
    return say_plural("{move}: {reason}. Over {count} sampled deal: {numbers}.",
                      "{move}: {reason}. Over {count} sampled deals: {numbers}.", advice.samples, move=head,
                      reason=why, numbers=numbers)


def _card_why(view: SeatView, action: Action) -> str:
    """Why a card (or a discard) is right, in clauses: the maxim behind it, then the facts it does not say."""
    facts = _card_facts(view, action)
    maxim = _maxim(view, action)
    if maxim:  # the maxim already says what the trick and the card's rank say
        facts = [(kind, fact) for kind, fact in facts if kind not in _SAID_BY_MAXIMS]
    return _clauses(([maxim] if maxim else []) + [fact for _, fact in facts])


def _maxim(view: SeatView, action: Action) -> str:
    """The rule-of-thumb maxim behind the card, when the rule-of-thumb player picks it too."""
    decision = RuleOfThumbBot(0).decide(view)
    return decision.reason if decision.action == action else ""
