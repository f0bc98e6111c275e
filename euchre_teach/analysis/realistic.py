"""Realistic numbers: sampled deals played out by players who see only their own cards.

The double-dummy figures of :mod:`.strength` and :mod:`.play` let every player see every
card, so the side that plays better with full knowledge (usually the makers, who hold the
trumps) looks stronger than at a real table. Here each sampled deal is played out by
computer players (rule of thumb by default) who see only their own seat's view, as people
do; the learner's later decisions are played by the same rule.

**The bidding counts.** A deal is kept only if the rule-of-thumb bidder, holding the
sampled cards, would have said what each other player did say (a partner who passed in
round 1 seldom holds both bowers). When too few deals fit after many tries, the rest are
taken without that check, and :attr:`Estimate.fitted` says how many fitted.

**Early stop.** With ``confidence``, deals come in rounds (``FIRST_ROUND``, then ``ROUND``)
and sampling stops once the best action leads the next by that many standard errors of the
per-deal difference (every action is played out on the same deals), as
:func:`~euchre_teach.analysis.advise_bid` does: a clear choice is answered in one round.

>>> from euchre_teach import new_hand
>>> hand = new_hand("standard", seed=22)  # West: A♠ Q♠ J♠ 10♣ K♦, the 10♠ turned up
>>> estimate = realistic(hand.view(hand.current_player()), samples=40, seed=1)
>>> estimate.samples, estimate.fitted, 0.5 < estimate.option("order up").p_make < 1.0
(40, 40, True)
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from euchre_teach import actions as A
from euchre_teach.actions import Action, Kind
from euchre_teach.analysis import arguments as read
from euchre_teach.analysis.sampling import deal_unseen, knowledge
from euchre_teach.analysis.strength import BidOption, RankedOptions, lead
from euchre_teach.bots.base import Bot, get_bot, play_out
from euchre_teach.bots.rule_of_thumb import RuleOfThumbBot
from euchre_teach.cards import CARDS, Card, ids_of_mask
from euchre_teach.deal import Deal
from euchre_teach.errors import EuchreError
from euchre_teach.state import HandState, Phase
from euchre_teach.views import SeatView

#: Tries per wanted deal before deals that do not fit the bidding are taken as they come.
TRIES_PER_SAMPLE = 25
#: Deals in the first round of an early-stopping estimate, and in each round after it (a deal
#: played out for three actions costs about 8 ms on one core: the first round is about 0.3 s).
FIRST_ROUND, ROUND = 40, 20
_BIDDING = (Phase.BEFORE_BIDDING, Phase.ROUND_1, Phase.ROUND_2, Phase.AUCTION, Phase.PARTNER, Phase.DEFENDING)


@dataclass(frozen=True)
class Estimate(RankedOptions):
    """Every considered action's numbers from deals played out with hidden cards."""

    seat: int
    options: tuple[BidOption, ...]
    samples: int
    fitted: int  # how many of the deals fitted the bidding (the rest were taken unchecked)
    margin: float = 0.0  # the best action's lead over the next, in points, over the same deals
    margin_error: float = 0.0  # and its standard error (sampling error)


def replayable(view: SeatView) -> None:
    """Refuse, before any deal is drawn, a view that cannot be turned back into a deal: kitty swaps, a
    widow outside the auction's bids, a seat that sits out with its cards."""
    swapped = any(a is not None and a.kind in (Kind.GO_UNDER, Kind.GIVE) for _, a in view.history)
    if (view.rules.widow and view.phase is not Phase.AUCTION) or swapped:
        raise EuchreError("realistic numbers cover two-round bidding without kitty swaps, and the auction's bids")
    if view.sitting_out:
        raise EuchreError("this view cannot be turned back into a deal (a seat sits out with its cards)")


def original_deal(view: SeatView, hands: dict[int, int], rng: random.Random) -> tuple[Deal, Card | None]:
    """The deal before the bidding that a sampled deal of the current hands implies, and the
    dealer's discard (chosen among the unseen cards when the viewer did not see it)."""
    replayable(view)
    rules = view.rules
    played: dict[int, list[Card]] = {}
    for trick in (*view.tricks, *([view.current_trick] if view.current_trick else [])):
        for seat, card in trick.plays:
            played.setdefault(seat, []).append(card)
    held = {s: [CARDS[c] for c in ids_of_mask(hands.get(s, 0))] + played.get(s, []) for s in range(rules.players)}
    discard = _dealer_discard(view, held, rng) if view.upcard_taken and view.upcard is not None else None
    if any(len(cards) != rules.hand_size for cards in held.values()):
        raise EuchreError("this view cannot be turned back into a deal (a seat sits out with its cards)")
    seated: dict[str | int, str | Sequence[Card | str]] = {s: tuple(cards) for s, cards in held.items()}
    return Deal.from_hands(rules, seated, upcard=view.upcard, dealer=view.dealer), discard


def _dealer_discard(view: SeatView, held: dict[int, list[Card]], rng: random.Random) -> Card:
    """Give the dealer back its discard in place of the upcard it took (in ``held``); the discard is
    the one the viewer saw, or one of the unseen cards drawn at random."""
    upcard, dealer = view.the_upcard, view.dealer
    if view.discards:
        discard = view.discards[0]
    else:
        in_hands = {c for cards in held.values() for c in cards}
        discard = rng.choice([c for c in view.rules.pack if c not in in_hands and c != upcard])
    if upcard in held[dealer]:
        held[dealer].remove(upcard)
    held[dealer].append(discard)
    return discard


