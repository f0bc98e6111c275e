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
from euchre_teach.analysis.heuristics import CALL_AT, bid_points, trump_count
from euchre_teach.analysis.play import PlayAdvice
from euchre_teach.analysis.realistic import Estimate
from euchre_teach.analysis.sampling import knowledge
from euchre_teach.analysis.strength import BidAdvice, BidOption, trump_rule, unlikely_bid
from euchre_teach.analysis.words import signed
from euchre_teach.bots.rule_of_thumb import RuleOfThumbBot
from euchre_teach.cards import CARDS, Card, Suit, ids_of_mask, mask_of
from euchre_teach.ranking import card_role, tables, trick_winner
from euchre_teach.rules import Rules
from euchre_teach.scoring import hand_scores
from euchre_teach.table import Phase
from euchre_teach.views import SeatView


def move_words(view: SeatView, action: Action) -> str:
    """The move as the learner's buttons say it: 'play the J♥', 'discard the 9♠', 'pass'."""
    if action.kind in (Kind.PLAY, Kind.DISCARD):
        return f"{action.kind.value} the {action.card}"
    if action.kind is Kind.ALLY:
        return f"name the {action.card} as your ally"
    if action.kind is Kind.ORDER_UP and view.upcard is not None:
        seat, dealer, n = view.seat, view.dealer, view.rules.players
        verb = ("take it up" if seat == dealer else
                "assist" if n == 4 and view.rules.partners_opposite and seat == view.rules.partner(dealer)
                else "order it up")
        return verb + (" alone" if action.alone else "")
    return str(action)


def bids_reason(view: SeatView, best: Action, bids: BidAdvice, score: tuple[int, int] | None,
                 by_match: bool) -> str:
    """The bid advice's reason: the best bid's, the score's cap, and near the end the match's words."""
    reason = bid_reason(view, best, bids) + _capped(view.rules, score)
    return f"{reason} {_match_words(view, bids, score)}" if by_match and score is not None else reason


def _capped(rules: Rules, score: tuple[int, int] | None) -> str:
    """' (At 2–2 in a game to 3, points past 3 count nothing: ...)' when the score cuts a hand's points."""
    if score is None:
        return ""
    top = max(hand_scores(rules))
    if max(score) + top <= rules.target:
        return ""
    ours, theirs = (max(rules.target - s, 0) for s in score)
    return (f" (At {score[0]}–{score[1]} in a game to {rules.target}, points past {rules.target} count nothing: "
            f"these figures count at most {ours} for your side and {theirs} for the other.)")


def _match_words(view: SeatView, bids: BidAdvice, score: tuple[int, int]) -> str:
    """'At 8–9 the match counts more than the points: order it up gives your side 72% to win the match...'."""
    ranked = sorted(bids.options, key=lambda o: -(o.win or 0.0))
    best, *rest = ranked
    others = ", ".join(f"{move_words(view, o.action)} {o.win:.0%}" for o in rest)
    error = win_error(view, bids.samples, score)
    text = (f"At {score[0]}–{score[1]} the match counts more than the points: {move_words(view, best.action)} "
            f"gives your side {best.win:.0%} to win the match" + (f"; {others}" if others else ""))
    text += f" (each figure within about ±{error:.0%}, the sampling error of {bids.samples} deals)."
    if rest and (best.win or 0.0) - (rest[0].win or 0.0) < 2 * error:
        text += (f" {move_words(view, best.action).capitalize()} and {move_words(view, rest[0].action)} are "
                 "too close to tell apart with these deals.")
    return text


def played_out_reason(view: SeatView, action: Action, maxim: str, estimate: Estimate) -> str:
    said = move_words(view, action)
    best, *rest = estimate.ranked
    others = ", ".join(f"{move_words(view, o.action)} {signed(o.expected)}" for o in rest[:3])
    fit = ("that fit the bidding so far" if estimate.fitted == estimate.samples else
           f"({estimate.fitted} of them fit the bidding so far)")
    suit = action.suit if action.suit is not None else (
        view.upcard.suit if action.kind is Kind.ORDER_UP and view.upcard is not None else None)
    if not maxim and suit is not None and view.hand is not None:
        points, words = bid_points(view.rules, mask_of(view.hand), int(suit))
        trumps = trump_count(view.rules, mask_of(view.hand), int(suit))
        maxim = (f"{points} points for {suit.plural} by the count ({words}), {trumps} "
                 f"trump{'s' if trumps != 1 else ''} in your hand")
    why = f"{maxim}. " if maxim else ""
    return (f"{said[0].upper()}{said[1:]}: {why}Over {estimate.samples} deals {fit}, played out by "
            f"rule-of-thumb players who see only their own cards: {option_words(view, best)}"
            + (f"; {others}." if others else "."))


