"""Reading EGN: every deal is seated, its hands rebuilt and its lines replayed by the engine.

A file that does not replay is refused with the game, the deal, the seat, the card and the rule
(the engine's own explanation of the illegal play), and nothing half-loaded is returned: the
:class:`~euchre_teach.egn.game.EgnGame` is built only once every deal has replayed.
"""

from __future__ import annotations

import json
from typing import Any

from euchre_teach.actions import Action, call, discard, play
from euchre_teach.cards import Card
from euchre_teach.egn.fields import data_of, get, items, notes, number
from euchre_teach.egn.game import EgnBranch, EgnDeal, EgnGame
from euchre_teach.egn.hands import Line, reconstruct
from euchre_teach.egn.notation import CALLS, card_of, rules_of, suit_of_call
from euchre_teach.errors import EgnError, EuchreError
from euchre_teach.rules import Rules
from euchre_teach.state import HandState, Phase

FILE_TYPE = "Euchre Game Notation"


def _bidding(phase: dict[str, Any], where: str) -> tuple[list[str], bool, Card | None]:
    """A bidding phase's calls, isAlone and discard; exchanges and lone defenders are refused."""
    calls = items(phase, "calls", where, 16)
    for i, text in enumerate(calls):
        if text not in CALLS:
            raise EgnError(f"{where}: call {i} is {str(text)[:20]!r}, not one of {', '.join(CALLS)}")
        if text in ("n", "x"):
            raise EgnError(f"{where}: call {i} is {text!r} (no trump or an unknown call), which the engine cannot play")
    if get(phase, "aloneDefender", int, where, -1) != -1:
        raise EgnError(f"{where}: a lone defender (aloneDefender) cannot be played: EGN games here have none")
    if get(phase, "cardExchanges", list, where, []):
        raise EgnError(f"{where}: card exchanges (cardExchanges) cannot be played by the engine")
    given = get(phase, "discard", str, where, None)
    dropped = None if given is None else card_of(given, f"{where}.discard")
    return calls, get(phase, "isAlone", bool, where, False), dropped


def _tricks(phase: dict[str, Any], where: str) -> list[tuple[Card, ...]]:
    tricks = items(phase, "tricks", where, 10)
    out = []
    for t, trick in enumerate(tricks):
        if not isinstance(trick, list) or len(trick) > 10:
            raise EgnError(f"{where}: trick {t + 1} must be a list of at most 10 cards")
        out.append(tuple(card_of(c, f"{where}: trick {t + 1}") for c in trick))
    return out


def _phases(raw: list[Any], where: str) -> tuple[dict[str, Any] | None, dict[str, Any] | None]:
    """The bidding phase and the trick-play phase of a list of phases (either may be missing)."""
    found: dict[str, dict[str, Any]] = {}
    for p, phase in enumerate(raw):
        if not isinstance(phase, dict):
            raise EgnError(f"{where}: phase {p} must be an object")
        kind = phase.get("type")
        if kind not in ("EUCHRE_BIDDING", "TRICK_PLAY") or kind in found:
            raise EgnError(f"{where}: phase {p} has type {str(kind)[:30]!r}; a deal has one EUCHRE_BIDDING "
                           "phase, then one TRICK_PLAY phase")
        if kind == "EUCHRE_BIDDING" and found:
            raise EgnError(f"{where}: the bidding phase comes after the trick play")
        found[kind] = phase
    return found.get("EUCHRE_BIDDING"), found.get("TRICK_PLAY")


def _main_line(phases: list[Any], where: str) -> Line:
    bidding, tricks = _phases(phases, where)
    calls, alone, given = _bidding(bidding, where) if bidding is not None else ([], False, None)
    return Line(tuple(calls), alone, given, tuple(_tricks(tricks, where)) if tricks is not None else ())


def _branch_line(main: Line, step: int, phases: list[Any], where: str) -> Line:
    """The whole alternative line: the main line's first ``step`` decisions, then the file's phases."""
    bidding, trick_phase = _phases(phases, where)
    alt = _tricks(trick_phase, where) if trick_phase is not None else []
    cards_before = step - len(main.calls)
    if bidding is not None:
        if cards_before > 0:
            raise EgnError(f"{where}: branchIndex {step} is in the play, yet the line gives new calls")
        calls, alone, given = _bidding(bidding, where)
        line = Line((*main.calls[:step], *calls), alone, given, ())
        return Line(line.calls, alone, given, tuple(alt))
    if cards_before < 0:
        raise EgnError(f"{where}: branchIndex {step} is in the bidding, yet the line gives no calls")
    flat = [card for trick in main.tricks for card in trick]
    if cards_before > len(flat):
        raise EgnError(f"{where}: branchIndex {step} is past the main line's last card")
    cards = flat[:cards_before] + [card for trick in alt for card in trick]
    size = 3 if main.alone else 4
    tricks = tuple(tuple(cards[i:i + size]) for i in range(0, len(cards), size))
    return Line(main.calls, main.alone, main.discard, tricks)


