"""Pattern modules, one per phenomenon (or family); importing this package registers
every pattern. Modules are found by name, so adding a file adds its patterns."""

import importlib
import pkgutil

for _info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
    importlib.import_module(f"{__name__}.{_info.name}")
