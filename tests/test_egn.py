"""Euchre Game Notation in and out: real games replay, trick by trick and score by score, and round-trip.

The oracle for seats, trick winners and points is written here from the EGN spec's replayer notes
(docs/replayer-logic.md of the euchre-game-notation repository), independently of the engine.
"""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from euchre_teach import Match, Record
from euchre_teach.egn import EGN_STANDARD, convert, egn_text, read_game, write_game
from euchre_teach.errors import EgnError
from euchre_teach.state import HandState

DATA = Path(__file__).parent / "data" / "egn"
GAMES = sorted(DATA.glob("*.egn"))
SCHEMA = json.loads((DATA / "egn-schema-v1.json").read_text(encoding="utf-8"))
LEFT = {"c": "s", "s": "c", "d": "h", "h": "d"}
VALUE = {"A": 14, "K": 13, "Q": 12, "J": 11, "T": 10, "9": 9}


def _strength(card: str, led: str, trump: str) -> int:
    rank, suit = card[0], card[1]
    if rank == "J" and suit == trump:
        return 100
    if rank == "J" and suit == LEFT[trump]:
        return 99
    if suit == trump:
        return 80 + VALUE[rank]
    return 40 + VALUE[rank] if suit == led else 0


def _led_suit(card: str, trump: str) -> str:
    return trump if card[0] == "J" and card[1] == LEFT[trump] else card[1]


def _oracle(deal: dict, loner_lead: str) -> tuple[list[list[tuple[int, str]]], list[int], int, bool, str]:
    """Each trick's (seat, card) plays and winners, the maker, alone and trump, by the spec's rules."""
    bidding = next(p for p in deal["phases"] if p["type"] == "EUCHRE_BIDDING")
    dealer, upcard = deal["initialState"]["dealer"], deal["initialState"]["upCard"]
    index = next(i for i, c in enumerate(bidding["calls"]) if c != "Pass")
    maker = (dealer + 1 + index) % 4
    trump = upcard[1] if index < 4 else bidding["calls"][index]
    alone = bidding.get("isAlone", False)
    out = (maker + 2) % 4 if alone else None
    lead = (maker + 1) % 4 if alone and loner_lead == "LEFT_OF_LONER" else (dealer + 1) % 4
    if lead == out:
        lead = (lead + 1) % 4
    plays, winners = [], []
    tricks = next((p["tricks"] for p in deal["phases"] if p["type"] == "TRICK_PLAY"), [])
    for trick in tricks:
        seats = [s for s in ((lead + i) % 4 for i in range(4)) if s != out]
        plays.append(list(zip(seats, trick, strict=False)))
        led = _led_suit(trick[0], trump)
        best = max(range(len(trick)), key=lambda i: _strength(trick[i], led, trump))
        lead = seats[best]
        winners.append(lead)
    return plays, winners, maker, alone, trump


def _payout(winners: list[int], maker: int, alone: bool, ruleset: dict) -> tuple[int, int]:
    """The spec's payout table: (team 0, team 1) points of a finished deal."""
    taken = sum(1 for w in winners if w % 2 == maker % 2)
    team = maker % 2
    if taken < 3:
        points = ruleset.get("loner_euchred_score", 2) if alone else 2
        team = 1 - team
    elif taken == 5:
        points = ruleset.get("loner_march_score", 4) if alone else 2
    else:
        points = 1
    return (points, 0) if team == 0 else (0, points)


def _same_hand(a: Record, b: Record) -> bool:
    """The same hand as far as EGN can say: rules, dealer, upcard, who held what, every action.

    EGN keeps no seed and no order of the cards left in the kitty, so a seeded deal comes back as the
    same cards without its seed (a deal read from EGN comes back equal, seed and all)."""
    def cards(record: Record) -> tuple:
        deal = record.deal
        return (deal.dealer, deal.upcard, [sorted(h, key=lambda c: c.id) for h in deal.hands], set(deal.kitty))
    return (a.rules, a.actions, cards(a)) == (b.rules, b.actions, cards(b))


