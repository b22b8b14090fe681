"""Lexical relations of word pairs, from WordNet 3.0 (the relation of one edit).

MacCartney (2009, ch. 7) predicts an edit's relation from lexical resources; qreas
reads them off WordNet directly, without a learned classifier:
- ≡: the same lemma, or a shared synset (couch / sofa);
- ⊏ / ⊐: a hypernym (or, for verbs, an entailment or cause: kill -> die) of one word's
  first senses lies above the other's (crow ⊏ bird; animal ⊐ goat);
- |: antonyms (win / lose), or co-hyponyms: nouns whose first senses share a direct
  hypernym and neither is above the other (goat | sheep; MacCartney's alternation for
  sister terms); proper nouns naming different people;
- #: anything else (hungry # hippo, parks # roads).
Only the first ``SENSES`` senses count: rare senses would make most words related.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from typing import Any

from qreas.natlog.relations import Rel
from qreas.resources import load_wordnet

SENSES = 3
DEPTH = 14  # hypernym levels searched (goat -> animal is 9)
POS = {"NOUN": "n", "PROPN": "n", "VERB": "v", "ADJ": "a", "ADV": "r"}


@functools.cache
def _wn() -> Any:
    return load_wordnet()


@functools.lru_cache(maxsize=50_000)
def _synsets(lemma: str, pos: str) -> tuple[Any, ...]:
    wn_pos = POS.get(pos)
    if wn_pos is None:
        return ()
    found = _wn().synsets(lemma.replace(" ", "_"), wn_pos)
    if wn_pos == "a":
        found += _wn().synsets(lemma, "s")
    seen = _seen_senses(lemma.replace(" ", "_"), wn_pos)
    return tuple([s for s in found if s.offset() in seen or not seen][:SENSES])


def _seen_senses(lemma: str, wn_pos: str) -> frozenset[int]:
    """The offsets of a word's senses seen in WordNet's sense-tagged corpus (the index's
    ``tagsense_cnt``, wndb(5): the first senses, by frequency), at least its first: a
    sense never seen in text ("dose": venereal disease, slang) relates nothing."""
    wn = _wn()
    tagged = getattr(wn, "_qreas_tagged", None)
    if tagged is None:
        return frozenset()
    out: set[int] = set()
    for pos in ("a", "s") if wn_pos == "a" else (wn_pos,):
        for form in wn._morphy(lemma, pos):
            offsets = wn._lemma_pos_offset_map.get(form, {}).get(pos, [])
            out.update(offsets[: max(1, tagged.get((form, "a" if pos == "s" else pos), 0))])
    return frozenset(out)


def climb(
    start: Iterable[Any], links: Callable[[Any], list[Any]], depth: int | None = DEPTH
) -> frozenset[Any]:
    """Every synset reached from ``start`` by following ``links`` (hypernyms, and for
    verbs what they entail or cause ...) up to ``depth`` steps (``None``: to the top);
    the start synsets only if a link leads back to them. The one upward walk of the
    lexical relations."""
    out: set[Any] = set()
    frontier = list(start)
    steps = 0
    while frontier and (depth is None or steps < depth):
        nxt = []
        for s in frontier:
            for u in links(s):
                if u not in out:
                    out.add(u)
                    nxt.append(u)
        frontier, steps = nxt, steps + 1
    return frozenset(out)


def hypernym_links(s: Any) -> list[Any]:
    return s.hypernyms() + s.instance_hypernyms()


def _upward_links(s: Any) -> list[Any]:
    """Hypernyms; for a verb also what it entails or causes."""
    ups = s.hypernyms() + s.instance_hypernyms()
    return ups + s.entailments() + s.causes() if s.pos() == "v" else ups


@functools.lru_cache(maxsize=50_000)
def _above(lemma: str, pos: str) -> frozenset[Any]:
    """Every synset above the word's first senses (hypernyms; for verbs also what they
    entail or cause), up to DEPTH levels."""
    return climb(_synsets(lemma, pos), _upward_links)


@functools.lru_cache(maxsize=50_000)
def troponym_pair(p: str, h: str) -> bool:
    """One verb under the other by hypernym links alone (WordNet's troponymy: a manner
    of doing, "whisper" under "talk"), up to DEPTH levels either way; not through what
    a verb entails or causes ("kill" causes "die")."""
    ps, hs = set(_synsets(p, "VERB")), set(_synsets(h, "VERB"))
    up_p = climb(ps, lambda s: s.hypernyms())
    up_h = climb(hs, lambda s: s.hypernyms())
    return bool(ps & up_h or hs & up_p) and not ps & hs


@functools.lru_cache(maxsize=50_000)
def _antonyms(lemma: str, pos: str) -> frozenset[str]:
    return frozenset(
        a.name().lower() for s in _synsets(lemma, pos) for lem in s.lemmas() for a in lem.antonyms()
    )


def antonymous(p: str, h: str, pos: str) -> bool:
    """Are the two lemmas WordNet antonyms ("black" / "white", "open" / "closed")? An
    antonym says the other word is false of the same thing: never a paraphrase."""
    p, h = p.lower(), h.lower()
    return h in _antonyms(p, pos) or p in _antonyms(h, pos)


def _sisters(a: tuple[Any, ...], b: tuple[Any, ...]) -> bool:
    """First senses sharing a direct hypernym (co-hyponyms)."""
    if not a or not b:
        return False
    return bool({h for s in a[:1] for h in s.hypernyms()} & {h for s in b[:1] for h in s.hypernyms()})


# plurals whose lemma a tagger leaves as is, mapped to the singular WordNet relates
SUPPLETIVE_PLURALS = {"people": "person", "persons": "person"}


@functools.lru_cache(maxsize=100_000)
def relation(p: str, h: str, pos: str) -> Rel:
    """The relation of premise word ``p`` to hypothesis word ``h`` (lemmas, one POS)."""
    p, h = p.lower(), h.lower()
    if pos == "NOUN":  # "200 *people*" counts persons; WordNet's "people" is a group
        p, h = SUPPLETIVE_PLURALS.get(p, p), SUPPLETIVE_PLURALS.get(h, h)
    if p == h:
        return Rel.EQ
    ps, hs = _synsets(p, pos), _synsets(h, pos)
    if set(ps) & set(hs) or _report_synonyms(p, h, pos):
        return Rel.EQ
    if h in _antonyms(p, pos) or p in _antonyms(h, pos):
        return Rel.ALT
    if not ps or not hs:
        return Rel.IND
    if set(hs) & _above(p, pos):
        return Rel.FWD
    if set(ps) & _above(h, pos):
        return Rel.REV
    if pos in ("NOUN",) and _sisters(ps, hs):
        return Rel.ALT
    return Rel.IND


@functools.cache
def _synonym_groups() -> dict[tuple[str, str], int]:
    """(part of speech, lemma) -> its group in ``lexicons/report_synonyms.tsv``."""
    from qreas.lexicon import lines

    return {(f[0], w): k for k, f in enumerate(lines("report_synonyms.tsv")) for w in f[1].split()}


def _report_synonyms(p: str, h: str, pos: str) -> bool:
    """Two words reports use for one measure that WordNet does not relate ("sales" /
    "revenue"; ``lexicons/report_synonyms.tsv``)."""
    groups = _synonym_groups()
    a, b = groups.get((pos, p)), groups.get((pos, h))
    return a is not None and a == b


@functools.lru_cache(maxsize=65_536)  # morphy on every call otherwise
def common_noun(word: str) -> bool:
    """WordNet's sense-tagged corpus uses the word as a common noun ("man", not "luna"):
    the index's ``tagsense_cnt``, which a rare entry ("luna": a moth) does not have."""
    tagged = getattr(_wn(), "_qreas_tagged", None) or {}
    return any(tagged.get((form, "n"), 0) > 0 for form in _wn()._morphy(word.lower(), "n"))


