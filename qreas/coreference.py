"""Coreference of simple pronouns, surnames and definite descriptions in a document.

Why: a paragraph names its subject once ("Marla Venn (born 1950) is a painter") and then
says "She died in 2011", "Venn moved to Harbeck", "The painter's largest mural ...".
When one sentence is read on its own against a hypothesis that names the entity
("Marla Venn died in 2009"), the pronoun would be an unaligned word and the fact would
be lost. Each sentence gets a *resolved* text in which such references are replaced by
the name they refer to; the reasoner reads the resolved text, the evidence shows both.

The rules (deliberately simple, in the spirit of Hobbs-style salience, no learned
model):
- a *named mention* is a proper-noun phrase (compound and flat names joined; a common
  noun it modifies is part of it: "the Harbeck school"); its kind is "person" or "thing"
  from what the text says of it (an apposition or predicate noun that WordNet places
  under person or under organization/artifact/place; "born"), else from the entity
  recogniser;
- he/she/him/his/her refer to the most recent person, it/its to the most recent thing,
  they/them/their to the most recent plural name or organisation; subjects are preferred
  over other mentions of the same sentence; an expletive "it" ("it is likely that") is
  left alone; a possessive whose sentence's subject does not fit it refers to a name
  of its own sentence first, the verb's object preferred ("she joined the Institute,
  becoming its director");
- a person's last name alone ("Venn") refers to the full name given earlier;
- "the N" (determiner and one common noun) refers to the most recent name the text has
  described as an N ("Korvath Shipping, a freight company" ... "The company").
Nothing is replaced when no antecedent fits: an unresolved pronoun stays as written.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from qreas.broader_descriptions import broader_description
from qreas.life_stages import age_spans
from qreas.noun_kinds import (
    built_or_body,
    describes_body,
    noun_kinds,
    organisation_noun,
    place_or_body,
    trade_noun,
)
from qreas.short_names import short_forms

PERSON_PRONOUNS = {"he": "subj", "she": "subj", "him": "obj", "his": "poss", "her": "poss-or-obj"}
THING_PRONOUNS = {"it": "subj", "its": "poss"}
PLURAL_PRONOUNS = {"they": "subj", "them": "obj", "their": "poss"}
PERSON_LABELS = frozenset({"PERSON"})
THING_LABELS = frozenset({"ORG", "GPE", "FAC", "LOC", "PRODUCT", "EVENT", "WORK_OF_ART", "NORP"})
PERSON_VERBS = frozenset({"bear", "born", "die", "marry"})


@dataclass
class Named:
    """An entity the text has named."""

    text: str  # the name as first written in full ("Marla Venn")
    kind: str  # "person", "thing" or "unknown"
    plural: bool
    nouns: set[str] = field(default_factory=set)  # common nouns the text describes it by
    sentence: int = 0
    subject: bool = False
    token: int = -1  # the mention's head token in its sentence
    firm: bool = False  # an organisation named without "the" ("Brava Foods"): "it" even if plural
    article: bool = False  # first written with "the" ("The Lanterns", "the SS Corran")
    body: bool = False  # an organisation: "the company", "the club" may refer to it


def _plural_form(tok: Any) -> bool:
    """A capitalised plural of a common noun ("Fenwick *Instruments*", "Petra *Foods*"),
    whatever the tagger says (it tags many such words NNP)."""
    from qreas.resources import load_wordnet

    if tok.tag_ == "NNPS":
        return True
    low = tok.lower_
    base = load_wordnet().morphy(low, "n") if low.endswith("s") and len(low) > 3 else None
    return base is not None and base != low


def _name_tokens(head: Any) -> list[Any]:
    """The proper-noun phrase headed by ``head``: the proper nouns right before it in its
    subtree ("Corran Valley Chess Club", nested compounds) or compounds of the same noun
    ("the Dun Ferrow hoard"), and a name joined by "&" ("Marrow & Pike")."""
    doc, start = head.doc, head.i
    while start > 0:
        left = doc[start - 1]
        sibling = head.dep_ == "compound" and left.dep_ == "compound" and left.head == head.head
        name_word = left.pos_ == "PROPN" or _untagged_part(left, head)
        if not name_word or not (head.is_ancestor(left) or sibling):
            break
        start -= 1
    end = head.i + 1
    of_name = _of_name(head)
    if of_name is not None:  # "the Treaty of Valmoor", "the Battle of Hesk Ridge"
        end = _name_tokens(of_name)[-1].i + 1
    if end + 1 < len(doc) and doc[end].lower_ == "&":
        conj = next((x for x in head.rights if x.dep_ == "conj" and x.pos_ == "PROPN"), None)
        if conj is not None and conj.i == end + 1:
            end = conj.i + 1
    return list(doc[start:end])


def _untagged_part(left: Any, head: Any) -> bool:
    """A capitalised word the tagger took for a common noun, compound to a proper noun
    at the start of a sentence ("*Dunmore* Castle is a ruined fortress"): a sentence's
    first word is capitalised whatever it is, and an unknown place name there is often
    tagged NOUN; a name's first word is part of the name."""
    return (
        left.i == left.sent.start
        and left.pos_ == "NOUN"
        and left.is_title
        and left.dep_ == "compound"
        and head.pos_ == "PROPN"
        and left.head.i == head.i
    )


