"""A drop-in for ``smolagents.local_python_executor``, running the code with ophis.

Mirrors its public names, signatures, defaults and error texts (smolagents 1.26.0). When
smolagents is installed, the executor subclasses its ``PythonExecutor`` and the exception and
result types are smolagents' own, so agents and user code that catch them keep working.

The tunables ``MAX_OPERATIONS``, ``MAX_WHILE_ITERATIONS``, ``ALLOWED_DUNDER_METHODS``,
``DEFAULT_MAX_LEN_OUTPUT`` and ``MAX_EXECUTION_TIME_SECONDS`` are read from this module at call
time, so patching them here takes effect as it does in smolagents.
"""

from __future__ import annotations

import ast
import builtins
import math
import operator
import re
import weakref
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FuturesTimeoutError
from dataclasses import dataclass
from functools import wraps
from importlib.util import find_spec
from types import ModuleType
from typing import Any

from . import _audit, _ophis, _proxy
from . import _hardening as _hardening_mod
from ._policy import Guard, Tools

try:  # Use smolagents' own types when it is installed, so `except InterpreterError` matches.
    from smolagents import local_python_executor as _smol
except ImportError:  # pragma: no cover - exercised by the no-smolagents test
    _smol = None

__all__ = ["evaluate_python_code", "LocalPythonExecutor"]

DEFAULT_MAX_LEN_OUTPUT = 50000
MAX_OPERATIONS = 10000000
MAX_WHILE_ITERATIONS = 1000000
MAX_EXECUTION_TIME_SECONDS = 30
ALLOWED_DUNDER_METHODS = ["__init__", "__str__", "__repr__"]

BASE_BUILTIN_MODULES = list(_ophis.BASE_BUILTIN_MODULES)

ERRORS = {
    name: getattr(builtins, name)
    for name in dir(builtins)
    if isinstance(getattr(builtins, name), type)
    and issubclass(getattr(builtins, name), BaseException)
}

DANGEROUS_MODULES = [
    "builtins",
    "io",
    "multiprocessing",
    "os",
    "pathlib",
    "pty",
    "shutil",
    "socket",
    "subprocess",
    "sys",
]

DANGEROUS_FUNCTIONS = [
    "builtins.compile",
    "builtins.eval",
    "builtins.exec",
    "builtins.globals",
    "builtins.locals",
    "builtins.__import__",
    "os.popen",
    "os.system",
    "posix.system",
]

if _smol is not None:
    InterpreterError = _smol.InterpreterError
    ExecutionTimeoutError = _smol.ExecutionTimeoutError
    FinalAnswerException = _smol.FinalAnswerException
    PrintContainer = _smol.PrintContainer
    CodeOutput = _smol.CodeOutput
    PythonExecutor = _smol.PythonExecutor
    custom_print = _smol.custom_print
    nodunder_getattr = _smol.nodunder_getattr
    BASE_PYTHON_TOOLS = _smol.BASE_PYTHON_TOOLS
