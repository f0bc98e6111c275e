"""One hand of euchre as a state machine: bidding (R9–R15), play (R16–R19), scoring (R20).

The API uses the names of OpenSpiel (``current_player``, ``legal_actions``, ``apply``,
``is_terminal``, ``returns``) and pokerkit's trio (``verify`` raises with the reason,
``can`` answers yes or no, ``apply`` acts). An illegal action raises
:class:`~euchre_teach.errors.IllegalActionError` and changes nothing.

Inside, cards are ids and hands are bitmasks (see :mod:`euchre_teach.ranking`), so that
bots and benchmarks run fast; :class:`~euchre_teach.cards.Card` objects are built only at
the edges.

>>> from euchre_teach import new_hand
>>> hand = new_hand("standard", seed=1)
>>> hand.phase, hand.seat_name(hand.current_player())
(<Phase.ROUND_1: 'round 1'>, 'West')
>>> hand.apply("order up")
Action('order up')
>>> hand.phase, hand.trump
(<Phase.DISCARD: 'discard'>, <Suit.DIAMONDS: 1>)
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING

from euchre_teach import actions as A
from euchre_teach.actions import Action, Kind
from euchre_teach.cards import CARDS, JOKER_ID, Card, Suit, cards_from_mask, format_cards
from euchre_teach.deal import Deal
from euchre_teach.errors import EuchreError, IllegalActionError
from euchre_teach.ranking import card_role, sort_hand, tables
from euchre_teach.rules import DefendAlone, JokerUpcard, OpeningLead, Rules
from euchre_teach.scoring import HandResult, score_hand

if TYPE_CHECKING:
    from euchre_teach.record import Record
    from euchre_teach.views import SeatView


class Phase(enum.Enum):
    """Where a hand is: the two bidding rounds, the joker call, discard, defending, play."""

    ROUND_1 = "round 1"
    ROUND_2 = "round 2"
    DEALER_NAMES = "dealer names trump"
    DISCARD = "discard"
    DEFENDING = "defending alone"
    PLAY = "play"
    OVER = "over"


_ROUND_1, _ROUND_2, _NAMES, _DISCARD, _DEFENDING, _PLAY, _OVER = range(7)
_PHASES = tuple(Phase)


@dataclass(frozen=True, slots=True)
class Trick:
    """A trick: who led, the (seat, card) plays in order, and who won (None while open)."""

    number: int
    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int | None

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards in the order played."""
        return tuple(card for _, card in self.plays)


