"""`ophis.Sandbox`: the framework-neutral API over the `ophis._ophis` extension."""

from __future__ import annotations

import threading
import weakref
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from . import _audit, _hardening, _ophis, _proxy
from ._policy import Guard

#: Modules every sandbox may import (smolagents' ``BASE_BUILTIN_MODULES``).
BASE_BUILTIN_MODULES: list[str] = list(_ophis.BASE_BUILTIN_MODULES)


@dataclass(frozen=True)
class RunStats:
    """What one run cost."""

    operations: int
    wall_time: float
    """Seconds."""
    peak_memory: int
    """Bytes (approximate accounting of the program's objects)."""
    modules_imported: list[str] = field(default_factory=list)
    tool_calls: dict[str, int] = field(default_factory=dict)
    """Calls of the sandbox's functions, by name."""
    limit: str | None = None
    """The limit that ended the run, if one did (operations, while_iterations, timeout, memory,
    output, recursion, tool_calls, cancelled)."""

    @classmethod
    def _from(
        cls,
        d: Mapping[str, Any],
        tool_calls: Mapping[str, int] | None = None,
        limit: str | None = None,
    ) -> RunStats:
        return cls(
            d["operations"],
            d["wall_time"],
            d["peak_memory"],
            list(d.get("modules_imported", ())),
            dict(tool_calls or {}),
            limit,
        )


@dataclass(frozen=True)
class RunResult:
    """A successful run: the value of the program's last expression statement (None if it did
    not end with one), everything it printed, and its statistics."""

    value: Any
    output: str
    stats: RunStats


class SandboxError(Exception):
    """A run that failed. ``traceback`` is CPython's traceback text for an uncaught exception
    (the limit's or rule's message otherwise), ``line`` the line of the innermost frame."""

    def __init__(self, error: Mapping[str, Any], output: str, stats: RunStats):
        self.kind: str = error["kind"]
        self.type_name: str = error["type_name"]
        self.message: str = error["message"]
        # CPython's "Did you mean" name for a NameError or AttributeError (the traceback
        # shows it after the message), else None.
        self.suggestion: str | None = error.get("suggestion")
        self.line: int | None = error.get("line")
        self.traceback: str = error["traceback"]
        self.output = output
        self.stats = stats
        super().__init__(self._text())

    def _text(self) -> str:
        return self.traceback.rstrip("\n")


class SandboxSyntaxError(SandboxError):
    """The code does not parse."""

    def _text(self) -> str:
        return f"{self.type_name}: {self.message} (line {self.line})"


class SandboxException(SandboxError):
    """The program raised an exception it did not catch."""


class LimitExceeded(SandboxError):
    """A limit stopped the program (``kind`` names it: operations, while_iterations, timeout,
    memory, output, cancelled)."""


class ForbiddenError(SandboxError):
    """The program broke a sandbox rule (a forbidden import, function or attribute)."""


class InternalError(SandboxError):
    """A bug in ophis (reported, never a crash of the host process)."""


def _error_class(kind: str) -> type[SandboxError]:
    if kind == "syntax":
        return SandboxSyntaxError
    if kind == "exception":
        return SandboxException
    if kind == "forbidden":
        return ForbiddenError
    if kind == "internal":
        return InternalError
    return LimitExceeded


