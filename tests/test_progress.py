"""Progress bars: drawn by tqdm on a terminal only, never on a pipe or in a log."""

from __future__ import annotations

import io

from qreas.progress import ByteProgress, pair_progress


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def run(stream, quiet=False):
    with pair_progress(stream, quiet) as bar:
        for k in range(1, 6):
            bar(k, 5)
    return stream.getvalue()


def test_bar_on_a_terminal_only():
    shown = run(Terminal())
    assert "5/5" in shown and "pair" in shown
    assert run(io.StringIO()) == ""  # a pipe or a file: nothing
    assert run(Terminal(), quiet=True) == ""


def test_download_bars_per_file():
    term = Terminal()
    p = ByteProgress(term)
    p("AWPNLI", 500, 1000)
    p("AWPNLI", 1000, 1000)
    p.close()
    assert "AWPNLI" in term.getvalue() and "1.00k" in term.getvalue()
    pipe = io.StringIO()
    ByteProgress(pipe)("AWPNLI", 1000, 1000)
    assert pipe.getvalue() == ""