def _of_name(head: Any) -> Any:
    """The proper noun after "of" that completes a name ("the *Treaty* of Valmoor", "the
    Siege of Karvos", "the Tour of Belmar"): an event or document is often named by its
    kind and the place it belongs to. A person's name never is ("Anne Pryce of Lowford"
    is a person and a place), nor a name that already ends in a common noun."""
    doc = head.doc
    if head.pos_ != "PROPN" or head.ent_type_ in PERSON_LABELS or head.i + 2 >= len(doc):
        return None
    of = doc[head.i + 1]
    if of.lower_ != "of" or of.head.i != head.i:
        return None
    obj = next((c for c in of.children if c.dep_ == "pobj" and c.pos_ == "PROPN"), None)
    if obj is None or any(c.dep_ == "det" for c in obj.children):
        return None
    return obj


def _inner_part(tok: Any) -> bool:
    """A proper noun inside a longer name: a compound of a proper noun, one of several
    proper-noun compounds of a common noun ("the *Dun* Ferrow hoard"), the second name
    of "Marrow & Pike"."""
    if tok.dep_ == "conj" and tok.i > 0 and tok.doc[tok.i - 1].lower_ == "&":
        return True
    owner = _of_name(tok.head.head) if tok.dep_ == "pobj" and tok.head.lower_ == "of" else None
    if owner is not None and owner.i == tok.i:
        return True  # "Valmoor" in "the Treaty of Valmoor"
    if tok.dep_ not in ("compound", "flat"):
        return False
    if tok.head.pos_ == "PROPN":
        return True
    nxt = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
    if nxt is None:
        return False
    return nxt.pos_ == "PROPN" and nxt.dep_ in ("compound", "flat") and nxt.head == tok.head


def _descriptions(head: Any) -> set[str]:
    """Common nouns the sentence describes the name by (apposition, predicate noun,
    the noun it modifies)."""
    out: set[str] = set()
    for child in head.children:
        if child.dep_ == "appos" and child.pos_ == "NOUN":
            out.add(child.lemma_.lower())
    if head.dep_ in ("nsubj", "nsubjpass") and head.head.lemma_ == "be":
        attrs = [c for c in head.head.children if c.dep_ == "attr" and c.pos_ == "NOUN"]
        # "is a village and civil parish": each conjoined predicate noun describes it
        attrs += [c for a in attrs for c in a.conjuncts if c.pos_ == "NOUN"]
        out |= {c.lemma_.lower() for c in attrs}
    if head.dep_ == "compound" and head.head.pos_ == "NOUN":
        out.add(head.head.lemma_.lower())
    of = head.head
    if head.dep_ == "pobj" and of.lower_ == "of" and of.head.pos_ == "NOUN" and of.head.tag_ == "NN":
        if any(d.lower_ == "the" for d in of.head.children):  # "the city of Meridale"
            out.add(of.head.lemma_.lower())
    return out