def known_noun(lemma: str) -> bool:
    """WordNet has the lemma as a common noun (spaces as its underscores)."""
    return bool(_wn().synsets(lemma.lower().replace(" ", "_"), "n"))


@functools.lru_cache(maxsize=50_000)
def _all_above(lemma: str) -> frozenset[Any]:
    """Every noun synset above any sense of the lemma (all senses, all levels)."""
    senses = _wn().synsets(lemma.replace(" ", "_"), "n")
    return frozenset(h for s in senses for path in s.hypernym_paths() for h in path)


def unrelated_nouns(p: str, h: str) -> bool:
    """No sense of either noun is a sense, a hypernym or a hyponym of any sense of the
    other: WordNet's verdict that the two nouns name different things in every reading
    ("grower" / "wholesaler"), not merely in their first senses ("fire" / "blaze", a
    flame in one sense, stay a possible paraphrase)."""
    ps = set(_wn().synsets(p.lower().replace(" ", "_"), "n"))
    hs = set(_wn().synsets(h.lower().replace(" ", "_"), "n"))
    return bool(ps and hs) and not (ps & hs or ps & _all_above(h.lower()) or hs & _all_above(p.lower()))


@functools.lru_cache(maxsize=20_000)
def is_kind_of(narrow: str, wide: str, senses: int = SENSES) -> bool:
    """``narrow`` names a kind of ``wide`` in WordNet, over every sense of the wider
    word ("piano" -> "instrument" goes through *musical instrument*, a sense the
    first-sense relation does not reach); only the narrow word's first senses count,
    so its rare senses relate nothing."""
    if narrow == wide:
        return False
    if (narrow, wide) in folk_kinds():
        return True
    if relation(narrow, wide, "NOUN") is Rel.FWD:
        return True
    wides = set(_wn().synsets(wide.replace(" ", "_"), "n"))
    return bool(climb(_wn().synsets(narrow.replace(" ", "_"), "n")[:senses], hypernym_links) & wides)


