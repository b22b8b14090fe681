"""The built-in derivers (``qreas.natlog.derived``), one module per construction.

Importing this package registers them; ``derived.registered()`` lists them by name.
"""

from qreas.natlog.derivers import shares  # noqa: F401
from qreas.natlog.derivers import holders  # noqa: F401
from qreas.natlog.derivers import kinds  # noqa: F401
from qreas.natlog.derivers import complement  # noqa: F401
from qreas.natlog.derivers import people  # noqa: F401
from qreas.natlog.derivers import remainders  # noqa: F401
