"""The unit of a quantity mention: a lexicon unit written after the number ("km",
"kilometres per hour", "sq mi"), or shared with a coordinated number ("45 and 50 mg"),
else the noun the number counts ("2 leather watches", "5 of the 12 soldiers", "a 563
page book", "31 red and 15 green balloons", "the number of ladybugs ... is 1.65").
Moved out of ``qreas.quantities`` unchanged (that module was too long).
"""

from __future__ import annotations

import functools

from qreas import lexicon
from qreas import mention_context as ctx
from qreas.number_groups import _NOUN_POS, Doc, Token, _metre_symbol, _words, as_written
from qreas.units import Unit, registry

_NOMINAL_DEPS = frozenset({"nsubj", "nsubjpass", "dobj", "attr", "pobj"})
_HEAD_DEPS = frozenset({"nummod", "quantmod", "compound", "amod", "nmod", "npadvmod"})


# ------------------------------------------------------------------------ lexicon units


def _unit_after(doc: Doc, end: int) -> tuple[Unit, int] | None:
    """The unit phrase after a number ("km", "kilometres per hour", "km / h", "sq mi")."""
    if end < len(doc) and _metre_symbol(doc, end):
        return registry().get("meter"), 1  # type: ignore[return-value]
    if ctx.hyphen_joined(doc, end) or end >= len(doc):
        return None  # "three second-half goals": a compound modifier of the counted noun
    if doc[end].text == "-" and doc[end - 1].whitespace_ == doc[end].whitespace_ == "":
        hit = registry().lookup([t.text for t in doc[end + 1 : end + 8]])  # "a 27-kilometer ring"
        return (hit[0], hit[1] + 1) if hit is not None else None
    # "2 in thick", "2 in.": "in" with no object is inches
    nxt = doc[end + 1] if end + 1 < len(doc) else None
    lone = doc[end].lower_ == "in" and (nxt is None or nxt.is_punct or nxt.lower_ in _words().dimension_adjs)
    return registry().lookup([as_written(t) for t in doc[end : end + 8]], lone_ok=lone)


def money_pounds(doc: Doc, unit: Unit, end: int, width: int = 1) -> Unit:
    """ "spent 3.2 million pounds on feed": "pound" is money, not mass, when the verb it
    is the object of pays for something (``lexicons/payment_verbs.txt``: spend, pay,
    cost, buy, ...); "weighed 20 pounds" and "bought 30 pounds of rice" (a measure of
    a substance) stay a mass."""
    if unit.canonical != "pound" or end >= len(doc):
        return unit
    if end + width < len(doc) and doc[end + width].lower_ == "of":
        return unit
    verb = ctx.governing_verb(doc[end])
    sterling = registry().get("£")
    if verb is None or sterling is None or verb.lemma_.lower() not in payment_verbs():
        return unit
    return sterling


@functools.cache
def payment_verbs() -> frozenset[str]:
    """Verbs of paying (``lexicons/payment_verbs.txt``)."""
    return lexicon.word_set("payment_verbs.txt")


def period_after(doc: Doc, end: int) -> tuple[Unit, int] | None:
    """The unit of measure a fraction word takes through an article ("half *a
    century*", "a quarter *of an hour*", "half *a litre*", "three quarters *of a
    mile*"): a part of one unit. Only units of measure: a fraction "of a" counted
    thing ("half of a cake") is a share of it, and money is counted, not measured
    ("half a dollar" stays a share)."""
    for skip in (("a",), ("an",), ("of", "a"), ("of", "an")):
        if tuple(t.lower_ for t in doc[end : end + len(skip)]) == skip:
            hit = _unit_after(doc, end + len(skip))
            measured = hit is not None and hit[0].dimension is not None
            if measured and not hit[0].dimension.startswith("currency"):  # type: ignore[union-attr]
                return hit[0], hit[1] + len(skip)
    return None


