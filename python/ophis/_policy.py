"""The guard: decides which Python objects may become handles in the program.

The core shows the guard every Python object about to cross into the sandbox as a handle (an
attribute read, a call result, an item, an imported module, a tool's result). It raises
``ForbiddenAccess``, which ends the run uncatchably with its message, for:

- modules that are not authorized, or that are denied (os, sys, subprocess, ...) unless
  authorized by their exact name: ``Forbidden access to module: os``;
- dangerous functions (``eval``, ``exec``, ``os.system``, ...) unless the embedder handed them
  over as tools: ``Forbidden access to function: system``;
- builtin functions and methods bound to a denied module that is not authorized;
- module namespace dicts (``f_builtins``) of modules that are not authorized.
"""

from __future__ import annotations

import types
from collections.abc import Iterable

from ._ophis import DENIED_MODULES, ForbiddenAccess

#: smolagents' DANGEROUS_FUNCTIONS plus the other builtins that reach outside the sandbox.
DENIED_FUNCTIONS = frozenset(
    {
        "builtins.compile",
        "builtins.eval",
        "builtins.exec",
        "builtins.globals",
        "builtins.locals",
        "builtins.__import__",
        "builtins.open",
        "builtins.input",
        "builtins.breakpoint",
        "builtins.vars",
        "builtins.help",
        "os.popen",
        "os.system",
        "posix.system",
        "nt.system",
    }
)


def _authorized(name: str, authorized: list[str]) -> bool:
    """smolagents' check_import_authorized."""
    node: dict = {}
    for path in authorized:
        cur = node
        for part in path.split("."):
            cur = cur.setdefault(part, {})
    for part in name.split("."):
        if "*" in node:
            return True
        if part not in node:
            return False
        node = node[part]
    return True


#: The platform modules behind `os`.
_OS_PLATFORM_MODULES = frozenset({"posix", "nt"})


def _denied_module(name: str) -> bool:
    return any(name == d or name.startswith(d + ".") for d in DENIED_MODULES)


class Guard:
    """Callable guard for one interpreter: ``authorized_imports`` as given to it, ``tools`` the
    names of the functions the embedder handed over (a dangerous function passed as a tool
    stays usable, as in smolagents)."""

    def __init__(self, authorized_imports: Iterable[str], tools: Iterable[str] = ()):
        self.authorized = list(authorized_imports)
        self.tools = set(tools)

    def module_allowed(self, name: str) -> bool:
        # A denied module needs its exact name: `"*"` authorizes every module but those (the
        # core's rule, tests/security/imports__denied_even_if_authorized_star.py).
        if name in self.authorized:
            return True
        # `os` re-exports the functions of the platform module (`os.listdir` is
        # `posix.listdir`): authorizing `os` authorizes them.
        if name in _OS_PLATFORM_MODULES and self.module_allowed("os"):
            return True
        if _denied_module(name):
            return False
        return _authorized(name, self.authorized)

    def __call__(self, obj: object) -> None:
        if type(obj) is dict and obj.get("__spec__") is not None:
            # A module's namespace dict (a frame's `f_builtins`, `vars(module)`) is judged as
            # the module it belongs to: smolagents' rule.
            name = obj.get("__name__")
            if not isinstance(name, str) or not self.module_allowed(name):
                raise ForbiddenAccess(f"Forbidden access to module: {name}")
            return
        if isinstance(obj, types.ModuleType):
            name = getattr(obj, "__name__", "?")
            if not self.module_allowed(name):
                raise ForbiddenAccess(f"Forbidden access to module: {name}")
            return
        if isinstance(obj, (types.FunctionType, types.BuiltinFunctionType, types.BuiltinMethodType)):
            fname = getattr(obj, "__name__", "")
            module = getattr(obj, "__module__", None)
            if fname in self.tools:
                return
            if module is None and isinstance(obj, types.BuiltinMethodType):
                owner = getattr(obj, "__self__", None)
                if isinstance(owner, types.ModuleType):
                    module = owner.__name__
            if module and f"{module}.{fname}" in DENIED_FUNCTIONS:
                raise ForbiddenAccess(f"Forbidden access to function: {fname}")
            # Builtins are judged by DENIED_FUNCTIONS alone (len, sorted, ... are harmless).
            if module and module != "builtins" and _denied_module(module) and not self.module_allowed(module):
                raise ForbiddenAccess(f"Forbidden access to function: {fname}")
