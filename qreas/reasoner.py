"""Stage 5: the global reasoner (the paper's Algorithm 1) and the public ``Reasoner``.

For each hypothesis quantity h:
  1. candidates: premise quantities of the same kind whose units are compatible
     (pruner), each with a ValueMatch verdict (matching) and a role score (roles);
  2. a direct match: the best-role candidates (within ``ROLE_TIE``) include one whose
     value entails h -> h is justified. An aggregate hypothesis ("in total", "now",
     "left", lexicons/aggregate_cues.txt) is not justified by restating one of several
     premise quantities of its kind (unless it is the same slot, role >= SAME_SLOT);
  3. an equation over premise quantities (composer) whose value matches h -> h is
     justified. Premise quantities that other hypothesis quantities restate directly
     are not free for equations (each premise quantity supports one claim), and open
     bounds are never composed ("more than 5" would be matched by almost any sum);
  4. the best-role candidate (role >= ``SAME_ROLE``) is disjoint from h -> contradicted;
  5. otherwise h is unsupported.
A disjoint value contradicts only when the words around the hypothesis quantity are
all supported by the premise (else it may be another event: "sold 75 tickets on
Friday" vs "40 tickets on Monday").
Label: any contradicted quantity -> contradiction; every quantity justified and the
verbal side agrees -> entailment; otherwise neutral. With no quantity in the
hypothesis the verbal side alone decides.

Years, dates, times and phone numbers are only ever matched against the same kind
and contradict only in the same slot of a near-identical sentence (otherwise a
different date is usually another event); the same holds for a unit written on one
side only;
ordinals are compared like amounts, but only with ordinals.

This module holds the ``Reasoner`` (parsing, batching, ``decide``); each step is a
module of its own: ``candidates`` (step 1, with list slots) and ``shared_bounds``,
``direct_match`` (step 2), ``equations`` and ``dimensions`` (step 3), ``justify``
(steps 3-5, and conditions the hypothesis states), ``counting`` (counts the premise
states by naming items), ``predication`` (what is said of a matched value), ``cues``
(aggregates, increments, questions, predictions, another event) and ``label_rules``
(the label and the tags).
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from qreas.candidates import SAME_SLOT as SAME_SLOT
from qreas.candidates import SLOT as SLOT
from qreas.candidates import _by_list_slot, _candidates, _list_slots
from qreas.candidates import _Candidate as _Candidate
from qreas.claim_frames import (
    ANOTHER_MONTH,
    ONCE_EVENT,
    OPPOSITE_CHANGE,
    PART_OF_COUNT,
    REPEATABLE,
    attribute_contradiction,
    attribute_kept,
    attribute_routed,
    month_mismatch,
    narrowed_count,
    once_dated,
    only_verb_differs,
    repeatable_dated,
)
from qreas.composed_claims import own_difference_level, unlicensed
from qreas.composer import Composer
from qreas.config import DEFAULT, Config
from qreas.counting import _count_items, _indefinite, _one_unit, _people_partitive
from qreas.cues import (
    _aggregate,
    _aggregate_cues,
    _asked,
    _foretold,
    _hyphenated,
    _increment,
    _new_situation,
    _with_contrasted,
    between_events,
    compared,
    more_after,
)
from qreas.dimensions import _type_classes
from qreas.direct_match import _direct, _direct_match, _unclaimed
from qreas.direction_claims import direction_label
from qreas.document import decide_document, document_of, is_document, sentence_texts
from qreas.equations import _Solutions, _solutions
from qreas.forecasts import forecast_restated
from qreas.holder_agreement import another_entitys
from qreas.justify import _includes, _joint, _justify
from qreas.label_rules import _absorb_arithmetic, _label, _tags
from qreas.predication import _other_predication
from qreas.pruner import Pruner
from qreas.quantities import parse_doc
from qreas.rival_mentions import disjoint
from qreas.roles import Mention, mentions_of
from qreas.shared_bounds import _shared_bound
from qreas.temporal import impossible_days
from qreas.types import Justification, Link, Numset, Prediction
from qreas.verb_routed import verb_routed
from qreas.verbal import FUTURE_MODALS, VerbalAligner, hedged_over

PARSED_CACHE = 50_000  # sentences whose quantities are kept (a few KB each)
DOCS_IN_MEMORY = 50_000  # parsed texts a reasoner keeps (a few KB each)
# doubts about a matched value that concern the words around it, not the value: the
# natural-logic proof judges those words itself (``natlog.infer.quantity_edits``)
ANOTHER_EVENT = "the hypothesis may speak of another event"
A_QUESTION = "a question asserts nothing"
OWN_LEVEL = "the level its own difference qualifies"


class Reasoner:
    """Decides entailment / neutral / contradiction for (premise, hypothesis) pairs.

    Loads spaCy and WordNet once (on first use). ``predict_many`` parses every
    distinct sentence once, in batches.
    """

    def __init__(
        self,
        config: Config | None = None,
        cache_dir: str | Path | None = None,
        use_cache: bool = True,
    ) -> None:
        self.config = config or DEFAULT
        self.pruner = Pruner(self.config)
        self.composer = Composer(self.config)
        self.aligner = VerbalAligner(use_wordnet=self.config.enabled("wordnet"))
        self.cache_dir = Path(cache_dir) if cache_dir is not None else None
        self.use_cache = use_cache
        self._nlp: Any = None
        self._parsed: dict[int, tuple[Any, list[Numset], list[Mention]]] = {}
        self._documents: dict[str, Any] = {}  # document premises read (qreas.document)
        self._docs: dict[str, Any] = {}  # parsed texts (``parse_many``)
        self._stored: dict[str, tuple[Numset, ...]] = {}  # quantities of an earlier run (quantitycache)

    # ----------------------------------------------------------------- parsing
    @property
    def nlp(self) -> Any:
        if self._nlp is None:
            from qreas.resources import load_nlp

            self._nlp = load_nlp()
        return self._nlp

    def _clip(self, text: str) -> str:
        if len(text) > self.config.max_chars:
            import warnings

            warnings.warn(
                f"sentence of {len(text)} characters cut to {self.config.max_chars}",
                stacklevel=3,
            )
            return text[: self.config.max_chars]
        return text

    def parse_many(self, texts: Sequence[str], n_process: int = 1) -> dict[str, Any]:
        """Parse each distinct text once; returns text -> Doc. Docs parsed or read from
        the disk cache by this reasoner are kept in memory (a document's sentences are
        looked up again for every hypothesis; reading them back from the disk cache
        would deserialise their whole chunk each time)."""
        from qreas.parsecache import parse_texts

        clipped = [self._clip(t) for t in texts]
        out = {t: self._docs[t] for t in clipped if t in self._docs}
        rest = [t for t in clipped if t not in out]
        if rest:
            fresh = parse_texts(self.nlp, rest, self.cache_dir, self.use_cache, n_process=n_process)
            self.keep_docs(fresh)
            out.update(fresh)
        return out

    def keep_docs(self, docs: dict[str, Any]) -> None:
        """Keep parsed texts in memory for ``parse_many`` (a batch's parses, so that a
        worker reading a document premise finds its sentences without the disk cache)."""
        if len(self._docs) + len(docs) > DOCS_IN_MEMORY:
            self._docs.clear()
        self._docs.update(docs)

    # -------------------------------------------------------------- prediction
    def predict(self, premise: str, hypothesis: str) -> Prediction:
        if is_document(self, premise):
            return self.predict_document(premise, hypothesis)
        docs = self.parse_many([premise, hypothesis])
        return self.decide(docs[self._clip(premise)], docs[self._clip(hypothesis)])

    def predict_document(self, premise: str, hypothesis: str) -> Prediction:
        """Label a hypothesis against a document premise read sentence by sentence
        (``qreas.document``); the prediction's ``evidence`` names the sentences used."""
        return decide_document(self, document_of(self, self._documents, premise), hypothesis)

    def check(self, source: str, claims: str, jobs: int = 1) -> list[Any]:
        """``qreas check``: a ``ClaimVerdict`` (supported / contradicted / not found, with
        the source sentences and equations) for each sentence of ``claims`` that states
        a quantity (``qreas.check``). ``jobs`` > 1: a long source is parsed by that many
        processes (the same verdicts)."""
        from qreas.check import check

        return check(self, source, claims, jobs)

    def texts_to_parse(self, pairs: Iterable[tuple[str, str]]) -> list[str]:
        """What a batch parses up front: each hypothesis, each short premise, and the
        sentences of each document premise."""
        out: list[str] = []
        for p, h in pairs:
            out += sentence_texts(p) if is_document(self, p) else [p]
            out.append(h)
        return [self._clip(t) for t in out]

    def prove(self, premise: str, hypothesis: str) -> tuple[Prediction, Any]:
        """The prediction and the natural-logic proof of a pair (``qreas.natlog``):
        the alignment as edits, each edit's lexical relation projected through the
        operators above it and joined. The proof explains; the label is still the
        prediction's (the natural-logic core does not decide labels yet)."""
        from qreas.natlog.infer import prove

        docs = self.parse_many([premise, hypothesis])
        pdoc, hdoc = docs[self._clip(premise)], docs[self._clip(hypothesis)]
        pred = self.decide(pdoc, hdoc)
        return pred, prove(
            pdoc, hdoc, pred.justifications, pred.premise_quantities, pred.hypothesis_quantities
        )

    def predict_many(
        self,
        pairs: Iterable[tuple[str, str]],
        jobs: int = 1,
        progress: Callable[[int, int], None] | None = None,
        errors: str = "raise",
    ) -> list[Any]:
        """Predict for many pairs; ``jobs`` > 1 uses worker processes with identical
        results (each pair is decided independently and deterministically). Each
        distinct pair is decided once (a decision is a function of the pair and the
        configuration): a repeated pair gets the first one's prediction.

        ``errors="collect"``: a pair on which the engine fails yields the exception in
        its place instead of stopping the run (the CLI reports it as FILE:LINE).
        """
        pairs = [(p, h) for p, h in pairs]
        unique = list(dict.fromkeys(pairs))
        counts = Counter(pairs)
        weights = [counts[pair] for pair in unique]
        if jobs > 1 and len(unique) > 1:
            from qreas.parallel import predict_parallel

            decided = predict_parallel(self, unique, jobs, progress, errors, weights)
        else:
            docs = self.parse_many(self.texts_to_parse(unique))
            self.recall_quantities(docs)
            decided, done = [], 0
            for (p, h), weight in zip(unique, weights, strict=True):
                decided.append(self.decide_pair(docs, p, h, errors))
                done += weight
                if progress is not None:
                    progress(done, len(pairs))
        self.keep_quantities(unique, decided)
        by_pair = dict(zip(unique, decided, strict=True))
        return [by_pair[pair] for pair in pairs]

    def recall_quantities(self, texts: Iterable[str]) -> None:
        """Read the quantities an earlier run stored for these parsed texts
        (``qreas.quantitycache``; with the disk cache only)."""
        todo = [t for t in texts if t not in self._stored]
        if self.use_cache and todo:
            from qreas.quantitycache import recall

            if len(self._stored) + len(todo) > DOCS_IN_MEMORY:
                self._stored.clear()
            self._stored.update(recall(todo, self.cache_dir, self.config))

    def keep_quantities(self, pairs: Sequence[tuple[str, str]], preds: Sequence[Any]) -> None:
        """Store the quantities the predictions read from their sentences (pairs of
        sentences; a document premise is read per resolved sentence and not kept)."""
        if not self.use_cache:
            return
        from qreas.quantitycache import keep

        fresh: dict[str, tuple[Numset, ...]] = {}
        for (p, h), pred in zip(pairs, preds, strict=True):
            if not isinstance(pred, Prediction) or is_document(self, p):
                continue
            for text, qs in (
                (self._clip(p), pred.premise_quantities),
                (self._clip(h), pred.hypothesis_quantities),
            ):
                if text not in self._stored:
                    fresh[text] = qs
        keep(fresh, self.cache_dir, self.config)
        if len(self._stored) + len(fresh) > DOCS_IN_MEMORY:
            self._stored.clear()
        self._stored.update(fresh)

    def decide_pair(self, docs: dict[str, Any], premise: str, hypothesis: str, errors: str) -> Any:
        """Decide one pair from parsed docs; with ``errors="collect"`` return the
        exception instead of raising it."""
        try:
            t0 = time.perf_counter()
            if is_document(self, premise):
                pred = self.predict_document(premise, hypothesis)
            else:
                pred = self.decide(docs[self._clip(premise)], docs[self._clip(hypothesis)])
            return replace(pred, seconds=time.perf_counter() - t0)
        except Exception as e:  # noqa: BLE001 - reported per row by the caller
            if errors == "raise":
                raise
            return e

    def decide(self, pdoc: Any, hdoc: Any, document: bool = False) -> Prediction:
        """Label a parsed pair (``document``: the premise is sentences selected from a
        text, ``qreas.document``)."""
        cfg = self.config
        if (days := impossible_days(hdoc.text)) and not any(t.dep_ == "neg" for t in hdoc):
            # "The fair was open on 29 February 1987": no such day, so the claim is false
            return Prediction(label="contradiction", reason=f"{days[0]} is no calendar day")
        pq, pm = self._quantities(pdoc)
        if not any(t.lower_ in ("other", "others") for t in hdoc):
            pm = [_with_contrasted(pdoc, m) for m in pm]
        if hdoc is pdoc:  # one parsed sentence on both sides: distinct objects (identity matters below)
            hq = parse_doc(hdoc, cfg, all_kinds=True, articles=False)
            hm = mentions_of(hdoc, hq)
        else:
            hq, hm = self._quantities(hdoc)
        verbal = self.aligner.assess(pdoc, hdoc) if cfg.enabled("verbal") else None
        justs: list[Justification] = []
        limits: list[str] = []
        cues = [t for t in hdoc if t.lemma_.lower() in _aggregate_cues() and not _hyphenated(t)]
        aggregate = [_aggregate(hdoc, h.quantity, cues) for h in hm]
        same_verb = self._same_verb
        cands = [
            [_shared_bound(cfg, c, h, pdoc, hdoc) for c in _candidates(self.pruner, cfg, same_verb, h, pm)]
            for h in hm
        ]
        p_slots = _list_slots(pdoc, [m.quantity for m in pm])
        h_slots = _list_slots(hdoc, [m.quantity for m in hm])
        cands = [_by_list_slot(cs, h_slots.get(h.index), p_slots) for h, cs in zip(hm, cands, strict=True)]
        direct = [
            _direct_match(self.pruner, c, aggregate[k], pm, hm[k].quantity) for k, c in enumerate(cands)
        ]
        direct = _unclaimed(self.pruner, cands, direct, aggregate, pm, [h.quantity for h in hm])
        # each premise quantity a hypothesis quantity restates is not free for equations
        claimed = {
            k: next(i for i, p in enumerate(pm) if p is d.mention)
            for k, d in enumerate(direct)
            if d is not None
        }
        h_future = any(t.lemma_.lower() in FUTURE_MODALS for t in hdoc)
        one_asks = {_asked(hdoc), _asked(pdoc)} == {True, False}  # a question vs a statement
        for k, h in enumerate(hm):
            if direct[k] is not None:
                j, hit = _direct(h.quantity, direct[k]), []
            else:
                others = frozenset(
                    i
                    for kk, i in claimed.items()
                    if kk != k and not _includes(hdoc, h.quantity, hm[kk].quantity)
                )
                j, hit = _justify(cfg, self.pruner, self.composer, h, pm, cands[k], others, aggregate[k])
            counts_people = h.quantity.unit is None and _people_partitive(hdoc, h.quantity)
            if j.verdict == "unsupported" and h.quantity.is_exact and (h.quantity.unit or counts_people):
                j = (
                    _count_items(cfg, self.pruner, same_verb, h.quantity, pdoc, hdoc)
                    or _indefinite(self.pruner, h.quantity, pdoc)
                    or _one_unit(h.quantity, pdoc, cfg.rel_tolerance)
                    or j
                )
            if j.verdict == "entails" and j.method == "match":
                j = _other_predication(cfg, same_verb, j, pdoc, hdoc)
            if (
                document
                and j.method == "match"
                and j.verdict in ("entails", "contradicts")
                and len(j.premise) == 1
                and another_entitys(pdoc, j.premise[0], hdoc, h.quantity)
            ):
                j = replace(j, verdict="compatible", note="another entity's value")
            if document and once_dated(j, pdoc, hdoc, [m.quantity for m in pm]):  # "built in 1931" / 1913
                j = replace(j, verdict="contradicts", note=ONCE_EVENT)
            elif document and repeatable_dated(j, pdoc, hdoc):  # "won an award in 2011" / "in 2015"
                j = replace(j, verdict="compatible", note=REPEATABLE)
            elif document and narrowed_count(j, pdoc):  # "9,500 farms" / "48 dairy farms"
                j = replace(j, verdict="compatible", note=PART_OF_COUNT)
            elif document and (month := month_mismatch(j, pdoc, hdoc)) is not None:  # "October 2024"
                j = replace(j, verdict=month, note=ANOTHER_MONTH)
            elif document and j.verdict == "unsupported":  # "prize money of 40,000 euros"
                j = attribute_contradiction(j, pdoc, [m.quantity for m in pm], hdoc)
            if unlicensed(j, pdoc, hdoc):  # "a profit of $11.8 million" from takings - budget
                level = own_difference_level(j, pdoc)  # "64 titles, 16 more than": 64 is the figure
                if level is not None and disjoint(level, h.quantity):
                    j = replace(j, premise=(level,), postfix=(0, "H", "disjoint"), verdict="contradicts",
                                method="match", value=(level.lo, level.hi), note=OWN_LEVEL)  # fmt: skip
                else:
                    j = replace(j, verdict="compatible", note="no stated level or attribute")
            if document and j.verdict in ("entails", "contradicts", "unsupported"):  # "at a depth of"
                j = attribute_routed(j, pdoc, [m.quantity for m in pm], hdoc)
            if document:  # "Of the 3,200 runners who started, 2,950 finished"
                j = verb_routed(j, pdoc, [m.quantity for m in pm], hdoc)
            if (
                j.verdict == "contradicts"
                and verbal is not None
                and _new_situation(h, verbal, hdoc)
                and not (document and attribute_kept(j, pdoc, hdoc, verbal))  # "a detour of 14 km"
                and not (document and only_verb_differs(h, verbal, hdoc))  # a paraphrased frame
                and not (j.note == OPPOSITE_CHANGE and only_verb_differs(h, verbal, hdoc, opposite=True))
            ):
                j = replace(j, verdict="compatible", note=ANOTHER_EVENT)
            if (
                j.verdict == "contradicts"
                and j.method == "match"
                # a claim's "7 more books" mostly restates a comparison whose "than" is
                # elided: only the premise's "N more" is read as an increment there
                and _increment(hdoc, h.quantity, after_number=False)
                != any(_increment(pdoc, q) for q in j.premise)
                and not (compared(hdoc, h.quantity) or any(compared(pdoc, q) for q in j.premise))
                and not (more_after(hdoc, h.quantity) and any(more_after(pdoc, q) for q in j.premise))
            ):
                j = replace(j, verdict="compatible", note="an increment is not the total")
            if (
                j.verdict == "contradicts"
                and j.method == "match"
                and between_events(hdoc, h.quantity) != any(between_events(pdoc, q) for q in j.premise)
            ):
                j = replace(j, verdict="compatible", note="a time between events is no duration")
            if j.verdict == "entails" and one_asks:
                j = replace(j, verdict="compatible", note=A_QUESTION)
            if j.verdict == "entails" and not h_future and _foretold(pdoc, hdoc, j):
                j = replace(j, verdict="compatible", note="a prediction is not a fact")
            justs.append(j)
            limits.extend(hit)
        if len(hm) >= 2:
            justs = _joint(cfg, self.pruner, self.composer, hdoc, hm, pm, justs, claimed, limits)
        if verbal is not None:
            verbal = _absorb_arithmetic(verbal, justs, pdoc, hdoc)
            if verbal.hedged and justs:
                used = [q for j in justs if j.verdict == "entails" for q in j.premise]
                clear = used and not any(hedged_over(pdoc, q.start, q.end) for q in used)
                # or a checked summary's "will" restates the source's forecast (qreas.forecasts)
                if clear or forecast_restated(pdoc, hdoc):
                    verbal = replace(verbal, hedged=False)
        label, reason = _label(justs, verbal, pdoc, hdoc)
        if cfg.natlog in ("hybrid", "proof"):
            from qreas.natlog.derived import REFERENCE_DATE
            from qreas.natlog.infer import hybrid

            now = REFERENCE_DATE.set(cfg.reference_date)
            try:
                label, reason = hybrid(
                    pdoc, hdoc, justs, pq, label, reason, cfg.natlog == "proof", document, hq
                )
            finally:
                REFERENCE_DATE.reset(now)
        elif cfg.natlog == "veto" and label != "contradiction":
            from qreas.natlog.infer import veto

            label, reason = veto(pdoc, hdoc, justs, pq, label, reason, hq)
        label, reason = direction_label(pdoc, hdoc, label, reason)  # "profit rose in 2021"
        return Prediction(
            label=label,
            justifications=tuple(justs),
            premise_quantities=tuple(pq),
            hypothesis_quantities=tuple(hq),
            reason=reason,
            limits_hit=tuple(dict.fromkeys(limits)),
            tags=_tags(pq, hq, justs),
            links=tuple(
                Link(c.mention.index, k, c.compat.relation, c.verdict, c.score)
                for k, cs in enumerate(cands)
                for c in cs
            ),
        )

    # ---------------------------------------------------------------- internals
    def _quantities(self, doc: Any) -> tuple[list[Numset], list[Mention]]:
        """A sentence's quantities and mentions, computed once per parsed sentence
        (premises recur across pairs; the result depends only on the Doc and the
        config)."""
        hit = self._parsed.get(id(doc))
        if hit is None or hit[0] is not doc:
            qs = self._stored.get(doc.text)
            if qs is None:
                qs = parse_doc(doc, self.config, all_kinds=True, articles=False)
            hit = (doc, qs, mentions_of(doc, qs))  # the Doc is kept, so its id is not reused
            if len(self._parsed) >= PARSED_CACHE:
                self._parsed.clear()
            self._parsed[id(doc)] = hit
        return list(hit[1]), list(hit[2])

    def _same_verb(self, a: str, b: str) -> bool:
        """Two verb lemmas WordNet gives as synonyms or derivations of each other."""
        return a in self.aligner.related(b, "VERB") or b in self.aligner.related(a, "VERB")

    def _solutions(
        self, h: Mention, pm: Sequence[Mention], givens: Sequence[Mention] = ()
    ) -> tuple[_Solutions | None, list[Mention]]:
        """The composer's equations for ``h`` (``qreas.equations``; kept for callers)."""
        return _solutions(self.config, self.pruner, self.composer, h, pm, givens)

    def _type_classes(self, operands: Sequence[Numset], h: Mention) -> tuple[list[frozenset[int]], int]:
        """Unit classes for the composer (``qreas.dimensions``; kept for callers)."""
        return _type_classes(self.pruner, operands, h)
