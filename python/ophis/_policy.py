"""The guard: decides which Python objects may become handles in the program.

The core shows the guard every Python object about to cross into the sandbox as a handle (an
attribute read, a call result, an item, an imported module, a tool's result). It raises
``ForbiddenAccess``, which ends the run uncatchably with its message, for:

- modules that are not authorized, or that are denied (os, sys, subprocess, ...) unless
  authorized by their exact name: ``Forbidden access to module: os``; under ``"*"``, the
  modules that are host machinery (``_stdlib_classes``: private modules, ``ophis``,
  ``smolagents``, modules that run code or reach files, processes, the network, signals or the
  interpreter's registries) unless named exactly (``ophis`` and ``smolagents`` never);
- dangerous functions (``eval``, ``exec``, ``os.system``, ...) unless they are one of the very
  objects the embedder handed over as tools (trusted by identity, never by name):
  ``Forbidden access to function: system``;
- every kind of callable (functions, builtin functions and methods, bound methods, Cython
  functions, method descriptors) and class defined by a denied or machinery module that is not
  authorized, and instances of the denied modules' classes (``os.environ``);
- frames, tracebacks, code objects and cells, by their type;
- the functions that change process-wide library state (``GLOBAL_SETTERS``: ``pd.set_option``,
  ``np.seterr``, ``np.random.seed``, ``codecs.register``, ...), unless the embedder allowed
  them (``ALLOWED_GLOBAL_SETTERS``);
- module namespace dicts (``f_builtins``) of modules that are not authorized.

It also judges writes (``check_write``): attributes of host modules, classes and functions, and
of pandas' options object, are read-only to the program; instances stay writable.
"""

from __future__ import annotations

import functools
import sys
import types
from collections.abc import Iterable

from ._ophis import DENIED_MODULES, ForbiddenAccess
from ._stdlib_classes import MACHINERY, NEVER, THIRD_PARTY_MACHINERY, star_allows

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

#: Host functions that change process-wide state (library options, registries, the global
#: random generator, warning filters, the locale, ...): what one program sets, the host
#: application and every other executor would see. Each is ``module:attribute.path``, resolved
#: (never imported) once its module is loaded, and refused by identity wherever the program
#: finds it. An embedder that wants one usable adds its name to ``ALLOWED_GLOBAL_SETTERS``
#: (process-wide) or to a guard's ``allowed_setters``.
GLOBAL_SETTERS = (
    "pandas:set_option",
    "pandas:reset_option",
    "pandas:option_context",
    "pandas:set_eng_float_format",
    "pandas._config.config:set_option",
    "pandas._config.config:reset_option",
    "pandas._config.config:option_context",
    "pandas.api.extensions:register_dataframe_accessor",
    "pandas.api.extensions:register_series_accessor",
    "pandas.api.extensions:register_index_accessor",
    "pandas.api.extensions:register_extension_dtype",
    "pandas.plotting:register_matplotlib_converters",
    "pandas.plotting:deregister_matplotlib_converters",
    "pandas.plotting:plot_params",
    "pandas.core.computation.expressions:set_use_numexpr",
    "pandas.core.computation.expressions:set_numexpr_threads",
    "pandas.core.computation.expressions:set_test_mode",
    "numpy.ma:masked_print_option.set_display",
    "numpy.ma:masked_print_option.enable",
    "numpy.ma:masked_print_option",
    "numpy:seterr",
    "numpy:seterrcall",
    "numpy:setbufsize",
    "numpy:set_printoptions",
    "numpy.random:seed",
    "numpy.random:set_state",
    "numpy.random.mtrand:seed",
    "numpy.random.mtrand:set_state",
    # The global RandomState itself (`np.random.mtrand._rand.seed(0)`), bound methods match by
    # instance and name.
    "numpy.random.mtrand:_rand.seed",
    "numpy.random.mtrand:_rand.set_state",
    "numpy.random.mtrand:_rand.__setstate__",
    "sklearn:set_config",
    "scipy.special:seterr",
    # matplotlib's settings live in a dict every figure of the process reads: the object itself
    # is refused (item assignment on it would change them).
    "matplotlib:rcParams",
    "matplotlib:rc",
    "matplotlib:rcdefaults",
    "matplotlib:use",
    "matplotlib.pyplot:rc",
    "matplotlib.pyplot:rcdefaults",
    "matplotlib.pyplot:switch_backend",
    "matplotlib.style:use",
    "codecs:register",
    "codecs:unregister",
    "codecs:register_error",
    "atexit:register",
    "atexit:unregister",
    "warnings:filterwarnings",
    "warnings:simplefilter",
    "warnings:resetwarnings",
    "warnings:catch_warnings",
    "logging:basicConfig",
    "logging:disable",
    "logging:setLoggerClass",
    "logging:setLogRecordFactory",
    "logging:captureWarnings",
    "logging:addLevelName",
    "locale:setlocale",
    "sys:setrecursionlimit",
    "sys:setswitchinterval",
    "sys:settrace",
    "sys:setprofile",
    "sys:set_int_max_str_digits",
    "sys:setdlopenflags",
    "sys:set_asyncgen_hooks",
    "sys:set_coroutine_origin_tracking_depth",
    "threading:settrace",
    "threading:setprofile",
    "os:putenv",
    "os:unsetenv",
    "os:chdir",
    "os:umask",
    "os:nice",
    "decimal:setcontext",
    "calendar:setfirstweekday",
    "csv:field_size_limit",
    "csv:register_dialect",
    "csv:unregister_dialect",
    "mimetypes:add_type",
    "mimetypes:init",
    "copyreg:pickle",
    "copyreg:constructor",
    "abc:ABCMeta.register",
    "zoneinfo:reset_tzpath",
    "random:seed",
    "random:setstate",
    "socket:setdefaulttimeout",
    "gc:disable",
    "gc:enable",
    "gc:set_threshold",
    "gc:freeze",
    "faulthandler:enable",
    "re:purge",
    # Host decorators and helpers that rewrite the class or function they are given (the
    # program's own dataclasses, functools, abc, typing and enum are ophis's and unaffected):
    # given a host class or function, they would change it for the whole process.
    "dataclasses:dataclass",
    "functools:total_ordering",
    "functools:update_wrapper",
    "functools:wraps",
    "functools:singledispatch",
    "abc:update_abstractmethods",
    "typing:final",
    "typing:runtime_checkable",
    "typing:no_type_check",
    "enum:global_enum",
)

