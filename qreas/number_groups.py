"""Stage 1 of the quantity parser: the number tokens of a sentence, grouped.

A group is the run of adjacent tokens that spell one number ("hundred fifty eight
thousand", "3.2 million", "twenty-five", "374m"), with its value, read left to right,
each number once. Also here: the token tests the later steps share (is a token part
of a written number, an ordinal, a currency symbol before a number), and the lexicon
of the segmenter. Moved out of ``qreas.quantities`` unchanged (that module was too
long).
"""

from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass
from typing import Any

from qreas import lexicon
from qreas.number_forms import glued_unit, period, read_form
from qreas.numbers import parse_number_token, parse_number_words
from qreas.units import Unit, registry

Doc = Any  # spacy.tokens.Doc; kept loose so this module imports without spaCy typing
Token = Any

_ORDINAL_RE = re.compile(r"^\d+(st|nd|rd|th)$", re.I)
_ORDINAL_SUFFIX = frozenset({"st", "nd", "rd", "th"})
_TIME_RE = re.compile(r"^\d{1,2}:\d{2}(:\d{2})?$")
_PHONE_RE = re.compile(r"^\(?\d{3}\)?[-.\s]?\d{3}[-.]\d{4}$|^\d{3}[-.]\d{4}$")
_DECADE_RE = re.compile(r"^(1[1-9]\d0|20\d0)s$|^'\d0s$")
_DIGITS_RE = re.compile(r"[\d½¼¾⅓⅔⅛]")  # digits and the vulgar fractions numbers.py reads
_SLASH_DATE_RE = re.compile(r"^\d{1,2}/\d{1,2}/\d{2,4}$")
_NOUN_POS = frozenset({"NOUN", "PROPN"})

INF = math.inf


@dataclass(frozen=True)
class _Group:
    """Tokens [start, end) that spell one number, with its value."""

    start: int
    end: int
    value: float
    unit_hint: str | None = None  # "$" from "$5bn", "%" from "25%"
    percent: bool = False
    kind: str = "amount"
    tally: tuple[float, ...] = ()  # the score or tally ("6-3") this count is one side of
    upper: float | None = None  # the last year of a period ("the 1960s")
    spread: float = 0.0  # "± 0.01"


# --------------------------------------------------------------------------- lexicons


@functools.cache
def _words() -> lexicon.WordLists:
    return lexicon.word_lists()


# ------------------------------------------------------------------------ token tests


def _is_ordinal(doc: Doc, i: int) -> bool:
    tok = doc[i]
    if _ORDINAL_RE.match(tok.text):
        return True
    nxt = doc[i + 1] if i + 1 < len(doc) else None
    return nxt is not None and nxt.lower_ in _ORDINAL_SUFFIX and tok.text.isdigit()


_SPECIAL = (_TIME_RE, _ORDINAL_RE, _PHONE_RE, _SLASH_DATE_RE, _DECADE_RE)


def _special(text: str) -> bool:
    """A numeric token that is not an amount: "10:30", "16th", "555-1234", "1990s"."""
    return any(r.match(text) for r in _SPECIAL)


def _numberish(tok: Token) -> bool:
    """Can this token be (part of) a written number?"""
    low = tok.lower_
    if tok.tag_ == "UH":  # "Oh look": an interjection, not the digit name "oh"
        return False
    if low in _words().noun_numbers and not _counts(tok):
        return False
    if low == "one" and _prop_word(tok):
        return False
    if low in _words().number_words or low in _words().magnitudes:
        return True
    if not _DIGITS_RE.search(low):
        return False
    return _special(low) or parse_number_token(low) is not None


QUANTIFIER_ONE = ("every", "each", "any")  # "every one of the 12": the quantifier, not 1


