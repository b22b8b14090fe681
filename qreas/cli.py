"""The ``qreas`` command line: ``score``, ``predict``, ``compare`` and ``data fetch``.

Exit status of ``qreas score``: 0 every row scored; 1 some rows bad (each reported on
stderr as ``FILE:LINE: reason``, counted in ``errors``; the good rows are still
scored and written); 2 usage error or unreadable file; 130 interrupted (Ctrl-C: the
rows done so far are counted, no ``--out`` file is left behind). An empty file is
reported as ``FILE:1: no data rows`` (status 1). ``--strict`` stops
at the first bad row (status 1). A pair on which the engine itself fails is reported
the same way (``FILE:LINE: engine error: ...``) and not scored.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, TextIO

from qreas import __version__
from qreas.batch import pairs_of, predict_pairs, read_files, row_record
from qreas.config import COMPONENTS, Config
from qreas.datasets import BadRowError, DatasetError
from qreas.files import store_atomic
from qreas.labels import NON_ENTAILMENT, LabelError, parse_label_map
from qreas.progress import ByteProgress, pair_progress
from qreas.resources import ResourceError
from qreas.scoring import (
    SetScore,
    format_csv,
    format_latex,
    format_markdown,
    format_table,
    is_correct,
    score_set,
)

FORMATS = ("table", "json", "csv", "markdown", "latex")


class UsageError(Exception):
    pass


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="qreas",
        description="Symbolic quantitative reasoning for NLI (a Q-REAS re-implementation).",
    )
    ap.add_argument("--version", action="version", version=f"qreas {__version__}")
    sub = ap.add_subparsers(dest="command", required=True)
    sc = sub.add_parser(
        "score", help="score EQUATE-format files (JSONL or CSV/TSV), or `equate`: the five fetched sets"
    )
    sc.add_argument(
        "files", nargs="*", metavar="FILE",
        help="files to score; the word `equate` stands for the five EQUATE sets in the data folder",
    )  # fmt: skip
    sc.add_argument("--all", action="store_true", help="score the five EQUATE sets from the data folder")
    sc.add_argument("--data-dir", help="EQUATE data folder (default: see `qreas data fetch --help`)")
    sc.add_argument("--out", help="write one JSON object per scored row to this file")
    sc.add_argument("--html", help="write a self-contained HTML report (scores, confusions, every error)")
    sc.add_argument("--json", action="store_true", help="print the scores as one JSON object")
    sc.add_argument(
        "--format", choices=FORMATS, default="table",
        help="how to print the scores (table adds confusion matrices and phenomena; "
        "markdown/latex: the EQUATE paper's Table 6 layout; csv: one row per set and phenomenon)",
    )  # fmt: skip
    sc.add_argument("--jobs", type=int, default=1, help="worker processes (same predictions)")
    sc.add_argument("--classes", type=int, choices=(2, 3), help="for files not named after an EQUATE set")
    sc.add_argument("--strict", action="store_true", help="stop at the first bad row")
    sc.add_argument("--quiet", action="store_true", help="no progress bar")
    sc.add_argument("--disable", default="", help=f"components to switch off: {','.join(COMPONENTS)}")
    sc.add_argument(
        "--composer", choices=("enumerator", "ilp"), default="enumerator",
        help="equation search: exhaustive enumerator (default) or the paper's ILP (PuLP/CBC, slower)",
    )  # fmt: skip
    sc.add_argument(
        "--predictions", metavar="PREDS",
        help="score this file of another system's predictions instead of running qreas (rows matched by "
        "premise and hypothesis, or by index; see `qreas.predictions`)",
    )  # fmt: skip
    sc.add_argument(
        "--natlog", choices=("hybrid", "explain", "veto", "proof"), default="hybrid",
        help="natural-logic core: decides where its proof is confident (hybrid, default), explains only, "
        "vetoes labels, or decides every label (proof)",
    )  # fmt: skip
    sc.add_argument("--no-cache", action="store_true", help="do not read or write the parse cache")
    sc.add_argument("--cache-dir", help="parse cache folder (default: $QREAS_CACHE_DIR or ~/.cache/qreas)")
    _batch_options(sc)
    pr = sub.add_parser("predict", help="label one premise/hypothesis pair, or every row of files (--file)")
    pr.add_argument("premise", nargs="?")
    pr.add_argument("hypothesis", nargs="?")
    pr.add_argument("--explain", action="store_true", help="show quantities and equations")
    pr.add_argument("--json", action="store_true")
    pr.add_argument("--disable", default="")
    pr.add_argument("--composer", choices=("enumerator", "ilp"), default="enumerator")
    _predict_file_options(pr)
    cp = sub.add_parser("compare", help="compare two --out prediction files (what changed, per set)")
    cp.add_argument("old")
    cp.add_argument("new")
    cp.add_argument("--json", action="store_true")
    cp.add_argument("--limit", type=int, default=20, help="changed pairs listed per kind (default 20)")
    from qreas.check_commands import add_parser as add_check_parser
    from qreas.suite.commands import add_parser as add_suite_parser

    add_check_parser(sub)

    add_suite_parser(sub)
    da = sub.add_parser("data", help="get the EQUATE test sets")
    dsub = da.add_subparsers(dest="data_command", required=True)
    fe = dsub.add_parser(
        "fetch", help="download the five EQUATE files (checksums verified), or import local copies"
    )
    fe.add_argument("--dir", help="data folder (default: $QREAS_DATA_DIR, else ~/.local/share/qreas/equate)")
    fe.add_argument("--from", dest="source", metavar="DIR", help="import local copies instead of downloading")
    fe.add_argument("--base-url", help="download from this mirror (default: the official LFS media URLs)")
    fe.add_argument("--sets", default="", help="comma-separated subset of the five sets")
    fe.add_argument("--quiet", action="store_true", help="no progress bar")
    return ap


def _batch_options(p: argparse.ArgumentParser) -> None:
    """Options of every run over files (``score`` and ``predict --file``)."""
    p.add_argument(
        "--dask", metavar="ADDRESS",
        help="decide the pairs on a Dask cluster: a scheduler address (tcp://host:8786) or local:N "
        "(N local worker processes); needs pip install 'qreas[dask]'",
    )  # fmt: skip
    p.add_argument(
        "--label-map", metavar="MAP",
        help="what non-name labels mean, e.g. 0=entailment,1=neutral,2=contradiction (default: none)",
    )  # fmt: skip


def _predict_file_options(p: argparse.ArgumentParser) -> None:
    """``qreas predict --file FILE... --out OUT.jsonl``: label files without gold labels."""
    p.add_argument(
        "--file", nargs="+", action="extend", metavar="FILE",
        help="label every row of these files (JSONL, CSV/TSV, Parquet; labels optional)",
    )  # fmt: skip
    p.add_argument("--out", help="with --file: write one JSON object per row here (default: stdout)")
    p.add_argument("--jobs", type=int, default=1, help="with --file: worker processes (same predictions)")
    p.add_argument("--strict", action="store_true", help="with --file: stop at the first bad row")
    p.add_argument("--quiet", action="store_true", help="with --file: no progress bar")
    p.add_argument("--no-cache", action="store_true", help="with --file: do not use the parse cache")
    p.add_argument("--cache-dir", help="with --file: parse cache folder")
    _batch_options(p)


def _config(disable: str, composer: str = "enumerator") -> Config:
    names = frozenset(x.strip() for x in disable.split(",") if x.strip())
    unknown = sorted(names - set(COMPONENTS))
    if unknown:
        raise UsageError(
            f"unknown component(s) for --disable: {', '.join(unknown)} (choose from {', '.join(COMPONENTS)})"
        )
    return Config(disabled=names, composer=composer)


def _atomic_write(path: Path, lines: Sequence[str]) -> None:
    """Write lines to ``path`` through a temporary file: never a half file."""
    store_atomic(path, ((line + "\n").encode("utf-8") for line in lines))


def _score_files(args: argparse.Namespace) -> list[str]:
    """The files to score; `equate` / ``--all`` expand to the five fetched sets."""
    files = list(args.files)
    if args.all and "equate" not in files:
        files.append("equate")
    if not files:
        raise UsageError("nothing to score: give FILEs, or `equate` / --all for the five EQUATE sets")
    out: list[str] = []
    for f in files:
        if f == "equate" and not Path(f).exists():
            from qreas.fetch import FetchError, locate
            from qreas.scoring import SET_ORDER

            data_dir = Path(args.data_dir) if args.data_dir else None
            try:
                out += [str(locate(name, data_dir)) for name in SET_ORDER]
            except FetchError as e:
                raise UsageError(str(e)) from e
        else:
            out.append(f)
    return out


def run_score(
    args: argparse.Namespace,
    reasoner_factory: Callable[[Config], Any] | None = None,
    stdout: TextIO | None = None,
    stderr: TextIO | None = None,
) -> int:
    stdout, stderr = stdout or sys.stdout, stderr or sys.stderr
    config = replace(_config(args.disable, args.composer), natlog=getattr(args, "natlog", "hybrid"))
    _check_jobs(args)
    try:
        datasets, bad_rows = read_files(
            _score_files(args), stderr, args.classes, args.strict, _label_map(args), labelled=True
        )
    except DatasetError as e:
        print(f"qreas: {e}", file=stderr)
        return 1 if isinstance(e, BadRowError) else 2  # a bad row, or an unreadable file
    t0 = time.perf_counter()
    pairs = pairs_of(datasets)
    if getattr(args, "predictions", None):
        results, missing = _external_results(args, datasets, stderr)
        bad_rows += missing
    else:
        reasoner = (reasoner_factory or _default_reasoner(args))(config)
        results = _run_pairs(args, reasoner, pairs, stderr)
        if results is None:
            return 130
    seconds = time.perf_counter() - t0
    scores: list[SetScore] = []
    records: list[dict[str, Any]] = []
    k = 0
    for ds in datasets:
        golds, preds, tags, patterns, phenomena = [], [], [], [], []
        errors = len(ds.bad_rows)
        classes = _classes(ds, results[k : k + len(ds.examples)], stderr)
        ds = replace(ds, classes=classes)
        for ex in ds.examples:
            result = results[k]
            k += 1
            if result is None:  # no prediction for it in --predictions: reported already
                errors += 1
                continue
            if isinstance(result, Exception):
                print(f"{ds.path}:{ex.line}: engine error: {result}", file=stderr)
                errors += 1
                bad_rows += 1
                continue
            assert ex.gold is not None  # read with labelled=True
            golds.append(ex.gold)
            preds.append(result.label)
            tags.append(result.tags)
            patterns.append(ex.pattern)
            phenomena.append(ex.phenomenon)
            # the full explanation only where a reader will look: the report's errors
            explain = bool(args.html) and not is_correct(ex.gold, result.label, ds.classes)
            records.append(row_record(ds, ex, result, explanation=explain))
        scores.append(
            score_set(ds.name, ds.path, ds.classes, golds, preds, errors, tags, patterns, phenomena)
        )
    if args.out:
        lines = [
            json.dumps({k: v for k, v in r.items() if k != "explanation"}, ensure_ascii=False)
            for r in records
        ]
        _atomic_write(Path(args.out), lines)
    if args.html:
        from qreas.report_html import render_html

        page = render_html(scores, records, title="qreas report", generated=_stamp(len(pairs), seconds))
        _atomic_write(Path(args.html), [page])
    fmt = "json" if args.json else args.format
    if fmt == "json":
        obj = {"sets": [s.to_dict() for s in scores], "seconds": round(seconds, 3)}
        print(json.dumps(obj), file=stdout)
    elif fmt == "csv":
        print(format_csv(scores), file=stdout)
    elif fmt == "markdown":
        print(format_markdown(scores), file=stdout)
    elif fmt == "latex":
        print(format_latex(scores), file=stdout)
    else:
        print(format_table(scores, details=True), file=stdout)
        print(f"\n{len(pairs)} pairs in {seconds:.1f}s", file=stdout)
    return 1 if bad_rows else 0


def _classes(ds: Any, results: Sequence[Any], stderr: TextIO) -> int:
    """A 3-class set whose predictions include the 2-class label is scored 2-class."""
    if ds.classes == 3 and any(getattr(r, "label", None) == NON_ENTAILMENT for r in results):
        print(f"qreas: {ds.name}: predictions are 2-class ({NON_ENTAILMENT}): scored 2-class", file=stderr)
        return 2
    return ds.classes


def _external_results(
    args: argparse.Namespace, datasets: Sequence[Any], stderr: TextIO
) -> tuple[list[Any], int]:
    """Labels from ``--predictions`` in the order of the data rows (``None`` where a row
    has none), and the number of bad rows reported (unreadable predictions, rows
    without a prediction)."""
    from qreas.predictions import match, read_predictions

    try:
        preds, bad = read_predictions(args.predictions, _label_map(args))
        per_set, missing, unused = match(datasets, preds, args.predictions)
    except DatasetError as e:
        raise UsageError(str(e)) from e
    for b in (*bad, *missing):
        print(str(b), file=stderr)
    if unused:
        print(f"qreas: {args.predictions}: {unused} prediction(s) matched no data row", file=stderr)
    return [r for rows in per_set for r in rows], len(bad) + len(missing)


# ------------------------------------------------- shared by score and predict --file


def _check_jobs(args: argparse.Namespace) -> None:
    if args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    if getattr(args, "dask", None):
        if args.jobs != 1:
            raise UsageError("--dask and --jobs exclude each other (Dask workers are the parallelism)")
        try:
            import qreas.dask  # noqa: F401 - the optional extra
        except ImportError as e:
            raise UsageError(str(e)) from e


def _label_map(args: argparse.Namespace) -> dict[str, str]:
    """``--label-map``, parsed by ``qreas.labels`` (a bad map is a usage error)."""
    try:
        return parse_label_map(getattr(args, "label_map", None))
    except LabelError as e:
        raise UsageError(str(e)) from e


def _default_reasoner(args: argparse.Namespace) -> Callable[[Config], Any]:
    def make(cfg: Config) -> Any:
        from qreas.reasoner import Reasoner

        return Reasoner(cfg, cache_dir=args.cache_dir, use_cache=not args.no_cache)

    return make


def _run_pairs(
    args: argparse.Namespace, reasoner: Any, pairs: Sequence[tuple[str, str]], stderr: TextIO
) -> list[Any] | None:
    """Every pair's result in input order, with a progress bar on a terminal; ``None``
    when interrupted (reported on ``stderr``; the caller writes nothing)."""
    done = [0]
    with pair_progress(stderr, args.quiet) as bar:

        def progress(n: int, total: int) -> None:
            done[0] = n
            bar(n, total)

        try:
            return predict_pairs(reasoner, pairs, args.jobs, getattr(args, "dask", None), progress)
        except (ConnectionError, ValueError) as e:  # --dask: no scheduler, or a bad local:N
            if not getattr(args, "dask", None):
                raise
            raise UsageError(str(e)) from e
        except KeyboardInterrupt:
            pass
    print(
        f"\nqreas: interrupted after {done[0]} of {len(pairs)} pairs; nothing written",
        file=stderr,
    )
    return None


def run_predict_files(
    args: argparse.Namespace,
    reasoner_factory: Callable[[Config], Any] | None = None,
    stdout: TextIO | None = None,
    stderr: TextIO | None = None,
) -> int:
    """``qreas predict --file FILE...``: label every row (gold labels optional); one
    ``--out`` row per pair (stdout without ``--out``). Exit status as for ``score``."""
    stdout, stderr = stdout or sys.stdout, stderr or sys.stderr
    config = _config(args.disable, args.composer)
    _check_jobs(args)
    if args.premise is not None:
        raise UsageError("give either PREMISE HYPOTHESIS or --file FILE..., not both")
    try:
        datasets, bad_rows = read_files(
            args.file, stderr, strict=args.strict, label_map=_label_map(args), labelled=False
        )
    except DatasetError as e:
        print(f"qreas: {e}", file=stderr)
        return 1 if isinstance(e, BadRowError) else 2
    reasoner = (reasoner_factory or _default_reasoner(args))(config)
    t0 = time.perf_counter()
    pairs = pairs_of(datasets)
    results = _run_pairs(args, reasoner, pairs, stderr)
    if results is None:
        return 130
    lines: list[str] = []
    counts: dict[str, int] = {}
    k = 0
    for ds in datasets:
        for ex in ds.examples:
            result = results[k]
            k += 1
            if isinstance(result, Exception):
                print(f"{ds.path}:{ex.line}: engine error: {result}", file=stderr)
                bad_rows += 1
                continue
            counts[result.label] = counts.get(result.label, 0) + 1
            lines.append(json.dumps(row_record(ds, ex, result), ensure_ascii=False))
    if args.out:
        _atomic_write(Path(args.out), lines)
        seconds = time.perf_counter() - t0
        tally = ", ".join(f"{label} {counts[label]}" for label in sorted(counts))
        print(f"{len(lines)} pairs labelled in {seconds:.1f}s ({tally}) -> {args.out}", file=stdout)
    else:
        for line in lines:
            print(line, file=stdout)
    return 1 if bad_rows else 0


def run_predict(args: argparse.Namespace, stdout: TextIO | None = None) -> int:
    from qreas.reasoner import Reasoner

    stdout = stdout or sys.stdout
    if args.file:
        return run_predict_files(args, stdout=stdout)
    if args.premise is None or args.hypothesis is None:
        raise UsageError("give PREMISE HYPOTHESIS, or --file FILE... to label the rows of files")
    if not args.premise.strip() or not args.hypothesis.strip():
        raise UsageError("premise and hypothesis must not be empty")
    reasoner = Reasoner(_config(args.disable, args.composer))
    if args.explain and not args.json:
        pred, proof = reasoner.prove(args.premise, args.hypothesis)
        print(pred.explain(), file=stdout)
        print("natural-logic proof (edits, lexical relation, contexts, projected, joined):", file=stdout)
        print("  " + proof.table().replace("\n", "\n  "), file=stdout)
        return 0
    pred = reasoner.predict(args.premise, args.hypothesis)
    if args.json:
        print(json.dumps(pred.to_dict(), ensure_ascii=False), file=stdout)
    elif args.explain:
        print(pred.explain(), file=stdout)
    else:
        print(pred.label, file=stdout)
    return 0


def _stamp(pairs: int, seconds: float) -> str:
    return f"qreas {__version__}: {pairs} pairs in {seconds:.1f}s"


def run_compare(args: argparse.Namespace, stdout: TextIO | None = None) -> int:
    from qreas.compare import PredictionFileError, compare, format_comparison, read_predictions

    stdout = stdout or sys.stdout
    try:
        result = compare(read_predictions(args.old), read_predictions(args.new))
    except PredictionFileError as e:
        raise UsageError(str(e)) from e
    if args.json:
        print(json.dumps(result.to_dict(), ensure_ascii=False), file=stdout)
    else:
        print(format_comparison(result, args.limit), file=stdout)
    return 0


def run_data(args: argparse.Namespace, stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    """``qreas data fetch``: exit 0 all sets stored, 1 some failed (the others are kept)."""
    from qreas.fetch import FetchError, default_data_dir, fetch, import_local

    stdout, stderr = stdout or sys.stdout, stderr or sys.stderr
    dest = Path(args.dir) if args.dir else default_data_dir()
    sets = [x.strip() for x in args.sets.split(",") if x.strip()] or None
    progress = ByteProgress(stderr, args.quiet)
    try:
        if args.source:
            results = import_local(Path(args.source), dest, sets=sets)
        else:
            results = fetch(dest, base_url=args.base_url, sets=sets, progress=progress)
        status = 0
    except FetchError as e:
        print(f"qreas: {e}", file=stderr)
        results, status = list(getattr(e, "results", [])), 1
    finally:
        progress.close()
    for r in results:
        note = "" if r.verified else "  (checksum not known: unverified)"
        print(f"{r.name:<12}{r.status:<12}{r.kind:<16}{r.path}{note}", file=stdout)
        if r.warning:
            print(f"qreas: {r.name}: {r.warning}", file=stderr)
    print(f"data folder: {dest}", file=stdout)
    return status


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:  # argparse: --help (0) or a usage error (2)
        return int(e.code or 0)
    try:
        if args.command == "score":
            return run_score(args)
        if args.command == "compare":
            return run_compare(args)
        if args.command == "data":
            return run_data(args)
        if args.command == "check":
            from qreas.check_commands import run as run_check

            return run_check(args)
        if args.command == "suite":
            from qreas.suite.commands import run as run_suite

            return run_suite(args)
        return run_predict(args)
    except (UsageError, ResourceError) as e:
        print(f"qreas: {e}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # `qreas suite list | head`: the reader has what it wanted
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error at exit
        return 0


if __name__ == "__main__":
    sys.exit(main())
