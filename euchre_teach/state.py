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

import re
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

from euchre_teach import actions as A
from euchre_teach.actions import Action, Kind
from euchre_teach.cards import (
    CARDS,
    JOKER_ID,
    SUIT_WIDTH,
    Card,
    Rank,
    Suit,
    cards_from_mask,
    ids_of_mask,
    mask_of,
    mask_of_ids,
)
from euchre_teach.deal import Deal
from euchre_teach.display import Pictured
from euchre_teach.errors import (
    EuchreError,
    IllegalActionError,
    InvalidActionError,
    InvalidDealError,
    RecordError,
    RulesError,
    SeatError,
)
from euchre_teach.explain import allowed_text, explain_illegal, turn_text
from euchre_teach.inputs import check_path, check_text, whole_number
from euchre_teach.narration import narrate
from euchre_teach.ranking import sort_hand, tables
from euchre_teach.rules import Bidding, DefendAlone, JokerUpcard, Partnership, Rules, find_variant
from euchre_teach.scoring import HandResult, score_auction, score_hand
from euchre_teach.table import Phase, Trick, opening_leader, upcard_stays
from euchre_teach.views import SeatView

if TYPE_CHECKING:
    from pathlib import Path

(_BEFORE, _ROUND_1, _ROUND_2, _NAMES, _AUCTION, _DISCARD, _BEST, _PARTNER, _DEFENDING, _PLAY,
 _OVER) = range(11)
_PHASES = tuple(Phase)
_FACES = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)


