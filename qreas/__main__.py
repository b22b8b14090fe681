"""python -m qreas: the command line."""

import sys

from qreas.cli import main

sys.exit(main())
