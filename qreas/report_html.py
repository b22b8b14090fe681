"""A self-contained HTML report of a scored run: results, confusion matrices, phenomena, errors.

Why: the plain-text, Markdown and LaTeX tables (``qreas.scoring``) give the numbers, but a
researcher also wants to *read* the mistakes. This module renders ONE HTML5 page with inline
CSS and a few lines of vanilla JS (no external URLs, fonts or scripts), so it can be attached
to a paper's supplementary material or opened offline years later and still work.

The page is a pure function of its inputs: no engine, no I/O, no clock. The same scores and
records always give byte-identical output. Every string taken from the data is HTML-escaped
(also inside attributes), so a premise containing markup is shown as text, never run.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from html import escape
from typing import Any

from qreas.scoring import SetScore
from qreas.types import LABELS

__all__ = ["render_html"]

_CSS = """
body{font:15px/1.45 system-ui,sans-serif;margin:2em auto;max-width:70em;padding:0 1em;color:#222}
h1{margin-bottom:.2em}.generated{color:#666;margin-top:0}
table{border-collapse:collapse;margin:.5em 1.5em 1em 0;display:inline-table;vertical-align:top}
th,td{border:1px solid #ccc;padding:.25em .6em}td.num{text-align:right}
caption{caption-side:top;text-align:left;font-size:.9em;color:#444;padding-bottom:.3em;max-width:28em}
td.ok{background:#e6f4e6}th{background:#f3f3f3}
.filters{position:sticky;top:0;background:#fff;padding:.5em 0;border-bottom:1px solid #ddd}
.filters label{margin-right:1em}#error-count{font-weight:bold}
.error{border:1px solid #ddd;border-left:4px solid #c33;margin:.8em 0;padding:.4em .8em}
.error p{margin:.25em 0}.k{color:#666;display:inline-block;min-width:6.5em}
.tag{background:#eef;border-radius:3px;padding:0 .35em;margin-right:.3em;font-size:.9em}
pre{background:#f7f7f7;padding:.5em;overflow-x:auto;white-space:pre-wrap}
[hidden]{display:none!important}
"""

# Filtering: the selects' values are compared with each error's data-set / data-tags (JSON list).
# The view is mirrored in the URL hash (#set=AWPNLI&tag=arithmetic) so a link can share it.
_JS = """
(function () {
  var fs = document.getElementById("filter-set"), ft = document.getElementById("filter-tag");
  var count = document.getElementById("error-count");
  var errs = Array.prototype.slice.call(document.querySelectorAll(".error"));
  function apply() {
    var s = fs.value, t = ft.value, shown = 0;
    errs.forEach(function (el) {
      var ok = (s === "" || el.dataset.set === s) &&
               (t === "" || JSON.parse(el.dataset.tags).indexOf(t) >= 0);
      el.hidden = !ok;
      if (ok) shown++;
    });
    count.textContent = "Showing " + shown + " of " + errs.length + " errors";
  }
  function pick(select, value) {
    var known = Array.prototype.some.call(select.options, function (o) { return o.value === value; });
    select.value = known ? value : "";
  }
  function fromHash() {
    var p = new URLSearchParams(location.hash.slice(1));
    pick(fs, p.get("set") || "");
    pick(ft, p.get("tag") || "");
    apply();
  }
  function toHash() {
    var p = new URLSearchParams();
    if (fs.value) p.set("set", fs.value);
    if (ft.value) p.set("tag", ft.value);
    var h = p.toString();
    try { history.replaceState(null, "", h ? "#" + h : location.pathname + location.search); }
    catch (e) { /* some file:// contexts refuse; the filter still works */ }
    apply();
  }
  fs.addEventListener("change", toHash);
  ft.addEventListener("change", toHash);
  window.addEventListener("hashchange", fromHash);
  fromHash();
})();
"""


def _e(value: Any) -> str:
    """HTML-escape any value (quotes too, so the result is safe inside attributes)."""
    return escape(str(value), quote=True)


def _pct(x: float) -> str:
    return f"{100 * x:.1f}"


def _unique(items: Iterable[str]) -> list[str]:
    """Items in first-seen order, without repeats."""
    return list(dict.fromkeys(items))


def _labels(s: SetScore) -> tuple[list[str], list[str]]:
    """Gold rows and predicted columns: the three labels, then any other label seen, sorted."""
    golds = list(LABELS) + sorted(set(s.confusion) - set(LABELS))
    seen = {p for row in s.confusion.values() for p in row}
    return golds, list(LABELS) + sorted(seen - set(LABELS))


def _results(scores: Sequence[SetScore]) -> str:
    rows = "".join(
        f'<tr><td title="{_e(s.path)}">{_e(s.name)}</td><td class="num">{s.n}</td>'
        f'<td class="num">{s.classes}</td><td class="num">{_pct(s.accuracy)}</td>'
        f'<td class="num">{s.errors}</td></tr>'
        for s in scores
    )
    head = "<tr><th>set</th><th>n</th><th>classes</th><th>accuracy %</th><th>bad rows</th></tr>"
    return f'<table id="results"><thead>{head}</thead><tbody>{rows}</tbody></table>'


def _confusion(s: SetScore) -> str:
    golds, preds = _labels(s)
    caption = f"{_e(s.name)}: rows = gold, columns = predicted."
    if s.classes == 2:
        caption += (
            " 2-class set: neutral and contradiction are collapsed for scoring"
            " (shaded cells count as correct); the raw labels are shown."
        )
    head = "<tr><th>gold \\ predicted</th>" + "".join(f"<th>{_e(p)}</th>" for p in preds) + "</tr>"
    body = []
    for g in golds:
        cells = []
        for p in preds:
            ok = (g == "entailment") == (p == "entailment") if s.classes == 2 else g == p
            cls = "num ok" if ok else "num"
            count = s.confusion.get(g, {}).get(p, 0)
            cells.append(f'<td class="{cls}" data-gold="{_e(g)}" data-pred="{_e(p)}">{count}</td>')
        body.append(f"<tr><th>{_e(g)}</th>{''.join(cells)}</tr>")
    return (
        f'<table class="confusion" data-set="{_e(s.name)}"><caption>{caption}</caption>'
        f"<thead>{head}</thead><tbody>{''.join(body)}</tbody></table>"
    )


def _patterns(scores: Sequence[SetScore]) -> str:
    """Instance and pattern accuracy per suite phenomenon, for sets whose rows carry patterns."""
    from qreas.pattern_accuracy import HEADER, table_rows

    tables = []
    for s in scores:
        if not s.patterns:
            continue
        head = "<tr>" + "".join(f"<th>{_e(h)}</th>" for h in HEADER) + "</tr>"
        body = "".join(
            f"<tr><td>{_e(r[0])}</td>" + "".join(f'<td class="num">{_e(c)}</td>' for c in r[1:]) + "</tr>"
            for r in table_rows(s.patterns)
        )
        caption = (
            f"{_e(s.name)}: instance accuracy and pattern accuracy (%): PA@t is the share of "
            "patterns with at least t of their instances right (SpaceNLI)."
        )
        table = f"<caption>{caption}</caption><thead>{head}</thead><tbody>{body}</tbody>"
        tables.append(f'<table class="patterns">{table}</table>')
    return f"<h2>Patterns</h2>\n{''.join(tables)}" if tables else ""


def _phenomena(scores: Sequence[SetScore]) -> str:
    rows = "".join(
        f'<tr><td>{_e(s.name)}</td><td>{_e(tag)}</td><td class="num">{n}</td>'
        f'<td class="num">{_pct(acc)}</td></tr>'
        for s in scores
        for tag, (n, acc) in sorted(s.by_tag.items())
    )
    if not rows:
        return "<p>No phenomenon tags were recorded.</p>"
    head = "<tr><th>set</th><th>phenomenon</th><th>n</th><th>accuracy %</th></tr>"
    return f'<table id="phenomena"><thead>{head}</thead><tbody>{rows}</tbody></table>'


def _error(r: Mapping[str, Any]) -> str:
    tags = sorted({str(t) for t in r.get("tags") or ()})
    where = f"#{_e(r.get('index', '?'))}"
    if r.get("line") is not None:
        where += f" (line {_e(r['line'])})"
    tag_html = "".join(f'<span class="tag">{_e(t)}</span>' for t in tags) or "—"
    parts = [
        f"<p><b>{_e(r.get('set', ''))}</b> {where}: gold <b>{_e(r.get('gold', ''))}</b>,"
        f" predicted <b>{_e(r.get('prediction', ''))}</b></p>",
        f'<p class="premise"><span class="k">premise</span>{_e(r.get("premise", ""))}</p>',
        f'<p class="hypothesis"><span class="k">hypothesis</span>{_e(r.get("hypothesis", ""))}</p>',
        f'<p class="tags"><span class="k">tags</span>{tag_html}</p>',
    ]
    if r.get("reason"):
        parts.append(f'<p class="reason"><span class="k">reason</span>{_e(r["reason"])}</p>')
    if r.get("explanation"):
        parts.append(f"<details><summary>explanation</summary><pre>{_e(r['explanation'])}</pre></details>")
    # data-tags is a JSON list (tags could contain spaces); escaping keeps it a valid attribute
    return (
        f'<article class="error" data-set="{_e(r.get("set", ""))}" data-index="{_e(r.get("index", ""))}"'
        f' data-tags="{_e(json.dumps(tags))}">' + "".join(parts) + "</article>"
    )


def _options(select_id: str, label: str, values: Sequence[str]) -> str:
    opts = '<option value="">All</option>' + "".join(
        f'<option value="{_e(v)}">{_e(v)}</option>' for v in values
    )
    return f'<label>{label} <select id="{select_id}">{opts}</select></label>'


def render_html(
    scores: Sequence[SetScore],
    records: Sequence[Mapping[str, Any]],
    *,
    title: str = "qreas report",
    generated: str = "",
) -> str:
    """Render one self-contained HTML5 page; ``records`` are kept in the given order."""
    errors = [r for r in records if not r["correct"]]
    sets = _unique([s.name for s in scores] + [str(r.get("set", "")) for r in errors])
    tags = sorted({str(t) for r in errors for t in r.get("tags") or ()})
    gen = f'<p class="generated">{_e(generated)}</p>' if generated else ""
    error_list = "\n".join(_error(r) for r in errors) or "<p>No errors.</p>"
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{_e(title)}</title>
<style>{_CSS}</style>
</head>
<body>
<h1>{_e(title)}</h1>
{gen}
<h2>Results</h2>
{_results(scores)}
<h2>Confusion matrices</h2>
<div>{"".join(_confusion(s) for s in scores)}</div>
<h2>Phenomena</h2>
{_phenomena(scores)}
{_patterns(scores)}
<h2 id="errors">Errors</h2>
<div class="filters">{_options("filter-set", "Set", sets)}{_options("filter-tag", "Tag", tags)}
<span id="error-count">Showing {len(errors)} of {len(errors)} errors</span></div>
<div id="error-list">
{error_list}
</div>
<script>{_JS}</script>
</body>
</html>
"""
