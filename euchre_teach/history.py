"""Euchre's history as data and as rules: dated events and playable eras, every claim with its sources.

An :class:`Event` is a dated claim for the timeline; an :class:`Era` is a stage of the game
with a :class:`~euchre_teach.rules.Rules` value that plays (a preset: ``find_variant(era.key)``).
A claim that sources disagree on carries ``dispute`` (how they disagree); an era rebuilt
from scraps carries ``reconstructed`` (what was filled in, and from where).

Each era has a showcase deal (:class:`HistoryDeal`), chosen by searching seeds so that the era's
change shows on it: the Bauer beats the ace, the left bower wins as a trump, the best bower breaks
a lone march, a 7 takes a trick the 24-card pack cannot, the benny (2♠) breaks a march, stick the
dealer forces a call where everyone passed. :func:`era_step` plays it with strong computer players
under the era before's rules and under the era's own, solves both double-dummy, and says what
changed in card terms (:func:`what_changed`).

>>> [e.year for e in EVENTS][:2]
['1792', '1830s–1908']
>>> [era.key for era in ERAS]
['jucker', '1844', '1868', '24-card', 'british', 'today']
>>> ERAS[0].reconstructed != "" and ERAS[0].rules.pack_size
32
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from euchre_teach.analysis.double_dummy import solve
from euchre_teach.analysis.position import Position
from euchre_teach.bots.base import bot_seed, computer_players, play_out
from euchre_teach.cards import Card, Rank, Suit, format_cards
from euchre_teach.deal import Deal
from euchre_teach.errors import EuchreError, InvalidDealError, RulesError
from euchre_teach.ranking import card_role
from euchre_teach.rules import STANDARD, Rules, find_variant
from euchre_teach.scoring import tricks_words
from euchre_teach.state import HandState, Phase, Trick


@dataclass(frozen=True, slots=True)
class Source:
    """Where a claim comes from: a title a reader can look up, and its address."""

    title: str
    url: str


WIKI_JUCKER = Source("Wikipedia: Jucker (card game)", "https://en.wikipedia.org/wiki/Jucker_(card_game)")
WIKI_EUCHRE = Source("Wikipedia: Euchre", "https://en.wikipedia.org/wiki/Euchre")
WIKI_JOKER = Source("Wikipedia: Joker (playing card)", "https://en.wikipedia.org/wiki/Joker_(playing_card)")
WIKI_BENNY = Source("Wikipedia: Benny (card game)", "https://en.wikipedia.org/wiki/Benny_(card_game)")
BRITANNICA = Source("Encyclopædia Britannica: euchre (the project's seed text)",
                    "https://www.britannica.com/topic/euchre")
PARLETT = Source("David Parlett: Euchre, history of the game (Historic Card Games)",
                 "https://www.parlettgames.uk/histocs/euchre.html")
FOSTER = Source("R. F. Foster, Foster's Complete Hoyle (1897): The Euchre family",
                "https://clyx.com/books/foster/foster%27s_complete_hoyle_an_encyclopedia_of_games/the_euchre_family.htm")
WOPC_HART = Source("The World of Playing Cards: Samuel Hart, 1846–1871", "https://wopc.co.uk/usa/hart/samuel-hart-1846-1871")
WOPC_JOKER = Source("The World of Playing Cards: the Joker", "https://wopc.co.uk/explore/keyword/joker")
ATLAS = Source("Atlas Obscura: The card maker who brought the joker into the world",
               "https://www.atlasobscura.com/articles/the-card-maker-who-brought-the-joker-into-the-world")
IPCS = Source("International Playing-Card Society FAQ: the Joker", "https://www.cs.man.ac.uk/~daf/i-p-c-s.org/faq/history_10.php")
JOKER_COLLECTOR = Source("Amused by Jokers (a collector, 2024): Investigating a great invention of the 1800s",
                         "https://www.amusedbyjokersami.com/2024/09/investigating-great-invention-of-1800s.html")
PAGAT = Source("John McLeod, pagat.com: the Euchre group", "https://www.pagat.com/euchre/")
STICK = Source("euchre.cards: Stick the dealer", "https://euchre.cards/variations/stick-the-dealer")


@dataclass(frozen=True, slots=True)
class Event:
    """One dated claim: when, what, its sources, and (if sources disagree) how."""

    year: str
    sort_year: int
    title: str
    text: str
    sources: tuple[Source, ...]
    dispute: str = ""

    @property
    def disputed(self) -> bool:
        """True when sources disagree on this claim."""
        return bool(self.dispute)

    @property
    def source(self) -> str:
        """The first source's title."""
        return self.sources[0].title

    @property
    def source_url(self) -> str:
        """The first source's address."""
        return self.sources[0].url