def _say(state: HandState, action: Action, seat: int, where: str, what: str) -> None:
    """Apply ``action`` for ``seat``, or refuse the file with the engine's reason (and rule)."""
    try:
        state.apply(action, seat)
    except EuchreError as exc:
        reason = str(exc).rstrip(".")
        rule = " (R18)" if "must follow" in reason and "R18" not in reason else ""
        who = state.rules.seat_name(seat)
        raise EgnError(f"{where}: {who} {what}. The engine refuses it: {reason}{rule}.") from None


def replay(state: HandState, line: Line, where: str) -> list[int]:
    """Play ``line`` on the fresh hand ``state``; return each EGN step's action index (calls, then cards)."""
    rules, dealer = state.rules, state.dealer
    steps: list[int] = []
    made = False
    for i, text in enumerate(line.calls):
        seat = (dealer + 1 + i) % rules.players
        alone = line.alone and text != "Pass" and not made
        made = made or text != "Pass"
        action = (Action.parse("pass") if text == "Pass" else Action.parse("order up alone" if alone else "order up")
                  if text == "Order" else call(suit_of_call(text), alone))
        steps.append(len(state.actions))
        _say(state, action, seat, where, f"says {text!r} (call {i})")
    if state.phase is Phase.DISCARD:
        held = state.hands()[dealer]
        later = {c for trick in line.tricks for c in trick}
        unplayed = [c for c in sorted(held, key=lambda c: c.id) if c not in later]
        choice = line.discard if line.discard is not None else unplayed[0]
        _say(state, discard(choice), dealer, where, f"discards the {choice}")
    for t, trick in enumerate(line.tricks):
        for card in trick:
            turn = state.current_player()
            if turn is None:
                raise EgnError(f"{where}: trick {t + 1} plays the {card} after the deal is over")
            steps.append(len(state.actions))
            _say(state, play(card), turn, where, f"plays the {card} in trick {t + 1}")
    steps.append(len(state.actions))
    return steps


def _deal(rules: Rules, raw: object, n: int, title: str) -> EgnDeal:
    """One deal of the file, replayed with its alternative lines."""
    where = f"{title}deal {n + 1}"
    if not isinstance(raw, dict):
        kind = "a condensed (bitpacked) deal" if isinstance(raw, str) else type(raw).__name__
        raise EgnError(f"{where}: euchre_teach reads expanded JSON deals, not {kind}")
    where = f"{where} (dealNumber {get(raw, 'dealNumber', int, where)})"
    state_raw = get(raw, "initialState", dict, where)
    dealer = number(state_raw, "dealer", f"{where}.initialState", 0, rules.players - 1)
    upcard = card_of(get(state_raw, "upCard", str, f"{where}.initialState"), f"{where}: the upcard")
    given = _given_hands(state_raw, where)
    main = _main_line(items(raw, "phases", where, 2), where)
    alts = []
    for b, alt in enumerate(items(raw, "alternativeLines", where, 50, [])):
        there = f"{where}, alternative line {b + 1}"
        if not isinstance(alt, dict):
            raise EgnError(f"{there} must be an object")
        step = number(alt, "branchIndex", there, 0, 200)
        alts.append((there, step, alt, _branch_line(main, step, items(alt, "phases", there, 2), there)))
    lines = [(where, main)] + [(there, line) for there, _, _, line in alts]
    deal, unknown = reconstruct(rules, dealer, upcard, lines, given)
    state = HandState(rules, deal)
    steps = replay(state, main, where)
    branches = tuple(_branch(rules, deal, steps, there, step, alt, line) for there, step, alt, line in alts)
    bidding, tricks = _phases(raw["phases"], where)
    return EgnDeal(deal, state.actions, unknown, main.discard is not None, bool(given),
                   notes(bidding or {}, "callAnnotations", where), notes(tricks or {}, "playAnnotations", where),
                   branches)


def _given_hands(state_raw: dict[str, Any], where: str) -> dict[int, set[Card]]:
    hands = items(state_raw, "playerCards", f"{where}.initialState", 4, [])
    out: dict[int, set[Card]] = {}
    for seat, cards in enumerate(hands):
        if not isinstance(cards, list) or len(cards) > 10:
            raise EgnError(f"{where}: playerCards[{seat}] must be a list of cards")
        out[seat] = {card_of(c, f"{where}: playerCards[{seat}]") for c in cards}
    return {seat: cards for seat, cards in out.items() if cards}