#: Host functions that read or write arbitrary process memory or call arbitrary native
#: functions (what a program reaches with them is the host's memory: the environment's
#: strings, or a crash). Refused by identity like GLOBAL_SETTERS, with the same opt-in.
MEMORY_UNSAFE = (
    "numpy.lib.stride_tricks:as_strided",
    "numpy.lib._stride_tricks_impl:as_strided",
    "numpy.ctypeslib:as_array",
    "numpy.ctypeslib:as_ctypes",
    "numpy.ctypeslib:load_library",
    "scipy:LowLevelCallable",
    "scipy._lib._ccallback:LowLevelCallable",
    # Makes an array of the address and layout a dict gives (`np.asarray(DummyArray({'data':
    # (addr, False), ...}, None))`), writable: reachable where `numpy.*` is authorized.
    "numpy.lib._stride_tricks_impl:DummyArray",
    "numpy.lib.stride_tricks:DummyArray",
)

#: Command-line entry points of allowed modules: they read the host's sys.argv, stdin and the
#: files named there, and write to the host's stdout.
COMMAND_LINE = ("base64:main", "base64:test", "calendar:main", "quopri:main")

#: Functions that run code given as data (an expression string, a pickle, a YAML tag), even in
#: a module the embedder named exactly: sympy's sympify/parse_expr evaluate their string with
#: Python's builtins (`sympify("open('/proc/self/environ').read()")`), pd.read_pickle unpickles.
RUNS_CODE = (
    "sympy:sympify",
    "sympy.core.sympify:sympify",
    "sympy:S",
    "sympy:parse_expr",
    "sympy.parsing.sympy_parser:parse_expr",
    "sympy:lambdify",
    "sympy.utilities.lambdify:lambdify",
    "pandas:read_pickle",
    "pandas.io.pickle:read_pickle",
    "pandas:read_hdf",
    # np.load(path, allow_pickle=True) unpickles a file the program can write itself
    # (`ndarray.tofile`): refused whatever its arguments (np.frombuffer reads bytes).
    "numpy:load",
    "numpy.lib.npyio:load",
    "numpy.lib.format:read_array",
    "yaml:load",
    "yaml:load_all",
    "yaml:unsafe_load",
    "yaml:unsafe_load_all",
    "yaml:full_load",
    "yaml:full_load_all",
    "yaml:Loader",
    "yaml:UnsafeLoader",
    "yaml:FullLoader",
    "yaml:CLoader",
    "yaml:CUnsafeLoader",
    "yaml:CFullLoader",
)

#: Names from GLOBAL_SETTERS (``module:attribute.path``) the embedder allows in every executor.
ALLOWED_GLOBAL_SETTERS: set[str] = set()

_REASONS = {
    **{e.replace(":", "."): "reads and writes host memory" for e in MEMORY_UNSAFE},
    **{e.replace(":", "."): "reads the host's arguments, input or files" for e in COMMAND_LINE},
    **{e.replace(":", "."): "runs code given as data" for e in RUNS_CODE},
}

#: Objects whose attributes are process-wide settings (``pd.options.display.max_rows = 5``),
#: by ``module.qualname`` of their type.
_SETTINGS_TYPES = frozenset({"pandas._config.config.DictWrapper"})

#: Objects refused by their type: a cell holds another function's variable. (Frames,
#: tracebacks, code objects and generators cross, since tools the embedder gave may return
#: them, smolagents' `compile` among them, but the bridge lets the program read only their
#: plain attributes, by their type: `INTROSPECTION_TYPES` in bridge.rs.)
_REFUSED_TYPES = (types.CellType,)

