"""Seeded deals stay exactly as they were: the same seed deals the same cards, whatever the engine's inside.

The figures below were taken from the engine before its deal was rewritten for speed (card ids
shuffled and dealt straight into bitmasks); a saved seed, a lesson's ``seed=`` and a record's
deal must keep meaning the same cards. Each pin: preset, seed, dealer asked for (None: drawn),
the dealer, every hand in dealing order (seat 0 first), the kitty (the upcard first).
"""

from __future__ import annotations

import random

import pytest

from euchre_teach import PRESETS, Deal, new_hand
from euchre_teach.cards import parse_cards

PINS = [
    ('standard', 0, None, 0,
     'KC JC JS QH KH | JH 9C AH QC TS | TD 9D AD AC 9S | KS QS KD QD AS',
     'JD TC TH 9H'),
    ('standard', 1, None, 2,
     'AH QS TH KH 9H | AC KD QD KS JH | 9D 9C TD QH QC | JS AD AS TC TS',
     'JD JC 9S KC'),
    ('standard', 2024, None, 1,
     '9H JH KC TD JD | QC JS AD TH 9D | QS KH JC AH TS | KD TC 9C KS AS',
     'QD 9S AC QH'),
    ('standard', 7, 1, 1,
     'AS QS 9D QC AH | TS TH KH JC TC | AC 9S KS JD 9C | QH TD JH QD AD',
     'JS 9H KC KD'),
    ('british', 0, None, 0,
     'TS KC JC AS QH | JH 9C KS JS QC | 2S 9D AC AH AD | TD KD QS 9S QD',
     'KH JD TC TH 9H'),
    ('british', 1, None, 0,
     'QD AD AH JH QH | KD TS AS 9C TD | JS KS AC TC 9D | QS TH KH 9H 9S',
     'QC JD JC 2S KC'),
    ('british', 2024, None, 1,
     '9H JH KC TD AH | QC JS AD JD TH | 9S KH JC QS TS | KD TC 9C KS AS',
     '9D QD 2S AC QH'),
    ('british', 7, 1, 1,
     'TD AS QD AD QC | 9D QH 9C AH JC | TH 9S AC 2S JD | QS KS KH JH JS',
     'TC TS 9H KC KD'),
    ('finnish', 0, None, 0,
     'JS KC JC joker QH | JH 9C AS QS QC | 9S 9D AC AH AD | TD KD KS TS QD',
     'KH JD TC TH 9H'),
    ('finnish', 1, None, 0,
     'QD AD AH JH QH | KD JS joker 9C TD | QS AS AC TC 9D | KS TH KH 9H TS',
     'QC JD JC 9S KC'),
    ('finnish', 2024, None, 1,
     '9H JH KC TD AH | QC QS AD JD TH | TS KH JC KS JS | KD TC 9C AS joker',
     '9D QD 9S AC QH'),
    ('finnish', 7, 1, 1,
     'TD joker QD AD QC | 9D QH 9C AH JC | TH TS AC 9S JD | KS AS KH JH QS',
     'TC JS 9H KC KD'),
    ('finnish euchres', 0, None, 0,
     'JS KC JC joker QH | JH 9C AS QS QC | 9S 9D AC AH AD | TD KD KS TS QD',
     'KH JD TC TH 9H'),
    ('finnish euchres', 1, None, 0,
     'QD AD AH JH QH | KD JS joker 9C TD | QS AS AC TC 9D | KS TH KH 9H TS',
     'QC JD JC 9S KC'),
    ('finnish euchres', 2024, None, 1,
     '9H JH KC TD AH | QC QS AD JD TH | TS KH JC KS JS | KD TC 9C AS joker',
     '9D QD 9S AC QH'),
    ('finnish euchres', 7, 1, 1,
     'TD joker QD AD QC | 9D QH 9C AH JC | TH TS AC 9S JD | KS AS KH JH QS',
     'TC JS 9H KC KD'),
    ('openspiel', 0, None, 0,
     'KC JC JS QH KH | JH 9C AH QC TS | TD 9D AD AC 9S | KS QS KD QD AS',
     'JD TC TH 9H'),
    ('openspiel', 1, None, 2,
     'AH QS TH KH 9H | AC KD QD KS JH | 9D 9C TD QH QC | JS AD AS TC TS',
     'JD JC 9S KC'),
    ('openspiel', 2024, None, 1,
     '9H JH KC TD JD | QC JS AD TH 9D | QS KH JC AH TS | KD TC 9C KS AS',
     'QD 9S AC QH'),
    ('openspiel', 7, 1, 1,
     'AS QS 9D QC AH | TS TH KH JC TC | AC 9S KS JD 9C | QH TD JH QD AD',
     'JS 9H KC KD'),
    ('32-card', 0, None, 2,
     'JH TH QC 9C KH | 7C 9D KD JC 8S | 9S 8H QH KC 9H | TC AC QS TS AH',
     'TD KS 8D JD AD 7H 7D 8C QD JS AS 7S'),
    ('32-card', 1, None, 0,
     '7H 8D TH KC JD | 9S 8H TD KS QD | 9D JS 8C KH 7C | QC JC AC QH QS',
     'JH AH KD AD TC AS 9C 7S 8S TS 9H 7D'),
    ('32-card', 2024, None, 2,
     'KD TS TH JC 9S | JD JH TC 7H 7S | 8C QH AS TD AD | 9C 7C 9D JS 8S',
     'AC 8H 7D KH QD QS KC 8D 9H AH QC KS'),
    ('32-card', 7, 1, 1,
     'AC KH 7C 8S TS | KD 7D AD KC 7H | JS 8D TH AH 7S | 9D QS QC QH QD',
     '9S 9H TD TC 8H 9C 8C AS JD JC KS JH'),
    ('railroad', 0, None, 0,
     'JS KC JC joker QH | JH 9C AS QS QC | 9S 9D AC AH AD | TD KD KS TS QD',
     'KH JD TC TH 9H'),
    ('railroad', 1, None, 0,
     'QD AD AH JH QH | KD JS joker 9C TD | QS AS AC TC 9D | KS TH KH 9H TS',
     'QC JD JC 9S KC'),
    ('railroad', 2024, None, 1,
     '9H JH KC TD AH | QC QS AD JD TH | TS KH JC KS JS | KD TC 9C AS joker',
     '9D QD 9S AC QH'),
    ('railroad', 7, 1, 1,
     'TD joker QD AD QC | 9D QH 9C AH JC | TH TS AC 9S JD | KS AS KH JH QS',
     'TC JS 9H KC KD'),
    ('cutthroat', 0, None, 2,
     'JH 9C AH KC JC | TD 9D AD JS QC | KS QS KD TS AC',
     '9S QD AS QH KH JD TC TH 9H'),
    ('cutthroat', 1, None, 1,
     'AH QS TH TD TC | AC KD QD TS KH | JS AD AS 9D 9C',
     '9H KS JH QH QC JD JC 9S KC'),
    ('cutthroat', 2024, None, 2,
     'QS KH JC QC JS | KD TC 9C AD AH | 9H JH KC TS KS',
     'AS TD JD TH 9D QD 9S AC QH'),
    ('cutthroat', 7, 1, 1,
     'QH TD JH KH JD | AS QS 9D 9C QD | AC 9S KS TS TH',
     'AD QC AH JC TC JS 9H KC KD'),
    ('two-handed', 0, None, 0,
     'TD 9D AD KD KC | JH 9C AH KS QS',
     'JC JS QC TS AC 9S QD AS QH KH JD TC TH 9H'),
    ('two-handed', 1, None, 1,
     'JS AD AS AC KD | AH QS TH QD 9D',
     '9C TD TC TS KH 9H KS JH QH QC JD JC 9S KC'),
    ('two-handed', 2024, None, 0,
     'KD TC 9C KC QC | QS KH JC 9H JH',
     'JS AD AH TS KS AS TD JD TH 9D QD 9S AC QH'),
    ('two-handed', 7, 1, 1,
     'AC 9S KS AS QS | QH TD JH 9D TS',
     'TH KH JD 9C QD AD QC AH JC TC JS 9H KC KD'),
    ('call-ace', 0, None, 0,
     'KC JC JS QH KH | JH 9C AH QC TS | TD 9D AD AC 9S | KS QS KD QD AS',
     'JD TC TH 9H'),
    ('call-ace', 1, None, 2,
     'AH QS TH KH 9H | AC KD QD KS JH | 9D 9C TD QH QC | JS AD AS TC TS',
     'JD JC 9S KC'),
    ('call-ace', 2024, None, 1,
     '9H JH KC TD JD | QC JS AD TH 9D | QS KH JC AH TS | KD TC 9C KS AS',
     'QD 9S AC QH'),
    ('call-ace', 7, 1, 1,
     'AS QS 9D QC AH | TS TH KH JC TC | AC 9S KS JD 9C | QH TD JH QD AD',
     'JS 9H KC KD'),
    ('call-ace 5', 0, None, 2,
     '7C 9D KD 9H TD | 9S 8H QH KS 8D | TS AH 9C JD AD | TC AC QS KH JC | JH TH QC 8S KC',
     '7H 7D 8C QD JS AS 7S'),
    ('call-ace 5', 1, None, 0,
     'KS QD KH AD TC | 9S 8H TD 7C QH | 9D JS 8C QS KC | QC JC AC JD JH | 7H 8D TH AH KD',
     'AS 9C 7S 8S TS 9H 7D'),
    ('call-ace 5', 2024, None, 2,
     'JD JH TC AD AC | 8C QH AS 8H 7D | JS 8S JC KH QD | 9C 7C 9D 9S 7H | KD TS TH 7S TD',
     'QS KC 8D 9H AH QC KS'),
    ('call-ace 5', 7, 1, 1,
     'KD 7D AD 9H TD | AH 7S QH TC 8H | JS 8D TH QD 8S | 9D QS QC TS KC | AC KH 7C 7H 9S',
     '9C 8C AS JD JC KS JH'),
    ('call-ace 6', 0, None, 2,
     '9S 8H QH AD 7H | TS AH 9C 7D 8C | KH JC 8S QD JS | TC AC QS KC 9H | JH TH QC TD KS | 7C 9D KD 8D JD',
     'AS 7S'),
    ('call-ace 6', 1, None, 0,
     '7C QH QS 8S TS | 9S 8H TD KC JD | 9D JS 8C JH AH | QC JC AC KD AD | 7H 8D TH TC AS | KS QD KH 9C 7S',
     '9H 7D'),
    ('call-ace 6', 2024, None, 2,
     '8C QH AS QD QS | JS 8S JC KC 8D | 9S 7H 7S 9H AH | 9C 7C 9D TD AD | KD TS TH AC 8H | JD JH TC 7D KH',
     'QC KS'),
    ('call-ace 6', 7, 1, 1,
     'AH 7S QH 8C AS | QD 8S TS JD JC | JS 8D TH KC 7H | 9D QS QC 9S 9H | AC KH 7C TD TC | KD 7D AD 8H 9C',
     'KS JH'),
    ('auction 5', 0, None, 2,
     '8D 8S KH KS 9H | QH TS QS TH 9D | QC TC 9S 9C AD | JC 8H JD AC QD | JH KC 8C AH TD',
     'JS KD AS'),
    ('auction 5', 1, None, 0,
     'TH 8C 8D TC JS | TS KS QD 8S AC | JD 9S 9C KD AH | KC AS KH 8H 9H | AD TD JH JC 9D',
     'QS QH QC'),
    ('auction 5', 2024, None, 3,
     '9S KH JS AS 8D | KD 9C KS JH 9D | 8H QC JC AD AC | QS TH AH TD QH | JD 8C TC 8S QD',
     'TS KC 9H'),
    ('auction 5', 7, 1, 1,
     'JS AD QS JH TC | 9H 8S 8C 9C AH | TD KC 9S AC TH | 9D 8D KS TS QH | 8H KH AS QD JC',
     'KD QC JD'),
    ('auction 6', 0, None, 2,
     '9C KD QS 8D 8S | TH AS 8H JD AD | TC QH joker 7H 7D | AC JH KH JC JS | AH 9D 7C KC 9H | QC KS QD TD TS',
     '8C 9S 7S'),
    ('auction 6', 1, None, 3,
     'AC 7H QC KC JD | 8C 8D QH JH JS | 9H TD AS KD 7S | 9S TH QD AD TC | 9C 8H 9D AH 7C | KS TS KH 8S QS',
     'joker JC 7D'),
    ('auction 6', 2024, None, 2,
     '8C QH QC 7S QD | QS 9S JC joker KC | TS 7H 8S 8D 9H | 9C 7C 9D AS AD | KD JS TH AC 8H | JD JH TC 7D KH',
     'AH TD KS'),
    ('auction 6', 7, 1, 1,
     'KD 7S KH 9S 9C | QS QD TS 8C joker | AC AH 8S QH KC | AS JC 9D 7H JS | QC AD KS 9H TD | 7C TH 7D TC 8H',
     'JD 8D JH'),
    ('auction 7', 0, None, 3,
     'JC 7D TD AS KH | joker 7C 7S 8S 9D | JH AC 9C TS JS | 8H 6S TC KD 8C | 6C 7H JD QS QC | 9H TH AD 6H 8D | KS 9S KC QD 6D',  # noqa: E501
     'AH QH'),
    ('auction 7', 1, None, 6,
     'KS AS 8C TD JS | 6D QH 7C 6C 9S | 9H AH 7D 9C QC | AD 8D TH KH 9D | 8S JC 6H 8H QD | 6S QS joker 7S TS | JD JH 7H KC KD',  # noqa: E501
     'TC AC'),
    ('auction 7', 2024, None, 3,
     'KH 8S JD JS 8H | 9C QS QH KC AD | 8C TH 7D KD AH | joker 6D QC 9D 7H | TC 7C JC KS TS | 9H 6C 6H TD AS | 7S 6S AC QD JH',  # noqa: E501
     '8D 9S'),
    ('auction 7', 7, 1, 1,
     'QS KS TH QC TC | AD 9H KC 9C KH | JC 7H JD QH JH | AC JS joker TD 8C | 6S 9D AH 7S TS | 9S 6C AS KD 7C | 8S 7D QD 6H 8D',  # noqa: E501
     '6D 8H'),
]
#: Three deals in a row from one ``random.Random(11)``, as a simulation deals them.
FROM_RNG = [
    ('standard', 0,
     'TD TC JC 9S KH | TH TS JS 9H QD | QC KS JD KD QH | 9C AD KC AC 9D',
     'QS AS AH JH'),
    ('standard', 2,
     'KS QH AD 9S KD | AC AH AS JH 9C | KC 9H JD TD 9D | TH TS JS QC QD',
     'QS TC JC KH'),
    ('standard', 1,
     'JS JD QH 9H QC | AS TS TC JC 9C | 9S QS AD 9D KC | JH AC KS TH AH',
     'QD KH TD KD'),
    ('auction 7', 6,
     'JH QH TD 6D JD | AH KC QC 9C 9S | AC 6H 6C 7H 8H | QS KS 6S QD KD | 9H 8D 7D KH JC | TH TS 7C 9D JS | AD 8C TC joker 8S',  # noqa: E501
     'AS 7S'),
    ('auction 7', 3,
     '8D QC AH 8C 9H | QS TH 7C 6C QD | joker 6D KD 6H JD | KC 7D QH 9D 7S | 9C KS KH 6S AD | JH JC TS TD AC | 9S 7H TC AS JS',  # noqa: E501
     '8H 8S'),
    ('auction 7', 0,
     '7C KS JH TC AH | TS TH 6H KC QS | 8D 7H 7S 9C joker | KD QC 8S TD 6C | JS AS 9H 9S 6D | 8H AC 6S 8C 7D | JC QD JD AD 9D',  # noqa: E501
     'KH QH'),
]