def _prop_word(tok: Token) -> bool:
    """Is "one" the pronoun that stands for a noun said before ("more beds than *the old
    one*", "this one") rather than the numeral? It follows an adjective or a determiner
    and no noun follows it (the numeral counts something: "the one exit", "one of
    them"); "no one" is a quantifier of its own, and so are "every one", "each one",
    "any one" ("every one of the 12 players" is all twelve, not one)."""
    doc, i = tok.doc, tok.i
    if i > 0 and doc[i - 1].lower_ in QUANTIFIER_ONE:
        return True
    if i == 0 or doc[i - 1].tag_ not in ("JJ", "JJR", "JJS", "DT") or doc[i - 1].lower_ in ("a", "an", "no"):
        return False
    nxt = doc[i + 1] if i + 1 < len(doc) else None
    return nxt is None or (nxt.pos_ not in ("NOUN", "PROPN", "NUM", "ADJ") and nxt.lower_ != "of")


def _counts(tok: Token) -> bool:
    """Is a word that is also a common noun ("couple", "score") used as a numeral? Only
    when it quantifies what follows: "a couple of days", "a couple days", "four score
    and seven years"; not "the couple", "one couple", "Napoli score six"."""
    doc, k = tok.doc, tok.i + 1
    if k >= len(doc):
        return False
    nxt = doc[k]
    if nxt.lower_ == "of":  # "a score of people", but "a score of 90" is the noun
        return not _names_number(doc, k + 1)
    return nxt.lower_ == "and" or nxt.tag_ in ("NNS", "NNPS") or nxt.lower_ in _words().magnitudes


def _names_number(doc: Doc, k: int) -> bool:
    """Does the phrase from ``doc[k]`` name a number before any noun ("85", "more than
    15")?"""
    for t in doc[k : k + 6]:
        if t.like_num:
            return True
        if t.pos_ in _NOUN_POS:
            return False
    return False


def as_written(tok: Any) -> str:
    """A token's text without the full stop the tokeniser leaves on a letter that ends
    the sentence ("raised $1.2m." -> "1.2", "m."; "100 km/h." -> "km", "/", "h.")."""
    text = tok.text
    last = tok.i == len(tok.doc) - 1 or all(t.is_punct or t.is_space for t in tok.doc[tok.i + 1 :])
    return text[:-1] if last and len(text) > 1 and text.endswith(".") and text[-2].isalpha() else text


def _attached_magnitude(doc: Doc, i: int) -> bool:
    """'374m' is tokenised '374' 'm': a magnitude letter glued to a number (also when
    it ends the sentence after money: "$1.2m."; "ran 400m." may be metres)."""
    low = as_written(doc[i]).lower() if i > 0 and _after_money(doc, i - 1) else doc[i].lower_
    return (
        i > 0
        and low in _words().glued_magnitudes
        and (doc[i - 1].whitespace_ == "" or _after_money(doc, i - 1))
        and bool(_DIGITS_RE.search(doc[i - 1].text))
        and not _metre_symbol(doc, i)
        and (low != "t" or _after_money(doc, i - 1))  # "$2.174T"; "5t" is tonnes
    )


def _after_money(doc: Doc, i: int) -> bool:
    """ "$ 4.5 m", "£ 3 bn": money is counted, never measured in metres, so a magnitude
    letter after a currency amount scales it even when the text was tokenised apart."""
    return _unit_before(doc, i) is not None


def _metre_symbol(doc: Doc, i: int) -> bool:
    """ "8,586m high", "300m tall": a glued "m" before a measure adjective is metres;
    so is an "m" written apart from its digits ("500 m of road", "the 100 m final"),
    the SI style (BIPM SI Brochure 5.4.3: a space between number and symbol), where a
    million is glued ("374m") or follows money ("$ 4.5 m")."""
    if doc[i].lower_ != "m" or i == 0 or (i >= 2 and _unit_before(doc, i - 1) is not None):
        return False
    if i + 1 < len(doc) and doc[i + 1].lower_ in _words().dimension_adjs:
        return True
    nxt = doc[i + 1].text if i + 1 < len(doc) else ""
    compound = nxt.startswith(("/", "²", "³", "^")) or nxt.lower() == "per"  # "9.8 m/s2": the compound's
    return doc[i - 1].whitespace_ != "" and doc[i - 1].text[:1].isdigit() and not compound


