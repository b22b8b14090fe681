"""The ``qreas`` command line: ``qreas score`` and ``qreas predict``.

Exit status of ``qreas score``:
- 0: every row was scored;
- 1: some rows were bad (each reported on stderr as ``FILE:LINE: reason`` and
  counted in ``errors``; the good rows are still scored and written), or, with
  ``--strict``, the first bad row stopped the run (nothing is scored or written);
- 2: usage error, or a file that cannot be read at all;
- 130: interrupted (Ctrl-C): the number of pairs done is reported, nothing is
  written (no ``--out`` file, not even a partial one).

Decisions:
- An empty file (no data rows) is reported as ``FILE:1: no data rows`` (status 1):
  scoring nothing is almost always a wrong path or a broken export.
- A pair on which the engine itself fails is a bad row: reported as
  ``FILE:LINE: engine error: Type: message``, counted in ``errors``, left out of the
  accuracy and of ``--out``. Scoring it as "neutral" would hide a bug behind a
  plausible label (and silently be "correct" on 2-class sets for non-entailment).
- Unlabeled files (no label column at all) are predicted and written to ``--out``
  with ``"gold": null``; their accuracy is ``null`` (JSON) / ``–`` (tables).
- Progress: a one-line ``\\r`` counter on stderr with rate and ETA, shown only when
  stderr is a terminal and ``--quiet`` is not given, so logs and pipes stay clean.
"""

from __future__ import annotations

import argparse
import inspect
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any, TextIO

from qreas import __version__
from qreas.config import COMPONENTS, Config
from qreas.datasets import BadRow, BadRowError, Dataset, DatasetError, Example, read_dataset
from qreas.scoring import SetScore, format_latex, format_markdown, format_table, score_set

EXIT_OK, EXIT_BAD_ROWS, EXIT_USAGE, EXIT_INTERRUPTED = 0, 1, 2, 130

# Builds the engine from the run's Config; tests pass a fake one.
ReasonerFactory = Callable[[Config], Any]


class UsageError(Exception):
    """A mistake in the command line (exit status 2)."""


# ------------------------------------------------------------------ arguments


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="qreas",
        description="Symbolic quantitative reasoning for NLI (a Q-REAS re-implementation).",
    )
    ap.add_argument("--version", action="version", version=f"qreas {__version__}")
    engine = argparse.ArgumentParser(add_help=False)
    engine.add_argument(
        "--disable", default="", metavar="COMPONENTS",
        help=f"comma-separated components to switch off: {','.join(COMPONENTS)}",
    )  # fmt: skip
    engine.add_argument(
        "--composer", choices=("enumerator", "ilp"), default="enumerator",
        help="equation search: exhaustive enumerator (default) or the paper's ILP (slower)",
    )  # fmt: skip
    engine.add_argument("--no-cache", action="store_true", help="do not use the parse cache")
    engine.add_argument(
        "--cache-dir", metavar="DIR",
        help="parse cache folder (default: $QREAS_CACHE_DIR or ~/.cache/qreas)",
    )  # fmt: skip
    sub = ap.add_subparsers(dest="command", required=True, metavar="COMMAND")
    sc = sub.add_parser(
        "score", parents=[engine], help="score EQUATE-format files (JSONL or CSV/TSV)",
        description="Predict every row of each FILE with one engine and print the accuracy "
        "(official EQUATE scoring). Exit status: 0 all rows scored, 1 some rows bad, "
        "2 usage error or unreadable file, 130 interrupted.",
    )  # fmt: skip
    sc.add_argument("files", nargs="+", metavar="FILE")
    sc.add_argument("--out", metavar="FILE", help="write one JSON object per scored row")
    sc.add_argument("--json", action="store_true", help="print the scores as one JSON object")
    sc.add_argument(
        "--format", choices=("table", "json", "markdown", "latex"), default="table",
        help="how to print the scores (markdown/latex: the EQUATE paper's Table 6 layout)",
    )  # fmt: skip
    sc.add_argument("--jobs", type=int, default=1, metavar="N", help="worker processes")
    sc.add_argument(
        "--classes", type=int, choices=(2, 3),
        help="classes for files not named after an EQUATE set (default 3)",
    )  # fmt: skip
    sc.add_argument("--strict", action="store_true", help="stop at the first bad row")
    sc.add_argument("--quiet", action="store_true", help="no progress counter")
    pr = sub.add_parser("predict", parents=[engine], help="label one premise/hypothesis pair")
    pr.add_argument("premise")
    pr.add_argument("hypothesis")
    pr.add_argument("--explain", action="store_true", help="show quantities and equations")
    pr.add_argument("--json", action="store_true", help="print the prediction as JSON")
    return ap


