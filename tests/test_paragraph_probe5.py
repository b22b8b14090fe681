"""Paragraph premises, fifth probe (issue 16): encyclopedia-style paragraphs invented
for this probe (a bridge, a charity, a composer, a dam, a newspaper, a vaccination
campaign, a car model, a mountaineer, a band), written before the engine was run on them,
with hypotheses as annotators write them, labelled by logic.

Mechanisms under test:
- the order of two events across sentences ("A before/after B", "A N years after B") on
  the paragraph's timeline, years named by their place included ("Two years later",
  "three years after the dam's completion"; ``qreas.event_order``);
- a year named by its place dates the hypothesis event (``event_order.implied_year``);
- a contradiction about a thing the paragraph names but gives no figure of that measure
  is neutral (``qreas.unstated_holder``);
- shares of a stated total: fractions, "the rest", a total divided between parties
  (``derivers.stated_shares``, ``derivers.divided_shares``), and the share a stated part
  is of a whole stated apart (``derivers.stated_parts``);
- the span of owning between a purchase and a sale (``derivers.dates.span-length``);
- "the Nth and last NOUN" counts N (``derivers.last_ordinals``).
The other pairs are controls of all three labels.
"""

from __future__ import annotations

import pytest

from qreas import Reasoner

BRIDGE = (
    'The Harrowgate Bridge is a suspension bridge over the River Tamsel in northern England. '
    'Construction began in March 1926 under the engineer Walter Pryce. The original budget was '
    '£1.2 million, but costs rose sharply during the works. The county council contributed a '
    'further £400,000 in 1928. The bridge was opened by the Duke of Kent on 14 July 1930. It was '
    'widened in 1967 and restored between 2004 and 2006.'
)

CHARITY = (
    'The Ellery Foundation is a British charity that funds research into childhood blindness. It '
    'was founded in 1971 by the ophthalmologist Margaret Ellery and her husband Tom. In 2019 the '
    'foundation had an income of £14 million, of which £9 million came from donations and '
    'legacies. About a quarter of its spending goes to fundraising and administration. The '
    'remainder funds research grants at eleven universities. Its chief executive since 2015 has '
    'been Priya Anand.'
)

COMPOSER = (
    'Henrik Valdstrom (1868–1931) was a Swedish composer and conductor. He studied at the '
    'Stockholm Conservatory from 1885 to 1889 and then in Leipzig for two years. His first '
    'symphony was premiered in 1894, and his second followed in 1899. His third and last '
    'symphony, written after a long illness, was completed in 1921. In 1903 he became conductor '
    'of the Gothenburg Orchestra, a post he held for eighteen years. He wrote more than 200 '
    'songs.'
)

DAM = (
    'The Kessler Dam is a concrete gravity dam on the Ardon River in Colorado. Work on the dam '
    'started in 1951 and was completed in 1957 at a cost of $63 million. The federal government '
    'paid 80 percent of the cost and the state the rest. The dam is 310 feet high and impounds '
    'Lake Vera, which has a surface area of 4,200 acres. A hydroelectric plant was added in 1963.'
    " The reservoir first reached full capacity three years after the dam's completion."
)

NEWSPAPER = (
    'The Westbury Courier is a daily newspaper published in Westbury, Ontario. It was founded as '
    'a weekly in 1868 by the printer Samuel Hale. The paper became a daily in 1891. It was bought'
    ' by the Marchand group in 1979 and sold again in 2008. Its circulation peaked at 64,000 '
    'copies in 1985; by 2015 it had fallen by more than half. The Courier moved to a tabloid '
    'format in 2011.'
)

CAMPAIGN = (
    'The Dravia measles campaign was a mass vaccination drive carried out in the Republic of '
    'Dravia in 2011. The health ministry aimed to vaccinate 2.4 million children under the age of'
    ' five. The campaign ran for six weeks, from 3 October to 13 November. By its end, 2.1 '
    'million children had received a dose. The cost of $18 million was shared between the '
    'government and UNICEF, which paid two thirds. A second round was held the following spring.'
)

CAR = (
    'The Orvane Celta is a compact car produced by the French manufacturer Orvane from 1988 to '
    '2003. It was designed by Luca Benetti and launched at the Geneva Motor Show in March 1988. '
    'The first generation sold 1.3 million units. The second generation, introduced in 1996, '
    'added a diesel engine and an estate version. Total production reached 2.9 million cars. It '
    'was replaced by the Orvane Nova in 2003.'
)

