"""``python -m qreas``: the same command line as the ``qreas`` console script."""

import sys

from qreas.cli import main

if __name__ == "__main__":
    sys.exit(main())
