"""Document premises (issue 16): sentence splitting, coreference, selection, ``qreas check``.

All texts are invented (fictional people, towns and firms)."""

from __future__ import annotations

import json

import pytest

from qreas import Reasoner
from qreas.cli import main
from qreas.config import Config
from qreas.coreference import resolve
from qreas.quantities import parse_quantities
from qreas.sentences import split_sentences

VENN = (
    "Marla Venn (born 1950) is a painter from Oskarby. She studied at the Lund Academy from 1968 "
    "to 1972. In 1981 she moved to Harbeck, a town of 12,000 people. Venn died in 2011. "
    "Her largest mural covers 340 square metres."
)
KORVATH = (
    "Korvath Shipping, a freight company based in Harbeck, was founded in 1887 by Ada Korvath. "
    "The company employs 300 people. Its fleet has 12 ships. The harbour of Harbeck has 40 berths."
)


# ------------------------------------------------------------------ sentences


def test_split_keeps_offsets_and_skips_abbreviations() -> None:
    text = (
        'Acme Inc. was founded by Dr. J. R. Smith in St. Louis in 1887. It had 3.5 million customers. '
        '"We grew," he said. Was it big? Yes.\n\nA new block'
    )
    sents = split_sentences(text)
    assert [s.text for s in sents] == [
        "Acme Inc. was founded by Dr. J. R. Smith in St. Louis in 1887.",
        "It had 3.5 million customers.",
        '"We grew," he said.',
        "Was it big?",
        "Yes.",
        "A new block",
    ]
    assert all(text[s.start : s.end] == s.text for s in sents)
    assert [s.index for s in sents] == list(range(6))


def test_an_other_abbreviation_ends_a_sentence_only_before_a_capital() -> None:
    assert len(split_sentences("Acme Inc. It had 30 staff.")) == 2
    assert len(split_sentences("Acme Inc. had 30 staff.")) == 1


def test_empty_text_has_no_sentences() -> None:
    assert split_sentences("") == []
    assert split_sentences("   \n\n ") == []


# --------------------------------------------------------------- coreference


def _resolved(reasoner: Reasoner, text: str) -> list[str]:
    sents = split_sentences(text)
    docs = reasoner.parse_many([s.text for s in sents])
    return resolve([docs[s.text] for s in sents])[0]


def test_pronouns_and_surnames_resolve_to_the_person(reasoner: Reasoner) -> None:
    out = _resolved(reasoner, VENN)
    assert out[1].startswith("Marla Venn studied")
    assert "Marla Venn moved" in out[2]
    assert out[3] == "Marla Venn died in 2011."
    assert out[4].startswith("Marla Venn's largest mural")


def test_description_and_possessive_resolve_to_the_company(reasoner: Reasoner) -> None:
    out = _resolved(reasoner, KORVATH)
    assert out[1] == "Korvath Shipping employs 300 people."
    assert out[2] == "Korvath Shipping's fleet has 12 ships."
    assert out[3] == "The harbour of Harbeck has 40 berths."  # never described as a harbour: kept


def test_names_of_the_same_sentence_and_pairs_of_names(reasoner: Reasoner) -> None:
    out = _resolved(
        reasoner,
        "The Corran Valley Chess Club was founded in 1952 by Edith Wren and Paul Hollis. "
        "Its membership stood at 42 in 2020. "
        "Amalda Ferrost was elected in 1990 and held the office for twelve years, her only spell.",
    )
    assert out[1] == "The Corran Valley Chess Club's membership stood at 42 in 2020."  # nested compounds
    assert out[2].endswith("Amalda Ferrost's only spell.")  # a name earlier in the same sentence


def test_expletive_it_and_pronouns_without_antecedent_stay(reasoner: Reasoner) -> None:
    out = _resolved(reasoner, "It is likely that prices will rise. They sold 40 cars.")
    assert out == ["It is likely that prices will rise.", "They sold 40 cars."]


def test_a_number_never_counts_a_noun_of_the_next_sentence() -> None:
    qs = parse_quantities("Marla Venn was born in 1950. Marla Venn died in 2011.", all_kinds=True)
    assert [(q.text, q.unit) for q in qs] == [("1950", None), ("2011", None)]


# --------------------------------------------------------- document premises


@pytest.mark.parametrize(
    ("hypothesis", "label"),
    [
        ("Marla Venn died in 2011.", "entailment"),
        ("Marla Venn died in 2009.", "contradiction"),
        ("Marla Venn moved to Harbeck in the 1980s.", "entailment"),
        ("Marla Venn studied at the Lund Academy for 4 years.", "entailment"),
        ("Marla Venn died at the age of 70.", "contradiction"),
        ("Marla Venn opened a gallery in 1990.", "neutral"),
    ],
)
def test_paragraph_premise(reasoner: Reasoner, hypothesis: str, label: str) -> None:
    assert reasoner.predict(VENN, hypothesis).label == label