class HandState(Pictured):
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
        self._hands = masks.copy() if masks is not None else [mask_of(hand) for hand in deal.hands]
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

    def player_to_act(self) -> int:
        """The seat to act (an error once the hand is over, when nobody is to act)."""
        if self._phase == _OVER:
            raise EuchreError("the hand is over: nobody is to act")
        return self._current

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
                raise SeatError(f"{exc}. {allowed_text(self.table_view())}", legal) from None
            if acting != self._current:
                raise IllegalActionError(turn_text(self.table_view(), acting), legal)
        try:
            parsed = Action.parse(action)
        except InvalidActionError as exc:
            raise InvalidActionError(f"{exc.reason}. {allowed_text(self.table_view())}", legal) from None
        if parsed in legal:
            return legal[legal.index(parsed)]
        raise IllegalActionError(explain_illegal(self.table_view(), parsed), legal)

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
            self._history.append((seat, action))
            _HANDLERS[self._phase](self, action)
            return action
        # Play a card (its action number is its id): the hot path of every simulation, inlined.
        self._hands[seat] &= ~(1 << action)
        if action == self._partner_card and not self._hidden_partner:
            self._revealed = True
        trick = self._trick
        if trick:
            power = self._power[action]
            if power > self._best:
                self._best, self._winner = power, seat
        else:
            self._led = led = self._eff[action]
            self._power = power_of = self._tab.strength[self._trump][led]
            self._best, self._winner = power_of[action], seat
        trick.append((seat, action))
        if len(trick) < self._active:
            self._current = self._next[seat]
            return action
        winner = self._winner
        self._won[winner] += 1
        self._tricks.append((trick[0][0], tuple(trick), winner))
        self._trick = []
        if len(self._tricks) == 5:
            self._phase = _OVER
        else:
            self._current = winner
        return action

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
            _, makers_score, points, _ = score_auction(self._bid.the_bid, tricks)
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
            self._phase, self._current = _BEFORE, self.rules.seats_from(self.rules.left(self.deal.dealer))[self._turns]
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
            self._hands[self._current] = (self._hands[self._current] & ~mask_of(low)) | mask_of_ids(under)
        self._next_before()

    # -- bidding ------------------------------------------------------------------------
    def _start_bidding(self) -> None:
        rules, dealer = self.rules, self.deal.dealer
        if rules.bidding is Bidding.AUCTION:
            self._phase, self._current = _AUCTION, rules.left(dealer)
        elif not self._joker_turned:
            self._phase, self._current = _ROUND_1, rules.left(dealer)
        elif rules.joker_upcard is JokerUpcard.DEALER_NAMES:
            self._phase, self._current = _NAMES, dealer
        else:
            self._make(int(rules.joker_agreed_suit), dealer, False)
            self._pick_up()

    def _make(self, trump: int, maker: int, alone: bool) -> None:
        """Trump is chosen: the maker's side is fixed (R13); a lone partner sits out (R16)."""
        self._trump, self._maker, self._alone = trump, maker, alone
        if self.rules.partnership is Partnership.OPPOSITE:
            self._partner = self.rules.partner(maker)
            if alone:
                self._out |= 1 << self._partner

    def _round_1(self, action: Action) -> None:
        if action == A.PASS_ID:
            self._turns += 1
            if self._turns == self._n:
                self._phase, self._turns = _ROUND_2, 0
            self._current = self.rules.left(self._current)
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
            self._current = self.rules.left(self._current)
            return
        self._make(_suit(action), self._current, action.alone)
        self._after_bidding()

    def _names(self, action: Action) -> None:
        self._make(_suit(action), self._current, False)
        self._pick_up()

    def _auction(self, action: Action) -> None:
        if action != A.PASS_ID:
            self._bid, self._bid_by = action, self._current
        self._turns += 1
        if self._turns < self._n:
            self._current = self.rules.left(self._current)
            return
        if self._bid is None:
            self._phase = _OVER
            return
        bid = self._bid
        self._make(_suit(bid), self._bid_by, bid.alone)
        if bid.bid == 15:  # alone as dealt: no widow
            self._after_bidding()
            return
        widow = self._kitty[: self.rules.widow]  # the widow is dealt first; any other cards stay undealt
        self._hands[self._maker] |= mask_of_ids(widow)
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
                for seat in rules.seats_from(rules.left(self.deal.dealer))
                if seat not in (maker, rules.partner(maker))
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
            target = card.id if card is not None else self._highest_in_play(_suit(action))
            self._partner_card = target
            holders = [s for s in range(self._n) if target >= 0 and self._hands[s] >> target & 1]
            if holders:
                self._partner = holders[0]
            # R24: when the called suit's top card is not in play, the highest in play counts, but
            # nobody (its holder included) can know that until the hand is over.
            self._hidden_partner = card is None and target != self._top_of_suit(_suit(action))
        self._after_bidding()

    def _top_of_suit(self, suit: int) -> int:
        """The highest card of an effective suit in the whole pack (the card call-ace names)."""
        members = self.rules.pack_mask & self._tab.suit_mask[self._trump][suit]
        strength = self._tab.strength[self._trump][suit]
        return max(ids_of_mask(members), key=strength.__getitem__) if members else -1

    def _highest_in_play(self, suit: int) -> int:
        """The highest card of an effective suit held by anyone (R24: an undealt card does not count)."""
        held = 0
        for hand in self._hands:
            held |= hand
        members = held & self._tab.suit_mask[self._trump][suit]
        if not members:
            return -1
        strength = self._tab.strength[self._trump][suit]
        return max(ids_of_mask(members), key=strength.__getitem__)

    def _defend(self, action: Action) -> None:
        if action == A.DEFEND_ALONE_ID:
            self._lone_defender = self._current
            self._out |= 1 << self.rules.partner(self._current)
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
        if self.rules.dealer_partner_must_go_alone and self._current == self.rules.partner(self.deal.dealer):
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
        first = 0 if self._bid is None else A.BID_LEVELS.index(_level(self._bid)) + 1
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
            mine = self._hands[self._maker] | mask_of_ids(self._discards)
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
            outcome, makers_score, points, why = score_auction(_level(self._bid), tricks)
        else:
            outcome, makers_score, points, why = score_hand(
                self.rules, tricks, self._alone, self._lone_defender >= 0, self._joker_turned
            )
        scorers = self.makers if makers_score else self.defenders
        return HandResult(outcome, tricks, scorers if points else (), points, why)

    def seat_name(self, seat: int | str) -> str:
        """The name of a seat under these rules (a seat that is not one is a ``SeatError``)."""
        return self.rules.seat_name(seat)

    # -- records, views, copies --------------------------------------------------------
    @property
    def record(self) -> Record:
        """The record of this hand (rules, deal, actions), from which any step is rebuilt."""
        return Record(self.rules, self.deal, self.actions)

    def view(self, seat: int | str) -> SeatView:
        """What ``seat`` may know now: its own hand and the public table, never another hand."""
        return self._seat_view(self.rules.parse_seat(seat))

    def table_view(self) -> SeatView:
        """The teacher's view: every hand face up."""
        global _last_table_view
        state, steps, view = _last_table_view
        now = self._steps()
        if state is self and steps == now and view is not None:
            return view  # the same hand, unchanged: every change to a hand is a new step
        view = self._seat_view(None)
        _last_table_view = (self, now, view)
        return view

    def _steps(self) -> tuple[int, int, int]:
        """How far the hand has come: the actions before play, the tricks closed, the cards in the open trick."""
        return len(self._history), len(self._tricks), len(self._trick)

    def _seat_view(self, seat: int | None) -> SeatView:
        """The view of ``seat`` (None: the teacher's view)."""
        n = self.rules.players
        sees_all = seat is None

        def visible_hand(s: int) -> tuple[Card, ...] | None:
            if sees_all:
                return self.hand(s)
            if s != seat:
                return None
            if self.phase is Phase.DEALER_NAMES and s == self.dealer:
                return ()  # R8: the dealer names trump before looking at the hand
            return self.hand(s)

        def public(actor: int, action: Action) -> Action | None:
            if sees_all or actor == seat:
                return action
            if action.kind is Kind.DISCARD or (action.kind is Kind.GIVE and seat != self.maker):
                return None  # face down: only the player and, for a gift, the loner see it
            return action

        partner = self.partner
        # the silent partner knows it when holding the called card or ally, not when the called card
        # is undealt and a lower card counts instead (R24): nobody may be told that until play shows it
        knows_partner = sees_all or self.partner_revealed or (seat == partner and self.partner_known_to_holder)
        known_partner = partner if knows_partner else None
        makers = self.makers if knows_partner else tuple(s for s in self.makers if s != partner)

        to_act = self.current_player()
        show_legal = to_act is not None and (sees_all or to_act == seat)
        return SeatView(
            seat=seat,
            rules=self.rules,
            phase=self.phase,
            dealer=self.dealer,
            upcard=self.upcard,
            upcard_taken=self.upcard_taken,
            hands=tuple(visible_hand(s) for s in range(n)),
            hand_sizes=tuple(mask.bit_count() for mask in self._hands),
            history=tuple((actor, public(actor, action)) for actor, action in self.history),
            trump=self.trump,
            maker=self.maker,
            partner=known_partner,
            makers=makers,
            alone=self.alone,
            lone_defender=self.lone_defender,
            sitting_out=self.sitting_out,
            tricks=self.tricks,
            current_trick=self.current_trick,
            tricks_won=tuple(self.tricks_won(s) for s in range(n)),
            to_act=to_act,
            legal=self.legal_actions() if show_legal else (),
            discards=tuple(
                CARDS[action - A.DISCARD[0]]
                for actor, action in self.history
                if action.kind is Kind.DISCARD and (sees_all or actor == seat)
            ),
            partner_revealed=self.partner_revealed,
            partner_card=self.partner_card if knows_partner else None,
            partner_known_to_holder=self.partner_known_to_holder if knows_partner else None,
            result=self.result if self._phase == _OVER else None,
        )

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


    def narrate(self, action: Action | str, seat: int | str | None = None) -> str:
        """Plain English for ``action`` taken now (``seat`` hides what it may not see)."""
        listener = None if seat is None else self.rules.parse_seat(seat)
        chosen = self.verify(action)
        after = self.clone()
        after.apply(chosen)
        return narrate(self.table_view(), chosen, after.table_view(), listener)