class Sandbox:
    """A sandboxed Python interpreter whose globals persist between runs.

    ``allowed_imports`` is added to :data:`BASE_BUILTIN_MODULES` (patterns as in smolagents:
    ``"numpy"``, ``"numpy.*"``, ``"*"``). Limits: ``max_operations`` evaluated operations per
    run, ``max_while_iterations`` per ``while`` loop, ``timeout`` seconds per run (None: none),
    ``max_memory`` bytes live, ``max_recursion_depth`` calls deep, ``max_output`` bytes
    printed. ``functions`` are Python callables the program can call by name.

    ``dunders`` is the dunder policy: ``"python"`` (the default) gives the program's own values
    every dunder attribute and method CPython has, except the interpreter's insides
    (``__globals__``, ``__code__``, ``__builtins__``, ``__closure__``, ``__traceback__``,
    ``__subclasses__``), which do not exist; ``"smolagents"`` keeps smolagents' refusals and
    lets only the harmless dunders through. Host objects are strict in both.

    A sandbox can be used from any thread; runs of one sandbox are serialized, and two
    sandboxes run in parallel (the GIL is released while ophis evaluates).
    """

    def __init__(
        self,
        allowed_imports: Iterable[str] = (),
        *,
        max_operations: int = 10_000_000,
        max_while_iterations: int = 1_000_000,
        timeout: float | None = 30.0,
        max_memory: int = 1 << 30,
        max_recursion_depth: int = 1000,
        max_output: int = 50_000_000,
        functions: Mapping[str, Callable[..., Any]] | None = None,
        dunders: str = "python",
        **hardening: Any,
    ):
        # The hardening options (as on ophis.LocalPythonExecutor): allowed_modules replaces the
        # default allowlist, allowed_builtins, max_execution_time (= timeout), max_memory_mb,
        # max_output_length, max_tool_calls, audit; max_operations and max_recursion_depth are
        # the keywords above.
        options = _hardening.Hardening.from_options(**hardening)
        self._hardening = options
        timeout = _hardening.resolve_timeout(timeout, options.max_execution_time, 30.0)
        if options.max_memory_mb is not None:
            max_memory = options.max_memory_mb << 20
        if options.max_output_length is not None:
            max_output = options.max_output_length
        self._tool_calls = _hardening.ToolCalls(options.max_tool_calls)
        base = BASE_BUILTIN_MODULES if options.allowed_modules is None else options.allowed_modules
        self.allowed_imports = sorted(set(base) | set(allowed_imports))
        self._guard = Guard(self.allowed_imports, (functions or {}).values())
        self._interp = _ophis.Interpreter(
            self.allowed_imports,
            guard=self._guard,
            host_import=True,
            max_operations=max_operations,
            max_while_iterations=max_while_iterations,
            timeout=timeout,
            max_memory=max_memory,
            max_recursion_depth=max_recursion_depth,
            max_output=max_output,
            allowed_builtins=options.allowed_builtins,
            dunders=dunders,
        )
        self._interp_id = self._interp.id
        weakref.finalize(self, _proxy.forget, self._interp_id)
        # Files host code may touch on the program's behalf (none unless granted).
        _audit.grant_paths(
            self,
            self._interp_id,
            options.allowed_paths,
            options.writable_paths,
            self.allowed_imports,
        )
        self._lock = threading.Lock()
        for name, func in (functions or {}).items():
            self.register(name, func)

    def register(self, name: str, func: Callable[..., Any]) -> None:
        """Makes ``func`` callable from the program as ``name``."""
        if not callable(func):
            raise TypeError(f"{name!r} is not callable")
        self._guard.tools.add(func)
        self._interp.register_function(name, self._tool_calls.wrap(name, func))

    def set(self, name: str, value: Any) -> None:
        """Sets a global of the program."""
        self._interp.set_global(name, value)

    def get(self, name: str, default: Any = None) -> Any:
        """Reads a global of the program."""
        if name not in self._interp.global_names():
            return default
        return self._interp.get_global(name)

    def names(self) -> list[str]:
        """The program's global names."""
        return self._interp.global_names()

    def cancel(self) -> None:
        """Stops the running program (from any thread)."""
        self._interp.cancel()

    def run(self, code: str, inputs: Mapping[str, Any] | None = None) -> RunResult:
        """Runs ``code`` after setting ``inputs`` as globals. Raises a :class:`SandboxError`
        subclass when the program fails."""
        for name, value in (inputs or {}).items():
            self._interp.set_global(name, value)
        self._tool_calls.reset()
        _proxy.record_source(self._interp_id, code)
        try:
            ok, payload, output, stats = _proxy.run_sealed(self._interp, code)
        finally:
            # The result is converted: later requests on the program's objects are the host's
            # own calls, each with a timeout of its own (until then they shared the run's).
            self._interp.end_call()
        self._tool_calls.absorb(stats)
        limit, refused, outcome = _hardening.outcome_of(ok, payload, self._tool_calls)
        st = RunStats._from(stats, self._tool_calls.counts, limit)
        if self._hardening.audit is not None:
            record = _hardening.make_record(stats, self._tool_calls, limit, refused)
            self._hardening.audit.emit(
                _hardening.audit_record(
                    code, record, outcome, text_limit=self._hardening.max_output_length
                )
            )
        if ok:
            return RunResult(payload, output, st)
        raise _error_class(payload["kind"])(payload, output, st)
