"""The coach: the best move at any decision, why in card terms, and a grade for the move made.

:func:`advise` looks only at one seat's view. Where the analysis has numbers (bids in
two-round bidding with fixed partners, the dealer's discard, the auction maker's widow
discards and ally with up to six hands, every card played) the best
move is the one with the most expected points over sampled deals, each solved double dummy;
the reason names the cards that matter (trumps still out, bowers, boss cards, known voids,
who is winning the trick) and then the numbers. Every other step (the auction, calling a
partner, defending alone, the farmer's hand..., and the first tricks of a game with six or
seven hands in play, where the search is too slow for a click) is advised by the
rule-of-thumb player, and the advice says so: it has no numbers to grade by.

Of the bids only the candidates are solved (:func:`~.strength.bid_candidates`): a lone bid with
fewer than three trumps, or a round-2 call with fewer than two, is hardly ever the best, and its
search would slow the click. The reason lists such bids as not worked out, with their trumps; a learner
who makes one anyway is graded on the advice's own deals (:attr:`Advice.left_out`).

>>> from euchre_teach import new_hand
>>> hand = new_hand("standard", seed=22)  # West: A♠ Q♠ J♠ 10♣ K♦, the 10♠ turned up
>>> advice = advise(hand.view(hand.current_player()), seed=1)
>>> advice.action, advice.graded
(Action('order up'), True)
>>> print(advice.reason)  # doctest: +ELLIPSIS +NORMALIZE_WHITESPACE
Order it up: 8 points for spades by the count (right bower 4, ace of trump 3, queen of trump 2,
the opponents' upcard −1), 3 trumps; an opponent deals and picks up the 10♠. Over 100 sampled deals: ...
>>> judge(advice, "pass").label in ("mistake", "blunder")
True
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from euchre_teach.actions import Action, Kind
from euchre_teach.analysis import arguments as read
from euchre_teach.analysis.equity import chance
from euchre_teach.analysis.grading import Grade, grade_advice, label_for, read_action
from euchre_teach.analysis.heuristics import CALL_AT, bid_points, trump_count
from euchre_teach.analysis.play import PlayAdvice, advise_discard, advise_exchange, advise_play
from euchre_teach.analysis.realistic import Estimate, realistic
from euchre_teach.analysis.sampling import knowledge
from euchre_teach.analysis.strength import BidAdvice, BidOption, advise_bid, bid_candidates, trump_rule, unlikely_bid
from euchre_teach.analysis.words import signed
from euchre_teach.bots.base import computer_players, play_out
from euchre_teach.bots.rule_of_thumb import RuleOfThumbBot
from euchre_teach.cards import CARDS, Card, Suit, ids_of_mask, mask_of
from euchre_teach.errors import EuchreError
from euchre_teach.inputs import check_count, check_seed
from euchre_teach.ranking import card_role, tables, trick_winner
from euchre_teach.rules import Bidding, Partnership, Rules
from euchre_teach.state import HandState, Phase, new_hand
from euchre_teach.views import SeatView

#: Deals sampled per decision: enough to rank the choices, few enough to answer a click
#: (measured: a bid ~0.1 s, a discard ~0.2 s, a card ~0.01 s on one core; on lesson 07's table a bid
#: that uses all 150 deals took 0.24–0.45 s with the candidate bids only, up to 0.73 s with every bid).
BID_SAMPLES, DISCARD_SAMPLES, PLAY_SAMPLES = 150, 40, 40
#: Seats in play × cards in hand above which a card is advised by rule of thumb, not searched
#: (measured: the opening lead with seven hands took about a second per sampled deal).
MAX_SEARCH = 30
#: Within this many points of the target, a bid is judged by the chance to win the match.
END_GAME = 3
#: Near the end of a match: (grade, the chance to win the match it stays under), best first.
MATCH_GRADES = (("good", 0.02), ("inaccuracy", 0.05), ("mistake", 0.10))
#: Deals played out with hidden cards per action (for three choices; fewer for more) where the coach
#: has no double-dummy numbers (measured: about 10 ms a deal and an action in the four-hand game).
REAL_SAMPLES = 24
#: Deals for the auction maker's widow exchange with five hands (fewer for six): every choice is a
#: search of the whole play (measured: about 1 s a click with five hands, a few with six, on one core).
EXCHANGE_SAMPLES = 16
_PLAYED_OUT = (Phase.ROUND_1, Phase.ROUND_2, Phase.AUCTION, Phase.PARTNER, Phase.DEFENDING)


@dataclass(frozen=True)
class Advice:
    """The coach's word on one decision: the move, why, and the numbers behind it (if any)."""

    seat: int
    action: Action
    reason: str
    numbers: BidAdvice | PlayAdvice | Estimate | None  # None: rule-of-thumb advice, nothing to grade by
    by_match: bool = False  # near the end of a match: judged by the chance to win the match, not points
    #: Works out a bid the numbers leave out (too few trumps to be worth solving) on the same deals: its
    #: numbers, a sentence on why it was left out, and the advice's reason with it among the numbers
    #: (None: the numbers leave nothing out).
    left_out: Callable[[Action], tuple[BidOption, str, str]] | None = field(default=None, repr=False, compare=False)

    @property
    def graded(self) -> bool:
        """True when the advice has expected points for every choice (so a move can be graded)."""
        return self.numbers is not None


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


