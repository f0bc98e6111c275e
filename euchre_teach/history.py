"""Euchre's history as data and as rules: dated events and playable eras, every claim with its sources.

An :class:`Event` is a dated claim for the timeline; an :class:`Era` is a stage of the game
with a :class:`~euchre_teach.rules.Rules` value that plays (a preset: ``find_variant(era.key)``).
A claim that sources disagree on carries ``dispute`` (how they disagree); an era rebuilt
from scraps carries ``reconstructed`` (what was filled in, and from where).

:func:`era_hand` plays the one history deal (:data:`HISTORY_DEAL`) under an era's rules with
rule-of-thumb players and solves it double-dummy, so that a lesson can step through the eras
with the same cards.

>>> [e.year for e in EVENTS][:2]
['1792', '1830s–1908']
>>> [era.key for era in ERAS]
['jucker', '1844', '1868', '24-card', 'british', 'today']
>>> ERAS[0].reconstructed != "" and ERAS[0].rules.pack_size
32
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from euchre_teach.analysis.double_dummy import solve
from euchre_teach.analysis.position import Position
from euchre_teach.bots.base import computer_players, play_out
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
class Era:
    """A stage of the game: its dates, what changed, why it mattered, its sources and its rules."""

    key: str
    name: str
    years: str
    sort_year: int
    changed: str
    mattered: str
    sources: tuple[Source, ...]
    dispute: str = ""
    reconstructed: str = ""

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


ERAS: tuple[Era, ...] = (
    Era("jucker", "Jucker", "1792–1900s", 1792,
        "An Alsatian and Palatine game of five tricks in which the Bauer (the jack) beats the ace.",
        "If euchre descends from it, as Parlett argues from the words, the bowers and the march come from "
        "here: Bauer became bower, Marsch became march.",
        (WIKI_JUCKER, BRITANNICA, PARLETT),
        "Whether both jacks of the trump colour were top trumps: Britannica and Parlett say so, the German "
        "sources only that the Bauer beat the ace.",
        "No rules survive. Played here as the earliest printed euchre rules (1844): 32 cards, right and left "
        "bower, five cards each, no joker. That is a reconstruction, not a record."),
    Era("1844", "Early American euchre", "1844", 1844,
        "The first printed rules: 32 cards (7 to ace), the right bower and the left bower on top, no joker.",
        "The game now has written rules, so from here on we know how it was played rather than guess.",
        (WIKI_EUCHRE, WIKI_JOKER)),
    Era("1868", "The best bower", "1860s; first printed rules 1868", 1868,
        "One extra card, at first a blank, then Samuel Hart's Imperial Bower, ranks above both bowers: the "
        "best bower, later called the joker.",
        "The best bower beats every other card, so whoever holds it takes a trick: a lone hand can no longer "
        "count on a march when it might be out against it.",
        (WIKI_JOKER, PARLETT, WOPC_HART, ATLAS),
        "The decade: Parlett says the 1850s, Britannica the 1860s; printed rules first mention it in 1868, an "
        "1861 “best bower” is ambiguous, and Hart's card is dated 1863 or 1865."),
    Era("24-card", "The 24-card game", "20th century", 1920,
        "The 7s and 8s go: 24 cards, 9 to ace, and no joker in North America.",
        "Twenty of the 24 cards are dealt, so the bowers are nearly always in play and a hand is decided by "
        "fewer, higher cards.",
        (PAGAT, WIKI_EUCHRE), "The date: no source dates the change to one decade."),
    Era("british", "British euchre and the benny", "20th century–today", 1950,
        "The extra trump stays in Britain as the benny: the joker, or the 2♠ where no joker is at hand.",
        "Like the best bower of the 1860s, the benny is the highest trump, so it can break a lone march.",
        (PAGAT, WIKI_BENNY)),
    Era("today", "Today's house rules", "today", 2000,
        "Stick the dealer: if everyone passes twice, the dealer must name trump; no hand is thrown in.",
        "Every deal is played, so a weak dealer can be forced into a euchre; on a deal someone bids, nothing "
        "changes.",
        (STICK, WIKI_EUCHRE)),
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


@dataclass(frozen=True, slots=True)
class HistoryDeal:
    """One deal for every era: 20 cards of the 24-card core (9 to ace) and an upcard.

    Where an era's pack has a best bower (the joker or the benny), it is dealt in place of
    ``stand_in`` so that every other card stays where it was.
    """

    seed: int
    stand_in: Card

    def __post_init__(self) -> None:
        base = Deal.from_seed(STANDARD, self.seed)
        if not any(self.stand_in in hand for hand in base.hands):
            dealt = "; ".join(f"{STANDARD.seat_name(s)}: {format_cards(h)}" for s, h in enumerate(base.hands))
            raise InvalidDealError(f"the stand-in {self.stand_in} is not in a hand of seed {self.seed}: "
                                   f"choose one of the dealt cards ({dealt})")

    def deal(self, rules: Rules) -> Deal:
        """The deal under ``rules``: the same hands, the rest of the pack under the upcard."""
        base = Deal.from_seed(STANDARD, self.seed)
        hands = [list(hand) for hand in base.hands]
        if rules.best_bower is not None:
            for hand in hands:
                if self.stand_in in hand:
                    hand[hand.index(self.stand_in)] = rules.best_bower
        return Deal.from_hands(rules, hands, upcard=base.upcard, dealer=base.dealer)

    @property
    def holder(self) -> int:
        """The seat dealt the stand-in (and so the best bower, where there is one)."""
        base = Deal.from_seed(STANDARD, self.seed)
        return next(seat for seat, hand in enumerate(base.hands) if self.stand_in in hand)


#: Seed 38, found by searching seeds: East goes alone in clubs and marches in the eras without
#: a best bower; North holds the 9♠, the card the best bower replaces.
HISTORY_DEAL = HistoryDeal(38, Card(Rank.NINE, Suit.SPADES))


@dataclass(frozen=True)
class EraHand:
    """The history deal played out under one era's rules, and what best play would give."""

    era: Era
    hand: HandState
    double_dummy: int | None
    key_trick: Trick | None

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
def era_hand(era: Era, deal: HistoryDeal = HISTORY_DEAL, level: str = "rule of thumb") -> EraHand:
    """Play ``deal`` under ``era``'s rules with computer players of ``level`` (seat s seeded seed + s)."""
    hand = HandState(era.rules, deal.deal(era.rules))
    players = computer_players(level, deal.seed, hand.rules.players)
    play_out(hand, players, until=lambda state: state.phase is Phase.PLAY)  # the bidding, then the solve
    double_dummy = None if hand.is_terminal() else solve(Position.from_state(hand))
    play_out(hand, players)
    return EraHand(era, hand, double_dummy, key_trick(hand))


