"""Document premises: read a paragraph (or a whole source) sentence by sentence.

Why: the reasoner compares a hypothesis with *one* premise; a paragraph holds many facts
and many distractor quantities (other years, other counts), and a hypothesis speaks to
one or two of its sentences. Reading the whole paragraph as one premise lets a
distractor of the right kind justify or contradict a quantity, and lets the other
sentences' words dilute the alignment. The steps:

1. split the text into sentences (``qreas.sentences``), parse each one (parses are
   cached per sentence, so the cost grows linearly with the text);
2. resolve pronouns, surnames and definite descriptions to the names they refer to
   (``qreas.coreference``); the hypothesis is resolved against the same names;
3. rank the sentences by the hypothesis' content words (``qreas.selection``);
4. decide on the best sentence, then on the best two, three and four (each set in
   document order, as one premise, so an equation may take quantities from two
   sentences; the fourth sentence is there because a derivation often needs two facts
   and the name or the date that ties them, and a lexical rank puts one of the three
   fourth as often as not). The first of these readings that entails gives the label, else the first
   that contradicts: the most specific evidence is preferred, and a wider reading is
   only consulted when a narrower one does not decide. An entailment of a wider
   reading overrides a narrower contradiction because a consistent text cannot do
   both, and the narrow contradiction is typically a part set against the whole the
   hypothesis counts ("opened 11 shops in its first decade" against "18 shops since
   it was founded", which the next sentence's "a further 7" completes). All neutral:
   neutral, with the best sentence's reasons.

The prediction's ``evidence`` names the sentences used, with their resolved texts.
A premise shorter than ``Config.document_sentences`` sentences is read whole, as
before (one- and two-sentence premises have nothing to select).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from qreas import claim_guards, compared_figures, event_order
from qreas.anchoring import misdated, respective
from qreas.borrowing import only_borrowed, relatively_dated
from qreas.coreference import Named, resolve
from qreas.duration_roles import other_activity
from qreas.duration_sums import mixed_sum
from qreas.ellipsis import restored_docs
from qreas.holder_agreement import argument_names, holder_names
from qreas.measure_adjectives import measured_noun_clash, own_measure
from qreas.natlog.derived import IN_DOCUMENT, derive
from qreas.natlog.derivers.listed_events import frequency_adverbs
from qreas.natlog.derivers.point_changes import relative_claim
from qreas.rival_mentions import disjoint, inside, restated, rival
from qreas.selection import content_keys, implied_keys, quantity_keys, rank, weights
from qreas.sentences import sentence_count, split_sentences
from qreas.swapped_holders import Sentences, swapped, unowned
from qreas.total_guards import (
    added_to_total,
    derived_agrees,
    part_against_whole,
    part_of,
    reached_end,
    result_level,
    stated_end,
    whole_for_part,
)
from qreas.types import Prediction, Sentence
from qreas.unstated_holder import unstated

if TYPE_CHECKING:
    from qreas.reasoner import Reasoner

READINGS = 4  # the widest reading: the best four sentences
SHORTLIST = 12  # sentences of a long document ranked with their quantities


@dataclass(frozen=True)
class Document:
    """A parsed, resolved document premise (built once, read for many hypotheses)."""

    text: str
    sentences: tuple[Sentence, ...]  # with their resolved texts
    names: tuple[Named, ...]  # the entities named, for resolving hypotheses
    docs: tuple[Any, ...]  # the parse of each resolved sentence
    keys: tuple[frozenset[str], ...]  # content keys of each resolved sentence
    weight: dict[str, float]
    # quantity keys of the sentences computed so far (a long source's are computed only
    # for the sentences its hypotheses' words shortlist)
    sorts: dict[int, frozenset[str]] = field(default_factory=dict, compare=False)


def sentence_texts(text: str) -> list[str]:
    """The sentences of a document as written (what a batch parses first)."""
    return [s.text for s in split_sentences(text)]


def read_document(reasoner: Reasoner, text: str, jobs: int = 1) -> Document:
    """Split, parse (by ``jobs`` processes when long), resolve and index ``text``."""
    sentences = split_sentences(text)
    docs = reasoner.parse_many([s.text for s in sentences], jobs)
    originals = restored_docs(reasoner, [docs[reasoner._clip(s.text)] for s in sentences])
    resolved, names = resolve(originals)
    changed = reasoner.parse_many([t for t, d in zip(resolved, originals, strict=True) if t != d.text])
    rdocs = [
        changed[reasoner._clip(t)] if t != doc.text else doc
        for t, s, doc in zip(resolved, sentences, originals, strict=True)
    ]
    keys = tuple(content_keys(doc) for doc in rdocs)
    return Document(
        text,
        tuple(replace(s, resolved=r) for s, r in zip(sentences, resolved, strict=True)),
        tuple(names),
        tuple(rdocs),
        keys,
        weights(keys),
    )


def _sorts(reasoner: Reasoner, doc: Any) -> frozenset[str]:
    """The sorts of a sentence's quantities (``selection.quantity_keys``)."""
    quantities, _ = reasoner._quantities(doc)
    return quantity_keys(quantities, reasoner.pruner.is_person)