@pytest.mark.parametrize("path", GAMES, ids=[p.stem for p in GAMES])
def test_a_real_game_replays_card_by_card_trick_by_trick_and_score_by_score(path: Path) -> None:
    raw = json.loads(path.read_text(encoding="utf-8"))
    ruleset = raw["metadata"].get("ruleset", {})
    game = read_game(path)
    match = Match.from_egn(path)
    score = list(raw["metadata"]["initialScore"])
    assert len(game.deals) == len(raw["deals"])
    for n, (egn, deal) in enumerate(zip(game.deals, raw["deals"], strict=True)):
        plays, winners, maker, alone, _ = _oracle(deal, ruleset.get("loner_lead", "LEFT_OF_DEALER"))
        state = Record(game.rules, egn.deal, egn.actions).final
        engine_tricks = [*state.tricks, *([state.current_trick] if state.current_trick else [])]
        seen = [[(seat, card.code[0] + card.code[1].lower()) for seat, card in t.plays] for t in engine_tricks]
        assert seen == [p for p in plays if p], f"deal {n + 1}: the seats of the cards differ"
        assert [t.winner for t in state.tricks] == winners[:len(state.tricks)], f"deal {n + 1}: trick winners"
        assert state.maker == maker and bool(state.alone) == alone
        if len(winners) == 5:
            points = _payout(winners, maker, alone, ruleset)
            score = [score[0] + points[0], score[1] + points[1]]
            assert list(match.history[n].scores[:2]) == score, f"deal {n + 1}: the running score"
    assert match.scores[:2] == score


@pytest.mark.parametrize("path", GAMES, ids=[p.stem for p in GAMES])
def test_a_real_game_round_trips_and_what_is_written_is_valid_egn(path: Path) -> None:
    game = read_game(path)
    written = write_game(game)
    jsonschema.validate(written, SCHEMA)
    assert read_game(written) == game
    assert read_game(egn_text(game)) == game
    match = Match.from_egn(path)
    again = Match.from_egn(match.to_egn())
    assert (again.rules, again.records, again.scores) == (match.rules, match.records, match.scores)


def test_annotations_and_alternative_lines_are_kept() -> None:
    game = read_game(DATA / "vwec_finals_annotated.egn")
    first = game.deals[0]
    assert [b.step for b in first.branches] == [8]
    branch = first.branches[0]
    record = Record(game.rules, first.deal, first.actions)
    assert record.branch(branch.fork, branch.actions[branch.fork]).actions == branch.actions[:branch.fork + 1]
    assert branch.actions[:branch.fork] == first.actions[:branch.fork] != branch.actions
    assert branch.play_notes[0][1][0].startswith("This line leads to a march")
    assert game.deals[1].call_notes[0][0] == 4
    assert game.players == ("WWMM", "Llama", "Euchrazy1", "LeftyKnavey")
    assert game.info["title"] == "VWEC Finals"


def test_a_loners_partner_is_marked_unknown_and_the_known_hands_are_what_was_played() -> None:
    game = read_game(DATA / "masters_euchreverse_w1_g1.egn")
    for egn in game.deals:
        state = Record(game.rules, egn.deal, egn.actions).final
        if state.alone:
            assert state.rules.partner(state.maker) in egn.unknown
        played = {seat: {card for t in state.tricks for s, card in t.plays if s == seat} for seat in range(4)}
        for seat in set(range(4)) - egn.unknown:
            dealt = set(egn.deal.hands[seat])
            if seat == egn.deal.dealer and state.upcard_taken:
                dealt = dealt - {state.discarded} | {egn.deal.upcard}
            assert dealt == played[seat], f"seat {seat}: a known hand is exactly the cards it played"
    written = write_game(game)
    hands = [d["initialState"].get("playerCards") for d in written["deals"]]
    assert hands == [None] * len(hands), "a file without hands is written without hands"


def test_a_match_played_by_the_engine_round_trips() -> None:
    match = Match(EGN_STANDARD, seed=8)
    while not match.is_terminal():
        match.apply(match.legal_actions()[-1])
    again = Match.from_egn(match.to_egn())
    jsonschema.validate(json.loads(match.to_egn()), SCHEMA)
    assert all(_same_hand(a, b) for a, b in zip(again.records, match.records, strict=True))
    assert (again.scores, again.winners()) == (match.scores, match.winners())


def test_a_record_made_by_the_engine_round_trips_with_its_hands() -> None:
    hand = HandState(EGN_STANDARD, Match(EGN_STANDARD, seed=3).hand.deal)
    while not hand.is_terminal():
        hand.apply(hand.legal_actions()[-1])
    record = Record.of(hand)
    text = record.to_egn()
    jsonschema.validate(json.loads(text), SCHEMA)
    assert _same_hand(Record.from_egn(text), record)
    assert Record.from_egn(Record.from_egn(text).to_egn()) == Record.from_egn(text)
    assert json.loads(text)["deals"][0]["initialState"]["playerCards"][0]