EVENTS: tuple[Event, ...] = (
    Event("1792", 1792, "“Juckern” in a German dictionary",
          "The earliest known mention of the game: a German dictionary of 1792 lists Juckern, “a game with "
          "cards”, and places it in the Palatinate.", (WIKI_JUCKER,)),
    Event("1830s–1908", 1830, "What is known of Jucker's rules",
          "Jucker was played in Alsace and the Palatinate; a novel of 1864 (L'ami Fritz) has Alsatians playing "
          "it in the 1830s. No complete rules survive: Martin and Lienhart (1899) say only that the Bauer (the "
          "jack) is worth more than the ace and that a Marsch takes all five tricks; Rausch (1908) that the "
          "Bauer is the highest card.", (WIKI_JUCKER,)),
    Event("1792–1908", 1800, "Jucker's two top trumps: the jacks",
          "Britannica (the seed text of this project) says juckerspiel was named for its two top trumps, the "
          "Jucker or jacks; Parlett describes Jucker's trumps the same way.", (BRITANNICA, PARLETT, WIKI_JUCKER),
          "No Jucker rule book survives: the German sources say only that the Bauer beat the ace. “Two jacks "
          "on top” is inferred from euchre and from related German games (Bester Bube)."),
    Event("1810–1829", 1810, "Euchre appears in America",
          "“Eucre” is mentioned in 1810, played in a gaming house beside all fours, loo and whist; in 1829 "
          "“uker” was played with bowers on a steamboat in the Midwest.", (WIKI_EUCHRE,)),
    Event("1810s–1890s", 1811, "Four theories of the origin",
          "Alsatian Jucker, brought by German speakers (Parlett: Jucker/euchre, Bauer/bower and Marsch/march "
          "match); the French Triomphe (“French Ruff”), perhaps via the French of Louisiana, with écarté as its "
          "cousin, the custom Foster reports; the Spanish Triunfo, the same Triomphe in its Spanish home "
          "(traced to 1520); and Foster's own view, that euchre began as the Irish Spoil Five played with a "
          "piquet pack: to euchre is to spoil, the jack tops the ace in trumps, and the dealer robs the "
          "turn-up in both.", (WIKI_EUCHRE, FOSTER, PARLETT, WIKI_JUCKER),
          "Parlett holds the Alsatian origin beyond doubt on linguistic grounds; the Jucker page notes that no "
          "mention of Jucker predates euchre by much and other German games share the words; Foster argued "
          "for Spoil Five; The American Hoyle (1864) traced the game to Pennsylvania itself."),
    Event("19th century", 1830, "“Bower” from German Bauer",
          "The right and left bowers take their name from the German Bauer, “farmer”, also the word for the "
          "jack.", (BRITANNICA, PAGAT)),
    Event("1844", 1844, "The earliest printed rules",
          "The first written rules of euchre (1844) use 32 cards, 7 to ace: the right bower (jack of trump) is "
          "the highest card, the left bower (the other jack of its colour) the second. There is no joker.",
          (WIKI_EUCHRE, WIKI_JOKER)),
    Event("1850s", 1855, "A blank card as the best trump (Parlett's dating)",
          "Parlett dates the extra card to the 1850s: a blank card added to the 32-card pack for euchre, ranking "
          "above both bowers.", (WIKI_JOKER, PARLETT),
          "The decade is Parlett's dating, not a dated document: the Britannica seed text says the 1860s, "
          "and the first printed rules that mention the card are of 1868."),
    Event("1861", 1861, "“Best bower” in a satire",
          "The words “best bower” appear in a satirical article of 1861 about the Civil War.", (WIKI_JOKER,),
          "Ambiguous: the article need not mean an extra card; it may be a figure of speech."),
    Event("1862", 1862, "A “Highest Trump” card",
          "Hargrave's History of Playing Cards (1930) records a card of 1862 with a tiger and the words "
          "“Highest Trump”.", (WIKI_JOKER,)),
    Event("c. 1863–1865", 1863, "Samuel Hart's “Imperial Bower”",
          "Samuel Hart, a card maker of Philadelphia (with offices in New York from 1849), prints an "
          "illustrated best bower, the Imperial Bower (“This card takes either bower”).",
          (WOPC_HART, ATLAS, WIKI_JOKER),
          "The date is 1863 in most accounts and 1865 in Hargrave's. Calling it “the first joker” overclaims: "
          "the 1862 “Highest Trump” card is older, and collectors dispute whether best bowers, made for euchre "
          "alone, count as jokers at all."),
    Event("1868", 1868, "The best bower in printed rules",
          "Rules of 1868 are the first to mention it: the blank spare card of the pack is put to use as the "
          "highest trump, in “Euchre with the Joker”.", (WIKI_JOKER,)),
    Event("1860s", 1865, "“A glorified jack”",
          "Britannica calls euchre the game for which the joker was invented, the joker being “a glorified "
          "jack”: a card above the bowers, which are jacks.", (BRITANNICA, WOPC_JOKER)),
    Event("late 1860s", 1869, "The name “joker”",
          "Cards labelled “Joker” appear from the late 1860s, some with clowns and jesters.", (WIKI_JOKER, IPCS),
          "The etymology is a hypothesis: joker from Jucker or from “euchre card” said as “juker card”; no "
          "card or text with those transitional words has been found."),
    Event("1871–1874", 1871, "Jokers from Britain",
          "Charles Goodall of London makes packs with jokers for the American market in 1871; the first joker "
          "for British players is sold in 1874.", (WIKI_JOKER,)),
    Event("c. 1875", 1875, "Poker adopts the joker",
          "Poker takes up the joker as a wild card around 1875; the joker stays in the pack long after "
          "euchre's heyday.", (WIKI_JOKER,)),
    Event("19th century", 1880, "America's favourite card game",
          "Euchre is among the most popular card games in the United States, and spreads to Canada, Britain "
          "(especially Cornwall and the West Country), Australia and New Zealand.", (BRITANNICA, WIKI_EUCHRE)),
    Event("20th century", 1920, "The 24-card game",
          "The pack shrinks: basic euchre, formerly played with 32 or 33 cards, uses 24 (9 to ace) or 25 with a "
          "joker in modern versions.", (PAGAT,),
          "When the change happened is not dated by any one source: “20th century” is an approximation."),
    Event("20th century–today", 1950, "British euchre and the benny",
          "British players keep the extra trump, now called the benny: a joker, or the 2♠ where no joker is "
          "at hand.", (PAGAT, WIKI_BENNY)),
    Event("Today", 2000, "Stick the dealer and the euchre belt",
          "Euchre is widely played in the American Midwest (the “euchre belt”) and Canada; stick the dealer, "
          "where the dealer may not pass the second round, is the commonest house rule in North America.",
          (WIKI_EUCHRE, STICK)),
)