CLIMBER = (
    'Helga Brandt (born 14 June 1952) is a retired German mountaineer. In 1978 she became the '
    'first woman to climb the north face of the Eiger alone. Two years later she reached the '
    'summit of Nanga Parbat, the ninth-highest mountain in the world. In 1986 she was the third '
    'German to climb K2. She retired from high-altitude climbing in 1995 after a fall.'
)

BAND = (
    'The Pale Harbour are an English indie rock band formed in Leeds in 2003. Their debut album, '
    'Low Tide, was released in 2006 and reached number 14 on the UK Albums Chart. Their second '
    'album, Signal Fires, followed two years later and peaked at number 3. After a hiatus of five'
    ' years, the band released their third album, Northern Lines, in 2013. It was their last '
    'record with the drummer Sam Kerr, who left in 2014.'
)


@pytest.mark.parametrize(
    ("premise", "hypothesis", "gold"),
    [
        (BRIDGE, 'The bridge was widened before it was restored.', 'entailment'),
        (CHARITY, "Donations and legacies made up more than 60 percent of its income in 2019.", 'entailment'),
        (CHARITY, "Half of the foundation's 2019 income came from donations and legacies.", 'contradiction'),
        (CHARITY, 'The foundation had an income of £14 million in 2018.', 'neutral'),
        (COMPOSER, 'Valdstrom wrote three symphonies.', 'entailment'),
        (COMPOSER, "Valdstrom's second symphony was premiered five years after his first.", 'entailment'),
        (COMPOSER, 'Valdstrom wrote 250 songs.', 'neutral'),
        (DAM, 'The state paid about $12.6 million toward the dam.', 'entailment'),
        (DAM, 'The reservoir first filled in 1960.', 'entailment'),
        (DAM, 'The hydroelectric plant was added before the reservoir first filled.', 'contradiction'),
        (DAM, 'The dam cost more than $70 million.', 'contradiction'),
        (DAM, 'The hydroelectric plant cost $10 million.', 'neutral'),
        (NEWSPAPER, 'The Marchand group owned the newspaper for 29 years.', 'entailment'),
        (NEWSPAPER, 'The paper switched to a tabloid format before Marchand sold it.', 'contradiction'),
        (NEWSPAPER, 'The Courier went tabloid three years after the Marchand group sold it.', 'entailment'),
        (CAMPAIGN, 'UNICEF paid $12 million.', 'entailment'),
        (CAMPAIGN, "The government paid $12 million of the campaign's cost.", 'contradiction'),
        (CAMPAIGN, 'The second round vaccinated 1 million children.', 'neutral'),
        (CAR, 'The Celta was produced for fifteen years.', 'entailment'),
        (CAR, 'The estate version sold 400,000 units.', 'neutral'),
        (CLIMBER, 'Brandt climbed Nanga Parbat in 1980.', 'entailment'),
        (CLIMBER, 'Brandt climbed K2 before Nanga Parbat.', 'contradiction'),
        (CLIMBER, 'Brandt climbed K2 eight years after the Eiger.', 'entailment'),
        (BAND, 'Signal Fires was released in 2008.', 'entailment'),
        (BAND, 'Northern Lines came out five years after Signal Fires.', 'entailment'),
        (BAND, 'Northern Lines reached number 3 in the UK.', 'neutral'),
        (BAND, 'Signal Fires was released before Low Tide.', 'contradiction'),
        (NEWSPAPER, "The Courier's circulation was 50,000 in 1970.", 'neutral'),
        (CLIMBER, 'Brandt climbed Everest in 1984.', 'neutral'),
        (BAND, 'Low Tide sold 100,000 copies.', 'neutral'),
    ],
)
def test_invented_paragraphs(reasoner: Reasoner, premise: str, hypothesis: str, gold: str) -> None:
    assert reasoner.predict(premise, hypothesis).label == gold


def _document(reasoner: Reasoner, text: str) -> tuple[list, list]:
    from qreas.document import read_document

    doc = read_document(reasoner, text)
    return list(doc.docs), [reasoner._quantities(d)[0] for d in doc.docs]


def test_timeline_counts_years_named_by_place(reasoner: Reasoner) -> None:
    from qreas.event_order import timeline

    text = (
        "The Tesk Canal is a waterway in the north of Varnia. Digging began in 1821. "
        "The first barges used it four years later. A lock was added in 1850. "
        "The canal was closed to traffic nine years after the opening of the railway, which came in 1862."
    )
    years = [y for y, _ in timeline(*_document(reasoner, text))]
    assert 1825 in years  # four years after 1821
    assert 1850 in years


