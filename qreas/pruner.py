"""Stage 3: which premise and hypothesis quantities may be compared (unit compatibility).

Rules, in order (the first that applies decides):
1. same unit after lower-casing and lemmatising ("soldiers" = "soldier");
2. both units in the unit lexicon with the same dimension: convertible, with the
   factor from their scales ("2 km" vs "2000 meters": factor 1000); a currency
   symbol and its word share a canonical name ("$" = "dollar"); two different
   dimensions are incompatible (km vs kg, dollar vs %);
3. WordNet (when enabled): a shared noun synset (synonyms, "car"/"automobile"), or
   one unit is a hypernym of the other within ``config.wordnet_depth`` steps
   ("policeman" -> "person", "car" -> "vehicle"); or one is a collective noun of
   the other, read from the WordNet gloss ("troop": "a group of soldiers"). Only the first
   ``SENSES`` noun senses of each word are used, so rare senses do not connect
   unrelated words;
4. a nationality or job/role word against a person word ("7 Americans" vs "7 people",
   "4 policemen" vs "4 officers" is rule 3). Two different roles are never
   compatible through their common ancestor "person": soldiers are not policemen.

A missing unit is compatible only with another missing unit ("both-unitless"); the
original research code treated a missing unit as compatible with everything, which
made every bare number match every quantity.

The factor is directional: premise value * factor = value in the hypothesis unit.
Results are memoised per unit pair; Numsets are never modified.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from qreas.config import DEFAULT, Config
from qreas.lexicon import word_set
from qreas.units import Unit, registry

SENSES = 3  # noun senses of each word taken into account
# WordNet glosses of collective nouns name their members: troop.n.01 "a group of
# soldiers", military_personnel.n.01 "soldiers collectively".
_COLLECTIVE = re.compile(
    r"^(?:an? |the )?(?:group|body|unit|band|team|crowd|force) of (\w+)|^(\w+) collectively"
)


@dataclass(frozen=True)
class Compatibility:
    relation: str  # same | dimension | synonym | collective | hypernym | hyponym | person | both-unitless
    factor: float = 1.0  # premise value * factor = value in the hypothesis unit


@functools.cache
def _person_words() -> frozenset[str]:
    return word_set("person_words.txt")


@functools.cache
def _roles() -> frozenset[str]:
    return word_set("nationalities.txt") | word_set("jobs.txt")


def _synsets(wn: object, lemma: str) -> list:
    """Noun senses of a lemma; a hyphenated compound is also looked up closed and as a
    phrase, as WordNet spells it ("grown-up" -> "grownup", "t-shirt" -> "t-shirt")."""
    for form in (lemma, lemma.replace("-", ""), lemma.replace("-", " ")):
        found = wn.synsets(form.replace(" ", "_"), "n")[:SENSES]  # type: ignore[attr-defined]
        if found or "-" not in lemma:
            return found
    return []


def _abbreviates(short: str, word: str) -> bool:
    """Is ``short`` a contraction of ``word`` ("pts" / "points", "yrs" / "years")? An
    English word needs a vowel; a letter string without one after its first letter is
    an abbreviation, written with the word's first letter and some of its later letters
    in order (and a plural "s" for a plural word)."""
    if not (2 <= len(short) < len(word) and short.isalpha() and word.isalpha()):
        return False
    if short[0] != word[0] or any(c in "aeiou" for c in short[1:]):
        return False
    if short.endswith("s") != word.endswith("s"):
        return False
    rest = iter(word[1:])
    return all(c in rest for c in short[1:])


class Pruner:
    """Unit compatibility for one configuration (WordNet rules can be switched off)."""

    def __init__(self, config: Config = DEFAULT) -> None:
        self.config = config
        self.use_wordnet = config.enabled("wordnet")
        self._memo: dict[tuple[str | None, str | None], Compatibility | None] = {}
        self._lemma: dict[str, str] = {}
        self._ancestors: dict[str, dict[str, int]] = {}

    # ------------------------------------------------------------------ public
    def compatible(self, p: object, h: object) -> Compatibility | None:
        """May premise Numset ``p`` be compared with hypothesis Numset ``h``? Two years
        always may: the noun after a year is what it dates, not a unit ("the 2023
        *edition*", "the 2023 Arden *Festival*"), and all years lie on one calendar."""
        found = self.units_compatible(p.unit, h.unit)  # type: ignore[attr-defined]
        if found is None and getattr(p, "kind", None) == "year" == getattr(h, "kind", None):
            return Compatibility("same")
        return found

    def units_compatible(self, u1: str | None, u2: str | None) -> Compatibility | None:
        key = (u1, u2)
        if key not in self._memo:
            self._memo[key] = self._decide(u1, u2)
        return self._memo[key]

    # --------------------------------------------------------------- internals
    def lemma(self, word: str) -> str:
        """Lower-cased noun lemma ("policemen" -> "policeman"); WordNet's morphy when
        enabled, else a plain plural rule."""
        w = word.lower()
        hit = self._lemma.get(w)
        if hit is None:
            hit = w
            if self.use_wordnet and " " not in w:
                from qreas.resources import load_wordnet

                hit = load_wordnet().morphy(w, "n") or w
            elif w.endswith("s") and len(w) > 3 and not w.endswith("ss"):
                hit = w[:-1]
            self._lemma[w] = hit
        return hit

    def _decide(self, u1: str | None, u2: str | None) -> Compatibility | None:
        if u1 is None or u2 is None:
            return Compatibility("both-unitless") if u1 is None and u2 is None else None
        reg = registry()
        # a plural the tagger left unlemmatised is still the unit ("two mbs-plus")
        a, b = reg.get(u1) or reg.get(self.lemma(u1)), reg.get(u2) or reg.get(self.lemma(u2))
        if a is not None and b is not None:
            factor = a.factor_to(b)
            if factor is None:
                return _price_ellipsis(a, b)
            return Compatibility("same" if a.canonical == b.canonical else "dimension", factor)
        if a is not None or b is not None:
            return None  # a unit of measurement vs a counted thing
        l1, l2 = self.lemma(u1), self.lemma(u2)
        if l1 == l2 or _abbreviates(u1.lower(), u2.lower()) or _abbreviates(u2.lower(), u1.lower()):
            return Compatibility("same")
        persons = _person_words()
        if (l1 in persons or u1 in persons) and (self._role(u2) or l2 in persons):
            return Compatibility("person")
        if (l2 in persons or u2 in persons) and self._role(u1):
            return Compatibility("person")
        if not self.use_wordnet:
            return None
        found = self._wordnet_relation(l1, l2)
        if found is not None:
            return found
        if (self._generic_person(l1) and self._first_person(l2)) or (
            self._generic_person(l2) and self._first_person(l1)
        ):
            return Compatibility("person")  # "20 ticket holders" vs "20 people"
        return None

    def is_person(self, unit: str) -> bool:
        """Does the unit count people: a person word, a job or a nationality, or a kind
        of person in WordNet?"""
        lemma = self.lemma(unit)
        if lemma in _person_words() or unit in _person_words() or self._role(unit):
            return True
        return self.use_wordnet and self._is_person(lemma)

    def _role(self, unit: str) -> bool:
        """A job, role or nationality word ("cook", "American") used in its role sense.
        The role list holds every word with some person sense, also rare ones ("head":
        a chief, "cooky": a camp cook); a word is read in its first WordNet sense, the
        most frequent one (the most-frequent-sense baseline of word sense
        disambiguation), so "heads" of lettuce or "cookies" count no people."""
        lemma = self.lemma(unit)
        if lemma not in _roles() and unit not in _roles():
            return False
        return not self.use_wordnet or self._first_person(lemma)

    def opposed(self, u1: str, u2: str) -> bool:
        """Are two nouns WordNet antonyms in one of their first senses ("boys" /
        "girls", "men" / "women")? Opposite descriptions never name one group."""
        if not self.use_wordnet:
            return False
        from qreas.resources import load_wordnet

        l1, l2 = self.lemma(u1), self.lemma(u2)
        wn = load_wordnet()
        return any(
            a.name().lower() == l2 for syn in _synsets(wn, l1) for lem in syn.lemmas() for a in lem.antonyms()
        )

    def _is_person(self, lemma: str) -> bool:
        """A kind of person in WordNet (person.n.01 within ``wordnet_depth`` hypernym
        steps of one of its first senses): as a job or a nationality, it counts people."""
        from qreas.resources import load_wordnet

        synsets = _synsets(load_wordnet(), lemma)
        return bool(synsets) and "person.n.01" in self._up(lemma, synsets)

    def _first_person(self, lemma: str) -> bool:
        """Is the word's first WordNet noun sense, its most frequent one, a kind of person?
        A word WordNet does not know is given the benefit of the doubt."""
        from qreas.resources import load_wordnet

        synsets = _synsets(load_wordnet(), lemma)
        if not synsets:
            return True
        first = synsets[0]
        return first.name() == "person.n.01" or any(
            h.name() == "person.n.01" for h in first.closure(lambda s: s.hypernyms() + s.instance_hypernyms())
        )

    def generic_person(self, unit: str) -> bool:
        """Is the unit a word for any person ("people", "persons")?"""
        return self._generic_person(self.lemma(unit))

    def _generic_person(self, lemma: str) -> bool:
        """A word for any person ("people", "person", "individual"): one of its first
        senses is WordNet's person or people itself (not "adult", "woman": kinds)."""
        from qreas.resources import load_wordnet

        return any(s.name() in ("person.n.01", "people.n.01") for s in _synsets(load_wordnet(), lemma))

    def _wordnet_relation(self, l1: str, l2: str) -> Compatibility | None:
        from qreas.resources import load_wordnet

        wn = load_wordnet()
        s1, s2 = _synsets(wn, l1), _synsets(wn, l2)
        if not s1 or not s2:
            return None
        if set(s1) & set(s2):
            return Compatibility("synonym")
        if l2 in self._members(s1) or l1 in self._members(s2):
            return Compatibility("collective")
        up1, up2 = self._up(l1, s1), self._up(l2, s2)
        depth = self.config.wordnet_depth
        if any(up1.get(s.name(), depth + 1) <= depth for s in s2):
            return Compatibility("hypernym")  # u2 is more general than u1
        if any(up2.get(s.name(), depth + 1) <= depth for s in s1):
            return Compatibility("hyponym")  # u2 is more specific than u1
        return None

    def _members(self, synsets: list) -> set[str]:
        """Lemmas of the members a collective noun's gloss names."""
        out = set()
        for syn in synsets:
            m = _COLLECTIVE.match(syn.definition())
            if m:
                out.add(self.lemma(m.group(1) or m.group(2)))
        return out

    def _up(self, lemma: str, synsets: list) -> dict[str, int]:
        """Hypernym synset names reachable from the word's senses, with their distance."""
        hit = self._ancestors.get(lemma)
        if hit is not None:
            return hit
        dist: dict[str, int] = {}
        frontier = list(synsets)
        for d in range(1, self.config.wordnet_depth + 1):
            nxt = []
            for s in frontier:
                for h in s.hypernyms() + s.instance_hypernyms():
                    if h.name() not in dist:
                        dist[h.name()] = d
                        nxt.append(h)
            frontier = nxt
        self._ancestors[lemma] = dist
        return dist


def _price_ellipsis(a: Unit, b: Unit) -> Compatibility | None:
    """A price or wage is often written without what it is per ("gold tops $1,500" for
    $1,500 an ounce, "a minimum wage of $15" for $15 an hour): a money amount may be
    compared with a money rate in the same currency, as a unit written on one side
    only may. Physical rates are not elliptical this way: a speed never compares with
    a length."""
    for rate, plain, flip in ((a, b, False), (b, a, True)):
        head = rate.canonical.split(" per ", 1)[0]
        if " per " not in rate.canonical or not plain.dimension.startswith("currency"):
            continue
        found = registry().get(head)
        factor = found.factor_to(plain) if found is not None else None
        if factor:
            return Compatibility("dimension", 1 / factor if flip else factor)
    return None
