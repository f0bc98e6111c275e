"""A match (R21): hands played to the target score, the deal passing left each hand.

>>> from euchre_teach import Match
>>> match = Match("standard", seed=11)
>>> while not match.is_terminal():
...     _ = match.apply(match.legal_actions()[-1])
>>> match.winners(), match.side_scores()
((0, 2), {'North–South': 11, 'East–West': 2})
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from euchre_teach.actions import Action
from euchre_teach.deal import Deal
from euchre_teach.display import Pictured
from euchre_teach.egn.game import EgnDeal, EgnGame
from euchre_teach.egn.reader import read_game
from euchre_teach.egn.writer import egn_text
from euchre_teach.errors import EuchreError, IllegalActionError, RecordError
from euchre_teach.files import read_text, write_text
from euchre_teach.i18n import say, say_in, say_plural
from euchre_teach.inputs import check_seed
from euchre_teach.record import Record, read_json
from euchre_teach.rules import Rules, find_variant
from euchre_teach.scoring import HandResult
from euchre_teach.state import HandState
from euchre_teach.views import SeatView

if TYPE_CHECKING:
    from pathlib import Path

FORMAT = "euchre-teach match"
VERSION = 1


def hand_limit(rules: Rules) -> int:
    """The most hands a match under ``rules`` lasts, so that every match ends.

    No rule book bounds a match: everyone may pass every hand (thrown in, R12), and a Finnish hand
    made without a march counts nothing (R22). A hand that scores raises some seat's score by at
    least 1, so at most ``players * (target - 1) + 1`` scoring hands are dealt before a seat reaches
    the target; the limit is four times that (room for three scoreless hands to each scoring one)
    plus 100. A match that reaches it stops there (see :meth:`Match.stopped`).

    >>> hand_limit(find_variant("standard")), hand_limit(find_variant("finnish euchres"))
    (248, 136)
    """
    return 4 * (rules.players * (rules.target - 1) + 1) + 100


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One finished hand in the score history."""

    number: int
    dealer: int
    result: HandResult
    scores: tuple[int, ...]


