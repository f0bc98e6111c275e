"""One hand of euchre as a state machine, for every variant the rules describe.

Bidding (R9–R15, or the auction of R26), the steps between trump and the first lead
(the dealer's discard, calling for best, calling a partner, defending alone), play
(R16–R19) and scoring (R20–R22, R26).

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
from collections.abc import Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING

from euchre_teach import actions as A
from euchre_teach.actions import Action
from euchre_teach.cards import CARDS, JOKER_ID, SUIT_WIDTH, Card, Rank, Suit, cards_from_mask
from euchre_teach.deal import Deal
from euchre_teach.errors import (
    EuchreError,
    IllegalActionError,
    InvalidActionError,
    InvalidDealError,
    RulesError,
    SeatError,
)
from euchre_teach.ranking import sort_hand, tables
from euchre_teach.rules import Bidding, DefendAlone, JokerUpcard, OpeningLead, Partnership, Rules
from euchre_teach.scoring import HandResult, score_auction, score_hand

if TYPE_CHECKING:
    from euchre_teach.record import Record
    from euchre_teach.views import SeatView


class Phase(enum.Enum):
    """Where a hand is."""

    BEFORE_BIDDING = "before bidding"
    ROUND_1 = "round 1"
    ROUND_2 = "round 2"
    DEALER_NAMES = "dealer names trump"
    AUCTION = "auction"
    DISCARD = "discard"
    CALLING_FOR_BEST = "calling for best"
    PARTNER = "calling a partner"
    DEFENDING = "defending alone"
    PLAY = "play"
    OVER = "over"


(_BEFORE, _ROUND_1, _ROUND_2, _NAMES, _AUCTION, _DISCARD, _BEST, _PARTNER, _DEFENDING, _PLAY,
 _OVER) = range(11)
_PHASES = tuple(Phase)
_FACES = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)


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

    def _repr_svg_(self) -> str:
        """The trick as a picture when a notebook cell shows it."""
        from euchre_teach.render.svg import repr_svg

        return repr_svg(self)


class HandState:
    """The state of one hand. Build it with :func:`euchre_teach.new_hand`."""

    __slots__ = (
        "_active", "_alone", "_best", "_bid", "_bid_by", "_current", "_discards", "_eff", "_follow", "_gift", "_hands",
        "_hidden_partner", "_history", "_joker_turned", "_kitty", "_led", "_legal", "_lone_defender", "_maker", "_n",
        "_next", "_out", "_partner", "_partner_card", "_phase", "_picked_up", "_power", "_queue", "_revealed",
        "_scored", "_stage", "_tab", "_thrown_by", "_to_discard", "_trick", "_tricks", "_trump", "_turns", "_winner",
        "_won", "deal", "rules",
    )

    def __init__(self, rules: Rules, deal: Deal) -> None:
        if not isinstance(rules, Rules):
            raise RulesError(f"{type(rules).__name__} is not Rules: give Rules(...) or a preset such as "
                             "find_variant('standard')")
        if not isinstance(deal, Deal):
            raise InvalidDealError(f"{type(deal).__name__} is not a Deal: use Deal.from_seed or Deal.from_hands")
        deal.check(rules)
        self.rules = rules
        self.deal = deal
        n = self._n = rules.players
        self._tab = tables(rules)
        masks = deal.__dict__.get("_masks")  # a shuffled deal brings its hands as bitmasks
        self._hands = masks.copy() if masks is not None else [_mask(hand) for hand in deal.hands]
        self._kitty = [card.id for card in deal.kitty]
        self._history: list[tuple[int, Action]] = []  # before play; the plays are read from the tricks
        self._turns = 0
        self._trump = -1
        self._maker = -1
        self._partner = -1  # the maker's partner, as the engine knows it
        self._partner_card = -1  # the card that reveals a silent partner when played
        self._revealed = False
        self._hidden_partner = False  # call-ace: the called card is undealt, so nobody knows the partner
        self._alone = False
        self._bid: Action | None = None  # the highest bid of an auction, and who made it
        self._bid_by = -1
        self._gift = -1  # the card passed to a loner when calling for best
        self._lone_defender = -1
        self._out = 0  # bitmask of seats sitting out
        self._discards: list[int] = []
        self._to_discard = 0
        self._stage = 0  # progress through the steps between trump and the first lead
        self._trick: list[tuple[int, int]] = []
        self._led = -1
        self._eff: tuple[int, ...] = ()  # once play starts: card id -> effective suit under this trump
        self._follow: tuple[int, ...] = ()  # effective suit -> mask of its cards under this trump
        self._power: tuple[int, ...] = ()  # card id -> strength in the open trick (trump and the led suit)
        self._best = -1  # the open trick's highest strength so far, and who played it
        self._winner = -1
        self._scored: list[int] | None = None  # the points, once the hand is over and they are asked for
        self._tricks: list[tuple[int, tuple[tuple[int, int], ...], int]] = []
        self._won = [0] * n
        self._legal: tuple[Action, ...] | None = None
        self._queue: list[int] = []
        self._next: tuple[int, ...] = ()  # the next seat to play, once play starts
        self._active = n
        self._thrown_by = -1
        best = rules.best_bower.id if rules.best_bower is not None else JOKER_ID
        self._joker_turned = rules.bidding is Bidding.TWO_ROUNDS and self._kitty[0] == best
        self._picked_up = False
        self._phase = _BEFORE
        self._current = deal.dealer
        if rules.farmers_hand or rules.no_ace_no_face:
            self._next_before()
        else:
            self._start_bidding()

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
            if self._phase == _PLAY:  # the hot path: the cards of the hand (those that follow suit), memoised
                hand = self._hands[self._current]
                if self._trick:
                    follow = hand & self._follow[self._led]
                    if follow:
                        hand = follow
                legal = _PLAYS.get(hand)
                if legal is None:
                    legal = _plays(hand)
                self._legal = legal
            else:
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
        from euchre_teach.explain import allowed_text, explain_illegal, turn_text

        if isinstance(action, str) and ":" in action:
            who, _, action = action.partition(":")
            seat = who if seat is None else seat
        legal = self.legal_actions()
        if self._phase == _OVER:
            raise IllegalActionError(f"The hand is over: {self.result.explanation}", legal)
        if seat is not None:
            try:
                acting = self.rules.parse_seat(seat)
            except SeatError as exc:
                raise SeatError(f"{exc}. {allowed_text(self)}", legal) from None
            if acting != self._current:
                raise IllegalActionError(turn_text(self, acting), legal)
        try:
            parsed = Action.parse(action)
        except InvalidActionError as exc:
            raise InvalidActionError(f"{exc.reason}. {allowed_text(self)}", legal) from None
        if parsed in legal:
            return legal[legal.index(parsed)]
        raise IllegalActionError(explain_illegal(self, parsed), legal)

    def apply(self, action: Action | str | int, seat: int | str | None = None) -> Action:
        """Take ``action`` for the current player and return it; illegal actions change nothing."""
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        if seat is not None or action.__class__ is not Action or action not in legal:
            action = self.verify(action, seat)
        seat = self._current
        self._legal = None
        if self._phase != _PLAY:
            self._history.append((seat, action))  # type: ignore[arg-type]
            _HANDLERS[self._phase](self, action)  # type: ignore[arg-type]
            return action  # type: ignore[return-value]
        # Play a card (its action number is its id): the hot path of every simulation, inlined.
        self._hands[seat] &= ~(1 << action)  # type: ignore[operator]
        if action == self._partner_card and not self._hidden_partner:
            self._revealed = True
        trick = self._trick
        if trick:
            power = self._power[action]  # type: ignore[index]
            if power > self._best:
                self._best, self._winner = power, seat
        else:
            self._led = led = self._eff[action]  # type: ignore[index]
            self._power = power_of = self._tab.strength[self._trump][led]
            self._best, self._winner = power_of[action], seat  # type: ignore[index]
        trick.append((seat, action))  # type: ignore[arg-type]
        if len(trick) < self._active:
            self._current = self._next[seat]
            return action  # type: ignore[return-value]
        winner = self._winner
        self._won[winner] += 1
        self._tricks.append((trick[0][0], tuple(trick), winner))
        self._trick = []
        if len(self._tricks) == 5:
            self._phase = _OVER
        else:
            self._current = winner
        return action  # type: ignore[return-value]

    def points(self) -> list[int]:
        """Points (or euchres, under R22) each seat scored in this hand: never negative."""
        if self._phase != _OVER:
            return [0] * self._n
        if self._scored is None:  # scored once, when first asked after the last trick
            self._scored = self._score()
        return self._scored.copy()

    def _score(self) -> list[int]:
        """What :meth:`points` gives for a finished hand: the scoring of :attr:`result`, without its words."""
        out = [0] * self._n
        if self._thrown_by >= 0 or self._maker < 0:
            return out
        maker, partner = self._maker, self.partner
        tricks = self._won[maker] + (self._won[partner] if partner is not None else 0)
        if self._bid is not None:
            _, makers_score, points, _ = score_auction(self._bid.bid, tricks)  # type: ignore[arg-type]
        else:
            _, makers_score, points, _ = score_hand(
                self.rules, tricks, self._alone, self._lone_defender >= 0, self._joker_turned
            )
        if points:
            for s in range(self._n):
                if (s in (maker, partner)) == makers_score:
                    out[s] = points
        return out

    def returns(self) -> list[float]:
        """Zero-sum returns, as OpenSpiel's ``returns()`` mean: each seat that scores gains its
        points and the other seats pay them in equal shares, so the returns sum to zero.

        In the four-hand game this is OpenSpiel's euchre exactly (the scoring side +x each, the
        other side -x each, a seat sitting out included). For the points a seat adds to its
        score, use :meth:`points`.
        """
        points = self.points()
        scorers = [s for s in range(self._n) if points[s]]
        if not scorers:
            return [0.0] * self._n
        won = sum(points)
        share = won / (self._n - len(scorers))
        return [float(points[s]) if points[s] else -share for s in range(self._n)]

    # -- before the bidding: farmer's hand and no-ace-no-face (R25) -------------------
    def _before_options(self, seat: int) -> tuple[Action, ...]:
        options: list[Action] = []
        cards = cards_from_mask(self._hands[seat])
        farmer = sum(card.rank in (Rank.NINE, Rank.TEN) for card in cards) >= 3
        if self.rules.farmers_hand and farmer and not self._swapped_kitty():
            options.append(A.GO_UNDER)
        best = self.rules.best_bower
        if self.rules.no_ace_no_face and not any(c.rank in _FACES or c == best or c.is_joker for c in cards):
            options.append(A.THROW_IN)
        return tuple(options)

    def _swapped_kitty(self) -> bool:
        return any(action == A.GO_UNDER_ID for _, action in self._history)

    def _next_before(self) -> None:
        """Ask every seat in turn, from the dealer's left, whether it goes under or throws in (R25).

        Every seat is asked, also one that cannot go under or throw in (its only choice is
        ``pass``): asking only the seats that qualify would tell the table who holds a
        farmer's hand or no face card.
        """
        if self._turns < self._n:
            self._phase, self._current = _BEFORE, (self.deal.dealer + 1 + self._turns) % self._n
            self._turns += 1
            return
        self._turns = 0
        self._start_bidding()

    def _before(self, action: Action) -> None:
        if action == A.THROW_IN_ID:
            self._thrown_by = self._current
            self._phase = _OVER
            return
        if action == A.GO_UNDER_ID:
            low = sorted(
                (c for c in cards_from_mask(self._hands[self._current]) if c.rank in (Rank.NINE, Rank.TEN)),
                key=lambda c: (c.rank, c.id),
            )[:3]
            under = self._kitty[1:4]
            self._kitty[1:4] = [c.id for c in low]
            self._hands[self._current] = (self._hands[self._current] & ~_mask(low)) | _mask_ids(under)
        self._next_before()

    # -- bidding ------------------------------------------------------------------------
    def _start_bidding(self) -> None:
        rules, dealer = self.rules, self.deal.dealer
        if rules.bidding is Bidding.AUCTION:
            self._phase, self._current = _AUCTION, (dealer + 1) % self._n
        elif not self._joker_turned:
            self._phase, self._current = _ROUND_1, (dealer + 1) % self._n
        elif rules.joker_upcard is JokerUpcard.DEALER_NAMES:
            self._phase, self._current = _NAMES, dealer
        else:
            self._make(int(rules.joker_agreed_suit), dealer, False)
            self._pick_up()

    def _make(self, trump: int, maker: int, alone: bool) -> None:
        """Trump is chosen: the maker's side is fixed (R13); a lone partner sits out (R16)."""
        self._trump, self._maker, self._alone = trump, maker, alone
        if self.rules.partnership is Partnership.OPPOSITE:
            self._partner = (maker + 2) % self._n
            if alone:
                self._out |= 1 << self._partner

    def _round_1(self, action: Action) -> None:
        if action == A.PASS_ID:
            self._turns += 1
            if self._turns == self._n:
                self._phase, self._turns = _ROUND_2, 0
            self._current = (self._current + 1) % self._n
            return
        self._make(self._kitty[0] // SUIT_WIDTH, self._current, action == A.ORDER_UP_ALONE_ID)
        if upcard_stays(self.rules, self.deal.dealer, self._maker, self._alone):
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
        self._make(int(action.suit), self._current, action.alone)  # type: ignore[arg-type]
        self._after_bidding()

    def _names(self, action: Action) -> None:
        self._make(int(action.suit), self._current, False)  # type: ignore[arg-type]
        self._pick_up()

    def _auction(self, action: Action) -> None:
        if action != A.PASS_ID:
            self._bid, self._bid_by = action, self._current
        self._turns += 1
        if self._turns < self._n:
            self._current = (self._current + 1) % self._n
            return
        if self._bid is None:
            self._phase = _OVER
            return
        bid = self._bid
        self._make(int(bid.suit), self._bid_by, bid.alone)  # type: ignore[arg-type]
        if bid.bid == 15:  # alone as dealt: no widow
            self._after_bidding()
            return
        widow = self._kitty[: self.rules.widow]  # the widow is dealt first; any other cards stay undealt
        self._hands[self._maker] |= _mask_ids(widow)
        self._picked_up = True
        self._phase, self._current, self._to_discard = _DISCARD, self._maker, len(widow)

    def _pick_up(self) -> None:
        """R14: the dealer takes the upcard into hand and must discard."""
        dealer = self.deal.dealer
        self._hands[dealer] |= 1 << self._kitty[0]
        self._picked_up = True
        self._phase, self._current, self._to_discard = _DISCARD, dealer, 1

    def _discard(self, action: Action) -> None:
        card = action - A.DISCARD[0]
        self._hands[self._current] &= ~(1 << card)
        self._discards.append(card)
        self._to_discard -= 1
        if not self._to_discard:
            self._after_bidding()

    # -- between trump and the first lead -----------------------------------------------
    def _after_bidding(self) -> None:
        """Calling for best, calling a partner, defending alone: each where the rules have it."""
        rules, maker = self.rules, self._maker
        if self._stage == 0:
            self._stage = 1
            if self._alone and rules.calling_for_best:
                self._phase, self._current = _BEST, self._partner
                return
        if self._stage == 1:
            self._stage = 2
            if rules.partnership is Partnership.CALLED and not self._alone:
                self._phase, self._current = _PARTNER, maker
                return
        mode = rules.defend_alone
        if mode is DefendAlone.ALWAYS or (mode is DefendAlone.AGAINST_LONER and self._alone):
            self._queue = [
                seat
                for seat in ((self.deal.dealer + i) % self._n for i in range(1, self._n + 1))
                if (seat - maker) % 2 == 1
            ]
            self._phase, self._current = _DEFENDING, self._queue[0]
            return
        self._start_play()

    def _give(self, action: Action) -> None:
        """Calling for best (R25): the loner's partner passes a card face down."""
        card = action - A.GIVE[0]
        self._hands[self._current] &= ~(1 << card)
        self._hands[self._maker] |= 1 << card
        self._gift = card
        self._phase, self._current, self._to_discard = _DISCARD, self._maker, 1

    def _call_partner(self, action: Action) -> None:
        """Call-ace (R24) or the auction's ally (R26): the holder becomes the silent partner."""
        if action == A.GO_ALONE_ID:
            self._alone = True
        else:
            card = action.card
            target = card.id if card is not None else self._highest_in_play(int(action.suit))  # type: ignore[arg-type]
            self._partner_card = target
            holders = [s for s in range(self._n) if target >= 0 and self._hands[s] >> target & 1]
            if holders:
                self._partner = holders[0]
            # R24: when the called suit's top card is not in play, the highest in play counts, but
            # nobody (its holder included) can know that until the hand is over.
            self._hidden_partner = card is None and target != self._top_of_suit(int(action.suit))  # type: ignore[arg-type]
        self._after_bidding()

    def _top_of_suit(self, suit: int) -> int:
        """The highest card of an effective suit in the whole pack (the card call-ace names)."""
        members = self.rules.pack_mask & self._tab.suit_mask[self._trump][suit]
        strength = self._tab.strength[self._trump][suit]
        return max(cards_ids(members), key=strength.__getitem__) if members else -1

    def _highest_in_play(self, suit: int) -> int:
        """The highest card of an effective suit held by anyone (R24: an undealt card does not count)."""
        held = 0
        for hand in self._hands:
            held |= hand
        members = held & self._tab.suit_mask[self._trump][suit]
        if not members:
            return -1
        strength = self._tab.strength[self._trump][suit]
        return max(cards_ids(members), key=strength.__getitem__)

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
        n, out = self._n, self._out
        seating = _SEATING.get((n, out))
        if seating is None:
            seating = _SEATING[n, out] = _seating(n, out)
        self._next, seated_out = seating
        leader = opening_leader(self.rules, self.deal.dealer, self._maker, self._alone, seated_out)
        self._active = n - len(seated_out)
        self._eff, self._follow = self._tab.effective_suit[self._trump], self._tab.suit_mask[self._trump]
        self._phase, self._current = _PLAY, leader

    # -- legal actions -------------------------------------------------------------
    def _compute_legal(self) -> tuple[Action, ...]:
        phase = self._phase
        if phase == _OVER:
            return ()
        return _LEGAL[phase](self)

    def _legal_round_1(self) -> tuple[Action, ...]:
        if not self.rules.partners_opposite:
            return (A.PASS, A.ORDER_UP)
        if self.rules.dealer_partner_must_go_alone and self._current == (self.deal.dealer + 2) % self._n:
            return (A.PASS, A.ORDER_UP_ALONE)
        return (A.PASS, A.ORDER_UP, A.ORDER_UP_ALONE)

    def _legal_round_2(self) -> tuple[Action, ...]:
        turned = self._kitty[0] // SUIT_WIDTH
        calls: list[Action] = []
        if not (self.rules.stick_the_dealer and self._current == self.deal.dealer):
            calls.append(A.PASS)
        calls += [A.CALL[s] for s in range(4) if s != turned]
        if self.rules.partners_opposite:
            calls += [A.CALL_ALONE[s] for s in range(4) if s != turned]
        return tuple(calls)

    def _legal_auction(self) -> tuple[Action, ...]:
        first = 0 if self._bid is None else A.BID_LEVELS.index(self._bid.bid) + 1  # type: ignore[arg-type]
        stuck = self.rules.stick_the_dealer and self._bid is None and self._current == self.deal.dealer
        bids = tuple(action for level in A.BIDS[first:] for action in level)
        return bids if stuck else (A.PASS, *bids)

    def _legal_discard(self) -> tuple[Action, ...]:
        hand = self._hands[self._current]
        if self._picked_up and not self.rules.dealer_may_discard_upcard and self._current == self.deal.dealer:
            hand &= ~(1 << self._kitty[0])
        return _actions_of(hand, A.DISCARD)

    def _legal_partner(self) -> tuple[Action, ...]:
        if self.rules.bidding is Bidding.AUCTION:
            mine = self._hands[self._maker] | _mask_ids(self._discards)
            return _actions_of(self.rules.pack_mask & ~mine, A.ALLY)
        return (*A.CALL_ACE, A.GO_ALONE)

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
    def upcard(self) -> Card | None:
        """The card turned up on the kitty (None in auction euchre, which has a widow)."""
        return None if self.rules.bidding is Bidding.AUCTION else CARDS[self._kitty[0]]

    @property
    def kitty(self) -> tuple[Card, ...]:
        """The undealt cards now (the upcard first), after any farmer's exchange."""
        return tuple(CARDS[c] for c in self._kitty)

    @property
    def upcard_taken(self) -> bool:
        """True once the dealer has picked up the upcard (R14), or the maker the widow (R26)."""
        return self._picked_up

    @property
    def undealt(self) -> tuple[Card, ...]:
        """The cards still lying in the kitty or widow (not taken into a hand)."""
        if not self._picked_up:
            return self.kitty
        return self.kitty[self.rules.widow:] if self.rules.bidding is Bidding.AUCTION else self.kitty[1:]

    @property
    def trump(self) -> Suit | None:
        """The trump suit, once chosen."""
        return None if self._trump < 0 else Suit(self._trump)

    @property
    def maker(self) -> int | None:
        """The seat that chose trump (R13)."""
        return None if self._maker < 0 else self._maker

    @property
    def partner(self) -> int | None:
        """The maker's partner (a silent partner included, known to the engine), if any."""
        return None if self._partner < 0 or self._partner == self._maker else self._partner

    @property
    def partner_card(self) -> Card | None:
        """The card that makes its holder the silent partner (call-ace, auction)."""
        return None if self._partner_card < 0 else CARDS[self._partner_card]

    @property
    def partner_revealed(self) -> bool:
        """True once the table knows the maker's partner: fixed partners always; a silent partner
        when the called card is played; when the called card was undealt (R24), only at the end."""
        return self.rules.partners_opposite or self._revealed or (self._phase == _OVER and self._maker >= 0)

    @property
    def partner_known_to_holder(self) -> bool:
        """Does the silent partner know it? Yes when holding the called card or ally; no when the
        called card is undealt and a lower card of its suit counts instead (R24)."""
        return not self._hidden_partner

    @property
    def bid(self) -> Action | None:
        """The highest bid of an auction so far."""
        return self._bid

    @property
    def bidder(self) -> int | None:
        """Who made the highest bid of an auction so far."""
        return None if self._bid_by < 0 else self._bid_by

    @property
    def makers(self) -> tuple[int, ...]:
        """The maker and partner (R13); empty before trump is chosen."""
        if self._maker < 0:
            return ()
        partner = self.partner
        return tuple(sorted({self._maker} if partner is None else {self._maker, partner}))

    @property
    def defenders(self) -> tuple[int, ...]:
        """Every other seat."""
        if self._maker < 0:
            return ()
        makers = self.makers
        return tuple(s for s in range(self._n) if s not in makers)

    @property
    def alone(self) -> bool:
        """True when the maker plays alone: by choice, or always where nobody has a partner
        (cutthroat, two-handed: the maker plays against all the others)."""
        return self._alone or (self._maker >= 0 and self.rules.partnership is Partnership.NONE)

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
    def discards(self) -> tuple[Card, ...]:
        """Every card discarded face down this hand (secret from the other seats)."""
        return tuple(CARDS[c] for c in self._discards)

    @property
    def discarded(self) -> Card | None:
        """The dealer's (or maker's) last discard, for the four-hand game's single discard."""
        discards = self.discards
        return discards[-1] if discards else None

    @property
    def given(self) -> Card | None:
        """The card a loner's partner passed when calling for best (R25)."""
        return None if self._gift < 0 else CARDS[self._gift]

    @property
    def thrown_by(self) -> int | None:
        """The seat that threw the hand in with no ace and no face card (R25)."""
        return None if self._thrown_by < 0 else self._thrown_by

    def hand(self, seat: int | str) -> tuple[Card, ...]:
        """The cards a seat holds now, sorted for display (trump first once known)."""
        seat = self.rules.parse_seat(seat)
        return sort_hand(cards_from_mask(self._hands[seat]), self.trump, self.rules)

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
        plays = [play for _, trick, _ in self._tricks for play in trick] + self._trick
        return (*self._history, *((seat, A.PLAY[card]) for seat, card in plays))

    @property
    def actions(self) -> tuple[Action, ...]:
        """Every action so far, without the seats."""
        return tuple(a for _, a in self.history)

    @property
    def thrown_in(self) -> bool:
        """True when the hand was thrown in: all passed (R12) or no ace and no face (R25)."""
        return (self._phase == _OVER and self._maker < 0) or self._thrown_by >= 0

    @property
    def result(self) -> HandResult:
        """The outcome and score of a finished hand."""
        if self._phase != _OVER:
            raise IllegalActionError("The hand is not over yet: it has no result", self.legal_actions())
        if self._thrown_by >= 0:
            return HandResult("thrown in", 0, (), 0,
                              f"{self.seat_name(self._thrown_by)} held no ace and no face card and threw the "
                              "hand in; the deal passes left")
        if self._maker < 0:
            twice = "" if self.rules.bidding is Bidding.AUCTION else " twice"
            return HandResult("thrown in", 0, (), 0,
                              f"everyone passed{twice}: the hand is thrown in and the deal passes left")
        tricks = self.maker_tricks
        if self._bid is not None:
            outcome, makers_score, points, why = score_auction(self._bid.bid, tricks)  # type: ignore[arg-type]
        else:
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
        return (self.rules, self.deal, self.history)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandState):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"<HandState {self.phase.value}, {len(self.history)} actions, dealer {self.seat_name(self.dealer)}>"

    def __str__(self) -> str:
        from euchre_teach.render.text import hand_text

        return hand_text(self)

    def _repr_svg_(self) -> str:
        """The table as a picture when a notebook cell shows the hand."""
        from euchre_teach.render.svg import repr_svg

        return repr_svg(self)

    def narrate(self, action: Action | str, seat: int | str | None = None) -> str:
        """Plain English for ``action`` taken now (``seat`` hides what it may not see)."""
        from euchre_teach.narration import narrate

        listener = None if seat is None else self.rules.parse_seat(seat)
        return narrate(self, self.verify(action), listener)


