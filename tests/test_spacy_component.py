"""The spaCy component `qreas_quantities`: own pipelines, the default one, DocBin."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
import spacy
from spacy.tokens import DocBin

import qreas.spacy_component  # noqa: F401 - registers the factory and the extensions
from qreas import parse_quantities
from qreas.resources import spacy_model_name

TEXT = "About 300 U.S. soldiers were killed, and Sam lost 7 dimes in 2003."


@pytest.fixture(scope="module")
def default_nlp():
    nlp = spacy.load(spacy_model_name())  # its own copy: the tests' shared pipeline stays as it is
    nlp.add_pipe("qreas_quantities")
    return nlp


@pytest.fixture(scope="module")
def source():
    src = spacy.load(spacy_model_name())
    # make the tagger and parser self-contained so they can be copied alone
    src.replace_listeners("tok2vec", "parser", ["model.tok2vec"])
    src.replace_listeners("tok2vec", "tagger", ["model.tok2vec"])
    return src


def values(doc):
    return [(q.lo, q.hi, q.text) for q in doc._.quantities]


def test_default_pipeline(default_nlp):
    doc = default_nlp(TEXT)
    assert default_nlp.pipe_names[-1] == "qreas_quantities"
    # the same Numsets as the library function on the same parse
    assert doc._.quantities == parse_quantities(doc)
    assert [(q.unit, q.text) for q in doc._.quantities] == [
        ("soldier", "About 300 U.S. soldiers"), ("dime", "7 dimes")]  # fmt: skip
    assert doc[0:5]._.quantity.text == "About 300 U.S. soldiers"  # exact mention
    assert doc[2:4]._.quantity.unit == "soldier"  # a span inside the mention
    assert doc[6:8]._.quantity is None  # "were killed": no quantity


def test_blank_pipeline_with_a_parser_only(source):
    nlp = spacy.blank("en")
    nlp.add_pipe("parser", source=source)
    nlp.add_pipe("qreas_quantities")
    doc = nlp(TEXT)
    # without a tagger or lemmatizer the values and mentions are still found
    # "about 300": the values that round to 300 (to the nearest hundred, at most 10 %)
    assert [(q.lo, q.hi) for q in doc._.quantities] == [(270.0, 330.0), (7.0, 7.0)]
    assert doc._.quantities[1].unit == "dime"


def test_blank_pipeline_with_parser_tagger_lemmatizer(source, default_nlp):
    nlp = spacy.blank("en")
    for name in ("tagger", "parser", "attribute_ruler", "lemmatizer"):
        nlp.add_pipe(name, source=source)
    nlp.add_pipe("qreas_quantities", config={"all_kinds": True})
    doc = nlp(TEXT)
    assert [q.kind for q in doc._.quantities][-1] == "year"  # all_kinds keeps the year
    amounts = [q for q in doc._.quantities if q.kind == "amount"]
    assert amounts == [q for q in default_nlp(TEXT)._.quantities]


def test_no_parser_is_a_clear_error():
    nlp = spacy.blank("en")
    nlp.add_pipe("qreas_quantities")
    with pytest.raises(ValueError, match="needs a dependency parse"):
        nlp("I had 3 apples.")


def test_docbin_round_trip_stored_and_recomputed(default_nlp):
    docs = list(default_nlp.pipe([TEXT, "Pens cost $ 2 each; I bought 5 pens."]))
    stored = DocBin(store_user_data=True, docs=docs).to_bytes()
    back = list(DocBin().from_bytes(stored).get_docs(default_nlp.vocab))
    assert [d._.quantities for d in back] == [d._.quantities for d in docs]
    assert back[0][0:5]._.quantity == docs[0][0:5]._.quantity
    # without user data the quantities are recomputed from the stored parse
    plain = DocBin(docs=docs).to_bytes()
    again = list(DocBin().from_bytes(plain).get_docs(default_nlp.vocab))
    assert all(qreas.spacy_component.USER_DATA_KEY not in d.user_data for d in again)
    assert [values(d) for d in again] == [values(d) for d in docs]


def test_entry_point_and_config_without_importing_qreas(tmp_path, default_nlp):
    default_nlp.to_disk(tmp_path / "pipe")
    code = (
        "import sys, spacy\n"
        "print('qreas.spacy_component' in sys.modules)\n"
        "nlp = spacy.load(sys.argv[1])\n"  # the config names qreas_quantities: the entry point imports it
        "print([q.text for q in nlp('I sold 40 lamps.')._.quantities])\n"
        "b = spacy.blank('en'); b.add_pipe('qreas_quantities'); print(b.pipe_names)\n"
    )
    r = subprocess.run([sys.executable, "-c", code, str(tmp_path / "pipe")], capture_output=True,
                       text=True, env={**os.environ}, timeout=300)  # fmt: skip
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["False", "['40 lamps']", "['qreas_quantities']"]