else:

    class InterpreterError(ValueError):  # type: ignore[no-redef]
        """An error raised when the interpreter cannot evaluate a Python expression, due to syntax
        error or unsupported operations."""

    class ExecutionTimeoutError(Exception):  # type: ignore[no-redef]
        """Exception raised when code execution exceeds the maximum allowed time."""

    class FinalAnswerException(BaseException):  # type: ignore[no-redef]
        """Raised when final_answer is called; a BaseException so `except Exception` misses it."""

        def __init__(self, value):
            self.value = value

    class PrintContainer:  # type: ignore[no-redef]
        def __init__(self):
            self.value = ""

        def append(self, text):
            self.value += text
            return self

        def __iadd__(self, other):
            self.value += str(other)
            return self

        def __str__(self):
            return self.value

        def __repr__(self):
            return f"PrintContainer({self.value})"

        def __len__(self):
            return len(self.value)

    @dataclass
    class CodeOutput:  # type: ignore[no-redef]
        output: Any
        logs: str
        is_final_answer: bool

    class PythonExecutor:  # type: ignore[no-redef]
        """The executor interface: send_tools, send_variables, __call__."""

    def custom_print(*args):  # type: ignore[no-redef]
        return None

    def nodunder_getattr(obj, name, default=None):  # type: ignore[no-redef]
        if name.startswith("__") and name.endswith("__"):
            raise InterpreterError(f"Forbidden access to dunder attribute: {name}")
        return getattr(obj, name, default)

    BASE_PYTHON_TOOLS = {
        "print": custom_print,
        "isinstance": isinstance,
        "range": range,
        "float": float,
        "int": int,
        "bool": bool,
        "str": str,
        "set": set,
        "list": list,
        "dict": dict,
        "tuple": tuple,
        "round": round,
        "ceil": math.ceil,
        "floor": math.floor,
        "log": math.log,
        "exp": math.exp,
        "sin": math.sin,
        "cos": math.cos,
        "tan": math.tan,
        "asin": math.asin,
        "acos": math.acos,
        "atan": math.atan,
        "atan2": math.atan2,
        "degrees": math.degrees,
        "radians": math.radians,
        "pow": pow,
        "sqrt": math.sqrt,
        "len": len,
        "sum": sum,
        "max": max,
        "min": min,
        "abs": abs,
        "enumerate": enumerate,
        "zip": zip,
        "reversed": reversed,
        "sorted": sorted,
        "all": all,
        "any": any,
        "map": map,
        "filter": filter,
        "ord": ord,
        "chr": chr,
        "next": next,
        "iter": iter,
        "divmod": divmod,
        "callable": callable,
        "getattr": nodunder_getattr,
        "hasattr": hasattr,
        "setattr": setattr,
        "issubclass": issubclass,
        "type": type,
        "complex": complex,
    }


def timeout(timeout_seconds: int):
    """smolagents' decorator limiting a Python function's run time (on a worker thread). ophis
    itself enforces `timeout_seconds` with its own deadline, inside the interpreter; this is
    kept for code that uses the decorator directly."""

    def decorator(func):
        @wraps(func)
        def wrapper(*args, **kwargs):
            with ThreadPoolExecutor(max_workers=1) as executor:
                future = executor.submit(func, *args, **kwargs)
                try:
                    return future.result(timeout=timeout_seconds)
                except FuturesTimeoutError:
                    raise ExecutionTimeoutError(
                        f"Code execution exceeded the maximum execution time of {timeout_seconds} seconds"
                    )

        return wrapper

    return decorator