def disputed_events() -> tuple[Event, ...]:
    """The events whose claims sources disagree on, in date order."""
    return tuple(sorted((e for e in EVENTS if e.disputed), key=lambda e: e.sort_year))


@dataclass(frozen=True, slots=True)
class HistoryDeal:
    """A showcase deal: 20 cards of the 24-card core (9 to ace, a seed's deal) and an upcard, with the
    cards an older or larger pack puts in their place.

    Where an era's pack has a best bower (the joker or the benny), it is dealt in place of ``stand_in``;
    where it has 7s and 8s, each ``low_cards`` pair ``(core card, 7 or 8)`` deals the low card in place of
    the core card. Every other card stays where it was, so two eras' hands differ only by these cards.
    """

    seed: int
    stand_in: Card | None = None
    low_cards: tuple[tuple[Card, Card], ...] = ()
    #: The computer players' seed (seat s is seeded players + s); the deal's seed unless given.
    players: int | None = None

    def __post_init__(self) -> None:
        base = Deal.from_seed(STANDARD, self.seed)
        dealt = {card for hand in base.hands for card in hand}
        replaced = [core for core, _low in self.low_cards] + ([self.stand_in] if self.stand_in else [])
        missing = [card for card in replaced if card not in dealt]
        if missing or len(set(replaced)) != len(replaced):
            cards = "; ".join(f"{STANDARD.seat_name(s)}: {format_cards(h)}" for s, h in enumerate(base.hands))
            raise InvalidDealError(f"the cards replaced ({format_cards(replaced)}) must be different cards of the "
                                   f"hands of seed {self.seed}: choose among {cards}")
        bot_seed(self.players)  # None, or a whole number a computer player can be seeded with
        lows = [low for _core, low in self.low_cards]
        if any(low.rank not in (Rank.SEVEN, Rank.EIGHT) for low in lows) or len(set(lows)) != len(lows):
            raise InvalidDealError(f"the low cards ({format_cards(lows)}) must be different 7s and 8s")

    def swaps(self, rules: Rules) -> dict[Card, Card]:
        """The core cards replaced under ``rules``, each with the card dealt in its place."""
        pack = set(rules.pack)
        swaps = {core: low for core, low in self.low_cards if low in pack}
        if rules.best_bower is not None and self.stand_in is not None:
            swaps[self.stand_in] = rules.best_bower
        return swaps

    def deal(self, rules: Rules) -> Deal:
        """The deal under ``rules``: the same hands but for the swaps, the rest of the pack under the upcard."""
        base = Deal.from_seed(STANDARD, self.seed)
        swaps = self.swaps(rules)
        hands = [[swaps.get(card, card) for card in hand] for hand in base.hands]
        return Deal.from_hands(rules, hands, upcard=base.upcard, dealer=base.dealer)

    def holder(self, card: Card) -> int:
        """The seat dealt ``card`` (a core card) in the seed's deal."""
        base = Deal.from_seed(STANDARD, self.seed)
        return next(seat for seat, hand in enumerate(base.hands) if card in hand)


