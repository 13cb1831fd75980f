"""The second layer of the sandbox: host code that runs on the program's behalf runs
*confined*, without the host's rights.

The first layer is the interpreter itself: the program's own code reaches nothing it is not
handed. But a program may call host code: a function of an authorized host module
(``pd.read_csv``), a method of a host object sent in (a DataFrame's ``to_csv``), an import. That
code is CPython's, and a list of forbidden names cannot keep up with the hundreds of I/O entry
points of numpy, pandas, scipy and sklearn. So ``ophis`` installs one CPython audit hook
(PEP 578) when it is imported. The bindings mark every host operation they run for the program
as a confined scope (``_ophis.confinement``); during a confined scope the hook refuses every
event of the denied families below: the action does not happen, and the run ends uncatchably
with ``Forbidden host action: ...`` when the operation returns, whatever the host code did with
the exception. Tools the embedder registered run unconfined: they are the embedder's code.

Outside confined scopes the hook costs one call that returns ``None``.

Every event of CPython 3.11's audit-events table is classified in :data:`EVENTS`; a test checks
that no documented event is left out.
"""

from __future__ import annotations

import os
import site
import sys
import sysconfig
import threading
import weakref
from typing import Any

from . import _ophis

# Verdicts.
DENY = "deny"
ALLOW = "allow"
#: Allowed only for loading installed code: read-only, under the installed-code directories or
#: the paths the embedder granted (``allowed_paths`` / ``writable_paths``).
PATHS = "paths"
#: Allowed only while installed code is being imported (the import system and the module's
#: own initialisation, e.g. ``typing`` forward references), or when the code that raised it is
#: one of the few stdlib generators of code from validated identifiers
#: (``collections.namedtuple``, ``dataclasses``, ``inspect`` reading a builtin's text
#: signature); refused for everything else (template engines, ``pandas.eval``/
#: ``DataFrame.query``, ``typing.get_type_hints`` on strings, ``timeit``, ...).
CODE = "code"
#: Allowed only while the import system runs a module's initialisation (numpy, scipy and
#: sklearn set ``OPENBLAS_MAIN_FREE``, ``KMP_DUPLICATE_LIB_OK``, ... in the environment when
#: they are first imported: installed code's own settings, not the program's).
IMPORT = "import"
#: ``object.__getattr__``/``__setattr__``/``__delattr__``: allowed except for the attributes
#: that lead to (or replace) globals, code and frames.
ATTR = "attr"

_FILES = "file system"
_PROCESSES = "processes"
_NETWORK = "network"
_ENVIRONMENT = "environment"
_NATIVE = "native code"
_INTERPRETER = "interpreter internals"

