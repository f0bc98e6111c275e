"""Demo hands: every bid in a hand a lesson shows is one a sensible player could make.

The hands are found by reading the lessons' code cells (never by running the notebooks): seeded
hands (``HandStepper.from_seed``, ``play_out(new_hand(...))``, the ``Exercise`` finders,
``PlayTable``) and dealt ones (``start_play`` on a ``Deal.from_hands`` of the same lesson). Each
is rebuilt from its call and its bids are replayed against what the rule-of-thumb bidder
(:mod:`euchre_teach.analysis.heuristics`) would never do: make trump with fewer than two trumps
(the dealer's upcard counted), or on a count where it passes (such as handing an opposing dealer the
right bower with nothing). A pass is never held against a demo: lessons have everyone pass to show
round 2.
"""

from __future__ import annotations

import ast
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import euchre_teach
import euchre_teach.widgets
from euchre_teach.actions import Kind
from euchre_teach.analysis.heuristics import trump_count
from euchre_teach.bots import get_bot
from euchre_teach.cards import SUIT_WIDTH, mask_of
from euchre_teach.record import Record
from euchre_teach.state import HandState
from euchre_teach.table import Phase
from euchre_teach.views import SeatView
from euchre_teach.widgets.base import play_out
from euchre_teach.widgets.trainer import BidTrainer

NOTEBOOKS = sorted((Path(__file__).parent.parent / "notebooks").glob("*.ipynb"))
#: The calls that make a demo hand, by the name they are called with.
DEMOS = {"from_seed", "start_play", "play_out", "lead", "finish", "discard", "order_up", "practice", "PlayTable"}
#: The calls a lesson's setup lines may make for a demo's arguments (variants and dealt hands).
SETUP = {"from_hands", "find_variant", "replace", "as_rules", "HandState", "new_hand"}


def _name(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""


def _calls(node: ast.AST, names: set[str]) -> list[ast.Call]:
    return [n for n in ast.walk(node) if isinstance(n, ast.Call) and _name(n) in names]


def _namespace() -> dict[str, Any]:
    space: dict[str, Any] = {name: getattr(euchre_teach, name) for name in euchre_teach.__all__}
    space.update({name: getattr(euchre_teach.widgets, name) for name in euchre_teach.widgets.__all__})
    space.update(play_out=play_out, BidTrainer=BidTrainer)  # the lessons import these two by their modules
    return space


def _cells(path: Path) -> Iterator[ast.Module]:
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] == "code":
            source = "".join(cell["source"])
            if not source.lstrip().startswith(("%", "!")):
                yield ast.parse(source)


def _literal(node: ast.AST) -> bool:
    try:
        ast.literal_eval(node)  # type: ignore[arg-type]
    except ValueError:
        return False
    return True


def _setup(statement: ast.stmt) -> bool:
    """A line that builds a demo's arguments: a variant, a deal, a hand to bid by hand, a list of moves."""
    if isinstance(statement, ast.Assign):
        return _literal(statement.value) or bool(_calls(statement.value, SETUP) and not _calls(statement, DEMOS))
    return False


def _moves(statement: ast.stmt, hands: dict[str, HandState]) -> bool:
    """A line (or a ``for`` over listed moves) that applies moves to a hand the lesson built."""
    applies = [c for c in _calls(statement, {"apply"}) if isinstance(c.func, ast.Attribute)
               and isinstance(c.func.value, ast.Name) and c.func.value.id in hands]
    return bool(applies) and isinstance(statement, ast.Expr | ast.For) and not _calls(statement, DEMOS)


def demo_hands(path: Path) -> Iterator[tuple[str, HandState]]:
    """(the call's text, the hand it shows) for every demo call in the lesson at ``path``, and every
    hand it builds and bids move by move (named by its variable)."""
    space = _namespace()
    hands: dict[str, HandState] = {}
    for tree in _cells(path):
        for statement in tree.body:
            if _setup(statement) or _moves(statement, hands):
                yield from _rebound(statement, hands)
                exec(compile(ast.Module([statement], []), str(path), "exec"), space)
                hands.update({name: value for name, value in space.items() if isinstance(value, HandState)})
            for call in _calls(statement, DEMOS):
                if _name(call) == "play_out" and not _calls(call, {"new_hand"}):
                    continue  # a lesson's play_out of its own hand, not a fresh demo
                shown = eval(compile(ast.Expression(call), str(path), "eval"), space)
                hand = _hand_of(shown)
                if hand is not None:
                    yield ast.unparse(call), hand
    yield from hands.items()


