"""The verbal side: is what the hypothesis says outside its numbers supported?

Quantities are necessary, not sufficient, for entailment ("Sam believed Joan had 5 apples" does
not entail "Joan had 5 apples"). This layer aligns the hypothesis' content words with the premise
(same lemma, WordNet synonym, premise word more specific than the hypothesis word, derivationally
related form) and checks negation and attribution/modality. It is symbolic and training-free: a
coverage ratio and a few flags, no learned weights.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from qreas.lexicon import word_lists, word_set
from qreas.mention_context import reporting_use
from qreas.name_forms import abbreviations, initials, one_edit, persons, squash
from qreas.quantities import number_head

CONTENT_POS = frozenset({"NOUN", "PROPN", "VERB", "ADJ", "ADV", "NUM"})
SKIP_LEMMAS = frozenset({"be", "have", "do", "say", "also", "-PRON-", "'s", "now", "just"})
NEGATIVE_PREFIXES = ("un", "in", "im", "il", "ir", "non", "non-", "dis")
NEGATIONS = frozenset({"not", "n't", "never", "no", "none", "nobody", "nothing", "neither", "nor"})


@dataclass(frozen=True)
class VerbalAssessment:
    coverage: float  # share of the hypothesis' content words aligned with the premise
    missing: tuple[str, ...]  # hypothesis content lemmas with no counterpart
    negation_mismatch: bool  # one side negates, the other does not
    hedged: bool  # the premise attributes or hedges what the hypothesis asserts
    total: int = 0  # hypothesis content words counted
    presupposes: bool = False  # "also" / an opening "other" whose antecedent the premise lacks
    new_names: tuple[str, ...] = ()  # persons the hypothesis names and the premise does not


@functools.cache
def _hedges() -> frozenset[str]:
    return word_set("hedges.txt")


class VerbalAligner:
    """Aligns hypothesis content words with the premise, WordNet-backed when enabled."""

    def __init__(self, use_wordnet: bool = True, depth: int = 3) -> None:
        self.use_wordnet = use_wordnet
        self.depth = depth
        self._related: dict[str, frozenset[str]] = {}

    def related(self, lemma: str, pos: str) -> frozenset[str]:
        """Words a premise may use for this hypothesis word: synonyms, hyponyms'
        lemmas are not listed (too many); instead the premise word's hypernyms are
        checked in :meth:`supports`. Derivations ("decision"/"decide") included."""
        key = f"{lemma}/{pos}"
        hit = self._related.get(key)
        if hit is not None:
            return hit
        out = {lemma}
        if self.use_wordnet:
            wn = _wordnet()
            for syn in wn.synsets(lemma)[:4]:
                for lem in syn.lemmas():
                    out.add(lem.name().lower())
                    for d in lem.derivationally_related_forms():
                        out.add(d.name().lower())
                    for p in lem.pertainyms():
                        out.add(p.name().lower())
        result = frozenset(out)
        self._related[key] = result
        return result

    @functools.lru_cache(maxsize=100_000)  # noqa: B019 - one aligner per Reasoner
    def _generalisations(self, lemma: str, pos: str = "") -> frozenset[str]:
        """The premise word and its hypernyms up to ``depth`` (noun and verb senses)."""
        out = {lemma}
        if not self.use_wordnet:
            return frozenset(out)
        wn = _wordnet()
        frontier = list(wn.synsets(lemma)[:3])
        # what the premise verb entails or causes ("snore" -> sleep, "kill" -> die)
        verbs = wn.synsets(lemma, pos="v")[:3] if pos == "VERB" else []
        frontier += [e for s in verbs for e in s.entailments() + s.causes() if e not in frontier]
        for _ in range(self.depth):
            nxt = []
            for syn in frontier:
                for lem in syn.lemmas():
                    out.add(lem.name().lower())
                nxt.extend(syn.hypernyms())
            frontier = nxt
        for syn in frontier:
            for lem in syn.lemmas():
                out.add(lem.name().lower())
        return frozenset(out)

    def _phrases(self, tokens: list[Any]) -> dict[int, tuple[int, str]]:
        """The phrasal verbs WordNet lists as one lemma: a verb with its particle or its
        bare (determinerless) object ("took *place*" -> take_place, "set *up*" ->
        set_up, "took *part*" -> take_part). Such an expression is one lexical item
        whose meaning is not its parts' (a light verb or verb-particle construction;
        Jackendoff 2002, ch. 6), so it is aligned, and counted, as one word. Returns
        token index -> (index of the verb, phrase lemma) for the verb and its
        dependent."""
        out: dict[int, tuple[int, str]] = {}
        if not self.use_wordnet:
            return out
        wn = _wordnet()
        for t in tokens:
            if t.pos_ not in ("VERB", "AUX") or t.i in out:
                continue
            for c in t.children:
                if c.dep_ == "prt" or (c.dep_ == "dobj" and c.pos_ == "NOUN" and not list(c.children)):
                    phrase = f"{t.lemma_.lower()}_{c.lemma_.lower()}"
                    if _verb_lemma(wn, phrase):
                        out[t.i] = out[c.i] = (t.i, phrase)
                        break
        return out

    def assess(self, premise: object, hypothesis: object) -> VerbalAssessment:
        """Compare two spaCy Docs."""
        p_tokens = [t for t in premise]  # type: ignore[attr-defined]
        h_tokens = [t for t in hypothesis]  # type: ignore[attr-defined]
        p_forms: set[str] = set()
        for t in p_tokens:
            p_forms.add(t.lower_)
            p_forms.add(t.lemma_.lower())
        p_phrases = {phrase for _, phrase in self._phrases(p_tokens).values()}
        p_forms |= p_phrases
        p_general: set[str] | None = None  # built on first need: most words match directly

        p_nouns = {t.lemma_.lower() for t in p_tokens if t.pos_ == "NOUN"}

        def supported(lemma: str, pos: str) -> bool:
            nonlocal p_general
            if lemma in p_forms or self.related(lemma, pos) & p_forms:
                return True
            if pos == "NOUN" and _compound_head(lemma, p_nouns):
                return True
            if p_general is None:
                p_general = set()
                for pt in p_tokens:
                    if pt.pos_ in ("NOUN", "VERB", "PROPN"):
                        p_general |= self._generalisations(pt.lemma_.lower(), pt.pos_)
                for phrase in p_phrases:
                    p_general |= self._generalisations(phrase)
            return lemma in p_general

        # a phrasal verb the premise supports is one aligned word; else its parts count alone
        h_phrases = {k: v for k, v in self._phrases(h_tokens).items() if supported(v[1], "VERB")}
        missing: list[str] = []
        total = len({head for head, _ in h_phrases.values()})
        frame = _attribution_frame(h_tokens)
        for t in h_tokens:
            lemma = t.lemma_.lower()
            if t.i in h_phrases or t.pos_ not in CONTENT_POS or t.is_stop or lemma in SKIP_LEMMAS:
                continue
            if t.like_num or t.tag_ == "CD":
                continue  # numbers are the quantity module's business
            if t.lower_ in p_forms or supported(lemma, t.pos_):
                total += 1
            elif t.i not in frame:  # a reporting frame's words need no counterpart
                total += 1
                missing.append(lemma)
        coverage = 1.0 if total == 0 else (total - len(missing)) / total
        return VerbalAssessment(
            coverage=coverage,
            missing=tuple(missing),
            total=total,
            negation_mismatch=self._negation_mismatch(p_tokens, h_tokens),
            hedged=_hedged(p_tokens) and not _not_asserted(h_tokens),
            presupposes=(_additive(h_tokens) and not _additive(p_tokens, antecedent=True))
            or (_opening_other(h_tokens) and not _alternatives(p_tokens)),
            new_names=_new_names(p_tokens, h_tokens, frozenset(missing)),
        )

    def _negation_mismatch(self, p_tokens: list[Any], h_tokens: list[Any]) -> bool:
        """Does one side negate what the other asserts?

        A negation bears on its head word ("did *not* kill" -> kill, "*no* reports" ->
        report). A premise negation matters only when its head is something the
        hypothesis speaks of ("There were *no* reports of injuries" says nothing against
        "four men died"); a hypothesis negation matters unless the premise words it
        with a negative form of the same word ("unknown" / "not known", "unable to
        agree" / "do not agree").
        """
        p_heads = _negated_heads(p_tokens)
        h_heads = _negated_heads(h_tokens)
        if bool(p_heads) == bool(h_heads):
            return False
        if p_heads:
            h_forms: set[str] = set()
            for t in h_tokens:
                if t.pos_ in CONTENT_POS and not t.is_stop:
                    h_forms |= self.related(t.lemma_.lower(), t.pos_)
            return any(h.lemma_.lower() in h_forms or h.lower_ in h_forms for h in p_heads)
        p_forms = {t.lower_ for t in p_tokens} | {t.lemma_.lower() for t in p_tokens}
        return not all(_negative_form(h, p_forms, p_tokens) for h in h_heads)


CLAUSAL = frozenset({"ccomp", "parataxis"})


def _attribution_frame(tokens: list[Any]) -> frozenset[int]:
    """The words of a reporting frame after what the sentence asserts ("..., *health
    officials say*") or of an "according to" phrase. Such a frame gives the evidence
    for the claim, not the claim: the fronted clause is the main point of the
    utterance and the frame a parenthetical (Ross 1973 on "slifting"; Simons 2007),
    and an attributed hypothesis asserts no more than the premise's own attribution
    (see the hedge rules). Its words need no counterpart in the premise. A frame
    before its clause ("Clark says he was lonely") is left alone: there the report
    itself may be what is asserted."""
    out: set[int] = set()
    for t in tokens:
        low = t.lemma_.lower()
        if low not in REPORTING and t.lower_ not in REPORTING:
            continue
        if t.lower_ == "according" and t.dep_ == "prep":
            out |= {w.i for w in t.subtree}
        elif t.pos_ == "VERB" and (
            any(c.dep_ in CLAUSAL and c.i < t.i for c in t.children) or (t.dep_ in CLAUSAL and t.head.i < t.i)
        ):
            out.add(t.i)
            out |= {w.i for c in t.children if c.dep_ == "nsubj" for w in c.subtree}
    return frozenset(out)




def _compound_head(lemma: str, nouns: set[str]) -> bool:
    """Is the hypothesis noun the head of a closed compound the premise uses
    ("dockworker" / "worker", "steelmaker" / "maker")? An English compound names a
    kind of its head (its rightmost part), so the premise word is a hyponym. The head
    has at least 4 letters and the modifier at least 3 ("season" is no kind of "son")."""
    return len(lemma) >= 4 and any(n.endswith(lemma) and len(n) - len(lemma) >= 3 for n in nouns)


def _new_names(p_tokens: list[Any], h_tokens: list[Any], missing: frozenset[str]) -> tuple[str, ...]:
    """The persons the hypothesis names that the premise does not mention.

    A proper name picks out one individual (Kripke 1980): "Officers probe crimes near
    where *Madeleine* vanished" says who vanished, which "... where *the toddler*
    vanished" leaves open. Coverage cannot see this (one word of ten), so a person's
    name none of whose words the premise supports blocks the entailment; a name is
    still supported by its initials or a one-letter misspelling. Places are left out:
    a news text gives its setting once (the dateline, "U.S. adds 290,000 jobs") and its
    sentences leave it implicit; organisations mostly stand for their spokespeople or
    publish the text ("..., NPR"), an attribution the hedge rules judge. Measured
    (2026): places and organisations too fixed 6 more NewsNLI pairs but broke 8 in
    RedditNLI."""
    names = []
    premise_names: set[str] | None = None  # the premise's words as names, when needed
    acronyms: set[str] = set()  # and both sides' acronyms
    for ent in persons(h_tokens):
        words = [t for t in ent if not t.is_punct]
        if not words or any(t.lemma_.lower() not in missing for t in words):
            continue  # "Darren Sharper" / "Sharper": one supported word names the same one
        if any(one_edit(t.lower_, p.lower_) for t in words for p in p_tokens if p.text[:1].isupper()):
            continue  # "Schwartzfman" / "Schwartzman": a misspelling names the same one
        if premise_names is None:
            premise_names = {squash(t.text) for t in p_tokens}
            acronyms = abbreviations(p_tokens) | abbreviations(h_tokens)
        text = " ".join(t.text for t in words)
        if squash(text) in premise_names | acronyms or initials(words) in premise_names:
            continue
        names.append(text)
    return tuple(names)


ADDITIVES = frozenset({"also", "too", "additionally", "likewise"})
# words that supply the alternative an additive particle presupposes ("in addition to
# the arrests in New York, police in Italy detained 77": "... also make 77 arrests")
ANTECEDENTS = ADDITIVES | frozenset(
    {"addition", "along", "alongside", "besides", "other", "another", "again"}
)


# words that name the rest of a set beside members already spoken of ("the other
# four", "14 others", "the remaining nine", "the rest")
ALTERNATIVES = frozenset({"other", "others", "another", "remaining", "rest"})
NOMINAL_POS = frozenset({"NOUN", "PROPN", "PRON", "NUM"})


def _opening_other(tokens: list[Any]) -> bool:
    """Does the sentence open with "other" ("Eight *other* people are in critical
    condition", "Two *others* remain in custody", "One of the *other* men")? "other"
    presupposes members of the set already spoken of (an anaphoric alternative phrase,
    Quirk et al. 1985, 6.56; Bierner 2001); with nothing named before it in the
    sentence, they must come from the premise. ("Two were killed, two *others*
    injured" names them itself.)"""
    for t in tokens:
        if t.lower_ not in ("other", "others"):
            continue
        phrase = t.head if t.dep_ == "amod" else t
        while phrase.dep_ == "pobj" and phrase.head.dep_ == "prep" and phrase.head.head.pos_ in NOMINAL_POS:
            phrase = phrase.head.head  # "One of the other men": the whole partitive
        first = min(w.i for w in phrase.subtree) - tokens[0].i
        if not any(w.pos_ in NOMINAL_POS for w in tokens[:first]):
            return True
    return False


def _alternatives(tokens: list[Any]) -> bool:
    """Does the premise speak of the rest of a set, or add to what it names?"""
    return _additive(tokens, antecedent=True) or any(t.lower_ in ALTERNATIVES for t in tokens)


def _additive(tokens: list[Any], antecedent: bool = False) -> bool:
    """Does the sentence carry an additive particle ("X *also* won", "X won *too*",
    "... *as well*")? It presupposes that the predicate holds of something else too
    (Karttunen & Peters 1979; Heim 1992; Kripke 2009): "AC Milan also win" says that
    another team won, which a premise about AC Milan alone does not say. A premise
    supplies that alternative only if it speaks of one itself (``antecedent``: an
    additive word, "in addition to", "along with", "other").
    "too" counts only as a particle on a verb ("won too"), not as a degree word ("too
    tight")."""
    words = ANTECEDENTS if antecedent else ADDITIVES
    for k, t in enumerate(tokens):
        low = t.lower_
        if low == "too" and t.head.pos_ not in ("VERB", "AUX"):
            continue
        if low in words:
            return True
        if (
            low == "as"
            and k + 1 < len(tokens)
            and tokens[k + 1].lower_ == "well"
            and (k + 2 == len(tokens) or tokens[k + 2].is_punct)
        ):
            return True
    return False


def _negated_heads(tokens: list[Any]) -> list[Any]:
    """The words negations bear on, including the verb under a negative implicative
    ("failed to *pay*")."""
    heads = [t.head for t in tokens if (t.dep_ == "neg" or t.lower_ in NEGATIONS) and not _numero(t)]
    implicatives = _negative_implicatives()
    heads += [t for t in tokens if t.dep_ == "xcomp" and t.head.lemma_.lower() in implicatives]
    return heads


def _numero(t: Any) -> bool:
    """Is "No" the numero sign ("No. 8", "World No 1"), followed by a figure in digits,
    rather than the determiner of "no two cases"?"""
    if t.lower_ not in ("no", "no."):
        return False
    doc, k = t.doc, t.i + 1
    if k < len(doc) and doc[k].text == ".":
        k += 1
    return k < len(doc) and doc[k].text[:1].isdigit()


@functools.cache
def _negative_implicatives() -> frozenset[str]:
    return word_set("negative_implicatives.txt")


def _negative_form(word: Any, forms: set[str], p_tokens: list[Any]) -> bool:
    """Does the premise say the word negatively without a negation word: a negative
    prefix ("known" -> "unknown"), a WordNet antonym, or the same word under a negative
    implicative ("unable to agree", "failed to pay")?"""
    lemma = word.lemma_.lower()
    if any(t.lemma_.lower() == lemma and t.head.lemma_.lower() in _negative_implicatives() for t in p_tokens):
        return True
    stems = {word.lower_, lemma}
    for stem in stems:
        if any(p + stem in forms for p in NEGATIVE_PREFIXES):
            return True
    wn = _wordnet()
    return any(
        a.name().lower() in forms
        for syn in wn.synsets(word.lemma_.lower())[:4]
        for lem in syn.lemmas()
        for a in lem.antonyms()
    )


REPORTING = frozenset({"say", "tell", "report", "according", "announce", "state", "warn", "claim", "add"})


def _attributed(tokens: list[Any]) -> bool:
    """Does the sentence attribute its claim to a source ("..., police say", "according
    to officials")? An attributed hypothesis asserts no more than a hedged premise."""
    # "According" lemmatises to "accord"; "added 30 routes" (an object, no clause) reports nothing
    return _headline_source(tokens) or any(
        (t.lemma_.lower() in REPORTING or t.lower_ in REPORTING)
        and (reporting_use(t) or (t.pos_ == "NOUN" and _supersense(t.lemma_.lower()) in SAYINGS))
        for t in tokens
    )


SAYINGS = frozenset({"noun.communication"})  # "there were reports of", not "the state"
SOURCE_SENSES = frozenset({"noun.person", "noun.group", "noun.communication"})
SOURCE_ENTITIES = frozenset({"PERSON", "ORG", "NORP", "GPE"})


def _headline_source(tokens: list[Any]) -> bool:
    """Does a headline name its source before a colon ("Police : 3 dead", "UN report :
    ...")? In block language the colon stands for a verb of saying (Mardh 1980 on
    headlinese); the phrase before it has no verb of its own and names a person, a
    group or a document."""
    colon = next((k for k, t in enumerate(tokens) if t.text == ":"), 0)
    before = tokens[:colon]
    if not before or any(t.pos_ in ("VERB", "AUX", "NUM") for t in before):
        return False
    head = before[-1]
    return head.ent_type_ in SOURCE_ENTITIES or _supersense(head.lemma_.lower()) in SOURCE_SENSES


@functools.lru_cache(maxsize=10_000)
def _supersense(lemma: str) -> str:
    """The WordNet lexicographer file of the word's first noun sense ("" if none)."""
    syns = _wordnet().synsets(lemma, pos="n")
    return syns[0].lexname() if syns else ""


def _not_asserted(tokens: list[Any]) -> bool:
    """A hypothesis that is itself hedged, attributed or a plan asserts no fact."""
    return _hedged(tokens) or _attributed(tokens) or _to_come(tokens)


FINITE_TAGS = frozenset({"VBD", "VBZ", "VBP", "MD"})


def _to_come(tokens: list[Any]) -> bool:
    """Is the sentence a headline future, a bare "to"-infinitive with no finite verb
    ("Goldman to pay $5 billion", "California to raise minimum wage")? It reports a
    plan or arrangement (Quirk et al. 1985, 4.46 on block language), so it asserts no
    more than a premise that plans or proposes it."""
    if any(t.tag_ in FINITE_TAGS for t in tokens):
        return False
    return any(t.tag_ == "TO" and t.dep_ == "aux" and t.head.tag_ == "VB" for t in tokens)


def _hedged(tokens: list[Any]) -> bool:
    return any(_is_hedge(t) for t in tokens)


def _is_hedge(t: Any) -> bool:
    """Is the token a hedge word? The clitic "'d" is "would" (a hedge) before a bare
    verb ("he'd lose") but "had" before a past participle ("he'd lost": the perfect
    asserts)."""
    if t.lower_ in ("'d", "\u2019d") and t.head.tag_ == "VBN":
        return False
    if t.pos_ == "PROPN" and (month(t) or any(c.like_num for c in (*t.children, t.head))):
        return False  # the month in "on May 5, 1990", "in May 2019", "in May"
    return t.lemma_.lower() in _hedges()


def month(t: Any) -> bool:
    """A month's name ("in May"): never the modal it may be spelled like."""
    return t.lower_ in word_lists().months


HEDGE_LINKS = frozenset({"aux", "advmod", "mark", "neg"})


def hedged_over(doc: Any, start: int, end: int) -> bool:
    """Is the quantity at tokens [start, end) asserted under a hedge or attribution:
    a hedge word on the path from it to the root ("experts *believe* 300 died"), or a
    modal or hedging adverb on a word of that path ("300 *could* be dead", "*allegedly*
    stole $5")? A hedge elsewhere in the sentence ("3 people were taken to hospital,
    but officials *could* not say why") says nothing about the quantity.

    Measured and left out (2026-11-23): stopping at a coordinated clause, and at a
    definite description whose content is presupposed ("whether relatives claimed
    the bodies of *the* four men"). Both are sound, but spaCy often attaches a
    coordinated verb phrase to the sentence root, and the two rules together fixed one
    EQUATE pair and broke four.
    """
    t = number_head(doc, start, end)  # then up to the root, the span's own words aside
    while True:
        if not start <= t.i < end and _is_hedge(t):
            return True
        outside = [c for c in t.children if not start <= c.i < end]
        if any(c.dep_ in HEDGE_LINKS and _is_hedge(c) for c in outside):
            return True
        if t.head.i == t.i:
            return False
        t = t.head


@functools.lru_cache(maxsize=65_536)
def _verb_lemma(wn: Any, phrase: str) -> bool:
    """Whether WordNet lists ``phrase`` as a verb (a look-up that walks morphy's rules:
    kept per phrase, as verbs recur across sentences)."""
    return bool(wn.synsets(phrase, pos="v"))


def _wordnet():  # noqa: ANN202 - NLTK reader
    from qreas.resources import load_wordnet

    return load_wordnet()


# the modals of futurity (Quirk et al. 1985, 4.42: "will"/"shall" + infinitive; spaCy
# lemmatises the clitic "'ll" to "will")
FUTURE_MODALS = frozenset({"will", "shall"})
PAST_TAGS = frozenset({"VBD"})
PRESENT_TAGS = frozenset({"VBZ", "VBP"})


def _tense_carrier(t: Any) -> Any | None:
    """The word that carries a verb's tense: its first auxiliary, else the verb itself
    (None for a verb with neither an auxiliary nor a finite form)."""
    aux = [c for c in t.children if c.dep_ in ("aux", "auxpass") and c.i < t.i]
    if aux:
        return aux[0]
    return t if t.tag_ in PAST_TAGS | PRESENT_TAGS else None


def future_over(doc: Any, start: int, end: int, anchored: bool = True) -> bool:
    """Is the quantity at tokens [start, end) stated of the future: a "will"/"shall"
    on a verb of the path from it to the root ("the gondola *will* consist of ... a
    10.7 kilometer area")? With ``anchored``, a verb with a tense of its own on the way
    fixes the quantity's time ("he *will* face the player who *won* 6-3", "he will
    reach his school, which *is* 750 m away") and the walk stops there. A prediction is
    not a report that the event took place (Quirk et al. 1985, 4.42)."""
    t = number_head(doc, start, end)
    while True:
        if t.pos_ in ("VERB", "AUX"):
            carrier = _tense_carrier(t)
            if carrier is not None and carrier.lemma_.lower() in FUTURE_MODALS:
                return True
            if anchored and carrier is not None and carrier.tag_ in PAST_TAGS | PRESENT_TAGS:
                return False
        if t.head.i == t.i:
            return False
        t = t.head


def asserted_as_fact(doc: Any, start: int, end: int) -> bool:
    """Is the quantity at tokens [start, end) asserted as a past or present fact: the
    first verb above it is finite, past or present, not in the progressive (the
    present progressive also names a future arrangement: "troops *are being
    deployed*", Quirk et al. 1985, 4.43), and no modal or hedge bears on the path from
    it to the root ("if the rosters *are* combined, how many names *will* be ...")? A
    headline participle ("Pay capped at $500,000") or infinitive ("to pay") has no
    tense and says nothing about time."""
    if hedged_over(doc, start, end) or future_over(doc, start, end, anchored=False):
        return False
    t = number_head(doc, start, end)
    while t.pos_ not in ("VERB", "AUX"):
        if t.head.i == t.i:
            return False
        t = t.head
    carrier = _tense_carrier(t)
    if carrier is None or carrier.tag_ not in PAST_TAGS | PRESENT_TAGS:
        return False
    aux = [c for c in t.children if c.dep_ in ("aux", "auxpass")]
    return not (t.tag_ == "VBG" or any(c.tag_ in ("VBG", "MD") for c in aux))
