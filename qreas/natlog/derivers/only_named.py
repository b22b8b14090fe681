"""How many of a counted group did something when "only" names who did: "Of the five
candidates, only Maria passed" says one candidate passed and four did not; "Only Kim
and Lou, of the 12 drivers, finished" says two finished and ten did not.

Why: "only" makes the named subjects the whole set of doers (exhaustivity), and the
names are distinct members of the group the "of the N" phrase counts, so the doers
number as many as the names and the rest of the group did not do it. A hypothesis
count of the group's noun with the same verb is then fixed: the names' count, or,
negated ("four candidates did *not* pass"), the group minus the names.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from qreas.mention_context import governing_verb
from qreas.natlog.derived import Context, Derived, deriver, lemma_set
from qreas.natlog.derivers.complement import negation_tokens
from qreas.types import Numset, fmt_number

SUBJECTS = ("nsubj", "nsubjpass")


def named_doers(doc: Any) -> tuple[Any, list[Any], frozenset[int]] | None:
    """The verb and the names of an "only NAME (and NAME)" subject, with the words the
    reading accounts for ("only", "and", commas); None without one."""
    for tok in doc:
        if tok.lower_ != "only" or tok.dep_ != "advmod":
            continue
        name = tok.head
        if name.pos_ != "PROPN" or name.dep_ not in SUBJECTS:
            continue
        names, frontier = [name], [name]
        while frontier:
            kids = [c for t in frontier for c in t.children if c.dep_ == "conj" and c.pos_ == "PROPN"]
            names += kids
            frontier = kids
        words = {tok.i} | {c.i for n in names for c in n.children if c.dep_ in ("cc", "punct")}
        return name.head, names, frozenset(words)
    return None


def verb_lemma(t: Any) -> str:
    """A predicate's verb lemma, also when the tagger read a participle as an adjective
    ("only Noor *qualified*": ADJ) and the hypothesis uses the verb ("did not qualify")."""
    if t.pos_ in ("VERB", "AUX"):
        return str(t.lemma_.lower())
    from qreas.natlog import lexical

    return str(lexical._wn().morphy(t.lower_, "v") or t.lemma_.lower())


def group_count(doc: Any, premise: tuple[Numset, ...], unit: str) -> tuple[Numset, frozenset[int]] | None:
    """The premise's exact count of ``unit`` said as the group ("of the five
    candidates", "out of the six students"), with its "of" / "out" words."""
    for q in premise:
        if q.kind != "amount" or q.unit != unit or not q.is_exact or q.dimension is not None:
            continue
        head = doc[q.end - 1].head
        if head.lower_ == "of" and head.dep_ == "prep":
            out = {head.i} | ({head.head.i} if head.head.lower_ == "out" else set())
            return q, frozenset(out)
    return None


@deriver("only-named")
def only_named(ctx: Context) -> Iterator[Derived]:
    h = ctx.h
    if h.kind != "amount" or h.dimension is not None or not h.unit or not h.is_exact:
        return
    if "only" not in lemma_set(ctx.pdoc):
        return
    found = named_doers(ctx.pdoc)
    if found is None:
        return
    verb, names, words = found
    hverb = governing_verb(ctx.hdoc[h.number_index])
    if hverb is None or verb_lemma(hverb) != verb_lemma(verb):
        return
    group = group_count(ctx.pdoc, ctx.premise, str(h.unit))
    if group is None or group[0].lo <= len(names):
        return
    base, of_words = group
    h_neg = negation_tokens(ctx.hdoc, h)
    k = float(len(names))
    value = base.lo - k if h_neg else k
    who = " and ".join(n.text for n in names)
    eq = (
        f"{base.text} - only {who} = {fmt_number(value)} did not {verb_lemma(verb)}"
        if h_neg
        else f"only {who} of {base.text} = {fmt_number(value)}"
    )
    out = h.with_(lo=value, hi=value, lo_open=False, hi_open=False, approximate=False)
    p_tokens = words | of_words | frozenset(n.i for n in names)
    h_tokens = h_neg
    if verb.pos_ != hverb.pos_:  # "qualified" read as an adjective: the aligner misses "qualify"
        p_tokens, h_tokens = p_tokens | {verb.i}, h_tokens | {hverb.i}
    yield Derived(out, eq, (base,), p_tokens, h_tokens)