def advise(view: SeatView, samples: int | None = None, seed: int | random.Random | None = 0,
           score: tuple[int, int] | None = None) -> Advice:
    """The best move for ``view.seat``, now, with its reason (see the module notes).

    ``samples`` is ``None`` (each step's own number of deals) or a whole number from 1 to
    :data:`~.arguments.MAX_REAL_SAMPLES` (2,000); ``score`` two whole numbers below the target.
    """
    view = read.view(view)
    if view.seat is None or view.to_act != view.seat or not view.legal:
        raise EuchreError("the coach advises the seat whose turn it is, from that seat's view")
    rules = view.rules
    samples = None if samples is None else read.samples(samples, read.MAX_REAL_SAMPLES)
    score, seed = read.score(score, rules), read.seed(seed)
    if view.phase in (Phase.ROUND_1, Phase.ROUND_2) and rules.partnership is not Partnership.CALLED:
        fixed = seed if isinstance(seed, int) else (seed or random.Random()).getrandbits(32)  # the deals again
        bids = advise_bid(view, samples or BID_SAMPLES, fixed, score, actions=bid_candidates(view))
        by_match = (score is not None and max(score) >= rules.target - END_GAME
                    and all(o.win is not None for o in bids.options))
        best = max(bids.options, key=lambda o: o.win or 0.0) if by_match else bids.best  # every win checked set
        return Advice(view.seat, best.action, _bids_reason(view, best.action, bids, score, by_match), bids,
                      by_match=by_match, left_out=_work_out(view, bids, fixed, score, best.action, by_match))
    if view.phase is Phase.DISCARD and rules.bidding is not Bidding.AUCTION:
        discards = advise_discard(view, samples or DISCARD_SAMPLES, seed)
        best_card = discards.best.action
        return Advice(view.seat, best_card, _card_reason(view, best_card, discards), discards)
    seats = rules.players - len(view.sitting_out)
    searchable = seats * len(view.hand or ()) <= MAX_SEARCH  # a seven-hand opening lead takes seconds a deal
    exchange = rules.bidding is Bidding.AUCTION and view.phase in (Phase.DISCARD, Phase.PARTNER)
    if exchange and seats * rules.hand_size <= MAX_SEARCH:  # the widow's discards and the ally, solved
        deals = min(max(4, (samples or EXCHANGE_SAMPLES) * 25 // seats ** 2), read.MAX_EXCHANGE_SAMPLES)
        choices = advise_exchange(view, deals, seed)
        best_choice = choices.best.action
        return Advice(view.seat, best_choice, _card_reason(view, best_choice, choices), choices)
    if view.phase is Phase.PLAY and len(view.legal) > 1 and searchable:
        plays = advise_play(view, max(4, (samples or PLAY_SAMPLES) * 16 // max(seats, 4) ** 2), seed)
        best_card = plays.best.action
        return Advice(view.seat, best_card, _card_reason(view, best_card, plays), plays)
    decision = RuleOfThumbBot(seed if isinstance(seed, int) else 0).decide(view)
    said = move_words(view, decision.action)
    if view.phase in _PLAYED_OUT and len(view.legal) > 1:
        try:
            candidates = _candidates(view, decision.action)
            wanted = samples or max(8, REAL_SAMPLES * 3 // max(len(candidates), 3))  # a click's worth of play-outs
            estimate = realistic(view, wanted, seed, actions=candidates)
        except EuchreError:  # a kitty swap or a hidden card that cannot be dealt again: rule of thumb only
            estimate = None
        if estimate is not None:
            top = estimate.best.action
            maxim = decision.reason if top == decision.action else ""
            return Advice(view.seat, top, _played_out_reason(view, top, maxim, estimate), estimate)
    reason = f"{said[0].upper()}{said[1:]}: {decision.reason}."
    if len(view.legal) > 1 and view.phase is Phase.PLAY:
        reason += (" (By rule of thumb: with this many hands still full, the search would take too long "
                   "to answer a click.)")
    elif len(view.legal) > 1:
        reason += " (By rule of thumb: the coach has no sampled numbers for this step.)"
    return Advice(view.seat, decision.action, reason, None)


def _bids_reason(view: SeatView, best: Action, bids: BidAdvice, score: tuple[int, int] | None,
                 by_match: bool) -> str:
    """The bid advice's reason: the best bid's, the score's cap, and near the end the match's words."""
    reason = bid_reason(view, best, bids) + _capped(view.rules, score)
    return f"{reason} {_match_words(view, bids, score)}" if by_match and score is not None else reason


def _work_out(view: SeatView, bids: BidAdvice, seed: int, score: tuple[int, int] | None, best: Action,
              by_match: bool) -> Callable[[Action], tuple[BidOption, str, str]]:
    """A bid the advice left out, worked out on the advice's own deals (the same seed, as many deals,
    no early stop): its numbers, a sentence saying why it was left out and what it scores, and the
    advice's reason with it among the numbers (so the reason no longer lists it as left out)."""
    def work_out(action: Action) -> tuple[BidOption, str, str]:
        option = advise_bid(view, bids.samples, seed, score, confidence=None, actions=[action]).options[0]
        why = (unlikely_bid(view, action) or "").removeprefix("alone ")
        rule = trump_rule(view, [action])
        sentence = (f"{why[0].upper()}{why[1:]}, the coach leaves “{move_words(view, action)}” out when it "
                    f"compares the bids ({rule}), so it worked yours out on its own, on the same "
                    f"{bids.samples} deals: {option_words(view, option)}." if why and rule else
                    f"Worked out on the same {bids.samples} deals: {option_words(view, option)}.")
        with_it = replace(bids, options=(*bids.options, option))
        return option, sentence, _bids_reason(view, best, with_it, score, by_match)

    return work_out


def _capped(rules: Rules, score: tuple[int, int] | None) -> str:
    """' (At 2–2 in a game to 3, points past 3 count nothing: ...)' when the score cuts a hand's points."""
    if score is None:
        return ""
    top = max(rules.alone_march_points, rules.march_points, rules.euchre_points, rules.lone_defender_euchre_points)
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


def win_error(view: SeatView, samples: int, score: tuple[int, int]) -> float:
    """At most how far ``samples`` deals may move a chance to win the match (one standard error).

    A hand's result moves the score by one of a few amounts, so each deal's chance to win lies
    between the chances after the worst and the best of them: the spread of a number in that range
    is at most half of it (a bound; the strength module keeps no per-deal chances to measure it)."""
    rules, me = view.rules, view.own_seat
    we_deal_next = rules.left(view.dealer) in (me, rules.partner(me))
    ours, theirs = score
    amounts = {0, rules.make_points, rules.march_points, rules.alone_march_points, rules.euchre_points,
               rules.lone_defender_euchre_points, rules.super_euchre_points or 0}
    chances = [chance(rules, min(ours + a, rules.target), theirs, we_deal_next) for a in amounts]
    chances += [chance(rules, ours, min(theirs + a, rules.target), we_deal_next) for a in amounts]
    return (max(chances) - min(chances)) / 2 / math.sqrt(max(samples, 1))


def _judge_by_match(advice: Advice, bids: BidAdvice, chosen: Action) -> Grade:
    """Near the end of a match: the grade by the chance to win the match given away."""
    mine = bids.option(chosen)
    top = max(bids.options, key=lambda o: o.win or 0.0)
    is_best = mine.action == top.action
    loss = 0.0 if is_best else max((top.win or 0.0) - (mine.win or 0.0), 0.0)
    label = "best" if is_best else next((g for g, limit in MATCH_GRADES if round(loss, 2) < limit), "blunder")
    if is_best or label == "best":
        return _best(chosen, label, loss, 0.0, top.action, mine.win or 0.0, top.win or 0.0, advice)
    headline = f"{_article(label)}: it gives away {loss:.0%} of your chance to win the match."
    return _graded(Grade(chosen, label, loss, 0.0, top.action, mine.win or 0.0, top.win or 0.0, "", headline,
                         f"Better: {advice.reason}"))


def judge(advice: Advice, action: Action | str) -> Grade:
    """Grade ``action`` against the advice's numbers; without numbers the grade is 'not graded'.

    The grade's ``headline`` is the verdict alone; its ``reason`` adds what was better and why."""
    if not isinstance(advice, Advice):
        raise EuchreError(f"advice must be the coach's advice, advise(view), not {type(advice).__name__}")
    chosen = read_action(action)
    bids = advice.numbers
    if isinstance(bids, BidAdvice) and advice.left_out is not None and all(o.action != chosen for o in bids.options):
        option, sentence, reason = advice.left_out(chosen)  # a bid too weak to solve unasked: same deals
        with_it = replace(advice, reason=reason, numbers=replace(bids, options=(*bids.options, option)))
        verdict = judge(with_it, chosen)
        pick = bids.option(advice.action)
        mine, theirs = (option.win, pick.win) if advice.by_match else (option.expected, pick.expected)
        if mine is not None and theirs is not None and mine > theirs + 1e-9:  # rare: the rule of trumps missed
            verdict = replace(verdict, headline=f"Best on these deals: “{chosen}” scores more here than the "
                                                f"coach's pick, “{advice.action}”.")
        return _graded(replace(verdict, headline=f"{verdict.headline} {sentence}"))
    if advice.by_match and isinstance(advice.numbers, BidAdvice):
        return _judge_by_match(advice, advice.numbers, chosen)
    if isinstance(advice.numbers, Estimate):
        return _judge_estimate(advice, advice.numbers, chosen)
    if advice.numbers is not None:
        verdict = grade_advice(advice.numbers, chosen)
        return _points_verdict(replace(verdict, reason=""), advice)
    same = chosen == advice.action
    headline = "The rule-of-thumb move." if same else "Not graded: the coach has no numbers here."
    detail = "" if same else f"The rule of thumb would rather: {advice.reason}"
    return _graded(Grade(chosen, "not graded", 0.0, 0.0, advice.action, 0.0, 0.0, "", headline, detail))


def _judge_estimate(advice: Advice, estimate: Estimate, chosen: Action) -> Grade:
    top = estimate.best
    try:
        mine = estimate.option(chosen)
    except EuchreError:
        return _graded(Grade(chosen, "not graded", 0.0, 0.0, top.action, 0.0, top.expected, "",
                             "The coach weighed only the likeliest bids here.", advice.reason))
    is_best = mine.action == top.action
    loss = 0.0 if is_best else max(top.expected - mine.expected, 0.0)
    error = 0.0 if is_best else math.hypot(mine.error, top.error)
    verdict = Grade(chosen, label_for(loss, is_best), loss, error, top.action, mine.expected, top.expected, "")
    return _points_verdict(verdict, advice)


def _graded(grade: Grade) -> Grade:
    """The grade with its whole reason: the headline, then the detail."""
    return replace(grade, reason=" ".join(part for part in (grade.headline, grade.detail) if part))


def _article(label: str) -> str:
    return f"{'An' if label[0] in 'aeiou' else 'A'} {label}"


def _best(chosen: Action, label: str, loss: float, error: float, top: Action, expected: float, best: float,
          advice: Advice) -> Grade:
    """A best grade: the coach's own pick, or a move as good as it (a tie names both)."""
    if chosen == advice.action:
        headline, detail = "Best.", advice.reason
    else:
        mine, theirs = (f"the {a.card}" if a.card is not None else f"“{a}”" for a in (chosen, advice.action))
        same = ("equally good here: the same expected points over these deals" if loss < 1e-9
                else "as good as each other, within the 0.05 points the grades allow")
        headline = f"Best: {mine} and {theirs} are {same}."
        detail = f"The coach's words for {theirs}: {advice.reason}"
    return _graded(Grade(chosen, "best", loss, error, top, expected, best, "", headline, detail))


def _points_verdict(verdict: Grade, advice: Advice) -> Grade:
    """The verdict by expected points, in words: the loss, its sampling error, what was better."""
    if verdict.label == "best":
        return _best(verdict.action, "best", verdict.loss, verdict.error, verdict.best, verdict.expected,
                     verdict.best_expected, advice)
    headline = (f"{_article(verdict.label)}: it gives away {verdict.loss:.2f} expected points against the best "
                f"move (±{verdict.error:.2f}, the sampling error of that difference).")
    if verdict.loss < 2 * verdict.error:
        headline += " That is within the sampling error: these deals cannot tell the two moves apart for sure."
    return _graded(replace(verdict, headline=headline, detail=f"Better: {advice.reason}"))


def _candidates(view: SeatView, preferred: Action) -> list[Action]:
    """The actions worth playing out: all of them, or in the auction the pass, the rule of thumb's
    bid and every level in the suit it likes best (twenty bids would take too long for a click)."""
    if view.phase is not Phase.AUCTION:
        return list(view.legal)
    hand = mask_of(view.hand or ())
    suit = preferred.suit if preferred.suit is not None else max(
        range(4), key=lambda s: bid_points(view.rules, hand, s)[0])
    chosen = [a for a in view.legal if a.kind is Kind.PASS or a == preferred or a.suit == suit]
    return list(dict.fromkeys(chosen))


def _played_out_reason(view: SeatView, action: Action, maxim: str, estimate: Estimate) -> str:
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


# -- reasons in card terms ------------------------------------------------------------------


def bid_reason(view: SeatView, action: Action, bids: BidAdvice) -> str:
    """Why ``action`` (a bid): the count behind it, the trumps, the seat, then the sampled numbers."""
    rules, hand = view.rules, mask_of(view.hand or ())
    upcard = view.upcard
    said = move_words(view, action)
    partners = rules.partners_opposite
    me = view.seat
    our_deal = me is not None and view.dealer in ((me, rules.partner(me)) if partners else (me,))
    if action.kind is Kind.PASS:
        if view.phase is Phase.ROUND_1 and upcard is not None and upcard.suit is not None:
            suits = [int(upcard.suit)]
        else:
            suits = [s for s in range(4) if upcard is None or upcard.suit is None or s != int(upcard.suit)]
    elif action.kind is Kind.ORDER_UP:
        ordered = view.the_upcard.suit
        assert ordered is not None, "a joker upcard skips round one (R8), so an ordered-up card has a suit"
        suits = [int(ordered)]
    else:
        suits = [int(action.the_suit)]
    round_one = view.phase is Phase.ROUND_1
    best_suit = max(suits, key=lambda s: bid_points(rules, hand, s, upcard.id if round_one and upcard else None,
                                                     our_deal)[0])
    points, words = bid_points(rules, hand, best_suit, upcard.id if round_one and upcard else None, our_deal)
    held = hand | (1 << upcard.id if round_one and upcard is not None and view.seat == view.dealer else 0)
    trumps = trump_count(rules, held, best_suit)
    name = Suit(best_suit).plural
    pts = f"{points} point{'s' if abs(points) != 1 else ''}".replace("-", "−")
    count = f"{pts} for {name} by the count ({words}), {trumps} trump{'s' if trumps != 1 else ''}"
    if action.kind is Kind.PASS:
        count = _pass_count(name, pts, words, points, trumps, len(suits) == 1)
    seat = ""
    if round_one and upcard is not None:
        if view.seat == view.dealer:
            seat = f"; you deal, so the {upcard} comes into your hand"
        elif our_deal:
            seat = f"; your partner deals and picks up the {upcard}"
        else:
            seat = f"; an opponent deals and picks up the {upcard}"
    return f"{said[0].upper()}{said[1:]}: {count}{seat}. Over {bids.samples} sampled deals: {bid_numbers(view, bids)}"


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
    card = action.card
    assert card is not None
    suit = tab.effective_suit[trump][card.id]
    in_play = _unseen(view) | (1 << view.upcard.id if view.upcard is not None and view.upcard_taken
                               and view.seat != view.dealer and not mask_of(view.played) >> view.upcard.id & 1
                               else 0)
    facts: list[str] = []
    role = card_role(card, Suit(trump), rules)
    if action.kind is Kind.DISCARD:
        left = [c for c in (view.hand or ()) if c != card and tab.effective_suit[trump][c.id] == suit]
        if not left and suit != trump:
            facts.append(f"it leaves you void in {Suit(suit).plural}, so you can trump them")
        elif suit != trump:
            facts.append(f"it is your weakest card: {Suit(suit).plural} are not trump")
        return facts
    top = _highest(view, in_play, suit)
    if role:
        facts.append(f"the {card} is the {role}" if role != "trump" else f"the {card} is a trump")
    if top is None or tab.strength[trump][suit][card.id] > tab.strength[trump][suit][top.id]:
        facts.append(f"it is the highest {'trump' if suit == trump else Suit(suit).plural[:-1]} still in play")
    trumps_out = (in_play & tab.suit_mask[trump][trump]).bit_count()  # the dealer's taken upcard is still out
    mine = trump_count(rules, mask_of(view.hand or ()), trump)
    facts.append(f"{trumps_out} trump{'s are' if trumps_out != 1 else ' is'} still out, you hold {mine}")
    trick = view.current_trick
    if trick is not None and trick.plays:
        played = [c for _, c in trick.plays]
        win_seat, win_card = trick.plays[trick_winner(played, Suit(trump), rules)]
        name = rules.seat_name(win_seat)
        same_side = win_seat in _side(view)
        beats = trick_winner([*played, card], Suit(trump), rules) == len(played)  # the engine's R19 judge
        who = "your partner's" if same_side and win_seat != view.seat else f"{name}'s"
        if beats and not same_side:
            facts.append(f"it beats {who} {win_card}")
        elif same_side:
            facts.append(f"{who} {win_card} is already winning the trick")
        else:
            facts.append(f"nothing you hold can beat {who} {win_card}: throw your cheapest card")
    facts += _voids(view)
    return facts


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


def _card_reason(view: SeatView, action: Action, advice: PlayAdvice) -> str:
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


def played_to(rules: Rules | str, seed: int, steps: int, level: str = "rule of thumb") -> HandState:
    """The seeded hand after its first ``steps`` actions, every seat played by ``level`` (seat s seeded s):
    a lesson's worked example starts from a position a learner can reach at the table.
    ``steps`` is a whole number from 0 to :data:`~.arguments.MAX_STEPS`."""
    rules, seed = read.rules(rules), check_seed(seed)
    steps, level = check_count(steps, "steps", 0, read.MAX_STEPS), read.level(level)
    hand = new_hand(rules, seed)
    play_out(hand, computer_players(level, 0, hand.rules.players), until=lambda state: len(state.actions) >= steps)
    if len(hand.actions) < steps:
        raise EuchreError(f"the hand from seed {seed} ends after {len(hand.actions)} actions, not {steps}")
    return hand


def side_by_side(view: SeatView, samples: int = 200, seed: int = 1) -> str:
    """Each bid's double-dummy figures beside the figures from the same kind of deals played out
    with hidden cards: the lesson on how far to trust the numbers prints this (``samples``: a whole
    number from 1 to :data:`~.arguments.MAX_REAL_SAMPLES`)."""
    view, samples, seed = read.view(view), read.samples(samples, read.MAX_REAL_SAMPLES), check_seed(seed)
    if not view.phase.is_bidding_round or view.seat is None or view.to_act != view.seat:
        raise EuchreError("side by side figures need the view of the seat whose turn it is to bid in round 1 or 2")
    dd, real = advise_bid(view, samples, seed), realistic(view, samples, seed)
    lines = []
    for option in dd.ranked:
        other = real.option(option.action)
        lines.append(f"{move_words(view, option.action)}:")
        lines.append(f"  every card face up   {_figures(option)}")
        lines.append(f"  hidden cards         {_figures(other)}")
    fit = "all" if real.fitted == real.samples else f"{real.fitted} of {real.samples}"
    early = f" (of at most {samples}: sampling stops once the best bid is clear)"
    counts = [f"{name}: {n} deals{early if n < samples else ''}"
              for name, n in (("Face up", dd.samples), ("hidden cards", real.samples))]
    lines.append(f"{'; '.join(counts)}; {fit} of the hidden-card deals fit the bidding so far.")
    return "\n".join(lines)


def _figures(option: BidOption) -> str:
    points = f"expects {signed(option.expected)} points (±{option.error:.2f})"
    if option.p_make is None:
        return points
    return f"makes it {option.p_make:4.0%}, a march {option.p_march or 0:4.0%}, {points}"