def _shared_measure(doc: Doc, end: int) -> tuple[Unit, int] | None:
    """ "45 and 50 mg": a bare number coordinated with a measured one shares its unit
    of measure (the unit is not part of this mention: 0 tokens). So does the start of a
    change ("rose from 5 to 8 dollars"; a range "5 to 8 dollars" is one mention already)."""
    if end + 2 >= len(doc) or doc[end].lower_ not in ("and", "or", "to") or not doc[end + 1].like_num:
        return None
    hit = _unit_after(doc, end + 2)
    return (hit[0], 0) if hit is not None and hit[0].dimension not in ("repetition",) else None


# ----------------------------------------------------------------------- counted nouns


def number_head(doc: Doc, start: int, end: int) -> Token:
    """The token of the group whose syntactic head lies outside the group."""
    for t in doc[start:end]:
        if not (start <= t.head.i < end) or t.head.i == t.i:
            return t
    return doc[end - 1]


def _noun_run(doc: Doc, end: int) -> Token | None:
    """The last noun of the run of adjectives and nouns right after a number: "2 leather
    watches" -> watches, "7 U.S. soldiers" -> soldiers, "426 white t-shirts" -> shirts
    (a hyphenated compound is one word: see ``_noun_lemma``). Read from the words, it
    does not depend on how the parser attached the number (which a "less than" can
    change)."""
    last = None
    adjective = None  # a lone "adjective" before "and" is a mistagged noun ("58 geese and 37 ducks")
    k, stop = end, min(len(doc), end + 5)
    while k < stop:
        t = doc[k]
        if ctx.hyphen_joined(doc, k):  # "grown-ups", "t-shirts": read the compound's last part
            k += 2
            last = doc[k]
            stop = min(len(doc), stop + 2)
        elif (last is not None and t.lower_ in _words().run_stops) or t.lower_ in _words().directions:
            break
        elif last is not None and last.lower_ in ("others", "ones"):
            break  # a pronoun-like head ends the phrase: "80 others Tuesday"
        elif last is None and _time_adverbial(doc, k):
            break  # "turned 80 *last week*": a time adverbial, not what the number counts
        elif (
            t.pos_ in _NOUN_POS or (last is None and t.tag_ == "JJ" and t.dep_ in _NOMINAL_DEPS)
        ) and not t.like_num:
            last = t  # an "adjective" in a noun's role is a mistagged noun ("58 geese")
        elif t.pos_ == "ADJ" and last is None and t.lower_ not in _words().number_words:
            adjective = t if t.tag_ == "JJ" else None
        else:
            listed = t.pos_ == "CCONJ" and k + 1 < len(doc) and doc[k + 1].like_num  # "58 geese and 37 ducks"
            if last is None and adjective is not None and adjective.i == k - 1 and listed:
                return adjective
            shared = _shared_head(doc, k, last) if t.pos_ == "CCONJ" else None
            if shared is not None and doc[end - 1].lower_ not in ("1", "one"):
                return shared
            break
        k += 1
    return last


DEICTIC = frozenset({"last", "next", "this", "that", "every"})


def _time_adverbial(doc: Doc, k: int) -> bool:
    """A deictic word heading a bare noun-phrase adverbial ("last week", "next year"):
    the noun modifies the verb (npadvmod), so it starts a new phrase."""
    noun = doc[k + 1] if k + 1 < len(doc) else None
    if doc[k].lower_ not in DEICTIC or noun is None:
        return False
    return noun.dep_ == "npadvmod" and doc[k].head.i == noun.i


def _shared_head(doc: Doc, k: int, last: Token | None) -> Token | None:
    """ "4,700 pig and poultry farms": a count above one needs a plural noun, so a
    singular noun before "and"/"or" (``doc[k]``) modifies the plural noun that ends the
    next run of nouns, which both share. Returns that plural noun. Proper nouns too:
    "18 Olympic and World Championship medals" are 18 medals."""
    if last is None or last.tag_ not in ("NN", "NNP"):
        return None
    j = k + 1
    while j < len(doc) and j < k + 4 and doc[j].pos_ in _NOUN_POS and doc[j].tag_ in ("NN", "NNP"):
        j += 1
    if j == k + 1 or j >= len(doc) or doc[j].tag_ not in ("NNS", "NNPS"):
        return None
    return doc[j]