def _as_text(deal: Deal) -> tuple[int, str, str]:
    hands = " | ".join(" ".join(c.code for c in hand) for hand in deal.hands)
    return deal.dealer, hands, " ".join(c.code for c in deal.kitty)


@pytest.mark.parametrize(("preset", "seed", "asked", "dealer", "hands", "kitty"), PINS)
def test_a_seeded_deal_is_the_deal_it_always_was(preset: str, seed: int, asked: int | None, dealer: int,
                                                 hands: str, kitty: str) -> None:
    rules = PRESETS[preset]
    deal = Deal.from_seed(rules, seed, asked)
    assert _as_text(deal) == (dealer, hands, kitty)
    assert deal.seed == seed and deal.upcard == deal.kitty[0]
    assert deal == Deal.from_hands(rules, [parse_cards(h) for h in hands.split(" | ")], dealer=dealer,
                                   kitty=kitty) or deal.seed is not None


@pytest.mark.parametrize(("preset", "seed", "asked", "dealer", "hands", "kitty"), PINS)
def test_a_seeded_hand_holds_the_pinned_cards(preset: str, seed: int, asked: int | None, dealer: int,
                                              hands: str, kitty: str) -> None:
    rules = PRESETS[preset]
    hand = new_hand(rules, seed, dealer=asked)
    assert hand.dealer == dealer and hand.deal.seed == seed
    for seat, cards in enumerate(hands.split(" | ")):
        assert sorted(c.id for c in hand.hand(seat)) == sorted(c.id for c in parse_cards(cards))
    assert hand.kitty == parse_cards(kitty)


def test_deals_from_one_generator_are_the_deals_they_always_were() -> None:
    for preset in ("standard", "auction 7"):
        rng = random.Random(11)
        expected = [pin[1:] for pin in FROM_RNG if pin[0] == preset]
        assert [_as_text(Deal.from_rng(PRESETS[preset], rng)) for _ in expected] == expected