def resolve_hypothesis(reasoner: Reasoner, document: Document, hypothesis: str) -> str:
    """The hypothesis with its references resolved against the document's names."""
    hdoc = reasoner.parse_many([hypothesis])[reasoner._clip(hypothesis)]
    texts, _ = resolve([hdoc], document.names)
    return texts[0]


def readings(reasoner: Reasoner, document: Document, hdoc: Any) -> list[tuple[Sentence, ...]]:
    """The sentence sets to read, narrowest first (each in document order). Sentences
    are ranked by content keys and quantity sorts; in a long document only the
    ``SHORTLIST`` best by content keys are considered (their sorts are computed once)."""
    h_keys = content_keys(hdoc) | implied_keys(hdoc) | _sorts(reasoner, hdoc)
    n = len(document.sentences)
    if n <= SHORTLIST:
        pool = list(range(n))
    else:
        pool = [i for _, i in rank(h_keys, document.keys, document.weight)[:SHORTLIST]]
    for i in pool:
        if i not in document.sorts:
            document.sorts[i] = _sorts(reasoner, document.docs[i])
    keys = [document.keys[i] | document.sorts[i] for i in pool]
    ranked = rank(h_keys, keys, weights(keys) if n <= SHORTLIST else {**weights(keys), **document.weight})
    best = [pool[i] for _, i in ranked[:READINGS]]
    best += _continuation(document, best, pool)
    return [tuple(document.sentences[i] for i in sorted(best[:k])) for k in range(1, len(best) + 1)]


LEVEL_SORTS = ("q:year", "q:date", "q:ordinal")  # sorts every dated sentence shares


def _continuation(document: Document, best: list[int], pool: list[int]) -> list[int]:
    """A sentence next to the best one that gives a figure of the same measure ("picked
    640 tonnes this autumn. *Last year it picked 800 tonnes.*"): a source states a
    level and its earlier level in turn, the second often in words the claim does not
    use ("The harvest fell by a fifth"). Read last, in the widest reading, when fewer
    sentences than ``READINGS`` share the claim's words."""
    if not best or len(best) >= READINGS:
        return []
    b = best[0]
    sorts = {s for s in document.sorts.get(b, frozenset()) if s not in LEVEL_SORTS}
    for j in (b + 1, b - 1):
        if j in pool and j not in best and sorts & document.sorts.get(j, frozenset()):
            return [j]
    return []


def decide_document(reasoner: Reasoner, document: Document, hypothesis: str) -> Prediction:
    """Label ``hypothesis`` against a document premise (see the module docstring)."""
    return decide_resolved(reasoner, document, resolve_hypothesis(reasoner, document, hypothesis))


