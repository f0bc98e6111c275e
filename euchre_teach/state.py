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

from collections.abc import Callable, Sequence
from typing import Any, TypeAlias

from euchre_teach import actions as A
from euchre_teach.actions import ORDER_UP_ALONE_ID, PASS_ID, Action, Kind, discards_of, of_cards, plays_of
from euchre_teach.cards import (
    CARDS,
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
    RulesError,
    SeatError,
)
from euchre_teach.explain import allowed_text, explain_illegal, turn_text
from euchre_teach.i18n import say
from euchre_teach.narration import narrate
from euchre_teach.plan import Outcome, plan_for
from euchre_teach.ranking import sorted_cards
from euchre_teach.rules import Bidding, JokerUpcard, Partnership, Rules, find_variant
from euchre_teach.scoring import HandResult, score_auction, score_hand
from euchre_teach.table import Phase, Trick, opening_leader, upcard_stays
from euchre_teach.tricks import playable, side_tricks, takes
from euchre_teach.views import SeatView

#: a seat's view of the steps before play: (the seat or None, the steps before play, the partner revealed?)
_KnownKey: TypeAlias = tuple[int | None, int, bool]
#: what that seat knows of them: the actions as it saw them, and the view's fields that follow
_Settled: TypeAlias = tuple[tuple[tuple[int, Action | None], ...], dict[str, Any]]

# The phases as numbers, indexes of the tables of legal actions and transitions at the end of the module; the
# play is 0, so that ``apply`` tells a play (whose cards are kept apart from the history) by one truth test.
(_PLAY, _BEFORE, _ROUND_1, _ROUND_2, _NAMES, _AUCTION, _DISCARD, _BEST, _PARTNER, _DEFENDING,
 _OVER) = range(11)
_PHASES = (Phase.PLAY, *(phase for phase in Phase if phase is not Phase.PLAY))  # number -> Phase
_FACES = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)


