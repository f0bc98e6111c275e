"""The "strong" level: deal the unseen cards many times, solve each deal, take the best average.

Bids (two-round bidding), the dealer's discard, the auction maker's exchange with the widow
(its discards and its ally, up to six hands) and every card played are chosen by expected
points over deals consistent with the seat's view (:mod:`euchre_teach.analysis`); the deals
fit what the other seats bid, read by the rule-of-thumb count. A bid's double-dummy points are
marked down for the makers (``optimism``): seeing every card, they march and make more often
than at a table with hidden cards. In a match (the view's ``scores``, the four-hand partnership
game) every choice is the one with the best chance to win the match, from the match-equity
table (:func:`~euchre_teach.analysis.win_chance`): at 9–7 one made hand wins, so a bid a
euchre would not lose is worth more than its points say. Only the plausible choices
are solved: the candidate bids (:func:`~euchre_teach.analysis.strength.bid_candidates`: a lone
bid with three trumps or more, a round-two suit with two or more; the coach solves the same), a
discard among the side cards and the lowest trump. Steps the analysis does not cover
(auction bids, calling an ace, calling for best, defending alone, the farmer's hand) follow
the rule-of-thumb bot, and the reason says so.

>>> from euchre_teach import new_hand
>>> hand = new_hand("standard", seed=22)  # West: A♠ Q♠ J♠ 10♣ K♦, the 10♠ turned up
>>> decision = StrongBot(seed=1, bid_samples=100).decide(hand.view(hand.current_player()))
>>> decision.action, decision.reason  # doctest: +ELLIPSIS
(Action('order up'), 'Order it up: you make it ...% of the time ... and expect +... points ...')
"""

from __future__ import annotations

import random

from euchre_teach.actions import Action
from euchre_teach.analysis import arguments as read
from euchre_teach.analysis.play import advise_discard, advise_exchange, advise_play
from euchre_teach.analysis.strength import BidOption, advise_bid, bid_candidates
from euchre_teach.bots.base import Decision, bot_seed
from euchre_teach.bots.rule_of_thumb import RuleOfThumbBot
from euchre_teach.errors import EuchreError
from euchre_teach.explain import sentences
from euchre_teach.i18n import percent, say, say_plural
from euchre_teach.ranking import tables
from euchre_teach.rules import Bidding, Partnership
from euchre_teach.table import Phase
from euchre_teach.views import SeatView

#: The bids' allowance for double dummy's optimism (:func:`~euchre_teach.analysis.advise_bid`): the share
#: of its marches that are only made and of its makes that are euchred when the cards are hidden. Half
#: the gap measured with rule-of-thumb players (bench_realistic: 4.4 of 7.1 points of marches, 5.0 of
#: 34.9 of makes), since this bot plays its contracts better than they do.
OPTIMISM = (0.3, 0.07)
#: Deals at most for a bid (in rounds of 16, until the best bid leads by 3 standard errors) and deals for
#: a card. Twice the earlier 64 (2 standard errors) and 24, with twice the discard's 12: on the same single
#: hands against rule-of-thumb opponents this gained +0.029 points a hand (standard error 0.014, 3050
#: paired hands; +0.021 of it in the card play) for about 1.8 times the thinking time.
BID_SAMPLES, PLAY_SAMPLES = 128, 48
#: Seats × cards in hand above which the auction maker's exchange is not searched (seven hands).
MAX_SEARCH = 30