#: Every kind of callable that is not an instance of an ordinary class.
_CALLABLE_TYPES = (
    types.FunctionType,
    types.BuiltinFunctionType,
    types.MethodType,
    types.MethodWrapperType,
    types.WrapperDescriptorType,
    types.MethodDescriptorType,
    types.ClassMethodDescriptorType,
    staticmethod,
    classmethod,
    functools.partial,
)

#: The public API of namedtuples, whose names start with an underscore to stay clear of
#: field names.
_NAMEDTUPLE_API = frozenset({"_asdict", "_fields", "_field_defaults", "_make", "_replace"})

#: Instances of these classes of denied modules are plain records.
_DATA_CLASSES = frozenset({"types.SimpleNamespace"})

#: The public module a private C or Python twin stands for.
_TWINS = {
    "_io": "io",
    "_pyio": "io",
    "_socket": "socket",
    "_signal": "signal",
    "_ctypes": "ctypes",
    "_pickle": "pickle",
    "_compat_pickle": "pickle",
    "_sqlite3": "sqlite3",
    "_thread": "threading",
    "_threading_local": "threading",
    "_posixsubprocess": "subprocess",
    "_bootsubprocess": "subprocess",
    "_winapi": "subprocess",
    "_multiprocessing": "multiprocessing",
    "_posixshmem": "multiprocessing",
    "_imp": "importlib",
    "_frozen_importlib": "importlib",
    "_frozen_importlib_external": "importlib",
    "_osx_support": "sysconfig",
    "_aix_support": "sysconfig",
    "_scproxy": "urllib",
    "_sitebuiltins": "site",
    "_lsprof": "cProfile",
    "_tracemalloc": "tracemalloc",
    "_weakref": "weakref",
    "_weakrefset": "weakref",
    "_ssl": "ssl",
    "_dbm": "dbm",
    "_gdbm": "dbm",
    "_tkinter": "tkinter",
    "_curses": "curses",
    "_curses_panel": "curses",
    "_locale": "locale",
    "_warnings": "warnings",
    "_codecs": "codecs",
    "_uuid": "uuid",
    "_crypt": "crypt",
    "_tokenize": "tokenize",
    "_symtable": "symtable",
    "_opcode": "dis",
    "_ast": "ast",
    "_asyncio": "asyncio",
    "_overlapped": "asyncio",
    "_msi": "msilib",
    "_lzma": "lzma",
    "_bz2": "bz2",
    "_compression": "gzip",
    "_zoneinfo": "zoneinfo",
    "_strptime": "time",
}


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


_DENIED_SET = frozenset(DENIED_MODULES)


@functools.lru_cache(maxsize=4096)
def _denied_module(name: str) -> bool:
    """Whether `name` is a denied module or inside one."""
    parts = name.split(".")
    return any(".".join(parts[: i + 1]) in _DENIED_SET for i in range(len(parts)))


def _twin(top: str) -> str:
    return _TWINS.get(top, top.lstrip("_")) if top.startswith("_") else top


@functools.lru_cache(maxsize=4096)
def _machinery(module: str) -> bool:
    """Whether code defined in `module` is host machinery (denied, never, or classified so)."""
    parts = module.split(".")
    top = parts[0]
    if top in NEVER or any(
        ".".join(parts[: i + 1]) in THIRD_PARTY_MACHINERY for i in range(len(parts))
    ):
        return True
    twin = _twin(top)
    return (
        _denied_module(module) or _denied_module(twin) or (twin in MACHINERY and twin != "builtins")
    )


@functools.lru_cache(maxsize=4096)
def _strictly_denied(module: str) -> bool:
    """Whether instances of `module`'s classes are refused (the core's denied modules, their
    private twins, ophis, smolagents and the third-party machinery: a jinja2 Template's
    `module` property runs it)."""
    if module == "builtins":
        return False
    parts = module.split(".")
    top = parts[0]
    if any(".".join(parts[: i + 1]) in THIRD_PARTY_MACHINERY for i in range(len(parts))):
        return True
    return top in NEVER or _denied_module(module) or _denied_module(_twin(top))


class _Setters:
    """GLOBAL_SETTERS resolved to the objects they name, in the modules loaded so far."""

    def __init__(self) -> None:
        self.by_key: dict[tuple, str] = {}
        #: The ("id", n) keys again, by n alone: the lookup every judged value makes.
        self.by_id: dict[int, str] = {}
        self.keep: list = []
        self.pending = (
            list(GLOBAL_SETTERS) + list(MEMORY_UNSAFE) + list(COMMAND_LINE) + list(RUNS_CODE)
        )
        self.seen_modules = -1

    def refresh(self) -> None:
        modules = sys.modules
        if len(modules) == self.seen_modules or not self.pending:
            return
        self.seen_modules = len(modules)
        still = []
        for entry in self.pending:
            mod_name, path = entry.split(":")
            mod = modules.get(mod_name)
            if mod is None:
                still.append(entry)
                continue
            target = mod
            try:
                for part in path.split("."):
                    target = getattr(target, part)
            except Exception:
                continue
            self.keep.append(target)
            name = f"{mod_name}.{path}"
            for key in _keys(target):
                self.by_key.setdefault(key, name)
                if key[0] == "id":
                    self.by_id.setdefault(key[1], name)
        self.pending = still

    def name_of(self, obj: object) -> str | None:
        if self.pending and len(sys.modules) != self.seen_modules:
            self.refresh()
        name = self.by_id.get(id(obj))
        if name is not None or not isinstance(obj, (types.MethodType, types.BuiltinMethodType)):
            return name
        by_key = self.by_key
        for key in _keys(obj):
            name = by_key.get(key)
            if name is not None:
                return name
        return None


