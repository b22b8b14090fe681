"""Projection and join: from the edits to one relation, a label and its proof.

Each edit's lexical relation is projected through the operators above its position
(``polarity``) and the projected relations are joined in order (MacCartney & Manning
2009): deletions first (the premise says more), then quantities and words, then
operators, then insertions. The quantity edits carry the Q-REAS arithmetic: the
relation of a hypothesis quantity to the premise quantity or equation that justifies
it (``quantity_edits``), joined with the relation of the counted nouns projected
through the numeral's own restrictor signature ("40 goats" -> "40 animals": ⊏ under
an existential numeral; "exactly 40 goats" -> "exactly 40 animals": # under a
non-monotone one).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from qreas.claim_frames import ANOTHER_MONTH
from qreas.forecasts import restated_forecasts
from qreas.justify import NO_SAME_ROLE
from qreas.lexicon import word_lists, word_set
from qreas.natlog import align as A
from qreas.natlog import lexical, partitive_sets, predicates, quantity_slots, stances
from qreas.natlog.closed_lists import membership_edits
from qreas.natlog.co_quantifiers import QUANTIFIER_SIGNATURES, edit_contexts
from qreas.natlog.count_statements import statement_edits
from qreas.natlog.counted_quantifiers import counted_label
from qreas.natlog.derived import Derived, derive
from qreas.natlog.determiner_subs import SUBSTITUTED, determiner_amount_edits
from qreas.natlog.determiner_subs import determiner_edits as substituted_determiners
from qreas.natlog.extra_edits import indefinite_edits, kept_references, number_free_statements
from qreas.natlog.frames import framed_only
from qreas.natlog.groups import share_group_edit
from qreas.natlog.partitives import regroup
from qreas.natlog.places import place_edits
from qreas.natlog.polarity import Operator, numeral_signature, operators
from qreas.natlog.quantity_words import RATE_WORDS, quantity_tokens, says_other
from qreas.natlog.readings import two_sided
from qreas.natlog.relations import PREFERRED, Rel, join, label_of, project
from qreas.natlog.value_relations import interval_relation_of, value_relation
from qreas.quantities import result_nouns
from qreas.reasoner import A_QUESTION, ANOTHER_EVENT
from qreas.types import Justification, Numset

# operators under which an edit's projection is decided by logic, not by the verbal
# layer's coverage: downward and non-monotone ones (a hedge is its own edit)
DECISIVE_CONTEXTS = frozenset({"non", "down", "no", "down-only", "every-restrictor", "refuse"})
STRICT_QUANTIFIERS = frozenset({"no", "down-only", "non", "every-restrictor", "every-scope"})
# contexts where a single word edit is decided by logic: those quantifiers, negation
# and downward implicatives ("refused to")
DECIDED_CONTEXTS = STRICT_QUANTIFIERS | {"down", "refuse"}
# single edits that monotonicity judges wherever they are: a quantifier's restrictor
# narrowed or widened, its scope narrowed by a new adverbial; and opposed stances and
# another degree of one adjective ("old" / "older"), which a lexicon or a tag judges
JUDGED_NOTES = A.MONOTONE_NOTES | {predicates.OTHER_PREDICATE, stances.NOTE, A.DEGREE_NOTE}
# judged edits that decide beside premise words dropped soundly (``confident_with``)
STANDALONE_NOTES = frozenset({A.OTHER_NAME, A.NOVEL_PREDICATE})
# projected relations that leave no way to entailment
BREAKING = frozenset({Rel.IND, Rel.ALT, Rel.NEG})
ORDER = {"DEL": 0, "QTY": 1, "LIST": 1, "MAT": 1, "SUB": 1, "OP": 2, "INS": 3}


def _edit_order(e: A.Edit) -> tuple[int, int]:
    """Deletions first, insertions last (MacCartney 2009), and among them an exclusive
    one (|: "the *second* busiest" dropped) nearest the substitutions: the plain
    deletions (⊏) before it and insertions (⊐) after it keep it (⊏ ⋈ | = | ⋈ ⊐ = |),
    where the other order joins to # and the proof loses what it found."""
    alt = e.lexical is Rel.ALT and e.kind in ("DEL", "INS")
    return ORDER[e.kind], (1 if e.kind == "DEL" else -1) * alt