def _name_nouns(toks: Sequence[Any], thing: bool = False) -> set[str]:
    """Common nouns a thing's name is built on: its last word ("the Pellingham Rowing
    *Club*": the club) and its first ("*Lake* Ennis", "the *Codex* Velhaam": the lake,
    the codex). A name made of a common noun classifies what it names, so a later "the
    club" refers to it as if the text had said "a club" (the definite description's
    head noun is the name's head noun: Vieira & Poesio 2000, same-head anaphora)."""
    from qreas.natlog.lexical import _wn, known_noun

    words = [t for t in (toks[-1], toks[0]) if t.is_alpha and t.is_title and len(t) > 2]
    # a first word that is also an adjective modifies the name ("*Northern* Sound")
    words = [t for t in words if t is toks[-1] or not _wn().synsets(t.lower_, "a")]
    # (the recogniser's "person" is overruled where the text describes a thing)
    return {t.lower_ for t in words if known_noun(t.lower_) and (thing or not t.ent_type_ == "PERSON")}


def _untagged_name(tok: Any) -> bool:
    """A subject the tagger took for a common noun though it is a name: capitalised and
    no English word ("*Tarrow* is a market town": an unknown place name at the start of
    a sentence is often tagged NOUN)."""
    from qreas.natlog.lexical import known_noun

    return (
        tok.pos_ == "NOUN"
        and tok.is_title
        and tok.dep_ in ("nsubj", "nsubjpass")
        and not any(c.dep_ == "det" for c in tok.children)
        and not known_noun(tok.lower_)
    )


def _singular_verb(head: Any) -> bool:
    """Subject-verb agreement: a plural-looking name with a singular verb ("Brightwell
    Foods *is* a retailer") names one thing, so "it" may refer to it."""
    verb = head.head
    return head.dep_ in ("nsubj", "nsubjpass") and any(
        t.tag_ == "VBZ" for t in (verb, *(c for c in verb.children if c.dep_ in ("aux", "auxpass")))
    )


def _bracketed_alias(toks: Sequence[Any]) -> bool:
    """A name in brackets right after a name ("Karvell Airport (KVL)", "the Office of
    Rail (ORR)"): an alias of that name, not another antecedent; a later "it" names the
    full name, which the text goes on to use."""
    first = toks[0]
    return first.i > 1 and first.doc[first.i - 1].text == "(" and first.doc[first.i - 2].pos_ == "PROPN"


def named_mentions(doc: Any, index: int) -> list[Named]:
    """The named mentions of one sentence, in order."""
    out: list[Named] = []
    person_verb = any(t.lemma_.lower() in PERSON_VERBS for t in doc)  # "born", "died"
    for tok in doc:
        if not (tok.pos_ == "PROPN" or _untagged_name(tok)) or _inner_part(tok):
            continue
        numeric = ("DATE", "TIME", "MONEY", "CARDINAL", "ORDINAL", "PERCENT", "QUANTITY")
        if tok.pos_ == "PROPN" and tok.ent_type_ in numeric:
            continue
        toks = _name_tokens(tok)
        if _bracketed_alias(toks):
            continue
        head = tok
        nouns = _descriptions(tok)
        if tok.dep_ == "compound" and tok.head.pos_ == "NOUN":  # "the Harbeck school"
            head = tok.head
            toks = [*toks, head]
        text = doc[toks[0].i : toks[-1].i + 1].text
        kinds = {k for n in nouns for k in noun_kinds(n)}
        said_person = head.ent_type_ in PERSON_LABELS or person_verb
        plural_form = head is tok and _plural_form(tok)  # "Fenwick Instruments", "the Gulls"
        trade = any(map(trade_noun, nouns))
        if kinds == {"person"} and head.ent_type_ == "ORG" and not said_person and trade:
            kind = "thing"  # an agent noun of trade names firms too ("a grocery retailer")
        elif plural_form and _singular_verb(head) and not person_verb:
            kind = "thing"  # a plural name of one thing is a firm's ("Brightwell Foods is")
        elif any(place_or_body(n) for n in nouns) and not person_verb:
            kind = "thing"  # "Marlow Heath is a market town", whatever the recogniser says
        elif "thing" in kinds and toks[-1].lower_ in nouns:
            kind = "thing"  # "Ashcombe Mill is a textile mill": the name says what it is
        elif len(kinds) == 1:
            kind = next(iter(kinds))
        elif kinds and head is tok:  # a noun of either kind: the recogniser or "born" decides
            kind = "person" if said_person else "thing"
        elif head is tok and _titled_thing(toks):
            kind = "thing"  # "the Orlen Bridge": a name with "the" built on a thing noun
        elif head is tok and len(toks) > 1 and built_or_body(tok.lower_) and not person_verb:
            kind = "thing"  # "Skarn Point Lighthouse", though the recogniser says a person
        elif head.ent_type_ in PERSON_LABELS and head is tok:
            kind = "person"
        elif head.ent_type_ in THING_LABELS or head is not tok:
            kind = "thing"
        elif person_verb:
            kind = "person"
        else:
            kind = "unknown"
        if kind != "person":
            nouns = nouns | _name_nouns(toks, kind == "thing")
        plural = (tok.tag_ == "NNPS" or (head is not tok and head.tag_ == "NNS")) and not _singular_verb(head)
        # a name in apposition to the subject is the subject ("The pub, the Wheatsheaf, ...")
        subject = (
            head.dep_ in ("nsubj", "nsubjpass")
            or (head.dep_ == "appos" and head.head.dep_ in ("nsubj", "nsubjpass"))
        )
        firm = head.ent_type_ == "ORG" and not _the_before(toks)
        article = toks[0].i > 0 and doc[toks[0].i - 1].lower_ == "the" and kind != "person"
        body = kind == "thing" and (plural_form or any(describes_body(n) for n in nouns))
        out.append(Named(text, kind, plural, nouns, index, subject, head.i, firm, article, body))
        partner = next((c for c in tok.rights if c.dep_ == "conj" and c.pos_ == "PROPN"), None)
        if partner is not None and not _inner_part(partner) and any(c.lower_ == "and" for c in tok.rights):
            # "Edith Wren and Paul Hollis": the pair is what a later "they" names
            pair = doc[toks[0].i : _name_tokens(partner)[-1].i + 1].text
            out.append(Named(pair, kind, True, set(), index, subject, head.i))
    return out