def _keys(obj: object) -> list[tuple]:
    keys = [("id", id(obj))]
    func = getattr(obj, "__func__", None) if isinstance(obj, types.MethodType) else None
    if func is not None:
        keys.append(("id", id(func)))
    owner = (
        getattr(obj, "__self__", None)
        if isinstance(obj, (types.MethodType, types.BuiltinMethodType))
        else None
    )
    if owner is not None and not isinstance(owner, (types.ModuleType, type)):
        keys.append(("bound", id(owner), getattr(obj, "__name__", "")))
    return keys


_SETTERS = _Setters()


class Tools:
    """The objects the embedder handed over as tools, trusted by identity (never by name)."""

    def __init__(self, objs: Iterable[object] = ()):
        self._objs: dict[int, object] = {}
        for o in objs:
            self.add(o)

    def add(self, obj: object) -> None:
        self._objs[id(obj)] = obj

    def __contains__(self, obj: object) -> bool:
        return self._objs.get(id(obj)) is obj

    def __len__(self) -> int:
        return len(self._objs)


class Guard:
    """Callable guard for one interpreter: ``authorized_imports`` as given to it, ``tools`` the
    objects the embedder handed over as functions (a dangerous function passed as a tool stays
    usable, as in smolagents; trusted by identity)."""

    def __init__(self, authorized_imports: Iterable[str], tools: Iterable[object] = ()):
        self.authorized = list(authorized_imports)
        self.tools = Tools(tools)
        #: GLOBAL_SETTERS names this guard allows, besides ALLOWED_GLOBAL_SETTERS.
        self.allowed_setters: set[str] = set()

    @property
    def authorized(self) -> list[str]:
        return self._authorized

    @authorized.setter
    def authorized(self, value: Iterable[str]) -> None:
        self._authorized = list(value)
        self._allowed_cache: dict[str, bool] = {}
        #: Ordinary classes whose instances were judged: "" (accepted) or the refusal.
        self._instance_cache: dict[type, str] = {}

    # -- modules -------------------------------------------------------------------------

    def module_allowed(self, name: str) -> bool:
        cached = self._allowed_cache.get(name)
        if cached is None:
            cached = self._allowed_cache[name] = self._module_allowed(name)
        return cached

    def _module_allowed(self, name: str) -> bool:
        if name.split(".", 1)[0] in NEVER:
            return False
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
        if not _authorized(name, self.authorized):
            return False
        if "*" in self.authorized and not _authorized(
            name, [a for a in self.authorized if a != "*"]
        ):
            # Authorized by "*" alone: never host machinery.
            return star_allows(name)
        return True

    def check_import(self, name: str) -> None:
        """Called before the host imports `name` for the program (importing runs its code).
        A module that `"*"` alone authorizes must also be installed code (the standard
        library's or site-packages' directories): never a file in the application's or the
        working directory, which the program may have written itself."""
        if not self.module_allowed(name):
            raise ForbiddenAccess(f"Forbidden access to module: {name}")
        if "*" in self._authorized and not _authorized(
            name, [a for a in self._authorized if a != "*"]
        ):
            where = _not_installed(name.split(".", 1)[0])
            if where is not None:
                raise ForbiddenAccess(
                    f"Forbidden access to module: {name} (not installed code: {where})"
                )

    def _code_allowed(self, module: str) -> bool:
        """Whether code (a function, class or instance) defined in `module` may cross: the
        module is authorized, or it is inside a package the embedder named exactly
        (`concurrent.futures.thread.ThreadPoolExecutor` under `["concurrent.futures"]`)."""
        if self.module_allowed(module):
            return True
        parts = module.split(".")
        if parts[0] in NEVER:
            return False
        return any(".".join(parts[:i]) in self._authorized for i in range(1, len(parts)))

    def check_private(self, module: types.ModuleType, name: str) -> None:
        """A private attribute of a host module is its implementation: readable only in a
        module the embedder authorized by its exact name or by a ``"pkg.*"`` pattern (never
        under ``"*"`` alone)."""
        mname = getattr(module, "__name__", None)
        if isinstance(mname, str) and mname.split(".", 1)[0] not in NEVER:
            if (
                mname in self._authorized
                or mname in _OS_PLATFORM_MODULES
                and "os" in self._authorized
            ):
                return
            patterns = [a for a in self._authorized if a != "*"]
            if any(a.endswith(".*") for a in patterns) and _authorized(
                mname, [a for a in patterns if a.endswith(".*")]
            ):
                return
        raise ForbiddenAccess(f"Forbidden access to private attribute of a host module: {name}")

    def check_private_attribute(self, obj: object, name: str) -> None:
        """A private attribute (one that starts with an underscore) of a host class or
        instance is its implementation, which the library's public API protects and its
        native code trusts: `pd.Categorical(...)._codes` is the writable array behind the
        read-only `.codes`, and a code past the categories crashed the host in `str(c)`. So
        it is neither readable nor writable, except the public API of namedtuples
        (`row._asdict()` of `df.itertuples()`)."""
        if name in _NAMEDTUPLE_API:
            cls = obj if isinstance(obj, type) else type(obj)
            if issubclass(cls, tuple) and isinstance(getattr(cls, "_fields", None), tuple):
                return
        what = "class" if isinstance(obj, type) else "object"
        raise ForbiddenAccess(
            f"Forbidden access to private attribute of a host {what}: {name} (the"
            " implementation behind the library's public API)"
        )

    # -- values --------------------------------------------------------------------------

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
            if not isinstance(name, str) or not self.module_allowed(name):
                raise ForbiddenAccess(f"Forbidden access to module: {name}")
            return
        cls = type(obj)
        verdict = self._instance_cache.get(cls)
        if verdict is not None:
            # An instance of an ordinary class already judged: only the identity lists remain.
            if self.tools._objs.get(id(obj)) is obj:
                return
            if verdict:
                raise ForbiddenAccess(verdict)
            self._check_setter(obj)
            return
        if isinstance(obj, _REFUSED_TYPES):
            raise ForbiddenAccess(f"Forbidden access to {type(obj).__name__} object")
        if obj in self.tools:
            return
        self._check_setter(obj)
        if isinstance(obj, type):
            module = _module_name(obj)
            if (
                module
                and module != "builtins"
                and _machinery(module)
                and not self._code_allowed(module)
            ):
                raise ForbiddenAccess(
                    f"Forbidden access to class: {module}.{getattr(obj, '__qualname__', '?')}"
                )
            return
        if isinstance(obj, _CALLABLE_TYPES) or _is_cython_function(obj):
            self._check_callable(obj)
            return
        module = _module_name(cls)
        verdict = ""
        if module and _strictly_denied(module) and not self._code_allowed(module):
            if f"{module}.{cls.__qualname__}" not in _DATA_CLASSES:
                verdict = f"Forbidden access to object of module: {module}"
        cache = self._instance_cache
        if len(cache) >= 4096:
            # Libraries make classes on the fly (a namedtuple per `itertuples()`): bounded.
            cache.clear()
        cache[cls] = verdict
        if verdict:
            raise ForbiddenAccess(verdict)

    def _check_setter(self, obj: object) -> None:
        setter = _SETTERS.name_of(obj)
        if (
            setter is not None
            and setter not in ALLOWED_GLOBAL_SETTERS
            and setter not in self.allowed_setters
        ):
            what = _REASONS.get(setter, "changes process-wide state")
            raise ForbiddenAccess(
                f"Forbidden access to function: {setter} {what}"
                " (the embedder can allow it in ophis.ALLOWED_GLOBAL_SETTERS)"
            )

    def _check_callable(self, obj: object) -> None:
        fname = getattr(obj, "__name__", "")
        if not isinstance(fname, str):
            fname = ""
        module = _module_name(obj)
        owner = getattr(obj, "__self__", None)
        if isinstance(obj, types.MethodType):
            func = obj.__func__
            if func in self.tools:
                return
            module = _module_name(func)
        elif module is None and isinstance(owner, types.ModuleType):
            module = owner.__name__ if isinstance(owner.__name__, str) else None
        if module and f"{module}.{fname}" in DENIED_FUNCTIONS:
            raise ForbiddenAccess(f"Forbidden access to function: {fname}")
        # Builtins are judged by DENIED_FUNCTIONS alone (len, sorted, ... are harmless).
        if (
            module
            and module != "builtins"
            and _machinery(module)
            and not self._code_allowed(module)
        ):
            raise ForbiddenAccess(f"Forbidden access to function: {fname}")
        # What the callable is bound to: a module, a class or an instance of a denied module.
        if owner is not None and not isinstance(owner, types.ModuleType):
            cls = owner if isinstance(owner, type) else type(owner)
            cmod = _module_name(cls)
            if (
                cmod
                and cmod != "builtins"
                and _strictly_denied(cmod)
                and not self._code_allowed(cmod)
            ):
                raise ForbiddenAccess(f"Forbidden access to function: {fname}")
        elif isinstance(owner, types.ModuleType):
            if not self.module_allowed(owner.__name__) and _machinery(owner.__name__):
                raise ForbiddenAccess(f"Forbidden access to function: {fname}")
        objclass = getattr(obj, "__objclass__", None)
        if isinstance(objclass, type):
            cmod = _module_name(objclass)
            if (
                cmod
                and cmod != "builtins"
                and _strictly_denied(cmod)
                and not self._code_allowed(cmod)
            ):
                raise ForbiddenAccess(f"Forbidden access to function: {fname}")
        if isinstance(obj, functools.partial):
            self(obj.func)

    # -- calls ---------------------------------------------------------------------------

    def check_call(self, obj: object, args: tuple, kwargs: dict, handles: bool) -> None:
        """Refuses, before the program calls the host callable `obj`, a call that builds a
        numpy array over raw memory the program chose (`raw_memory_call`), and, when the
        arguments hold host handles (`handles`), one that hands such a constructor to host
        code, which could call it with a buffer itself (`s.apply(np.ndarray, args=...)`)."""
        refusal = raw_memory_call(obj, args, kwargs)
        if refusal is None:
            refusal = unsound_structure(getattr(obj, "__self__", None))
        if refusal is None and handles and not _is_array_view(obj):
            for value in _walk((args, kwargs)):
                refusal = unsound_structure(value)
                if refusal is not None:
                    break
                name = _raw_memory_constructor(value)
                if name is not None:
                    refusal = (
                        f"Forbidden access to function: {name} handed to host code, which could"
                        " build an array over raw memory with it"
                    )
                    break
        if refusal is not None:
            raise ForbiddenAccess(refusal)

    def check_operand(self, obj: object, writes: bool = False) -> None:
        """Refuses an operation that reads the contents of `obj` (an item, iteration, an
        operator, repr) when native code would follow its structure out of its memory, and
        one that sets an item of an array's flags (`a.flags['WRITEABLE'] = True`, see
        `check_write`)."""
        if writes and _is_array_flags(obj):
            raise ForbiddenAccess(_FLAGS_REFUSAL)
        refusal = unsound_structure(obj)
        if refusal is not None:
            raise ForbiddenAccess(refusal)

    # -- writes --------------------------------------------------------------------------

    def check_write(self, obj: object, name: str, delete: bool = False) -> None:
        """Refuses setting or deleting the attribute `name` of a host module, class, function
        or settings object: what the program changes there, the host and every other executor
        would see. Instances stay writable where their class allows it."""
        what = "deletion of" if delete else "assignment to"
        if _is_array_flags(obj):
            raise ForbiddenAccess(_FLAGS_REFUSAL)
        if isinstance(obj, types.ModuleType):
            raise ForbiddenAccess(f"Forbidden {what} module attribute: {name}")
        if isinstance(obj, type):
            raise ForbiddenAccess(
                f"Forbidden {what} host class attribute: {obj.__qualname__}.{name}"
            )
        cls = type(obj)
        if (
            f"{_module_name(cls)}.{cls.__qualname__}" in _SETTINGS_TYPES
            or _SETTERS.name_of(obj) is not None
        ):
            raise ForbiddenAccess(f"Forbidden {what} a process-wide setting: {name}")
        # Every callable host object (functions, builtins, methods, numpy's dispatchers,
        # ufuncs, pandas' documented callables) is shared by the whole process.
        if isinstance(obj, _CALLABLE_TYPES) or _is_cython_function(obj) or callable(obj):
            raise ForbiddenAccess(f"Forbidden {what} host function attribute: {name}")


