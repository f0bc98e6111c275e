"""Writing EGN: each deal's actions as calls, a discard and tricks, with its notes and alternative lines.

What is written is valid under the spec's JSON schema (``schemas/egn-schema-v1.json``) and reads back
as the same :class:`~euchre_teach.egn.game.EgnGame`. An action EGN cannot say (a lone defender, an
exchange) or rules it cannot say are an :class:`~euchre_teach.errors.EgnError` naming them.
"""

from __future__ import annotations

import json
from typing import Any

from euchre_teach.actions import Action, Kind
from euchre_teach.egn.fields import notes_json
from euchre_teach.egn.game import EgnBranch, EgnDeal, EgnGame
from euchre_teach.egn.notation import call_text, card_text, ruleset_of
from euchre_teach.errors import EgnError
from euchre_teach.rules import Rules
from euchre_teach.state import HandState

VERSION = "1.4"


def _call(action: Action) -> str:
    if action.kind is Kind.PASS:
        return "Pass"
    if action.kind is Kind.ORDER_UP:
        return "Order"
    if action.kind is Kind.CALL:
        return call_text(action.the_suit)
    raise EgnError(f"EGN cannot write the action {str(action)!r}")


def line_of(rules: Rules, egn: EgnDeal, actions: tuple[Action, ...]) -> dict[str, Any]:
    """A line of play as EGN's parts: calls, isAlone, discard and tricks (each a list of card texts)."""
    state = HandState(rules, egn.deal)
    calls: list[str] = []
    alone, dropped = False, None
    for action in actions:
        if action.kind is Kind.DISCARD:
            dropped = card_text(action.the_card)
        elif action.kind is not Kind.PLAY:
            calls.append(_call(action))
            alone = alone or action.alone
        state.apply(action)
    tricks = [[card_text(c) for c in trick.cards] for trick in state.tricks]
    if state.current_trick is not None and state.current_trick.plays:
        tricks.append([card_text(c) for c in state.current_trick.cards])
    return {"calls": calls, "isAlone": alone, "discard": dropped, "tricks": tricks}


def _bidding(line: dict[str, Any], calls: list[str], discard_known: bool, notes: Any) -> dict[str, Any]:
    phase: dict[str, Any] = {"phaseNumber": 0, "type": "EUCHRE_BIDDING", "calls": calls, "isAlone": line["isAlone"]}
    if discard_known and line["discard"] is not None:
        phase["discard"] = line["discard"]
    if notes:
        phase["callAnnotations"] = notes_json(notes)
    return phase


def _play(tricks: list[list[str]], notes: Any) -> dict[str, Any]:
    phase: dict[str, Any] = {"phaseNumber": 1, "type": "TRICK_PLAY", "tricks": tricks}
    if notes:
        phase["playAnnotations"] = notes_json(notes)
    return phase


def _phases(line: dict[str, Any], calls: list[str], tricks: list[list[str]], discard_known: bool,
            call_notes: Any, play_notes: Any) -> list[dict[str, Any]]:
    phases = [_bidding(line, calls, discard_known, call_notes)] if calls or call_notes else []
    if tricks or play_notes:
        phases.append(_play(tricks, play_notes))
    return phases


def _branch(rules: Rules, egn: EgnDeal, main: dict[str, Any], branch: EgnBranch) -> dict[str, Any]:
    """An alternative line: the phases after ``branchIndex`` (a trick begun keeps only its later cards)."""
    line = line_of(rules, egn, branch.actions)
    step = branch.step
    if step < len(main["calls"]):
        phases = _phases(line, line["calls"][step:], line["tricks"], branch.discard_known,
                         branch.call_notes, branch.play_notes)
        return {"branchIndex": step, "phases": phases}
    size = 3 if line["isAlone"] else 4
    cards = [card for trick in line["tricks"] for card in trick][step - len(line["calls"]):]
    first = size - (step - len(line["calls"])) % size
    tricks = [cards[:first]] + [cards[i:i + size] for i in range(first, len(cards), size)]
    return {"branchIndex": step, "phases": [_play([t for t in tricks if t], branch.play_notes)]}


def deal_json(rules: Rules, egn: EgnDeal, number: int) -> dict[str, Any]:
    """One deal as EGN: its dealer and upcard (and hands, when known), phases and alternative lines."""
    initial: dict[str, Any] = {"dealer": egn.deal.dealer, "upCard": card_text(egn.deal.upcard)}
    if egn.hands_written:
        initial["playerCards"] = [[] if seat in egn.unknown else [card_text(c) for c in hand]
                                  for seat, hand in enumerate(egn.deal.hands)]
    main = line_of(rules, egn, egn.actions)
    out: dict[str, Any] = {"dealNumber": number, "initialState": initial,
                           "phases": _phases(main, main["calls"], main["tricks"], egn.discard_known,
                                             egn.call_notes, egn.play_notes)}
    if egn.branches:
        out["alternativeLines"] = [_branch(rules, egn, main, b) for b in egn.branches]
    return out


def write_game(game: EgnGame) -> dict[str, Any]:
    """The game as EGN's JSON data."""
    metadata: dict[str, Any] = {**game.info, "initialScore": list(game.initial_score),
                                "ruleset": ruleset_of(game.rules)}
    metadata.setdefault("players", list(game.rules.seat_names))
    return {"fileType": "Euchre Game Notation", "version": VERSION, "metadata": metadata,
            "deals": [deal_json(game.rules, egn, n) for n, egn in enumerate(game.deals)]}


def egn_text(game: EgnGame) -> str:
    """The game as EGN text (indented JSON)."""
    return json.dumps(write_game(game), indent=2, ensure_ascii=False) + "\n"