@dataclass(frozen=True)
class Step:
    """One row of a proof: the edit, the contexts it projects through, the result."""

    edit: A.Edit
    contexts: tuple[str, ...]
    projected: Rel
    joined: Rel


@dataclass(frozen=True)
class Proof:
    steps: tuple[Step, ...]
    relation: Rel
    # every hypothesis word is accounted for: kept, replaced, or inserted as a modifier;
    # an inserted argument or clause the premise does not speak of (``INS #``) may be a
    # paraphrase the aligner cannot see, so a proof with one is incomplete
    complete: bool = True
    # how the relation was reached when not by the steps alone (``readings``)
    via: str = ""

    @property
    def label(self) -> str:
        return label_of(self.relation)

    @property
    def confident(self) -> bool:
        return self.confident_with()

    def confident_with(self, surplus: bool = False) -> bool:
        """Natural logic decides the pair on its own (``Config(natlog="hybrid")``): the
        hypothesis differs from the premise only in its quantities and negations
        (every other word kept, nothing added or dropped), or by one more edit that
        logic judges: one inside the scope of a negation, a downward implicative or a
        downward or non-monotone quantifier ("exactly 4 students passed the *hard*
        exam"), or a new common-word modifier of a quantified noun, which narrows the
        quantifier's restrictor ("more than 280 *pink* orchids": monotonicity, the core
        of natural logic), or a common noun replaced in the same argument slot that
        WordNet judges (``align.JUDGED_ARGUMENT``); several such restrictor / scope edits
        are judged together. Longer proofs, and other single edits in upward contexts,
        are where NLI annotators read loosely ("the fire" / "the blaze"; a headline's
        source or a sentence adverb) and the aligner is blind to paraphrase; there the
        verbal layer's evidence is kept (MacCartney & Manning 2008 hybridize NatLog with
        a robust RTE system the same way).

        ``surplus``: premise material deleted in an upward context (⊏, sound) does not
        count as an edit. Document premises (``qreas.document``) are read this way: the
        sentences selected from a text always say more than the hypothesis. A conjoined
        clause dropped never counts (``A.CONJUNCT_DROPPED``: "A and B" entails A, and no
        reader takes a conjunct loosely)."""
        # the antecedent of a dropped or added "if" goes with the conditional's own edit
        frames = {s.edit.p_index for s in self.steps if s.edit.note.startswith("conditional")} | {
            s.edit.h_index for s in self.steps if s.edit.note.startswith("conditional")
        }
        words = [
            s
            for s in self.steps
            if not (s.edit.kind in ("DEL", "INS") and s.edit.inside & frames)
            and s.edit.kind in ("DEL", "INS", "SUB", "OP")
            and s.edit.lexical is not Rel.EQ
            and not (s.edit.kind == "OP" and s.edit.note.startswith(("neg", "conditional")))
            and s.edit.note != SUBSTITUTED  # a determiner: logic's own, like a quantity
            and not (
                (surplus or s.edit.note == A.CONJUNCT_DROPPED)
                and s.edit.kind == "DEL"
                and s.projected in (Rel.EQ, Rel.FWD)
            )
        ]
        if not words:
            return True
        if any(w.edit.note in STANDALONE_NOTES and w.projected in BREAKING for w in words):
            # another name in the same position ("*Luna's* single" / "*Kai's* single": #)
            # is another entity, whatever else the premise said: premise words dropped
            # soundly ("in May") do not undo it (the join of ⊏ with #, | or ^ is never ⊏
            # or ≡). A common noun WordNet judges in an argument slot is not enough: the
            # aligner is blind to its paraphrases ("on the plane" / "on board")
            words = [w for w in words if not (w.edit.kind == "DEL" and w.projected in (Rel.EQ, Rel.FWD))]
        if len(words) > 1:  # unless each is a quantifier's restrictor or scope: monotonicity judges them
            return all(w.edit.note in JUDGED_NOTES for w in words)
        w = words[0]
        if surplus and w.edit.kind == "SUB" and w.projected is Rel.FWD and self.relation is Rel.FWD:
            return True  # a paragraph's "bought" / "acquired": WordNet's ⊏, upward, entails
        if w.edit.kind == "INS" and w.edit.lexical is Rel.IND and w.edit.note not in STANDALONE_NOTES:
            return False  # words the premise does not speak of: perhaps a paraphrase
        return bool(set(w.contexts) & DECIDED_CONTEXTS) or w.edit.note in JUDGED_NOTES

    @property
    def minimal(self) -> bool:
        """The hypothesis differs from the premise in one substituted word at most,
        besides quantities and deletions: a minimal pair, where that word decides."""
        changes = [s for s in self.steps if s.edit.kind in ("SUB", "INS") and s.edit.lexical is not Rel.EQ]
        return len(changes) <= 1

    @property
    def decisive(self) -> Rel:
        """The join of the edits natural logic decides on its own while the aligner
        cannot yet see paraphrases: the quantity edits (with their counted nouns), an
        added or dropped negation, a common noun replaced in the same position of an
        aligned head in a minimal pair ("on parks" / "on roads"),
        and any edit under a downward or non-monotone operator ("exactly 4 students
        passed the hard exam"). Insertions and deletions in upward contexts are left to
        the verbal layer's coverage, which tolerates paraphrase."""
        rel = Rel.EQ
        for s in self.steps:
            e = s.edit
            if (
                e.kind == "QTY"
                or (e.kind == "OP" and not e.note.startswith("hedge"))
                or (e.note in ("same position", A.JUDGED_ARGUMENT) and self.minimal)
                # antonyms, where the context keeps them exclusive ("unknown" / "not known")
                or (e.kind == "SUB" and e.lexical in (Rel.ALT, Rel.NEG) and s.projected in (Rel.ALT, Rel.NEG))
                or set(s.contexts) & DECISIVE_CONTEXTS
            ):
                rel = join(rel, s.projected)
        return rel

    def table(self) -> str:
        """The proof as NatLog printed it: one row per edit."""
        head = f"{'edit':<5}{'premise':<28}{'hypothesis':<28}{'lex':>4}{'contexts':>22}{'proj':>6}{'join':>6}"
        rows = [head]
        for s in self.steps:
            e = s.edit
            ctx = ",".join(s.contexts) or "-"
            rows.append(
                f"{e.kind:<5}{e.premise[:27]:<28}{e.hypothesis[:27]:<28}{e.lexical.value:>4}"
                f"{ctx[:21]:>22}{s.projected.value:>6}{s.joined.value:>6}"
            )
            if e.note:
                rows.append(f"     {e.note}")
        if self.via:
            rows.append(self.via)
        rows.append(f"relation {self.relation.value} -> {self.label}")
        if not self.complete:
            rows.append("(incomplete: the hypothesis adds words the premise does not speak of)")
        return "\n".join(rows)