class Match(Pictured):
    """Hands to the target, with the score history. Every hand is seeded from ``seed``."""

    def __init__(self, rules: Rules | str = "standard", seed: int | None = None,
                 first_dealer: int | str | None = None) -> None:
        self.rules = rules if isinstance(rules, Rules) else find_variant(rules)
        if seed is None:
            import secrets  # (hmac, hashlib, base64: imported only when a seed must be drawn)

            seed = secrets.randbelow(2**31)
        self.seed = check_seed(seed)
        self._seeds = random.Random(self.seed)
        n = self.rules.players
        drawn = self._seeds.randrange(n)  # drawn even when given, so hand seeds do not depend on it
        self.first_dealer = drawn if first_dealer is None else self.rules.parse_seat(first_dealer)
        self.scores = [0] * n
        self.history: list[ScoreLine] = []
        self.records: list[Record] = []
        #: Hands after which the match stops, won or not (see :func:`hand_limit`).
        self.hand_limit = hand_limit(self.rules)
        self.hand = self._deal(self.first_dealer)

    def _deal(self, dealer: int) -> HandState:
        deal = Deal.from_seed(self.rules, self._seeds.getrandbits(32), dealer)
        return HandState(self.rules, deal)

    # -- the game API, forwarded to the hand in play -----------------------------------------
    def current_player(self) -> int | None:
        """The seat to act, or None when the match is over."""
        return None if self.is_terminal() else self.hand.current_player()

    def view(self, seat: int | str) -> SeatView:
        """What ``seat`` may know now: the hand in play's view of that seat (its own cards and the
        public table, never another hand) with the match score before this hand in ``scores``.

        Once the match is won, the hand in play is the last one scored, and ``scores`` is still
        the score before it (the final score is :attr:`scores`).
        """
        view = self.hand.view(seat)
        before = self.scores
        if self.is_terminal():
            before = [total - points for total, points in zip(self.scores, self.hand.points(), strict=True)]
        return view.replace(scores=tuple(before))

    def legal_actions(self) -> tuple[Action, ...]:
        """The legal actions of the hand in play."""
        return () if self.is_terminal() else self.hand.legal_actions()

    def verify(self, action: Action | str | int, seat: int | str | None = None) -> Action:
        """As :meth:`HandState.verify`, and refuses any action once the match is won."""
        if self.is_terminal():
            raise IllegalActionError(say("The match is over: {summary}", summary=self.summary()))
        return self.hand.verify(action, seat)

    def can(self, action: Action | str | int, seat: int | str | None = None) -> bool:
        """Would ``action`` be allowed now? (Never once the match is won.)"""
        return not self.is_terminal() and self.hand.can(action, seat)

    def apply(self, action: Action | str | int, seat: int | str | None = None) -> Action:
        """Act in the hand in play; a finished hand is scored and the next one dealt."""
        if self.is_terminal():
            self.verify(action, seat)
        done = self.hand.apply(action, seat)
        if self.hand.is_terminal():
            self._finish_hand()
        return done

    # -- taking back -------------------------------------------------------------------------
    def rewind(self, step: int) -> tuple[Action, ...]:
        """Take the hand in play back to just before its action number ``step`` (0: back to the
        deal) and return the actions taken back, oldest first.

        Only the hand in play is replayed (from its deal), never the match. A scored hand is
        final: its points are in the score, and the next hand is already dealt. A bad ``step``
        raises :class:`EuchreError` and changes nothing.
        """
        done = self._taken_back_from()
        if type(step) is not int or not 0 <= step < len(done):
            last = len(done) - 1
            raise EuchreError(f"step {step!r:.20} is not an action of this hand: it has {len(done)} action"
                              f"{'s' if len(done) != 1 else ''} so far, so a step is 0 (back to the deal)"
                              + (f" to {last}" if last else ""))
        self.hand = Record(self.rules, self.hand.deal, done[:step]).final
        return done[step:]

    def undo(self, seat: int | str | None = None) -> tuple[Action, ...]:
        """Take back the last action of the hand in play; with ``seat``, that seat's last
        decision and every action after it (a learner's undo takes back the computer players'
        replies too). Returns the actions taken back. See :meth:`rewind`."""
        self._taken_back_from()
        history = self.hand.history
        if seat is None:
            return self.rewind(len(history) - 1)
        who = self.rules.parse_seat(seat)
        mine = [i for i, (actor, _) in enumerate(history) if actor == who]
        if not mine:
            raise EuchreError(say("Nothing to undo: {who} has not acted in this hand yet (a scored hand is final).",
                                  who=self.rules.seat_name(who)))
        return self.rewind(mine[-1])

    def _taken_back_from(self) -> tuple[Action, ...]:
        """The hand in play's actions, refusing when there is nothing that may be taken back."""
        if self.is_terminal():
            # Translators: {summary} is the match's score line, e.g. "North–South 10, East–West 6"
            raise EuchreError(say("The match is over ({summary}): a scored hand is final.", summary=self.summary()))
        done = self.hand.actions
        if not done:
            raise EuchreError(say("Nothing to undo: no one has acted in this hand yet, and a scored hand is final."))
        return done

    def _finish_hand(self) -> None:
        hand = self.hand
        for seat, points in enumerate(hand.points()):
            self.scores[seat] += points
        self.records.append(Record.of(hand))
        self.history.append(ScoreLine(len(self.records), hand.dealer, hand.result, tuple(self.scores)))
        if not self.is_terminal():
            self.hand = self._deal(self.rules.left(hand.dealer))

    def is_terminal(self) -> bool:
        """True once a side has reached the target, or the match has :meth:`stopped`."""
        return max(self.scores) >= self.rules.target or len(self.history) >= self.hand_limit

    def stopped(self) -> bool:
        """True when the match ended at its :attr:`hand_limit` with no side at the target."""
        return max(self.scores) < self.rules.target and len(self.history) >= self.hand_limit

    def winners(self) -> tuple[int, ...]:
        """The seats of the winning side: empty while the match goes on, and for a match that
        :meth:`stopped` with every seat level (a draw); else the leaders win."""
        if not self.is_terminal():
            return ()
        top = max(self.scores)
        leaders = tuple(s for s, score in enumerate(self.scores) if score == top)
        return () if len(leaders) == len(self.scores) else leaders

    def points(self) -> list[int]:
        """Each seat's score so far."""
        return list(self.scores)

    def returns(self) -> list[float]:
        """Zero-sum returns so far, as OpenSpiel means them: the sum of each finished hand's
        :meth:`HandState.returns` (for the scores themselves, use :meth:`points`)."""
        total = [0.0] * self.rules.players
        for record in self.records:
            for seat, value in enumerate(record.final.returns()):
                total[seat] += value
        return total

    def side_scores(self) -> dict[str, int]:
        """Scores by partnership, ``{'North–South': 3, 'East–West': 6}``; by player where
        every player scores alone (cutthroat, call-ace, auction)."""
        names = self.rules.seat_names
        if not self.rules.partners_opposite:
            return dict(zip(names, self.scores, strict=True))
        return {f"{names[0]}–{names[2]}": self.scores[0], f"{names[1]}–{names[3]}": self.scores[1]}


    def summary(self) -> str:
        """One line: the score, and who won once it is over (in the learner's language)."""
        scores = say_in("list", ", ").join(say("{side} {score}", side=side, score=score)
                                           for side, score in self._said_scores())
        if not self.is_terminal():
            return say("{scores} (playing to {target})", scores=scores, target=self.rules.target)
        winners = [self.rules.seat_name(s) for s in self.winners()]
        if not self.stopped():
            return say("{winner} win, {scores}", winner=self._together(winners), scores=scores)
        if not winners:
            return say_plural("No one won: the match stopped level at its limit of {count} hand, {scores}",
                              "No one won: the match stopped level at its limit of {count} hands, {scores}",
                              self.hand_limit, scores=scores)
        # Translators: {winner} names the winning side ("North–South") or players ("Ann and Cal")
        return say_plural("{winner} win at the match's limit of {count} hand, {scores}",
                          "{winner} win at the match's limit of {count} hands, {scores}", self.hand_limit,
                          winner=self._together(winners), scores=scores)

    def _said_scores(self) -> list[tuple[str, int]]:
        """:meth:`side_scores` with the sides named in the learner's language."""
        names = [self.rules.seat_name(s) for s in range(self.rules.players)]
        if not self.rules.partners_opposite:
            return list(zip(names, self.scores, strict=True))
        return [(say("{first}–{second}", first=names[0], second=names[2]), self.scores[0]),
                (say("{first}–{second}", first=names[1], second=names[3]), self.scores[1])]

    def _together(self, names: list[str]) -> str:
        """Winners together: a partnership ``'North–South'``, or players ``'Ann and Cal'``."""
        if self.rules.partners_opposite and len(names) == 2:
            return say("{first}–{second}", first=names[0], second=names[1])
        together = names[0] if names else ""
        for name in names[1:]:
            # Translators: {names} is one or more players' names ("Ann", "Ann and Ben"), {last} one more name
            together = say("{names} and {last}", names=together, last=name)
        return together

    # -- saving ---------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: rules, seed, first dealer, and each hand's deal and actions."""
        hands = list(self.records)
        if not self.is_terminal():
            hands.append(Record.of(self.hand))
        return {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "first_dealer": self.rules.seat_code(self.first_dealer),
            "hands": [{"deal": r.deal.to_dict(self.rules), "actions": [str(a) for a in r.actions]} for r in hands],
        }

    def to_json(self) -> str:
        """The match as JSON text."""
        import json

        return json.dumps(self.to_dict(), indent=1, ensure_ascii=False)

    @classmethod
    def from_dict(cls, data: Any) -> Match:
        """Replay a saved match; a bad field raises ``RecordError`` that names it."""
        match = cls._from_header(data)
        hands = data.get("hands")
        if not isinstance(hands, list):
            raise RecordError("field 'hands' must be a list")
        for i, hand in enumerate(hands):
            match._replay(i, hand)
            if i < len(hands) - 1 and len(match.records) != i + 1:
                raise RecordError(f"hands[{i}]: the hand is not finished, yet another hand follows")
        return match

    @classmethod
    def _from_header(cls, data: Any) -> Match:
        """A new match from a saved match's format, version, rules, seed and first dealer."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError(f"field 'format' must be {FORMAT!r}")
        if type(data.get("version")) is not int or data.get("version") != VERSION:
            raise RecordError(f"field 'version' is {data.get('version')!r}; this version reads {VERSION}")
        try:
            rules = Rules.from_dict(data.get("rules", {}))
            seed = data["seed"]
            if type(seed) is not int:
                raise RecordError(f"field 'seed' is {seed!r}, not a whole number")
            return cls(rules, seed, data["first_dealer"])
        except KeyError as exc:
            raise RecordError(f"field {exc.args[0]!r} is missing") from None
        except RecordError:
            raise
        except EuchreError as exc:
            raise RecordError(f"match header: {exc}") from None

    def _replay(self, i: int, hand: Any) -> None:
        """Play the saved hand number ``i`` (from 0) on, checking that its deal is this match's."""
        where = f"hands[{i}]"
        if self.is_terminal():
            raise RecordError(f"{where}: the match was already over before this hand")
        if not isinstance(hand, dict):
            raise RecordError(f"{where}: a hand is an object with 'deal' and 'actions'")
        try:
            deal = Deal.from_dict(self.rules, hand["deal"])
        except (KeyError, TypeError):
            raise RecordError(f"{where}: no deal") from None
        except EuchreError as exc:
            raise RecordError(f"{where}.deal: {exc}") from None
        if deal != self.hand.deal:
            raise RecordError(f"{where}.deal: not the deal this match's seed gives for hand {i + 1}")
        actions = hand.get("actions")
        if not isinstance(actions, list):
            raise RecordError(f"{where}.actions must be a list")
        for j, action in enumerate(actions):
            if not isinstance(action, str):
                raise RecordError(f"{where}.actions[{j}] is {action!r}, not an action text")
            try:
                self.apply(action)
            except EuchreError as exc:
                raise RecordError(f"{where}.actions[{j}]: {exc}") from None

    @classmethod
    def from_egn(cls, source: object) -> Match:
        """A match replayed from an EGN game (path, JSON text or parsed JSON), from its initial score.

        Its hands are the file's, not a seed's: save it with :meth:`to_egn`. Notes, alternative lines
        and unknown cards are kept by :func:`euchre_teach.egn.read_game`, not by a match."""
        game = read_game(source)
        match = cls(game.rules, 0, game.deals[0].deal.dealer if game.deals else 0)
        match.scores = [game.initial_score[seat % 2] for seat in range(match.rules.players)]
        for egn in game.deals:
            match.hand = HandState(game.rules, egn.deal)
            for action in egn.actions:
                match.apply(action)
        return match

    def to_egn(self) -> str:
        """The match as an EGN game (JSON text): its scored hands and the hand in play, if begun."""
        hands = [*self.records, *([Record.of(self.hand)] if self.hand.actions and not self.is_terminal() else [])]
        won = [sum(r.final.points()[team] for r in self.records) for team in (0, 1)]
        start = (self.scores[0] - won[0], self.scores[1] - won[1])
        return egn_text(EgnGame(self.rules, tuple(EgnDeal(r.deal, r.actions) for r in hands), start))

    def save(self, path: str | Path) -> Path:
        """Write the match as JSON to ``path`` and return it; a path that cannot be written (no such
        folder, a folder, not a regular file) raises :class:`~euchre_teach.errors.FileError` and
        writes nothing."""
        return write_text(path, self.to_json(), "the match file")

    @classmethod
    def load(cls, path: str | Path) -> Match:
        """Read a match written by :meth:`save`: a bad path is a ``FileError``, a bad file a ``RecordError``
        (only a regular file of at most :data:`~euchre_teach.files.MAX_FILE` bytes is read)."""
        return cls.from_json(read_text(path, "the match file"))

    @classmethod
    def from_json(cls, text: str) -> Match:
        """Replay a match from its JSON text."""
        return cls.from_dict(read_json(text))
