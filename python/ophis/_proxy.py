"""How sandbox values look to Python: the bridge hands every sandbox object that is not plain
data (a `SandboxObject` proxy) to :func:`wrap`, which gives back what a Python user expects:

- the program's builtin type objects are Python's own (``int`` is ``int``);
- the program's classes are real Python classes (``isinstance(cls, type)``), with their
  ``__name__``, ``__qualname__``, ``__module__``, ``__doc__`` and ``__annotations__``; their
  instances are instances of them (``isinstance(obj, cls)``, ``obj.__doc__``);
- the program's functions are Python functions with their ``__name__``, ``__qualname__`` and
  smolagents' ``__source__`` (the ``ast.unparse`` of their ``def``);
- the program's generators are Python generators (``types.GeneratorType``).

Everything still runs in the sandbox, under its limits: calling a class or a function,
reading an attribute, advancing a generator are requests to the interpreter, exactly as with
the bare proxy. When such a value goes back into the sandbox, :func:`unwrap` gives the bridge
the sandbox value it stands for.

Docstrings and ``def`` sources come from the code the embedder ran (:func:`record_source`):
ophis does not keep them on its objects.
"""

from __future__ import annotations

import ast
import builtins
import collections as _collections
import collections.abc as _collections_abc
import dataclasses as _dataclasses
import datetime as _datetime
import decimal as _decimal
import fractions as _fractions
import re
import types
import weakref
from typing import Any

from . import _ophis

#: Where a class wrapper keeps the proxy of its sandbox class (in its own `__dict__`), and
#: where an instance wrapper keeps the proxy of its sandbox instance (a slot).
_REF = "_ophis_ref"
_OBJ = "_ophis_obj"

#: Python generators standing for sandbox generators, to the proxy they advance.
_GENERATORS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
#: Class wrappers by (interpreter id, export id): one Python class per sandbox class for as
#: long as it is held (the wrapper holds the proxy, which keeps the export id stable).
_CLASSES: weakref.WeakValueDictionary = weakref.WeakValueDictionary()
#: Per interpreter id: class qualname -> docstring, function qualname -> `def` source.
_DOCS: dict[int, dict[str, str | None]] = {}
_SOURCES: dict[int, dict[str, str]] = {}
#: Per interpreter id: the characters of docstrings and sources kept in `_DOCS` and `_SOURCES`.
_KEPT: dict[int, int] = {}
#: At most this many characters of docstrings and `def` sources are kept per interpreter; past
#: it the definitions recorded longest ago are forgotten (their `__doc__` reads None and their
#: `__source__` is missing, as the core forgets the text of old runs for tracebacks): a
#: long-lived executor running distinct programs grew by every definition it ever saw.
KEPT_TEXT_CHARS = 1 << 20


