"""Quantified subjects decided by counting: "Not all 30 students passed" / "Some of the
30 students did not pass".

Why: the proof edits words one at a time, so a determiner and a negation that move
together (quantifier duality: "not all" = "some ... not", "none" = "all ... not",
Barwise & Cooper 1981) meet as two edits whose join loses the equivalence, and the
amount a hypothesis' "some of the 30" states never meets the premise's "not all". When
both sentences say the same thing (same restrictor, same scope, once the determiner,
the scope's negations and auxiliaries are set aside) of a quantified subject, a
generalized quantifier is just a condition on two numbers: k, the members of the
restrictor that satisfy the scope, and N, the restrictor's size ("of the 30": N = 30).
The pair is then decided by checking every model (N, k): entailment when every model
of the premise satisfies the hypothesis, contradiction when none does.

Decisions:
- a determiner phrase is read only when every word of it is understood (``_PATTERNS``);
  anything else ("30 percent of", "the", a name) leaves the pair to the proof;
- N unstated on both sides ranges over 1 .. a bound above the sum of the numbers
  written, so that counts on both sides of the scope fit (a quantified subject
  presupposes a non-empty restrictor);
- a bare numeral ("4 of the 7 cats") is read both as "exactly" and as "at least"; the
  pair is decided only when both readings agree;
- a negative implicative ("failed to work", ``lexicons/negative_implicatives.txt``)
  negates its complement; one-way ones ("refused to") are read so only in the premise,
  where the weaker reading keeps the inference sound (Karttunen 1971); "fail",
  "neglect", "forget" are two-way (``word_rules.TWO_WAY_IMPLICATIVES``, as the proof reads them);
- a modal with a negation in the scope ("must not") is left alone: the negation's
  scope relative to the modal is not a count.
"""

from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass
from typing import Any

from qreas.natlog.polarity import implicatives
from qreas.natlog.word_rules import TWO_WAY_IMPLICATIVES
from qreas.numbers import parse_number_token

_DOMAIN = r"(?: of)?(?: the| these| those)?(?: (?P<N>#))?"
_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (kind, re.compile(rx))
    for kind, rx in (
        ("all", r"(?P<neg>not )?(?:all|every|each)(?: one| single one)?" + _DOMAIN),
        ("no", r"(?:no|none|not one|not a single|zero)(?: one)?" + _DOMAIN),
        ("some", r"(?:some|a few|one or more)" + _DOMAIN),
        ("some", r"an?"),  # "A Kenyan was rescued": at least one (the existential "a")
        ("most", r"(?:most|the majority)" + _DOMAIN),
        ("few", r"few" + _DOMAIN),
        (
            "num",
            r"(?:(?P<mod>at least|at most|no more than|no fewer than|no less than|not more than|"
            r"not fewer than|not less than|more than|fewer than|less than|over|under|exactly|"
            r"precisely|only|just|up to) )?(?P<n>#)(?: of(?: the| these| those)?(?: (?P<N>#))?)?",
        ),
    )
)
_WORDS = frozenset(
    "not all every each one single of the these those no none a an zero some few most majority "
    "at least more no fewer less than over under exactly precisely only just up to".split()
)
_AT_LEAST = frozenset({"at least", "no fewer than", "no less than", "not fewer than", "not less than"})
_AT_MOST = frozenset({"at most", "no more than", "not more than", "up to"})
_EXACT = frozenset({"exactly", "precisely", "only", "just"})
_MEASURES = frozenset({"%", "percent", "per"})
_DROPPED_LEMMAS = frozenset({"be", "do", "the", "a", "an"})
MAX_MODELS = 200  # the largest domain size checked when neither sentence states it
MAX_DOMAIN = 5000  # the largest number read: every k up to a stated N is checked


@dataclass(frozen=True)
class Quantified:
    """A sentence read as "Q restrictor scope": the determiner's kind, its numbers,
    whether the scope is negated, and the words of restrictor and scope."""

    kind: str
    negated_det: bool
    mod: str | None
    n: float | None
    domain: float | None
    negated_scope: bool
    one_way: bool  # a one-way implicative ("refused to") read as a negation
    key: tuple[tuple[str, ...], tuple[str, ...]]

    def holds(self, k: int, size: int, bare_exact: bool) -> bool:
        """Is the sentence true when k of the ``size`` restrictor members satisfy the
        scope's positive predicate?"""
        if self.negated_scope:
            k = size - k
        n = self.n or 0.0
        kind, mod = self.kind, self.mod
        if kind == "all":
            out = k == size
        elif kind == "no":
            out = k == 0
        elif kind == "some":
            out = k >= 1
        elif kind == "most":
            out = 2 * k > size
        elif kind == "few":
            out = 2 * k < size
        elif mod in _AT_LEAST:
            out = k >= n
        elif mod in _AT_MOST:
            out = k <= n
        elif mod in ("more than", "over"):
            out = k > n
        elif mod in ("fewer than", "less than", "under"):
            out = k < n
        elif mod in _EXACT or bare_exact:
            out = k == n
        else:
            out = k >= n
        return out != self.negated_det


def _number(t: Any) -> float | None:
    if not (t.like_num or t.pos_ == "NUM"):
        return None
    parsed = parse_number_token(t.text)
    return parsed.value if parsed is not None and parsed.unit is None and not parsed.percent else None