_RAW_MEMORY_HINT = (
    " builds an array over raw memory the program chose (an object dtype there forges"
    " pointers, a negative offset reads the host's heap): use numpy.frombuffer, which checks"
    " both, or build the array from data"
)

#: The records modules of numpy 2 and numpy 1, whose `fromstring` puts a record array over
#: the bytes given (at any offset, of any dtype) and whose `array` does so for bytes.
_RECORDS_MODULES = ("numpy._core.records", "numpy.core.records")


def _records_function(obj: object) -> str | None:
    """`"fromstring"` or `"array"` when `obj` is that function of numpy's records module."""
    for mod_name in _RECORDS_MODULES:
        mod = sys.modules.get(mod_name)
        if mod is None:
            continue
        if obj is getattr(mod, "fromstring", None):
            return "fromstring"
        if obj is getattr(mod, "array", None):
            return "array"
    return None


def _buffer_parameter(cls: type) -> tuple[int, tuple[str, ...], bool]:
    """Where the constructor of the ndarray subclass `cls` takes its raw buffer: the position
    among the arguments after the class (-1: nowhere), the keyword names, and whether every
    positional argument from that position on may be it. ndarray's own (C) constructor takes
    `buffer` third; a Python `__new__` is read by its signature (`recarray`'s `buf`,
    `chararray`'s `buffer` fourth); one that forwards `*args` or `**kwargs`, or cannot be
    read, may pass a buffer anywhere from the third argument on."""
    import inspect

    np = sys.modules["numpy"]
    new = cls.__new__
    if new is np.ndarray.__new__:
        return 2, ("buffer",), False
    try:
        params = list(inspect.signature(new).parameters.values())[1:]
    except (TypeError, ValueError):
        return 2, ("buffer", "buf"), True
    for i, p in enumerate(params):
        if p.kind is p.VAR_POSITIONAL:
            return min(i, 2), ("buffer", "buf"), True
        if p.name in ("buffer", "buf"):
            return i, (p.name,), False
    if any(p.kind is p.VAR_KEYWORD for p in params):
        return len(params), ("buffer", "buf"), False
    return -1, (), False