def _continues(doc: Doc, i: int, j: int) -> bool:
    """May token j (after the group's last token i, j > i) extend the number?"""
    words = _words()
    a, b = doc[i], doc[j]
    if j != i + 1:
        return False
    if _attached_magnitude(doc, j):
        return True
    if b.lower_ in words.magnitudes:
        return True
    # word numbers chain: "hundred fifty eight thousand", "two fifty eight"
    return a.is_alpha and b.is_alpha and b.lower_ in words.number_words and _numberish(b)


# ----------------------------------------------------------------------- number groups


def _group_numbers(doc: Doc) -> list[_Group]:
    """Find the number groups of a sentence, left to right, each number once."""
    words = _words()
    groups: list[_Group] = []
    n = len(doc)
    i = 0
    while i < n:
        form = _written_form(doc, i) or plural_magnitude(doc, i)
        if form is not None:
            groups.append(form)
            i = form.end
            continue
        tok = doc[i]
        low = tok.lower_
        starts = _numberish(tok) and low not in words.abbreviations  # "B" in "A to B" is no billion
        # "a dozen", "a hundred", "a couple (of)"
        article = (
            low in ("a", "an")
            and i + 1 < n
            and doc[i + 1].lower_ in words.article_numbers
            and _numberish(doc[i + 1])
        )
        if not (starts or article) or _attached_magnitude(doc, i):
            i += 1
            continue
        j = i + 1 if not article else i + 2
        while j < n:
            if _continues(doc, j - 1, j):
                j += 1
                continue
            if [t.lower_ for t in doc[j : j + 3]] == ["and", "a", "half"]:
                j += 3  # "two and a half"
                continue
            # "two hundred and fifty", "twenty-five"
            if (
                j + 1 < n
                and doc[j].lower_ in ("and", "&", "-", ",")
                and doc[j - 1].is_alpha
                and doc[j + 1].is_alpha
                and doc[j + 1].lower_ in words.number_words
                and (doc[j].lower_ == "-" or doc[j - 1].lower_ in words.magnitudes)
                # "three million, two hundred": a comma only after a scale word
                and (doc[j].lower_ != "," or _cheque_style(doc, j, words.magnitudes))
                # "twenty-five" is one number, "two-three" a range of two
                and (doc[j].lower_ != "-" or _compound_numeral(doc[j - 1].lower_, doc[j + 1].lower_))
            ):
                j += 2
                continue
            break
        group = _make_group(doc, i, j)
        if group is not None:
            groups.append(group)
        i = j
    return groups


def _written_form(doc: Doc, i: int) -> _Group | None:
    """Forms read by ``qreas.number_forms``: periods ("the early 20th century"),
    scientific notation, "±", mixed fractions, a number glued to a unit ("25lbs").
    Each begins with a token holding a digit."""
    if not _DIGITS_RE.search(doc[i].text):
        return None
    found = period(doc, i)
    if found is not None:
        start, f = found
        return _Group(start, f.end, f.value, kind=f.kind, upper=f.upper)
    f = read_form(doc, i)
    if f is not None:
        return _Group(i, f.end, f.value, spread=f.spread, upper=f.upper)
    text = doc[i].lower_
    nxt = doc[i + 1].lower_ if i + 1 < len(doc) else ""
    if text.endswith("-") and nxt in ("to", "or", "and") and parse_number_token(text[:-1]) is not None:
        return _Group(i, i + 1, parse_number_token(text[:-1]).value)  # type: ignore[union-attr]  # "8- to 16-meter"
    if text.endswith(".") and _DIGITS_RE.match(text) and _unit_before(doc, i) is not None:
        tok = parse_number_token("$" + text[:-1])  # "$2.174T." at the end of a sentence
        if tok is not None:
            return _Group(i, i + 1, tok.value)
    glued = glued_unit(doc[i].text) if parse_number_token(text) is None else None
    if glued is not None and registry().get(glued[1]) is not None:
        return _Group(i, i + 1, glued[0], unit_hint=glued[1])
    return None