def _the_before(toks: Sequence[Any]) -> bool:
    """Is the name written with "the" ("the Orlen Bridge", "the Harlow Hawks")?"""
    first = toks[0]
    return first.i > 0 and first.doc[first.i - 1].lower_ == "the"


def _titled_thing(toks: Sequence[Any]) -> bool:
    """A name written with "the" whose last word is a common noun of things ("the Orlen
    *Bridge*", "the Pell *Museum*"): people's names take no article, so the recogniser's
    "person" for it is a mistake."""
    from qreas.natlog.lexical import known_noun

    last = toks[-1]
    return (
        len(toks) >= 2
        and _the_before(toks)
        and last.is_title
        and known_noun(last.lower_)
        and noun_kinds(last.lemma_.lower()) == frozenset({"thing"})
    )


def _vessel(e: Named) -> bool:
    """A ship is "she" in English usage (Quirk et al. 1985, 5.111): a thing described as
    a kind of vessel (WordNet)."""
    from qreas.natlog.lexical import is_kind_of

    return any(is_kind_of(n, "vessel") for n in e.nouns)


def _fits(pronoun: str, e: Named) -> bool:
    if pronoun in PERSON_PRONOUNS:
        if pronoun in ("she", "her", "hers") and e.kind == "thing" and not e.plural and _vessel(e):
            return True
        return e.kind in ("person", "unknown") and not e.plural
    if pronoun in THING_PRONOUNS:  # a firm is "it" whatever its name's number ("Brava Foods")
        return e.kind in ("thing", "unknown") and (not e.plural or e.firm)
    return e.plural or e.kind == "thing"


def _antecedent(pronoun: str, seen: Sequence[Named], subject: bool = False) -> Named | None:
    """The most recent fitting name, a subject preferred within its sentence; for a
    pronoun in subject position ("*Its* fleet consists of ..."), a subject of the
    sentence before wins over a later sentence's non-subject (subject parallelism,
    Kameyama 1986)."""
    fitting = [e for e in seen if _fits(pronoun, e)]
    if not fitting:
        return None
    last = fitting[-1].sentence
    if pronoun in PLURAL_PRONOUNS:  # number agreement first: a plural name over a singular body
        plural = [e for e in fitting if e.plural and e.sentence >= last - 1]
        if plural:
            fitting, last = plural, plural[-1].sentence
    if subject and not any(e.subject for e in fitting if e.sentence == last):
        earlier = [e for e in fitting if e.subject and e.sentence >= last - 1]
        if earlier:
            return earlier[-1]
    same = [e for e in fitting if e.sentence == last]
    return next((e for e in reversed(same) if e.subject), same[-1])