#: Every audit event of CPython 3.11's documented table (and a few undocumented ones),
#: classified: (verdict, family or reason).
EVENTS: dict[str, tuple[str, str]] = {
    # Allowed: they grant nothing.
    "array.__new__": (ALLOW, "makes an array from data"),
    "builtins.id": (ALLOW, "an object's identity"),
    "import": (ALLOW, "the import system; the files it reads are checked as 'open' events"),
    "sys._getframe": (
        ALLOW,
        "host frames go to host code only; the bridge refuses frames crossing to the program",
    ),
    "sys.unraisablehook": (ALLOW, "reports an exception CPython could not raise"),
    "sys.excepthook": (ALLOW, "reports an uncaught exception"),
    "cpython._PySys_ClearAuditHooks": (ALLOW, "interpreter shutdown"),
    "cpython.PyInterpreterState_Clear": (ALLOW, "interpreter shutdown"),
    "object.__getattr__": (
        ATTR,
        "reads of restricted attributes: code objects yes, globals and frames no",
    ),
    # Loading installed code, and the files the embedder granted.
    "open": (PATHS, _FILES),
    "os.listdir": (PATHS, _FILES),
    "os.scandir": (PATHS, _FILES),
    "marshal.loads": (CODE, "unmarshals code objects (the import system's .pyc files)"),
    "marshal.load": (DENY, "unmarshals code objects from a file"),
    "marshal.dumps": (DENY, "marshals code objects"),
    "compile": (CODE, "turns a string into code"),
    "exec": (CODE, "runs a code object"),
    "code.__new__": (DENY, "builds a code object"),
    "function.__new__": (DENY, "builds a function from a code object"),
    "pickle.find_class": (DENY, "unpickling runs arbitrary callables"),
    "builtins.breakpoint": (DENY, _INTERPRETER),
    "builtins.input": (DENY, "reads the host's standard input"),
    "builtins.input/result": (DENY, "reads the host's standard input"),
    "pdb.Pdb": (DENY, _INTERPRETER),
    "object.__setattr__": (
        ATTR,
        "writes of class attributes (namedtuple, dataclasses): not of code, globals or closures",
    ),
    "object.__delattr__": (ATTR, "deletions of class attributes: not of code, globals or closures"),
    "setopencodehook": (DENY, _INTERPRETER),
    "sys.addaudithook": (DENY, _INTERPRETER),
    "sys.settrace": (DENY, _INTERPRETER),
    "sys.setprofile": (DENY, _INTERPRETER),
    "sys._current_frames": (DENY, _INTERPRETER),
    "sys._current_exceptions": (DENY, _INTERPRETER),
    "sys.set_asyncgen_hooks_firstiter": (DENY, _INTERPRETER),
    "sys.set_asyncgen_hooks_finalizer": (DENY, _INTERPRETER),
    "gc.get_objects": (DENY, _INTERPRETER),
    "gc.get_referrers": (DENY, _INTERPRETER),
    "gc.get_referents": (DENY, _INTERPRETER),
    "cpython.PyInterpreterState_New": (DENY, _INTERPRETER),
    "cpython.run_command": (DENY, _INTERPRETER),
    "cpython.run_file": (DENY, _INTERPRETER),
    "cpython.run_interactivehook": (DENY, _INTERPRETER),
    "cpython.run_module": (DENY, _INTERPRETER),
    "cpython.run_startup": (DENY, _INTERPRETER),
    "cpython.run_stdin": (DENY, _INTERPRETER),
    "ensurepip.bootstrap": (DENY, _PROCESSES),
    # The file system.
    **{
        e: (DENY, _FILES)
        for e in (
            "os.chdir",
            "os.chflags",
            "os.chmod",
            "os.chown",
            "os.fwalk",
            "os.getxattr",
            "os.link",
            "os.listxattr",
            "os.lockf",
            "os.mkdir",
            "os.remove",
            "os.removexattr",
            "os.rename",
            "os.rmdir",
            "os.setxattr",
            "os.symlink",
            "os.truncate",
            "os.utime",
            "os.walk",
            "glob.glob",
            "glob.glob/2",
            "pathlib.Path.glob",
            "pathlib.Path.rglob",
            "shutil.chown",
            "shutil.copyfile",
            "shutil.copymode",
            "shutil.copystat",
            "shutil.copytree",
            "shutil.make_archive",
            "shutil.move",
            "shutil.rmtree",
            "shutil.unpack_archive",
            "tempfile.mkdtemp",
            "tempfile.mkstemp",
            "fcntl.fcntl",
            "fcntl.flock",
            "fcntl.ioctl",
            "fcntl.lockf",
            "mmap.__new__",
            "msvcrt.get_osfhandle",
            "msvcrt.locking",
            "msvcrt.open_osfhandle",
            "sqlite3.connect",
            "sqlite3.connect/handle",
        )
    },
    # Processes and signals.
    **{
        e: (DENY, _PROCESSES)
        for e in (
            "os.exec",
            "os.fork",
            "os.forkpty",
            "os.kill",
            "os.killpg",
            "os.posix_spawn",
            "os.spawn",
            "os.startfile",
            "os.startfile/2",
            "os.system",
            "subprocess.Popen",
            "pty.spawn",
            "signal.pthread_kill",
            "resource.prlimit",
            "resource.setrlimit",
            "webbrowser.open",
            "syslog.openlog",
            "syslog.syslog",
            "syslog.closelog",
            "syslog.setlogmask",
        )
    },
    # The environment.
    "os.putenv": (IMPORT, _ENVIRONMENT),
    "os.unsetenv": (IMPORT, _ENVIRONMENT),
    # The network.
    **{
        e: (DENY, _NETWORK)
        for e in (
            "socket.__new__",
            "socket.bind",
            "socket.connect",
            "socket.getaddrinfo",
            "socket.gethostbyaddr",
            "socket.gethostbyname",
            "socket.gethostname",
            "socket.getnameinfo",
            "socket.getservbyname",
            "socket.getservbyport",
            "socket.sendmsg",
            "socket.sendto",
            "socket.sethostname",
            "ftplib.connect",
            "ftplib.sendcmd",
            "http.client.connect",
            "http.client.send",
            "imaplib.open",
            "imaplib.send",
            "nntplib.connect",
            "nntplib.putline",
            "poplib.connect",
            "poplib.putline",
            "smtplib.connect",
            "smtplib.send",
            "telnetlib.Telnet.open",
            "telnetlib.Telnet.write",
            "urllib.Request",
        )
    },
    # Native code and the host's registries.
    **{
        e: (DENY, _NATIVE)
        for e in (
            "ctypes.addressof",
            "ctypes.call_function",
            "ctypes.cdata",
            "ctypes.cdata/buffer",
            "ctypes.create_string_buffer",
            "ctypes.create_unicode_buffer",
            "ctypes.dlopen",
            "ctypes.dlsym",
            "ctypes.dlsym/handle",
            "ctypes.get_errno",
            "ctypes.get_last_error",
            "ctypes.seh_exception",
            "ctypes.set_errno",
            "ctypes.set_exception",
            "ctypes.set_last_error",
            "ctypes.string_at",
            "ctypes.wstring_at",
            "os.add_dll_directory",
            "sqlite3.enable_load_extension",
            "sqlite3.load_extension",
            "winreg.ConnectRegistry",
            "winreg.CreateKey",
            "winreg.DeleteKey",
            "winreg.DeleteValue",
            "winreg.DisableReflectionKey",
            "winreg.EnableReflectionKey",
            "winreg.EnumKey",
            "winreg.EnumValue",
            "winreg.ExpandEnvironmentStrings",
            "winreg.LoadKey",
            "winreg.OpenKey",
            "winreg.OpenKey/result",
            "winreg.PyHKEY.Detach",
            "winreg.QueryInfoKey",
            "winreg.QueryReflectionKey",
            "winreg.QueryValue",
            "winreg.SaveKey",
            "winreg.SetValue",
        )
    },
}