_HANDLERS = {
    _BEFORE: HandState._before,
    _ROUND_1: HandState._round_1,
    _ROUND_2: HandState._round_2,
    _NAMES: HandState._names,
    _AUCTION: HandState._auction,
    _DISCARD: HandState._discard,
    _BEST: HandState._give,
    _PARTNER: HandState._call_partner,
    _DEFENDING: HandState._defend,
}
_LEGAL = {
    _BEFORE: lambda s: (A.PASS, *s._before_options(s._current)),
    _ROUND_1: HandState._legal_round_1,
    _ROUND_2: HandState._legal_round_2,
    _NAMES: lambda s: A.CALL,
    _AUCTION: HandState._legal_auction,
    _DISCARD: HandState._legal_discard,
    _BEST: lambda s: _actions_of(s._hands[s._current], A.GIVE),
    _PARTNER: HandState._legal_partner,
    _DEFENDING: lambda s: (A.PASS, A.DEFEND_ALONE),
}


def upcard_stays(rules: Rules, dealer: int, maker: int, alone: bool) -> bool:
    """R14: the dealer does not pick up when the dealer's partner orders it up alone."""
    return (alone and rules.partners_opposite and maker == (dealer + 2) % rules.players
            and not rules.dealer_picks_up_when_partner_alone)