OBJECT_DEPS = frozenset({"dobj", "attr", "oprd", "dative"})


def _objects(doc: Any, names: Sequence[Named]) -> list[Named]:
    """A sentence's own names as antecedents of a possessive whose subject does not fit
    it ("She joined *the Institute* in Bergen, becoming its director"): the verb's
    object only, which Hobbs's (1978) search prefers to a name inside a prepositional
    phrase ("in Bergen"); a name in a prepositional phrase ("bought the estate from
    the Crown and rebuilt its hall") is as often not what the possessive means, so
    then the earlier sentences' names are searched as before."""
    return [m for m in names if doc[m.token].dep_ in OBJECT_DEPS]


def _expletive(tok: Any) -> bool:
    head = tok.head
    return tok.dep_ == "expl" or (
        head.lemma_ == "be" and any(c.dep_ in ("ccomp", "xcomp", "csubj") for c in head.children)
    )


def _possessive(name: str) -> str:
    return name + ("'" if name.endswith("s") else "'s")


def _spoken(e: Named, tok: Any) -> str:
    """The name as it replaces a reference at ``tok``: with its article if it was
    written with one ("They formed in 1996" -> "The Lanterns formed in 1996"; without
    it the parser reads "Lanterns" as a common noun)."""
    if not e.article:
        return e.text
    return ("The " if tok.i == tok.sent.start else "the ") + e.text


def _bare(text: str) -> str:
    """A replacement without its article and possessive ending: the name it stands for."""
    name = text[:-2] if text.endswith("'s") else text.rstrip("'")
    return name[4:] if name[:4] in ("The ", "the ") else name


def unnamed_subject(doc: Any, before: int, resolved: Iterable[int] = ()) -> bool:
    """Does a definite common noun that names no person and was not resolved to a name
    ("*The tower* is 36 metres tall", "*The practice* has designed 65 buildings") stand
    as a subject before token ``before``? Then a following "it"/"its" most likely refers
    to it (subject continuity, Kameyama 1986), not to a name further back, and is left
    as written."""
    done = set(resolved)
    for tok in doc[:before]:
        if tok.dep_ not in ("nsubj", "nsubjpass") or tok.pos_ != "NOUN" or tok.i in done:
            continue
        if tok.tag_ != "NN" or "person" in noun_kinds(tok.lemma_.lower()):
            continue
        if any(c.dep_ == "det" and c.lower_ in ("the", "this", "that") for c in tok.children):
            return True
    return False


