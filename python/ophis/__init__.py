"""ophis: a sandboxed Python interpreter written in Rust.

``ophis.Sandbox`` is the framework-neutral API; ``ophis.LocalPythonExecutor`` and
``ophis.evaluate_python_code`` are drop-ins for smolagents' (see ``ophis.smolagents``).
"""

from . import _audit
from ._ophis import Interpreter, Opaque
from ._policy import ALLOWED_GLOBAL_SETTERS, GLOBAL_SETTERS
from .sandbox import (
    BASE_BUILTIN_MODULES,
    ForbiddenError,
    InternalError,
    LimitExceeded,
    RunResult,
    RunStats,
    Sandbox,
    SandboxError,
    SandboxException,
    SandboxSyntaxError,
)

__all__ = [
    "ALLOWED_GLOBAL_SETTERS",
    "GLOBAL_SETTERS",
    "BASE_BUILTIN_MODULES",
    "ForbiddenError",
    "InternalError",
    "Interpreter",
    "LimitExceeded",
    "LocalPythonExecutor",
    "Opaque",
    "RunResult",
    "RunStats",
    "Sandbox",
    "SandboxError",
    "SandboxException",
    "SandboxSyntaxError",
    "evaluate_python_code",
]


# Host code the program reaches runs confined from the first sandbox on (see ophis._audit).
_audit.install()


def __getattr__(name: str):
    # The smolagents drop-ins live in their own module, imported on first use: importing
    # smolagents (which ophis.smolagents does when it is installed) takes a while.
    if name in ("LocalPythonExecutor", "evaluate_python_code"):
        from . import smolagents

        return getattr(smolagents, name)
    raise AttributeError(f"module 'ophis' has no attribute {name!r}")