STRENGTH = (Rel.EQ, Rel.FWD, Rel.ALT, Rel.NEG, Rel.REV, Rel.COV)


def _best_derived(j: Justification, found: Sequence[Derived]) -> tuple[Derived, Rel] | None:
    """The derived quantity the hypothesis quantity aligns to, if it is a better
    alignment than the quantity stages' (``j``). Alignments are ranked as an aligner
    scores them: first by how many hypothesis words they account for (a derivation
    that reads "fell *by*", "years *later*", "*ahead of*" explains more of the
    hypothesis than a bare number match), then by the strength of the relation: a
    value the premise implies exactly outranks a stated quantity that merely has the
    same unit, which outranks a contradiction."""
    h = j.hypothesis
    scored = []
    for d in found:
        if d.value.kind != h.kind or (d.value.unit != h.unit and d.value.unit and h.unit):
            continue
        rel = interval_relation_of(d.value, h)
        if rel in (Rel.ALT, Rel.NEG) and not d.exclusive:
            rel = Rel.IND
        # a derivation that reads more of the hypothesis is the alignment even when
        # its value is independent of the hypothesis' ("at least 42" / "at most 42")
        if rel is not Rel.IND or d.h_tokens:
            scored.append((-len(d.h_tokens), (*STRENGTH, Rel.IND).index(rel), d, rel))
    if not scored:
        return None
    covers, strength, d, rel = min(scored, key=lambda x: x[:2])
    if covers < 0 or (j.verdict == "entails" and not j.premise and rel is Rel.EQ):  # names premise words
        return d, rel
    if j.verdict == "entails" or (j.verdict == "contradicts" and rel not in (Rel.EQ, Rel.FWD)):
        return None
    return d, rel