def _plus_suffixed(tok: Token) -> bool:
    """Is ``tok`` the "plus" of a word glued to it by a hyphen ("mbs-plus", "40-plus
    years")? The suffix means "or more" (OED, plus adj. 3), so the word before it is
    the counted noun."""
    return tok.lower_ == "plus" and ctx.hyphen_joined(tok.doc, tok.i - 2)


@functools.cache
def result_nouns() -> frozenset[str]:
    """Nouns naming the result of a calculation ("total", "number"), lexicons/result_nouns.txt."""
    return lexicon.word_set("result_nouns.txt")


def _number_of(number: Token) -> str | None:
    """ "The average number of ladybugs on each leaf is 1.65", "the total amount of
    wings ... is 64": a bare number predicated of "the number / amount / total of X"
    counts X, as "1.65 ladybugs" would (the result nouns of lexicons/result_nouns.txt).
    Only a plural X is counted: "the total of the bill", "the amount of money" measure
    a mass or a whole in some unit the phrase does not name."""
    verb = number.head
    if number.dep_ != "attr" or verb.lemma_ != "be":
        return None
    for subj in verb.children:
        if subj.dep_ == "nsubj" and subj.lemma_.lower() in result_nouns():
            for prep in subj.children:
                if prep.dep_ == "prep" and prep.lower_ == "of":
                    for obj in prep.children:
                        if obj.dep_ == "pobj" and obj.tag_ == "NNS":  # a count, not "the bill"
                            return _noun_lemma(obj)
    return None


def _noun_lemma(noun: Token) -> str:
    """The unit lemma of a counted noun, keeping a hyphenated compound whole:
    "t-shirts" -> "t-shirt", "grown-ups" -> "grown-up"."""
    doc, k = noun.doc, noun.i
    if k >= 2 and ctx.hyphen_joined(doc, k - 2):
        return f"{doc[k - 2].lower_}-{noun.lemma_.lower()}"
    return _ies_singular(noun) or proper_plural_singular(noun) or noun.lemma_.lower()


def proper_plural_singular(noun: Token) -> str | None:
    """A plural proper noun counts what its singular names: "Mexicans" -> "mexican"
    (the tagger keeps NNPS words as written); WordNet's morphy decides, so names that
    are not plurals of a listed word ("Hopkins") stay as they are."""
    if noun.tag_ != "NNPS" or not noun.is_alpha or not noun.lower_.endswith("s"):
        return None
    from qreas.resources import load_wordnet

    try:
        found = load_wordnet().morphy(noun.lower_, "n")
    except Exception:  # noqa: BLE001 - WordNet unavailable: keep the tagger's lemma
        return None
    return found if found and found != noun.lower_ else None


def _ies_singular(noun: Token) -> str | None:
    """A plural in "-ies" is the plural of a "-y" noun ("cities") or of an "-ie" noun
    ("cookies", "movies"); the tagger's suffix rule always gives "-y" ("cooky", a camp
    cook in WordNet). The dictionary decides: WordNet's morphy, which prefers the
    form it lists for that spelling."""
    w = noun.lower_
    if noun.tag_ != "NNS" or not w.endswith("ies") or not noun.is_alpha:
        return None
    from qreas.resources import load_wordnet

    try:
        found = load_wordnet().morphy(w, "n")
    except Exception:  # noqa: BLE001 - WordNet unavailable: keep the tagger's lemma
        return None
    return found if found in (w[:-3] + "y", w[:-1]) else None


def _attributive_count(doc: Doc, start: int, end: int) -> tuple[Token, Token] | None:
    """ "a 563 page book", "a 3 bedroom house": after "a"/"an", a count above one with a
    singular noun describes the next noun; returns (counted noun, described noun)."""
    if start == 0 or doc[start - 1].lower_ not in ("a", "an") or end + 1 >= len(doc):
        return None
    counted, described = doc[end], doc[end + 1]
    if counted.tag_ != "NN" or described.pos_ not in _NOUN_POS or doc[start:end].text in ("1", "one"):
        return None
    return counted, described


