"""Why a move is refused, what a seat may do, and the words of the lessons' helpers and the bidding round, in the
learner's language: the explanations of illegal moves (explain), the errors of reading a typed action (actions),
``hand_words``, ``choices_words``, ``dealer_discard_words`` and the rest of widgets.lesson, and BiddingRound's
buttons, tooltips and status lines. English stays as it was."""

from __future__ import annotations

import pytest

from euchre_teach import Deal, find_variant, new_hand
from euchre_teach.errors import EuchreError
from euchre_teach.i18n import catalog, speaking
from euchre_teach.i18n.extract import find_messages
from euchre_teach.state import HandState
from euchre_teach.widgets.bidding import BiddingRound
from euchre_teach.widgets.lesson import choices_words, dealer_discard_words, hand_words, start_play, story_words

TRANSLATED = ("fi", "es", "ja", "ro")
#: The modules of this group: every message they say is translated in every catalog.
MODULES = {"euchre_teach/explain.py", "euchre_teach/actions.py", "euchre_teach/widgets/lesson.py",
           "euchre_teach/widgets/bidding.py"}
#: The word of each language's glossary for "trump" and for "left bower", which the refused J♦ names.
TRUMP = {"fi": "valttimaa", "es": "triunfo", "ja": "切り札", "ro": "atu"}
LEFT_BOWER = {"fi": "vasen bower", "es": "bower izquierdo", "ja": "レフトバウアー", "ro": "bower stâng"}
#: English words of these modules that no translated text may keep.
ENGLISH = ("cannot play", "must follow", "trump is", "may:", "holds", "the dealer", "picked up", "discarded",
           "turned down", "is not an action", "Round 1", "your turn", "Next seat", "Finish the bidding", "New deal",
           "Say:", "Let the", "deals", "Trick 1", "wins", "Result:")


def _lesson_2() -> HandState:
    """Lesson 2's hand: hearts trump, East led the 9♦, and South holds the 10♦ and the J♦ (the left bower)."""
    rules = find_variant("first lessons")
    deal = Deal.from_hands(rules, {"North": "KH AH 9S TS JS", "East": "9D QD QC KC AC", "South": "JD TD 9C TC JC",
                                   "West": "KD AD 9H TH QH"}, upcard="JH", dealer="North")
    hand = start_play(deal, "North", discard="9S", rules=rules)
    hand.apply("play 9D")
    return hand


def _refused(hand: HandState, action: str, seat: str | None = None) -> str:
    with pytest.raises(EuchreError) as refused:
        hand.apply(action, seat)
    return str(refused.value)


def _texts() -> dict[str, str]:
    """The texts of lessons 2 and 3 this group makes, in the language spoken now."""
    hand = _lesson_2()
    round_2 = new_hand("first lessons", seed=3)
    for _ in range(4):
        round_2.apply("pass")
    bidding = BiddingRound.practice("first bids")
    bidding.next_seat()
    played = new_hand("first lessons", seed=1)
    played.apply("order up")
    while not played.is_terminal():
        played.apply(played.legal_actions()[0])
    return {
        "holds": hand_words(hand, "South"),
        "refused": _refused(hand, "play JD"),
        "turn": _refused(hand, "play KD", "West"),
        "choices": choices_words(hand),
        "discard": dealer_discard_words(start_play(hand.deal, "North", rules=hand.rules)),
        "round 2": _refused(round_2, "order up"),
        "typed": _refused(round_2, "blah"),
        "summary": bidding.summary(),
        "buttons": " | ".join(f"{b.description} {b.tooltip}" for b in (bidding.next_button, bidding.finish_button,
                                                                        bidding.new_button, *bidding.choices.children)),
        "message": bidding.message.value,
        "story": story_words(played),
    }


def test_english_stays_as_it_was() -> None:
    texts = _texts()
    assert texts["holds"] == "South holds J♦ J♣ 10♣ 9♣ 10♦"
    assert texts["refused"] == ("South cannot play J♦ in trick 1: must follow diamonds (holds 10♦); trump is hearts. "
                                "The J♦ is the left bower and counts as a heart, not a diamond")
    assert texts["turn"] == "It is South's turn, not West's"
    assert texts["choices"] == "South may: play 10♦"
    assert texts["discard"] == "North, the dealer, picked up the J♥ and discarded the 9♠."
    assert texts["round 2"] == "The K♣ was turned down: in round 2 North may name diamonds, hearts, spades, or pass"
    assert texts["typed"] == (
        "'blah' is not an action: say pass, order up, order up alone, call hearts, call hearts alone, discard 9C, "
        "defend alone, or play JH. North may: pass, call diamonds, call hearts, call spades, call diamonds alone, "
        "call hearts alone, call spades alone")
    assert texts["summary"] == "Round 1: your turn."
    assert texts["buttons"].startswith("Next seat ▶ Let the next computer player speak | Finish the bidding » Let the "
                                       "computer players speak until it is your turn or the bidding is over | New "
                                       "deal Deal a new hand (the next seed) | pass Say: pass")
    assert "It is your turn, South: choose below." in texts["message"]
    assert texts["story"].startswith("South deals and turns up the J♦.\n")
    assert "\nTrick 1: West " in texts["story"] and "\nResult: the " in texts["story"]


@pytest.mark.parametrize("code", TRANSLATED)
def test_lessons_2_and_3_speak_the_learners_language(code: str) -> None:
    with speaking(code):
        texts = _texts()
    for name, text in texts.items():
        leftover = [word for word in ENGLISH if word in text]
        assert not leftover, (name, text, leftover)
    assert TRUMP[code] in texts["refused"] and LEFT_BOWER[code] in texts["refused"] and "J♦" in texts["refused"]
    assert "10♦" in texts["holds"] and "9♠" in texts["discard"] and "K♣" in texts["round 2"]
    assert "'pass'" in texts["typed"]  # what a player types stays what the program reads


def test_a_japanese_list_is_parted_with_the_japanese_comma() -> None:
    hand = new_hand("first lessons", seed=3)
    for _ in range(4):
        hand.apply("pass")
    with speaking("ja"):
        said = choices_words(hand)
    assert "、" in said and ", " not in said


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_of_these_modules_is_translated(code: str) -> None:
    ours = [message for message in find_messages() if set(message.references) & MODULES]
    assert len(ours) > 90
    translated = catalog(code)
    missing = [message.key for message in ours if not translated.get(*message.key)]
    assert not missing, missing
