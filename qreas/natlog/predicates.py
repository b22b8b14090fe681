"""Another predicate said of the same arguments: "The hotel *photographed* 528 owls" /
"The hotel *counted* 528 owls".

When two sentences differ only in their main verb (every other content word aligned:
the same subject, the same quantity of the same thing), the verb is the edit, in the
verb's own position. WordNet judges it when it has a verdict for every reading: two
verbs none of whose senses is a sense of the other, above the other (a hypernym, an
entailment or a cause, at any distance), in a verb group with it or a derivation of
it name different events in every reading, so the hypothesis speaks of another event
than the premise (#: that the same number of owls was also counted is consistent with
the premise, not implied by it). Sisters under a common hypernym are such verbs too:
co-hyponyms are alternatives (MacCartney 2009, 5.3: |), and "rented 4 buses" /
"bought 4 buses" (under "get"), "planted" / "cut", "injured" / "killed" are other
events, which the existential closure of the event projects to #. Verbs that are
related in some sense ("cut" / "axe", "hire" / "employ", "contribute" through "give")
stay unjudged: the aligner cannot tell a paraphrase from another event there, and the
verbal layer keeps its say (``infer.Proof.confident_with``).
"""

from __future__ import annotations

import functools
from dataclasses import replace
from typing import Any

from qreas import changes
from qreas.natlog import align as A
from qreas.natlog import lexical
from qreas.natlog.relations import Rel

OTHER_PREDICATE = "another predicate of the same arguments"


def predicate_edits(pdoc: Any, hdoc: Any, a: A.Alignment) -> None:
    """A SUB edit for the main verbs of two sentences that differ only in them, when
    WordNet relates the verbs in no sense (``unrelated_verbs``); verbs the aligner
    paired as WordNet antonyms ("imported" / "exported") are judged the same way when
    the quantities are the same (``_opposite_predicates``)."""
    p, h = _root(pdoc), _root(hdoc)
    if p is None or h is None:
        return
    if p.i in a.p_used or h.i in a.h_used:
        _opposite_predicates(pdoc, hdoc, p, h, a)
        return
    if p.lemma_.lower() == h.lemma_.lower():
        return
    if changes.direction(p) is not None and changes.direction(h) is not None:
        return  # two changes of a level ("dropped" / "climbed"): the quantity stages' directions
    if not (_only_free(pdoc, p, a.p_used | _adjuncts(p)) and _only_free(hdoc, h, a.h_used)):
        return
    if not (_same_roles(p, h, a) and unrelated_verbs(p.lemma_.lower(), h.lemma_.lower())):
        return
    a.p_used.add(p.i)
    a.h_used.add(h.i)
    a.edits.append(A.Edit("SUB", p.text, h.text, Rel.IND, p.i, h.i, frozenset({p.i}), OTHER_PREDICATE))


def _opposite_predicates(pdoc: Any, hdoc: Any, p: Any, h: Any, a: A.Alignment) -> None:
    """ "The bakery *imported* one laptop" / "*exported* one laptop": the same amount
    said of the opposite event (antonyms, ``lexical.relation`` |) is another event,
    which the exclusive relation projects to # in the verb's upward position; judged
    only where every quantity edit restates its value (≡, ⊏), since an opposite change
    of an amount ("rose 5%" / "fell 5%") is the quantity stages' contradiction."""
    pair = (p.i, h.i)
    k = next((k for k, e in enumerate(a.edits) if e.kind == "SUB" and (e.p_index, e.h_index) == pair), None)
    if k is None or a.edits[k].lexical is not Rel.ALT or a.edits[k].note:
        return
    if any(e.kind == "QTY" and e.lexical not in (Rel.EQ, Rel.FWD) for e in a.edits):
        return
    if not (_only_free(pdoc, p, a.p_used) and _only_free(hdoc, h, a.h_used) and _same_roles(p, h, a)):
        return
    e = a.edits[k]
    a.edits[k] = replace(e, note=OTHER_PREDICATE)


CORE = frozenset({"nsubj", "nsubjpass", "dobj", "dative", "attr"})