def decide_resolved(reasoner: Reasoner, document: Document, h_text: str) -> Prediction:
    """``decide_document`` for a hypothesis whose references are resolved already
    (``qreas.check`` resolves claims against the source and the claims before them)."""
    hdoc = reasoner.parse_many([h_text])[reasoner._clip(h_text)]
    texts = [reasoner._quantities(d)[0] for d in document.docs]
    text = list(zip(document.docs, texts, strict=True))  # each sentence with its figures, read once
    hq = reasoner._quantities(hdoc)[0]
    ordered = event_order.decide(hdoc, hq, document.docs, texts)
    ordered = ordered or compared_figures.decide(hdoc, hq, document.docs, texts)
    # "A before B", "A sold more than B": the paragraph's figures settle it; so does the
    # year of a clause dated by its place beside another year, which the readings would
    # pair with that other year ("began in 1821, and the bridge opened four years later")
    ordered = ordered or event_order.implied_year(hdoc, hq, document.docs, texts, only_clause=True)
    if ordered is not None:
        return Prediction(label=ordered[0], reason=ordered[1])  # type: ignore[arg-type]
    options = readings(reasoner, document, hdoc)
    if not options:
        return Prediction(label="neutral", reason="no premise sentence speaks to the hypothesis")
    premises = [" ".join(s.resolved or s.text for s in option) for option in options]
    docs = reasoner.parse_many(premises)
    preds: list[Prediction] = []
    conflict: Prediction | None = None
    token = IN_DOCUMENT.set(True)
    try:
        for option, premise in zip(options, premises, strict=True):
            pdoc = docs[reasoner._clip(premise)]
            pred = replace(reasoner.decide(pdoc, hdoc, document=True), evidence=option)
            paired = _paired(pdoc, hdoc, pred)
            if paired is not None:
                pred = paired
            else:
                pred = _borrowing(pdoc, hdoc, pred)
            if paired is None and pred.label == "entailment":
                pred = _rivalled(pdoc, hdoc, _undated(pdoc, hdoc, _uncounted(hdoc, pred)))
            pred = _guarded(text, pdoc, hdoc, pred)
            if pred.label == "entailment" and (conflict is None or _overrides(pdoc, hdoc, pred, conflict)):
                return pred
            if pred.label == "neutral":
                pred = _restated(text, pdoc, hdoc, pred)
            if pred.label == "contradiction" and (why := unstated(hdoc, hq, document.docs, texts)):
                pred = replace(pred, label="neutral", reason=why)
            if pred.label == "contradiction" and conflict is None:
                conflict = pred  # a wider reading may still entail: the part was not the whole
            preds.append(pred)
    finally:
        IN_DOCUMENT.reset(token)
    implied = event_order.implied_year(hdoc, hq, document.docs, texts)
    if implied is not None and (conflict is None or implied[0] == "entailment"):
        # the text's years, counted on ("40 years after the treaty"), date the event: a
        # narrower reading's contradiction set the year against another event's
        return Prediction(label=implied[0], reason=implied[1])  # type: ignore[arg-type]
    return conflict or preds[0]  # neutral: the best sentence's reasons


def _guarded(text: Sentences, pdoc: Any, hdoc: Any, pred: Prediction) -> Prediction:
    """The label the words beside the matched figures overturn (``qreas.claim_guards``):
    a change matched with one of the other direction contradicts, and so does a percent
    change matched with the difference of two percentages (``point_changes``); a figure
    of another subject, where the text gives the claim's subject its own, contradicts
    (``swapped_holders``); a match of another thing's figure (another common-noun
    subject, or for the stages another name) is otherwise neutral; a contradiction of a
    claim about a period the text does not name, of a capacity by what happened, or by
    figures of other subjects only, is neutral."""
    js = pred.justifications
    if pred.label == "entailment" and (why := claim_guards.reversed_change(pdoc, hdoc, js)):
        return replace(pred, label="contradiction", reason=why)
    if pred.label == "entailment" and (why := relative_claim(pdoc, hdoc, js)):  # percent, not points
        return replace(pred, label="contradiction", reason=why)
    if pred.label == "entailment" and (why := stated_end(pdoc, hdoc, js, pred.premise_quantities)):
        return replace(pred, label="contradiction", reason=why)
    if pred.label == "entailment" and (share := claim_guards.negated_share(hdoc, js)):
        return replace(pred, label=share[0], reason=share[1])
    if pred.label in ("entailment", "neutral"):
        # another subject's figure, where the text gives the claim's subject its own
        if why := swapped(hdoc, pred.hypothesis_quantities, text):
            return replace(pred, label="contradiction", reason=why)
    if pred.label == "entailment":
        # the proof aligns a name and a figure each on its own: neither it nor the stages
        # tie a figure to the name it is said of ("Dana Whitlock, 37, ... replaced Tom
        # Rios" / "Rios is 37 years old")
        why = claim_guards.other_subject(pdoc, hdoc, js, text) or claim_guards.added_loss(js)
        why = why or claim_guards.other_holder(pdoc, hdoc, js) or mixed_sum(js) or added_to_total(pdoc, js)
        why = why or whole_for_part(pdoc, hdoc, js)
        return pred if why is None else replace(pred, label="neutral", reason=why)
    if pred.label != "contradiction":
        return pred
    why = claim_guards.other_period(pdoc, hdoc, pred.premise_quantities, pred.hypothesis_quantities)
    why = why or claim_guards.earlier_time(pdoc, hdoc, js)
    why = why or claim_guards.capacity(pdoc, hdoc, js) or other_activity(js) or part_against_whole(hdoc, js)
    why = why or unowned(pdoc, pred.hypothesis_quantities, pred.premise_quantities, hdoc)
    why = why or derived_agrees(pdoc, hdoc, pred.premise_quantities, pred.hypothesis_quantities, js)
    why = why or reached_end(pdoc, hdoc, pred.premise_quantities, js)
    return pred if why is None else replace(pred, label="neutral", reason=why)


