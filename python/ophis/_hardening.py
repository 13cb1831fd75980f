"""Hardening options shared by ``ophis.LocalPythonExecutor`` and ``ophis.Sandbox``: option
validation, per-call tool-call counting, per-call statistics and the audit trail.

Everything the options promise is enforced by the interpreter itself (imports, builtins,
limits) or by the host functions ophis registers (tool calls); this module only turns the
options into that configuration and reports what happened.
"""

from __future__ import annotations

import json
import logging
import os
import reprlib
import threading
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

from . import _audit, _ophis

#: The option names, for messages and for ``ophis run`` parity.
OPTION_NAMES = (
    "allowed_modules",
    "allowed_builtins",
    "max_execution_time",
    "max_memory_mb",
    "max_output_length",
    "max_operations",
    "max_recursion_depth",
    "max_tool_calls",
    "audit",
    "allowed_paths",
    "writable_paths",
)


def _positive_int(name: str, value: Any) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise ValueError(f"{name} must be a positive integer, not {value!r}")
    return value


def _positive_number(name: str, value: Any) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not value > 0:
        raise ValueError(f"{name} must be a positive number of seconds, not {value!r}")
    return float(value)


def _names(name: str, value: Any) -> list[str] | None:
    if value is None:
        return None
    if isinstance(value, str) or not isinstance(value, Iterable):
        raise TypeError(f"{name} must be a list of names, not {value!r}")
    names = list(value)
    for n in names:
        if not isinstance(n, str) or not n:
            raise TypeError(f"{name} must contain non-empty strings, not {n!r}")
    return names


class AuditSink:
    """Where audit records go: a callable, a logger (by name), or a JSON-lines file."""

    def __init__(self, target: Any):
        self._lock = threading.Lock()
        self._callback: Callable[[dict], Any] | None = None
        self._logger: logging.Logger | None = None
        self._path: str | None = None
        if callable(target):
            self._callback = target
        elif isinstance(target, (str, os.PathLike)):
            text = os.fspath(target)
            if text.endswith(".jsonl") or os.sep in text:
                self._path = text
            else:
                self._logger = logging.getLogger(text)
        elif isinstance(target, logging.Logger):
            self._logger = target
        else:
            raise TypeError(
                "audit must be a callable, a logging.Logger or logger name, or a path ending in .jsonl, "
                f"not {target!r}"
            )

    def emit(self, record: dict) -> None:
        if self._callback is not None:
            self._callback(record)
            return
        line = json.dumps(record, ensure_ascii=False, default=repr)
        if self._logger is not None:
            self._logger.info(line)
            return
        with self._lock, open(self._path, "a", encoding="utf-8") as f:  # type: ignore[arg-type]
            f.write(line + "\n")


@dataclass
class Hardening:
    """The validated hardening options of one executor or sandbox."""

    allowed_modules: list[str] | None = None
    allowed_builtins: list[str] | None = None
    max_execution_time: float | None = None
    max_memory_mb: int | None = None
    max_output_length: int | None = None
    max_operations: int | None = None
    max_recursion_depth: int | None = None
    max_tool_calls: int | None = None
    audit: AuditSink | None = None
    #: Paths host code may read (and, for writable_paths, write) on the program's behalf.
    allowed_paths: list[str] | None = None
    writable_paths: list[str] | None = None

    @classmethod
    def from_options(cls, **options: Any) -> Hardening:
        if not options:
            # Every option absent (the common case, once per executor).
            return cls()
        unknown = set(options) - set(OPTION_NAMES)
        if unknown:
            raise TypeError(f"unknown option(s): {', '.join(sorted(unknown))}")
        audit = options.get("audit")
        return cls(
            allowed_modules=_names("allowed_modules", options.get("allowed_modules")),
            allowed_builtins=_names("allowed_builtins", options.get("allowed_builtins")),
            max_execution_time=_positive_number(
                "max_execution_time", options.get("max_execution_time")
            ),
            max_memory_mb=_positive_int("max_memory_mb", options.get("max_memory_mb")),
            max_output_length=_positive_int("max_output_length", options.get("max_output_length")),
            max_operations=_positive_int("max_operations", options.get("max_operations")),
            max_recursion_depth=_positive_int(
                "max_recursion_depth", options.get("max_recursion_depth")
            ),
            max_tool_calls=_positive_int("max_tool_calls", options.get("max_tool_calls")),
            audit=None if audit is None else AuditSink(audit),
            allowed_paths=_audit._path_list("allowed_paths", options.get("allowed_paths")) or None,
            writable_paths=_audit._path_list("writable_paths", options.get("writable_paths"))
            or None,
        )

    def limit_overrides(self) -> dict[str, Any]:
        """Keyword arguments for ``_ophis.Interpreter.set_limits`` (only the options given)."""
        out: dict[str, Any] = {}
        if self.max_memory_mb is not None:
            out["max_memory"] = self.max_memory_mb << 20
        if self.max_output_length is not None:
            out["max_output"] = self.max_output_length
        if self.max_recursion_depth is not None:
            out["max_recursion_depth"] = self.max_recursion_depth
        if self.max_operations is not None:
            out["max_operations"] = self.max_operations
        return out