@functools.lru_cache(maxsize=4096)
def has_kind_sense(narrow: str, wide: str) -> bool:
    """Some sense of ``narrow``, however rare, is a kind of ``wide``: for a noun whose
    company picks that sense ("99 *trailers* and 97 cars" are vehicles, though a trailer
    is first a dawdler and a film preview)."""
    if narrow == wide:
        return False
    if (narrow, wide) in folk_kinds():
        return True
    wides = set(_wn().synsets(wide.replace(" ", "_"), "n"))
    return bool(climb(_wn().synsets(narrow.replace(" ", "_"), "n"), hypernym_links) & wides)


@functools.cache
def folk_kinds() -> frozenset[tuple[str, str]]:
    """Everyday classes WordNet lacks ("a rose is a flower", ``lexicons/folk_kinds.tsv``)."""
    from qreas.lexicon import lines

    return frozenset((f[0].lower(), f[1].lower()) for f in lines("folk_kinds.tsv"))


def general_sense_relation(p: str, h: str, senses: int = SENSES) -> Rel:
    """``relation`` of two counted nouns, where the wider word may be read in any of its
    senses: the narrow noun picks the sense it falls under ("186 guitars" / "186
    instruments": a guitar is an instrument in its musical sense, not its first)."""
    rel = relation(p, h, "NOUN")
    if rel is not Rel.IND:
        return rel
    return Rel.FWD if is_kind_of(p, h, senses) else Rel.REV if is_kind_of(h, p, senses) else rel


@functools.lru_cache(maxsize=4096)
def verb_class(lemma: str) -> str:
    """WordNet's lexicographer file of a verb's first sense ("verb.communication")."""
    syns = _wn().synsets(lemma, "v")
    return syns[0].lexname() if syns else ""


@functools.cache
def member_nouns(noun: str) -> frozenset[str]:
    """The nouns of people a collective noun is derived from or to ("membership" ->
    member, "readership" -> reader): WordNet's derivationally related noun forms that
    name a kind of person, so a number said of the collective ("its membership stood at
    42") counts those people."""
    out = {
        d.name().lower()
        for s in _synsets(noun, "NOUN")
        for lem in s.lemmas()
        for d in lem.derivationally_related_forms()
        if d.synset().pos() == "n"
    }
    # only nouns of people: "membership" -> member, not "team" -> teammate's kin words
    return frozenset(d for d in out - {noun} if is_kind_of(d, "person"))


