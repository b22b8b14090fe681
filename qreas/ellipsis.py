"""Elided words restored in coordinated clauses that state numbers (gapping, noun ellipsis).

Why: a report gives two figures of one measure in one sentence and says the verb and
the counted noun once: "Anvil had 11 shots and Rovers 16" (the second clause lacks its
verb and noun: *gapping*), "Ilic scored 31 points, while Sy added 24" (the second
clause lacks its noun), "31,500 runners started, and 29,870 finished". The reasoner
reads a number with the words it hangs on, so "Rovers 16" is a bare number with no verb
and no thing counted: a claim about Rovers' shots finds "11 shots" (Anvil's) and takes
it, and a claim about Sy's points finds no points of Sy at all. English restores the
missing words from the first clause (Huddleston & Pullum 2002, ch. 15 §4 on gapping;
ch. 17 §7 on the elided head of a noun phrase), so the source is read with them written
out: "Anvil had 11 shots and Rovers had 16 shots", "Sy added 24 points". Only the
simplest shapes are rewritten: one number in the first clause's verb phrase, and a
second clause that is a subject plus a number (gapping) or a clause whose only number is
bare (noun ellipsis). Anything else is left as written.
"""

from __future__ import annotations

from typing import Any

COORDINATORS = frozenset({"and", "while", "but", "whereas"})
MAGNITUDES = frozenset({"hundred", "thousand", "million", "billion", "trillion"})
VERBAL = frozenset({"VERB", "AUX"})
COPULAS = frozenset({"be", "become", "turn", "remain", "seem"})  # "her coach is 45": an age, not the noun
SUBJECT_POS = frozenset({"DET", "PROPN", "NOUN", "ADJ", "PUNCT", "PRON"})


def restore(doc: Any) -> str | None:
    """The sentence with its elided verb or noun written out, or None (nothing elided,
    or a shape this module does not read)."""
    if sum(1 for t in doc if t.like_num) < 2:  # cheap test first: two figures at least
        return None
    for c in doc:
        if c.lower_ not in COORDINATORS or c.i == 0:
            continue
        first_end = c.i - 1 if doc[c.i - 1].is_punct else c.i
        second = [t for t in doc[c.i + 1 :]]
        while second and second[-1].is_punct:
            second.pop()
        if not second or any(t.text in (",", ";") or t.lower_ in COORDINATORS for t in second):
            continue
        rewritten = _gapped(doc, first_end, second) or _noun_elided(doc, first_end, second)
        if rewritten is not None:
            # a comma before the coordinator: the parser then reads two clauses, each
            # with its own subject, not "11 shots and Rovers" as one object
            before = doc[: c.i].text + ("" if doc[c.i - 1].is_punct else ",")
            after = doc[second[-1].i + 1 :].text_with_ws.rstrip()
            return f"{before} {c.text} {rewritten}{after}"
    return None


def _clause_start(doc: Any, end: int) -> int:
    """The start of the clause that ends before ``end`` (after the last comma or
    coordinator before it, else the sentence's start)."""
    for k in range(end - 1, -1, -1):
        if doc[k].text in (",", ";") or doc[k].lower_ in COORDINATORS:
            return k + 1
    return 0


def _numbers(tokens: list[Any]) -> list[Any]:
    """The number tokens of a span that are figures, not part of a hyphenated word
    ("three" in "three-pointers") or a number word scaling another ("1.2 *million*")."""
    out = []
    for t in tokens:
        if not t.like_num or t.lower_ in MAGNITUDES:
            continue
        doc = t.doc
        hyphen_next = t.i + 1 < len(doc) and doc[t.i + 1].text == "-"
        hyphen_prev = t.i > 0 and doc[t.i - 1].text == "-"
        if not (hyphen_next or hyphen_prev):
            out.append(t)
    return out


def _number_end(doc: Any, n: Any) -> int:
    """The end of a number's span: the number and the magnitude words after it."""
    k = n.i + 1
    while k < len(doc) and doc[k].lower_ in MAGNITUDES:
        k += 1
    return k


def _verb_of(n: Any) -> Any | None:
    """The verb a number is an argument of, up its heads (a hyphenated modifier such as
    "lowland-grown" is no verb of a clause)."""
    t = n
    while t.head.i != t.i:
        t = t.head
        if t.pos_ in VERBAL and t.dep_ != "amod":
            return t
    return t if t.pos_ in VERBAL else None


