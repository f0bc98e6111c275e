"""The words every lesson shows, in the learner's language: the narration of each move, the table picture's words
(dealer, trump, makers, seat tags, status lines, text alternatives), why a trick was won, the hand's text diagram,
the score markers' words and the actions as a learner says them. English stays as it was."""

from __future__ import annotations

import pytest

from euchre_teach import new_hand
from euchre_teach.actions import Action
from euchre_teach.cards import Card, Suit, parse_cards
from euchre_teach.i18n import catalog, speaking
from euchre_teach.i18n.extract import find_messages
from euchre_teach.render.explain import card_text, trick_reason
from euchre_teach.render.markers import words
from euchre_teach.render.pictures import hand_picture, seating_picture, table_picture
from euchre_teach.render.shapes import Text
from euchre_teach.rules import STANDARD

TRANSLATED = ("fi", "es", "ja", "ro")
#: The modules of this group: every message they say is translated in every catalog.
MODULES = {"euchre_teach/narration.py", "euchre_teach/explain.py", "euchre_teach/actions.py",
           "euchre_teach/render/pictures.py", "euchre_teach/render/explain.py", "euchre_teach/render/text.py",
           "euchre_teach/render/animation.py", "euchre_teach/render/markers.py", "euchre_teach/render/svg.py"}
#: A word of each language's glossary that its narration of ordering up uses (trump, and the dealer).
TRUMP = {"fi": "valttimaa", "es": "triunfo", "ja": "切り札", "ro": "atu"}
DEALER = {"fi": "Jakaja", "es": "Repartidor", "ja": "ディーラー", "ro": "Împarte"}


def _ordered_up() -> tuple[str, str]:
    """The narration of ordering up in the first lesson's hand, and the table's text after the first trick."""
    hand = new_hand("standard", seed=1)
    said = hand.narrate("order up")
    hand.apply("order up")
    while len(hand.tricks) < 1:
        hand.apply(hand.legal_actions()[0])
    return said, table_picture(hand.table_view(), hints=True).title


def _texts(picture_shapes: tuple[object, ...]) -> list[str]:
    return [shape.text for shape in picture_shapes if isinstance(shape, Text)]


def test_english_stays_as_it_was() -> None:
    said, title = _ordered_up()
    assert said == "West orders up the J♦ — diamonds are trump; the dealer, South, picks it up and discards."
    assert title == ("Euchre table, teacher view: dealer South, upcard J♦, diamonds are trump. Play, trick 2: East "
                     "to act")
    assert card_text(Card.parse("JD"), Suit.HEARTS) == "J♦, left bower"
    assert trick_reason(parse_cards("AC JD KH"), Suit.HEARTS) == (
        "Clubs were led (the A♣). The J♦ is the left bower: it counts as a heart, not a diamond. Trumps played: "
        "J♦, K♥; in the trump order (J♥ J♦ A♥ K♥ Q♥ 10♥ 9♥) the J♦ is highest and wins.")
    assert words(7) == "7 points: the 4 face up, the 6 face up on top of it, 1 pip of the 4 showing."
    assert Action.parse("call hearts alone").said == "call hearts alone"
    assert Action.parse("play JH").said == "play J♥"
    view = new_hand("standard", seed=1).table_view()
    texts = _texts(table_picture(view).shapes)
    assert "Dealer: South" in texts and "Trump: not chosen yet" in texts and "Round 1: West to act" in texts


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_narration_and_the_table_speak_the_learners_language(code: str) -> None:
    english, english_title = _ordered_up()
    with speaking(code):
        said, title = _ordered_up()
        view = new_hand("standard", seed=1).table_view()
        texts = _texts(table_picture(view).shapes)
        reason = trick_reason(parse_cards("AC JD KH"), Suit.HEARTS)
        role = card_text(Card.parse("JD"), Suit.HEARTS)
        diagram = str(new_hand("standard", seed=1))
        seating = seating_picture(STANDARD).title
        labelled = hand_picture(parse_cards("JH JD"), Suit.HEARTS, label="x").title
        south, east, north = (STANDARD.seat_name(seat) for seat in ("South", "East", "North"))
    assert south != "South" and east != "East" and north != "North"  # the seats are said in the language too
    assert said != english and TRUMP[code] in said and "J♦" in said and south in said
    assert title != english_title and east in title
    assert any(text.startswith(DEALER[code]) for text in texts), texts
    assert not {"Trump: not chosen yet", "Round 1: West to act", "Dealer: South"} & set(texts)
    assert "left bower" not in reason and "were led" not in reason and "J♦" in reason
    assert role.startswith("J♦") and "left bower" not in role
    assert "Dealer" not in diagram and "Upcard" not in diagram and "To act" not in diagram
    assert "clockwise" not in seating and north in seating
    assert "right bower" not in labelled


@pytest.mark.parametrize("code", TRANSLATED)
def test_counts_numbers_and_actions_take_the_languages_forms(code: str) -> None:
    with speaking(code):
        marker = words(1)
        action = Action.parse("order up alone").said
    assert "point" not in marker and marker.startswith("1")
    assert action != "order up alone"


def test_a_japanese_narration_runs_its_sentences_together() -> None:
    hand = new_hand("standard", seed=1)
    hand.apply("order up")
    with speaking("ja"):
        while len(hand.tricks) < 1:
            said = hand.narrate(hand.legal_actions()[0])
            hand.apply(hand.legal_actions()[0])
    assert "。 " not in said and "トリック" in said


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_of_these_modules_is_translated(code: str) -> None:
    ours = [message for message in find_messages() if set(message.references) & MODULES]
    assert len(ours) > 150
    translated = catalog(code)
    missing = [message.key for message in ours if not translated.get(*message.key)]
    assert not missing, missing
