"""Deals a teacher can share (issue 28, item 4): a record and a step as a short code, back again by replaying,
every kind of damage refused with a CodeError, the links, and the widgets that open a code."""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from euchre_teach import share
from euchre_teach.deal import Deal
from euchre_teach.errors import CodeError, EuchreError, RecordError
from euchre_teach.record import Record
from euchre_teach.rules import PRESET_NAMES, PRESETS, STANDARD
from euchre_teach.share import ALPHABET, CODE_PRESETS, PREFIX, from_code, link_text, share_link, to_code
from euchre_teach.state import HandState, new_hand
from euchre_teach.widgets.base import play_out


def played(rules: object, seed: int) -> Record:
    """A whole hand of ``rules`` from ``seed``, played by the computer players."""
    return Record.of(play_out(new_hand(rules, seed), "rule of thumb", seed))


def unseeded(record: Record) -> Record:
    """The same hand with its deal written out card by card (no seed), as a hand-built deal is."""
    deal = record.deal
    return Record(record.rules, Deal(deal.dealer, deal.hands, deal.kitty), record.actions)


def lone_hand(rules: object, seed: int) -> Record:
    """A hand where the first bid that may go alone does, played out."""
    hand = new_hand(rules, seed)
    for _ in range(40):
        alone = [a for a in hand.legal_actions() if "alone" in str(a) and "defend" not in str(a)]
        if alone:
            hand.apply(alone[0])
            break
        hand.apply(hand.legal_actions()[0])
    assert hand.alone
    return Record.of(play_out(hand, "rule of thumb", seed))


STANDARD_HAND = played("standard", 5)
CODE = to_code(STANDARD_HAND, step=7)