def test_the_evidence_names_the_sentence_used(reasoner: Reasoner) -> None:
    pred = reasoner.predict(KORVATH, "Korvath Shipping has 14 ships.")
    assert pred.label == "contradiction"
    assert [s.index for s in pred.evidence] == [2]
    assert pred.evidence[0].resolved == "Korvath Shipping's fleet has 12 ships."
    assert pred.to_dict()["evidence"][0]["text"] == "Its fleet has 12 ships."
    assert "premise sentences used" in pred.explain()


def test_a_distractor_of_another_entity_does_not_decide(reasoner: Reasoner) -> None:
    # 40 is the harbour's count of berths, not the company's
    assert reasoner.predict(KORVATH, "Korvath Shipping employs 40 people.").label != "entailment"


def test_short_premises_are_read_whole(reasoner: Reasoner) -> None:
    pred = reasoner.predict("The school has 320 boys. It has 295 girls.", "The school has 320 boys.")
    assert pred.evidence == ()
    assert pred.label == "entailment"


def test_document_reading_can_be_switched_off() -> None:
    r = Reasoner(Config(document_sentences=0))
    assert r.predict(KORVATH, "Korvath Shipping has 14 ships.").evidence == ()


def test_predict_many_reads_documents_like_predict(reasoner: Reasoner) -> None:
    pairs = [(VENN, "Marla Venn died in 2009."), (KORVATH, "Korvath Shipping has 12 ships.")]
    one = [reasoner.predict(p, h) for p, h in pairs]
    many = reasoner.predict_many(pairs, jobs=2)
    assert [p.label for p in many] == [p.label for p in one] == ["contradiction", "entailment"]
    assert [p.evidence for p in many] == [p.evidence for p in one]


# ---------------------------------------------------------------- qreas check

SUMMARY = (
    "Korvath Shipping was founded in 1887. It has 14 ships. The firm is well known. "
    "It opened an office in Oslo in 2001."
)


def test_check_gives_a_verdict_per_claim_with_a_quantity(reasoner: Reasoner) -> None:
    verdicts = reasoner.check(KORVATH, SUMMARY)
    assert [(v.claim.text, v.verdict) for v in verdicts] == [
        ("Korvath Shipping was founded in 1887.", "supported"),
        ("It has 14 ships.", "contradicted"),
        ("It opened an office in Oslo in 2001.", "not found"),
    ]
    contradicted = verdicts[1]
    a, b = contradicted.spans[0]
    assert SUMMARY[a:b] == "14 ships"
    assert [s.index for s in contradicted.prediction.evidence] == [2]
    d = contradicted.to_dict()
    assert d["verdict"] == "contradicted" and d["quantities"][0]["text"] == "14 ships"


def test_check_cli_json_html_and_stdin(tmp_path, capsys, monkeypatch) -> None:
    import io

    src = tmp_path / "source.txt"
    src.write_text(KORVATH, encoding="utf-8")
    claims = SUMMARY + " <b>3</b> of its ships are new."
    monkeypatch.setattr("sys.stdin", io.StringIO(claims))
    html = tmp_path / "out.html"
    assert main(["check", str(src), "-", "--json", "--html", str(html)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["counts"]["contradicted"] == 1 and out["counts"]["supported"] == 1
    page = html.read_text(encoding="utf-8")
    assert '<mark class="contradicted"' in page and "&lt;b&gt;" in page and "<b>3" not in page


def test_check_cli_names_a_missing_file(tmp_path, capsys) -> None:
    assert main(["check", str(tmp_path / "nope.txt"), str(tmp_path / "nope2.txt")]) == 2
    assert "nope.txt: no such file" in capsys.readouterr().err


def test_check_cli_rejects_a_bad_reference_date(tmp_path, capsys) -> None:
    src = tmp_path / "s.txt"
    src.write_text(KORVATH, encoding="utf-8")
    assert main(["check", str(src), str(src), "--reference-date", "yesterday"]) == 2
    assert "YYYY-MM-DD" in capsys.readouterr().err


LIBRARY = "The Hollin Street Library was founded in 1879. It holds 40,000 books. The library moved in 1936."


@pytest.mark.parametrize(
    ("hypothesis", "label"),
    [
        ("The Hollin Street Library is more than a century old.", "entailment"),
        ("The Hollin Street Library is less than 100 years old.", "contradiction"),
    ],
)
def test_now_is_the_configured_reference_date(hypothesis: str, label: str) -> None:
    assert Reasoner(Config(reference_date="2026-01-01")).predict(LIBRARY, hypothesis).label == label
    assert Reasoner().predict(LIBRARY, hypothesis).label == "neutral"  # never the clock


def test_check_cli_passes_the_reference_date(tmp_path, capsys) -> None:
    src, claims = tmp_path / "s.txt", tmp_path / "c.txt"
    src.write_text(LIBRARY, encoding="utf-8")
    claims.write_text("The Hollin Street Library is more than a century old.", encoding="utf-8")
    assert main(["check", str(src), str(claims), "--json", "--reference-date", "2026-01-01"]) == 0
    assert json.loads(capsys.readouterr().out)["counts"]["supported"] == 1
    assert main(["check", str(src), str(claims), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["counts"]["not found"] == 1