def _kin_counts(p: Numset, h: Numset) -> bool:
    """Counts of nouns WordNet relates (a kind and its class, or two kinds of one)."""
    if not (p.unit and h.unit) or p.dimension is not None or h.dimension is not None:
        return False
    return lexical.general_sense_relation(p.unit, h.unit) is not Rel.IND


def _counted_noun_match(h: Numset, premise: Sequence[Numset]) -> tuple[Numset, Rel, Rel] | None:
    """A premise quantity of the hypothesis' kind whose counted noun WordNet relates to
    the hypothesis' (the pruner keeps only compatible units; a sibling noun is an edit
    too): the value relation joined with the nouns' relation projected through the
    hypothesis numeral ("530 Germans" -> "more than 492 people": ⊏ ⋈ ⊏). The best
    such premise quantity (≡, then ⊏, ...) is the one the hypothesis speaks of."""
    found = []
    for p in premise:
        if p.kind != h.kind or not (p.unit and h.unit) or p.dimension is not None or h.dimension is not None:
            continue
        noun = lexical.general_sense_relation(p.unit, h.unit)
        value = interval_relation_of(p, h)
        if h.kind in ("year", "date") and value is Rel.ALT:
            continue  # "the 2019 festival" / "the 2023 festival": another occasion, not another value
        if noun is Rel.REV and value is Rel.ALT and h.lo <= p.hi:
            continue  # "1,800 animals" / "30 elephants": a part's count may be any up to the whole's
        if noun is not Rel.IND and value is not Rel.IND:
            found.append((p, value, noun))
    if not found:
        return None
    p, value, noun = min(found, key=lambda f: (PREFERRED.index(f[1]), PREFERRED.index(f[2])))
    return p, value, noun


@functools.cache
def _arithmetic_words() -> frozenset[str]:
    """Words that name an operation or its result ("in total", "altogether", "left",
    "the number of", "lost", "earned"): a composed quantity accounts for them."""
    return word_set("aggregate_cues.txt") | result_nouns() | frozenset(word_lists().flux)