#: Events raised by newer CPythons or undocumented in 3.11's table, refused the same way.
EVENTS.update(
    {
        "_thread.start_new_thread": (DENY, "a thread would run outside the confined scope"),
        "sys.monitoring.register_callback": (DENY, _INTERPRETER),
        "cpython._PySys_ClearAttributes": (DENY, _INTERPRETER),
    }
)

#: The events allowed in every scope, judged before anything else (the hook's fast path).
_ALWAYS_ALLOWED = frozenset(e for e, (verdict, _) in EVENTS.items() if verdict == ALLOW)

#: Restricted-attribute names host code may not read (`object.__getattr__`): they lead from an
#: object to globals, builtins or frames.
_RESTRICTED_READS = frozenset(
    {
        "__globals__",
        "__builtins__",
        "f_globals",
        "f_locals",
        "f_builtins",
        "f_back",
        "gi_frame",
        "cr_frame",
        "ag_frame",
    }
)
#: Names host code may not write or delete (`object.__setattr__`, `object.__delattr__`): they
#: would change what a function runs or sees.
_RESTRICTED_WRITES = frozenset({"__code__", "__globals__", "__builtins__", "__closure__"})

#: Source files whose `compile`/`exec` calls make code from validated identifiers (never from
#: program text): the import system, `collections.namedtuple`, `dataclasses`, and `inspect`
#: (through `ast.parse`) reading a builtin's text signature.
_CODE_MAKERS = ("collections/__init__.py", "dataclasses.py", "inspect.py")
#: Source files that may compile (but not run) strings: `typing` turns string annotations into
#: `ForwardRef`s (pandas does so at call time), and `traceback` parses a source line to place
#: its carets (a library printing a caught exception's traceback, as loky does when it cannot
#: count cores), and joblib's `eval_expr` parses `pre_dispatch` ("2 * n_jobs") into a tree it
#: evaluates itself, numbers and operators only (every sklearn estimator that runs a
#: `Parallel`, HistGradientBoosting's binning and RandomForest's fit); running one is an
#: `exec` event, refused.
_COMPILERS = _CODE_MAKERS + ("typing.py", "traceback.py", "joblib/_utils.py")


def _under(path: str, roots: list[str]) -> bool:
    return any(path == r or path.startswith(r.rstrip(os.sep) + os.sep) for r in roots)