class HandState:
    """The state of one hand. Build it with :func:`euchre_teach.new_hand`."""

    __slots__ = (
        "_alone",
        "_current",
        "_discarded",
        "_hands",
        "_history",
        "_joker_turned",
        "_led",
        "_legal",
        "_lone_defender",
        "_maker",
        "_n",
        "_out",
        "_phase",
        "_picked_up",
        "_next",
        "_active",
        "_queue",
        "_tab",
        "_trick",
        "_tricks",
        "_trump",
        "_turns",
        "_upcard_id",
        "_won",
        "deal",
        "rules",
    )

    def __init__(self, rules: Rules, deal: Deal) -> None:
        deal.check(rules)
        self.rules = rules
        self.deal = deal
        n = self._n = rules.players
        self._tab = tables(rules)
        self._hands = [_mask(hand) for hand in deal.hands]
        self._history: list[tuple[int, Action]] = []
        self._turns = 0
        self._trump = -1
        self._maker = -1
        self._alone = False
        self._lone_defender = -1
        self._out = 0  # bitmask of seats sitting out
        self._discarded = -1
        self._trick: list[tuple[int, int]] = []
        self._led = -1
        self._tricks: list[tuple[int, tuple[tuple[int, int], ...], int]] = []
        self._won = [0] * n
        self._legal: tuple[Action, ...] | None = None
        self._queue: list[int] = []
        self._upcard_id = deal.upcard.id
        best = rules.best_bower.id if rules.best_bower is not None else JOKER_ID
        self._joker_turned = self._upcard_id == best
        self._picked_up = False
        self._next: list[int] = []  # the next seat to play, once play starts
        self._active = n
        dealer = deal.dealer
        if not self._joker_turned:
            self._phase, self._current = _ROUND_1, (dealer + 1) % n
        elif rules.joker_upcard is JokerUpcard.DEALER_NAMES:
            self._phase, self._current = _NAMES, dealer
        else:
            self._trump = int(rules.joker_agreed_suit)
            self._maker = dealer
            self._pick_up()

    # -- the game API --------------------------------------------------------------
    def current_player(self) -> int | None:
        """The seat to act, or None when the hand is over."""
        return None if self._phase == _OVER else self._current

    def is_terminal(self) -> bool:
        """True once the hand is scored or thrown in."""
        return self._phase == _OVER

    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the current player may take now (empty when the hand is over)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return legal

    def can(self, action: Action | str | int, seat: int | str | None = None) -> bool:
        """Would ``action`` (by ``seat``, if given) be allowed now?"""
        try:
            self.verify(action, seat)
        except EuchreError:
            return False
        return True

    def verify(self, action: Action | str | int, seat: int | str | None = None) -> Action:
        """Return the action if it is legal now; otherwise raise with the reason.

        ``action`` may be text such as ``'play JH'`` or ``'West: pass'``; ``seat`` names
        who is acting, and it must be the current player.
        """
        if isinstance(action, str) and ":" in action:
            who, _, action = action.partition(":")
            seat = who if seat is None else seat
        legal = self.legal_actions()
        if self._phase == _OVER:
            raise IllegalActionError(f"The hand is over: {self.result.explanation}", legal)
        if seat is not None:
            try:
                acting = self.rules.parse_seat(seat)
            except EuchreError as exc:
                raise IllegalActionError(str(exc), legal) from None
            if acting != self._current:
                raise IllegalActionError(
                    f"It is {self.seat_name(self._current)}'s turn, not {self.seat_name(acting)}'s",
                    legal,
                )
        try:
            parsed = Action.parse(action)
        except IllegalActionError as exc:
            raise IllegalActionError(f"{exc.reason}. {self._allowed_text()}", legal) from None
        if parsed in legal:
            return legal[legal.index(parsed)]
        raise IllegalActionError(self._explain(parsed), legal)

    def apply(self, action: Action | str | int, seat: int | str | None = None) -> Action:
        """Take ``action`` for the current player and return it; illegal actions change nothing."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        if seat is not None or action.__class__ is not Action or action not in legal:
            action = self.verify(action, seat)
        self._history.append((self._current, action))  # type: ignore[arg-type]
        self._legal = None
        phase = self._phase
        if phase == _PLAY:
            self._play(action)  # type: ignore[arg-type]
        elif phase == _ROUND_1:
            self._round_1(action)  # type: ignore[arg-type]
        elif phase == _ROUND_2:
            self._round_2(action)  # type: ignore[arg-type]
        elif phase == _DISCARD:
            self._discard(action)  # type: ignore[arg-type]
        elif phase == _DEFENDING:
            self._defend(action)  # type: ignore[arg-type]
        else:
            self._trump, self._maker = int(action.suit), self._current  # type: ignore[arg-type]
            self._pick_up()
        return action  # type: ignore[return-value]

    def returns(self) -> list[int]:
        """Points (or euchres, under R22) each seat scored in this hand."""
        out = [0] * self._n
        if self._phase == _OVER:
            result = self.result
            for seat in result.scorers:
                out[seat] = result.points
        return out

    # -- transitions ----------------------------------------------------------------
    def _next_seat(self, seat: int) -> int:
        n, out = self._n, self._out
        seat = (seat + 1) % n
        while out >> seat & 1:
            seat = (seat + 1) % n
        return seat

    def _round_1(self, action: Action) -> None:
        if action == A.PASS_ID:
            self._turns += 1
            if self._turns == self._n:
                self._phase, self._turns = _ROUND_2, 0
            self._current = (self._current + 1) % self._n
            return
        self._trump = self._upcard_id // 9
        self._maker = self._current
        self._alone = action == A.ORDER_UP_ALONE_ID
        dealer = self.deal.dealer
        if self._alone and self._maker == (dealer + 2) % self._n and not self.rules.dealer_picks_up_when_partner_alone:
            self._after_bidding()
        else:
            self._pick_up()

    def _round_2(self, action: Action) -> None:
        if action == A.PASS_ID:
            self._turns += 1
            if self._turns == self._n:
                self._phase = _OVER
            self._current = (self._current + 1) % self._n
            return
        self._trump = int(action.suit)  # type: ignore[arg-type]
        self._maker = self._current
        self._alone = action.alone
        self._after_bidding()

    def _pick_up(self) -> None:
        """R14: the dealer takes the upcard into hand and must discard."""
        dealer = self.deal.dealer
        self._hands[dealer] |= 1 << self._upcard_id
        self._picked_up = True
        self._phase, self._current = _DISCARD, dealer

    def _discard(self, action: Action) -> None:
        card = action - 40
        self._hands[self._current] &= ~(1 << card)
        self._discarded = card
        self._after_bidding()

    def _after_bidding(self) -> None:
        n, maker, dealer = self._n, self._maker, self.deal.dealer
        if self._alone:
            self._out |= 1 << ((maker + 2) % n)
        mode = self.rules.defend_alone
        if mode is DefendAlone.ALWAYS or (mode is DefendAlone.AGAINST_LONER and self._alone):
            self._queue = [
                seat
                for seat in ((dealer + i) % n for i in range(1, n + 1))
                if (seat - maker) % 2 == 1
            ]
            self._phase, self._current = _DEFENDING, self._queue[0]
        else:
            self._start_play()

    def _defend(self, action: Action) -> None:
        if action == A.DEFEND_ALONE_ID:
            self._lone_defender = self._current
            self._out |= 1 << ((self._current + 2) % self._n)
            self._start_play()
            return
        self._queue.pop(0)
        if self._queue:
            self._current = self._queue[0]
        else:
            self._start_play()

    def _start_play(self) -> None:
        """R17: who leads the first trick."""
        n, dealer = self._n, self.deal.dealer
        if self._alone and self.rules.opening_lead is OpeningLead.LONERS_LEFT:
            leader = (self._maker + 1) % n
            if self._out >> leader & 1:
                leader = (leader + 2) % n
        else:
            leader = self._next_seat(dealer)
        self._next = [self._next_seat(seat) for seat in range(n)]
        self._active = n - self._out.bit_count()
        self._phase, self._current = _PLAY, leader

    def _play(self, card: Action) -> None:
        """Play a card (its action number is its id); the hot path of every simulation."""
        seat = self._current
        self._hands[seat] &= ~(1 << card)
        trick = self._trick
        if not trick:
            self._led = self._tab.effective_suit[self._trump][card]
        trick.append((seat, card))
        if len(trick) < self._active:
            self._current = self._next[seat]
            return
        strength = self._tab.strength[self._trump][self._led]
        winner = -1
        best_strength = -1
        for player, played in trick:
            value = strength[played]
            if value > best_strength:
                winner, best_strength = player, value
        self._won[winner] += 1
        self._tricks.append((trick[0][0], tuple(trick), winner))
        self._trick = []
        if len(self._tricks) == 5:
            self._phase = _OVER
        else:
            self._current = winner

    # -- legal actions -------------------------------------------------------------
    def _compute_legal(self) -> tuple[Action, ...]:
        phase = self._phase
        if phase == _PLAY:
            hand = self._hands[self._current]
            if self._trick:
                follow = hand & self._tab.suit_mask[self._trump][self._led]
                if follow:
                    hand = follow
            return _actions_of(hand, A.PLAY)
        if phase == _ROUND_1:
            if self.rules.dealer_partner_must_go_alone and self._current == (self.deal.dealer + 2) % self._n:
                return (A.PASS, A.ORDER_UP_ALONE)
            return (A.PASS, A.ORDER_UP, A.ORDER_UP_ALONE)
        if phase == _ROUND_2:
            turned = self._upcard_id // 9
            calls: list[Action] = []
            if not (self.rules.stick_the_dealer and self._current == self.deal.dealer):
                calls.append(A.PASS)
            calls += [A.CALL[s] for s in range(4) if s != turned]
            calls += [A.CALL_ALONE[s] for s in range(4) if s != turned]
            return tuple(calls)
        if phase == _DISCARD:
            hand = self._hands[self._current]
            if not self.rules.dealer_may_discard_upcard:
                hand &= ~(1 << self._upcard_id)
            return _actions_of(hand, A.DISCARD)
        if phase == _DEFENDING:
            return (A.PASS, A.DEFEND_ALONE)
        if phase == _NAMES:
            return A.CALL
        return ()

    # -- explanations of illegal actions -----------------------------------------------
    def _allowed_text(self) -> str:
        legal = ", ".join(str(a) for a in self.legal_actions())
        return f"{self.seat_name(self._current)} may: {legal}"

    def _explain(self, action: Action) -> str:
        """Why ``action`` is not allowed now, in words a learner understands."""
        who = self.seat_name(self._current)
        phase, kind = self._phase, action.kind
        upcard = self.deal.upcard
        if phase == _ROUND_1:
            if kind is Kind.ORDER_UP:
                return (
                    f"{who}, the dealer's partner, may order it up only alone under these rules "
                    "(the Canadian loner): say 'order up alone' or 'pass'"
                )
            if kind is Kind.CALL:
                return (
                    f"In round 1 the only trump on offer is the upcard's suit ({upcard.suit.plural}, "
                    f"the {upcard}): {who} may pass or order it up; naming a suit comes in round 2"
                )
            return f"The bidding is in round 1: {self._allowed_text()}; cards are played after the bidding"
        if phase == _ROUND_2:
            turned = upcard.suit
            others = ", ".join(s.plural for s in Suit if s != turned)
            if kind is Kind.ORDER_UP:
                return f"The {upcard} was turned down: in round 2 {who} may name {others}, or pass"
            if kind is Kind.CALL and action.suit == turned:
                return (
                    f"{turned.plural.capitalize()} was turned down and cannot be named in round 2: "
                    f"{who} may name {others}" + ("" if self._stuck() else ", or pass")
                )
            if kind is Kind.PASS:
                return f"Stick the dealer: {who}, the dealer, may not pass and must name {others}"
            return f"The bidding is in round 2: {self._allowed_text()}"
        if phase == _NAMES:
            if kind is Kind.CALL:
                return f"The {upcard} was turned up: {who} names trump without going alone"
            return (
                f"The {upcard} (best bower) was turned up: there is no bidding; {who}, the dealer, "
                "names trump before looking at the hand (call clubs, diamonds, hearts or spades)"
            )
        if phase == _DISCARD:
            if kind is not Kind.DISCARD:
                return (f"{who}, the dealer, picked up the {upcard} and must now discard one card: "
                        f"{self._allowed_text()}")
            card = action.card
            hand = cards_from_mask(self._hands[self._current])
            if card not in hand:
                return f"{who} does not hold the {card}: discard one of {format_cards(self._sorted(hand))}"
            return f"Under these rules the dealer keeps the upcard {upcard}: discard another card"
        if phase == _DEFENDING:
            return f"Before play, {who} may defend alone or pass"
        if phase == _PLAY:
            return self._explain_play(action)
        return "The hand is over"

    def _stuck(self) -> bool:
        return self.rules.stick_the_dealer and self._current == self.deal.dealer

    def _explain_play(self, action: Action) -> str:
        who = self.seat_name(self._current)
        if action.kind is not Kind.PLAY:
            return f"The hand is being played: {who} must play a card ({self._allowed_text()})"
        card = action.card
        assert card is not None
        hand = self._sorted(cards_from_mask(self._hands[self._current]))
        if card not in hand:
            return f"{who} does not hold the {card} (holds {format_cards(hand)})"
        trump = Suit(self._trump)
        led = Suit(self._led)
        legal = [a.card for a in self.legal_actions()]
        holding = ", ".join(self._card_text(c) for c in legal)
        message = (
            f"{who} cannot play {card} in trick {len(self._tricks) + 1}: must follow "
            f"{led.plural} (holds {holding}); trump is {trump.plural}"
        )
        role = card_role(card, trump, self.rules)
        if role in ("left bower", "best bower") and led != trump:
            printed = card.suit.plural[:-1] if card.suit else "joker"
            message += f". The {card} is the {role} and counts as a {trump.plural[:-1]}, not a {printed}"
        return message

    def _card_text(self, card: Card) -> str:
        role = card_role(card, self.trump, self.rules)
        return f"{card} = {role}" if role and role != "trump" else str(card)

    def _sorted(self, cards: tuple[Card, ...]) -> tuple[Card, ...]:
        return sort_hand(cards, self.trump, self.rules)

    # -- what a teacher or widget reads ---------------------------------------------------
    @property
    def phase(self) -> Phase:
        """Where the hand is."""
        return _PHASES[self._phase]

    @property
    def dealer(self) -> int:
        """The dealer's seat."""
        return self.deal.dealer

    @property
    def upcard(self) -> Card:
        """The card turned up on the kitty."""
        return self.deal.upcard

    @property
    def upcard_taken(self) -> bool:
        """True once the dealer has picked up the upcard (R14)."""
        return self._picked_up

    @property
    def trump(self) -> Suit | None:
        """The trump suit, once chosen."""
        return None if self._trump < 0 else Suit(self._trump)

    @property
    def maker(self) -> int | None:
        """The seat that chose trump (R13)."""
        return None if self._maker < 0 else self._maker

    @property
    def makers(self) -> tuple[int, ...]:
        """The maker and partner (R13); empty before trump is chosen."""
        if self._maker < 0:
            return ()
        return tuple(sorted((self._maker, (self._maker + 2) % self._n)))

    @property
    def defenders(self) -> tuple[int, ...]:
        """The other side."""
        if self._maker < 0:
            return ()
        return tuple(s for s in range(self._n) if s not in self.makers)

    @property
    def alone(self) -> bool:
        """True when the maker plays alone."""
        return self._alone

    @property
    def lone_defender(self) -> int | None:
        """The seat defending alone, if any (R15)."""
        return None if self._lone_defender < 0 else self._lone_defender

    @property
    def joker_turned(self) -> bool:
        """True when the best bower was the upcard (R8)."""
        return self._joker_turned

    @property
    def sitting_out(self) -> tuple[int, ...]:
        """Seats whose partner plays alone: their cards lie face down (R16)."""
        return tuple(s for s in range(self._n) if self._out >> s & 1)

    @property
    def discarded(self) -> Card | None:
        """The dealer's discard (secret from the other seats)."""
        return None if self._discarded < 0 else CARDS[self._discarded]

    def hand(self, seat: int | str) -> tuple[Card, ...]:
        """The cards a seat holds now, sorted for display (trump first once known)."""
        seat = self.rules.parse_seat(seat)
        return self._sorted(cards_from_mask(self._hands[seat]))

    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's cards now (the teacher's view)."""
        return tuple(self.hand(s) for s in range(self._n))

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The finished tricks."""
        return tuple(
            Trick(i + 1, leader, tuple((s, CARDS[c]) for s, c in plays), winner)
            for i, (leader, plays, winner) in enumerate(self._tricks)
        )

    @property
    def current_trick(self) -> Trick | None:
        """The trick being played, or None between tricks."""
        if not self._trick:
            return None
        return Trick(
            len(self._tricks) + 1, self._trick[0][0], tuple((s, CARDS[c]) for s, c in self._trick), None
        )

    @property
    def led_suit(self) -> Suit | None:
        """The effective suit led to the current trick."""
        return Suit(self._led) if self._trick else None

    def tricks_won(self, seat: int | str) -> int:
        """Tricks taken by one seat."""
        return self._won[self.rules.parse_seat(seat)]

    @property
    def maker_tricks(self) -> int:
        """Tricks taken by the makers so far."""
        return sum(self._won[s] for s in self.makers)

    @property
    def history(self) -> tuple[tuple[int, Action], ...]:
        """Every (seat, action) so far."""
        return tuple(self._history)

    @property
    def actions(self) -> tuple[Action, ...]:
        """Every action so far, without the seats."""
        return tuple(a for _, a in self._history)

    @property
    def thrown_in(self) -> bool:
        """True when all passed twice and the hand is thrown in (R12)."""
        return self._phase == _OVER and self._maker < 0

    @property
    def result(self) -> HandResult:
        """The outcome and score of a finished hand."""
        if self._phase != _OVER:
            raise IllegalActionError("The hand is not over yet: it has no result", self.legal_actions())
        if self._maker < 0:
            return HandResult("thrown in", 0, (), 0,
                              "everyone passed twice: the hand is thrown in and the deal passes left")
        tricks = self.maker_tricks
        outcome, makers_score, points, why = score_hand(
            self.rules, tricks, self._alone, self._lone_defender >= 0, self._joker_turned
        )
        scorers = self.makers if makers_score else self.defenders
        return HandResult(outcome, tricks, scorers if points else (), points, why)

    def seat_name(self, seat: int) -> str:
        """The name of a seat under these rules."""
        return self.rules.seat_name(seat)

    # -- records, views, copies --------------------------------------------------------
    @property
    def record(self) -> Record:
        """The record of this hand (rules, deal, actions), from which any step is rebuilt."""
        from euchre_teach.record import Record

        return Record(self.rules, self.deal, self.actions)

    def view(self, seat: int | str) -> SeatView:
        """What ``seat`` may know now: its own hand and the public table, never another hand."""
        from euchre_teach.views import seat_view

        return seat_view(self, self.rules.parse_seat(seat))

    def table_view(self) -> SeatView:
        """The teacher's view: every hand face up."""
        from euchre_teach.views import seat_view

        return seat_view(self, None)

    def clone(self) -> HandState:
        """An independent copy."""
        other = HandState.__new__(HandState)
        for name in HandState.__slots__:
            value = getattr(self, name)
            setattr(other, name, value.copy() if isinstance(value, list) else value)
        return other

    def _key(self) -> tuple[object, ...]:
        return (self.rules, self.deal, tuple(self._history))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandState):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"<HandState {self.phase.value}, {len(self._history)} actions, dealer {self.seat_name(self.dealer)}>"

    def __str__(self) -> str:
        from euchre_teach.render.text import hand_text

        return hand_text(self)

    def narrate(self, action: Action | str, seat: int | None = None) -> str:
        """Plain English for ``action`` taken now (``seat`` hides what it may not see)."""
        from euchre_teach.narration import narrate

        return narrate(self, self.verify(action), seat)