def test_a_canadian_loner_is_written_and_read_back() -> None:
    rules = EGN_STANDARD.replace(dealer_partner_must_go_alone=True)
    for seed in range(40):
        hand = HandState(rules, Match(rules, seed=seed).hand.deal)
        hand.apply("pass")
        if hand.can("order up alone") and not hand.can("order up"):
            break
    else:
        pytest.fail("no deal lets the dealer's partner order up")
    hand.apply("order up alone")
    while not hand.is_terminal():
        hand.apply(hand.legal_actions()[0])
    text = Record.of(hand).to_egn()
    data = json.loads(text)
    assert data["metadata"]["ruleset"]["canadian"] is True
    assert data["deals"][0]["phases"][0]["isAlone"] is True
    assert _same_hand(Record.from_egn(text), Record.of(hand))
    data["deals"][0]["phases"][0]["isAlone"] = False
    data["deals"][0]["phases"][1]["tricks"] = []
    with pytest.raises(EgnError, match="deal 1"):
        read_game(data)


def test_rules_egn_cannot_say_are_refused_by_name_when_writing() -> None:
    record = Record.of(HandState(EGN_STANDARD.replace(defend_alone="always"), Match(seed=1).hand.deal))
    with pytest.raises(EgnError, match="defend_alone"):
        record.to_egn()


def test_convert_between_egn_and_the_toolkits_files(tmp_path: Path) -> None:
    source = DATA / "vwec_finals_annotated.egn"
    with pytest.raises(EgnError, match="13 deals"):
        convert(source, tmp_path / "hand.json")
    assert not (tmp_path / "hand.json").exists()
    written = convert(source, tmp_path / "hand.json", deal=2)
    record = Record.load(written)
    assert record == Record.from_egn(source, deal=2)
    back = convert(written, tmp_path / "hand.egn")
    assert Record.from_egn(back) == record
    text = convert(convert(source, tmp_path / "hand.txt", deal=3), tmp_path / "three.egn")
    assert Record.from_egn(text) == Record.from_egn(source, deal=3)
    match = Match(EGN_STANDARD, seed=5)
    for _ in range(60):
        match.apply(match.legal_actions()[0])
    match.save(tmp_path / "match.json")
    again = Match.from_egn(convert(tmp_path / "match.json", tmp_path / "match.egn"))
    played = [*match.records, Record.of(match.hand)]
    assert len(again.records) == len(match.records)
    assert all(_same_hand(a, b) for a, b in zip([*again.records, Record.of(again.hand)], played, strict=True))
    assert again.scores == match.scores
    with pytest.raises(EgnError, match=r"\.egn"):
        convert(source, tmp_path / "out.pdf")


def test_the_championship_game_ships_with_the_package_and_opens_by_name() -> None:
    """The lesson's game is inside the package (so in the lab and in the offline site's wheel), unchanged,
    with the README naming its source and the license text beside it."""
    from euchre_teach.classroom.wheel import package_files
    from euchre_teach.egn import sample_game, sample_names, sample_path

    shipped = sample_path("vwec final")
    assert shipped.read_bytes() == (DATA / "vwec_finals_annotated.egn").read_bytes()
    assert sample_path("VWEC Finals") == sample_path("vwec_finals_annotated.egn") == shipped
    game = sample_game()
    assert game.players == ("WWMM", "Llama", "Euchrazy1", "LeftyKnavey") and len(game.deals) == 13
    assert game.info["description"] == "Finals of the Virtual World Euchre Championship on Euchre.com"
    assert sample_names() == ("vwec final",)
    files = package_files()
    for name in ("vwec_finals_annotated.egn", "README.md", "LICENSE-Apache-2.0.txt"):
        assert f"euchre_teach/games/{name}" in files
    readme = files["euchre_teach/games/README.md"].decode()
    assert "NextSuit-Labs/euchre-game-notation" in readme and "Apache License 2.0" in readme
    assert "3ffee90bf340a92467b1035a8072705c3428a7cd" in readme
    for bad in ("no such game", "", 7):
        with pytest.raises(EgnError):
            sample_path(bad)  # type: ignore[arg-type]