def _installed_roots() -> list[str]:
    """The directories of installed code: the standard library's and site-packages'
    (read-only). Never the application's directory or the working directory."""
    roots: set[str] = set()
    for prefix in {sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix}:
        try:
            paths = sysconfig.get_paths(
                vars={"base": prefix, "platbase": prefix, "installed_base": prefix}
            )
        except Exception:
            continue
        for key in ("stdlib", "platstdlib", "purelib", "platlib"):
            if paths.get(key):
                roots.add(paths[key])
    try:
        roots.update(site.getsitepackages())
    except Exception:
        pass
    user = getattr(site, "USER_SITE", None)
    if user:
        roots.add(user)
    prefixes = [
        os.path.realpath(p)
        for p in {sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix}
    ]
    for entry in sys.path:
        # Debian's dist-packages and site-packages entries that sysconfig does not name, and
        # the search path's entries inside the installation (python311.zip, lib-dynload).
        if not entry:
            continue
        real = os.path.realpath(entry)
        if os.path.basename(real) in ("site-packages", "dist-packages") or _under(real, prefixes):
            roots.add(entry)
    return sorted({os.path.realpath(r) for r in roots if r})


_INSTALLED: list[str] = _installed_roots()
#: The installed roots that hold third-party packages (site-packages, dist-packages).
_SITES: list[str] = [
    r for r in _INSTALLED if os.path.basename(r) in ("site-packages", "dist-packages")
] + [os.path.realpath(p) for p in [getattr(site, "USER_SITE", None)] if p]
#: Third-party packages that are public data every confined call may read: time-zone
#: databases (pandas reads pytz's and dateutil's for tz-aware timestamps).
_PUBLIC_PACKAGES = frozenset({"pytz", "dateutil", "tzdata"})


def _public_data_roots() -> list[str]:
    """Read-only data that is the same on every machine and holds nothing of the host's:
    the time-zone database (``zoneinfo``, ``dateutil`` and pandas read it)."""
    try:
        import zoneinfo

        tzpath = list(zoneinfo.TZPATH)
    except Exception:
        tzpath = []
    roots = {os.path.realpath(p) for p in tzpath if os.path.isdir(p)}
    # The process's CPU quota: joblib (sklearn's KMeans, ...) reads it to size its thread pool.
    roots.update(_CPU_QUOTA_FILES)
    return sorted(roots)


_CPU_QUOTA_FILES = (
    "/sys/fs/cgroup/cpu.max",
    "/sys/fs/cgroup/cpu/cpu.cfs_quota_us",
    "/sys/fs/cgroup/cpu/cpu.cfs_period_us",
)


#: Public data any confined call may read: the time-zone database, the CPU quota.
_PUBLIC_DATA: list[str] = _public_data_roots()


def _readable(path: str, grant: _Grant | None) -> bool:
    """Whether confined host code (outside the import system) may read `path` without a
    granted path: the standard library, public data, and the installed packages the
    interpreter's allowlist names (sklearn reads its bundled data sets). Not other packages
    in site-packages: an application installed there may keep its configuration beside its
    code."""
    for site_root in _SITES:
        if _under(path, [site_root]):
            rest = path[len(site_root.rstrip(os.sep)) + 1 :]
            top = rest.split(os.sep, 1)[0]
            top = top.split(".", 1)[0] if top.endswith(".py") else top
            if top in _PUBLIC_PACKAGES or top.endswith((".dist-info", ".egg-info")):
                # Time-zone databases, and package metadata (importlib.metadata's entry
                # points, which sklearn and scipy scan).
                return True
            authorized = grant.packages if grant is not None else frozenset()
            return "*" in authorized or top in authorized
    return _under(path, _INSTALLED) or _under(path, _PUBLIC_DATA)


class _Grant:
    """What one interpreter's embedder granted: paths to read (``allowed_paths``) and to
    write (``writable_paths``, which are readable too), as resolved real paths, and the
    top-level packages its allowlist authorizes (whose installed files its host calls may
    read)."""

    __slots__ = ("read", "write", "packages")

    def __init__(self, read: list[str], write: list[str], packages: frozenset[str] = frozenset()):
        self.write = [os.path.realpath(p) for p in write]
        self.read = [os.path.realpath(p) for p in read] + self.write
        self.packages = packages


_GRANTS: dict[int, _Grant] = {}
#: Reentrant: a collection inside a locked section may run a finalizer that calls `_forget`.
_GRANTS_LOCK = threading.RLock()