def _same_roles(p: Any, h: Any, a: A.Alignment) -> bool:
    """The two verbs have the same core arguments, and each aligned word of the
    hypothesis verb's is the same argument of the premise verb: "830 boxes *arrived at*
    the warehouse" / "the warehouse *received* 830 boxes" shares its words but not its
    roles, a paraphrase rather than another event."""
    p_args, h_args = _roles(p), _roles(h)
    if set(p_args.values()) != set(h_args.values()):
        return False
    for e in a.edits:
        if e.h_index in h_args and e.p_index is not None and e.kind in ("MAT", "SUB"):
            if p_args.get(e.p_index) != h_args[e.h_index]:
                return False
    return True


def _roles(verb: Any) -> dict[int, str]:
    """The verb's core arguments by token, in the active voice's terms: a passive's
    subject is the object ("72 helmets *were repaired*"), its agent the subject ("by
    the garage")."""
    out = {}
    for c in verb.children:
        if c.dep_ == "agent":
            out |= {g.i: "nsubj" for g in c.children if g.dep_ == "pobj"}
        elif c.dep_ in CORE:
            out[c.i] = "dobj" if c.dep_ == "nsubjpass" else c.dep_
    return out


def _root(doc: Any) -> Any | None:
    roots = [t for t in doc if t.dep_ == "ROOT"]
    return roots[0] if len(roots) == 1 and roots[0].pos_ == "VERB" else None


ADJUNCTS = frozenset({"prep", "advmod", "npadvmod"})


def _adjuncts(root: Any) -> set[int]:
    """The premise verb's adverbials ("*In March*, the club signed 12 players"): the
    premise may say more (their deletion is an edit of its own, ⊏); the verbs still
    share their arguments."""
    return {x.i for c in root.children if c.dep_ in ADJUNCTS for x in c.subtree}


def _only_free(doc: Any, root: Any, used: set[int]) -> bool:
    """The root is the sentence's only content word no edit has accounted for."""
    flags = A.content_flags(doc)
    return flags[root.i] and all(i in used for i, c in enumerate(flags) if c and i != root.i)


@functools.lru_cache(maxsize=20_000)
def unrelated_verbs(p: str, h: str) -> bool:
    """No sense of either verb is related to any sense of the other (see the module
    docstring); both must be verbs WordNet knows."""
    ps, hs = _senses(p), _senses(h)
    if not ps or not hs or ps & hs:
        return False
    if ps & _closure(h) or hs & _closure(p):
        return False
    return not (_derived(p) & {h} or _derived(h) & {p})


@functools.lru_cache(maxsize=20_000)
def _senses(lemma: str) -> frozenset[Any]:
    return frozenset(lexical._wn().synsets(lemma, "v"))


@functools.lru_cache(maxsize=20_000)
def _closure(lemma: str) -> frozenset[Any]:
    """Every synset above any sense (hypernyms, entailments, causes, verb groups)."""
    return lexical.climb(
        _senses(lemma), lambda s: s.hypernyms() + s.entailments() + s.causes() + s.verb_groups(), None
    )


@functools.lru_cache(maxsize=20_000)
def _derived(lemma: str) -> frozenset[str]:
    return frozenset(
        d.name().lower()
        for s in _senses(lemma)
        for lem in s.lemmas()
        for d in lem.derivationally_related_forms()
    )


def other_kinds(p: str, h: str) -> bool:
    """Two counted nouns that name different things in every WordNet sense, which the
    quantity stages took for two descriptions of people only through a rare sense
    ("dogs" / "cats": "dog" and "cat" are also words for a man). Descriptions of people
    in their first senses ("workers" / "employees", "soldiers" / "guards") may be two
    words for one group, which the stages judge by role; nouns no sense of which is a
    person ("tulips" / "flowers") are left to the stages' own noun check, as WordNet
    misses some kinds ("tulip" is no "flower" there)."""
    if not lexical.unrelated_nouns(p, h):
        return False
    if _person(p, first=True) and _person(h, first=True):
        return False
    return _person(p) or _person(h)


@functools.lru_cache(maxsize=20_000)
def _person(noun: str, first: bool = False) -> bool:
    """A (first) WordNet sense of the noun is a kind of person ("dog" is one only in a
    later sense: a man)."""
    senses = lexical._wn().synsets(noun.replace(" ", "_"), "n")
    paths = [p for s in (senses[:1] if first else senses) for p in s.hypernym_paths()]
    return any(s.name() == "person.n.01" for path in paths for s in path)