def quantity_edits(
    justs: Sequence[Justification],
    premise: Sequence[Numset],
    pdoc: Any,
    hdoc: Any,
    a: A.Alignment,
    h_all: Sequence[Numset] | None = None,
) -> None:
    if any(j.verdict == "entails" and j.method in ("enumerator", "ilp") for j in justs):
        # the words of the operation, on both sides ("sold 31 vans and 12 motorcycles" /
        # "sold 43 vehicles"): the equation accounts for them
        words = _arithmetic_words()
        for doc, used in ((hdoc, a.h_used), (pdoc, a.p_used)):
            used |= {t.i for t in doc if t.lemma_.lower() in words or t.lower_ in words}
    for j in justs:
        h = j.hypothesis
        rel = value_relation(j)
        if (
            j.method == "match"
            and len(j.premise) == 1
            and (
                # the stages keep a value they doubt for the words around it ("another
                # event", "a question") as compatible; the proof judges those words itself
                j.note in (ANOTHER_EVENT, A_QUESTION)
                or (j.premise[0].unit == h.unit or _kin_counts(j.premise[0], h))  # "fruits" / "mangoes"
                and (
                    # values that merely overlap may still be related as whole counts ("over
                    # 398" is "at least 399"); "exactly 401" is not what "at least 401" says
                    (j.verdict == "compatible" and j.note in ("", NO_SAME_ROLE))
                    or (j.verdict == "entails" and numeral_signature(h, hdoc) == "non")
                )
            )
        ):
            rel = interval_relation_of(j.premise[0], h)
        if rel is Rel.ALT and len(j.premise) == 1 and j.premise[0].unit == h.unit:
            # complementary bounds ("more than 20" / "at most 20"): negation, not alternation
            rel = Rel.NEG if interval_relation_of(j.premise[0], h) is Rel.NEG else rel
        if j.note == ANOTHER_MONTH:  # the month the quantity stages judged is the date's own word
            a.p_used |= quantity_slots.month_words(pdoc, j.premise[0])
            a.h_used |= quantity_slots.month_words(hdoc, h)
        elif h.kind == "year" and len(j.premise) == 1 and not quantity_slots.month_words(hdoc, h):
            # "on 3 March 2015" / "in 2016": the day and month narrow the premise's year, so
            # the year's relation is the date's (a day of 2015 is in 2015, not in 2016)
            a.p_used |= quantity_slots.date_words(pdoc, j.premise[0])
        if rel is Rel.ALT and quantity_slots.timed(h) and quantity_slots.recurring(hdoc, h):
            rel = Rel.IND  # "sold 12 trucks in 2019" / "in 2020": another time of the event
        if (
            j.method == "match"
            and len(j.premise) == 1
            and quantity_slots.per_other(j.premise[0], h, pdoc, hdoc)
        ):
            rel = Rel.IND  # "80 rooms" / "80 rooms on each floor": a total is no rate
        if j.verdict == "entails" and h.freq:  # "Each of the pilots paid $12": the rate's words
            a.h_used |= {t.i for t in hdoc if t.lemma_.lower() in (h.freq, *RATE_WORDS)}
        j = partitive_sets.set_for_part(j, pdoc, hdoc)  # "lost none of its 300 trees"
        d = _best_derived(j, derive(pdoc, hdoc, premise, [k.hypothesis for k in justs], h, h_all))
        if d is not None:
            derived, rel = d
            a.p_used |= derived.p_tokens | {i for p in derived.sources for i in quantity_tokens(pdoc, p)}
            a.h_used |= derived.h_tokens | quantity_tokens(hdoc, h)
            a.p_derived |= derived.p_tokens
            a.h_derived |= derived.h_tokens
            span = frozenset(i for p in derived.sources for i in range(p.start, p.end)) | derived.p_tokens
            p_text = " , ".join(p.text for p in derived.sources)
            anchor = derived.sources[0].number_index if derived.sources else None
            edit = A.Edit("QTY", p_text, h.text, rel, anchor, None if anchor is not None else h.number_index,
                          span, derived.equation)  # fmt: skip
            a.edits.append(edit)
            continue
        if j.verdict == "unsupported" and not j.premise and quantity_slots.in_new_adjunct(hdoc, h):
            continue  # "passed the exam *on the first attempt*": one inserted scope modifier
        # only where the quantity stages found no premise quantity in the role at all: a
        # candidate whose value merely overlaps is the one the hypothesis speaks of
        if j.verdict == "unsupported" and (hit := _counted_noun_match(h, premise)) is not None:
            p, value, noun = hit
            j = Justification(
                h, (p,), (0, "H", "="), "compatible", "match", (p.lo, p.hi), note="counted noun"
            )
            rel = join(value, project(noun, [numeral_signature(h, hdoc)]))
        elif j.method == "match" and len(j.premise) == 1 and rel is not Rel.IND:
            p = j.premise[0]
            if (g := share_group_edit(pdoc, hdoc, p, h)) is not None:  # "15% of the Brazilians"
                rel = join(rel, g.relation)  # / "15% of the Americans": another share
                a.p_used |= g.p_tokens
                a.h_used |= g.h_tokens
            if p.unit and h.unit and p.unit != h.unit and p.dimension is None and h.dimension is None:
                # WordNet's verdict where it has one (goat | sheep, animal ⊐ goat); where
                # it has none, the pruner's compatibility (person words, jobs) stands
                lex = Rel.ALT if h.unit in A.OTHER else lexical.general_sense_relation(p.unit, h.unit)
                # "dogs" / "cats": #; not a word of the premise's own compound ("police officers")
                compound = h.unit in {t.lemma_.lower() for t in pdoc[p.start : p.end]}
                if lex is Rel.REV and rel is Rel.ALT and h.lo <= p.hi:
                    rel = Rel.IND  # "88 musicians" / "12 harpists": a part's count, any up to the whole's
                elif lex is not Rel.IND or (predicates.other_kinds(p.unit, h.unit) and not compound):
                    rel = join(rel, project(lex, [numeral_signature(h, hdoc)]))
        own_antecedent = any(k.hypothesis.start < h.start for k in justs)  # "two men killed, two others hurt"
        if (
            j.premise
            and says_other(hdoc, h)
            and not own_antecedent
            and not any(says_other(pdoc, p) for p in j.premise)
        ):
            rel = join(rel, project(Rel.ALT, [numeral_signature(h, hdoc)]))  # "two guards" / "two others"
        note = j.infix() if j.verdict in ("entails", "contradicts") else f"{j.verdict} {j.note}".strip()
        a.h_used |= quantity_tokens(hdoc, h)
        for p in j.premise:
            a.p_used |= quantity_tokens(pdoc, p)
        p_text = " , ".join(p.text for p in j.premise)
        if j.premise:
            # edits apply in order (MacCartney 2009): when the quantity is replaced, the
            # sentence still has the premise's operators, not yet the hypothesis' own
            inside = frozenset(i for p in j.premise for i in range(p.start, p.end))
            a.edits.append(A.Edit("QTY", p_text, h.text, rel, j.premise[0].number_index, None, inside, note))
        else:
            span = frozenset(range(h.start, h.end))
            a.edits.append(A.Edit("QTY", p_text, h.text, rel, None, h.number_index, span, note))