def what_changed(index: int, deal: HistoryDeal = HISTORY_DEAL) -> str:
    """One sentence on what changed from the era before, and what it did to the history deal."""
    if type(index) is not int or not 0 <= index < len(ERAS):
        raise EuchreError(f"{index!r:.30} is not an era's number: give a whole number from 0 to {len(ERAS) - 1}")
    era, now = ERAS[index], era_hand(ERAS[index], deal)
    if index == 0:
        return f"{era.changed} {era.mattered}"
    before = era_hand(ERAS[index - 1], deal)
    rules = era.rules
    effect = "With these hands the result is the same as before."
    if rules.best_bower is not None and ERAS[index - 1].rules.best_bower is None:
        holder = now.hand.seat_name(deal.holder)
        effect = (f"Here {holder} holds the {rules.best_bower} in place of the {deal.stand_in}: the makers take "
                  f"{tricks_words(now.hand.maker_tricks)} instead of {before.hand.maker_tricks}.")
    elif rules.best_bower is None and ERAS[index - 1].rules.best_bower is not None:
        holder = now.hand.seat_name(deal.holder)
        effect = (f"Without a best bower {holder} has the {deal.stand_in} back: the makers take "
                  f"{tricks_words(now.hand.maker_tricks)} instead of {before.hand.maker_tricks}.")
    elif now.hand.maker_tricks != before.hand.maker_tricks or now.marched != before.marched:
        effect = (f"With these hands the makers take {tricks_words(now.hand.maker_tricks)} instead of "
                  f"{before.hand.maker_tricks}.")
    return f"{era.changed} {era.mattered} {effect}"