def raw_memory_call(obj: object, args: tuple, kwargs: dict) -> str | None:
    """The refusal of a call that builds a numpy array over a raw buffer: an ndarray subclass
    called with a buffer (`np.ndarray((1,), 'O', b'...')`, `np.recarray(..., buf=...)`,
    `np.char.chararray(..., buffer, offset=-64)`), `np.rec.fromstring`, `np.rec.array` of
    bytes (numpy checks neither that an object dtype's items are objects nor, in 2.4, that
    the offset is not negative); or a method that frees or writes state native code trusts
    (`_risky_method`). None when the call is not one of those. Every host call passes here,
    so the common callees (functions, ufuncs) leave after a type test or two."""
    np = sys.modules.get("numpy")
    if np is None:
        return None
    kind = type(obj)
    if kind in _METHOD_KINDS:
        if obj.__name__ in _RISKY_METHOD_NAMES:
            return _risky_method(np, obj, args, kwargs)
        return None
    if isinstance(obj, type):
        if not issubclass(obj, np.ndarray):
            return None
        position, names, onwards = _buffer_parameter(obj)
        given = [kwargs.get(n) for n in names]
        if position >= 0:
            given += args[position:] if onwards else args[position : position + 1]
        if any(g is not None for g in given):
            return f"Forbidden access to function: {obj.__module__}.{obj.__qualname__} with a buffer{_RAW_MEMORY_HINT}"
        return None
    if kind is not types.FunctionType:
        return None
    which = _records_function(obj)
    if which == "fromstring":
        return f"Forbidden access to function: numpy.rec.fromstring{_RAW_MEMORY_HINT}"
    if which == "array":
        data = args[0] if args else kwargs.get("obj")
        if isinstance(data, (bytes, bytearray, memoryview)):
            return f"Forbidden access to function: numpy.rec.array of bytes{_RAW_MEMORY_HINT}"
    return None