def bid_reason(view: SeatView, action: Action, bids: BidAdvice) -> str:
    """Why ``action`` (a bid): the count behind it, the trumps, the seat, then the sampled numbers."""
    rules, hand = view.rules, mask_of(view.hand or ())
    upcard = view.upcard if view.phase is Phase.ROUND_1 else None  # in round 2 the upcard is turned down
    said = move_words(view, action)
    our_deal = _our_deal(view)
    suits = _bid_suits(view, action)
    best_suit = max(suits, key=lambda s: bid_points(rules, hand, s, upcard.id if upcard else None, our_deal)[0])
    points, words = bid_points(rules, hand, best_suit, upcard.id if upcard else None, our_deal)
    held = hand | (1 << upcard.id if upcard is not None and view.seat == view.dealer else 0)
    trumps = trump_count(rules, held, best_suit)
    name = Suit(best_suit).plural
    pts = f"{points} point{'s' if abs(points) != 1 else ''}".replace("-", "−")
    count = f"{pts} for {name} by the count ({words}), {trumps} trump{'s' if trumps != 1 else ''}"
    if action.kind is Kind.PASS:
        count = _pass_count(name, pts, words, points, trumps, len(suits) == 1)
    seat = _upcard_words(view, our_deal) if upcard is not None else ""
    return f"{said[0].upper()}{said[1:]}: {count}{seat}. Over {bids.samples} sampled deals: {bid_numbers(view, bids)}"


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
    if view.seat == view.dealer:
        return f"; you deal, so the {view.upcard} comes into your hand"
    if our_deal:
        return f"; your partner deals and picks up the {view.upcard}"
    return f"; an opponent deals and picks up the {view.upcard}"


def _pass_count(name: str, pts: str, words: str, points: int, trumps: int, only_suit: bool) -> str:
    """Why pass, by the count: under the rule-of-thumb players' line, one trump, or the numbers."""
    which = f"the upcard's suit, {name}," if only_suit else f"your best suit, {name},"
    if points < CALL_AT:
        return f"{which} counts only {pts} ({words}), under the {CALL_AT} the count asks for"
    if trumps < 2:
        return f"{which} counts {pts} ({words}), but with only one trump the count says pass"
    return (f"{which} counts {pts} ({words}), enough by the count ({CALL_AT} or more), but the sampled "
            "deals say passing does better")


def option_words(view: SeatView, option: BidOption) -> str:
    """One bid's numbers in the buttons' words: 'assist makes it 78% of the time (a march 13%)
    and expects +0.90 points (±0.07)'."""
    points = f"expects {signed(option.expected)} points (±{option.error:.2f})"
    said = move_words(view, option.action)
    if option.p_make is None:
        return f"{said} {points}"
    march = f" (a march {option.p_march:.0%})" if option.p_march else ""
    return f"{said} makes it {option.p_make:.0%} of the time{march} and {points}"


def bid_numbers(view: SeatView, bids: BidAdvice) -> str:
    """The best bid's numbers, then every other bid's expected points, then the legal bids left out
    and why: no bid goes missing without a word."""
    best, *rest = bids.ranked
    others = ", ".join(f"{move_words(view, o.action)} {signed(o.expected)}" for o in rest)
    solved = {o.action for o in bids.options}
    missing = [a for a in view.legal if a not in solved]
    text = option_words(view, best) + (f"; {others}" if others else "")
    if missing:
        rule = trump_rule(view, missing)
        text += f"; not worked out: {', '.join(_left_out_item(view, a) for a in missing)}" + (
            f" (too few trumps to be worth working out: {rule})" if rule else "")
    return text + "."


def _left_out_item(view: SeatView, action: Action) -> str:
    """A bid left out, with its trumps: 'call hearts alone with one trump', 'call clubs with no trumps'."""
    why = unlikely_bid(view, action)
    said = move_words(view, action)
    return f"{said.removesuffix(' alone')} {why}" if why else said


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