@pytest.mark.parametrize(
    ("hypothesis", "gold"),
    [
        ("The lock was added after the first barges used the canal.", "entailment"),
        ("The lock was added before digging began.", "contradiction"),
        ("The first barges used the canal 25 years before the lock was added.", "entailment"),
        ("The first barges used the canal 20 years before the lock was added.", "contradiction"),
        ("The canal was widened before the lock was added.", "neutral"),
    ],
)
def test_order_of_events_on_the_timeline(reasoner: Reasoner, hypothesis: str, gold: str) -> None:
    text = (
        "The Tesk Canal is a waterway in the north of Varnia. Digging began in 1821 under the "
        "engineer Ora Quist. The first barges used it four years later. A lock was added in 1850. "
        "The canal is 44 kilometres long."
    )
    assert reasoner.predict(text, hypothesis).label == gold


@pytest.mark.parametrize(
    ("hypothesis", "gold"),
    [
        ("The city paid $10 million toward the stadium.", "entailment"),
        ("The club paid $15 million.", "entailment"),
        ("The city paid $15 million toward the stadium.", "contradiction"),
        ("The stadium seats 30,000 people.", "neutral"),
    ],
)
def test_total_divided_between_parties(reasoner: Reasoner, hypothesis: str, gold: str) -> None:
    text = (
        "Orrin Park is a football stadium in Dellport. It was built between 2009 and 2011. "
        "The cost of $25 million was split between the city and the club, which paid three fifths. "
        "The first match was played in August 2011. The club's record crowd came in 2014."
    )
    assert reasoner.predict(text, hypothesis).label == gold


@pytest.mark.parametrize(
    ("hypothesis", "gold"),
    [
        ("Mara Lind released four albums.", "entailment"),
        ("Mara Lind released five albums.", "contradiction"),
        ("Mara Lind sold a million albums.", "neutral"),
    ],
)
def test_nth_and_last_counts(reasoner: Reasoner, hypothesis: str, gold: str) -> None:
    text = (
        "Mara Lind (born 1960) is a Norwegian jazz singer. She began her career in Bergen clubs. "
        "Her debut album appeared in 1984. She released her fourth and final album, Quiet Harbour, in 1999. "
        "She has taught at the Oslo conservatory since 2003."
    )
    assert reasoner.predict(text, hypothesis).label == gold


SUCCESSION = (
    "Marta Kell is a Danish politician. She was elected mayor of Rask in 1990. She served for "
    "six years before Tom Reyes succeeded her. Reyes had previously been a teacher."
)
TUNNEL = (
    "The Brisk Tunnel is a rail tunnel under the Harl estuary. Its construction took seven years. "
    "The tunnel's opening in 1931 was delayed by flooding. It was electrified in 1950."
)


@pytest.mark.parametrize(
    ("premise", "hypothesis", "gold"),
    [
        (SUCCESSION, "Tom Reyes became mayor in 1998.", "contradiction"),
        (TUNNEL, "The tunnel opened in 1931.", "entailment"),
        (TUNNEL, "The tunnel opened in 1935.", "contradiction"),
        (TUNNEL, "The tunnel was electrified before it opened.", "contradiction"),
    ],
)
def test_succession_and_noun_events(reasoner: Reasoner, premise: str, hypothesis: str, gold: str) -> None:
    """ "served for six years before X succeeded her" ends the term six years on; "the
    tunnel's opening in 1931" dates the opening as "opened in 1931" would."""
    assert reasoner.predict(premise, hypothesis).label == gold


def test_mixed_duration_sum_is_no_duration() -> None:
    from qreas.duration_sums import mixed_sum
    from qreas.types import Justification, Numset

    two = Numset(2, 2, "year", "two years", dimension="time", verb="study")
    eighteen = Numset(18, 18, "year", "eighteen years", dimension="time", verb="hold")
    twenty = Numset(20, 20, "year", "twenty years", dimension="time", verb="conduct")
    j = Justification(twenty, (two, eighteen), (0, 1, "+", "H", "="), "entails", "enumerator")
    assert mixed_sum([j]) is not None
    studied = eighteen.with_(verb="study")
    same = Justification(twenty, (two, studied), (0, 1, "+", "H", "="), "entails", "enumerator")
    assert mixed_sum([same]) is None