@dataclass(frozen=True, slots=True)
class Era:
    """A stage of the game: its dates, what changed, why it mattered, its sources, its rules, the deal that
    shows the change (``showcase``) and the era whose rules it changes (``follows``: the one before unless named)."""

    key: str
    name: str
    years: str
    sort_year: int
    changed: str
    mattered: str
    sources: tuple[Source, ...]
    dispute: str = ""
    reconstructed: str = ""
    showcase: HistoryDeal = field(kw_only=True)
    follows: str = field(default="", kw_only=True)

    @property
    def rules(self) -> Rules:
        """The era's rules: the preset ``find_variant(key)``."""
        return find_variant(self.key)

    @property
    def disputed(self) -> bool:
        """True when sources disagree on a claim this era rests on."""
        return bool(self.dispute)

    def describe(self) -> str:
        """The era in words: dates, what changed, the flags, then the rules (``Rules.describe``)."""
        lines = [f"{self.name} ({self.years}): {self.changed}"]
        if self.reconstructed:
            lines.append(f"Reconstructed: {self.reconstructed}")
        if self.dispute:
            lines.append(f"Disputed: {self.dispute}")
        lines.append("Sources: " + "; ".join(s.title for s in self.sources) + ".")
        return "\n".join([*lines, self.rules.describe()])


# The showcase deals, found by searching seeds with strong players (each a fact the tests check):
#: South's J♥ beats East's A♥ in trick 1, and South marches.
SHOWCASE_0 = HistoryDeal(139)
#: South's J♥, the left bower in diamonds, wins trick 3 over the A♦, and South marches.
SHOWCASE_1 = HistoryDeal(292)
#: East marches alone in clubs without a joker; with it, North's joker takes East's J♣.
SHOWCASE_2 = HistoryDeal(38, Card(Rank.NINE, Suit.SPADES))
#: With 7s and 8s East trumps North's A♦ with the 7♠ (dealt in place of the K♥): the makers take 3, not 4.
SHOWCASE_3 = HistoryDeal(45, low_cards=((Card(Rank.KING, Suit.HEARTS), Card(Rank.SEVEN, Suit.SPADES)),))
#: South marches alone in clubs in the 24-card game; with the benny, West's 2♠ takes South's J♣.
SHOWCASE_4 = HistoryDeal(111, Card(Rank.NINE, Suit.SPADES))
#: Everyone passes twice in the 24-card game; with stick the dealer, South must name trump and is euchred.
SHOWCASE_5 = HistoryDeal(79, players=13)