def parse_disable(text: str) -> frozenset[str]:
    """``"verbal, composer"`` -> the component names, checked against COMPONENTS (a
    typo must not silently run the full system in an ablation)."""
    names = frozenset(x.strip() for x in text.split(",") if x.strip())
    unknown = sorted(names - set(COMPONENTS))
    if unknown:
        raise UsageError(
            f"unknown component(s) for --disable: {', '.join(unknown)} "
            f"(choose from {', '.join(COMPONENTS)})"
        )
    return names


def _config(args: argparse.Namespace) -> Config:
    return Config(disabled=parse_disable(args.disable), composer=args.composer)


def _default_factory(args: argparse.Namespace) -> ReasonerFactory:
    def make(config: Config) -> Any:
        from qreas.reasoner import Reasoner  # spaCy is imported only when needed

        return Reasoner(config, cache_dir=args.cache_dir, use_cache=not args.no_cache)

    return make


# ------------------------------------------------------------------ helpers


class Progress:
    """A one-line ``\\r`` counter on stderr: pairs done, rate, ETA (terminals only)."""

    def __init__(self, stream: TextIO, enabled: bool, interval: float = 0.2) -> None:
        self.stream = stream
        self.enabled = enabled and _isatty(stream)
        self.interval = interval
        self.start = time.perf_counter()
        self.last = -interval
        self.shown = False

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled:
            return
        now = time.perf_counter() - self.start
        if now - self.last < self.interval and done < total:
            return
        self.last = now
        self.stream.write("\r" + progress_line(done, total, now))
        self.shown = True
        if done >= total:
            self.close()
        self.stream.flush()

    def close(self) -> None:
        """End the counter's line so the next message starts on a fresh one."""
        if self.shown:
            self.stream.write("\n")
            self.stream.flush()
            self.shown = False


def progress_line(done: int, total: int, elapsed: float) -> str:
    """``"  120/9702 pairs   1.2%   35.1/s  eta 4m33s"``: the counter's text."""
    rate = done / elapsed if elapsed > 0 else 0.0
    pct = 100 * done / total if total else 100.0
    eta = _duration((total - done) / rate) if rate > 0 else "?"
    width = len(str(total))
    return f"{done:>{width}}/{total} pairs {pct:5.1f}% {rate:7.1f}/s  eta {eta:<8}"


def _duration(seconds: float) -> str:
    s = round(seconds)
    if s < 60:
        return f"{s}s"
    if s < 3600:
        return f"{s // 60}m{s % 60:02d}s"
    return f"{s // 3600}h{s % 3600 // 60:02d}m"


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # no isatty, or a closed stream
        return False