@functools.lru_cache(maxsize=8192)
def _operators(doc: Any, quantities: tuple[Numset, ...]) -> list[Operator]:
    """A sentence's operators, once per sentence (premises recur across pairs)."""
    return operators(doc, quantities)


def _negation(o: Operator) -> bool:
    """A negation or a downward implicative ("not", "failed to"), not a quantifier."""
    return all(sig in ("down", "refuse") for _, sig in o.scopes)


def _contexts(ops: Sequence[Operator], i: int, inside: frozenset[int]) -> list[str]:
    """Signatures over position ``i`` from operators outside the edited phrase."""
    return [sig for op in ops if op.index not in inside for tokens, sig in op.scopes if i in tokens]


def prove(
    pdoc: Any,
    hdoc: Any,
    justs: Sequence[Justification],
    premise: Sequence[Numset] = (),
    h_all: Sequence[Numset] | None = None,
) -> Proof:
    """The proof of a pair from its parses, the hypothesis quantities' justifications
    and the premise quantities (``h_all``: the hypothesis' quantities of every kind,
    when the caller has parsed them)."""
    hq = [j.hypothesis for j in justs]
    p_ops, h_ops = _unshared(_operators(pdoc, tuple(premise)), _operators(hdoc, tuple(hq)))
    p_ops = restated_forecasts(p_ops, pdoc, hdoc)  # a summary's "will" for "expected to": no frame
    a = A.Alignment()
    # places and orders the hypothesis states (qreas.natlog.places); the quantities
    # they account for ("fifth", the "two" of "the top two") are no edits of their own
    placed = place_edits(pdoc, hdoc, hq, a)
    # a partitive's group matched as the count is re-read as its part (natlog/partitives.py)
    kept = [
        regroup(j, pdoc, hdoc, premise, a.p_used) for j in justs if j.hypothesis.number_index not in placed
    ]
    quantity_edits(kept, premise, pdoc, hdoc, a, h_all)
    membership_edits(pdoc, hdoc, premise, a)  # a member of a closed list (closed_lists.py)
    statement_edits(pdoc, hdoc, premise, a)  # "no goats left", "more goats than B"
    number_free_statements(pdoc, hdoc, a)  # "tripled" / "fell", "on 4 March" / "in April"
    determiner_amount_edits(pdoc, hdoc, premise, hq, a)  # what is left: "no goats" = 0 goats
    substituted_determiners(pdoc, hdoc, a)  # "all nurses" -> "some nurses": ⊏
    A.align_words(pdoc, hdoc, a)
    stances.stance_edits(pdoc, hdoc, a)  # "voted for" / "voted against" (stances.py)
    indefinite_edits(pdoc, hdoc, a)  # "wrote something" / "wrote a poem" (indefinites.py)
    predicates.predicate_edits(pdoc, hdoc, a)  # only the main verb differs: another event
    A.deletions_and_insertions(pdoc, hdoc, a)
    kept_references(pdoc, hdoc, a)  # "her *brother* Ivo" / "Ivo": a description dropped
    p_ops = [o for o in p_ops if not _unused_frame(o, a.p_used)]
    edits = a.edits + A.operator_edits(pdoc, hdoc, p_ops, h_ops, a)
    edits.sort(key=_edit_order)
    # the negations a derivation absorbed ("of the 25, 21 passed" / "4 did *not* pass"):
    # an edit projected from the premise sits, after the derivation, in the hypothesis'
    # frame, so it is under the hypothesis' absorbed negation, not the premise's
    absorbed = (
        frozenset(o.index for o in p_ops if o.index in a.p_derived and _negation(o)),
        tuple(o for o in h_ops if o.index in a.h_derived and _negation(o)),
    )
    steps = _steps(edits, p_ops, h_ops, absorbed)
    complete = not any(e.kind == "INS" and e.lexical is Rel.IND for e in edits)
    rel = steps[-1].joined if steps else Rel.EQ
    framed = functools.partial(_steps, absorbed=absorbed)
    decomposed = two_sided(edits, p_ops, h_ops, justs, pdoc, hdoc, framed, interval_relation_of)
    if decomposed is not None and label_of(decomposed[0]) != label_of(rel):
        return Proof(tuple(steps), decomposed[0], complete, decomposed[1])
    return Proof(tuple(steps), rel, complete)


