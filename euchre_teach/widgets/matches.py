"""What the play table plays: a :class:`~euchre_teach.match.Match`, or a single hand as a match of one,
and the numbers of a match a summary gives (hands won, euchres, loners, lone defences).

Nothing here draws: the play table turns these into words.
"""

from __future__ import annotations

from dataclasses import dataclass

from euchre_teach.actions import Action
from euchre_teach.deal import Deal
from euchre_teach.i18n import say
from euchre_teach.match import Match
from euchre_teach.record import Record
from euchre_teach.rules import Partnership, Rules
from euchre_teach.state import HandState, new_hand
from euchre_teach.views import SeatView


class OneHand(Match):
    """A single hand as a match of one: the hand ``new_hand(rules, seed)`` deals (so a seed plays as
    it always did), over once that hand is scored.

    Unlike a match's hands, a finished single hand is not final: it may be taken back (Undo,
    Retry), which takes its points off the score.
    """

    def __init__(self, rules: Rules | str, seed: int) -> None:
        super().__init__(rules, seed)
        self.hand = new_hand(self.rules, self.seed)
        self.first_dealer = self.hand.dealer

    @classmethod
    def of_deal(cls, rules: Rules, deal: Deal) -> OneHand:
        """A single hand of a given deal (a shared one), in place of the hand a seed deals."""
        one = cls(rules, deal.seed or 0)
        one.hand = HandState(rules, deal)
        one.first_dealer = deal.dealer
        return one

    def is_terminal(self) -> bool:
        """True once the hand is scored."""
        return bool(self.records)

    def view(self, seat: int | str) -> SeatView:
        """What ``seat`` may know now: the hand's view (a single hand has no match score)."""
        return self.hand.view(seat)

    def summary(self) -> str:
        """The hand's result in words once it is scored; before, that it is a single hand."""
        if not self.is_terminal():
            return say("a single hand")
        words = self.hand.result.explanation
        return words[:1].upper() + words[1:]

    def rewind(self, step: int) -> tuple[Action, ...]:
        """As :meth:`Match.rewind`; a scored hand's points come off the score first (a bad
        ``step`` is refused before anything changes)."""
        if self.is_terminal() and type(step) is int and 0 <= step < len(self.hand.actions):
            self.records.clear()
            self.history.clear()
            self.scores = [0] * self.rules.players
        return super().rewind(step)


@dataclass(frozen=True)
class MatchStats:
    """A side's match in numbers (hands are counted once scored)."""

    hands: int
    won: int  # hands the side scored in
    euchred_them: int  # hands the other side made trump and was euchred
    euchred_us: int  # hands the side made trump and was euchred
    loners: int  # hands played alone by choice (not where every player plays alone)
    loners_made: int
    defences: int  # hands with a lone defender
    defences_won: int


def match_stats(records: list[Record], side: set[int], rules: Rules) -> MatchStats:
    """The numbers of ``records`` (finished hands) for the seats in ``side``."""
    finals = [record.final for record in records]
    partners = rules.partnership is not Partnership.NONE  # without partners every maker plays alone
    loners = [hand for hand in finals if hand.alone and partners]  # alone by choice (R16)
    defended = [hand for hand in finals if hand.lone_defender is not None]
    return MatchStats(
        hands=len(finals),
        won=sum(bool(hand.result.points and set(hand.result.scorers) & side) for hand in finals),
        euchred_them=sum(_euchred(hand) and not set(hand.makers) & side for hand in finals),
        euchred_us=sum(_euchred(hand) and bool(set(hand.makers) & side) for hand in finals),
        loners=len(loners),
        loners_made=sum(hand.result.outcome in ("made", "march") for hand in loners),
        defences=len(defended),
        defences_won=sum(_euchred(hand) for hand in defended),
    )


def _euchred(hand: HandState) -> bool:
    return hand.result.outcome in ("euchred", "super-euchre")