def _content(t: Any) -> str:
    """The word's lemma as the two sentences' contents are compared ("" for
    punctuation, articles and the auxiliaries "be" / "do", which tense and number
    change without changing what is said)."""
    lemma = t.lemma_.lower()
    if t.pos_ == "PROPN" and t.tag_ == "NNPS":  # "Kenyans": the tagger keeps a plural name's form
        from qreas.natlog import lexical

        lemma = str(lexical._wn().morphy(t.lower_, "n") or lemma)
    return "" if t.is_punct or lemma in _DROPPED_LEMMAS else lemma


def _surface_subject(sent: Any) -> list[Any]:
    """The subject by word order when the parser found none ("At most 2 of the 12
    cooks baked": "At" made the root): the words before the first verb, when they
    start with a determiner phrase and hold no relative clause (where a negation
    would belong to the restrictor, not the scope)."""
    words = list(sent)
    verb = next((k for k, t in enumerate(words) if t.pos_ in ("VERB", "AUX")), None)
    if not verb or words[0].lower_ not in _WORDS or any(t.tag_ in ("WDT", "WP") for t in words[:verb]):
        return []
    return words[:verb]


@functools.lru_cache(maxsize=8192)  # per Doc: premises recur across pairs
def read(doc: Any) -> Quantified | None:
    """The sentence as a quantified subject and its scope, or None when it is not one
    this reading understands."""
    sents = list(doc.sents)
    if len(sents) != 1:
        return None
    root = sents[0].root
    subj = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    span = list(subj.subtree) if subj is not None else _surface_subject(sents[0])
    if not span:
        return None
    words: list[str] = []
    numbers: list[float] = []
    rest_start = len(span)
    for j, t in enumerate(span):
        value = _number(t)
        if t.lower_ == "one" and words and words[-1] in ("every", "each", "not", "single"):
            words.append("one")  # "every one of", "not one of": a pronoun, not a count
        elif value is not None:
            words.append("#")
            numbers.append(value)
        elif t.lower_ in _WORDS:
            words.append(t.lower_)
        else:
            rest_start = j
            break
    rest = span[rest_start:]
    if not words or not rest or any(_number(t) is not None or t.lower_ in _MEASURES for t in rest):
        return None  # "30 percent of the students": a measure, not a count of them
    phrase = " ".join(words)
    found = next(((kind, m) for kind, rx in _PATTERNS if (m := rx.fullmatch(phrase))), None)
    if found is None:
        return None
    kind, m = found
    groups = m.groupdict()
    n = numbers[0] if groups.get("n") else None
    domain = numbers[-1] if groups.get("N") else None
    if kind in ("all", "no", "some", "most", "few") and domain is None and numbers:
        return None
    if n is not None and domain is not None and (len(numbers) != 2 or n > domain):
        return None
    if any(not math.isfinite(v) or v < 0 or v != int(v) or v > MAX_DOMAIN for v in numbers):
        return None  # a count of people, not "3.5" or "2 million": models stay few
    restrictor = tuple(_content(t) for t in rest if _content(t))
    inside = {t.i for t in span}
    negations, one_way, modal = 0, False, False
    skip: set[int] = set()
    for t in doc:
        if t.i in inside:
            continue
        lemma = t.lemma_.lower()
        if t.dep_ == "neg" or t.lower_ in ("not", "n't", "never"):
            negations += 1
            skip.add(t.i)
        elif lemma in implicatives() and any(c.dep_ == "xcomp" for c in t.children):
            negations += 1
            one_way |= lemma not in TWO_WAY_IMPLICATIVES
            skip.add(t.i)
            skip |= {g.i for c in t.children if c.dep_ == "xcomp" for g in c.children if g.lower_ == "to"}
        elif t.tag_ == "MD":
            modal = True
    if modal and negations:
        return None
    scope = tuple(_content(t) for t in doc if t.i not in inside and t.i not in skip and _content(t))
    return Quantified(
        kind,
        bool(groups.get("neg")),
        groups.get("mod"),
        n,
        domain,
        negations % 2 == 1,
        one_way,
        (restrictor, scope),
    )


def counted_label(pdoc: Any, hdoc: Any) -> tuple[str, str] | None:
    """The label of a pair whose sentences quantify the same restrictor and scope,
    decided over every model (N, k); None when the pair is not of that form or the
    readings of a bare numeral disagree."""
    p, h = read(pdoc), read(hdoc)
    if p is None or h is None or p.key != h.key:
        return None
    if p.domain is not None and h.domain is not None and p.domain != h.domain:
        return None
    domain = p.domain if p.domain is not None else h.domain
    if domain is not None:
        sizes: range = range(int(domain), int(domain) + 1)
    else:
        # counts on both sides of the scope ("57 joined", "34 did not") fit together in
        # a domain as large as their sum: every such domain is a model
        top = sum(q for q in (p.n, h.n) if q is not None)
        if top >= MAX_MODELS:
            return None
        sizes = range(1, int(top) + 4)
    labels = set()
    for bare_exact in (True, False):
        p_models = [(k, s) for s in sizes for k in range(s + 1) if p.holds(k, s, bare_exact)]
        if not p_models:
            return None
        hits = [h.holds(k, s, bare_exact) for k, s in p_models]
        labels.add("entailment" if all(hits) else "contradiction" if not any(hits) else "neutral")
    if len(labels) != 1:
        return None
    label = labels.pop()
    if label == "entailment" and h.one_way:
        return None  # "refused to" says more than "did not"
    return label, f"counting: the quantified subjects read as conditions on how many ({label})"
