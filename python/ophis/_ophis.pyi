"""Type stubs for the `ophis._ophis` extension module (PyO3)."""

from collections.abc import Callable
from typing import Any, Literal

DENIED_MODULES: list[str]
BASE_BUILTIN_MODULES: list[str]

class Opaque:
    """A sandbox value with no Python equivalent, described by its type name and repr."""

    @property
    def type_name(self) -> str: ...
    @property
    def repr(self) -> str: ...

class SandboxObject:
    """A sandbox value held by Python (`ophis._proxy.wrap` gives most of them a Python face)."""

    @property
    def type_name(self) -> str: ...
    @property
    def interp_id(self) -> int: ...
    @property
    def id(self) -> int: ...
    def _info(self) -> dict[str, Any]: ...
    def _protocol(self, name: str, arg: Any = None) -> Any:
        """`len`, `getitem`, `contains`, `index`, `int`, `float`, `bool`, `eq`, `hash` or `iter`
        of the value, run by the sandbox; `is` and `id` compare and hash by sandbox identity."""
    def __getattr__(self, name: str) -> Any: ...

class SandboxCallable(SandboxObject):
    """A callable sandbox value."""

    def __call__(self, *args: Any, **kwargs: Any) -> Any: ...

class SandboxIterable(SandboxObject):
    """An iterable sandbox value."""

    def __iter__(self) -> Any: ...
    def __next__(self) -> Any: ...

class SandboxCallableIterable(SandboxIterable):
    def __call__(self, *args: Any, **kwargs: Any) -> Any: ...

_Stats = dict[
    str, Any
]  # operations: int, wall_time: float (s), peak_memory: int, modules_imported: list[str], host_calls: dict[str, int] (calls of host functions by name, of host objects by type name)
_Error = dict[
    str, Any
]  # kind, type_name, message, line, traceback, explanation (smolagents' wording or None) (+ col, text for syntax errors)

class Interpreter:
    """The low-level sandboxed interpreter; globals persist between runs. Usable from any
    thread; the GIL is released while a program runs."""

    def __init__(
        self,
        authorized_imports: list[str] | None = None,
        allowed_dunders: list[str] | None = None,
        *,
        max_operations: int | None = None,
        max_while_iterations: int | None = None,
        timeout: float | None = None,
        max_memory: int | None = None,
        max_recursion_depth: int | None = None,
        max_output: int | None = None,
        guard: Callable[[Any], Any] | None = None,
        host_import: bool = False,
        allowed_builtins: list[str] | None = None,
        result_rule: Literal["last_expression", "smolagents"] = "last_expression",
        dunders: Literal["python", "smolagents"] = "python",
    ) -> None: ...
    def set_limits(
        self,
        *,
        max_operations: int | None = None,
        max_while_iterations: int | None = None,
        timeout: float | None = None,
        max_memory: int | None = None,
        max_recursion_depth: int | None = None,
        max_output: int | None = None,
    ) -> None: ...
    def run(
        self, code: str
    ) -> tuple[Literal[True], Any, str, _Stats] | tuple[Literal[False], _Error, str, _Stats]: ...
    def get_global(self, name: str) -> Any: ...
    def set_global(self, name: str, value: Any) -> None: ...
    def global_names(self) -> list[str]: ...
    @property
    def external_memory(self) -> int:
        """Bytes of numpy array data charged to this interpreter now."""
        ...
    def get_globals(self, names: list[str]) -> dict[str, Any]:
        """The globals named that are set, converted together: an object reachable from several
        of them, or from itself, becomes one Python object."""
        ...
    def register_function(self, name: str, func: Callable[..., Any]) -> None: ...
    def unregister_function(self, name: str) -> bool: ...
    def set_allowed_builtins(self, allowed_builtins: list[str] | None) -> None: ...
    def set_readonly_globals(self, names: list[str]) -> None: ...
    def end_call(self) -> None: ...
    def cancel(self) -> None: ...
    @property
    def id(self) -> int: ...
    def live_objects(self) -> int: ...