def _steps(
    edits: Sequence[A.Edit],
    p_ops: Sequence[Operator],
    h_ops: Sequence[Operator],
    absorbed: tuple[frozenset[int], tuple[Operator, ...]] = (frozenset(), ()),
) -> list[Step]:
    """Project each edit through the operators above it and join in order; ``absorbed``:
    the premise words and hypothesis operators a derivation read (see ``prove``)."""
    steps: list[Step] = []
    rel = Rel.EQ
    p_gone, h_frame = absorbed
    for e in edits:
        if e.p_index is not None:
            ctx = _contexts([o for o in p_ops if o.index not in p_gone], e.p_index, e.inside)
            if e.kind != "QTY" and e.h_index is not None:
                ctx = _contexts(h_frame, e.h_index, frozenset({e.h_index})) + ctx  # (inside: premise tokens)
        else:
            ctx = _contexts(h_ops, e.h_index if e.h_index is not None else 0, e.inside)
        if e.kind == "QTY":  # not through co-arguments' numerals (natlog/co_quantifiers.py)
            ctx = edit_contexts(e, p_ops, h_ops)
        elif e.note == SUBSTITUTED:  # a determiner is a quantifier too
            ctx = [c for c in ctx if c not in QUANTIFIER_SIGNATURES]
        projected = project(e.lexical, ctx)
        rel = join(rel, projected)
        steps.append(Step(e, tuple(ctx), projected, rel))
    return steps


FRAMES = frozenset({"opaque"})