#: The last teacher's view built (the hand, how far it had come, the view): explaining a run of
#: refused actions, as a learner's guesses or a fuzz test make them, builds the view once.
_last_table_view: tuple[HandState | None, tuple[int, int, int], SeatView | None] = (None, (0, 0, 0), None)

_HANDLERS: dict[int, Callable[[HandState, Action], None]] = {
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
_LEGAL: dict[int, Callable[[HandState], tuple[Action, ...]]] = {
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


def _suit(action: Action) -> int:
    """The suit a call, a bid or a call for the ace names."""
    suit = action.suit
    assert suit is not None, action
    return int(suit)


def _level(action: Action) -> int:
    """The number of tricks an auction bid names."""
    level = action.bid
    assert level is not None, action
    return level


_WIDTH_MASK = (1 << SUIT_WIDTH) - 1


_Chunks = tuple[tuple[tuple[Action, ...], ...], ...]


def _chunks(table: tuple[Action, ...]) -> _Chunks:
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
_CHUNKS: dict[int, _Chunks] = {}
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


# -- records: a hand as rules + deal + actions (see euchre_teach.record) -----------------------

FORMAT = "euchre-teach hand"
VERSION = 1  # the JSON form
TEXT_VERSION = 2  # the text form: version 1 plus the closing 'end: N actions' line


class Record(Pictured):
    """An immutable, replayable hand. Building one replays it, so it is always legal.

    It lives beside :class:`HandState` because each makes the other (``hand.record``,
    ``record.at(i)``); :mod:`euchre_teach.record` is its public home.
    """

    __slots__ = ("_final", "actions", "deal", "rules")

    def __init__(self, rules: Rules, deal: Deal, actions: Sequence[Action | str] = ()) -> None:
        if not isinstance(actions, list | tuple):
            raise RecordError(f"a record's actions are a list of actions, not {type(actions).__name__}")
        state = HandState(rules, deal)
        normalised = []
        for action in actions:
            normalised.append(state.apply(action))
        self.rules = rules
        self.deal = deal
        self.actions: tuple[Action, ...] = tuple(normalised)
        self._final = state

    def __len__(self) -> int:
        return len(self.actions)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Record):
            return NotImplemented
        return (self.rules, self.deal, self.actions) == (other.rules, other.deal, other.actions)

    def __hash__(self) -> int:
        return hash((self.rules, self.deal, self.actions))

    def __repr__(self) -> str:
        return f"<Record {self.rules.to_text()!r}, {len(self)} actions>"


    def at(self, step: int) -> HandState:
        """A new state after the first ``step`` actions (negative counts from the end)."""
        given = step
        if type(step) is not int:
            raise RecordError(f"step {step!r} is not a whole number: give 0 to {len(self)}, or -1 for the end")
        if step < 0:
            step += len(self) + 1
        if not 0 <= step <= len(self):
            raise RecordError(
                f"step {given} is outside this record: it has {len(self)} actions, so a step is 0 to "
                f"{len(self)} (or -1 to -{len(self) + 1}, counting from the end)"
            )
        if step == len(self):
            return self._final.clone()
        state = HandState(self.rules, self.deal)
        for action in self.actions[:step]:
            state.apply(action)
        return state

    @property
    def final(self) -> HandState:
        """A new state after every action."""
        return self._final.clone()

    def states(self) -> Iterator[HandState]:
        """Every state from the deal to the last action, each a distinct object.

        For whoever visits every step in order (a replay, a narration of the whole hand, a test):
        one replay, where calling :meth:`at` for each step replays from the deal every time.
        """
        state = HandState(self.rules, self.deal)
        yield state.clone()
        for action in self.actions:
            state.apply(action)
            yield state.clone()

    def _action_index(self, step: int) -> int:
        if type(step) is not int or not -len(self) <= step < len(self):
            raise RecordError(f"there is no action number {step!r}: this record's actions are 0 to {len(self) - 1}")
        return step % len(self)

    def seat_of(self, step: int) -> int:
        """Who took action number ``step`` (0-based)."""
        return self._final.history[self._action_index(step)][0]

    def narration(self, step: int, seat: int | None = None) -> str:
        """Plain English for action number ``step`` (0-based), as ``seat`` may hear it."""
        step = self._action_index(step)
        listener = None if seat is None else self.rules.parse_seat(seat)
        return self.at(step).narrate(self.actions[step], listener)

    def branch(self, step: int, action: Action | str) -> Record:
        """A new record: the first ``step`` actions, then ``action`` instead of what followed."""
        state = self.at(step)
        chosen = state.verify(action)
        return Record(self.rules, self.deal, (*self.actions[:step], chosen))

    def then(self, action: Action | str) -> Record:
        """A new record with one more action."""
        return self.branch(len(self), action)

    # -- JSON ---------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.to_dict(),
            "deal": self.deal.to_dict(self.rules),
            "actions": [str(a) for a in self.actions],
        }

    def to_json(self) -> str:
        """The record as JSON text."""
        import json  # json, pathlib and secrets are imported where used: they cost at import

        return json.dumps(self.to_dict(), indent=1, ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: Any) -> Record:
        """Rebuild from :meth:`to_dict` data, or raise ``RecordError`` naming the bad field."""
        if not isinstance(data, dict):
            raise RecordError(f"a hand record is a JSON object, not {type(data).__name__}")
        if data.get("format") != FORMAT:
            raise RecordError(f"field 'format' is {data.get('format')!r}, expected {FORMAT!r}")
        if type(data.get("version")) is not int or data.get("version") != VERSION:
            raise RecordError(f"field 'version' is {data.get('version')!r}; this version reads {VERSION}")
        for key in ("rules", "deal", "actions"):
            if key not in data:
                raise RecordError(f"field {key!r} is missing")
        rules = _guard("rules", lambda: Rules.from_dict(data["rules"]))
        deal = _guard("deal", lambda: Deal.from_dict(rules, data["deal"]))
        if not isinstance(data["actions"], list):
            raise RecordError("field 'actions' must be a list of action texts")
        state = HandState(rules, deal)
        for i, action in enumerate(data["actions"]):
            if not isinstance(action, str):
                raise RecordError(f"field actions[{i}] is {action!r}, not an action text")
            _guard(f"actions[{i}]", lambda action=action: state.apply(action))
        return cls(rules, deal, state.actions)

    @classmethod
    def from_json(cls, text: str) -> Record:
        """Rebuild from JSON text."""
        return cls.from_dict(read_json(text))

    # -- compact text ---------------------------------------------------------------------
    def to_text(self) -> str:
        """A compact, human-readable form; one action per line with the seat that took it.

        The last line, ``end: N actions``, lets the reader notice a file cut short.
        """
        lines = [f"{FORMAT} {TEXT_VERSION}", f"rules: {self.rules.to_text()}"]
        deal = self.deal.to_dict(self.rules)
        lines.append(f"dealer: {deal['dealer']}")
        if "seed" in deal:
            lines.append(f"seed: {deal['seed']}")
        lines += [f"{seat}: {cards}" for seat, cards in deal["hands"].items()]
        lines.append(f"kitty: {deal['kitty']}")
        for i, (seat, action) in enumerate(self._final.history, start=1):
            lines.append(f"{i}. {self.rules.seat_name(seat)}: {action}")
        lines.append(f"end: {len(self)} actions")
        return "\n".join(lines) + "\n"

    @classmethod
    def from_text(cls, text: str) -> Record:
        """Rebuild from :meth:`to_text` output, or raise ``RecordError`` naming the line.

        Version 2 files end with ``end: N actions``; a file without it (cut short) is refused.
        Version 1 files (no end line) are still read.
        """
        check_text(text, "a hand record", RecordError, limit=MAX_FILE)
        lines = [(n, line.strip()) for n, line in enumerate(text.removeprefix("\ufeff").splitlines(), start=1)]
        lines = [(n, line) for n, line in lines if line and not line.startswith("#")]
        versions = {f"{FORMAT} {v}": v for v in (1, TEXT_VERSION)}
        if not lines or lines[0][1] not in versions:
            raise RecordError(f"line 1 must be {FORMAT + ' ' + str(TEXT_VERSION)!r}")
        version = versions[lines[0][1]]
        header: dict[str, tuple[int, str]] = {}
        moves: list[tuple[int, str, str]] = []
        end: tuple[int, str] | None = None
        for n, line in lines[1:]:
            if end is not None:
                raise RecordError(f"line {n}: nothing may follow the 'end:' line")
            numbered = _move(line)
            if numbered:
                number, seat, action = numbered
                if number != len(moves) + 1:
                    raise RecordError(f"line {n}: action number {number}, expected {len(moves) + 1}")
                moves.append((n, seat, action))
                continue
            key, sep, value = line.partition(":")
            key = key.strip().lower()
            if sep and key == "end" and version >= 2:
                end = (n, value.strip())
                continue
            if not sep or moves:
                raise RecordError(f"line {n}: cannot read {line[:60]!r}")
            if key in header:
                raise RecordError(f"line {n}: a second {key!r} line")
            header[key] = (n, value.strip())
        if version >= 2:
            _check_end(end, len(moves))
        rules_line = header.get("rules")
        if rules_line is None:
            raise RecordError("no 'rules:' line")
        rules = _guard(f"line {rules_line[0]}", lambda: Rules.from_text(rules_line[1]))
        data: dict[str, Any] = {"hands": {}}
        for key, (n, value) in header.items():
            if key in ("dealer", "kitty"):
                data[key] = value
            elif key == "seed":
                data["seed"] = whole_number(value, f"line {n}: seed", RecordError)
            elif key != "rules":
                data["hands"][key] = value
        deal = _guard("the deal", lambda: Deal.from_dict(rules, data))
        state = HandState(rules, deal)
        for n, seat, action in moves:
            _guard(f"line {n}", lambda seat=seat, action=action: state.apply(action, seat))
        return cls(rules, deal, state.actions)

    # -- files ----------------------------------------------------------------------------
    def save(self, path: str | Path) -> Path:
        """Write to ``path``: JSON when it ends in ``.json``, otherwise the compact text."""
        from pathlib import Path

        path = Path(path)
        path.write_text(self.to_json() if path.suffix == ".json" else self.to_text(), encoding="utf-8")
        return path

    @classmethod
    def load(cls, path: str | Path) -> Record:
        """Read a file written by :meth:`save`: JSON when it ends in ``.json``, otherwise the compact text."""
        path = check_path(path, "the record file", RecordError)
        text = read_file(path)
        return cls.from_json(text) if path.suffix == ".json" else cls.from_text(text)