ERAS: tuple[Era, ...] = (
    Era("jucker", "Jucker", "1792–1900s", 1792,
        "An Alsatian and Palatine game of five tricks in which the Bauer (the jack) beats the ace.",
        "If euchre descends from it, as Parlett argues from the words, the bowers and the march come from "
        "here: Bauer became bower, Marsch became march.",
        (WIKI_JUCKER, BRITANNICA, PARLETT),
        "Whether both jacks of the trump colour were top trumps: Britannica and Parlett say so, the German "
        "sources only that the Bauer beat the ace.",
        "No rules survive. Played here as the earliest printed euchre rules (1844): 32 cards, right and left "
        "bower, five cards each, no joker. That is a reconstruction, not a record.",
        showcase=SHOWCASE_0),
    Era("1844", "Early American euchre", "1844", 1844,
        "The first printed rules: 32 cards (7 to ace), the right bower and the left bower on top, no joker.",
        "These are the rules the Jucker step borrowed: what is new is that they are in print, so from here on "
        "the rules are a record rather than a guess.",
        (WIKI_EUCHRE, WIKI_JOKER),
        showcase=SHOWCASE_1),
    Era("1868", "The best bower", "1860s; first printed rules 1868", 1868,
        "One extra card, at first a blank, then Samuel Hart's Imperial Bower, ranks above both bowers: the "
        "best bower, later called the joker.",
        "The best bower beats every other card, so whoever holds it takes a trick: a lone hand can no longer "
        "count on a march when it might be out against it.",
        (WIKI_JOKER, PARLETT, WOPC_HART, ATLAS),
        "The decade: Parlett says the 1850s, Britannica the 1860s; printed rules first mention it in 1868, an "
        "1861 “best bower” is ambiguous, and Hart's card is dated 1863 or 1865.",
        showcase=SHOWCASE_2),
    Era("24-card", "The 24-card game", "20th century", 1920,
        "The 7s and 8s go: 24 cards, 9 to ace, and no joker in North America.",
        "A 7 or 8 of trump that could take a trick in the 32-card pack is gone, and 20 of the 24 cards are "
        "dealt, so the bowers are nearly always in play.",
        (PAGAT, WIKI_EUCHRE), "The date: no source dates the change to one decade.",
        showcase=SHOWCASE_3),
    Era("british", "British euchre and the benny", "20th century–today", 1950,
        "The extra trump stays in Britain as the benny: the joker, or the 2♠ where no joker is at hand.",
        "Like the best bower of the 1860s, the benny is the highest trump, so it can break a lone march.",
        (PAGAT, WIKI_BENNY),
        showcase=SHOWCASE_4),
    Era("today", "Today's house rules", "today", 2000,
        "Stick the dealer: if everyone passes twice, the dealer must name trump; no hand is thrown in.",
        "Every deal is played, so a weak dealer can be forced into a euchre; on a deal someone bids, nothing "
        "changes.",
        (STICK, WIKI_EUCHRE),
        showcase=SHOWCASE_5, follows="24-card"),
)


def find_era(name: str | int) -> Era:
    """An era by its position, key or name (case ignored): ``find_era('jucker')``, ``find_era(2)``."""
    if isinstance(name, int) and not isinstance(name, bool):
        if 0 <= name < len(ERAS):
            return ERAS[name]
        raise RulesError(f"there is no era {name}: eras are numbered 0 to {len(ERAS) - 1}")
    key = str(name).strip().lower()
    for era in ERAS:
        if key in (era.key, era.name.lower()):
            return era
    raise RulesError(f"no era called {name!r}; known: {', '.join(e.key for e in ERAS)}")


@dataclass(frozen=True)
class EraHand:
    """A showcase deal played out under one era's rules, and what best play would give."""

    era: Era
    deal: HistoryDeal
    hand: HandState
    double_dummy: int | None

    @property
    def marched(self) -> bool:
        """Did the makers take all five tricks?"""
        return not self.hand.thrown_in and self.hand.maker_tricks == 5

    def outcome(self) -> str:
        """What happened, in one sentence of card terms."""
        hand = self.hand
        if hand.thrown_in:
            return "Everyone passed twice, so the hand was thrown in and nobody scored."
        assert hand.maker is not None and hand.trump is not None
        alone = " alone" if hand.alone else ""
        best = "" if self.double_dummy is None else (
            f" With best play by everyone the makers take {self.double_dummy}.")
        why = hand.result.explanation.rstrip(".")
        return (f"{hand.seat_name(hand.maker)} made {hand.trump.plural}{alone} and the makers took "
                f"{hand.maker_tricks} of 5 tricks: {why}.{best}")