# -- round trips ----------------------------------------------------------------------------------


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_every_preset_round_trips_at_several_steps(name: str) -> None:
    for record in (played(name, 3), unseeded(played(name, 4))):
        for step in (None, 0, 1, len(record) // 2, len(record), -1):
            shared = from_code(to_code(record, step))
            assert shared.record == record
            assert shared.record.deal.seed == record.deal.seed
            assert shared.step == (None if step is None else step % (len(record) + 1))


@pytest.mark.parametrize("name", ["standard", "railroad", "stick the dealer"])
def test_a_lone_hand_round_trips(name: str) -> None:
    record = lone_hand(name, 11)
    assert from_code(to_code(record, 9)) == (record, 9)


def test_a_hand_in_progress_and_a_bare_deal_round_trip() -> None:
    hand = new_hand("standard", 21)
    assert from_code(to_code(Record.of(hand))) == (Record.of(hand), None)
    hand.apply("pass")
    hand.apply("pass")
    assert from_code(to_code(Record.of(hand), 1)) == (Record.of(hand), 1)


def test_rules_that_are_no_preset_travel_as_their_text() -> None:
    rules = STANDARD.replace(target=11, stick_the_dealer=True, seat_names=("Ann", "Bo", "Cy", "Di"))
    record = played(rules, 9)
    back = from_code(to_code(record, 2)).record
    assert back == record and back.rules.seat_names == ("Ann", "Bo", "Cy", "Di")


def test_a_seed_too_large_to_hold_travels_as_the_cards() -> None:
    record = Record(STANDARD, Deal.from_seed(STANDARD, 2**80, 1))
    back = from_code(to_code(record)).record
    assert back.deal.hands == record.deal.hands and back.deal.kitty == record.deal.kitty and back.deal.seed is None


def test_the_code_presets_are_presets_in_a_fixed_order() -> None:
    assert set(CODE_PRESETS) <= set(PRESETS)
    assert CODE_PRESETS[:3] == ("standard", "british", "finnish")  # codes already given name presets by number


# -- length ------------------------------------------------------------------------------------------


def test_a_whole_hand_is_a_short_code() -> None:
    # measured: a whole standard hand is 20 letters from its seed, 31 with its deal written out card by card
    record = played("standard", 5)
    assert len(record) >= 20 and record.final.is_terminal()
    assert len(to_code(record)) <= 24
    assert len(to_code(unseeded(record))) <= 36
    for name in PRESET_NAMES:  # the largest packs and longest auctions too
        assert len(to_code(unseeded(played(name, 6)), -1)) < 60, name


def test_a_code_is_letters_and_digits_that_are_not_easily_misread() -> None:
    assert CODE.startswith(PREFIX)
    assert set(CODE) <= set(ALPHABET)
    assert not set("0OIl") & set(ALPHABET)


# -- damage is refused ---------------------------------------------------------------------------------


def refused(code: object, words: str) -> CodeError:
    with pytest.raises(CodeError) as caught:
        from_code(code)
    assert words in str(caught.value), str(caught.value)
    return caught.value


def test_every_changed_letter_is_refused() -> None:
    for place in range(2, len(CODE)):
        for other in ("1", "z", "A"):
            if CODE[place] != other:
                refused(CODE[:place] + other + CODE[place + 1:], "damaged")


def test_a_code_cut_short_or_with_a_letter_added_is_refused() -> None:
    for end in range(3, len(CODE)):
        with pytest.raises(CodeError):
            from_code(CODE[:end])
    refused(CODE + "a", "damaged")
    refused(CODE[:5] + "a" + CODE[5:], "damaged")
    refused(CODE[:4] + CODE[5:], "damaged")
    refused(CODE[:2] + CODE[3] + CODE[2] + CODE[4:], "damaged")  # two letters swapped


def test_a_letter_never_in_a_code_is_named() -> None:
    error = refused(CODE[:6] + "0" + CODE[7:], "damaged")
    assert "'0'" in str(error) and "place 7" in str(error)


def test_a_code_of_another_version_is_refused_by_its_version() -> None:
    error = refused("E2" + CODE[2:], "version '2'")
    assert "E1" in str(error)


@pytest.mark.parametrize("text", ["", "   ", "hello", "E", "e1abc", "1234567", "E1", "https://example.org/share.html"])
def test_text_that_is_not_a_code_is_refused(text: str) -> None:
    with pytest.raises(CodeError):
        from_code(text)


@pytest.mark.parametrize("value", [None, 5, 1.5, b"E1abc", ["E1"], STANDARD_HAND])
def test_a_value_that_is_not_text_is_refused(value: object) -> None:
    refused(value, "not")


def test_huge_input_is_refused_at_once() -> None:
    refused("E1" + "a" * 10_000_000, "characters long")
    refused("E1" + "a" * 1700, "at most")


def test_a_forged_code_with_a_true_check_that_does_not_replay_is_refused() -> None:
    def forged(number: int) -> str:
        body = share._letters(number)
        return f"{PREFIX}{body}{share._letters(share._check(body), share.CHECK_LETTERS)}"

    with pytest.raises(CodeError, match="does not"):
        from_code(forged(58 ** 40 - 1))  # too many actions for the hand, or a fingerprint that does not match
    writer = share._Writer()
    writer.put(len(CODE_PRESETS), len(CODE_PRESETS) + 1)  # rules given as text ...
    text = b"no such variant"
    writer.put(len(text), share.MAX_RULES_TEXT + 1)
    for byte in text:
        writer.put(byte, 256)
    refused(forged(writer.number()), "does not open a deal")  # ... that name no rules


def test_a_code_this_engine_replays_otherwise_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    code = to_code(STANDARD_HAND)
    monkeypatch.setattr(share, "_fingerprint", lambda actions: 7)  # as if the legal moves came in another order
    refused(code, "does not replay the same way")


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=ALPHABET + "E0Ol -#=", max_size=80))
def test_any_text_is_a_code_or_a_code_error(text: str) -> None:
    with contextlib.suppress(CodeError):
        from_code(text)


@settings(max_examples=200, deadline=None)
@given(st.integers(0, len(CODE) - 1), st.sampled_from(ALPHABET))
def test_a_random_change_is_refused(place: int, letter: str) -> None:
    changed = CODE[:place] + letter + CODE[place + 1:]
    if changed != CODE:
        with pytest.raises(CodeError):
            from_code(changed)