def _rebound(statement: ast.stmt, hands: dict[str, HandState]) -> Iterator[tuple[str, HandState]]:
    """The hands an assignment is about to replace (shown before their name is reused)."""
    if isinstance(statement, ast.Assign):
        for target in statement.targets:
            if isinstance(target, ast.Name) and target.id in hands:
                yield target.id, hands.pop(target.id)


def _hand_of(shown: object) -> HandState | None:
    """The hand a demo object shows (None for an object that shows no single hand)."""
    if isinstance(shown, HandState):
        return shown
    for name in ("start", "hand"):  # an exercise's starting position, a table's hand
        found = getattr(shown, name, None)
        if isinstance(found, HandState):
            return found
    record = getattr(shown, "record", None)  # a stepper's record: its last step holds every bid
    return record.final if isinstance(record, Record) else None


def never_made(view: SeatView, kind: Kind, trump: int) -> str | None:
    """Why no sensible player makes ``trump`` from ``view`` (None when one could): fewer than two
    trumps (the dealer's upcard counted), or a count on which the rule-of-thumb bidder passes."""
    rules, hand = view.rules, mask_of(view.own_hand)
    held = hand | (1 << view.the_upcard.id if view.own_seat == view.dealer and view.phase is Phase.ROUND_1 else 0)
    if Kind.PASS not in {a.kind for a in view.legal}:
        return None  # stuck with it: any suit is a sensible call
    if trump_count(rules, held, trump) < 2:
        return f"{kind.value} with {trump_count(rules, held, trump)} trump(s)"
    decision = get_bot("rule of thumb", 0).decide(view)
    return f"the rule of thumb passes: {decision.reason}" if decision.action.kind is Kind.PASS else None


def absurd_bids(hand: HandState) -> list[str]:
    """Every bid in ``hand`` that makes trump where no sensible player would, replayed from its deal, in words.

    A pass is never absurd: a lesson may have everyone pass to show round 2."""
    replay = HandState(hand.rules, hand.deal)
    found = []
    for seat, action in hand.history:
        if replay.phase in (Phase.ROUND_1, Phase.ROUND_2) and action.kind in (Kind.ORDER_UP, Kind.CALL):
            view = replay.view(seat)
            trump = view.the_upcard.id // SUIT_WIDTH if action.kind is Kind.ORDER_UP else int(action.the_suit)
            why = never_made(view, action.kind, trump)
            if why:
                found.append(f"{hand.seat_name(seat)}: {action} ({why})")
        replay.apply(action, seat)
    return found


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_every_demo_bid_is_one_a_sensible_player_makes(path: Path) -> None:
    bad = [f"{call}: {why}" for call, hand in demo_hands(path) for why in absurd_bids(hand)]
    assert bad == []


def test_the_check_finds_the_absurd_bid_the_lessons_once_showed() -> None:
    deal = euchre_teach.Deal.from_hands(euchre_teach.STANDARD, {
        "N": "KH AH 9S TS JS", "E": "9D QD QC KC AC", "S": "JD TD 9C TC JC", "W": "KD AD 9H TH QH"},
        upcard="JH", dealer="N")
    east = euchre_teach.widgets.start_play(deal, "East", discard="9S")
    assert absurd_bids(east) == ["East: order up (order up with 0 trump(s))"]
    assert absurd_bids(euchre_teach.widgets.start_play(deal, "North", discard="9S")) == []
    west = euchre_teach.widgets.start_play(deal, "West", discard="9S")  # three small hearts: the J♥ to North
    assert absurd_bids(west)[0].startswith("West: order up (the rule of thumb passes: 3 points for hearts")


def test_demo_hands_are_found_in_the_lessons() -> None:
    calls = [call for path in NOTEBOOKS for call, _ in demo_hands(path)]
    assert any("from_seed" in c for c in calls) and any("start_play" in c for c in calls)
    assert any("Exercise." in c for c in calls) and any("PlayTable(" in c for c in calls)
    assert "duel" in calls  # a hand the lesson bids move by move