def grant_paths(
    owner: object,
    interp_id: int,
    allowed_paths: Any = None,
    writable_paths: Any = None,
    authorized: Any = (),
) -> None:
    """Grants interpreter ``interp_id`` reading under ``allowed_paths``, reading and writing
    under ``writable_paths``, and reading the installed files of the top-level packages of
    its ``authorized`` imports (for as long as ``owner`` lives)."""
    read = _path_list("allowed_paths", allowed_paths)
    write = _path_list("writable_paths", writable_paths)
    packages = frozenset(a.split(".", 1)[0] for a in authorized)
    # Built outside the lock: a collection while building it may run `_forget`, which takes it.
    grant = _Grant(read, write, packages)
    with _GRANTS_LOCK:
        known = interp_id in _GRANTS
        _GRANTS[interp_id] = grant
    if not known:
        weakref.finalize(owner, _forget, interp_id)


def _forget(interp_id: int) -> None:
    with _GRANTS_LOCK:
        _GRANTS.pop(interp_id, None)


def _path_list(option: str, value: Any) -> list[str]:
    if value is None:
        return []
    if isinstance(value, (str, bytes, os.PathLike)):
        value = [value]
    out = []
    for p in value:
        if not isinstance(p, (str, os.PathLike)):
            raise TypeError(f"{option} must be paths (str or os.PathLike), not {type(p).__name__}")
        out.append(os.fspath(p))
    return out


def _real(path: Any) -> str | None:
    """The resolved real path of an event's path argument (None for a file descriptor or
    anything that is not a path)."""
    if isinstance(path, int) or path is None:
        return None
    try:
        p = os.fsdecode(os.fspath(path))
    except TypeError:
        return None
    return os.path.realpath(p)


_WRITE_FLAGS = (
    os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND | getattr(os, "O_TMPFILE", 0)
)


def _writes(mode: Any, flags: Any) -> bool:
    if isinstance(mode, str) and any(c in mode for c in "wax+"):
        return True
    return isinstance(flags, int) and bool(flags & _WRITE_FLAGS)


class _HookState(threading.local):
    busy = False


_STATE = _HookState()


#: How deep the frame that raised the event is, seen from `_frames_from`'s own frame:
#: `_frames_from` (0), its caller (1), `_judge` (2), `_hook` (3), the host code (4).
_CALLER_DEPTH = 4


def _frames_from(depth: int):
    """The host frames above the hook, innermost first."""
    try:
        f = sys._getframe(depth)
    except ValueError:
        return
    while f is not None:
        yield f
        f = f.f_back


def _in_import_system() -> bool:
    for f in _frames_from(_CALLER_DEPTH):
        if f.f_code.co_filename.startswith("<frozen importlib._bootstrap"):
            return True
    return False


def _for_linecache() -> bool:
    """Whether the event comes from `linecache` reading a source line (directly, or through
    `tokenize.open`)."""
    for i, f in enumerate(_frames_from(_CALLER_DEPTH)):
        if i > 2:
            return False
        if f.f_code.co_filename.endswith(os.sep + "linecache.py"):
            return True
    return False


def _for_metadata_scan() -> bool:
    """Whether the event comes from `importlib.metadata` listing a search-path entry for
    installed distributions (`FastPath.children`, and the zip probe it falls back to).
    sklearn's input validation asks narwhals for its plugins' entry points at every `fit`,
    which lists every entry of `sys.path`, the working directory and the application's
    directory included."""
    for i, f in enumerate(_frames_from(_CALLER_DEPTH)):
        if i > 3:
            return False
        code = f.f_code
        if code.co_name in ("children", "zip_children") and code.co_filename.endswith(
            os.sep + os.path.join("importlib", "metadata", "__init__.py")
        ):
            return _under(os.path.realpath(code.co_filename), _INSTALLED)
    return False


def _for_core_count() -> bool:
    """Whether the event comes from joblib's loky counting the machine's physical cores
    (`_count_physical_cores` runs `lscpu`, then `cat /proc/cpuinfo`, and falls back to the
    logical count on any exception, once per process): KMeans, and every estimator that
    sizes a thread pool, asks at its first `fit`."""
    suffix = os.sep + os.path.join("loky", "backend", "context.py")
    for i, f in enumerate(_frames_from(_CALLER_DEPTH)):
        if i > 16:
            return False
        code = f.f_code
        if code.co_name == "_count_physical_cores" and code.co_filename.endswith(suffix):
            return _under(os.path.realpath(code.co_filename), _INSTALLED)
    return False