def _hyphenated(t: Any) -> bool:
    """The second part of a hyphenated modifier ("lowland-*grown*")."""
    return t.i > 0 and t.doc[t.i - 1].text == "-"


def _finite_verbs(tokens: list[Any]) -> list[Any]:
    return [t for t in tokens if t.pos_ in VERBAL and not _hyphenated(t)]


def _gapped(doc: Any, first_end: int, second: list[Any]) -> str | None:
    """"Anvil had 11 shots and *Rovers 16*": the second clause is a subject, an optional
    preposition, a number and optionally its unit; the first clause's verb phrase is
    repeated with the second number."""
    if _finite_verbs(second):
        return None
    nums = _numbers(second)
    if len(nums) != 1:
        return None
    n2 = nums[0]
    k = second.index(n2)
    prep = second[k - 1] if k > 0 and second[k - 1].pos_ == "ADP" else None
    subject = second[: k - 1] if prep is not None else second[:k]
    if not subject or not all(t.pos_ in SUBJECT_POS or _hyphenated(t) for t in subject):
        return None
    if not any(t.pos_ in ("NOUN", "PROPN", "PRON") or t.tag_ == "JJS" for t in subject):
        return None  # a noun, a name, or a superlative standing for one ("the youngest")
    first = list(doc[_clause_start(doc, first_end) : first_end])
    firsts = _numbers(first)
    if len(firsts) != 1:
        return None
    n1 = firsts[0]
    verb = _verb_of(n1)
    if verb is None or not (first[0].i <= verb.i < n1.i):
        return None
    start = min([verb.i] + [c.i for c in verb.lefts if c.dep_ in ("aux", "auxpass", "neg")])
    n1_end, n2_end = _number_end(doc, n1), _number_end(doc, n2)
    if prep is not None and doc[n1.i - 1].lower_ != prep.lower_:
        return None
    unit = [t.lower_ for t in doc[n2_end : second[-1].i + 1]]
    if unit and [t.lower_ for t in doc[n1_end : n1_end + len(unit)]] != unit:
        return None  # the second figure's own unit is not the first's: another measure
    head = doc[start : n1.i].text
    tail = doc[n1_end:first_end].text
    figure = doc[n2.i : n2_end].text
    return " ".join(w for w in (_text(subject), head, figure, tail) if w)


def _noun_elided(doc: Any, first_end: int, second: list[Any]) -> str | None:
    """"Ilic scored 31 points, while *Sy added 24*": the second clause has its verb and
    one bare number (no noun after it); the first clause's one number counts a noun,
    which the second number counts too."""
    verbs = _finite_verbs(second)
    nums = _numbers(second)
    if not verbs or len(nums) != 1:
        return None
    n2 = nums[0]
    n2_end = _number_end(doc, n2)
    if n2.dep_ == "nummod" or (n2_end < len(doc) and doc[n2_end].pos_ in ("NOUN", "PROPN", "SYM")):
        return None  # the number counts a noun of its own
    if n2.dep_ not in ("dobj", "nsubj", "pobj", "npadvmod", "ROOT", "conj") or _year_like(n2):
        return None
    if any(v.lemma_.lower() in COPULAS for v in verbs):
        return None
    first = list(doc[_clause_start(doc, first_end) : first_end])
    firsts = _numbers(first)
    if len(firsts) != 1:
        return None
    n1 = firsts[0]
    noun = n1.head
    if n1.dep_ != "nummod" or noun.pos_ != "NOUN" or noun.i < n1.i:
        return None
    counted = doc[_number_end(doc, n1) : noun.i + 1].text
    parts = [t.text_with_ws for t in second]
    i = second.index(n2) + (n2_end - n2.i) - 1
    parts[i] = second[i].text + " " + counted + second[i].whitespace_
    return "".join(parts).strip()


def _year_like(t: Any) -> bool:
    return t.text.isdigit() and len(t.text) == 4 and 1000 <= int(t.text) <= 2100


def _text(tokens: list[Any]) -> str:
    return "".join(t.text_with_ws for t in tokens).strip()


def restored_docs(reasoner: Any, docs: list[Any]) -> list[Any]:
    """``docs`` with each sentence that has elided words replaced by the parse of its
    restored text (parsed in one batch; the others are kept as they are)."""
    texts = [restore(d) for d in docs]
    parsed = reasoner.parse_many([t for t in texts if t is not None])
    return [d if t is None else parsed[reasoner._clip(t)] for d, t in zip(docs, texts, strict=True)]