def record_source(interp_id: int, code: str, tree: ast.Module | None = None) -> None:
    """Records the class docstrings and function sources of `code` (parsed as `tree` when the
    caller has it), about to run in the interpreter `interp_id` (later definitions of a
    qualname replace earlier ones, as running them does)."""
    if "def" not in code and "class" not in code:
        # Nothing to record, and parsing the code only to find that out cost more than
        # running a small program.
        return
    if tree is None:
        try:
            tree = ast.parse(code)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            # The sandbox reports what is wrong with the program; recording is a courtesy and
            # must never raise a host error of its own.
            return
    docs = _DOCS.setdefault(interp_id, {})
    sources = _SOURCES.setdefault(interp_id, {})
    kept = _KEPT.get(interp_id, 0)

    def keep(table: dict[str, Any], qualname: str, text: str | None) -> None:
        # Re-inserted, so the table's order is the order of the latest definitions.
        nonlocal kept
        old = table.pop(qualname, None)
        kept += len(text or "") - len(old or "")
        table[qualname] = text

    def visit(body: list[ast.stmt], prefix: str) -> None:
        for node in body:
            if isinstance(node, ast.ClassDef):
                qualname = prefix + node.name
                keep(docs, qualname, _raw_docstring(node))
                visit(node.body, qualname + ".")
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                qualname = prefix + node.name
                try:
                    keep(sources, qualname, ast.unparse(node))
                except (RecursionError, MemoryError):
                    # `ast.unparse` recurses in Python once per nesting level: a valid function
                    # returning 400 unary minus signs exceeds the host's recursion limit. Such
                    # a function simply has no recorded source.
                    sources.pop(qualname, None)
                visit(node.body, qualname + ".<locals>.")
            else:
                # Definitions nested in if/for/while/try/with bodies keep the enclosing prefix.
                for field in ("body", "orelse", "finalbody", "handlers"):
                    inner = getattr(node, field, None)
                    if isinstance(inner, list):
                        visit(
                            [n for n in inner if isinstance(n, ast.stmt)]
                            + [
                                s for h in inner if isinstance(h, ast.excepthandler) for s in h.body
                            ],
                            prefix,
                        )

    try:
        visit(tree.body, "")
    except RecursionError:
        # Definitions nested deeper than the host's recursion limit are left unrecorded.
        pass
    # Past the bound, the definitions recorded longest ago go first (sources, then docstrings).
    for table in (sources, docs):
        while kept > KEPT_TEXT_CHARS and table:
            oldest = next(iter(table))
            kept -= len(table.pop(oldest) or "")
    _KEPT[interp_id] = kept


def forget(interp_id: int) -> None:
    """Drops what was recorded for an interpreter."""
    _DOCS.pop(interp_id, None)
    _SOURCES.pop(interp_id, None)
    _KEPT.pop(interp_id, None)


def _raw_docstring(node: ast.ClassDef) -> str | None:
    """The class's docstring as CPython stores it in ``__doc__`` (not cleaned)."""
    if node.body and isinstance(node.body[0], ast.Expr):
        value = node.body[0].value
        if isinstance(value, ast.Constant) and isinstance(value.value, str):
            return value.value
    return None


# Proxies carry nothing: every Python function reachable from what the host receives (the
# methods below, function wrappers, generator wrappers) is rebuilt by `_seal` with globals of
# its own that hold only what it needs (names of attributes, `type`, `object`, two exception
# classes) and builtins that are just those: no `__globals__`, `__builtins__`, closure or frame
# of theirs leads to `ophis._proxy`, `ophis._ophis` or any module. The code therefore calls
# nothing by a builtin name: `type(x).__call__(x, ...)` instead of `x(...)`, and so on.
_SAFE_BUILTINS = {
    "type": type,
    "object": object,
    "AttributeError": AttributeError,
    "StopIteration": StopIteration,
}


def _seal(f: Any, **names: Any) -> types.FunctionType:
    """`f` rebuilt with globals holding only `names` and the few builtins above."""
    g = {"__builtins__": _SAFE_BUILTINS, "_REF": _REF, "_OBJ": _OBJ, **names}
    sealed = types.FunctionType(f.__code__, g, f.__name__, f.__defaults__, None)
    sealed.__qualname__ = f.__qualname__
    sealed.__kwdefaults__ = f.__kwdefaults__
    return sealed


def _run_template(interp: Any, code: str) -> Any:
    return interp.run(code)


#: Runs a program from a sealed frame: host code that reads its caller's frame (pandas'
#: `pd.eval("name")` and `@name`, numexpr, `sys._getframe(1)` in a library) finds only the
#: interpreter (which the guard refuses) and the program's own source, never the embedder's
#: locals (the executor's state, its tools) or a module's globals.
run_sealed = None  # set below, once `_seal` exists


def _seal_class(cls: type) -> None:
    for name, value in list(vars(cls).items()):
        if isinstance(value, types.FunctionType):
            type.__setattr__(cls, name, _seal(value))