#: Largest record file read (a long hand is a few kilobytes).
MAX_FILE = 1_000_000
_NUMBER = re.compile(r"([0-9]{1,6})\.")
_END = re.compile(r"([0-9]{1,6}) actions")


def _move(line: str) -> tuple[int, str, str] | None:
    """``'12. West: play JH'`` as (12, 'West', 'play JH'), in one pass (no backtracking regex)."""
    number = _NUMBER.match(line)
    if number is None:
        return None
    seat, sep, action = line[number.end():].partition(":")
    if not sep or not seat.strip() or not action.strip():
        return None
    return int(number.group(1)), seat.strip(), action.strip()


def _check_end(end: tuple[int, str] | None, count: int) -> None:
    """The ``end: N actions`` line must be there and count the actions read (a cut file is refused)."""
    if end is None:
        raise RecordError("the file has no 'end:' line: it was cut short or edited; a saved hand ends "
                          f"with 'end: N actions' ({count} actions were read)")
    n, value = end
    said = _END.fullmatch(value)
    if said is None:
        raise RecordError(f"line {n}: the last line must read 'end: {count} actions', not 'end: {value[:40]}'")
    if int(said.group(1)) != count:
        raise RecordError(f"line {n}: the file says {said.group(1)} actions, but {count} were read: some are missing")