def _coordinated_ellipsis(doc: Doc, end: int) -> tuple[Token, tuple[str, ...]] | None:
    """ "31 red and 15 green balloons", "712 male and 259 female salmon": a number
    followed only by modifiers, then "and"/"or" and another number whose phrase names
    the noun, counts that noun too. Returns the noun and the first number's own
    modifiers. A modifier is a word tagged adjective, or one of the modifier nouns of
    ``segmenter_words.tsv`` ("male", "adult")."""
    mods: list[Token] = []
    k = end
    while k < len(doc) and (doc[k].pos_ == "ADJ" or doc[k].lower_ in _words().modifier_nouns):
        mods.append(doc[k])
        k += 1
    if not mods or k + 1 >= len(doc) or doc[k].lower_ not in ("and", "or"):
        return None
    if not (doc[k + 1].like_num or doc[k + 1].pos_ == "NUM"):
        return None
    j = k + 1
    while j < len(doc) and (doc[j].like_num or doc[j].pos_ == "NUM"):
        j += 1
    if j >= len(doc) or not (doc[j].pos_ == "ADJ" or doc[j].lower_ in _words().modifier_nouns):
        return None  # "5 apples and 3 pears" is two phrases; the second must be modified too
    noun = _noun_run(doc, j)
    if noun is None or noun.i == j:
        return None
    return noun, tuple(t.lemma_.lower() for t in mods)


def _count_noun(doc: Doc, start: int, end: int) -> Token | None:
    """The noun a number counts: the noun run right after it, its nummod head, the pobj
    of "of", or a noun right after."""
    run = _noun_run(doc, end)
    if run is not None and _spelled(run):
        return run
    noun = _count_noun_fallback(doc, start, end)
    if noun is None or not _spelled(noun) or noun.lower_ in _words().directions:
        return None
    return noun


def _spelled(tok: Token) -> bool:
    """A noun is a word, spelled with letters: a symbol the tagger calls a noun ("^" in
    "10 ^ 5", "*") is an operator of a formula, not what a number counts."""
    return any(ch.isalpha() for ch in tok.text)


def _collective_size(num: Token, noun: Token) -> bool:
    """ "a crew of 34 and 12 passengers": the first of two coordinated numbers under a
    collective's "of" whose noun is not what the collective is made of is the
    collective's size (34 crew), not a count of that noun (the parser hangs both
    numbers on "passengers"); see ``lexicon.collectives``."""
    of = noun.head
    if noun.dep_ != "pobj" or of.lower_ != "of" or not any(c.dep_ == "cc" for c in num.children):
        return False
    members = lexicon.collectives().get(of.head.lemma_.lower())
    return members is not None and noun.lemma_.lower() not in members


def _count_noun_fallback(doc: Doc, start: int, end: int) -> Token | None:
    """The count noun when no noun run follows the number."""
    head_tok = number_head(doc, start, end)
    head = head_tok.head
    if head_tok.dep_ in _HEAD_DEPS and head.pos_ in _NOUN_POS and head.i >= end:
        return None if _collective_size(head_tok, head) else head
    # "5 of the 12 soldiers", "48% of the vote"
    after = doc[end] if end < len(doc) else None
    if after is not None and after.lower_ == "of":
        for child in after.children:
            if child.dep_ == "pobj" and child.pos_ in _NOUN_POS:
                return child
    # nearest noun right after, inside the same phrase (adjectives may intervene) and
    # never in the next sentence ("born in 1950. Marla ...")
    for t in doc[end : min(len(doc), end + 3)]:
        if t.text in (".", "!", "?") or _time_adverbial(doc, t.i):
            break
        if t.pos_ in _NOUN_POS:
            return t
        if t.pos_ not in ("ADJ", "ADV", "PUNCT") or t.lower_ in (",", ";"):
            break
    return None