#: Bound and unbound methods, the callees `_risky_method` judges.
_METHOD_KINDS = frozenset({types.BuiltinMethodType, types.MethodDescriptorType, types.MethodType})

#: Methods that hand out the internal arrays of a structure its native code indexes without
#: bounds checks, writable (`KDTree(...).get_arrays()[1][:] = 10**8` made `query` read
#: outside the data): (module prefix of the owner's class, method name).
_INTERNAL_STATE_METHODS = (("sklearn.neighbors", "get_arrays"),)

_RISKY_METHOD_NAMES = frozenset({"resize", "setflags"} | {m for _, m in _INTERNAL_STATE_METHODS})


def _risky_method(np, obj: object, args: tuple, kwargs: dict) -> str | None:
    """The refusal of a method call named in `_RISKY_METHOD_NAMES`, by its receiver."""
    owner = getattr(obj, "__self__", None)
    objclass = getattr(obj, "__objclass__", None)
    name = obj.__name__
    is_array = isinstance(owner, (np.ndarray, np.generic)) or objclass in (np.ndarray, np.generic)
    if name == "resize" and is_array and not kwargs.get("refcheck", True):
        # Without the reference check, a view of the array keeps pointing at the memory the
        # resize frees: reads and writes through it reach the host's heap.
        return (
            "Forbidden access to function: numpy.ndarray.resize with refcheck=False frees"
            " memory that views of the array still use (raw memory of the host)"
        )
    if name == "setflags" and is_array and _write_requested(obj, args, kwargs):
        # A library hands out read-only views of what its native code trusts (pandas'
        # `Categorical.codes`); making one writable again writes that state.
        return (
            "Forbidden access to function: numpy.ndarray.setflags with write: it makes a"
            " library's read-only view of its own state writable (raw memory of the host)"
        )
    if owner is not None:
        module = getattr(type(owner), "__module__", "") or ""
        for prefix, method in _INTERNAL_STATE_METHODS:
            if name == method and module.startswith(prefix):
                return (
                    f"Forbidden access to function: {type(owner).__qualname__}.{method} hands"
                    " out writable arrays of the structure its native code trusts (raw memory"
                    " of the host)"
                )
    return None