class HandState(Pictured):
    """The state of one hand. Build it with :func:`euchre_teach.new_hand`.

    Each phase of a hand has one method for its legal actions (``_legal_round_1``, ...,
    ``_legal_play``) and one for its transition (``_round_1``, ..., ``_play``): ``apply`` checks
    the action, runs the phase's transition, and asks the phase reached for its legal actions,
    which it keeps until the next step (so ``legal_actions`` and the check are one lookup).
    Inside, cards are ids and hands are bitmasks; what depends only on the rules (seat order,
    the bidding options, who leads, the score of each outcome) is read from the rules'
    :class:`~euchre_teach.plan.Plan`. :class:`Card`, :class:`Trick`, :class:`HandResult` and the
    explanations are built only when asked for.
    """

    __slots__ = (
        "_active", "_alone", "_best", "_bid", "_bid_by", "_current", "_dealer", "_discards", "_first", "_gift",
        "_hands", "_hidden_partner", "_history", "_in_trick", "_joker_turned", "_kitty", "_known", "_leader", "_leads",
        "_led_mask",
        "_legal", "_lone_defender", "_maker", "_n", "_next", "_out", "_outcome", "_outcomes", "_partner",
        "_partner_card", "_phase", "_picked_up", "_plan", "_plays", "_power", "_queue", "_seats", "_shown", "_side",
        "_stage", "_teacher_view", "_thrown_by", "_to_discard", "_trump", "_turns", "_winner", "_winners", "deal",
        "rules",
    )
    _hands: list[int]  # each seat's cards, as a bitmask of card ids
    _kitty: list[int]  # the undealt cards' ids, the upcard first
    _legal: tuple[Action, ...]  # the legal actions now: set whenever the state changes
    _phase: int  # where the hand is, as a number (_PLAY, _BEFORE, ...)
    _dealer: int
    _current: int  # the seat to act

    def __init__(self, rules: Rules, deal: Deal) -> None:
        if not isinstance(rules, Rules):
            raise RulesError(f"{type(rules).__name__} is not Rules: give Rules(...) or a preset such as "
                             "find_variant('standard')")
        if not isinstance(deal, Deal):
            raise InvalidDealError(f"{type(deal).__name__} is not a Deal: use Deal.from_seed or Deal.from_hands")
        self._hands, self._kitty = deal.masks(rules)  # (checked: the whole pack, dealt once)
        self.rules = rules
        self.deal = deal
        plan = self._plan = plan_for(rules)
        self._n = plan.players
        self._history: list[tuple[int, Action]] = []  # before play; the plays are read from the tricks
        self._turns = 0
        self._trump = -1
        self._maker = -1
        self._partner = -1  # the maker's partner, as the engine knows it
        self._partner_card = -1  # the card that reveals a silent partner when played
        self._hidden_partner = False  # call-ace: the called card is undealt, so nobody knows the partner
        self._alone = False
        self._bid: Action | None = None  # the highest bid of an auction, and who made it
        self._bid_by = -1
        self._gift = -1  # the card passed to a loner when calling for best
        self._lone_defender = -1
        self._out = 0  # bitmask of seats sitting out
        self._discards: tuple[int, ...] = ()  # the discarded cards' ids (a hand that discards none makes no list)
        self._to_discard = 0
        self._stage = 0  # progress through the steps between trump and the first lead
        # The play: every card (id) in the order played, and each closed trick's winner. Trick ``i`` is
        # ``_plays[i * _active:(i + 1) * _active]``, led by ``_first`` or the winner of trick ``i - 1``; each
        # seat in play follows the one before it in ``_next``. So closing a trick builds nothing, and the
        # tricks a seat has won are counted in ``_winners`` when asked.
        self._plays: list[int] = []
        self._winners: list[int] = []
        self._shown: _Shown = _NO_TRICKS  # the closed tricks as a view shows them (see _closed_tricks)
        self._known: dict[_KnownKey, _Settled] | None = None  # each view's knowledge of the bidding (_seat_view)
        self._teacher_view: tuple[tuple[int, int], SeatView] | None = None  # the last one built, and when
        self._first = -1
        self._leader = -1  # the open trick's leader
        self._leads: tuple[tuple[int, tuple[int, ...], int], ...] = ()  # once play starts: see Tables.lead
        self._led_mask = 0  # the cards of the led suit: who holds one must play one (R18)
        self._power: tuple[int, ...] = ()  # card id -> strength in the open trick (trump and the led suit)
        self._in_trick = 0  # the cards played to the open trick (0: no trick is open)
        self._best = 0  # the open trick's highest strength so far, and who played it
        self._winner = -1
        self._outcome: Outcome = plan.nothing  # (points, returns): none until the hand ends
        self._side: tuple[int, ...] = ()  # once play starts: the maker's side
        self._outcomes: tuple[Outcome, ...] = ()  # ... and the outcome by the tricks it takes
        self._queue: tuple[int, ...] = ()  # the seats still to say whether they defend alone
        self._next: tuple[int, ...] = ()  # the next seat to play, once play starts
        self._seats: tuple[tuple[int, ...], ...] = ()  # ... and by a trick's leader, its seats in the order they play
        self._active = plan.players
        self._thrown_by = -1
        self._joker_turned = plan.two_rounds and self._kitty[0] == plan.best_id
        self._picked_up = False
        self._dealer = self._current = deal.dealer
        self._phase = _BEFORE
        if plan.asks_before:
            self._next_before()
        else:
            self._start_bidding()
        self._legal = _LEGAL[self._phase](self)

    # -- the game API --------------------------------------------------------------
    def current_player(self) -> int | None:
        """The seat to act, or None when the hand is over."""
        return None if self._phase == _OVER else self._current

    def player_to_act(self) -> int:
        """The seat to act (an error once the hand is over, when nobody is to act)."""
        if self._phase == _OVER:
            raise EuchreError(say("the hand is over: nobody is to act"))
        return self._current

    def is_terminal(self) -> bool:
        """True once the hand is scored or thrown in."""
        return not self._legal  # a hand in progress always has a legal action

    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the current player may take now (empty when the hand is over)."""
        return self._legal

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
            # Translators: {why} is the hand's result, e.g. "the makers take 4 tricks: 1 point for 3 or 4"
            raise IllegalActionError(say("The hand is over: {why}", why=self.result.explanation), legal)
        if seat is not None:
            try:
                acting = self.rules.parse_seat(seat)
            except SeatError as exc:
                # Translators: {problem} says what is wrong, {allowed} what may be done now (two sentences)
                raise SeatError(say("{problem}. {allowed}", problem=exc, allowed=allowed_text(self.table_view())),
                                legal) from None
            if acting != self._current:
                raise IllegalActionError(turn_text(self.table_view(), acting), legal)
        try:
            parsed = Action.parse(action)
        except InvalidActionError as exc:
            raise InvalidActionError(say("{problem}. {allowed}", problem=exc.reason,
                                         allowed=allowed_text(self.table_view())), legal) from None
        if parsed in legal:
            return legal[legal.index(parsed)]
        raise IllegalActionError(explain_illegal(self.table_view(), parsed), legal)

    def apply(self, action: Action | str | int, seat: int | str | None = None) -> Action:
        """Take ``action`` for the current player and return it; illegal actions change nothing.

        The phase's transition moves the hand on; the phase reached gives the legal actions now.
        """
        if seat is not None or action.__class__ is not Action or action not in self._legal:
            action = self.verify(action, seat)  # text, a number, a seat named, or an illegal action
        phase = self._phase
        if phase:  # not the play (_PLAY is 0), whose cards are kept in _plays
            self._history.append((self._current, action))
        _TRANSITIONS[phase](self, action)
        self._legal = _LEGAL[self._phase](self)
        return action

    def points(self) -> list[int]:
        """Points (or euchres, under R22) each seat scored in this hand: never negative."""
        return list(self._outcome[0])  # zeros until the hand is over

    def returns(self) -> list[float]:
        """Zero-sum returns, as OpenSpiel's ``returns()`` mean: each seat that scores gains its
        points and the other seats pay them in equal shares, so the returns sum to zero.

        In the four-hand game this is OpenSpiel's euchre exactly (the scoring side +x each, the
        other side -x each, a seat sitting out included). For the points a seat adds to its
        score, use :meth:`points`.
        """
        return list(self._outcome[1])  # zeros until the hand is over

    def _end(self) -> None:
        """The hand is thrown in (R12, R25, or an auction nobody bid in): nobody scores. (A hand
        played out ends with its last trick, in ``_play``.)"""
        self._phase = _OVER

    def _enter(self, phase: int, seat: int) -> None:
        """Go to ``phase`` with ``seat`` to act."""
        self._phase, self._current = phase, seat

    # -- before the bidding: farmer's hand and no-ace-no-face (R25) -------------------
    def _legal_before(self) -> tuple[Action, ...]:
        """R25: pass, go under with a farmer's hand (three 9s and 10s), throw in with no ace and no face."""
        options: list[Action] = [A.PASS]
        cards = cards_from_mask(self._hands[self._current])
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
            self._turns += 1
            self._enter(_BEFORE, self._plan.order[self._dealer][self._turns - 1])
            return
        self._turns = 0
        self._start_bidding()

    def _before(self, action: Action) -> None:
        """R25: a throw-in ends the hand; going under swaps the three lowest 9s and 10s for the kitty's."""
        if action == A.THROW_IN_ID:
            self._thrown_by = self._current
            self._end()
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
        """R9, R26: the bidding starts at the dealer's left; R8: a turned joker has trump named or agreed."""
        plan, dealer = self._plan, self._dealer
        if not plan.two_rounds:
            self._enter(_AUCTION, plan.left[dealer])
        elif not self._joker_turned:
            self._enter(_ROUND_1, plan.left[dealer])
        elif self.rules.joker_upcard is JokerUpcard.DEALER_NAMES:
            self._enter(_NAMES, dealer)
        else:
            self._make(int(self.rules.joker_agreed_suit), dealer, False)
            self._pick_up()

    def _make(self, trump: int, maker: int, alone: bool) -> None:
        """Trump is chosen: the maker's side is fixed (R13); a lone partner sits out (R16)."""
        self._trump, self._maker, self._alone = trump, maker, alone
        if self._plan.opposite:
            partner = self._partner = self._plan.partner[maker]
            if alone:
                self._out |= 1 << partner

    def _legal_round_1(self) -> tuple[Action, ...]:
        return self._plan.round_1[self._dealer][self._current]

    def _round_1(self, action: Action) -> None:
        """R9–R10: a pass moves left (round 2 after the dealer); ordering up makes the upcard's suit trump."""
        if action == PASS_ID:
            self._turns += 1
            self._current = self._plan.left[self._current]
            if self._turns == self._n:
                self._phase, self._turns = _ROUND_2, 0
            return
        self._make(self._kitty[0] // SUIT_WIDTH, self._current, action == ORDER_UP_ALONE_ID)
        if self._alone and upcard_stays(self.rules, self._dealer, self._maker, True):
            self._after_bidding()
        else:
            self._pick_up()

    def _legal_round_2(self) -> tuple[Action, ...]:
        return self._plan.round_2[self._kitty[0] // SUIT_WIDTH][self._current == self._dealer]

    def _round_2(self, action: Action) -> None:
        """R11–R12: a pass moves left (the hand is thrown in after the dealer); a call makes trump."""
        if action == PASS_ID:
            self._turns += 1
            self._current = self._plan.left[self._current]
            if self._turns == self._n:
                self._end()
            return
        self._make(_suit(action), self._current, action.alone)
        self._after_bidding()

    def _names(self, action: Action) -> None:
        """R8: the dealer names trump before looking at the hand, and picks up."""
        self._make(_suit(action), self._current, False)
        self._pick_up()

    def _auction(self, action: Action) -> None:
        """R26: a bid or a pass; after the last seat, the highest bidder takes the widow (or is alone as dealt)."""
        if action != PASS_ID:
            self._bid, self._bid_by = action, self._current
        self._turns += 1
        if self._turns < self._n:
            self._enter(_AUCTION, self._plan.left[self._current])
            return
        if self._bid is None:
            self._end()
            return
        bid = self._bid
        self._make(_suit(bid), self._bid_by, bid.alone)
        if bid.bid == 15:  # alone as dealt: no widow
            self._after_bidding()
            return
        widow = self._kitty[: self.rules.widow]  # the widow is dealt first; any other cards stay undealt
        self._hands[self._maker] |= mask_of_ids(widow)
        self._picked_up = True
        self._to_discard = len(widow)
        self._enter(_DISCARD, self._maker)

    def _pick_up(self) -> None:
        """R14: the dealer takes the upcard into hand and must discard (the upcard too, where the rules allow)."""
        self._hands[self._dealer] |= 1 << self._kitty[0]
        self._picked_up = True
        self._to_discard = 1
        self._enter(_DISCARD, self._dealer)

    def _discard(self, action: Action) -> None:
        """R14, R26: a card goes face down; once the last is down, the steps before the first lead."""
        card = action - _DISCARD_0
        self._hands[self._current] ^= 1 << card  # the card is in the hand: it is legal
        self._discards += (card,)
        self._to_discard -= 1
        if self._to_discard:
            return
        if self._plan.direct:
            self._start_play()
        else:
            self._after_bidding()

    # -- between trump and the first lead -----------------------------------------------
    def _after_bidding(self) -> None:
        """Calling for best, calling a partner, defending alone: each where the rules have it."""
        if self._plan.direct:  # none of them under these rules: the play starts
            self._start_play()
            return
        rules, maker = self.rules, self._maker
        if self._stage == 0:
            self._stage = 1
            if self._alone and rules.calling_for_best:
                self._enter(_BEST, self._partner)
                return
        if self._stage == 1:
            self._stage = 2
            if self._plan.called and not self._alone:
                self._enter(_PARTNER, maker)
                return
        if self._plan.defend_alone[self._alone]:
            self._queue = tuple(
                seat
                for seat in self._plan.order[self._dealer]
                if seat not in (maker, self._plan.partner[maker])
            )
            self._enter(_DEFENDING, self._queue[0])
            return
        self._start_play()

    def _give(self, action: Action) -> None:
        """Calling for best (R25): the loner's partner passes a card face down."""
        card = action - A.GIVE[0]
        self._hands[self._current] &= ~(1 << card)
        self._hands[self._maker] |= 1 << card
        self._gift = card
        self._to_discard = 1
        self._enter(_DISCARD, self._maker)

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
        tab = self._plan.tables
        members = self.rules.pack_mask & tab.suit_mask[self._trump][suit]
        strength = tab.strength[self._trump][suit]
        return max(ids_of_mask(members), key=strength.__getitem__) if members else -1

    def _highest_in_play(self, suit: int) -> int:
        """The highest card of an effective suit held by anyone (R24: an undealt card does not count)."""
        held = 0
        for hand in self._hands:
            held |= hand
        tab = self._plan.tables
        members = held & tab.suit_mask[self._trump][suit]
        if not members:
            return -1
        strength = tab.strength[self._trump][suit]
        return max(ids_of_mask(members), key=strength.__getitem__)

    def _legal_defending(self) -> tuple[Action, ...]:
        return (A.PASS, A.DEFEND_ALONE)

    def _defend(self, action: Action) -> None:
        """R15: a defender defends alone (the partner sits out), or the next is asked."""
        if action == A.DEFEND_ALONE_ID:
            self._lone_defender = self._current
            self._out |= 1 << self._plan.partner[self._current]
            self._start_play()
            return
        self._queue = self._queue[1:]
        if self._queue:
            self._current = self._queue[0]  # the same choice: pass or defend alone
        else:
            self._start_play()

    def _start_play(self) -> None:
        """R17: who leads the first trick; the seats in play, the tables of this trump, and the
        points and returns for each number of tricks the maker's side may take (:meth:`Plan.start`)."""
        key = (self._dealer, self._maker, self._partner, self._alone, self._out, self._lone_defender,
               self._joker_turned, self._bid)
        self._next, self._active, leader, self._side, self._outcomes, self._seats = self._plan.start(key)
        self._leads = self._plan.tables.lead[self._trump]
        self._first = leader
        self._enter(_PLAY, leader)

    # -- the play ---------------------------------------------------------------------------
    def _legal_play(self) -> tuple[Action, ...]:
        """R18: any card to lead; else a card of the led suit if the player holds one."""
        return plays_of(playable(self._hands[self._current], self._led_mask if self._in_trick else 0))

    def _play(self, action: Action) -> None:
        """R18–R19: the card joins the trick (a lead sets up the led suit and the strengths of this trick);
        the highest card wins a full trick and its player leads the next; the last trick scores the hand."""
        seat = self._current
        self._hands[seat] ^= 1 << action  # the card is in the hand: it is legal (a play's number is its card id)
        self._plays.append(action)
        played = self._in_trick
        if played:
            if takes(self._power, action, self._best):
                self._best, self._winner = self._power[action], seat
        else:  # the led suit's cards, each card's strength in this trick, and the lead's own
            self._led_mask, self._power, self._best = self._leads[action]
            self._winner = self._leader = seat
        played += 1
        if played < self._active:
            self._in_trick = played
            self._current = self._next[seat]
            return
        self._in_trick = 0
        winner = self._current = self._winner
        self._winners.append(winner)
        if not self._hands[winner]:  # the last trick: the points and returns by the maker's side's tricks
            self._phase = _OVER
            self._outcome = self._outcomes[side_tricks(self._winners, self._side)]

    # -- legal actions: worked out when the state changes (see _LEGAL) -----------------
    def _legal_names(self) -> tuple[Action, ...]:
        return A.CALL

    def _legal_auction(self) -> tuple[Action, ...]:
        first = 0 if self._bid is None else A.BID_LEVELS.index(_level(self._bid)) + 1
        return self._plan.auction[first][self._bid is None and self._current == self._dealer]

    def _legal_discard(self) -> tuple[Action, ...]:
        seat = self._current
        hand = self._hands[seat]
        if seat == self._dealer and self._picked_up and self._plan.keeps_upcard:
            hand &= ~(1 << self._kitty[0])
        return discards_of(hand)

    def _legal_best(self) -> tuple[Action, ...]:
        return of_cards(A.GIVE, self._hands[self._current])

    def _legal_partner(self) -> tuple[Action, ...]:
        if self.rules.bidding is Bidding.AUCTION:
            mine = self._hands[self._maker] | mask_of_ids(self._discards)
            return of_cards(A.ALLY, self.rules.pack_mask & ~mine)
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
        if self.rules.partners_opposite or (self._phase == _OVER and self._maker >= 0):
            return True
        card = self._partner_card
        return card >= 0 and not self._hidden_partner and (
            card in self._plays)

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
        return self._sorted_hand(self._hands[self.rules.parse_seat(seat)])

    def _sorted_hand(self, mask: int) -> tuple[Card, ...]:
        """The cards of ``mask`` in display order (every view shows one)."""
        return sorted_cards(mask, self._trump, self._plan.best_id)

    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's cards now (the teacher's view)."""
        return tuple(self.hand(s) for s in range(self._n))

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The finished tricks."""
        return self._closed_tricks()[1]

    def _closed_tricks(self) -> _Shown:
        """(how many tricks are closed, those tricks, their plays as (seat, action)), made as each
        trick closes and kept: a closed trick never changes, and a view is made at every decision."""
        shown = self._shown
        count = len(self._winners)
        if shown[0] == count:
            return shown
        _, tricks, plays = shown
        size = self._active
        card_of, play_of = CARDS.__getitem__, A.PLAY.__getitem__
        for i in range(shown[0], count):
            leader = self._first if i == 0 else self._winners[i - 1]
            seats, cards = self._seats[leader], self._plays[i * size:(i + 1) * size]
            tricks += (Trick(i + 1, leader, tuple(zip(seats, map(card_of, cards), strict=True)), self._winners[i]),)
            plays += tuple(zip(seats, map(play_of, cards), strict=True))
        shown = self._shown = (count, tricks, plays)
        return shown

    @property
    def current_trick(self) -> Trick | None:
        """The trick being played, or None between tricks."""
        if not self._in_trick:
            return None
        closed = len(self._winners)
        leader, cards = self._leader, self._plays[closed * self._active:]  # as _open: a view asks for it each time
        seats = self._seats[leader][:len(cards)]
        return Trick(closed + 1, leader, tuple(zip(seats, map(CARDS.__getitem__, cards), strict=True)), None)

    def _open(self) -> tuple[int, list[int]]:
        """The open trick's leader and card ids (none between tricks)."""
        return self._leader, self._plays[len(self._winners) * self._active:]

    def _seated(self, leader: int, cards: Sequence[int]) -> list[tuple[int, int]]:
        """A trick's cards with the seats that played them: the leader, then each next seat in play."""
        return list(zip(self._seats[leader][:len(cards)], cards, strict=True)) if cards else []

    @property
    def led_suit(self) -> Suit | None:
        """The effective suit led to the current trick."""
        if not self._in_trick:
            return None
        return Suit(self._plan.tables.effective_suit[self._trump][self._plays[len(self._winners) * self._active]])

    def tricks_won(self, seat: int | str) -> int:
        """Tricks taken by one seat."""
        return self._winners.count(self.rules.parse_seat(seat))

    @property
    def maker_tricks(self) -> int:
        """Tricks taken by the makers so far."""
        return side_tricks(self._winners, self.makers)

    @property
    def history(self) -> tuple[tuple[int, Action], ...]:
        """Every (seat, action) so far."""
        open_trick = self._seated(*self._open())
        return (*self._history, *self._closed_tricks()[2], *((seat, A.PLAY[card]) for seat, card in open_trick))

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
            raise IllegalActionError(say("The hand is not over yet: it has no result"), self.legal_actions())
        if self._thrown_by >= 0:
            # Translators: {who} is a seat's name, e.g. "North"
            return HandResult("thrown in", 0, (), 0, say("{who} held no ace and no face card and threw the hand in; "
                                                         "the deal passes left", who=self.seat_name(self._thrown_by)))
        if self._maker < 0:
            why = (say("everyone passed: the hand is thrown in and the deal passes left")
                   if self.rules.bidding is Bidding.AUCTION
                   else say("everyone passed twice: the hand is thrown in and the deal passes left"))
            return HandResult("thrown in", 0, (), 0, why)
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

    # -- views, copies --------------------------------------------------------------------
    def view(self, seat: int | str) -> SeatView:
        """What ``seat`` may know now: its own hand and the public table, never another hand."""
        return self._seat_view(self.rules.parse_seat(seat))

    def table_view(self) -> SeatView:
        """The teacher's view: every hand face up."""
        now = self._steps()
        kept = self._teacher_view
        if kept is not None and kept[0] == now:
            return kept[1]  # the hand has not moved (every change to a hand is a new step): explaining a
            # run of refused actions, as a learner's guesses make them, builds the view once
        view = self._seat_view(None)
        self._teacher_view = (now, view)
        return view

    def _steps(self) -> tuple[int, int]:
        """How far the hand has come: the actions before play, and the cards played."""
        return len(self._history), len(self._plays)

    def _seat_view(self, seat: int | None) -> SeatView:
        """The view of ``seat`` (None: the teacher's view).

        Built from the hand's own fields in one pass, as every bot decision and every play-out
        asks for one: the plays are seated once for both the tricks and the history, and only the
        actions before play can be hidden (a discard, or a gift to a loner), since every card
        played is seen by all. ``tests/test_seat_views.py`` checks it against the public properties.
        """
        n = self._n
        sees_all = seat is None
        phase = _PHASES[self._phase]
        hands: tuple[tuple[Card, ...] | None, ...]
        if seat is None:
            hands = tuple(map(self._sorted_hand, self._hands))
        else:  # R8: a dealer who names trump does so before looking at the hand
            own = () if phase is Phase.DEALER_NAMES and seat == self.dealer else self._sorted_hand(self._hands[seat])
            hands = tuple(own if s == seat else None for s in range(n))

        revealed = self.partner_revealed
        known = self._known
        key = (seat, len(self._history), revealed)
        settled = known.get(key) if known is not None else None
        if settled is None:  # what this seat knows of the steps before play: the same at each decision of a trick
            if known is None:
                known = self._known = {}
            settled = known[key] = self._settled(seat, revealed)
        before, fixed = settled

        _, tricks, plays = self._closed_tricks()
        current_trick = self.current_trick
        if current_trick is not None:
            plays += tuple((s, A.PLAY[card.id]) for s, card in current_trick.plays)
        to_act = self.current_player()
        return SeatView(
            seat=seat,
            phase=phase,
            hands=hands,
            hand_sizes=tuple([mask.bit_count() for mask in self._hands]),
            history=(*before, *plays),
            tricks=tricks,
            current_trick=current_trick,
            tricks_won=tuple(map(self._winners.count, range(n))),
            to_act=to_act,
            legal=self._legal if to_act is not None and (sees_all or to_act == seat) else (),
            result=self.result if self._phase == _OVER else None,
            **fixed,
        )

    def _settled(self, seat: int | None, revealed: bool) -> tuple[tuple[tuple[int, Action | None], ...],
                                                                   dict[str, Any]]:
        """What ``seat`` (None: the teacher) knows of the hand that only a new step before play or the
        silent partner's reveal (``revealed``) can change: the actions before play as the seat saw
        them, and the view's fields that follow from them (see ``_seat_view``, which keeps them)."""
        sees_all = seat is None
        before: list[tuple[int, Action | None]] = []
        discards = []
        for actor, action in self._history:
            shown: Action | None = action
            kind = action.kind
            if kind is Kind.DISCARD:
                if sees_all or actor == seat:
                    discards.append(action.the_card)
                else:
                    shown = None  # face down: only the player sees it
            elif kind is Kind.GIVE and not sees_all and seat not in (actor, self._maker):
                shown = None  # ... and a gift only the giver and the loner
            before.append((actor, shown))
        partner = self.partner
        # the silent partner knows it when holding the called card or ally, not when the called card
        # is undealt and a lower card counts instead (R24): nobody may be told that until play shows it
        knows_partner = sees_all or revealed or (seat == partner and self.partner_known_to_holder)
        fixed = {
            "rules": self.rules,
            "dealer": self.dealer,
            "upcard": self.upcard,
            "upcard_taken": self._picked_up,
            "trump": self.trump,
            "maker": self.maker,
            "partner": partner if knows_partner else None,
            "makers": self.makers if knows_partner else tuple(s for s in self.makers if s != partner),
            "alone": self.alone,
            "lone_defender": self.lone_defender,
            "sitting_out": self.sitting_out,
            "discards": tuple(discards),
            "partner_revealed": revealed,
            "partner_card": self.partner_card if knows_partner else None,
            "partner_known_to_holder": self.partner_known_to_holder if knows_partner else None,
        }
        return tuple(before), fixed

    def clone(self) -> HandState:
        """An independent copy."""
        other = HandState.__new__(HandState)
        for name in HandState.__slots__:
            value = getattr(self, name)
            setattr(other, name, value.copy() if isinstance(value, (list, dict)) else value)
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
        dealer = self.rules.seat_code(self.dealer)
        return f"<HandState {self.phase.value}, {len(self.history)} actions, dealer {dealer}>"

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


#: (closed tricks, those tricks, their plays as (seat, action)): see HandState._closed_tricks
_Shown = tuple[int, tuple[Trick, ...], tuple[tuple[int, Action], ...]]
_NO_TRICKS: _Shown = (0, (), ())
_DISCARD_0 = int(A.DISCARD[0])  # the action number of discarding card 0


def _legal_over(state: HandState) -> tuple[Action, ...]:
    return ()


#: Each phase's transition, by the phase's number: what an action does to the hand (``HandState.apply`` runs it).
_TRANSITIONS: tuple[Callable[[HandState, Action], None], ...] = (
    HandState._play,  # _PLAY
    HandState._before,  # _BEFORE
    HandState._round_1,  # _ROUND_1
    HandState._round_2,  # _ROUND_2
    HandState._names,  # _NAMES
    HandState._auction,  # _AUCTION
    HandState._discard,  # _DISCARD
    HandState._give,  # _BEST
    HandState._call_partner,  # _PARTNER
    HandState._defend,  # _DEFENDING
)
#: Each phase's legal actions, by the phase's number (``HandState.apply`` keeps those of the phase reached).
_LEGAL: tuple[Callable[[HandState], tuple[Action, ...]], ...] = (
    HandState._legal_play,  # _PLAY
    HandState._legal_before,  # _BEFORE
    HandState._legal_round_1,  # _ROUND_1
    HandState._legal_round_2,  # _ROUND_2
    HandState._legal_names,  # _NAMES
    HandState._legal_auction,  # _AUCTION
    HandState._legal_discard,  # _DISCARD
    HandState._legal_best,  # _BEST
    HandState._legal_partner,  # _PARTNER
    HandState._legal_defending,  # _DEFENDING
    _legal_over,  # _OVER
)


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


__all__ = ["HandState", "Phase", "Trick", "new_hand", "opening_leader", "upcard_stays"]