def _unused_frame(o: Operator, used: set[int]) -> bool:
    """A premise report or hedge none of whose words the hypothesis uses ("Vesk, who has
    fished the area for 29 years, *said he had survived on two litres*" / "Vesk fished
    the area for 29 years"): the whole frame is material the hypothesis leaves out, a
    deletion in the clause that holds it, not an opaque context for what is kept, as a
    negation goes with the clause it negates (``align._counts``)."""
    if o.word in ("if", "?") or not o.scopes or any(sig not in FRAMES for _, sig in o.scopes):
        return False
    return o.index not in used and not any(tokens & used for tokens, _ in o.scopes)


def _unshared(p_ops: list[Operator], h_ops: list[Operator]) -> tuple[list[Operator], list[Operator]]:
    """Drop the suppositions, questions and hedges both sentences make: two sentences
    that ask the same question or suppose the same thing ("If ..., ...") are compared
    on what they ask or suppose, as in the context set that the shared supposition
    sets up (Stalnaker 1975); only a frame on one side is an edit."""

    def frame(o: Operator) -> str | None:
        if o.word in ("if", "?"):
            return o.word
        return "hedge" if any(sig in FRAMES for _, sig in o.scopes) else None  # "could" / "feared"

    shared = {frame(o) for o in p_ops} & {frame(o) for o in h_ops} - {None}
    return [o for o in p_ops if frame(o) not in shared], [o for o in h_ops if frame(o) not in shared]


def veto(pdoc: Any, hdoc: Any, justs: Sequence[Justification], premise: Sequence[Numset], label: str,
         reason: str, h_all: Sequence[Numset] | None = None) -> tuple[str, str]:  # fmt: skip
    """``Config(natlog="veto")``: the proof's decisive edits overturn a label they do
    not support (``Proof.decisive``); the caller keeps contradictions."""
    proof = prove(pdoc, hdoc, justs, premise, h_all)
    decided = label_of(proof.decisive)
    if decided == "entailment":
        return label, reason
    return decided, f"natural logic: the decisive edits join to {proof.decisive.value}"


def hybrid(
    pdoc: Any,
    hdoc: Any,
    justs: Sequence[Justification],
    premise: Sequence[Numset],
    label: str,
    reason: str,
    always: bool = False,
    surplus: bool = False,
    h_all: Sequence[Numset] | None = None,
) -> tuple[str, str]:
    """``Config(natlog="hybrid")`` (the default): the proof's label where the proof is
    ``confident`` or decided by a dropped frame, else the stages' label; ``natlog="proof"``
    (``always``): the proof's label everywhere; ``surplus``: see ``Proof.confident_with``."""
    if not surplus and (counted := counted_label(pdoc, hdoc)) is not None:
        return counted
    proof = prove(pdoc, hdoc, justs, premise, h_all)
    if not (always or proof.confident_with(surplus) or framed_only(proof.steps, label, hdoc)):
        if label == "entailment" and (swapped := _antonym_step(proof, pdoc, hdoc)) is not None:
            # the verbal layer tolerates paraphrase; an antonym is none ("are black" / "are white")
            pair = f"{swapped.edit.premise!r} / {swapped.edit.hypothesis!r}"
            return proof.label, f"natural logic: {pair} are antonyms"
        return label, reason
    return proof.label, f"natural logic: the edits join to {proof.relation.value}"


def _antonym_step(proof: Proof, pdoc: Any, hdoc: Any) -> Step | None:
    """A word replaced by its WordNet antonym where the context does not reverse it
    (projected neither ≡ nor ⊏): whatever else the proof leaves to the verbal layer,
    the hypothesis then cannot follow (A | B: what is A is not B)."""
    for s in proof.steps:
        e = s.edit
        if e.kind != "SUB" or e.lexical is not Rel.ALT or e.p_index is None or e.h_index is None:
            continue
        if s.projected in (Rel.EQ, Rel.FWD):
            continue
        p, h = pdoc[e.p_index], hdoc[e.h_index]
        if p.pos_ == h.pos_ and lexical.antonymous(p.lemma_, h.lemma_, p.pos_):
            return s
    return None