def key_trick(hand: HandState) -> Trick | None:
    """The first trick in which a best bower or a bower was played (else the first trick)."""
    if not isinstance(hand, HandState):
        raise EuchreError(f"key_trick reads a hand (a HandState), not {type(hand).__name__}")
    if not hand.tricks or hand.trump is None:
        return None
    for wanted in (("best bower",), ("best bower", "right bower", "left bower")):
        for trick in hand.tricks:
            if any(card_role(card, hand.trump, hand.rules) in wanted for card in trick.cards):
                return trick
    return hand.tricks[0]


@cache
def era_hand(era: Era, deal: HistoryDeal | None = None, level: str = "strong") -> EraHand:
    """Play ``deal`` (the era's showcase deal by default) under ``era``'s rules with computer players of
    ``level`` (seat s seeded deal.players + s, or deal.seed + s); cached, since strong players think."""
    deal = era.showcase if deal is None else deal
    if not isinstance(deal, HistoryDeal):
        raise EuchreError(f"deal is {deal!r:.60}: give a HistoryDeal, or None for the era's own")
    hand = HandState(era.rules, deal.deal(era.rules))
    first = deal.seed if deal.players is None else deal.players
    players = computer_players(level, first, hand.rules.players)
    play_out(hand, players, until=lambda state: state.phase is Phase.PLAY)  # the bidding, then the solve
    double_dummy = None if hand.is_terminal() else solve(Position.from_state(hand))
    play_out(hand, players)
    return EraHand(era, deal, hand, double_dummy)


@dataclass(frozen=True)
class Step:
    """One era's step: its showcase deal under the era before's rules and under its own, the trick to
    predict, and what changed, in card terms true for these hands."""

    index: int
    before: EraHand | None
    now: EraHand
    key_trick: Trick | None
    what_changed: str


def _trick_won_by(hand: HandState, card: Card) -> Trick | None:
    """The trick ``card`` won, if it won one."""
    return next((t for t in hand.tricks if card in t.cards and t.winner is not None
                 and dict(t.plays).get(t.winner) == card), None)


def _over_an_ace(trick: Trick) -> str:
    """' over the A♦' when an ace fell in ``trick`` and did not win it, else ''."""
    aces = [card for seat, card in trick.plays if card.rank is Rank.ACE and seat != trick.winner]
    return f" over the {aces[0]}" if aces else ""


def _ace_of_trump(hand: HandState, trick: Trick) -> str:
    """' over the A♣' when the ace of trump fell in ``trick``, else ''."""
    assert hand.trump is not None
    ace = Card(Rank.ACE, hand.trump)
    return f" over the {ace}" if ace in trick.cards else ""


def _bower_fact(now: EraHand, role: str) -> tuple[Trick, str] | None:
    """The first trick a bower of ``role`` ('right bower' or 'left bower') won, and the sentence saying so."""
    hand = now.hand
    if hand.trump is None:
        return None
    for trick in hand.tricks:
        card = dict(trick.plays).get(trick.winner) if trick.winner is not None else None
        if card is not None and card_role(card, hand.trump, hand.rules) == role:
            seat, over = hand.seat_name(trick.winner), _ace_of_trump(hand, trick)  # type: ignore[arg-type]
            if role == "right bower":
                march = " The makers take all five tricks: a march." if now.marched else ""
                text = f"Here {seat}'s {card}, the jack of trump, wins trick {trick.number}{over}.{march}"
            else:
                text = (f"Here {seat}'s {card} is the left bower: it counts as one of the {hand.trump.plural} "
                        f"and wins trick {trick.number}{over}.")
            return trick, text
    return None


def _best_bower_fact(before: EraHand, now: EraHand) -> tuple[Trick, str] | None:
    """The trick the newly added best bower won, and how it changed the result."""
    best, stand_in = now.era.rules.best_bower, now.deal.stand_in
    trick = None if best is None or stand_in is None else _trick_won_by(now.hand, best)
    if trick is None or stand_in is None:
        return None
    holder = now.hand.seat_name(now.deal.holder(stand_in))
    assert now.hand.trump is not None
    right = Card(Rank.JACK, now.hand.trump)
    over = f" over the {right}, the right bower" if right in trick.cards else ""
    return trick, (f"Here {holder} holds the {best} in place of the {stand_in}, and it wins trick {trick.number}"
                   f"{over}. {_before_now(before, now)}")