def resolve_timeout(
    timeout_seconds: float | None, max_execution_time: float | None, default: float | None
) -> float | None:
    """``max_execution_time`` is ``timeout_seconds`` under the hardening guides' name: giving
    both with different values is a mistake, reported at construction."""
    if max_execution_time is None:
        return timeout_seconds
    if (
        timeout_seconds is not None
        and timeout_seconds != default
        and float(timeout_seconds) != max_execution_time
    ):
        raise ValueError(
            f"timeout_seconds={timeout_seconds!r} and max_execution_time={max_execution_time!r} disagree: "
            "give one of them (they are the same limit)"
        )
    return max_execution_time


class ToolCallLimit(_ophis.StopRun):
    """Raised inside a tool wrapper when the run has used up ``max_tool_calls``: ends the run,
    uncatchably (no ``except`` in the program sees it)."""


class ToolCalls:
    """Counts the calls of tools and managed agents during one run, and stops the run at the
    configured maximum before the call that would exceed it reaches the tool."""

    def __init__(self, limit: int | None):
        self.limit = limit
        self.counts: dict[str, int] = {}
        self.refused: str | None = None
        #: The tools handed out by `wrap` (whose calls `absorb` takes from the run's stats).
        self.names: set[str] = set()

    def reset(self) -> None:
        self.counts = {}
        self.refused = None

    def absorb(self, stats: Mapping[str, Any]) -> None:
        """Takes this run's tool calls from the interpreter's statistics when no wrapper
        counted them (no limit)."""
        if self.limit is None:
            host_calls = stats.get("host_calls") or {}
            self.counts = {name: n for name, n in host_calls.items() if name in self.names}

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    def wrap(self, name: str, func: Callable[..., Any]) -> Callable[..., Any]:
        """The callable to register as the tool `name`: `func` itself when there is no limit
        (the interpreter counts the calls of its host functions, and `absorb` reads them after
        the run: a Python wrapper cost ~0.6 us per call), else a wrapper that counts and
        refuses the call that would exceed the limit before it reaches the tool."""
        self.names.add(name)
        if self.limit is None:
            return func

        def counted(*args: Any, **kwargs: Any) -> Any:
            if self.limit is not None and self.total >= self.limit:
                self.refused = name
                raise ToolCallLimit(
                    f"Tool call limit exceeded: this run may call tools and managed agents at most "
                    f"{self.limit} time(s); refused a call of '{name}'"
                )
            self.counts[name] = self.counts.get(name, 0) + 1
            return func(*args, **kwargs)

        counted.__name__ = getattr(func, "__name__", name)
        counted.__doc__ = getattr(func, "__doc__", None)
        counted.__wrapped__ = func  # type: ignore[attr-defined]
        return counted


