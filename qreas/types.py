"""The data types every stage passes along: Numset, Justification, Prediction, and
for documents Sentence and ClaimVerdict.

They are plain frozen dataclasses so a stage can never modify what an earlier stage
produced (the original research code overwrote premise units in place, which made
results depend on the order of quantities).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Literal

Label = Literal["entailment", "neutral", "contradiction"]
LABELS: tuple[Label, ...] = ("entailment", "neutral", "contradiction")

INF = math.inf


@dataclass(frozen=True)
class Numset:
    """One quantity mention, after Koncel-Kedziorski et al. (2015) and the EQUATE paper.

    The value is always an interval ``[lo, hi]``: an exact value has ``lo == hi``; an
    open bound is ``-inf`` / ``inf``; ``lo_open`` / ``hi_open`` say whether an endpoint
    is excluded ("fewer than 10" is ``hi=10, hi_open=True``; "at most 10" is
    ``hi=10, hi_open=False``). Strictness matters: "6 friends" contradicts "fewer than
    6 friends" but not "at most 6 friends".

    ``unit`` is the lower-cased lemma of what is counted or measured ("soldier" for
    "soldiers"), or the canonical name of a unit of measure ("%", "dollar",
    "kilometer", "kilometer per hour": ``qreas.units``, pint and
    ``lexicons/units.tsv``). ``dimension`` and ``scale`` come with it: ``value *
    scale`` is the value in the dimension's base unit, so "2 km" and "2000 meters"
    compare after conversion. ``None`` dimension: a count of things.
    """

    lo: float
    hi: float
    unit: str | None = None
    text: str = ""  # the mention as written ("about 300 U.S. soldiers")
    start: int = 0  # token span [start, end) in the sentence's Doc
    end: int = 0
    lo_open: bool = False
    hi_open: bool = False
    approximate: bool = False
    ent: str | None = None  # owner / entity ("vote" in "48% of the vote", "iraqi")
    adj: tuple[str, ...] = ()  # modifying adjectives and compounds (lemmas)
    loc: str | None = None  # location ("in Baghdad" -> "baghdad")
    verb: str | None = None  # governing verb lemma ("kill")
    freq: str | None = None  # rate word ("per day" -> "day", "each")
    flux: Literal["increase", "decrease"] | None = None  # change direction of the verb
    negated: bool = False  # the governing verb is negated ("did not kill 5")
    dimension: str | None = None  # "length", "speed", "currency:usd", ... (qreas.units)
    scale: float = 1.0  # factor to the dimension's base unit
    kind: str = "amount"  # "amount", or "ratio" ("half", "one in three")
    number_index: int = 0  # token index of the (last) number word, for ordering
    # the whole score or tally this count is one side of ("6-3" -> (6, 3)); empty if none
    tally: tuple[float, ...] = ()
    # ``lo`` is the floor of a non-negative dimension (0), not a stated end: "up to 4,000
    # km" is [0, 4000] with ``lo_floor``; comparisons read it as a one-sided bound
    lo_floor: bool = False

    @property
    def open_below(self) -> bool:
        """No stated lower end: ``-inf``, or the floor 0 of a count or measure."""
        return self.lo == -INF or (self.lo_floor and self.lo == 0)  # a copy may move lo

    @property
    def is_exact(self) -> bool:
        return self.lo == self.hi and not (self.lo_open or self.hi_open)

    @property
    def value(self) -> float | None:
        """The single value of an exact quantity, else ``None``."""
        return self.lo if self.lo == self.hi else None

    @property
    def is_range(self) -> bool:
        return not self.lo == self.hi

    def with_(self, **changes: object) -> Numset:
        """A copy with some fields changed (the instance itself is never modified)."""
        return replace(self, **changes)  # type: ignore[arg-type]

    def value_text(self) -> str:
        """The value as a short string: "300", "[294, 306]", "< 10", ">= 5"."""
        if self.is_exact:
            return fmt_number(self.lo)
        if self.open_below:
            return ("< " if self.hi_open else "<= ") + fmt_number(self.hi)
        if self.hi == INF:
            return ("> " if self.lo_open else ">= ") + fmt_number(self.lo)
        left = "(" if self.lo_open else "["
        right = ")" if self.hi_open else "]"
        return f"{left}{fmt_number(self.lo)}, {fmt_number(self.hi)}{right}"

    def __str__(self) -> str:
        unit = f" {self.unit}" if self.unit else ""
        approx = " ~" if self.approximate else ""
        return f"{self.value_text()}{unit}{approx} ({self.text!r})"


_VALUES = {"entails": "values match", "contradicts": "values differ", "compatible": "values overlap"}


def _short(q: Numset) -> str:
    """A quantity as value and unit: "16 dime", "< 10 %"."""
    return f"{q.value_text()} {q.unit}" if q.unit else q.value_text()


def fmt_number(x: float) -> str:
    """Render a number compactly: 16.0 -> "16", 0.25 -> "0.25", 1e30 -> "1e+30"."""
    if math.isinf(x) or math.isnan(x):
        return str(x)
    if x == int(x) and abs(x) < 1e15:
        return str(int(x))
    return f"{x:.6g}"


Relation = Literal["=", "<=", "in", "overlaps", "disjoint"]


@dataclass(frozen=True)
class Justification:
    """Why one hypothesis quantity is supported or ruled out.

    ``postfix`` is the equation in postfix order, operands as indices into
    ``premise`` (the premise Numsets used, each at most once), then ``"H"`` for the
    hypothesis quantity and the relation: ``(0, 1, "+", "H", "=")`` is "9 7 + 16 =".
    A direct comparison of one premise quantity is ``(0, "H", relation)``.
    ``verdict`` is "entails" (the premise side equals or lies inside the hypothesis
    value), "contradicts" (disjoint values for the same role) or "compatible"
    (they overlap without entailment). ``method`` says how it was found: "match"
    (direct comparison), "enumerator" or "ilp" (composer), "count" (a premise list of
    things of the hypothesis' kind), "given" (a condition the hypothesis states
    itself, used in another quantity's equation), "none" (nothing found).
    """

    hypothesis: Numset
    premise: tuple[Numset, ...]
    postfix: tuple[int | str, ...]
    verdict: Literal["entails", "contradicts", "compatible", "unsupported"]
    method: str
    value: tuple[float, float] | None = None  # what the premise side evaluates to
    score: float = 0.0  # role agreement of the quantities involved, 0..1
    note: str = ""

    def infix(self) -> str:
        """The equation in infix form: "9 + 7 = 16 dime"."""
        from qreas.arithmetic import postfix_to_infix  # local: avoids an import cycle

        if self.method == "count":  # "count(Arizona, California) = 2 state"
            unit = f" {self.hypothesis.unit}" if self.hypothesis.unit else ""
            items = self.note.split(": ", 1)[-1].split(" (", 1)[0]
            return f"count({items}) = {self.hypothesis.value_text()}{unit}"
        return postfix_to_infix(self.postfix, self.premise, self.hypothesis)

    def __str__(self) -> str:
        note = f"  [{self.note}]" if self.note else ""
        return f"{self.verdict}: {self.infix()}  ({self.method}){note}"

    def to_dict(self) -> dict[str, object]:
        return {
            "hypothesis": self.hypothesis.text,
            "equation": self.infix(),
            "verdict": self.verdict,
            "method": self.method,
            "premise": [q.text for q in self.premise],
            "note": self.note,
        }


@dataclass(frozen=True)
class Link:
    """A premise/hypothesis quantity pair the pruner allows to be compared.

    Indices point into ``Prediction.premise_quantities`` / ``hypothesis_quantities``.
    Kept in the prediction so an explanation can show what was considered, not only
    what won.
    """

    premise: int
    hypothesis: int
    relation: str  # unit relation from the pruner: same, dimension, synonym, hypernym, ...
    verdict: str  # value relation: entails, contradicts, compatible
    role: float  # role agreement, 0..1

    def to_dict(self) -> dict[str, object]:
        return {
            "premise": self.premise,
            "hypothesis": self.hypothesis,
            "relation": self.relation,
            "verdict": self.verdict,
            "role": round(self.role, 3),
        }


@dataclass(frozen=True)
class Sentence:
    """One sentence of a document: ``document[start:end] == text``."""

    index: int
    text: str
    start: int
    end: int
    resolved: str = ""  # the text with pronouns and descriptions replaced by names (if any)

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {
            "index": self.index,
            "text": self.text,
            "start": self.start,
            "end": self.end,
        }
        if self.resolved and self.resolved != self.text:
            out["resolved"] = self.resolved
        return out


@dataclass(frozen=True)
class Prediction:
    """The engine's decision for one (premise, hypothesis) pair, with its reasons."""

    label: Label
    justifications: tuple[Justification, ...] = ()
    premise_quantities: tuple[Numset, ...] = ()
    hypothesis_quantities: tuple[Numset, ...] = ()
    reason: str = ""  # one line: which rule decided the label
    limits_hit: tuple[str, ...] = ()  # e.g. "ilp-time", "premise-cap"
    tags: tuple[str, ...] = field(default=())  # phenomena detected ("arithmetic", ...)
    links: tuple[Link, ...] = ()  # every compatible premise/hypothesis pair
    # a document premise: the sentences the label was decided on (empty: the whole premise)
    evidence: tuple[Sentence, ...] = ()
    # time spent deciding (after parsing); not part of the result's identity
    seconds: float = field(default=0.0, compare=False)

    def explain(self) -> str:
        """A readable, multi-line explanation: the quantities of both sentences
        (numbered p1.., h1..), the compatible pairs, and each justification as an
        equation tree."""
        from qreas.arithmetic import postfix_to_tree  # local: avoids an import cycle

        pnames = {id(q): f"p{k + 1}" for k, q in enumerate(self.premise_quantities)}
        hnames = {id(q): f"h{k + 1}" for k, q in enumerate(self.hypothesis_quantities)}
        lines = [f"label: {self.label}", f"reason: {self.reason}"]
        if self.evidence:
            lines.append("premise sentences used:")
            lines += [f"  [{s.index + 1}] {s.resolved or s.text}" for s in self.evidence]
        lines.append("premise quantities:")
        lines += [f"  {pnames[id(q)]}  {q}" for q in self.premise_quantities] or ["  (none)"]
        lines.append("hypothesis quantities:")
        lines += [f"  {hnames[id(q)]}  {q}" for q in self.hypothesis_quantities] or ["  (none)"]
        if self.hypothesis_quantities:
            lines.append("compatible pairs (unit relation, values, role agreement):")
            lines += [
                f"  h{x.hypothesis + 1} ~ p{x.premise + 1}  {x.relation} unit, "
                f"{_VALUES.get(x.verdict, x.verdict)}, role {x.role:.2f}"
                for x in self.links
            ] or ["  (none)"]
        if self.justifications:
            lines.append("justifications:")
        for j in self.justifications:
            hname = hnames.get(id(j.hypothesis), "h")
            note = f"  [{j.note}]" if j.note else ""
            lines.append(f"  {hname}: {j.verdict} by {j.method}: {j.infix()}{note}")
            if len(j.postfix) > 1:
                names = [f"{_short(q)} [{pnames.get(id(q)) or hnames.get(id(q), 'p')}]" for q in j.premise]
                tree = postfix_to_tree(j.postfix, names, f"{_short(j.hypothesis)} [{hname}]")
                lines += ["      " + t for t in tree]
        if self.limits_hit:
            lines.append("limits hit: " + ", ".join(self.limits_hit))
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.explain()

    def to_dict(self) -> dict[str, object]:
        return {
            "label": self.label,
            "reason": self.reason,
            "justifications": [j.to_dict() for j in self.justifications],
            "premise_quantities": [str(q) for q in self.premise_quantities],
            "hypothesis_quantities": [str(q) for q in self.hypothesis_quantities],
            "limits_hit": list(self.limits_hit),
            "tags": list(self.tags),
            "links": [x.to_dict() for x in self.links],
            **({"evidence": [x.to_dict() for x in self.evidence]} if self.evidence else {}),
        }


Verdict = Literal["supported", "contradicted", "not found"]
VERDICTS: tuple[Verdict, ...] = ("supported", "contradicted", "not found")


@dataclass(frozen=True)
class ClaimVerdict:
    """``qreas check``: one claim sentence that states a quantity, judged against a source."""

    claim: Sentence  # offsets into the claims text
    verdict: Verdict
    quantities: tuple[Numset, ...]  # the claim's quantities (token spans of the claim sentence)
    spans: tuple[tuple[int, int], ...]  # their character spans in the claims text
    prediction: Prediction  # the decision against the source, with its evidence

    def to_dict(self) -> dict[str, object]:
        return {
            "claim": self.claim.text,
            "start": self.claim.start,
            "end": self.claim.end,
            "verdict": self.verdict,
            "quantities": [
                {"text": q.text, "start": a, "end": b}
                for q, (a, b) in zip(self.quantities, self.spans, strict=True)
            ],
            "evidence": [s.to_dict() for s in self.prediction.evidence],
            "equations": [j.infix() for j in self.prediction.justifications if j.verdict != "unsupported"],
            "reason": self.prediction.reason,
        }
