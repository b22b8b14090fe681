"""Seasons and split years written with a two-digit second year: "the 2011–12
season", "2011-12", "the 1998/99 campaign", "fiscal 2019-20".

Why: the number parser reads "2011-12" as the year 2011 and a count of 12, "2011–12"
(one token) as nothing, and "1998/99" as a fraction, so a hypothesis about another
season ("scored 10 goals in the 2012–13 season") is set against the premise's count
as if it were the same time, and a contradiction is found where the text says
nothing. Read here as one year-kind quantity spanning both years ([2011, 2012]): two
seasons are the same or different times, and a season overlaps the calendar years
it spans. Only when the second part is the first year plus one, written with two
digits: that is the notation of a season; "1914-18" is a span of years, read as one
elsewhere.
"""

from __future__ import annotations

import re

from spacy.tokens import Doc

from qreas.types import Numset

_ONE_TOKEN = re.compile(r"^(1[6-9]\d\d|20\d\d)[\u2013\u2014/-](\d\d)$")
_FIRST = re.compile(r"^(1[6-9]\d\d|20\d\d)$")
_SECOND = re.compile(r"^\d\d$")
JOINERS = frozenset({"-", "\u2013", "\u2014", "/"})


def _next_year(first: str, second: str) -> bool:
    return (int(first) + 1) % 100 == int(second)


def season_years(doc: Doc) -> list[Numset]:
    """The seasons of a parsed sentence as year-kind quantities."""
    out = []
    for tok in doc:
        m = _ONE_TOKEN.match(tok.text)
        if m and _next_year(m.group(1), m.group(2)):
            out.append(_season(doc, tok.i, tok.i + 1, int(m.group(1))))
            continue
        if (
            _FIRST.match(tok.text)
            and tok.i + 2 < len(doc)
            and doc[tok.i + 1].text in JOINERS
            and not doc[tok.i].whitespace_
            and not doc[tok.i + 1].whitespace_
            and _SECOND.match(doc[tok.i + 2].text)
            and _next_year(tok.text, doc[tok.i + 2].text)
        ):
            out.append(_season(doc, tok.i, tok.i + 3, int(tok.text)))
    return out


def _season(doc: Doc, start: int, end: int, first: int) -> Numset:
    return Numset(
        lo=float(first),
        hi=float(first + 1),
        text=doc[start:end].text,
        start=start,
        end=end,
        kind="year",
        number_index=end - 1,
    )


def without_seasons(quantities: list[Numset], seasons: list[Numset]) -> list[Numset]:
    """``quantities`` without those the seasons' tokens were misread as, plus the seasons."""
    spans = [(s.start, s.end) for s in seasons]
    kept = [q for q in quantities if not any(q.start < b and a < q.end for a, b in spans)]
    return kept + seasons
