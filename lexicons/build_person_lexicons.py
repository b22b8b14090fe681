"""Rebuild lexicons/jobs.txt and lexicons/nationalities.txt from WordNet 3.0.

    python lexicons/build_person_lexicons.py

Jobs/roles: every noun lemma under the WordNet synsets listed in ROLE_ROOTS (all
hyponym levels), with its plural (WordNet's exception list, else regular English
plural rules). Nationalities/demonyms: the lemmas under inhabitant.n.01 and
national.n.01 whose name starts with a capital letter in WordNet (so "American",
"Iraqi"), lower-cased, with plurals; plus the adjectival pertainyms of countries
are not needed (the parser records those as adjectives). Output is sorted and
deterministic.
"""

from __future__ import annotations

from pathlib import Path

ROLE_ROOTS = (
    "worker.n.01", "professional.n.01", "serviceman.n.01", "lawman.n.01",
    "official.n.01", "employee.n.01", "leader.n.01", "expert.n.01",
    "skilled_worker.n.01", "intellectual.n.01", "student.n.01", "player.n.01",
    "athlete.n.01", "creator.n.01", "communicator.n.01", "adult.n.01",
    "juvenile.n.01", "militant.n.01", "civilian.n.01", "victim.n.01",
    "patient.n.01", "traveler.n.01", "passenger.n.01", "resident.n.01",
    "worshiper.n.01", "religious_person.n.01", "criminal.n.01", "lawyer.n.01",
    "policeman.n.01", "soldier.n.01", "relative.n.01", "friend.n.01",
    "member.n.01", "customer.n.01", "spokesperson.n.01", "politician.n.01",
)  # fmt: skip
NATION_ROOTS = ("inhabitant.n.01", "national.n.01")

HEADER = """# {what}, lower-case, singular and plural, one per line.
# Built from WordNet 3.0 by lexicons/build_person_lexicons.py (hyponyms of
# {roots}); rebuild with that script.
"""


def plural(word: str, wn) -> str:
    """English plural of a noun (WordNet's irregular forms first)."""
    for irregular, base in _exceptions(wn):
        if base == word:
            return irregular
    if word.endswith("man") and not word.endswith("human"):
        return word[:-3] + "men"
    if word.endswith(("s", "x", "z", "ch", "sh")):
        return word + "es"
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


_EXC: list[tuple[str, str]] = []


def _exceptions(wn) -> list[tuple[str, str]]:
    if not _EXC:
        root = Path(wn.root.path if hasattr(wn.root, "path") else str(wn.root))
        for line in (root / "noun.exc").read_text().splitlines():
            parts = line.split()
            if len(parts) >= 2:
                _EXC.append((parts[0], parts[1]))
    return _EXC


def collect(wn, roots: tuple[str, ...], capital_only: bool) -> list[str]:
    words: set[str] = set()
    for root in roots:
        base = wn.synset(root)
        for syn in [base, *base.closure(lambda s: s.hyponyms())]:
            for lemma in syn.lemmas():
                name = lemma.name()
                if "_" in name or (capital_only and not name[:1].isupper()):
                    continue
                w = name.lower()
                words.add(w)
                words.add(plural(w, wn))
    return sorted(words)


def main() -> None:
    from qreas.resources import load_wordnet

    wn = load_wordnet()
    here = Path(__file__).resolve().parent
    jobs = collect(wn, ROLE_ROOTS, capital_only=False)
    nations = collect(wn, NATION_ROOTS, capital_only=True)
    (here / "jobs.txt").write_text(
        HEADER.format(what="Jobs and roles of people", roots=", ".join(ROLE_ROOTS)) + "\n".join(jobs) + "\n"
    )
    (here / "nationalities.txt").write_text(
        HEADER.format(what="Nationalities and demonyms", roots=", ".join(NATION_ROOTS))
        + "\n".join(nations)
        + "\n"
    )
    print(len(jobs), len(nations))


if __name__ == "__main__":
    main()