def _mask(cards: tuple[Card, ...]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card.id
    return mask


def _chunks(table: tuple[Action, ...]) -> tuple[tuple[tuple[Action, ...], ...], ...]:
    """For each suit, the actions of every subset of its nine cards (by the suit's 9 bits)."""
    return tuple(
        tuple(tuple(table[suit * 9 + bit] for bit in range(9) if subset >> bit & 1) for subset in range(512))
        for suit in range(4)
    )


_PLAY_CHUNKS = _chunks(A.PLAY)
_DISCARD_CHUNKS = _chunks(A.DISCARD)


def _actions_of(mask: int, table: tuple[Action, ...]) -> tuple[Action, ...]:
    """The actions for the cards in ``mask``, in card-id order, from precomputed suit chunks."""
    chunks = _PLAY_CHUNKS if table is A.PLAY else _DISCARD_CHUNKS
    out = chunks[0][mask & 511] + chunks[1][mask >> 9 & 511] + chunks[2][mask >> 18 & 511] + chunks[3][mask >> 27 & 511]
    if mask >> JOKER_ID:
        out += (table[JOKER_ID],)
    return out


def new_hand(
    rules: Rules | str = "standard",
    seed: int | None = None,
    *,
    deal: Deal | None = None,
    dealer: int | str | None = None,
) -> HandState:
    """Deal a hand: from ``seed`` (reproducible), or a written-out ``deal``.

    ``rules`` is a :class:`Rules` value or a preset name. Without a seed or deal a fresh
    seed is drawn and kept in ``hand.deal.seed`` so the hand can be dealt again.
    """
    from euchre_teach.rules import find_variant

    if isinstance(rules, str):
        rules = find_variant(rules)
    if deal is None:
        if seed is None:
            import secrets

            seed = secrets.randbelow(2**31)
        deal = Deal.from_seed(rules, seed, dealer)
    return HandState(rules, deal)