def test_making_a_code_refuses_what_it_cannot_hold(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(CodeError):
        to_code("not a record")  # type: ignore[arg-type]
    with pytest.raises(RecordError):
        to_code(STANDARD_HAND, step=len(STANDARD_HAND) + 1)
    long_names = STANDARD.replace(seat_names=tuple("N" * 19 + str(i) for i in range(4)))
    assert from_code(to_code(Record(long_names, Deal.from_seed(long_names, 1, 0)))).record.rules == long_names
    monkeypatch.setattr(share, "MAX_RULES_TEXT", 40)
    with pytest.raises(CodeError, match="share the record file"):
        to_code(Record(long_names, Deal.from_seed(long_names, 1, 0)))


# -- links ------------------------------------------------------------------------------------------------


def test_a_link_opens_as_its_code() -> None:
    link = share_link(CODE, "https://class.example.org/euchre/")
    assert link == f"https://class.example.org/euchre/share.html#deal={CODE}"
    assert share_link(CODE, view="play") == f"share.html#play={CODE}"
    assert from_code(link) == from_code(CODE)
    with pytest.raises(CodeError):
        share_link(CODE, view="stepper")


def test_link_text_gives_the_code_and_both_links(tmp_path) -> None:
    path = STANDARD_HAND.save(tmp_path / "hand.txt")
    text = link_text(path, site_url="https://class.example.org/euchre", step=3)
    code = to_code(STANDARD_HAND, 3)
    assert code in text.splitlines()
    assert f"https://class.example.org/euchre/share.html#deal={code}" in text
    assert f"https://class.example.org/euchre/share.html#play={code}" in text
    assert "step 3 of" in text
    bare = link_text(STANDARD_HAND)
    assert f"share.html#deal={to_code(STANDARD_HAND)}" in bare and "Put the address" in bare
    with pytest.raises(RecordError):
        link_text(tmp_path / "missing.txt")


def test_the_site_share_page_checks_the_letters_before_it_runs_anything() -> None:
    from euchre_teach.classroom.site import INDEX, share_page

    page = share_page()
    assert f"[{ALPHABET}]" in page and "^#(deal|play)=" in page
    assert "shared_deal(" in page and "repl/index.html?" in page
    assert 'location.replace("share.html" + location.hash)' in INDEX


# -- widgets ------------------------------------------------------------------------------------------------


def test_the_stepper_opens_a_code_at_its_step() -> None:
    from euchre_teach.widgets import HandStepper

    stepper = HandStepper.from_code(CODE, seat="East")
    assert stepper.record == STANDARD_HAND and stepper.cursor == 7 and stepper.seat == 1
    assert HandStepper.from_code(to_code(STANDARD_HAND)).cursor == 0
    with pytest.raises(CodeError):
        HandStepper.from_code(CODE[:-1])


def test_the_play_table_starts_at_the_codes_deal_and_step() -> None:
    from euchre_teach.widgets import PlayTable

    record = played("railroad", 8)
    table = PlayTable(code=to_code(record, 2), seat="South", grading=False, hints=False)
    assert table.rules == record.rules and table.hand.deal == record.deal
    assert table.hand.actions[:2] == record.actions[:2]
    assert len(table.log_shown()) >= 2
    assert "A shared deal" in table.message.value
    if table.hand.actions:
        table.retry()
        assert table.hand.deal == record.deal
    fresh = PlayTable(code=to_code(record), seat="South", grading=False, hints=False)
    assert fresh.hand.deal == record.deal and "from the deal" in fresh.message.value
    over = PlayTable(code=to_code(record, -1), seat="South", grading=False, hints=False)  # a finished hand
    assert over.hand.deal == record.deal and "from the deal" in over.message.value


def test_the_play_table_refuses_a_bad_code_and_a_match() -> None:
    from euchre_teach.widgets import PlayTable

    with pytest.raises(CodeError, match="damaged"):
        PlayTable(code=CODE[:-2] + "zz")
    with pytest.raises(EuchreError, match="single hand"):
        PlayTable(code=CODE, match=True)


def test_the_sites_widget_shows_a_refused_code_in_words() -> None:
    from euchre_teach.widgets import HandStepper, PlayTable, shared_deal

    assert isinstance(shared_deal(CODE, "deal"), HandStepper)
    assert isinstance(shared_deal(CODE, "play"), PlayTable)
    message = shared_deal(CODE[:-1] + "1", "deal")
    assert "cannot be opened" in message.value and "damaged" in message.value
    assert "cannot be opened" in shared_deal(CODE, "stepper").value


def test_nothing_changes_when_a_code_is_refused() -> None:
    before = STANDARD_HAND.to_text()
    for bad in (CODE[:-1], "E9" + CODE[2:], CODE + "1"):
        with pytest.raises(CodeError):
            from_code(bad)
    assert STANDARD_HAND.to_text() == before
    assert isinstance(HandState(STANDARD, STANDARD_HAND.deal), HandState)