def _paired(pdoc: Any, hdoc: Any, pred: Prediction) -> Prediction | None:
    """The label of a count the premise pairs with years in parallel ("96,000 visitors in
    2019 and 41,000 in 2020"; ``qreas.anchoring.respective``), which the proof and the
    stages, seeing every year on the one verb, cannot tell apart."""
    premise, hypothesis = list(pred.premise_quantities), list(pred.hypothesis_quantities)
    label = respective(pdoc, hdoc, premise, hypothesis)
    if label is None:
        return None
    if label == pred.label:
        return pred
    return replace(pred, label=label, reason=f"{label}: the premise pairs its counts with years in order")


def _uncounted(hdoc: Any, pred: Prediction) -> Prediction:
    """An entailment found without a quantity for a hypothesis that counts occasions
    with a frequency adverb ("has won the cup *twice*", which the number parser does not
    read as a quantity) is neutral: the words matched, the count was never checked."""
    if pred.hypothesis_quantities or pred.justifications:
        return pred
    adverb = next((t for t in hdoc if t.lower_ in frequency_adverbs() and t.dep_ == "advmod"), None)
    if adverb is None:
        return pred
    verb = adverb.head.lemma_.lower()
    years = {q.lo for q in pred.premise_quantities if q.kind == "year" and q.is_exact and q.verb == verb}
    if len(years) == frequency_adverbs()[adverb.lower_]:
        return pred  # "toured the United States in 2005 and 2009": twice, as listed
    return replace(pred, label="neutral", reason=f"'{adverb.text}' counts occasions the text does not count")


def _borrowing(pdoc: Any, hdoc: Any, pred: Prediction) -> Prediction:
    """A contradiction that sets a figure against one the text dates at another time is
    neutral (``qreas.borrowing``)."""
    if pred.label != "contradiction":
        return pred
    premise, hypothesis = list(pred.premise_quantities), list(pred.hypothesis_quantities)
    j = only_borrowed(pdoc, hdoc, pred.label, pred.justifications, premise, hypothesis)
    if j is None:
        return pred
    why = f"'{j.hypothesis.text}' is set against '{j.premise[0].text}' of another time"
    return replace(pred, label="neutral", reason=why)


def _undated(pdoc: Any, hdoc: Any, pred: Prediction) -> Prediction:
    """An entailment that puts a count the paragraph dates at another time is neutral
    (``qreas.anchoring``); the quantities are the decision's own (every kind)."""
    premise, hypothesis = list(pred.premise_quantities), list(pred.hypothesis_quantities)
    h = misdated(pdoc, hdoc, pred.justifications, premise, hypothesis)
    h = h or relatively_dated(pdoc, hdoc, pred.justifications, premise, hypothesis)
    if h is None:
        return pred
    return replace(pred, label="neutral", reason=f"'{h.text}' is stated for another time than the hypothesis")


def _rivalled(pdoc: Any, hdoc: Any, pred: Prediction) -> Prediction:
    """An entailment that matched a hypothesis figure with another thing's figure of the
    same unit is decided by the rival mention (``qreas.rival_mentions``)."""
    if pred.label != "entailment":
        return pred
    found = rival(pdoc, hdoc, pred.justifications, pred.premise_quantities)
    singles = [j for j in pred.justifications if len(j.premise) == 1]
    if found is None or any(own_measure(pdoc, hdoc, j.hypothesis, j.premise[0]) for j in singles):
        return pred
    if any(result_level(pdoc, j.premise[0]) for j in singles):
        return pred  # "added 40 buses, bringing its fleet to 310": 310 is the fleet's count
    label, h, q = found
    return replace(pred, label=label, reason=f"'{h.text}' speaks of what '{q.text}' measures")