def _code_maker(event: str) -> bool:
    """Whether the compile/exec event comes from installed code being imported (the import
    system compiling or running a module, or a module's own initialisation, which the program
    does not write), or from one of the stdlib's generators of code from validated identifiers
    (see `_CODE_MAKERS`)."""
    if _in_import_system():
        return True
    for i, f in enumerate(_frames_from(_CALLER_DEPTH)):
        name = f.f_code.co_filename
        if name.endswith(os.sep + "ast.py") and i == 0:
            # `ast.parse`: judged by its caller.
            continue
        makers = _COMPILERS if event == "compile" else _CODE_MAKERS
        return name.endswith(makers) and _under(os.path.realpath(name), _INSTALLED)
    return False


def _types_coroutine_at_import() -> bool:
    """Whether the event is `types.coroutine` (the standard library's) marking a generator
    function as an iterable coroutine while the import system initialises a module.

    It copies the function's code with one flag set (`co.replace(co_flags=...)`, a
    `code.__new__` event) and writes the copy to `__code__`. asyncio does so for its own
    functions when it is first imported (`asyncio.tasks.__sleep0`), and joblib, hence every
    sklearn estimator, imports asyncio. The copy runs the library's own bytecode; the program
    hands nothing to it. Any other code object built or written stays refused."""
    f = next(_frames_from(_CALLER_DEPTH), None)
    if f is None or f.f_code.co_name != "coroutine":
        return False
    name = f.f_code.co_filename
    if not (name.endswith(os.sep + "types.py") and _under(os.path.realpath(name), _INSTALLED)):
        return False
    return _in_import_system()


def _describe(target: Any, operation: str, name: str | None) -> str:
    """What the program asked the host to do, for the error message."""
    if operation == "import":
        return f"import of {name}"
    if target is None:
        return operation
    try:
        qual = getattr(target, "__qualname__", None) or type(target).__qualname__
        module = getattr(target, "__module__", None) or type(target).__module__
        if not isinstance(qual, str):
            qual = type(target).__qualname__
        if not isinstance(module, str):
            module = ""
        what = f"{module}.{qual}" if module and module != "builtins" else qual
    except Exception:
        what = type(target).__name__
    if operation == "attribute" and name:
        return f"{what}.{name}"
    if operation == "call":
        return what
    return f"{operation} of {what}"


def _args_text(args: tuple) -> str:
    parts = []
    for a in args[:2]:
        r = repr(a)
        parts.append(r if len(r) <= 80 else r[:77] + "...")
    return ", ".join(parts)


_ADVICE = {
    "compile": "host code may not evaluate strings as code (pandas eval/query, template engines): "
    "use the program's own expressions instead, e.g. boolean indexing df[df.x > 1] for df.query",
    "exec": "host code may not run code it was handed",
    "pickle.find_class": "unpickling can run any callable: load data from CSV/JSON instead",
}


def _refuse(event: str, args: tuple, state: tuple, family: str) -> None:
    if _for_core_count():
        # Refused quietly with an error loky catches: it counts logical cores instead. No
        # process starts and nothing is read.
        raise PermissionError(f"ophis: {event} refused during a confined call")
    interp_id, target, operation, name = state
    message = f"Forbidden host action: {event}({_args_text(args)}) during {_describe(target, operation, name)}"
    advice = _ADVICE.get(event)
    if advice is None:
        advice = f"authorizing a module grants its computations, not {family}"
        if family == _FILES:
            advice += " (the embedder can grant paths with allowed_paths= and writable_paths=)"
    message += f": {advice}"
    _ophis.record_violation(message)
    raise _ophis.ForbiddenAccess(message)


def _hook(event: str, args: tuple) -> None:
    # Allowed events first: `builtins.id` and `import` are frequent (the guard calls id() for
    # every value it judges), and a set lookup is cheaper than asking the bindings.
    if event in _ALWAYS_ALLOWED:
        return
    state = _ophis.confinement()
    if state is None or _STATE.busy:
        return
    _STATE.busy = True
    try:
        _judge(event, args, state)
    finally:
        _STATE.busy = False


