"""``qreas check --html``: the claims text with each number highlighted by its verdict.

One self-contained HTML5 page (inline CSS, no script, no external URL), a pure function
of the verdicts: green = supported, red = contradicted, grey = not found. Hovering a
number shows the evidence (the source sentences and the equation) as a tooltip, and a
table below lists every claim with its evidence, so the page also reads on paper. Every
string taken from the texts is HTML-escaped.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from qreas.check import summary
from qreas.types import ClaimVerdict

_CSS = """
body{font:16px/1.6 system-ui,sans-serif;margin:2em auto;max-width:60em;padding:0 1em;color:#222}
.claims{white-space:pre-wrap;border:1px solid #ddd;padding:1em;background:#fcfcfc}
mark{border-radius:3px;padding:0 .15em;cursor:help}
mark.supported{background:#cdeccd}mark.contradicted{background:#f7c6c6}mark.not-found{background:#e4e4e4}
table{border-collapse:collapse;margin-top:1.5em;width:100%}th,td{border:1px solid #ccc;padding:.3em .6em;
vertical-align:top;text-align:left}td.supported{color:#1d6b1d}td.contradicted{color:#a31515}
td.not-found{color:#666}.k{color:#666;font-size:.9em}
"""


def _evidence(v: ClaimVerdict) -> str:
    """The evidence of a claim as plain text (for the tooltip)."""
    parts = [f"{v.verdict}"]
    parts += [f"source [{s.index + 1}]: {s.text}" for s in v.prediction.evidence]
    parts += [j.infix() for j in v.prediction.justifications if j.verdict != "unsupported"]
    return "\n".join(parts)


def render_check_html(claims: str, verdicts: Sequence[ClaimVerdict], title: str = "qreas check") -> str:
    """The page for ``claims`` (the full claims text) and its verdicts."""
    marks = sorted(
        ((a, b, v) for v in verdicts for a, b in v.spans), key=lambda m: (m[0], -m[1])
    )
    body: list[str] = []
    pos = 0
    for a, b, v in marks:
        if a < pos:
            continue  # overlapping mentions: the first one is shown
        body.append(escape(claims[pos:a]))
        cls = v.verdict.replace(" ", "-")
        body.append(f'<mark class="{cls}" title="{escape(_evidence(v))}">{escape(claims[a:b])}</mark>')
        pos = b
    body.append(escape(claims[pos:]))
    rows = []
    for v in verdicts:
        cls = v.verdict.replace(" ", "-")
        evidence = "<br>".join(
            f'<span class="k">[{s.index + 1}]</span> {escape(s.text)}' for s in v.prediction.evidence
        )
        used = [j for j in v.prediction.justifications if j.verdict != "unsupported"]
        eqs = "<br>".join(escape(j.infix()) for j in used)
        rows.append(
            f'<tr><td>{escape(v.claim.text)}</td><td class="{cls}">{escape(v.verdict)}</td>'
            f"<td>{evidence}</td><td>{eqs}</td></tr>"
        )
    counts = ", ".join(f"{n} {k}" for k, n in summary(verdicts).items())
    return (
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        f"<title>{escape(title)}</title><style>{_CSS}</style></head><body>"
        f"<h1>{escape(title)}</h1><p>{escape(counts)}. Hover a number for its evidence.</p>"
        f'<div class="claims">{"".join(body)}</div>'
        "<table><tr><th>claim</th><th>verdict</th><th>source sentences</th><th>equations</th></tr>"
        f"{''.join(rows)}</table></body></html>\n"
    )