class SandboxClass(type):
    """The metaclass of the Python classes that stand for the program's classes. Attributes
    the Python class does not have itself are read from the sandbox class; calling it
    instantiates the sandbox class."""

    def __getattr__(cls, name: str) -> Any:
        ref = type.__getattribute__(cls, "__dict__").get(_REF)
        if ref is None or (name.startswith("__") and name.endswith("__")):
            raise AttributeError(name)
        return type(ref).__getattribute__(ref, name)

    def __call__(cls, *args: Any, **kwargs: Any) -> Any:
        ref = type.__getattribute__(cls, "__dict__")[_REF]
        return type(ref).__call__(ref, *args, **kwargs)

    def __iter__(cls) -> Any:
        # Iterating the class itself (an Enum's members) is the sandbox class's iteration.
        ref = type.__getattribute__(cls, "__dict__")[_REF]
        return type(ref).__iter__(ref)

    def __repr__(cls) -> str:
        ref = type.__getattribute__(cls, "__dict__")[_REF]
        return type(ref).__repr__(ref)

    def __str__(cls) -> str:
        ref = type.__getattribute__(cls, "__dict__")[_REF]
        return type(ref).__str__(ref)


class SandboxInstance:
    """The base of every class wrapper: an instance of the program's class, held by Python.
    Its attributes, methods and `str()` are the sandbox object's; it is iterable or callable
    only when the program's class is (see `_class_for`)."""

    __slots__ = (_OBJ, "__weakref__")
    #: Marks wrapper types for the bridge's `proxy_of`.
    _ophis_wrapper = True

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError(name)
        ref = object.__getattribute__(self, _OBJ)
        return type(ref).__getattribute__(ref, name)

    def __repr__(self) -> str:
        ref = object.__getattribute__(self, _OBJ)
        return type(ref).__repr__(ref)

    def __str__(self) -> str:
        ref = object.__getattribute__(self, _OBJ)
        return type(ref).__str__(ref)

    # Without an `__eq__` of the program's class: identity, as the program sees it (each
    # crossing makes a new wrapper, but two wrappers of one sandbox object are that object:
    # an Enum member used as a dict key on both sides of a host call).
    def __eq__(self, other: Any) -> Any:
        ref = object.__getattribute__(self, _OBJ)
        return type(ref)._protocol(ref, "is", other)

    def __hash__(self) -> Any:
        ref = object.__getattribute__(self, _OBJ)
        return type(ref)._protocol(ref, "id")


def _iter(self: SandboxInstance) -> Any:
    ref = object.__getattribute__(self, _OBJ)
    return type(ref).__iter__(ref)


def _next(self: SandboxInstance) -> Any:
    ref = object.__getattribute__(self, _OBJ)
    return type(ref).__next__(ref)


def _call(self: SandboxInstance, *args: Any, **kwargs: Any) -> Any:
    ref = object.__getattribute__(self, _OBJ)
    return type(ref).__call__(ref, *args, **kwargs)


# The special methods a class wrapper gets when the program's class defines them (object_info's
# `protocols`): each is the sandbox's own operation, run under its limits.
def _len(self: SandboxInstance) -> Any:
    ref = object.__getattribute__(self, _OBJ)
    return type(ref)._protocol(ref, "len")


def _getitem(self: SandboxInstance, key: Any) -> Any:
    ref = object.__getattribute__(self, _OBJ)
    return type(ref)._protocol(ref, "getitem", key)


def _contains(self: SandboxInstance, item: Any) -> Any:
    ref = object.__getattribute__(self, _OBJ)
    return type(ref)._protocol(ref, "contains", item)


def _index(self: SandboxInstance) -> Any:
    ref = object.__getattribute__(self, _OBJ)
    return type(ref)._protocol(ref, "index")


def _int(self: SandboxInstance) -> Any:
    ref = object.__getattribute__(self, _OBJ)
    return type(ref)._protocol(ref, "int")


def _float(self: SandboxInstance) -> Any:
    ref = object.__getattribute__(self, _OBJ)
    return type(ref)._protocol(ref, "float")


def _bool(self: SandboxInstance) -> Any:
    ref = object.__getattribute__(self, _OBJ)
    return type(ref)._protocol(ref, "bool")