def read_json(text: str) -> Any:
    """Parse JSON text, refusing what the standard parser would crash on (deep nesting, huge numbers)."""
    check_text(text, "a JSON record", RecordError, limit=MAX_FILE)
    try:
        import json

        return json.loads(text.removeprefix("\ufeff"), parse_int=_json_int)
    except RecordError:
        raise
    except RecursionError:  # 100,000 nested brackets exhaust the parser's stack
        raise RecordError("not a record: the JSON nests too deeply") from None
    except ValueError as exc:
        raise RecordError(f"not valid JSON: {exc}") from None


def _json_int(text: str) -> int:
    if len(text.lstrip("-")) > 30:
        raise RecordError(f"a number in the JSON has {len(text)} digits: no field of a record is that large")
    return int(text)


def read_file(path: str | Path, what: str = "the file") -> str:
    """A saved file's text (UTF-8, a byte-order mark allowed), or ``RecordError`` saying why not.

    At most :data:`MAX_FILE` + 1 characters are read, so a device such as ``/dev/zero``
    (whose size says 0) is refused as too large instead of filling the memory.
    """
    path = check_path(path, what, RecordError)
    try:
        if path.stat().st_size > MAX_FILE:
            raise RecordError(f"{path} is larger than {MAX_FILE:,} bytes: not a saved hand or match")
        with path.open(encoding="utf-8-sig") as file:
            text = file.read(MAX_FILE + 1)
    except (OSError, UnicodeDecodeError) as exc:
        raise RecordError(f"cannot read {path}: {exc}") from None
    if len(text) > MAX_FILE:
        raise RecordError(f"{path} holds more than {MAX_FILE:,} characters: not a saved hand or match")
    return text


def _guard(where: str, build: Any) -> Any:
    """Run ``build``; turn any euchre error into a ``RecordError`` that says where."""
    try:
        return build()
    except RecordError:
        raise
    except EuchreError as exc:
        raise RecordError(f"{where}: {exc}") from None
    except (TypeError, AttributeError) as exc:
        raise RecordError(f"{where}: malformed value ({exc})") from None


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
    if not isinstance(rules, Rules):
        rules = find_variant(rules)  # a name, or a RulesError saying what is known
    if deal is None:
        if seed is None:
            import secrets

            seed = secrets.randbelow(2**31)
        deal = Deal.from_seed(rules, seed, dealer)
    elif seed is not None or dealer is not None:
        raise InvalidDealError("give either a seed (and a dealer) or a written-out deal, not both")
    return HandState(rules, deal)


__all__ = [
    "FORMAT", "MAX_FILE", "TEXT_VERSION", "VERSION", "HandState", "Phase", "Record", "Trick", "new_hand",
    "opening_leader", "read_file", "read_json", "upcard_stays",
]