def replay(view: SeatView, deal: Deal, discard: Card | None, check: bool) -> HandState | None:
    """The hand up to the viewer's decision on ``deal``; with ``check``, None when a rule-of-thumb
    player would have bid otherwise than a real one did."""
    state = HandState(view.rules, deal)
    judge = RuleOfThumbBot(0)
    for seat, action in view.history:
        chosen = A.discard(discard) if action is None and discard is not None else action
        if chosen is None:
            raise EuchreError("a hidden action cannot be replayed")
        asked = check and seat != view.seat and state.phase in _BIDDING and len(state.legal_actions()) > 1
        if asked and judge.decide(state.view(seat)).action != chosen:
            return None
        state.apply(chosen)
    return state


def realistic(view: SeatView, samples: int = 100, seed: int | random.Random | None = 0,
              level: str = "rule of thumb", actions: Sequence[Action] | None = None,
              bidding: bool = True, *, confidence: float | None = None) -> Estimate:
    """Expected points of each action (``actions``, default every legal one) for ``view.seat``,
    from ``samples`` deals played out by ``level`` players with hidden cards (with
    ``confidence``: at most ``samples``, stopping early as the module notes say).

    ``samples`` is a whole number from 1 to :data:`~.arguments.MAX_REAL_SAMPLES` (2,000), or to
    :data:`~.arguments.MAX_STRONG_REAL_SAMPLES` (10) with strong players, who search at every turn.
    """
    view = read.view(view)
    if view.seat is None or view.to_act != view.seat:
        raise EuchreError("realistic numbers need the view of the seat whose turn it is")
    level = read.level(level)
    samples = read.samples(samples, read.MAX_STRONG_REAL_SAMPLES if level == "strong" else read.MAX_REAL_SAMPLES)
    chosen = list(dict.fromkeys(read.choices(actions, view.legal) or view.legal))  # each action once
    bidding, confidence = read.flag(bidding, "bidding"), read.confidence(confidence)
    replayable(view)
    rng = read.rng(seed)
    before = rng.getstate()
    try:
        bots = [get_bot(level, rng.getrandbits(32)) for _ in range(view.rules.players)]
        results, fitted = _sample(view, chosen, bots, rng, (samples, confidence, bidding))
    except EuchreError:  # a hidden action that cannot be replayed: refused, and the passed rng as it was
        rng.setstate(before)
        raise
    options = tuple(_option(a, values) for a, values in results.items())
    margin, error = lead([[v for v, _ in values] for values in results.values()])
    return Estimate(view.seat, options, len(results[chosen[0]]), fitted, 0.0 if math.isinf(margin) else margin, error)


def _sample(view: SeatView, chosen: list[Action], bots: Sequence[Bot], rng: random.Random,
            plan: tuple[int, float | None, bool]) -> tuple[dict[Action, list[tuple[float, str | None]]], int]:
    """Each action's results over deals that fit (``plan``: the most deals, the confidence that stops
    early, whether to check the bidding), and how many deals fitted the bidding."""
    samples, confidence, bidding = plan
    seat = view.own_seat
    facts = knowledge(view)
    results: dict[Action, list[tuple[float, str | None]]] = {a: [] for a in chosen}
    fitted = tries = 0
    goal = samples if confidence is None else min(samples, FIRST_ROUND)
    while len(results[chosen[0]]) < samples:
        if len(results[chosen[0]]) >= goal:
            margin, error = lead([[v for v, _ in values] for values in results.values()])
            if confidence is not None and margin > confidence * error:
                break
            goal = min(samples, goal + ROUND)
            continue
        tries += 1
        check = bidding and tries <= samples * TRIES_PER_SAMPLE
        deal, discard = original_deal(view, deal_unseen(facts, rng), rng)
        start = replay(view, deal, discard, check)
        if start is None:
            continue
        fitted += check
        for action in chosen:
            results[action].append(_play_out(start, action, seat, bots))
    return results, fitted


def _play_out(start: HandState, action: Action, me: int, bots: Sequence[Bot]) -> tuple[float, str | None]:
    """Points for ``me``'s side after ``action`` and hidden-card play to the end; the makers'
    outcome when ``me``'s side made trump."""
    hand = start.clone()
    hand.apply(action)
    play_out(hand, bots, ask_when_forced=False)  # a forced move (a third of them) asks nobody
    result = hand.result
    rules = hand.rules
    side = {me, rules.partner(me)} if rules.partners_opposite else {me}
    points = float(result.points if set(result.scorers) & side else -result.points if result.scorers else 0)
    ours = hand.maker is not None and bool(set(hand.makers) & side)
    return points, result.outcome if ours else None


def _option(action: Action, values: list[tuple[float, str | None]]) -> BidOption:
    n = len(values)
    points = [v for v, _ in values]
    mean = sum(points) / n
    spread = math.sqrt(sum((p - mean) ** 2 for p in points) / (n - 1)) if n > 1 else 0.0
    outcomes = [o for _, o in values if o is not None]
    if action.kind is Kind.PASS or not outcomes:
        return BidOption(action, mean, spread / math.sqrt(n), None, None, None)
    made = sum(o in ("made", "march") for o in outcomes) / n
    march = sum(o == "march" for o in outcomes) / n
    euchred = sum(o in ("euchred", "super-euchre") for o in outcomes) / n
    return BidOption(action, mean, spread / math.sqrt(n), made, march, euchred)