def _branch(rules: Rules, deal: Any, steps: list[int], there: str, step: int, alt: dict[str, Any],
            line: Line) -> EgnBranch:
    if step >= len(steps):
        raise EgnError(f"{there}: branchIndex {step} is past the main line's last decision")
    state = HandState(rules, deal)
    replay(state, line, there)
    bidding, tricks = _phases(alt["phases"], there)
    return EgnBranch(step, steps[step], state.actions, bidding is None or "discard" in bidding,
                     notes(bidding or {}, "callAnnotations", there), notes(tricks or {}, "playAnnotations", there))


def _scores(rules: Rules, deals: list[EgnDeal], start: tuple[int, int], title: str) -> tuple[int, int]:
    """Play the deals' points onto ``start``; a deal after the game was won is refused."""
    score = list(start)
    for n, egn in enumerate(deals):
        if max(score) >= rules.target:
            raise EgnError(f"{title}deal {n + 1}: the game was already won {score[0]}–{score[1]} "
                           f"(the target is {rules.target})")
        state = HandState(rules, egn.deal)
        for action in egn.actions:
            state.apply(action)
        points = state.points()
        score = [score[0] + points[0], score[1] + points[1]]
    return score[0], score[1]


def _check_top(data: Any) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise EgnError(f"an EGN game is a JSON object, not {type(data).__name__}")
    if data.get("fileType") != FILE_TYPE:
        raise EgnError(f"the field 'fileType' is {str(data.get('fileType'))[:40]!r}, not {FILE_TYPE!r}")
    version = get(data, "version", str, "the game")
    if not version.startswith("1."):
        raise EgnError(f"EGN version {version[:20]!r} cannot be read: euchre_teach reads version 1")
    return data


def _score_pair(pair: list[Any], key: str) -> tuple[int, int]:
    """Two team scores (team 0, team 1) as EGN's ``initialScore`` and ``finalScore`` give them."""
    if len(pair) != 2 or not all(type(v) is int and 0 <= v < 10_000 for v in pair):
        raise EgnError(f"metadata.{key} must be two whole numbers (team 0, team 1), not {str(pair)[:40]}")
    return pair[0], pair[1]


def read_game(source: object) -> EgnGame:
    """An EGN game from a path, JSON text or parsed JSON, every deal replayed; or an ``EgnError``."""
    data = _check_top(data_of(source))
    metadata = get(data, "metadata", dict, "the game")
    rules = rules_of(get(metadata, "ruleset", dict, "metadata", {}))
    start = _score_pair(get(metadata, "initialScore", list, "metadata"), "initialScore")
    title = get(metadata, "title", str, "metadata", "")
    named = f"game {title[:60]!r}, " if title else ""
    deals = [_deal(rules, raw, n, named) for n, raw in enumerate(items(data, "deals", "the game", 100))]
    final = _scores(rules, deals, start, named)
    said = get(metadata, "finalScore", list, "metadata", None)
    if said is not None and _score_pair(said, "finalScore") != final:
        raise EgnError(f"{named}the file's finalScore is {said[0]}–{said[1]}, but its deals score "
                       f"{final[0]}–{final[1]}")
    return EgnGame(rules, tuple(deals), start, _kept(metadata))


def _kept(metadata: dict[str, Any]) -> str:
    """The metadata EGN keeps besides the rules and scores (title, players…), checked, as canonical JSON."""
    kept = {}
    for key, value in metadata.items():
        if key in ("ruleset", "initialScore", "finalScore"):
            continue
        if key not in ("gameId", "title", "description", "date", "players"):
            raise EgnError(f"metadata: {str(key)[:40]!r} is not an EGN metadata field")
        if key != "players" and not (isinstance(value, str) and len(value) <= 1024):
            raise EgnError(f"metadata: the field {key!r} must be text of at most 1024 characters")
        kept[key] = value
    for seat, player in enumerate(items(metadata, "players", "metadata", 10)):
        if not (isinstance(player, str) or (isinstance(player, dict) and isinstance(player.get("name"), str))):
            raise EgnError(f"metadata: players[{seat}] must be a name or an object with a 'name'")
    try:
        return json.dumps(kept, sort_keys=True, ensure_ascii=False)
    except (TypeError, ValueError):
        raise EgnError("metadata: the players must be plain JSON (names, ids and sources as text)") from None
