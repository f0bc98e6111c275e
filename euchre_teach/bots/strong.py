"""The "strong" level: deal the unseen cards many times, solve each deal, take the best average.

Bids (two-round bidding), the dealer's discard and every card played are chosen by expected
points over deals consistent with the seat's view (:mod:`euchre_teach.analysis`). Steps the
analysis does not cover (auction bids, calling a partner, calling for best, defending
alone, the farmer's hand) follow the rule-of-thumb bot, and the reason says so.

>>> from euchre_teach import new_hand
>>> hand = new_hand("standard", seed=22)  # West: A♠ Q♠ J♠ 10♣ K♦, the 10♠ turned up
>>> decision = StrongBot(seed=1, bid_samples=100).decide(hand.view(hand.current_player()))
>>> decision.action, decision.reason  # doctest: +ELLIPSIS
(Action('order up'), 'Order it up: you make it ...% of the time ... and expect +... points ...')
"""

from __future__ import annotations

import random

from euchre_teach.analysis.play import advise_discard, advise_play
from euchre_teach.analysis.strength import advise_bid
from euchre_teach.actions import Action
from euchre_teach.bots.base import Decision, register
from euchre_teach.bots.rule_of_thumb import RuleOfThumbBot
from euchre_teach.errors import EuchreError
from euchre_teach.ranking import tables
from euchre_teach.rules import Bidding, Partnership
from euchre_teach.table import Phase
from euchre_teach.views import SeatView


class StrongBot:
    """Sampling plus double-dummy search; ``bid_samples`` and ``play_samples`` trade speed for accuracy."""

    name = "strong"

    def __init__(self, seed: int | None = None, bid_samples: int = 150, play_samples: int = 24,
                 rounds: tuple[int, int] = (50, 50), bidding: bool = False, confidence: float = 3.0,
                 discard_samples: int | None = None) -> None:
        self._rng = random.Random(seed)
        self._fallback = RuleOfThumbBot(self._rng.getrandbits(32))
        self.bid_samples = bid_samples
        self.play_samples = play_samples
        self.discard_samples = play_samples if discard_samples is None else discard_samples
        self.rounds = rounds
        self.bidding = bidding
        self.confidence = confidence

    def decide(self, view: SeatView) -> Decision:
        """The legal action with the best expected points, and the numbers behind it."""
        if not view.legal or view.seat is None:
            raise EuchreError("this seat has nothing to decide now")
        if len(view.legal) == 1:
            only = view.legal[0]
            return Decision(only, f"the only legal choice: {only.kind.value} {only.card or ''}".rstrip())
        rules = view.rules
        if view.phase is Phase.PLAY:
            seats = rules.players - len(view.sitting_out)  # a search grows fast with the seats: fewer deals for more
            advice = advise_play(view, max(4, self.play_samples * 16 // max(seats, 4) ** 2), self._rng, self.bidding)
            return Decision(advice.best.action, advice.reason)
        if view.phase.is_bidding_round and rules.partnership is not Partnership.CALLED:
            bids = advise_bid(view, self.bid_samples, self._rng, confidence=self.confidence, rounds=self.rounds,
                              bidding=self.bidding)
            return Decision(bids.best.action, bids.reason)
        if view.phase is Phase.DISCARD and rules.bidding is Bidding.TWO_ROUNDS:
            advice = advise_discard(view, self.discard_samples, self._rng, self.bidding, _discard_candidates(view))
            return Decision(advice.best.action, advice.reason)
        decision = self._fallback.decide(view)
        return Decision(decision.action, f"by rule of thumb: {decision.reason}")


def _discard_candidates(view: SeatView) -> list[Action]:
    """The discards worth solving: every side card, and the lowest trump (a higher trump is never
    better to throw away than a lower one)."""
    tab, trump = tables(view.rules), int(view.trump_suit)
    side = [a for a in view.legal if tab.effective_suit[trump][a.the_card.id] != trump]
    trumps = [a for a in view.legal if tab.effective_suit[trump][a.the_card.id] == trump]
    low = min(trumps, key=lambda a: tab.strength[trump][trump][a.the_card.id], default=None)
    return side + ([low] if low is not None else [])


register("strong", StrongBot)