def _eq(self: SandboxInstance, other: Any) -> Any:
    # (An operand that cannot cross into the sandbox gives NotImplemented.)
    ref = object.__getattribute__(self, _OBJ)
    return type(ref)._protocol(ref, "eq", other)


def _hash(self: SandboxInstance) -> Any:
    ref = object.__getattribute__(self, _OBJ)
    return type(ref)._protocol(ref, "hash")


# The host imports modules for the program from inside this frame (CPython's import takes
# `__import__` from the running frame's builtins), and a frame's `f_builtins` is judged by the
# guard as the `builtins` module: this frame keeps the real builtins; its globals hold nothing
# else (pandas' scope reads `f_globals` and `f_locals`, and a dunder name never reaches it).
run_sealed = types.FunctionType(
    _run_template.__code__, {"__builtins__": builtins.__dict__}, "run_sealed"
)
_seal_class(SandboxClass)
_seal_class(SandboxInstance)
_iter = _seal(_iter)
_next = _seal(_next)
_call = _seal(_call)
_PROTOCOLS = {
    name: _seal(f)
    for name, f in (
        ("len", _len),
        ("getitem", _getitem),
        ("contains", _contains),
        ("index", _index),
        ("int", _int),
        ("float", _float),
        ("bool", _bool),
        ("eq", _eq),
        ("hash", _hash),
    )
}


def _class_for(ref: Any, info: dict) -> type:
    key = (ref.interp_id, ref.id)
    cls = _CLASSES.get(key)
    if cls is not None:
        return cls
    qualname = info["qualname"]
    namespace = {
        _REF: ref,
        "__module__": info["module"],
        "__qualname__": qualname,
        "__doc__": _DOCS.get(ref.interp_id, {}).get(qualname)
        if info["module"] == "__main__"
        else None,
        "__annotations__": info.get("annotations", {}),
        "__slots__": (),
    }
    # Only what the program's class defines: libraries tell "list-like" and "callable"
    # objects apart by these.
    if info.get("iterable_instances"):
        namespace["__iter__"] = _iter
    if info.get("iterator_instances"):
        namespace["__next__"] = _next
    if info.get("callable_instances"):
        namespace["__call__"] = _call
    for name in info.get("protocols", ()):
        if name == "unhashable":
            namespace["__hash__"] = None
        else:
            namespace[f"__{name}__"] = _PROTOCOLS[name]
    if "__eq__" in namespace and "__hash__" not in namespace:
        # A class that defines `__eq__` keeps the hash the program's class has (its own, or
        # the inherited identity hash), as the program sees it.
        namespace["__hash__"] = _PROTOCOLS["hash"]
    if "dataclass_fields" in info:
        # Host `Field`s naming the program's dataclass fields (nothing of the sandbox in them):
        # `dataclasses.is_dataclass`, `fields` and `asdict` work on the instances, which read
        # each field from the sandbox.
        fields = {}
        for name in info["dataclass_fields"]:
            f = _dataclasses.field()
            f.name = name
            f._field_type = _dataclasses._FIELD
            fields[name] = f
        namespace["__dataclass_fields__"] = fields
    cls = SandboxClass(info["name"], (SandboxInstance,), namespace)
    abc = info.get("abc")
    if abc in ("MutableMapping", "MutableSequence", "Sequence", "MutableSet", "Set"):
        # A subclass of dict, list, tuple, set or frozenset is a Mapping, Sequence or Set to
        # libraries that ask `collections.abc` (pandas' constructors do).
        getattr(_collections_abc, abc).register(cls)
    _CLASSES[key] = cls
    return cls


def _function_factory(ref: Any) -> Any:
    # Run with sealed globals (below): the `def` makes an ordinary function (no
    # `types.FunctionType` call at run time, which the host-rights layer refuses in confined
    # calls) whose globals are the factory's sealed dict and whose one closure cell holds the
    # proxy it calls.
    def function(*args: Any, **kwargs: Any) -> Any:
        return type(ref).__call__(ref, *args, **kwargs)

    return function