def atomic_write_lines(path: str | Path, lines: Iterable[str]) -> None:
    """Write to a temporary file beside ``path``, then rename over it: a reader (or an
    interrupted run) sees either the old file or the complete new one, never half."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            for line in lines:
                f.write(line + "\n")
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def out_record(dataset: Dataset, example: Example, prediction: Any) -> dict[str, object]:
    """One ``--out`` line: the row, its gold label and what the engine said and why."""
    return {
        "set": dataset.name,
        "index": example.index,
        "premise": example.premise,
        "hypothesis": example.hypothesis,
        "gold": example.gold,
        "prediction": prediction.label,
        "justifications": [j.to_dict() for j in prediction.justifications],
    }


def _accepts_errors(reasoner: Any) -> bool:
    try:
        params = inspect.signature(reasoner.predict_many).parameters
    except (TypeError, ValueError):
        return False
    return "errors" in params or any(p.kind is p.VAR_KEYWORD for p in params.values())


def predict_all(
    reasoner: Any,
    pairs: Sequence[tuple[str, str]],
    jobs: int,
    progress: Callable[[int, int], None] | None,
) -> list[Any]:
    """One result per pair, in order: a Prediction, or the exception the engine raised
    on that pair. Uses ``predict_many(errors="collect")`` when the engine offers it;
    otherwise, if the batch fails, pairs are redone one by one to find the culprits."""
    if _accepts_errors(reasoner):
        results = list(reasoner.predict_many(pairs, jobs=jobs, progress=progress, errors="collect"))
    else:
        try:
            results = list(reasoner.predict_many(pairs, jobs=jobs, progress=progress))
        except Exception:  # noqa: BLE001 - isolate the failing pair(s) below
            results = []
            for k, (premise, hypothesis) in enumerate(pairs):
                try:
                    results.append(reasoner.predict(premise, hypothesis))
                except Exception as e:  # noqa: BLE001 - reported per row by the caller
                    results.append(e)
                if progress is not None:
                    progress(k + 1, len(pairs))
    if len(results) != len(pairs):
        raise RuntimeError(f"engine returned {len(results)} results for {len(pairs)} pairs")
    return results


def _engine_error(ds: Dataset, ex: Example, error: BaseException) -> BadRow:
    message = " ".join(str(error).split()) or "(no message)"
    return BadRow(ds.path, ex.line, f"engine error: {type(error).__name__}: {message}")


# ------------------------------------------------------------------ commands


def _read_all(args: argparse.Namespace, stderr: TextIO) -> tuple[list[Dataset], int]:
    """Read every file first (a typo in the last path should not cost a long run);
    report bad rows as they are found. Returns the datasets and the bad-row count."""
    datasets: list[Dataset] = []
    bad = 0
    for f in args.files:
        ds = read_dataset(f, classes=args.classes, strict=args.strict)
        if not ds.examples and not ds.bad_rows:
            empty = BadRow(ds.path, 1, "no data rows")
            if args.strict:
                raise BadRowError(empty)
            ds = Dataset(ds.name, ds.path, ds.classes, (), (empty,))
        for b in ds.bad_rows:
            print(b, file=stderr)
        bad += len(ds.bad_rows)
        datasets.append(ds)
    return datasets, bad


def _check_out(out: str | None) -> None:
    if out is None:
        return
    p = Path(out)
    if p.is_dir():
        raise UsageError(f"--out {out}: is a directory")
    parent = next((d for d in (p.parent, *p.parent.parents) if d.exists()), None)
    if parent is not None and not parent.is_dir():
        raise UsageError(f"--out {out}: {parent} is not a directory")


def _render(fmt: str, scores: list[SetScore], seconds: float, pairs: int) -> str:
    if fmt == "json":
        obj = {"sets": [s.to_dict(tags=False) for s in scores], "seconds": round(seconds, 3)}
        return json.dumps(obj, ensure_ascii=False)
    if fmt == "markdown":
        return format_markdown(scores)
    if fmt == "latex":
        return format_latex(scores)
    return f"{format_table(scores)}\n{pairs} pairs in {seconds:.1f}s"


def run_score(
    args: argparse.Namespace,
    reasoner_factory: ReasonerFactory | None = None,
    stdout: TextIO | None = None,
    stderr: TextIO | None = None,
) -> int:
    """``qreas score``; returns the exit status (streams resolved at call time so
    tests can capture them)."""
    stdout, stderr = stdout or sys.stdout, stderr or sys.stderr
    try:
        config = _config(args)
        if args.jobs < 1:
            raise UsageError("--jobs must be at least 1")
        _check_out(args.out)
    except UsageError as e:
        print(f"qreas: {e}", file=stderr)
        return EXIT_USAGE
    bar = Progress(stderr, not args.quiet)
    done, total = [0], 0

    def progress(n: int, of: int) -> None:
        done[0] = n
        bar(n, of)

    try:
        try:
            datasets, bad = _read_all(args, stderr)
        except BadRowError as e:
            print(f"qreas: {e} (--strict: stopped)", file=stderr)
            return EXIT_BAD_ROWS
        except DatasetError as e:
            print(f"qreas: {e}", file=stderr)
            return EXIT_USAGE
        pairs = [(ex.premise, ex.hypothesis) for ds in datasets for ex in ds.examples]
        total = len(pairs)
        reasoner = (reasoner_factory or _default_factory(args))(config)
        t0 = time.perf_counter()
        if total:
            bar(0, total)
        results = predict_all(reasoner, pairs, args.jobs, progress) if pairs else []
        seconds = time.perf_counter() - t0
        bar.close()

        scores: list[SetScore] = []
        records: list[str] = []
        k = 0
        for ds in datasets:
            part = results[k : k + len(ds.examples)]
            k += len(ds.examples)
            for ex, result in zip(ds.examples, part, strict=True):
                if isinstance(result, BaseException):
                    bad += 1
                    print(_engine_error(ds, ex, result), file=stderr)
                    if args.strict:
                        print("qreas: --strict: stopped", file=stderr)
                        return EXIT_BAD_ROWS
                elif args.out:
                    records.append(json.dumps(out_record(ds, ex, result), ensure_ascii=False))
            scores.append(score_set(ds, part))
        status = EXIT_BAD_ROWS if bad else EXIT_OK
        if args.out:
            try:
                atomic_write_lines(args.out, records)
            except OSError as e:
                print(f"qreas: cannot write --out {args.out}: {e.strerror or e}", file=stderr)
                status = EXIT_USAGE
        print(_render("json" if args.json else args.format, scores, seconds, total), file=stdout)
        return status
    except KeyboardInterrupt:
        bar.close()
        print(
            f"qreas: interrupted after {done[0]} of {total} pairs; nothing written",
            file=stderr,
        )
        return EXIT_INTERRUPTED


def run_predict(
    args: argparse.Namespace,
    reasoner_factory: ReasonerFactory | None = None,
    stdout: TextIO | None = None,
    stderr: TextIO | None = None,
) -> int:
    """``qreas predict``: the label, the explanation (``--explain``) or JSON."""
    stdout, stderr = stdout or sys.stdout, stderr or sys.stderr
    try:
        config = _config(args)
        if not args.premise.strip() or not args.hypothesis.strip():
            raise UsageError("premise and hypothesis must not be empty")
    except UsageError as e:
        print(f"qreas: {e}", file=stderr)
        return EXIT_USAGE
    try:
        reasoner = (reasoner_factory or _default_factory(args))(config)
        pred = reasoner.predict(args.premise, args.hypothesis)
    except KeyboardInterrupt:
        print("qreas: interrupted", file=stderr)
        return EXIT_INTERRUPTED
    if args.json:
        print(json.dumps(pred.to_dict(), ensure_ascii=False), file=stdout)
    elif args.explain:
        print(pred.explain(), file=stdout)
    else:
        print(pred.label, file=stdout)
    return EXIT_OK


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``qreas`` console script; returns the exit status."""
    parser = _parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:  # argparse: --help / --version (0) or a usage error (2)
        return e.code if isinstance(e.code, int) else (0 if e.code is None else EXIT_USAGE)
    if args.command == "score":
        return run_score(args)
    return run_predict(args)


if __name__ == "__main__":
    sys.exit(main())