def _restated(text: Sentences, pdoc: Any, hdoc: Any, pred: Prediction) -> Prediction:
    """A neutral reading where the hypothesis restates a fact of the text with another
    number is a contradiction (``qreas.rival_mentions.restated``)."""
    stated = {q.lo for _, qs in text for q in qs}
    found = restated(pdoc, hdoc, pred.hypothesis_quantities, pred.premise_quantities, stated)
    found = found or measured_noun_clash(pdoc, hdoc, pred.hypothesis_quantities, pred.premise_quantities)
    if found is None or claim_guards.other_mood(pdoc, hdoc, *found):
        return pred
    if claim_guards.said_earlier(pdoc, hdoc, found[1]):
        return pred  # "a year earlier" against a figure of the report's own time
    h, p = found
    if _named_apart(pdoc, p, hdoc, h) or part_of(hdoc, h, p):
        return pred  # another named holder's figure ("Aurel-2 has a mass of" / "Aurel-3 has")
    hyps = list(pred.hypothesis_quantities)
    if any(not disjoint(d.value, h) for d in derive(pdoc, hdoc, list(pred.premise_quantities), hyps, h)):
        return pred  # a figure the text implies ("15% of which went to ...") may be the one
    return replace(pred, label="contradiction", reason=f"'{h.text}' restates '{p.text}' with another number")


def _named_apart(pdoc: Any, p: Any, hdoc: Any, h: Any) -> bool:
    """Is the hypothesis figure's holder another member of a numbered series than the
    holder of the premise figure's clause ("Aurel-2 has a mass of 1,140 kg" / "Aurel-3
    has a mass of 1,300 kg")? A number in a name tells things apart, so a restated
    figure then speaks of the other member, whose figure the text does not give. (Other
    names are left to the restatement: a holder named apart is as often the same thing
    by another name.)"""
    hh, args = holder_names(hdoc, h), argument_names(pdoc, p)
    return any(_series_apart(a, b) for b in hh for names in args for a in names)


def _series_apart(a: str, b: str) -> bool:
    """Two names with the same letters and other digits ("aurel-2" / "aurel-3")."""
    letters = [c for c in a if not c.isdigit()] == [c for c in b if not c.isdigit()]
    return letters and a != b and any(c.isdigit() for c in a + b)


PROOF_REASON = "natural logic:"  # the prefix of a label the natural-logic proof decided


def _overrides(pdoc: Any, hdoc: Any, wide: Prediction, narrow: Prediction) -> bool:
    """Whether a wider reading's entailment overturns a narrower reading's contradiction:
    only one that combines figures of several sentences (a whole from its parts, the
    part the narrow reading set against the whole). A contradiction the natural-logic
    proof found (the hypothesis aligned with the sentence, edit by edit) yields only to a
    named derivation that combines figures (``natlog.derived``: boys and girls make the
    pupils), not to an equation the composer found among the wider reading's many
    figures, which a stray number of the right unit satisfies."""
    refuted = {j.hypothesis.text for j in narrow.justifications if j.verdict == "contradicts"}
    if not narrow.reason.startswith(PROOF_REASON) and any(
        j.verdict == "entails" and len(j.premise) >= 2 and (_sum(j) or j.hypothesis.text not in refuted)
        for j in wide.justifications
    ):
        return True  # (else a named derivation, below: "the rest" of a total stated apart)
    premise, hyps = list(wide.premise_quantities), list(wide.hypothesis_quantities)
    return any(
        (len(d.sources) >= 2 or _across(pdoc, d)) and inside(d.value, h)
        for h in hyps
        for d in derive(pdoc, hdoc, premise, hyps, h)
    )


def _across(pdoc: Any, d: Any) -> bool:
    """A derivation from one figure and the words of another sentence ("a quarter of its
    spending ... . *The remainder* funds research"): it combines two sentences as two
    figures would."""
    if not d.sources or not d.p_tokens:
        return False
    start = pdoc[d.sources[0].number_index].sent.start
    return any(pdoc[i].sent.start != start for i in d.p_tokens)


def _sum(j: Any) -> bool:
    """An equation that only adds figures of what there is: a whole from its parts. A
    difference of two figures ("5 percent" of the budget less "2 percent" of the
    taxes) that gives the very figure a narrow reading refuted is the composer's find
    among a wide reading's many figures, not the part a narrow reading mistook for the
    whole."""
    if any(q.flux == "decrease" for q in j.premise):
        return False  # "lost 3 performances": what was taken away is no part of the whole
    return all(op == "+" for op in j.postfix if isinstance(op, str) and op not in ("H", "="))


def is_document(reasoner: Reasoner, premise: str) -> bool:
    """Whether a premise is read as a document (enough sentences)."""
    n = reasoner.config.document_sentences
    return n > 0 and sentence_count(premise) >= n


def document_of(reasoner: Reasoner, cache: dict[str, Any], premise: str) -> Document:
    """The document for ``premise``, read once per reasoner."""
    doc = cache.get(premise)
    if doc is None:
        if len(cache) > 256:
            cache.clear()
        doc = cache[premise] = read_document(reasoner, premise)
    return doc