class StrongBot:
    """Sampling plus double-dummy search; ``bid_samples`` and ``play_samples`` trade speed for accuracy."""

    name = "strong"

    def __init__(self, seed: int | None = None, bid_samples: int = BID_SAMPLES, play_samples: int = PLAY_SAMPLES, *,
                 rounds: tuple[int, int] = (16, 16), confidence: float = 3.0, discard_samples: int = 24,
                 bidding: bool = True, optimism: tuple[float, float] = OPTIMISM) -> None:
        self.bid_samples = read.samples(bid_samples, read.MAX_BID_SAMPLES, "bid_samples")
        self.play_samples = read.samples(play_samples, read.MAX_PLAY_SAMPLES, "play_samples")
        self.discard_samples = read.samples(discard_samples, read.MAX_DISCARD_SAMPLES, "discard_samples")
        self.rounds = read.rounds(rounds)
        self.bidding = read.flag(bidding, "bidding")
        self.confidence = read.confidence(confidence)
        self.optimism = read.optimism(optimism)
        self._rng = random.Random(bot_seed(seed))
        self._fallback = RuleOfThumbBot(self._rng.getrandbits(32))

    def decide(self, view: SeatView) -> Decision:
        """The legal action with the best expected points, and the numbers behind it."""
        if not view.legal or view.seat is None:
            raise EuchreError(say("this seat has nothing to decide now"))
        if len(view.legal) == 1:
            only = view.legal[0]
            return Decision(only, say("the only legal choice: {only}", only=only.said))
        rules = view.rules
        score = _score(view)
        if view.phase is Phase.PLAY:
            seats = rules.players - len(view.sitting_out)  # a search grows fast with the seats: fewer deals for more
            advice = advise_play(view, max(4, self.play_samples * 16 // max(seats, 4) ** 2), self._rng, self.bidding,
                                 score)
            return Decision(advice.best.action, sentences(advice.reason, _match_words(score, advice.best.win)))
        if view.phase.is_bidding_round and rules.partnership is not Partnership.CALLED:
            bids = advise_bid(view, self.bid_samples, self._rng, score, confidence=self.confidence,
                              rounds=self.rounds, bidding=self.bidding, actions=bid_candidates(view),
                              optimism=self.optimism)
            if score is None:
                return Decision(bids.best.action, sentences(bids.reason, _allowance_words(self.optimism)))
            best = max(bids.ranked, key=lambda o: o.win or 0.0)  # the first of equals: the most points
            words = _match_words(score, best.win)
            if best is not bids.best:
                words = _match_over_points(view, score, best, bids.best)
            return Decision(best.action, sentences(bids.explain(best), _allowance_words(self.optimism), words))
        if view.phase is Phase.DISCARD and rules.bidding is Bidding.TWO_ROUNDS:
            advice = advise_discard(view, self.discard_samples, self._rng, self.bidding, _discard_candidates(view),
                                    score)
            return Decision(advice.best.action, sentences(advice.reason, _match_words(score, advice.best.win)))
        exchange = rules.bidding is Bidding.AUCTION and view.phase in (Phase.DISCARD, Phase.PARTNER)
        if exchange and rules.players * rules.hand_size <= MAX_SEARCH:
            kinds = _discard_candidates(view) if view.phase is Phase.DISCARD else None
            seats = rules.players - len(view.sitting_out)
            advice = advise_exchange(view, max(4, self.discard_samples * 16 // seats ** 2), self._rng, kinds)
            return Decision(advice.best.action, advice.reason)
        decision = self._fallback.decide(view)
        return Decision(decision.action, say("by rule of thumb: {reason}", reason=decision.reason))


def _score(view: SeatView) -> tuple[int, int] | None:
    """(our points, their points) before this hand in a match of the four-hand partnership game,
    where the match-equity table applies; None otherwise."""
    rules, seat = view.rules, view.seat
    if view.scores is None or seat is None or not rules.partners_opposite or rules.players != 4:
        return None
    return view.scores[seat], view.scores[rules.left(seat)]


def _match_over_points(view: SeatView, score: tuple[int, int], best: BidOption, top: BidOption) -> str:
    """Why the bid with the best chance to win the match beats the one with the most points, in a sentence."""
    need = [max(view.rules.target - points, 0) for points in score]
    # Translators: {ours}–{theirs} is the score; {need} and {other} the points each side still needs ("2 points");
    # {best} and {top} two bids ("ordering up", "passing"), {share} and {top_share} their chances ("61%").
    return say("At {ours}–{theirs} the match counts more than the points (your side needs {need}, the other side "
               "{other}): {best} gives your side {share} to win it, {top} {top_share}.", ours=score[0],
               theirs=score[1], need=_points(need[0]), other=_points(need[1]), best=best.gerund,
               share=percent(best.win or 0.0), top=top.gerund, top_share=percent(top.win or 0.0))


def _points(n: int) -> str:
    return say_plural("{count} point", "{count} points", n)


def _match_words(score: tuple[int, int] | None, win: float | None) -> str:
    """'At 8–9 it gives your side 61% to win the match.' (nothing without a score)."""
    if score is None or win is None:
        return ""
    # Translators: {ours}–{theirs} is the score before this hand; {share} a percentage ("61%").
    return say("At {ours}–{theirs} it gives your side {share} to win the match.", ours=score[0], theirs=score[1],
               share=percent(win))


def _allowance_words(optimism: tuple[float, float]) -> str:
    """Why the points in a bid's reason are lower than its make and march chances suggest."""
    q_march, q_make = optimism
    if not q_march and not q_make:
        return ""
    # Translators: {march} and {make} are percentages ("30%").
    return say("The points are marked down: the deals are solved with every card face up, which flatters the makers, "
               "so {march} of those marches count as plain makes and {make} of those makes as euchred.",
               march=percent(q_march), make=percent(q_make))


def _discard_candidates(view: SeatView) -> list[Action]:
    """The discards worth solving: every side card, and the lowest trump (a higher trump is never
    better to throw away than a lower one)."""
    tab, trump = tables(view.rules), int(view.trump_suit)
    side = [a for a in view.legal if tab.effective_suit[trump][a.the_card.id] != trump]
    trumps = [a for a in view.legal if tab.effective_suit[trump][a.the_card.id] == trump]
    low = min(trumps, key=lambda a: tab.strength[trump][trump][a.the_card.id], default=None)
    return side + ([low] if low is not None else [])