def _cheque_style(doc: Doc, j: int, magnitudes: frozenset[str]) -> bool:
    """ "three million, two hundred": a comma between the groups of a number written in
    words, after a scale word and before a group with its own scale word."""
    return (
        doc[j - 1].lower_ in magnitudes - {"hundred"} and j + 2 < len(doc) and doc[j + 2].lower_ in magnitudes
    )


def _compound_numeral(first: str, second: str) -> bool:
    """Do two hyphen-joined number words spell one number ("twenty-five"), not a range
    ("two-three")?"""
    return parse_number_words([first, second]) is not None


def _make_group(doc: Doc, start: int, end: int) -> _Group | None:
    words = [t.lower_ for t in doc[start:end]]
    if end - start == 1 and _special(words[0]):
        lead = re.match(r"\D*(\d+)", words[0])
        return _Group(start, end, float(lead.group(1)) if lead else 0.0)
    if end - start == 1:
        tok = parse_number_token(words[0])
        if tok is not None:
            return _Group(start, end, tok.value, tok.unit, tok.percent)
    spelled = [{"&": "and"}.get(w, w) for w in words if w not in ("-", ",")]
    value = parse_number_words(spelled if len(words) > 1 else words)
    if value is None:
        # "5bn dollars" style tokens mixed with words: try the glued form first
        joined = "".join(words[:-1]) + as_written(doc[end - 1]).lower()
        tok = parse_number_token(joined)
        if tok is None:
            return None
        return _Group(start, end, tok.value, tok.unit, tok.percent)
    return _Group(start, end, value)


# ------------------------------------------------------------- currency before a number


def _unit_before(doc: Doc, start: int) -> tuple[Unit, int] | None:
    """A currency symbol or code just before the number: "$ 7", "US$ 40", "Rs 300"."""
    for width in (2, 1):
        if start - width < 0:
            continue
        hit = registry().own([t.lower_ for t in doc[start - width : start]])
        unit = hit[0] if hit is not None and hit[1] == width else None
        if unit is not None and unit.dimension.startswith("currency"):
            return unit, width
    return None


# "dozens", "hundreds", ...: the plural of a counting word is at least two of it
PLURAL_BASES = {"ten": 10.0, "dozen": 12.0, "score": 20.0, "hundred": 100.0, "thousand": 1e3,
                "million": 1e6, "billion": 1e9, "trillion": 1e12}  # fmt: skip


def plural_magnitude(doc: Doc, i: int) -> _Group | None:
    """ "hundreds of passengers" (at least 200), "dozens of cars" (at least 24), "tens
    of thousands" (at least 20,000), "millions of users": a plural counting word as an
    amount, at least two of it. That it is fewer than the next word up ("dozens", not
    "hundreds") is a scalar implicature, not what the words entail ("at least 74
    wounded" entails "dozens wounded"), so there is no upper bound. Not after a number,
    "the" ("in the hundreds" of a temperature) or "how many" (a question states no
    number); "scores" and "couples" only with "of" (they are also a verb and a noun)."""
    base = _plural_base(doc[i])
    if base is None or (i > 0 and (doc[i - 1].like_num or doc[i - 1].lower_ in ("the", "these", "those"))):
        return None
    if i > 1 and doc[i - 2].lower_ == "how" and doc[i - 1].lower_ == "many":
        return None
    of = i + 1 < len(doc) and doc[i + 1].lower_ == "of"
    if doc[i].lower_[:-1] in _words().noun_numbers and not of:
        return None
    end, scale = i + 1, 1.0
    if of and i + 2 < len(doc) and (inner := _plural_base(doc[i + 2])) is not None and inner > base:
        end, scale = i + 3, inner  # "tens of thousands", "hundreds of millions"
    return _Group(i, end, 2 * base * scale, upper=INF)


def _plural_base(tok: Token) -> float | None:
    low = tok.lower_
    return PLURAL_BASES.get(low[:-1]) if low.endswith("s") and tok.tag_ == "NNS" else None