def test_share_complement_of_them(reasoner: Reasoner) -> None:
    """ "surveyed 2,000 residents. Only 12 percent of them did not ..." : the rest of the
    residents, 88 percent, did."""
    from qreas.natlog.derived import Context
    from qreas.natlog.derivers.share_complements import share_complement

    p = "The survey asked 2,000 residents about the plan. Only 12 percent of them did not support the plan."
    h = "88 percent of the residents supported the plan."
    pdoc, hdoc = (reasoner.parse_many([s])[reasoner._clip(s)] for s in (p, h))
    pq, hq = (tuple(reasoner._quantities(d)[0]) for d in (pdoc, hdoc))
    found = list(share_complement(Context(pdoc, hdoc, pq, hq, hq[0])))
    assert found and found[0].value.lo == 88


FESTIVAL = (
    "The Ardley Folk Festival is held every summer in Ardley. The 2017 edition sold 23,000 tickets. "
    "The festival was cancelled in 2019 because of flooding. The 2021 edition sold 19,400 tickets."
)


@pytest.mark.parametrize(
    ("hypothesis", "gold"),
    [
        ("The 2021 festival sold fewer tickets than the 2017 festival.", "entailment"),
        ("The 2021 festival sold more tickets than the 2017 festival.", "contradiction"),
        ("The 2017 festival sold more tickets than the 2021 one.", "entailment"),
    ],
)
def test_comparison_of_two_stated_figures(reasoner: Reasoner, hypothesis: str, gold: str) -> None:
    """Each side of "more ... than" is the figure of the sentence that names it."""
    assert reasoner.predict(FESTIVAL, hypothesis).label == gold


@pytest.mark.parametrize(
    ("hypothesis", "gold"),
    [
        ("The Kestrels lost a quarter of their games.", "entailment"),
        ("The Kestrels lost most of their games.", "contradiction"),
        ("The Kestrels won most of their games.", "entailment"),
    ],
)
def test_count_of_a_conjoined_verb_shares_the_group(reasoner: Reasoner, hypothesis: str, gold: str) -> None:
    """ "won 30 of their 40 games and lost 10": the 10 are of the 40 games too."""
    text = (
        "The Kestrels are an ice hockey team from Varn. In the 2019 season they won 30 of their "
        "40 games and lost 10. Their coach was Ida Moor. They finished second."
    )
    assert reasoner.predict(text, hypothesis).label == gold


def test_comparison_by_the_claims_verb(reasoner: Reasoner) -> None:
    """ "sold more cars than the second" is read on the counts of selling ("units")."""
    text = (
        "The Orvane Tessa is a small family car. The first generation sold 1.3 million units. "
        "The second generation sold 1.6 million units. It was replaced in 2003."
    )
    claim = "The first generation sold more cars than the second."
    assert reasoner.predict(text, claim).label == "contradiction"


@pytest.mark.parametrize(
    ("hypothesis", "gold"),
    [
        ("The second strike at the Varne mill began in 1931.", "entailment"),
        ("The second strike at the Varne mill began in 1929.", "contradiction"),
    ],
)
def test_duration_moves_the_narrative_clock(reasoner: Reasoner, hypothesis: str, gold: str) -> None:
    """ "began in 1911 ... lasted fourteen years and ended with an agreement" puts the
    agreement in 1925; "six years after the agreement" is 1931."""
    text = (
        "The Varne mill dispute was a labour conflict in the town of Varne. It began in 1911 "
        "when the owners cut wages. The dispute lasted fourteen years and ended with the Holm "
        "agreement. A second strike at the mill began six years after the agreement."
    )
    assert reasoner.predict(text, hypothesis).label == gold


@pytest.mark.parametrize(
    ("hypothesis", "gold"),
    [
        ("Around 70 percent of the trust's grants go to schools.", "entailment"),
        ("About half of the trust's grants go to schools.", "contradiction"),
    ],
)
def test_share_of_the_remainder(reasoner: Reasoner, hypothesis: str, gold: str) -> None:
    """ "Roughly 30 percent of its grants go to libraries. The remainder supports schools":
    the rest, about 70 percent, goes to the schools."""
    text = (
        "The Hallam Trust is a Scottish education charity founded in 1958. Roughly 30 percent "
        "of its grants go to public libraries. The remainder supports rural schools. Its "
        "director since 2010 has been Ewan Rhys."
    )
    assert reasoner.predict(text, hypothesis).label == gold