def card_facts(view: SeatView, action: Action) -> list[str]:
    """What makes a card the right one, in card terms: its role, whether it is the highest left
    of its suit, the trumps still out, who is winning the trick, the voids seen so far."""
    rules, trump = view.rules, int(view.trump_suit)
    tab = tables(rules)
    card = action.the_card
    suit = tab.effective_suit[trump][card.id]
    if action.kind is Kind.DISCARD:
        return _discard_facts(view, card, suit)
    facts: list[str] = []
    role = card_role(card, Suit(trump), rules)
    if role:
        facts.append(f"the {card} is the {role}" if role != "trump" else f"the {card} is a trump")
    in_play = _in_play(view)
    top = _highest(view, in_play, suit)
    if top is None or tab.strength[trump][suit][card.id] > tab.strength[trump][suit][top.id]:
        facts.append(f"it is the highest {'trump' if suit == trump else Suit(suit).plural[:-1]} still in play")
    trumps_out = (in_play & tab.suit_mask[trump][trump]).bit_count()  # the dealer's taken upcard is still out
    mine = trump_count(rules, mask_of(view.hand or ()), trump)
    facts.append(f"{trumps_out} trump{'s are' if trumps_out != 1 else ' is'} still out, you hold {mine}")
    trick = view.current_trick
    if trick is not None and trick.plays:
        facts.append(_trick_fact(view, card, [c for _, c in trick.plays], trick.plays))
    return facts + _voids(view)


def _in_play(view: SeatView) -> int:
    """The cards still in play the viewer has not seen, with the upcard the dealer took and kept."""
    upcard = view.upcard
    kept = (upcard is not None and view.upcard_taken and view.seat != view.dealer
            and not mask_of(view.played) >> upcard.id & 1)
    return _unseen(view) | (1 << upcard.id if kept and upcard is not None else 0)


def _discard_facts(view: SeatView, card: Card, suit: int) -> list[str]:
    """Why discard ``card``: it leaves a void to trump, or it is the weakest side card."""
    trump = int(view.trump_suit)
    if suit == trump:
        return []
    effective = tables(view.rules).effective_suit[trump]
    if not [c for c in (view.hand or ()) if c != card and effective[c.id] == suit]:
        return [f"it leaves you void in {Suit(suit).plural}, so you can trump them"]
    return [f"it is your weakest card: {Suit(suit).plural} are not trump"]


def _trick_fact(view: SeatView, card: Card, played: list[Card], plays: Sequence[tuple[int, Card]]) -> str:
    """Who is winning the trick so far, and whether ``card`` beats them (the engine's R19 judge)."""
    rules, trump = view.rules, Suit(int(view.trump_suit))
    win_seat, win_card = plays[trick_winner(played, trump, rules)]
    same_side = win_seat in _side(view)
    beats = trick_winner([*played, card], trump, rules) == len(played)
    who = "your partner's" if same_side and win_seat != view.seat else f"{rules.seat_name(win_seat)}'s"
    if beats and not same_side:
        return f"it beats {who} {win_card}"
    if same_side:
        return f"{who} {win_card} is already winning the trick"
    return f"nothing you hold can beat {who} {win_card}: throw your cheapest card"


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
        names = " and ".join("trumps" if s == trump else Suit(s).plural for s in suits)
        partner = view.rules.partners_opposite and seat == view.rules.partner(view.own_seat)
        who = f"your partner {view.rules.seat_name(seat)}" if partner else view.rules.seat_name(seat)
        out.append(f"{who} has no {names}")
    return out


def card_reason(view: SeatView, action: Action, advice: PlayAdvice) -> str:
    """'Play the J♥: the J♥ is the right bower; 2 trumps are still out... Sampled deals: ...'."""
    said = move_words(view, action)
    facts = card_facts(view, action)
    maxim = _maxim(view, action)
    best, *rest = advice.ranked
    exact = advice.samples == 0
    numbers = best.describe(exact)
    worse = [o for o in rest if o.expected < best.expected - 1e-9]
    if worse:
        numbers += f"; {move_words(view, worse[0].action)} {signed(worse[0].expected)}"
    head = f"{said[0].upper()}{said[1:]}"
    if maxim:  # the maxim already says what the trick and the card's rank say
        facts = [f for f in facts if not any(word in f for word in ("highest", "beat", "winning", "void in"))]
    why = "; ".join(([maxim] if maxim else []) + facts)
    where = "Every hand face up" if exact else f"Over {advice.samples} sampled deals"
    return f"{head}: {why}. {where}: {numbers}."


def _maxim(view: SeatView, action: Action) -> str:
    """The rule-of-thumb maxim behind the card, when the rule-of-thumb player picks it too."""
    decision = RuleOfThumbBot(0).decide(view)
    return decision.reason if decision.action == action else ""
