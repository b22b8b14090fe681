"""The seven basic entailment relations, their projection and their join, as data.

After MacCartney & Manning (2009, "An extended model of natural logic") and
MacCartney's thesis (2009, ch. 5-6): an edit that turns x into y has a lexical
relation; the context of the edited position projects it to a relation between the
two sentences; the projected relations of successive edits are joined. Tables are
data so that tests can check them against the literature cell by cell.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from enum import Enum


class Rel(Enum):
    """x R y between two expressions read as sets (x = premise side, y = hypothesis side)."""

    EQ = "≡"  # equivalence: couch ≡ sofa
    FWD = "⊏"  # forward entailment: crow ⊏ bird; at least 7 ⊏ at least 5
    REV = "⊐"  # reverse entailment: animal ⊐ goat
    NEG = "^"  # negation: able ^ unable
    ALT = "|"  # alternation: goat | sheep; exactly 7 | exactly 9
    COV = "‿"  # cover: animal ‿ non-goat
    IND = "#"  # independence: hungry # hippo

    def __str__(self) -> str:
        return self.value


_ORDER = (Rel.EQ, Rel.FWD, Rel.REV, Rel.NEG, Rel.ALT, Rel.COV, Rel.IND)


def _table(rows: Mapping[Rel, str]) -> dict[Rel, dict[Rel, Rel]]:
    by_symbol = {r.value: r for r in Rel}
    return {
        a: {b: by_symbol[c] for b, c in zip(_ORDER, cells.split(), strict=True)} for a, cells in rows.items()
    }


# Join (row ⋈ column): what x R y and y S z give for x and z. MacCartney's table; a
# "#" cell stands for a union of relations (safe: it never makes a label stronger).
JOIN = _table(
    {
        Rel.EQ: "≡ ⊏ ⊐ ^ | ‿ #",
        Rel.FWD: "⊏ ⊏ # | | # #",
        Rel.REV: "⊐ # ⊐ ‿ # ‿ #",
        Rel.NEG: "^ ‿ | ≡ ⊐ ⊏ #",
        Rel.ALT: "| # | ⊏ # ⊏ #",
        Rel.COV: "‿ ‿ # ⊐ ⊐ # #",
        Rel.IND: "# # # # # # #",
    }
)

# Projectivity signatures: how a context maps the relation of an edit inside it, in
# the order ≡ ⊏ ⊐ ^ | ‿ #. Upward contexts keep containment, downward ones swap it;
# existential (non-multiplicative) determiners lose exclusion ("some goats" and "some
# sheep" may both hold), universal scopes keep it (MacCartney 2009, table 6.1).
SIGNATURES: dict[str, str] = {
    "up": "≡ ⊏ ⊐ ^ | ‿ #",  # plain predication, conjunction
    "down": "≡ ⊐ ⊏ ^ ‿ | #",  # negation: not
    "exist": "≡ ⊏ ⊐ ‿ # ‿ #",  # some / a / at least one, both arguments
    # at least N for N >= 2 (a bare numeral, more than N): upward, but "at least 5 ran" and
    # "at least 5 did not run" may both be false (4 runners), so ^ and ‿ are not kept
    "exist-n": "≡ ⊏ ⊐ # # # #",
    "no": "≡ ⊐ ⊏ | # | #",  # no / at most N / fewer than N, both arguments
    "down-only": "≡ ⊐ ⊏ # # # #",  # few: downward, neither additive nor multiplicative
    "every-restrictor": "≡ ⊐ ⊏ | # | #",
    "every-scope": "≡ ⊏ ⊐ | | # #",
    "refuse": "≡ ⊐ ⊏ | # | #",  # downward implicatives: refuse to, fail to
    "non": "≡ # # # # # #",  # non-monotone: exactly N, only N, most (restrictor)
    "opaque": "≡ # # # # # #",  # non-veridical: may, said that, plans to
}
PROJECT: dict[str, dict[Rel, Rel]] = {
    name: {a: {r.value: r for r in Rel}[c] for a, c in zip(_ORDER, cells.split(), strict=True)}
    for name, cells in SIGNATURES.items()
}


def join(a: Rel, b: Rel) -> Rel:
    return JOIN[a][b]


def join_all(rels: Iterable[Rel]) -> Rel:
    out = Rel.EQ
    for r in rels:
        out = JOIN[out][r]
    return out


def project(rel: Rel, contexts: Iterable[str]) -> Rel:
    """The relation of an edit seen from the whole sentence: ``contexts`` are the
    signatures of the operators above the edited position, innermost first."""
    for c in contexts:
        rel = PROJECT[c][rel]
    return rel


def label_of(rel: Rel) -> str:
    """≡, ⊏ -> entailment; ^, | -> contradiction; ⊐, ‿, # -> neutral."""
    if rel in (Rel.EQ, Rel.FWD):
        return "entailment"
    if rel in (Rel.NEG, Rel.ALT):
        return "contradiction"
    return "neutral"


def interval_relation(p_in_h: bool, h_in_p: bool, disjoint: bool, exhaustive: bool = False) -> Rel:
    """The relation of two amounts from their intervals (premise P, hypothesis H): equal
    -> ≡, P inside H -> ⊏ ("at least 7" / "at least 5"), H inside P -> ⊐, disjoint ->
    | (or ^ when together they cover every value), otherwise #."""
    if p_in_h and h_in_p:
        return Rel.EQ
    if p_in_h:
        return Rel.FWD
    if h_in_p:
        return Rel.REV
    if disjoint:
        return Rel.NEG if exhaustive else Rel.ALT
    return Rel.COV if exhaustive else Rel.IND


# which of several candidate premise quantities a hypothesis quantity speaks of: the
# closest relation first (used to choose between premise quantities of related nouns)
PREFERRED = (Rel.EQ, Rel.FWD, Rel.REV, Rel.ALT, Rel.NEG, Rel.COV, Rel.IND)