@dataclass(frozen=True)
class RunRecord:
    """What one call of the executor (or one ``Sandbox.run``) did.

    ``limit`` names the limit that ended the run (``operations``, ``while_iterations``,
    ``timeout``, ``memory``, ``output``, ``recursion``, ``tool_calls``, ``cancelled``), or is
    None; ``refused`` lists the actions the sandbox refused (a blocked import, a forbidden
    attribute, function or builtin, a limit), each with its line.
    """

    operations: int
    wall_time: float
    peak_memory: int
    tool_calls: dict[str, int] = field(default_factory=dict)
    modules_imported: list[str] = field(default_factory=list)
    limit: str | None = None
    refused: list[dict[str, Any]] = field(default_factory=list)
    #: The final answer's text (its ``repr``), cut to ``max_output_length`` characters (500
    #: without it) with a note saying so; None when the call gave no final answer. The answer
    #: itself is returned to the caller whole: it is the agent's result.
    final_answer: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def outcome_of(
    ok: bool, payload: Any, tool_calls: ToolCalls
) -> tuple[str | None, list[dict[str, Any]], dict[str, Any]]:
    """From ``_ophis.Interpreter.run``'s result: the limit that ended the run (if any), the
    refused actions, and the outcome part of an audit record."""
    if ok:
        return None, [], {"status": "ok", "value_type": type(payload).__name__}
    kind = payload.get("kind")
    line = payload.get("module_line") or payload.get("line")
    error = {
        "status": "error",
        "kind": kind,
        "type": payload.get("type_name"),
        "message": payload.get("message"),
        "line": payload.get("line"),
    }
    limit: str | None = None
    refused: list[dict[str, Any]] = []
    if tool_calls.refused is not None:
        limit = "tool_calls"
        refused.append(
            {
                "action": "tool_call",
                "name": tool_calls.refused,
                "reason": "max_tool_calls",
                "line": line,
            }
        )
    elif kind == "forbidden":
        message = payload.get("message") or ""
        action = "import" if message.startswith("Import of ") else "forbidden_access"
        refused.append({"action": action, "message": message, "line": payload.get("line")})
    elif kind in (
        "operations",
        "while_iterations",
        "timeout",
        "memory",
        "output",
        "cancelled",
        "interrupted",
    ):
        limit = kind
        refused.append(
            {
                "action": "limit",
                "limit": kind,
                "message": payload.get("message"),
                "line": payload.get("line"),
            }
        )
    elif kind == "exception" and payload.get("type_name") in ("MemoryError", "RecursionError"):
        # The memory and recursion limits raise Python exceptions first (as CPython would);
        # an uncaught one is the limit ending the run.
        limit = "memory" if payload.get("type_name") == "MemoryError" else "recursion"
        refused.append(
            {
                "action": "limit",
                "limit": limit,
                "message": payload.get("message"),
                "line": payload.get("line"),
            }
        )
    return limit, refused, error


def audit_record(
    code: str,
    record: RunRecord,
    outcome: dict[str, Any],
    final_answer: Any = None,
    is_final: bool = False,
    text_limit: int | None = None,
) -> dict[str, Any]:
    """The JSON-serializable audit record of one call. The texts that come from the program
    (the final answer's text, an error's message) are cut to `text_limit` characters
    (``max_output_length``, else :data:`RECORD_TEXT_LIMIT`), with a note saying so."""
    limit = record_text_limit(text_limit)
    out = dict(outcome)
    if is_final:
        text = (
            record.final_answer
            if record.final_answer is not None
            else final_answer_text(final_answer, limit)
        )
        out = {"status": "final_answer", "value_type": type(final_answer).__name__, "value": text}
    elif isinstance(out.get("message"), str):
        # The core has cut the program's message to max_output with its own note; the
        # executor's wording (the failing statement) comes on top of it, and a record keeps
        # at most MESSAGE_ROOM characters of that.
        out["message"] = cap_text(out["message"], limit + MESSAGE_ROOM)
    return {
        "time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime()) + "Z",
        "code": code,
        "stats": {
            "operations": record.operations,
            "wall_time": record.wall_time,
            "peak_memory": record.peak_memory,
            "tool_calls": dict(record.tool_calls),
            "modules_imported": list(record.modules_imported),
            "limit": record.limit,
        },
        "outcome": out,
        "refused": list(record.refused),
    }


#: The default cut of the program's texts in `last_run` and audit records, in characters,
#: when no ``max_output_length`` is given.
RECORD_TEXT_LIMIT = 500