def truncate_content(content: str, max_length: int = 20000) -> str:
    """smolagents.utils.truncate_content: keeps the head and the tail."""
    if len(content) <= max_length:
        return content
    return (
        content[: max_length // 2]
        + f"\n..._This content has been truncated to stay below {max_length} characters_...\n"
        + content[-max_length // 2 :]
    )


def fix_final_answer_code(code: str) -> str:
    """Replaces assignments to ``final_answer`` (which would shadow the tool) with
    ``final_answer_variable``, keeping calls to ``final_answer()``; unchanged when the code does
    not call ``final_answer``."""
    assignment_pattern = r"(?<!\.)(?<!\w)\bfinal_answer\s*="
    if "final_answer(" not in code or not re.search(assignment_pattern, code):
        return code
    assignment_regex = r"(?<!\.)(?<!\w)(\bfinal_answer)(\s*=)"
    code = re.sub(assignment_regex, r"final_answer_variable\2", code)
    variable_regex = r"(?<!\.)(?<!\w)(\bfinal_answer\b)(?!\s*\()"
    code = re.sub(variable_regex, "final_answer_variable", code)
    return code


def build_import_tree(authorized_imports: list[str]) -> dict[str, Any]:
    tree: dict[str, Any] = {}
    for import_path in authorized_imports:
        current = tree
        for part in import_path.split("."):
            current = current.setdefault(part, {})
    return tree


def check_import_authorized(import_to_check: str, authorized_imports: list[str]) -> bool:
    """smolagents' rule: ``a.b`` is authorized by ``a.b``, ``a.b.c``, ``a.*`` or ``*``."""
    current_node = build_import_tree(authorized_imports)
    for part in import_to_check.split("."):
        if "*" in current_node:
            return True
        if part not in current_node:
            return False
        current_node = current_node[part]
    return True


# Keys of `state` that belong to the executor, not to the program.
_STATE_INTERNAL = ("_print_outputs", "_operations_count")

_NAME_ERROR = re.compile(r"^name '([^']+)' is not defined")
_REFUSED_BUILTIN = re.compile(
    r"^Forbidden access to builtin: (\w+) \(not among the allowed builtins\)$"
)


#: Top-level module names found installed. Remembered for the process: looking each one up
#: again (`find_spec` searches the path) was most of creating an executor. A name not found
#: is looked up again every time, so installing it later is seen.
_INSTALLED: set[str] = set()


def _is_installed(name: str) -> bool:
    if name in _INSTALLED:
        return True
    if find_spec(name) is None:
        return False
    _INSTALLED.add(name)
    return True


class _Session:
    """One ophis interpreter bound to one `state` dict: which values were pushed into it (so
    only changed ones are pushed again) and which host functions are registered."""

    def __init__(
        self,
        authorized_imports: list[str],
        allowed_builtins: list[str] | None = None,
        dunders: str = "smolagents",
    ):
        self.authorized_imports = sorted(set(authorized_imports))
        self.dunders = dunders
        self.allowed_builtins = None if allowed_builtins is None else sorted(set(allowed_builtins))
        self.guard = Guard(self.authorized_imports)
        self.interp = _ophis.Interpreter(
            self.authorized_imports,
            list(ALLOWED_DUNDER_METHODS),
            guard=self.guard,
            host_import=True,
            allowed_builtins=self.allowed_builtins,
            result_rule="smolagents",
            dunders=dunders,
        )
        self.interp_id = self.interp.id
        weakref.finalize(self, _proxy.forget, self.interp_id)
        self.pushed: dict[str, Any] = {}
        self.functions: dict[str, Any] = {}
        #: The names and values of the last call's static and custom tools (see
        #: `evaluate_python_code`); it keeps them alive, so identity comparisons stay sound.
        self.tools_key: Any = None
        self.final_value: list[Any] = []

    def register(self, name: str, func: Any) -> None:
        if self.functions.get(name) is func:
            return
        self.functions[name] = func
        self.interp.register_function(name, func)

    def keep_only(self, names: set[str]) -> None:
        """Unregisters the tools of earlier calls that this call does not provide: as in
        smolagents, a tool exists only in the calls it is given to."""
        for name in [n for n in self.functions if n not in names]:
            del self.functions[name]
            self.interp.unregister_function(name)


def _session_for(
    state: dict,
    authorized_imports: list[str],
    allowed_builtins: list[str] | None = None,
    dunders: str = "smolagents",
) -> _Session:
    # The interpreter travels with the state, on its print container (replaced by each call):
    # a state dict handed to evaluate_python_code again continues in the same interpreter, so
    # functions and classes the program defined survive, as they do in smolagents.
    previous = state.get("_print_outputs")
    session = getattr(previous, "_ophis_session", None)
    wanted_builtins = None if allowed_builtins is None else sorted(set(allowed_builtins))
    if (
        session is None
        or session.authorized_imports != sorted(set(authorized_imports))
        or session.allowed_builtins != wanted_builtins
        or session.dunders != dunders
    ):
        session = _Session(authorized_imports, allowed_builtins, dunders)
    return session


def _is_builtin_print(name: str, func: Any) -> bool:
    """Python's own `print` handed over as the `print` tool: the program's print is the
    sandbox's, which writes into ``_print_outputs`` (as smolagents' print does), not to the
    host's stdout."""
    return name == "print" and func is builtins.print


def _statement_at(tree: ast.Module, line: int | None) -> ast.stmt | None:
    """The top-level statement containing `line` (the last one when unknown)."""
    if not tree.body:
        return None
    if line is not None:
        for node in tree.body:
            if node.lineno <= line <= (node.end_lineno or node.lineno):
                return node
    return tree.body[-1]


def _module_line(traceback: str) -> int | None:
    """The line of the `<module>` frame in a CPython-style traceback (the top-level statement
    that was running)."""
    m = re.search(r'File "[^"]*", line (\d+), in <module>', traceback)
    return int(m.group(1)) if m else None


def _same_tools(old: Any, new: tuple) -> bool:
    """Whether two `tools_key`s name the same objects: names equal, values identical (never
    compared with `==`, which a tool object or an array could answer in its own way)."""
    return (
        old is not None
        and old[0] == new[0]
        and old[2] == new[2]
        and len(old[1]) == len(new[1])
        and len(old[3]) == len(new[3])
        and all(map(operator.is_, old[1], new[1]))
        and all(map(operator.is_, old[3], new[3]))
    )


def _register_tools(
    session: _Session, static_tools: dict, custom_tools: dict, tool_calls: Any
) -> None:
    """Registers a call's tools in its session's interpreter: smolagents' BASE_PYTHON_TOOLS are
    ophis builtins already; everything else is a host function (tools of earlier calls that
    this one does not give are removed)."""
    # A dangerous function handed over as a tool stays usable, as in smolagents.
    session.guard.tools = Tools(static_tools.values())
    session.keep_only(set(custom_tools) | set(static_tools))
    for name, func in {**custom_tools, **static_tools}.items():
        if BASE_PYTHON_TOOLS.get(name) is func or _is_builtin_print(name, func):
            continue
        if name == "final_answer":
            session.functions.pop(name, None)
        if tool_calls is not None:
            # Counted (and limited by max_tool_calls) per call of the executor; a new wrapper
            # is registered again.
            wrapped = tool_calls.wrap(name, func)
            if wrapped is not func:
                session.functions.pop(name, None)
            func = wrapped
        session.register(name, func)


def evaluate_python_code(
    code: str,
    static_tools: dict[str, Callable] | None = None,
    custom_tools: dict[str, Callable] | None = None,
    state: dict[str, Any] | None = None,
    authorized_imports: list[str] = BASE_BUILTIN_MODULES,
    max_print_outputs_length: int = DEFAULT_MAX_LEN_OUTPUT,
    timeout_seconds: int | None = MAX_EXECUTION_TIME_SECONDS,
    *,
    _hardening: _hardening_mod.Hardening | None = None,
    _run_info: dict[str, Any] | None = None,
    _no_tools: bool = False,
    dunders: str = "smolagents",
):
    """Evaluates `code` with ophis, with smolagents' contract: returns ``(result,
    is_final_answer)``, keeps the program's variables in `state` (plus ``_print_outputs`` and
    ``_operations_count``), raises ``InterpreterError`` with smolagents' texts.

    (``_hardening``, ``_run_info`` and ``_no_tools`` are the executor's: its hardening options,
    a dict that receives the raw outcome of the run for ``last_run`` and the audit trail, and
    whether it is running before ``send_tools``, when smolagents' executor has no builtins at
    all.)"""
    try:
        tree = ast.parse(code)
    except SyntaxError as e:
        raise InterpreterError(
            f"Code parsing failed on line {e.lineno} due to: {type(e).__name__}: {str(e)}\n"
            f"{e.text}"
            f"{' ' * (e.offset or 0)}^"
        )

    if state is None:
        state = {}
    static_tools = static_tools.copy() if static_tools is not None else {}
    custom_tools = custom_tools if custom_tools is not None else {}
    hardening = _hardening
    session = _session_for(
        state, authorized_imports, hardening.allowed_builtins if hardening else None, dunders
    )
    printed = PrintContainer()
    printed._ophis_session = session
    state["_print_outputs"] = printed
    state["_operations_count"] = {"counter": 0}

    interp = session.interp
    # Files host code may touch on the program's behalf: those the embedder granted, and the
    # installed files of the authorized packages.
    paths = (
        (hardening.allowed_paths, hardening.writable_paths)
        if hardening is not None
        else (None, None)
    )
    _audit.grant_paths(session, session.interp_id, *paths, authorized=session.authorized_imports)
    # Before send_tools smolagents resolves no builtin name at all (only exception classes,
    # which the core keeps whatever the list says); the same interpreter continues afterwards.
    interp.set_allowed_builtins([] if _no_tools else session.allowed_builtins)
    limits = {
        "max_operations": MAX_OPERATIONS,
        "max_while_iterations": MAX_WHILE_ITERATIONS,
        "timeout": None if timeout_seconds is None else float(timeout_seconds),
    }
    if hardening is not None:
        limits.update(hardening.limit_overrides())
    interp.set_limits(**limits)

    # The tools as given, before this call's own final_answer wrapper: when they are the
    # same objects under the same names as in the session's previous call (an agent's steps),
    # their registration, read-only names and the guard's list are still in place.
    tool_calls = _run_info.get("tool_calls") if _run_info is not None else None
    tools_key = (
        tuple(static_tools),
        tuple(static_tools.values()),
        tuple(custom_tools),
        tuple(custom_tools.values()),
    )
    same_tools = _same_tools(session.tools_key, tools_key) and (
        tool_calls is None or tool_calls.limit is None
    )
    if not same_tools:
        # smolagents' static tools cannot be rebound by the program ("Cannot assign to name ...").
        interp.set_readonly_globals(sorted(static_tools))

    final: list[Any] = []
    if "final_answer" in static_tools:
        previous_final_answer = static_tools["final_answer"]

        def final_answer(*args, **kwargs):
            final.append(previous_final_answer(*args, **kwargs))
            # Ends the run at once; no handler in the program can catch it.
            raise _ophis.StopRun("final_answer")

        static_tools["final_answer"] = final_answer

    if same_tools:
        # Only final_answer's wrapper is new in this call.
        if "final_answer" in static_tools:
            session.functions.pop("final_answer", None)
            session.register("final_answer", static_tools["final_answer"])
    else:
        _register_tools(session, static_tools, custom_tools, tool_calls)
        session.tools_key = tools_key

    for name, value in state.items():
        if name in _STATE_INTERNAL or name in session.functions:
            continue
        if name not in session.pushed or session.pushed[name] is not value:
            try:
                interp.set_global(name, value)
            except _ophis.ForbiddenAccess as e:
                raise InterpreterError(str(e)) from None
            session.pushed[name] = value

    # Class docstrings and `def` sources, for the Python face of the program's classes and
    # functions (`__doc__`, smolagents' `__source__`).
    _proxy.record_source(session.interp_id, code, tree)
    ok, payload, output, stats = _proxy.run_sealed(interp, code)
    if tool_calls is not None:
        tool_calls.absorb(stats)
    if _run_info is not None:
        _run_info.update(ok=ok, payload=payload, stats=stats, final=final)

    state["_operations_count"] = {"counter": stats["operations"]}
    # All of the program's globals in one conversion, so objects shared between them (or
    # cyclic ones) are one Python object each, as in smolagents' state, and converted once.
    names = [
        n
        for n in interp.global_names()
        if not (n in session.functions or n in static_tools or n in custom_tools)
    ]
    try:
        copied = interp.get_globals(names)
    except (MemoryError, RuntimeError) as e:
        # The host could not hold the copy (CPython's allocator refused under an address-space
        # limit), or ophis met an internal error making it: an InterpreterError naming it, as
        # for every other failure of a step, and the executor stays usable.
        raise InterpreterError(
            f"Could not copy the program's variables to the state: {type(e).__name__}: {e}"
        ) from None
    finally:
        # The run's results are converted: later requests on the program's objects are the
        # host's own calls, each with a timeout of its own (until then they shared the run's).
        interp.end_call()
    for name, value in copied.items():
        state[name] = value
        session.pushed[name] = value
    printed.value = truncate_content(output, max_length=max_print_outputs_length)

    if final:
        return final[0], True
    if ok:
        # The interpreter computes smolagents' value of the last statement itself.
        return payload, False

    kind = payload["kind"]
    if kind == "timeout":
        raise ExecutionTimeoutError(
            f"Code execution exceeded the maximum execution time of {timeout_seconds} seconds"
        )
    line = payload.get("module_line")
    if line is None and kind == "exception":
        line = _module_line(payload["traceback"])
    node = _statement_at(tree, line)
    segment = ast.get_source_segment(code, node) if node is not None else code
    type_name, message = payload["type_name"], payload["message"]
    if kind == "syntax":
        raise InterpreterError(
            f"Code parsing failed on line {payload['line']} due to: {type_name}: {message}\n"
            f"{payload.get('text') or ''}{' ' * (payload.get('col') or 0)}^"
        )
    m = None
    explanation = payload.get("explanation") if kind == "exception" else None
    if explanation:
        # Where smolagents' evaluator words the error itself (the program saw CPython's).
        type_name, message = "InterpreterError", explanation
    elif type_name == "NameError":
        m = _NAME_ERROR.match(message)
    elif _no_tools and kind == "forbidden":
        # A builtin refused because there are no tools yet: smolagents' texts for a name it
        # cannot resolve (hardening's own allowed_builtins keep the core's text).
        m = _REFUSED_BUILTIN.match(message)
    if m:
        name = m.group(1)
        type_name = "InterpreterError"
        if re.search(rf"(?<![\w.]){re.escape(name)}\s*\(", code):
            message = (
                f"Forbidden function evaluation: '{name}' is not among the explicitly allowed tools or "
                "defined/imported in the preceding code"
            )
        else:
            message = f"The variable `{name}` is not defined."
    suggestion = payload.get("suggestion") if kind == "exception" else None
    if suggestion:
        # CPython's "Did you mean" hint, as its display adds it after the message: what lets
        # the model fix its own typo. smolagents' sentences already end with a period.
        sep = " " if message.endswith(".") else ". "
        message = f"{message}{sep}Did you mean: '{suggestion}'?"
    raise InterpreterError(
        f"Code execution failed at line '{segment}' due to: {type_name}: {message}"
    )


class LocalPythonExecutor(PythonExecutor):
    """smolagents' LocalPythonExecutor, evaluated by ophis: restricted imports, limits enforced
    inside the interpreter (operations, while iterations, time, memory, recursion, output),
    state kept between calls, print outputs captured separately from the result."""

    def __init__(
        self,
        additional_authorized_imports: list[str],
        max_print_outputs_length: int | None = None,
        additional_functions: dict[str, Callable] | None = None,
        timeout_seconds: int | None = MAX_EXECUTION_TIME_SECONDS,
        *,
        dunders: str = "smolagents",
        **hardening: Any,
    ):
        # `dunders`: the dunder policy (see ophis.Sandbox): smolagents' refusals by default,
        # "python" for CPython's behaviour on the program's own values.
        if dunders not in ("python", "smolagents"):
            raise ValueError(f"dunders must be 'python' or 'smolagents', not {dunders!r}")
        self.dunders = dunders
        # Hardening options beyond smolagents' signature (see ophis._hardening): allowed_modules,
        # allowed_builtins, max_execution_time, max_memory_mb, max_output_length,
        # max_operations, max_recursion_depth, max_tool_calls, audit.
        self._hardening = _hardening_mod.Hardening.from_options(**hardening)
        timeout_seconds = _hardening_mod.resolve_timeout(
            timeout_seconds, self._hardening.max_execution_time, MAX_EXECUTION_TIME_SECONDS
        )
        self._tool_calls = _hardening_mod.ToolCalls(self._hardening.max_tool_calls)
        #: Statistics of the last call (an ``ophis._hardening.RunRecord``), None before the first.
        self.last_run: _hardening_mod.RunRecord | None = None
        self.custom_tools: dict[str, Callable] = {}
        self.state: dict[str, Any] = {"__name__": "__main__"}
        self.max_print_outputs_length = max_print_outputs_length
        if max_print_outputs_length is None:
            self.max_print_outputs_length = DEFAULT_MAX_LEN_OUTPUT
        self.additional_authorized_imports = additional_authorized_imports
        if self._hardening.allowed_modules is not None:
            # `allowed_modules` replaces the default allowlist instead of extending it.
            self.authorized_imports = list(
                set(self._hardening.allowed_modules) | set(self.additional_authorized_imports)
            )
        else:
            self.authorized_imports = list(
                set(BASE_BUILTIN_MODULES) | set(self.additional_authorized_imports)
            )
        self._check_authorized_imports_are_installed()
        self.static_tools: dict[str, Callable] | None = None
        self.additional_functions = additional_functions or {}
        self.timeout_seconds = timeout_seconds

    def _check_authorized_imports_are_installed(self):
        missing_modules = [
            base_module
            for imp in self.authorized_imports
            if imp != "*" and not _is_installed(base_module := imp.split(".")[0])
        ]
        if missing_modules:
            raise InterpreterError(
                f"Non-installed authorized modules: {', '.join(missing_modules)}. "
                f"Please install these modules or remove them from the authorized imports list."
            )

    def __call__(self, code_action: str) -> CodeOutput:
        self._tool_calls.reset()
        run_info: dict[str, Any] = {"tool_calls": self._tool_calls}
        try:
            output, is_final_answer = evaluate_python_code(
                code_action,
                static_tools=self.static_tools,
                custom_tools=self.custom_tools,
                state=self.state,
                authorized_imports=self.authorized_imports,
                max_print_outputs_length=self.max_print_outputs_length,
                timeout_seconds=self.timeout_seconds,
                _hardening=self._hardening,
                _run_info=run_info,
                _no_tools=self.static_tools is None,
                dunders=self.dunders,
            )
        except BaseException as error:
            self._record(code_action, run_info, error=error)
            raise
        self._record(
            code_action,
            run_info,
            final=(output if is_final_answer else None),
            is_final=is_final_answer,
        )
        logs = str(self.state["_print_outputs"])
        return CodeOutput(output=output, logs=logs, is_final_answer=is_final_answer)

    def _record(
        self,
        code: str,
        run_info: dict[str, Any],
        error: BaseException | None = None,
        final: Any = None,
        is_final: bool = False,
    ) -> None:
        """Sets ``last_run`` and sends the audit record of this call."""
        if "ok" not in run_info:
            # The code did not parse (or the run never started): nothing ran.
            stats: dict[str, Any] = {}
            limit, refused = None, []
            outcome = {
                "status": "error",
                "kind": "syntax",
                "type": type(error).__name__,
                "message": str(error),
                "line": None,
            }
        else:
            stats = run_info["stats"]
            limit, refused, outcome = _hardening_mod.outcome_of(
                run_info["ok"], run_info["payload"], self._tool_calls
            )
            if is_final:
                # final_answer ends the run by design: not a limit, nothing refused.
                limit, refused = None, []
            if run_info["ok"] and error is not None:
                outcome = {
                    "status": "error",
                    "kind": "host",
                    "type": type(error).__name__,
                    "message": str(error),
                    "line": None,
                }
        # The answer's text for the records, cut to max_output_length (the answer itself goes
        # back to the caller whole: it is the agent's result).
        text_limit = _hardening_mod.record_text_limit(self._hardening.max_output_length)
        final_text = _hardening_mod.final_answer_text(final, text_limit) if is_final else None
        self.last_run = _hardening_mod.make_record(
            stats, self._tool_calls, limit, refused, final_text
        )
        if self._hardening.audit is not None:
            record = _hardening_mod.audit_record(
                code,
                self.last_run,
                outcome,
                final_answer=final,
                is_final=is_final,
                text_limit=self._hardening.max_output_length,
            )
            self._hardening.audit.emit(record)

    def send_variables(self, variables: dict[str, Any]):
        self.state.update(variables)

    def send_tools(self, tools: dict[str, Any]):
        # Agent tools, then the base Python tools, then the additional functions: later entries
        # win, as in smolagents.
        self.static_tools = {**tools, **BASE_PYTHON_TOOLS.copy(), **self.additional_functions}


def get_safe_module(raw_module, authorized_imports, visited=None):
    """smolagents' helper: a copy of a module whose attributes are those of `raw_module` that
    can be read (lazy attributes failing with ImportError or AttributeError are skipped), with
    nested modules copied the same way; anything that is not a module is returned as is.
    ophis itself never uses it: host modules reach the program as guarded handles."""
    if not isinstance(raw_module, ModuleType):
        return raw_module
    if visited is None:
        visited = set()
    module_id = id(raw_module)
    if module_id in visited:
        return raw_module
    visited.add(module_id)
    safe_module = ModuleType(raw_module.__name__)
    for attr_name in dir(raw_module):
        try:
            attr_value = getattr(raw_module, attr_name)
        except (ImportError, AttributeError):
            continue
        if isinstance(attr_value, ModuleType):
            attr_value = get_safe_module(attr_value, authorized_imports, visited=visited)
        setattr(safe_module, attr_name, attr_value)
    return safe_module


# Thin shims for smolagents' node-level helpers, which take CPython `ast` nodes: the node is
# turned back into source (`ast.unparse`) and evaluated by ophis against `state`. They exist for
# callers (and smolagents' tests) that use these helpers directly; the executor never does.


def _node_interp(state, static_tools, custom_tools, authorized_imports):
    imports = sorted(set(authorized_imports or []) | set(BASE_BUILTIN_MODULES))
    interp = _ophis.Interpreter(
        imports,
        list(ALLOWED_DUNDER_METHODS),
        guard=Guard(imports, (static_tools or {}).values()),
        host_import=True,
        dunders="smolagents",
    )
    for name, func in {**(custom_tools or {}), **(static_tools or {})}.items():
        if BASE_PYTHON_TOOLS.get(name) is not func and not _is_builtin_print(name, func):
            interp.register_function(name, func)
    for name, value in state.items():
        if name not in _STATE_INTERNAL:
            interp.set_global(name, value)
    return interp


def _raise_as_python(payload):
    """Re-raises a sandbox failure as the builtin exception it was (InterpreterError for rules,
    limits and non-builtin types)."""
    exc_type = ERRORS.get(payload["type_name"]) if payload["kind"] == "exception" else None
    if exc_type is None:
        raise InterpreterError(payload["message"])
    if exc_type is KeyError:
        raise KeyError(_literal(payload["message"]))
    raise exc_type(payload["message"])


def _literal(text):
    try:
        return ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return text


def _index_source(node):
    """The source of an index expression as a value: a slice (`a:b:c`, which is no
    expression on its own) becomes `slice(a, b, c)`, also inside a tuple of indexes."""
    if isinstance(node, ast.Slice):
        parts = [
            ast.unparse(p) if p is not None else "None" for p in (node.lower, node.upper, node.step)
        ]
        return f"slice({', '.join(parts)})"
    if isinstance(node, ast.Tuple) and any(isinstance(e, ast.Slice) for e in node.elts):
        return "(" + "".join(_index_source(e) + ", " for e in node.elts) + ")"
    return ast.unparse(node)


def _eval_node(node, state, static_tools, custom_tools, authorized_imports):
    interp = _node_interp(state, static_tools, custom_tools, authorized_imports)
    ok, payload, _output, stats = _proxy.run_sealed(interp, _index_source(node))
    state.setdefault("_operations_count", {"counter": 0})["counter"] += stats["operations"]
    if not ok:
        _raise_as_python(payload)
    return payload


def evaluate_condition(condition, state, static_tools, custom_tools, authorized_imports):
    """Evaluates a comparison node (smolagents' helper), with ophis."""
    return _eval_node(condition, state, static_tools, custom_tools, authorized_imports)


def evaluate_boolop(node, state, static_tools, custom_tools, authorized_imports):
    """Evaluates an `and`/`or` node (smolagents' helper), with ophis."""
    return _eval_node(node, state, static_tools, custom_tools, authorized_imports)


def evaluate_subscript(subscript, state, static_tools, custom_tools, authorized_imports):
    """Evaluates `value[index]` (smolagents' helper) with smolagents' error text, with ophis."""
    index = _eval_node(subscript.slice, state, static_tools, custom_tools, authorized_imports)
    value = _eval_node(subscript.value, state, static_tools, custom_tools, authorized_imports)
    interp = _node_interp(state, static_tools, custom_tools, authorized_imports)
    ok, payload, _output, _stats = _proxy.run_sealed(interp, ast.unparse(subscript))
    if ok:
        return payload
    if payload["kind"] == "exception" and payload["type_name"] in (
        "KeyError",
        "IndexError",
        "TypeError",
    ):
        error_message = (
            f"Could not index {value} with '{index}': {payload['type_name']}: {payload['message']}"
        )
        if isinstance(index, str) and isinstance(value, dict):
            import difflib

            close_matches = difflib.get_close_matches(index, list(value.keys()))
            if close_matches:
                error_message += (
                    f". Maybe you meant one of these indexes instead: {str(close_matches)}"
                )
        raise InterpreterError(error_message)
    _raise_as_python(payload)


def evaluate_delete(delete_node, state, static_tools, custom_tools, authorized_imports):
    """Evaluates `del x` / `del x[y]` against `state` (smolagents' helper), with ophis."""
    for target in delete_node.targets:
        if isinstance(target, ast.Name):
            if target.id in state:
                del state[target.id]
            else:
                raise InterpreterError(f"Cannot delete name '{target.id}': name is not defined")
        elif isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name):
            interp = _node_interp(state, static_tools, custom_tools, authorized_imports)
            ok, payload, _output, _stats = _proxy.run_sealed(
                interp, ast.unparse(ast.Delete(targets=[target]))
            )
            if not ok:
                raise InterpreterError(f"Cannot delete index/key: {payload['message']}")
            state[target.value.id] = interp.get_global(target.value.id)
        else:
            raise InterpreterError(f"Deletion of {type(target).__name__} targets is not supported")