def _low_card_fact(before: EraHand, now: EraHand) -> tuple[Trick, str] | None:
    """The trick a 7 or 8 won under the era before's rules, and what the hands do without it."""
    for core, low in now.deal.low_cards:
        trick = _trick_won_by(before.hand, low)
        if trick is not None and low not in now.era.rules.pack:
            holder, number = now.hand.seat_name(now.deal.holder(core)), trick.number
            same = now.hand.tricks[number - 1] if len(now.hand.tricks) >= number else trick  # the trick to predict
            return same, (f"Under the rules before, {holder} holds the {low} in place of the {core} and wins trick "
                          f"{number} with it{_over_an_ace(trick)}. Without 7s and 8s {holder} holds the {core}. "
                          f"{_before_now(before, now)}")
    return None


def _stick_fact(before: EraHand, now: EraHand) -> tuple[Trick | None, str] | None:
    """The hand everyone passed twice before, now named by the dealer."""
    hand = now.hand
    if not before.hand.thrown_in or hand.thrown_in or hand.maker != hand.dealer or hand.trump is None:
        return None
    return key_trick(hand), (f"Under the rules of {_era_words(before.era)}, all four players pass twice and this "
                             "hand is thrown in. "
                             f"Now {hand.seat_name(hand.dealer)}, the dealer, must name trump and chooses "
                             f"{hand.trump.plural}: the makers take {tricks_words(hand.maker_tricks)}"
                             f"{' and are euchred' if hand.maker_tricks < 3 else ''}.")


def _era_words(era: Era) -> str:
    """An era's name inside a sentence: 'the 24-card game'."""
    return era.name[0].lower() + era.name[1:] if era.name.startswith("The ") else era.name


def _before_now(before: EraHand, now: EraHand) -> str:
    """The makers' tricks under the rules before and now, in one sentence."""
    was, took = before.hand.maker_tricks, now.hand.maker_tricks
    if was == took:
        return f"The makers take {tricks_words(took)}, as under the rules before."
    if was == 5:
        return f"Under the rules before the makers march (take all five tricks); now they take {tricks_words(took)}."
    return f"Under the rules before the makers take {tricks_words(was)}; now they take {tricks_words(took)}."


def _fact(before: EraHand | None, now: EraHand) -> tuple[Trick | None, str] | None:
    """The card fact that shows this era's change on its showcase deal, if the deal shows one."""
    if before is None:
        return _bower_fact(now, "right bower")
    rules, old = now.era.rules, before.era.rules
    if rules == old:
        return _bower_fact(now, "left bower")
    if rules.best_bower is not None and old.best_bower is None:
        return _best_bower_fact(before, now)
    if rules.pack_size < old.pack_size:
        return _low_card_fact(before, now)
    if rules.stick_the_dealer and not old.stick_the_dealer:
        return _stick_fact(before, now)
    return None


@cache
def era_step(index: int, deal: HistoryDeal | None = None, level: str = "strong") -> Step:
    """Era ``index``'s step: its showcase deal (or ``deal``) played under the era before's rules and its own."""
    if type(index) is not int or not 0 <= index < len(ERAS):
        raise EuchreError(f"{index!r:.30} is not an era's number: give a whole number from 0 to {len(ERAS) - 1}")
    era = ERAS[index]
    deal = era.showcase if deal is None else deal
    now = era_hand(era, deal, level)
    before = era_hand(find_era(era.follows or index - 1), deal, level) if index else None
    fact = _fact(before, now)
    if fact is None:
        trick, effect = key_trick(now.hand), ("" if before is None else _before_now(before, now))
    else:
        trick, effect = fact
    return Step(index, before, now, trick, " ".join(part for part in (era.changed, era.mattered, effect) if part))


def what_changed(index: int, deal: HistoryDeal | None = None) -> str:
    """What changed from the era before, and what it did to the era's showcase deal, in card terms."""
    return era_step(index, deal).what_changed