#: Characters a record's error message may have beyond the text limit: the core's note of
#: its own cut and the executor's wording around the message.
MESSAGE_ROOM = 1000


def record_text_limit(max_output_length: int | None) -> int:
    """How many characters of a program's text a record keeps."""
    return RECORD_TEXT_LIMIT if max_output_length is None else max_output_length


def cap_text(text: str, limit: int, total: int | None = None) -> str:
    """`text` cut to its first `limit` characters, with a note saying it was cut and how long
    it was (`total`, when the caller knows a length `text` itself does not show)."""
    total = len(text) if total is None else total
    if len(text) <= limit and total <= limit:
        return text
    return f"{text[:limit]}... [cut: {total} characters in all, the first {limit} kept]"


class _BoundedRepr(reprlib.Repr):
    """``repr`` whose work is bounded by the record's cut: strings and bytes are sliced before
    they are quoted, containers show their first items, and objects of the sandbox (proxies of
    its instances, functions, classes, generators) are named by type without asking the
    interpreter anything: the call is over, and their ``__repr__`` is the program's code."""

    def __init__(self, limit: int):
        super().__init__()
        self.maxstring = self.maxother = self.maxlong = max(limit, 16)
        self.maxlevel = 4
        self.maxlist = self.maxtuple = self.maxdict = self.maxset = self.maxfrozenset = (
            self.maxdeque
        ) = self.maxarray = 50

    def repr1(self, x: Any, level: int) -> str:
        if isinstance(x, str) and type(x) is not str:
            # A str subclass (smolagents' AgentText) quoted as the str it is, sliced first.
            x = str.__getitem__(x, slice(0, self.maxstring + 1))
        elif isinstance(x, (bytes, bytearray)) and type(x) not in (bytes, bytearray):
            x = bytes(x[: self.maxstring + 1])
        return super().repr1(x, level)

    def repr_instance(self, x: Any, level: int) -> str:
        if _is_sandbox_object(x):
            return f"<sandbox {_type_name(x)}>"
        try:
            text = repr(x)
        except Exception:  # noqa: BLE001 - a host object's repr may fail; the record must not
            return f"<{_type_name(x)}>"
        return text if len(text) <= self.maxother else text[: self.maxother] + "..."


def _type_name(x: Any) -> str:
    try:
        return str(type(x).__name__)
    except Exception:  # noqa: BLE001
        return "object"


def _is_sandbox_object(x: Any) -> bool:
    from . import _proxy

    try:
        return (
            isinstance(x, _ophis.SandboxObject)
            or _proxy.unwrap(x) is not None
            or isinstance(type(x), _proxy.SandboxClass)
        )
    except Exception:  # noqa: BLE001
        return True


def final_answer_text(value: Any, limit: int = RECORD_TEXT_LIMIT) -> str:
    """The text of a final answer for `last_run` and the audit records: its ``repr``, cut to
    `limit` characters with a note saying so, computed with bounded work (a 50 MB answer is
    never quoted whole). The value itself is the agent's result and goes to the caller as is."""
    if isinstance(value, str):
        # Quoted from a slice: the answer's own length says how much was cut.
        text = repr(str.__getitem__(value, slice(0, limit)))
        return cap_text(text, limit, len(value) + 2) if len(value) > limit else text
    if isinstance(value, (bytes, bytearray)):
        text = repr(bytes(value[:limit]))
        return cap_text(text, limit, len(value) + 3) if len(value) > limit else text
    try:
        text = _BoundedRepr(limit).repr(value)
    except Exception:  # noqa: BLE001
        text = f"<{_type_name(value)}>"
    return cap_text(text, limit)


def make_record(
    stats: Mapping[str, Any],
    tool_calls: ToolCalls,
    limit: str | None,
    refused: list[dict[str, Any]],
    final_answer_repr: str | None = None,
) -> RunRecord:
    return RunRecord(
        operations=int(stats.get("operations", 0)),
        wall_time=float(stats.get("wall_time", 0.0)),
        peak_memory=int(stats.get("peak_memory", 0)),
        tool_calls=dict(tool_calls.counts),
        modules_imported=list(stats.get("modules_imported", ())),
        limit=limit,
        refused=refused,
        final_answer=final_answer_repr,
    )