def unsound_structure(value: object) -> str | None:
    """The refusal of using `value` when native code would trust a structure the program
    could make inconsistent: a scipy compressed sparse matrix (CSR, CSC, BSR) is built with
    only a shallow check, and its `indices` and `indptr` are writable arrays (a COO matrix's
    `row` and `col` too), so an index past the matrix made `m.toarray()` write outside the
    output array and `m @ v` read outside `v` (the host process crashed). scipy's full check
    (`check_format(full_check=True)`, COO's `_check()`, O(nnz)) runs before every such use.
    None when `value` is not such a matrix or is sound."""
    if value is None:
        return None
    module = type(value).__module__
    if type(module) is not str or not module.startswith("scipy.sparse"):
        return None
    sparse = sys.modules.get("scipy.sparse")
    if sparse is None or not sparse.issparse(value):
        return None
    fmt = getattr(value, "format", None)
    try:
        if fmt in ("csr", "csc", "bsr"):
            value.check_format(full_check=True)
        elif fmt == "coo":
            # COO's row and col arrays are writable too, and only checked when it is built.
            value._check()
    except (ValueError, TypeError, IndexError) as e:
        return (
            f"Forbidden host action: a scipy.sparse {fmt} matrix whose index arrays"
            f" point outside it ({e}) would make native code read and write raw memory"
        )
    return None


def _raw_memory_constructor(value: object) -> str | None:
    """The name of `value` when it is a callable that can build an array over a raw buffer:
    an ndarray subclass whose constructor takes one, or numpy's records `fromstring`/`array`."""
    np = sys.modules.get("numpy")
    if np is None:
        return None
    if isinstance(value, type):
        if issubclass(value, np.ndarray) and _buffer_parameter(value)[0] >= 0:
            return f"{value.__module__}.{value.__qualname__}"
        return None
    which = _records_function(value)
    return f"numpy.rec.{which}" if which else None


def _write_requested(setflags: object, args: tuple, kwargs: dict) -> bool:
    """Whether a call of `ndarray.setflags` (bound, or unbound with the array first) asks
    for `write=True`: its first parameter."""
    position = 0 if isinstance(setflags, types.BuiltinMethodType) else 1
    given = args[position] if len(args) > position else kwargs.get("write")
    return bool(given)


_FLAGS_REFUSAL = (
    "Forbidden assignment to an array's flags: it makes a library's read-only view of its"
    " own state writable (raw memory of the host)"
)


_FLAGS_TYPE: list[type] = []


def _is_array_flags(obj: object) -> bool:
    """Whether `obj` is the flags object of a numpy array (`a.flags`). Every attribute write
    to a host object asks, so the type is found once (numpy exports no name for it)."""
    if not _FLAGS_TYPE:
        np = sys.modules.get("numpy")
        if np is None:
            return False
        _FLAGS_TYPE.append(type(np.empty(0).flags))
    return type(obj) is _FLAGS_TYPE[0]


def _is_array_view(obj: object) -> bool:
    """Whether `obj` is an array's `view` method, which takes an ndarray subclass as the type
    of the view without calling its constructor (`a.view(np.recarray)`)."""
    np = sys.modules.get("numpy")
    return (
        np is not None
        and isinstance(obj, types.BuiltinMethodType)
        and obj.__name__ == "view"
        and isinstance(obj.__self__, (np.ndarray, np.generic))
    )


def _walk(value: object, depth: int = 0):
    """Yields `value` and, four levels deep, the items and keys of the lists, tuples, sets and
    dicts in it: where the arguments of a call carry callables to host code."""
    yield value
    if depth >= 4:
        return
    if type(value) in (list, tuple, set, frozenset):
        for item in value:
            if type(item) not in (int, float, str, bytes, bool) and item is not None:
                yield from _walk(item, depth + 1)
    elif type(value) is dict:
        for k, item in value.items():
            yield from _walk(k, depth + 1)
            yield from _walk(item, depth + 1)


def _installed_dirs() -> list[str]:
    import os
    import sysconfig

    dirs = set()
    for base in ({}, {"base": sys.base_prefix, "platbase": sys.base_exec_prefix}):
        paths = sysconfig.get_paths(vars=base) if base else sysconfig.get_paths()
        for key in ("stdlib", "platstdlib", "purelib", "platlib"):
            if paths.get(key):
                dirs.add(os.path.realpath(paths[key]))
    for entry in sys.path:
        if os.path.basename(entry.rstrip(os.sep)) in ("site-packages", "dist-packages"):
            dirs.add(os.path.realpath(entry))
    return sorted(dirs)


def _not_installed(top: str) -> str | None:
    """Where the top-level module `top` would be loaded from, if that is not installed code
    (None when it is, or when it is built in, frozen or not found: the import reports that)."""
    import importlib.machinery
    import os

    if top in sys.modules or top in sys.builtin_module_names:
        return None
    try:
        spec = importlib.machinery.PathFinder.find_spec(top)
    except Exception:
        return None
    if spec is None:
        return None
    origin = spec.origin
    if not origin or origin in ("built-in", "frozen"):
        locations = list(spec.submodule_search_locations or [])
        if not locations:
            return None
        origin = locations[0]
    path = os.path.realpath(origin)
    for d in _installed_dirs():
        if path == d or path.startswith(d + os.sep):
            return None
    return path


def _module_name(obj: object) -> str | None:
    try:
        m = getattr(obj, "__module__", None)
    except Exception:
        return None
    return m if isinstance(m, str) else None


def _is_cython_function(obj: object) -> bool:
    return type(obj).__name__ in ("cython_function_or_method", "fused_cython_function")