def opening_leader(rules: Rules, dealer: int, maker: int, alone: bool, out: Collection[int]) -> int:
    """R17: who leads the first trick, given the seats that sit out.

    A loner's left leads (that player's partner, if the left-hand player sits out for a lone
    defender); otherwise, or under the dealer's-left option, the first seat in play left of the dealer.
    Where nobody has a partner (cutthroat, two-handed) the maker is always alone and the eldest leads.
    """
    n = rules.players
    if alone and rules.opening_lead is OpeningLead.LONERS_LEFT and rules.partnership is not Partnership.NONE:
        leader = (maker + 1) % n
        return (leader + 2) % n if leader in out else leader
    return next(s for s in ((dealer + i) % n for i in range(1, n + 1)) if s not in out)


def _mask(cards: tuple[Card, ...] | list[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card.id
    return mask


def _mask_ids(ids: object) -> int:
    mask = 0
    for card_id in ids:  # type: ignore[attr-defined]
        mask |= 1 << card_id
    return mask


def cards_ids(mask: int) -> list[int]:
    """The card ids set in ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


_WIDTH_MASK = (1 << SUIT_WIDTH) - 1


def _chunks(table: tuple[Action, ...]) -> tuple[tuple[tuple[Action, ...], ...], ...]:
    """For each suit, the actions of every subset of its cards (indexed by the suit's bits)."""
    suits = tuple(
        tuple(
            tuple(table[suit * SUIT_WIDTH + bit] for bit in range(SUIT_WIDTH) if subset >> bit & 1)
            for subset in range(1 << SUIT_WIDTH)
        )
        for suit in range(4)
    )
    return (*suits, ((), (table[JOKER_ID],)))  # the joker has a one-bit "suit" of its own


def _seating(n: int, out: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """For ``n`` seats and a mask of seats sitting out: the next seat in play after each seat,
    and the seats out."""
    following = []
    for seat in range(n):
        after = (seat + 1) % n
        while out >> after & 1:
            after = (after + 1) % n
        following.append(after)
    return tuple(following), tuple(s for s in range(n) if out >> s & 1)


_SEATING: dict[tuple[int, int], tuple[tuple[int, ...], tuple[int, ...]]] = {}
_CHUNKS: dict[int, tuple[tuple[tuple[Action, ...], ...], ...]] = {}
_PLAYS: dict[int, tuple[Action, ...]] = {}  # card mask -> its play actions, filled as hands are played
_PLAYS_LIMIT = 1 << 16  # a bound on that memo (about 8 MB); past it, it starts again


def _plays(mask: int) -> tuple[Action, ...]:
    """The play actions of the cards in ``mask``, remembered for the next hand that holds them."""
    if len(_PLAYS) >= _PLAYS_LIMIT:
        _PLAYS.clear()
    found = _PLAYS[mask] = _actions_of(mask, A.PLAY)
    return found


def _actions_of(mask: int, table: tuple[Action, ...]) -> tuple[Action, ...]:
    """The actions of ``table`` (indexed by card id) for the cards in ``mask``, in card-id order.

    Built from per-suit chunks (every subset of a suit's cards), made on first use.
    """
    chunks = _CHUNKS.get(table[0])
    if chunks is None:
        chunks = _CHUNKS[table[0]] = _chunks(table)
    w = SUIT_WIDTH
    return (
        chunks[0][mask & _WIDTH_MASK]
        + chunks[1][mask >> w & _WIDTH_MASK]
        + chunks[2][mask >> 2 * w & _WIDTH_MASK]
        + chunks[3][mask >> 3 * w & _WIDTH_MASK]
        + chunks[4][mask >> JOKER_ID]
    )


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

    if not isinstance(rules, Rules):
        rules = find_variant(rules)  # type: ignore[arg-type]  # a name, or a RulesError saying what is known
    if deal is None:
        if seed is None:
            import secrets

            seed = secrets.randbelow(2**31)
        deal = Deal.from_seed(rules, seed, dealer)
    elif seed is not None or dealer is not None:
        raise InvalidDealError("give either a seed (and a dealer) or a written-out deal, not both")
    return HandState(rules, deal)