_function_factory = _seal(_function_factory)


def _function_for(ref: Any, info: dict) -> types.FunctionType:
    function = _function_factory(ref)
    function.__name__ = info["name"]
    function.__qualname__ = info["qualname"]
    function.__module__ = info["module"]
    function.__doc__ = None
    source = _SOURCES.get(ref.interp_id, {}).get(info["qualname"])
    if source is not None:
        function.__source__ = source  # type: ignore[attr-defined]
    setattr(function, _REF, ref)
    return function


_GEN_NAME = re.compile(r"^<generator object (\S+) at ")


def _generator_template(ref: Any) -> Any:
    sent = None
    while True:
        try:
            item = (
                type(ref).__next__(ref)
                if sent is None
                else type(ref).__getattribute__(ref, "send")(sent)
            )
        except StopIteration as stop:
            return stop.value
        sent = yield item


_generator_template = _seal(_generator_template)


def _generator_for(ref: Any) -> types.GeneratorType:
    gen = _generator_template(ref)
    m = _GEN_NAME.match(repr(ref))
    if m:
        gen.__name__ = gen.__qualname__ = m.group(1)
    _GENERATORS[gen] = ref
    return gen


#: Type names of sandbox values that keep the bare proxy, recognized without asking the
#: interpreter (a request per value is what crossing costs otherwise).
_BARE_TYPES = frozenset({"method", "builtin_function_or_method", "module"})

#: Sandbox values that cross as their exact Python counterpart (object_info's kind "value"):
#: the constructor for each `type` it names, given the converted `args` and `kwargs`.
_VALUE_TYPES = {
    "range": range,
    "bytearray": bytearray,
    "dict_keys": dict.keys,
    "dict_values": dict.values,
    "dict_items": dict.items,
    "datetime": _datetime.datetime,
    "date": _datetime.date,
    "time": _datetime.time,
    "timedelta": _datetime.timedelta,
    "timezone": _datetime.timezone,
    "Decimal": _decimal.Decimal,
    "Fraction": _fractions.Fraction,
    "Counter": _collections.Counter,
    "OrderedDict": _collections.OrderedDict,
    "defaultdict": _collections.defaultdict,
    "deque": _collections.deque,
}


def wrap(ref: Any) -> Any:
    """The Python face of the sandbox object behind the proxy `ref` (see the module docs)."""
    type_name = ref.type_name
    if type_name in _BARE_TYPES or type_name.endswith("iterator"):
        return ref
    info = ref._info()
    kind = info["kind"]
    if kind == "value":
        try:
            return _VALUE_TYPES[info["type"]](*info["args"], **info["kwargs"])
        except Exception:
            # A value the counterpart refuses (a datetime whose tzinfo is a program's own
            # class) keeps its proxy.
            return ref
    if kind == "class":
        if info.get("builtin") and info["module"] == "builtins":
            own = getattr(builtins, info["name"], None)
            if isinstance(own, type):
                return own
            return ref
        if info.get("builtin"):
            # A type of ophis's native modules (deque, Counter's base...): no Python class.
            return ref
        return _class_for(ref, info)
    if kind == "function":
        return _function_for(ref, info)
    if kind == "generator":
        return _generator_for(ref)
    cls = info.get("class")
    if isinstance(cls, SandboxClass):
        inst = object.__new__(cls)
        object.__setattr__(inst, _OBJ, ref)
        return inst
    return ref


def unwrap(obj: Any) -> Any:
    """The proxy a Python object made by :func:`wrap` stands for, or None."""
    if isinstance(obj, SandboxInstance):
        return object.__getattribute__(obj, _OBJ)
    if type(obj) is SandboxClass:
        return obj.__dict__.get(_REF)
    if type(obj) is types.FunctionType:
        return obj.__dict__.get(_REF)
    if type(obj) is types.GeneratorType:
        return _GENERATORS.get(obj)
    return None


__all__ = ["SandboxClass", "SandboxInstance", "wrap", "unwrap", "record_source", "forget", "_ophis"]