def _replacements(
    doc: Any, seen: Sequence[Named], here: Sequence[Named] = (), after_unnamed: bool = False
) -> list[tuple[int, int, str]]:
    """(token start, token end, replacement) for the references of one sentence.
    ``here``: the sentence's own names; a subject named before a pronoun is its
    antecedent ("The club was 80 years old when it was sold": the club).
    ``after_unnamed``: the sentence before had an unnamed subject (``unnamed_subject``),
    which a subject "it" continues."""
    out: list[tuple[int, int, str]] = []
    described: list[Named] = []  # subjects resolved so far in this sentence ("The bridge")
    for tok in doc:
        earlier = [e for e in [*here, *described] if e.subject and e.token < tok.i]
        low = tok.lower_
        if tok.pos_ == "PRON" and (low in PERSON_PRONOUNS or low in THING_PRONOUNS or low in PLURAL_PRONOUNS):
            if low == "it" and _expletive(tok):
                continue
            if low in THING_PRONOUNS and not earlier:
                resolved_here = {b - 1 for _, b, _ in out}
                if unnamed_subject(doc, tok.i, resolved_here):
                    continue  # "The tower is 36 metres tall and its light ...": the tower's
                subj = ("nsubj", "nsubjpass")
                in_subj = tok.dep_ in subj or tok.head.dep_ in subj
                if after_unnamed and in_subj and not any(t.dep_ in subj for t in doc[: tok.i]):
                    continue  # "The practice has designed ... Its largest project": the practice's
            if low in ("it", "they", "them") and tok.dep_ not in ("nsubj", "nsubjpass"):
                # objects of "it" are as often things the text did not name; only the
                # sentence's own subject is safe ("The bridge opened, and tolls were
                # collected on it")
                e = _antecedent(low, earlier)
                if e is not None:
                    out.append((tok.i, tok.i + 1, _spoken(e, tok)))
                continue
            in_subject = tok.dep_ in ("nsubj", "nsubjpass") or (
                tok.dep_ == "poss" and tok.head.dep_ in ("nsubj", "nsubjpass")
            )
            poss = tok.dep_ == "poss" or tok.tag_ == "PRP$" or low in ("his", "its", "their")
            e = _antecedent(low, earlier)
            if e is None and poss and not in_subject:
                e = _antecedent(low, _objects(doc, [m for m in here if m.token < tok.i]))
            e = e or _antecedent(low, seen, in_subject)
            if e is not None and not (poss and tok.head.lower_ in age_spans()):  # "in his forties": an age
                name = _spoken(e, tok)
                out.append((tok.i, tok.i + 1, _possessive(name) if poss else name))
        elif tok.pos_ == "PROPN" and not tok.is_lower and not _inner_part(tok):
            name = " ".join(t.text for t in _name_tokens(tok))
            full = next(
                (
                    e
                    for e in reversed(seen)
                    if e.text != name and e.text.split()[-1] == name and " " in e.text
                    and e.kind == "person" and not e.plural
                ),
                None,
            )
            if full is not None and len(_name_tokens(tok)) == 1:
                out.append((tok.i, tok.i + 1, full.text))
        elif (tok.pos_ == "NOUN" and tok.tag_ == "NN") or (tok.pos_ == "PROPN" and tok.is_lower):
            # (a lower-case word tagged a proper noun is a common noun: "the *parish* had")
            dets = [c for c in tok.lefts]
            # "the city of Meridale", "the number of bitterns": the of-phrase says which one
            named = any(
                c.lower_ == "of" and any(o.pos_ in ("PROPN", "NOUN") for o in c.children) for c in tok.rights
            )
            if len(dets) == 1 and dets[0].lower_ == "the" and dets[0].i == tok.i - 1 and not named:
                e = next((e for e in reversed(seen) if tok.lemma_.lower() in e.nouns), None)
                e = e or broader_description(tok.lemma_.lower(), seen)  # "the storm": a cyclone
                if e is None and organisation_noun(tok.lemma_.lower()) and not _share_of(doc, tok.i - 1):
                    # "The company": the body last named as a subject, when no name is
                    # described as a company
                    e = next((e for e in reversed(seen) if e.body and e.subject), None)
                if e is not None:
                    out.append((tok.i - 1, tok.i + 1, _spoken(e, dets[0])))
                    if tok.dep_ in ("nsubj", "nsubjpass"):  # "The band ... its": one group, "it"
                        described.append(replace(e, subject=True, token=tok.i, firm=True))
    return out


SHARE_HEADS = frozenset({"percent", "%", "half", "third", "quarter", "fifth", "tenth", "share", "proportion"})


def _share_of(doc: Any, det: int) -> bool:
    """Is "the <noun>" the group of a share or count ("18 percent *of the staff*", "380
    of the staff")? The share is of the body's members, not the body named before."""
    if det < 2 or doc[det - 1].lower_ != "of":
        return False
    before = doc[det - 2]
    return before.like_num or before.lemma_.lower() in SHARE_HEADS


def _apply(doc: Any, reps: Iterable[tuple[int, int, str]]) -> str:
    parts: list[str] = []
    pos = 0
    for a, b, text in sorted(reps):
        if a < pos:
            continue
        parts.append(doc[pos:a].text_with_ws if a > pos else "")
        if a > 0 and ((doc[a - 1].like_num and doc[a - 1].dep_ != "nummod") or _fronted(doc, a)):
            # "In 2019 it carried": a name right after a number would read as what it counts;
            # "At the 2011 census it had": as a compound of "census"
            parts[-1] = parts[-1].rstrip() + ", "
        parts.append(text + doc[b - 1].whitespace_)
        pos = b
    parts.append(doc[pos:].text_with_ws if pos < len(doc) else "")
    return "".join(parts).rstrip()


