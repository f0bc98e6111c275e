"""The coach: the best move at any decision, why in card terms, and a grade for the move made.

This module picks how each step is advised (:func:`advise`); the words are :mod:`.reasons`', the
grade :mod:`.grading`'s (:func:`~.grading.judge`), the chance to win the match :mod:`.equity`'s
and the lessons' worked examples :mod:`.examples`'. Their names are importable from here too.

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

import random
from collections.abc import Callable
from dataclasses import replace

from euchre_teach.actions import Action, Kind
from euchre_teach.analysis import arguments as read
from euchre_teach.analysis.equity import win_error
from euchre_teach.analysis.examples import played_to, side_by_side
from euchre_teach.analysis.grading import MATCH_GRADES, Advice, Grade, judge
from euchre_teach.analysis.heuristics import bid_points
from euchre_teach.analysis.play import PlayAdvice, advise_discard, advise_exchange, advise_play
from euchre_teach.analysis.realistic import realistic
from euchre_teach.analysis.reasons import (
    bid_numbers,
    bid_reason,
    bids_reason,
    card_facts,
    card_reason,
    move_words,
    option_words,
    played_out_reason,
    reason_words,
)
from euchre_teach.analysis.strength import (
    BidAdvice,
    BidOption,
    advise_bid,
    bid_candidates,
    match_chance,
    short_trumps,
    trump_rule,
    trumps_said,
)
from euchre_teach.bots.rule_of_thumb import RuleOfThumbBot
from euchre_teach.cards import mask_of
from euchre_teach.errors import EuchreError
from euchre_teach.explain import sentences
from euchre_teach.i18n import say, say_plural
from euchre_teach.rules import Bidding, Partnership
from euchre_teach.state import Phase
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
#: Deals played out with hidden cards per action (for three choices; fewer for more) where the coach
#: has no double-dummy numbers (measured: about 10 ms a deal and an action in the four-hand game).
REAL_SAMPLES = 24
#: Deals for the auction maker's widow exchange with five hands (fewer for six): every choice is a
#: search of the whole play (measured: about 1 s a click with five hands, a few with six, on one core).
EXCHANGE_SAMPLES = 16
_PLAYED_OUT = (Phase.ROUND_1, Phase.ROUND_2, Phase.AUCTION, Phase.PARTNER, Phase.DEFENDING)


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
    seats = rules.players - len(view.sitting_out)
    if view.phase in (Phase.ROUND_1, Phase.ROUND_2) and rules.partnership is not Partnership.CALLED:
        return _bids(view, samples, seed, score)
    if view.phase is Phase.DISCARD and rules.bidding is not Bidding.AUCTION:
        return _numbered(view, advise_discard(view, samples or DISCARD_SAMPLES, seed))
    exchange = rules.bidding is Bidding.AUCTION and view.phase in (Phase.DISCARD, Phase.PARTNER)
    if exchange and seats * rules.hand_size <= MAX_SEARCH:  # the widow's discards and the ally, solved
        deals = min(max(4, (samples or EXCHANGE_SAMPLES) * 25 // seats ** 2), read.MAX_EXCHANGE_SAMPLES)
        return _numbered(view, advise_exchange(view, deals, seed))
    searchable = seats * len(view.hand or ()) <= MAX_SEARCH  # a seven-hand opening lead takes seconds a deal
    if view.phase is Phase.PLAY and len(view.legal) > 1 and searchable:
        deals = max(4, (samples or PLAY_SAMPLES) * 16 // max(seats, 4) ** 2)
        return _numbered(view, advise_play(view, deals, seed))
    return _by_rule_of_thumb(view, samples, seed)


def _bids(view: SeatView, samples: int | None, seed: int | random.Random | None,
          score: tuple[int, int] | None) -> Advice:
    """A bid in two-round bidding: the candidate bids solved on sampled deals (near the end of a match,
    judged by the chance to win it)."""
    fixed = seed if isinstance(seed, int) else (seed or random.Random()).getrandbits(32)  # the deals again
    bids = advise_bid(view, samples or BID_SAMPLES, fixed, score, actions=bid_candidates(view))
    by_match = match_decides(view, score)
    best = max(bids.options, key=lambda o: o.win or 0.0) if by_match else bids.best  # every win checked set
    words, why = reason_words(view, best.action, bids)
    return Advice(view.own_seat, best.action, bids_reason(view, best.action, bids, score, by_match), bids,
                  by_match=by_match, left_out=_work_out(view, bids, fixed, score, best.action, by_match), words=words,
                  why=why)


def match_decides(view: SeatView, score: tuple[int, int] | None) -> bool:
    """Whether a bid at ``score`` is judged by the chance to win the match (within :data:`END_GAME` points
    of the target, where the match chance is known) rather than by expected points."""
    return (score is not None and max(score) >= view.rules.target - END_GAME
            and match_chance(view.rules, score, view.dealer, view.own_seat) is not None)


def _numbered(view: SeatView, advice: PlayAdvice) -> Advice:
    """A discard, an exchange or a card, with the numbers of every choice."""
    best = advice.best.action
    words, why = reason_words(view, best, advice)
    return Advice(view.own_seat, best, card_reason(view, best, advice), advice, words=words, why=why)


def _by_rule_of_thumb(view: SeatView, samples: int | None, seed: int | random.Random | None) -> Advice:
    """A step the search does not cover: the rule of thumb's move, checked where it can be by deals
    played out with hidden cards."""
    decision = RuleOfThumbBot(seed if isinstance(seed, int) else 0).decide(view)
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
            words, why = reason_words(view, top, estimate, maxim)
            return Advice(view.own_seat, top, played_out_reason(view, top, maxim, estimate), estimate, words=words,
                          why=why)
    said = move_words(view, decision.action)
    # Translators: {move} is the advice ("Play the J♥"); {reason} the rule of thumb behind it.
    reason = words = say("{move}: {reason}.", move=said[:1].upper() + said[1:], reason=decision.reason)
    if len(view.legal) > 1 and view.phase is Phase.PLAY:
        reason = sentences(reason, say("(By rule of thumb: with this many hands still full, the search would take too "
                                       "long to answer a click.)"))
    elif len(view.legal) > 1:
        reason = sentences(reason, say("(By rule of thumb: the coach has no sampled numbers for this step.)"))
    return Advice(view.own_seat, decision.action, reason, None, words=words)


def _work_out(view: SeatView, bids: BidAdvice, seed: int, score: tuple[int, int] | None, best: Action,
              by_match: bool) -> Callable[[Action], tuple[BidOption, str, str]]:
    """A bid the advice left out, worked out on the advice's own deals (the same seed, as many deals,
    no early stop): its numbers, a sentence saying why it was left out and what it scores, and the
    advice's reason with it among the numbers (so the reason no longer lists it as left out)."""
    def work_out(action: Action) -> tuple[BidOption, str, str]:
        option = advise_bid(view, bids.samples, seed, score, confidence=None, actions=[action]).options[0]
        short = short_trumps(view, action)
        rule = trump_rule(view, [action])
        numbers = option_words(view, option)
        if short is not None and rule:
            # Translators: {trumps} is how many trumps the bid has ("one trump"); {move} the bid ("call hearts
            # alone"); {rule} the trumps such a bid wants; {numbers} what it scores.
            sentence = say_plural("With {trumps}, the coach leaves “{move}” out when it compares the bids ({rule}), "
                                  "so it worked yours out on its own, on the same {count} deal: {numbers}.",
                                  "With {trumps}, the coach leaves “{move}” out when it compares the bids ({rule}), "
                                  "so it worked yours out on its own, on the same {count} deals: {numbers}.",
                                  bids.samples, trumps=trumps_said(short), move=move_words(view, action), rule=rule,
                                  numbers=numbers)
        else:
            sentence = say_plural("Worked out on the same {count} deal: {numbers}.",
                                  "Worked out on the same {count} deals: {numbers}.", bids.samples, numbers=numbers)
        with_it = replace(bids, options=(*bids.options, option))
        return option, sentence, bids_reason(view, best, with_it, score, by_match)

    return work_out


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


__all__ = [
    "BID_SAMPLES",
    "DISCARD_SAMPLES",
    "END_GAME",
    "EXCHANGE_SAMPLES",
    "MATCH_GRADES",
    "MAX_SEARCH",
    "PLAY_SAMPLES",
    "REAL_SAMPLES",
    "Advice",
    "Grade",
    "advise",
    "bid_numbers",
    "bid_reason",
    "card_facts",
    "judge",
    "match_decides",
    "move_words",
    "option_words",
    "played_to",
    "side_by_side",
    "win_error",
]
