"""``qreas check SOURCE CLAIMS``: the command line of ``qreas.check``.

SOURCE and CLAIMS are files of plain text (UTF-8), or ``-`` for standard input (one of
them). Prints each claim with its verdict and evidence; ``--json`` prints one JSON object
(``claims``: the verdicts, ``counts``: claims per verdict); ``--html FILE`` writes the
claims text with each number highlighted by its verdict. ``--reference-date`` sets the
date a text's "now" refers to (``Config.reference_date``). The exit status is 0 when
every claim was checked, whatever the verdicts (a checker reports; it does not fail).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, TextIO


class CheckInputError(Exception):
    """An input that cannot be read; the message names it."""


def add_parser(sub: Any) -> None:
    ch = sub.add_parser("check", help="check the numbers of a text (CLAIMS) against its SOURCE")
    ch.add_argument("source", help="the source text file, or - for standard input")
    ch.add_argument("claims", help="the claims (summary, report) text file, or - for standard input")
    ch.add_argument("--json", action="store_true", help="print the verdicts as one JSON object")
    ch.add_argument("--html", metavar="FILE", help="write the claims with each number highlighted by verdict")
    ch.add_argument("--jobs", type=int, default=1, metavar="N",
                    help="parse a long source with N processes (the same verdicts)")  # fmt: skip
    ch.add_argument("--reference-date", metavar="YYYY-MM-DD", help='the date of "now" when a text gives none')


def _read(name: str, stdin: TextIO) -> str:
    if name == "-":
        return stdin.read()
    try:
        return Path(name).read_text(encoding="utf-8")
    except FileNotFoundError as e:
        raise CheckInputError(f"{name}: no such file") from e
    except UnicodeDecodeError as e:
        line = Path(name).read_bytes()[: e.start].count(b"\n") + 1
        raise CheckInputError(f"{name}:{line}: not UTF-8 text ({e.reason})") from e
    except OSError as e:
        raise CheckInputError(f"{name}: {e.strerror}") from e


def run(
    args: argparse.Namespace,
    stdout: TextIO | None = None,
    stderr: TextIO | None = None,
    stdin: TextIO | None = None,
) -> int:
    from qreas.check import render_text, summary
    from qreas.config import Config
    from qreas.reasoner import Reasoner

    stdout, stderr, stdin = stdout or sys.stdout, stderr or sys.stderr, stdin or sys.stdin
    if args.source == "-" and args.claims == "-":
        print("qreas check: only one of SOURCE and CLAIMS can be standard input", file=stderr)
        return 2
    try:
        source, claims = _read(args.source, stdin), _read(args.claims, stdin)
    except CheckInputError as e:
        print(f"qreas check: {e}", file=stderr)
        return 2
    if args.reference_date:
        from datetime import date

        try:
            date.fromisoformat(args.reference_date)
        except ValueError:
            print(f"qreas check: --reference-date {args.reference_date!r} is not YYYY-MM-DD", file=stderr)
            return 2
    reasoner = Reasoner(Config(reference_date=args.reference_date))
    if args.jobs < 1:
        print(f"qreas check: --jobs must be at least 1, not {args.jobs}", file=stderr)
        return 2
    verdicts = reasoner.check(source, claims, args.jobs)
    if args.html:
        from qreas.check_html import render_check_html
        from qreas.files import store_atomic

        title = f"qreas check: {args.claims} against {args.source}"
        store_atomic(Path(args.html), [render_check_html(claims, verdicts, title).encode("utf-8")])
    if args.json:
        out = {"claims": [v.to_dict() for v in verdicts], "counts": summary(verdicts)}
        print(json.dumps(out, ensure_ascii=False, indent=1), file=stdout)
    else:
        print(render_text(verdicts), file=stdout)
    return 0