def _fronted(doc: Any, a: int) -> bool:
    """Token ``a`` is a subject right after a fronted adverbial of its verb ("At the 2011
    census *it* had"): the name that replaces it needs the comma the pronoun did not."""
    tok, prev = doc[a], doc[a - 1]
    if tok.dep_ not in ("nsubj", "nsubjpass") or not prev.is_alpha:
        return False
    fronted = (c for c in tok.head.children if c.dep_ in ("prep", "npadvmod", "advcl") and c.i < a)
    return any(c.left_edge.i <= prev.i <= c.right_edge.i for c in fronted)


def resolve(docs: Sequence[Any], context: Sequence[Named] = ()) -> tuple[list[str], list[Named]]:
    """The resolved text of each sentence, and every name the sentences mention
    (``context``: names from an earlier text, e.g. the premise for a hypothesis; they
    are copied, as later mentions add to what is known of a name)."""
    seen: list[Named] = [replace(n, nouns=set(n.nouns)) for n in context]
    texts: list[str] = []
    after_unnamed = False
    for doc in docs:
        index = seen[-1].sentence + 1 if seen else 0
        mentions = []
        for e in named_mentions(doc, index):
            same = next((s for s in seen if s.text == e.text or s.text.split()[-1] == e.text), None)
            if same is not None:  # a later mention: it adds descriptions and recency
                same.nouns |= e.nouns
                kind = same.kind if same.kind != "unknown" else e.kind  # the first reading stands
                e = replace(same, kind=kind, sentence=e.sentence, subject=e.subject, token=e.token)
            mentions.append(e)
        reps = _replacements(doc, seen, mentions, after_unnamed)
        reps += [(a, b, _spoken(e, doc[a]) if a == 0 or doc[a - 1].lower_ != "the" else e.text)
                 for a, b, e in short_forms(doc, seen)]
        texts.append(_apply(doc, reps))
        after_unnamed = unnamed_subject(doc, _root_subject_end(doc), {b - 1 for _, b, _ in reps})
        mentions += _resolved_subjects(doc, reps, seen + mentions, index)
        if after_unnamed and (named := _described_subject(doc, seen, index)) is not None:
            after_unnamed = False  # "The 87-kilometre line ... It": the line named before
            mentions.append(named)
        seen += sorted(mentions, key=lambda e: e.token)
    return texts, seen


def _described_subject(doc: Any, seen: Sequence[Named], index: int) -> Named | None:
    """The name a modified definite subject describes ("*The 87-kilometre line* was
    opened ..." after "The Westmoor Line is ..."): the latest name with the head noun
    among its nouns, when the modifiers are measures or numbers (they describe the
    thing, they do not pick another one out). Its text stays as written (the measure is
    a fact of its own), but a following subject "it" continues it, and it is the name."""
    end = _root_subject_end(doc)
    tok = next((t for t in doc[:end] if t.dep_ in ("nsubj", "nsubjpass") and t.pos_ == "NOUN"), None)
    if tok is None:
        return None
    mods = [c for c in tok.lefts if c.dep_ != "det"]
    if not mods or not all(any(x.like_num for x in m.subtree) for m in mods):
        return None
    e = next((e for e in reversed(seen) if tok.lemma_.lower() in e.nouns and e.kind != "person"), None)
    return None if e is None else replace(e, sentence=index, subject=True, token=tok.i)


def _root_subject_end(doc: Any) -> int:
    """The token after the subject of the first sentence root (0 when it has none)."""
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if root is None:
        return 0
    subj = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    return subj.i + 1 if subj is not None else 0


def _resolved_subjects(
    doc: Any, reps: Sequence[tuple[int, int, str]], known: Sequence[Named], index: int
) -> list[Named]:
    """A resolved reference in subject position is a mention of its name ("The bridge
    opened in 1827": the bridge is the sentence's subject, and the next "It" is it)."""
    out = []
    for a, b, text in reps:
        head = doc[b - 1]
        if head.dep_ not in ("nsubj", "nsubjpass") or head.pos_ == "PROPN":
            continue  # names are mentions already
        name = _bare(text)
        e = next((e for e in reversed(known) if e.text == name), None)
        if e is not None and e.kind == "unknown" and doc[a].lower_ in THING_PRONOUNS:
            for same in known:  # what "it" refers to is a thing
                if same.text == e.text:
                    same.kind = "thing"
        if e is not None:
            firm = e.firm or head.tag_ == "NN"  # "The choir was formed": a plural name, then "it"
            out.append(replace(e, sentence=index, subject=True, token=head.i, firm=firm))
    return out