def _judge(event: str, args: tuple, state: tuple) -> None:
    verdict, family = EVENTS.get(event, (DENY, "an unclassified host action"))
    if verdict == ALLOW:
        return
    if event == "ctypes.dlopen" and args and args[0] is None and _in_import_system():
        # `import ctypes` (numpy imports it) opens the running process itself
        # (`pythonapi = PyDLL(None)`): no native code is loaded. Every symbol lookup
        # (`ctypes.dlsym`) and foreign call (`ctypes.call_function`) stays refused.
        return
    if verdict == DENY:
        if event == "code.__new__" and _types_coroutine_at_import():
            return
        _refuse(event, args, state, family)
    if verdict == ATTR:
        restricted = _RESTRICTED_READS if event == "object.__getattr__" else _RESTRICTED_WRITES
        if len(args) > 1 and args[1] in restricted:
            if (
                event == "object.__setattr__"
                and args[1] == "__code__"
                and _types_coroutine_at_import()
            ):
                return
            _refuse(event, args, state, _INTERPRETER)
        return
    if verdict == IMPORT:
        if not _in_import_system():
            _refuse(event, args, state, family)
        return
    if verdict == CODE:
        if not _code_maker(event):
            _refuse(event, args, state, "running code")
        return
    # PATHS: open, os.listdir, os.scandir.
    path = _real(args[0] if args else None)
    writes = event == "open" and _writes(
        args[1] if len(args) > 1 else None, args[2] if len(args) > 2 else None
    )
    grant = _GRANTS.get(state[0])
    if path is not None:
        if grant is not None and _under(path, grant.write if writes else grant.read):
            return
        if not writes and (
            _readable(path, grant) or (_under(path, _INSTALLED) and _in_import_system())
        ):
            return
    if not writes and _for_linecache():
        # A source line for a traceback or a warning (pandas' FutureWarnings point at the
        # embedder's own file): refused quietly with the OSError linecache expects, so the
        # message is printed without the line instead of ending the run.
        raise PermissionError(f"ophis: reading {args[0]!r} refused during a confined call")
    if not writes and _for_metadata_scan():
        # Refused quietly with the error `importlib.metadata` suppresses: the entry reads as
        # holding no distributions, and the listing does not happen.
        raise PermissionError(f"ophis: {event} of {args[0]!r} refused during a confined call")
    if _in_import_system():
        # The import system probes every entry of its search path (the application's
        # directory, the working directory, '' under `python -c`); refusing quietly, with the
        # PermissionError it expects, keeps those out of reach without failing the import of
        # installed code. The action is refused all the same; the program wrote none of the
        # code that asked for it.
        raise PermissionError(f"ophis: {event} of {args[0]!r} refused during a confined call")
    _refuse(event, args, state, family)


def import_module(name: str) -> Any:
    """Imports a host module for the program, confined (the bindings' scope is already
    entered). A refusal recorded while the module initialised fails the import even when the
    module caught the exception.

    The modules an import added are not removed again when it fails: numpy and other C
    extensions cannot be initialised twice in a process, so removing them would break them
    for the host application too (measured: scipy became unimportable)."""
    import importlib

    module = importlib.import_module(name)
    violation = _ophis.violation()
    if violation is not None:
        raise _ophis.ForbiddenAccess(violation)
    return module


def _confining_thread_start(start):
    """Wraps ``_thread.start_new_thread``: a thread started by confined host code runs
    confined too (``ThreadPoolExecutor.submit(np.save, ...)``, ``threading.Thread(target=
    df.to_csv)``, joblib's threading backend). CPython 3.11 raises no audit event for a thread
    start, so without this the new thread would have the host's rights."""

    def start_new_thread(function, args, kwargs=None):
        state = _ophis.confinement()
        if state is None:
            return start(function, args) if kwargs is None else start(function, args, kwargs)
        interp_id, target, operation, name = state

        def confined(*a, **k):
            with _ophis.ConfinedScope(
                interp_id, target, f"thread started during {operation}", name
            ):
                return function(*a, **k)

        return start(confined, args) if kwargs is None else start(confined, args, kwargs)

    start_new_thread.__wrapped__ = start
    return start_new_thread


_INSTALLED_HOOK = False


def install() -> None:
    """Installs the audit hook and the thread-start wrapper (once per process; CPython cannot
    remove an audit hook)."""
    global _INSTALLED_HOOK
    if _INSTALLED_HOOK:
        return
    import _thread

    wrapped = _confining_thread_start(_thread.start_new_thread)
    _thread.start_new_thread = wrapped
    _thread.start_new = wrapped
    threading._start_new_thread = wrapped
    sys.addaudithook(_hook)
    _INSTALLED_HOOK = True