@functools.lru_cache(maxsize=20_000)
def nominal_verbs(noun: str) -> frozenset[str]:
    """The verbs a noun names the doing, the doer or the sum of the doings of
    ("enrolment" -> enrol, "visitor" -> visit, "sales" -> sell): WordNet's derivational
    links from the noun's own lemma, and ``lexicons/nominal_verbs.tsv`` where WordNet
    has none. A summary restates a verb of its source as a noun ("sold 48,000 tickets"
    / "ticket sales"; "3,600 students enrolled" / "enrolment"), and the two say one
    thing."""
    out = {
        d.name().lower()
        for s in _wn().synsets(noun, "n")
        for lem in s.lemmas()
        if lem.name().lower() == noun
        for d in lem.derivationally_related_forms()
        if d.synset().pos() == "v"
    }
    return frozenset(out | _extra_nominals().get(noun, frozenset()))


@functools.cache
def _extra_nominals() -> dict[str, frozenset[str]]:
    from qreas.lexicon import lines

    return {f[0].lower(): frozenset(f[1].split()) for f in lines("nominal_verbs.tsv")}


def nominalises(noun: str, verb: str) -> bool:
    """Does ``noun`` (a lemma) name the doing or the doer of ``verb`` (a lemma)?"""
    return noun != verb and verb in nominal_verbs(noun)


def nominal_pair(p_pos: str, p_lemma: str, h_pos: str, h_lemma: str) -> bool:
    """A verb on one side and the noun of its doing or doer on the other ("3,600
    students *enrolled*" / "*enrolment*"; "*sold* 48,000 tickets" / "ticket *sales*"):
    one event, said as a clause or as a noun (the aligner's cross-part-of-speech match)."""
    if p_pos == "VERB" and h_pos == "NOUN":
        return nominalises(h_lemma, p_lemma)
    if p_pos == "NOUN" and h_pos == "VERB":
        return nominalises(p_lemma, h_lemma)
    return False


# the kinds of thing that hold, buy and sell as one body: an institution, a building
# or business, a place (WordNet lexicographer files)
HOLDER_CLASSES = frozenset({"noun.group", "noun.artifact", "noun.location"})


@functools.lru_cache(maxsize=20_000)
def institution_noun(lemma: str) -> bool:
    """A noun that names an institution, a business or a place in one of its first
    senses ("shop", "orchestra", "department", "city") and no person in its first
    (a word for people, "rescuers" / "team", may describe the same agents)."""
    senses = _wn().synsets(lemma.replace(" ", "_"), "n")[:SENSES]
    if not senses or senses[0].lexname() == "noun.person":
        return False
    return any(s.lexname() in HOLDER_CLASSES for s in senses)


@functools.lru_cache(maxsize=20_000)
def _parts_above(name: str) -> frozenset[Any]:
    """Every synset a sense of ``name`` is part of, at any distance ("Baghdad" ->
    Iraq -> Asia): WordNet's part holonyms, the containment of places."""
    out: set[Any] = set()
    frontier = list(_wn().synsets(name.replace(" ", "_"), "n"))
    while frontier:
        frontier = [u for s in frontier for u in s.part_holonyms() if u not in out]
        out |= set(frontier)
    return frozenset(out)


def name_relation(p: str, h: str) -> Rel | None:
    """The relation of two names WordNet knows, or None where it has no verdict. One
    entity under two names -> ≡ ("Britain" / "United Kingdom"); a place inside another
    -> ⊏ ("in Baghdad" / "in Iraq": what happened in a part happened in the whole); an
    instance and its kind -> ⊏ / ⊐ (``relation``); names of different things in every
    sense ("Monday" / "Tuesday", "Paris" / "Lyon") -> #: that something also holds of
    the other is consistent with the premise, not implied by it."""
    if not (known_noun(p) and known_noun(h)):
        return None
    ps = set(_wn().synsets(p.replace(" ", "_"), "n"))
    hs = set(_wn().synsets(h.replace(" ", "_"), "n"))
    if ps & hs:
        return Rel.EQ
    if hs & _parts_above(p):
        return Rel.FWD
    if ps & _parts_above(h):
        return Rel.REV
    rel = relation(p, h, "NOUN")
    if rel in (Rel.FWD, Rel.REV):
        return rel
    return Rel.IND if unrelated_nouns(p, h) else None
