"""What ``"*"`` means for each module of CPython 3.11's standard library.

``"*"`` authorizes every module that is not host machinery. This table classifies every name in
``sys.stdlib_module_names`` (CPython 3.11): a module in ``STAR_ALLOWED`` is pure computation or
data handling and may be imported or reached under ``"*"``; every other module is *machinery*,
with the reason it is, and is reachable only when the embedder names it exactly (and, for the
core's denied modules, only by its exact name, as before). A module's submodules share its
class (``logging.config`` is ``logging``'s). Private modules (a leading underscore in any dotted
part) are machinery under ``"*"`` whatever their class. ``tests/python/test_host_boundary.py``
fails on a standard-library name that is in neither table.
"""

from __future__ import annotations

#: Pure computation or data handling: allowed under "*" (reason).
STAR_ALLOWED: dict[str, str] = {
    "__future__": "compiler feature flags, constants only",
    "abc": "abstract base classes (ABCMeta.register is a refused global setter)",
    "array": "typed arrays in memory (tofile/fromfile need a file object the program cannot have)",
    "audioop": "arithmetic on sound fragments held in bytes",
    "base64": "encodings of bytes",
    "binascii": "encodings of bytes",
    "bisect": "algorithms on lists",
    "calendar": "date arithmetic and text calendars (setfirstweekday is a refused global setter)",
    "cmath": "complex math",
    "collections": "containers (collections.abc registration is a refused global setter)",
    "colorsys": "color conversions",
    "contextlib": "context manager helpers",
    "contextvars": "context variables the program makes itself",
    "copy": "copying",
    "csv": "CSV over strings (field_size_limit, register_dialect are refused global setters)",
    "dataclasses": "class generation in the program",
    "datetime": "dates and times",
    "decimal": "decimal arithmetic (setcontext is a refused global setter)",
    "difflib": "sequence differences",
    "email": "parsing and building messages in memory (no I/O of its own)",
    "enum": "enumerations",
    "errno": "error code constants",
    "fnmatch": "shell-style pattern matching on strings (no file system access)",
    "fractions": "rational numbers",
    "functools": "higher-order functions",
    "getopt": "parsing an argument list the program gives",
    "graphlib": "topological sorting",
    "hashlib": "hashes of bytes",
    "heapq": "heap algorithms",
    "hmac": "keyed hashes",
    "html": "HTML escaping and parsing of strings",
    "ipaddress": "IP address arithmetic",
    "itertools": "iterator algebra",
    "json": "JSON over strings",
    "keyword": "the keyword list",
    "math": "math",
    "numbers": "numeric ABCs",
    "operator": "operators as functions (dunder names in their arguments are refused)",
    "plistlib": "plist over bytes",
    "pprint": "pretty printing to strings",
    "pyexpat": "the XML parser over strings and bytes (opens no files)",
    "queue": "queues",
    "quopri": "quoted-printable over bytes",
    "random": "pseudo-random numbers (ophis's own, per interpreter)",
    "re": "regular expressions",
    "reprlib": "bounded repr",
    "secrets": "random tokens",
    "shlex": "shell-like splitting of strings",
    "sre_compile": "the regular expression compiler (deprecated alias of re's internals)",
    "sre_constants": "the regular expression constants",
    "sre_parse": "the regular expression parser",
    "stat": "file mode constants and predicates on numbers",
    "statistics": "statistics",
    "string": "string constants and templates",
    "stringprep": "RFC 3454 tables",
    "struct": "packing bytes",
    "textwrap": "text wrapping",
    "time": "clocks (ophis's own)",
    "token": "token constants",
    "tomllib": "TOML over strings",
    "typing": "type hints",
    "unicodedata": "the Unicode database",
    "xdrlib": "XDR over bytes",
    "zlib": "compression of bytes in memory",
}

#: Host machinery: never under "*" (reason). Reachable only when named exactly.
MACHINERY: dict[str, str] = {}


def _add(reason: str, names: str) -> None:
    for n in names.split():
        MACHINERY[n] = reason


_add(
    "the core's denied modules: reachable only by exact name",
    "builtins io multiprocessing os pathlib pty shutil socket subprocess sys ctypes importlib posix nt signal "
    "threading gc inspect pickle marshal code codeop runpy tempfile fcntl resource mmap select selectors webbrowser "
    "urllib http ftplib smtplib telnetlib sqlite3 shelve dbm zipimport pkgutil site sysconfig platform faulthandler "
    "tracemalloc weakref types",
)
_add(
    "runs code, or compiles, loads, profiles or debugs it",
    "timeit bdb pdb cProfile profile pstats trace doctest "
    "pydoc unittest compileall py_compile zipapp modulefinder pyclbr symtable dis opcode imp ast tabnanny "
    "lib2to3 distutils ensurepip venv idlelib turtledemo rlcompleter",
)
_add(
    "reads or writes files by path",
    "linecache gzip bz2 lzma zipfile tarfile glob filecmp fileinput "
    "genericpath posixpath ntpath nturl2path configparser mailbox mailcap mimetypes netrc tokenize uu wave aifc "
    "sunau chunk sndhdr imghdr xml zoneinfo pickletools",
)
_add(
    "processes, users, terminals or the operating system",
    "getpass pwd grp spwd crypt nis syslog termios tty "
    "readline cmd pipes curses msvcrt winreg winsound msilib ossaudiodev uuid sched antigravity this tkinter turtle "
    "concurrent cgitb",
)
_add(
    "the network",
    "asyncio asynchat asyncore smtpd socketserver ssl xmlrpc imaplib poplib nntplib wsgiref cgi",
)
_add(
    "the interpreter's registries or process-wide state",
    "atexit codecs encodings copyreg locale gettext "
    "logging warnings traceback argparse optparse pydoc_data",
)
# Private modules: machinery under "*" in every case (the C twins of denied modules among them).
_add(
    "private module",
    " ".join(
        "_abc _aix_support _ast _asyncio _bisect _blake2 _bootsubprocess _bz2 _codecs _codecs_cn _codecs_hk "
        "_codecs_iso2022 _codecs_jp _codecs_kr _codecs_tw _collections _collections_abc _compat_pickle _compression "
        "_contextvars _crypt _csv _ctypes _curses _curses_panel _datetime _dbm _decimal _elementtree _frozen_importlib "
        "_frozen_importlib_external _functools _gdbm _hashlib _heapq _imp _io _json _locale _lsprof _lzma _markupbase "
        "_md5 _msi _multibytecodec _multiprocessing _opcode _operator _osx_support _overlapped _pickle _posixshmem "
        "_posixsubprocess _py_abc _pydecimal _pyio _queue _random _scproxy _sha1 _sha256 _sha3 _sha512 _signal "
        "_sitebuiltins _socket _sqlite3 _sre _ssl _stat _statistics _string _strptime _struct _symtable _thread "
        "_threading_local _tkinter _tokenize _tracemalloc _typing _uuid _warnings _weakref _weakrefset _winapi "
        "_zoneinfo".split()
    ),
)

#: Packages outside the standard library that are host machinery: never under "*", not even
#: named exactly for the first two.
NEVER = frozenset({"ophis", "smolagents"})
THIRD_PARTY_MACHINERY: dict[str, str] = {
    "pip": "installs packages (runs processes, writes files)",
    "setuptools": "builds and installs packages",
    "pkg_resources": "the installed-package registry",
    "_distutils_hack": "private",
    "pytest": "runs code",
    "IPython": "runs code",
    "ipykernel": "runs code",
    "jupyter_client": "runs processes",
    "cloudpickle": "pickle",
    "dill": "pickle",
    "joblib": "processes, pickle and files",
    "requests": "the network",
    "urllib3": "the network",
    "httpx": "the network",
    "aiohttp": "the network",
    "huggingface_hub": "the network and files",
    "psutil": "processes",
    "paramiko": "the network",
    "fsspec": "files and the network",
    "maturin": "builds packages",
    # Common packages of a Python environment (the ones installed on our CI host among them)
    # whose purpose is running code, native calls, patching, processes, the network,
    # credentials, files or the terminal.
    "jinja2": "templates compile to Python and run (host code execution)",
    "mako": "templates compile to Python and run",
    "cffi": "loads shared libraries and calls native functions",
    "_cffi_backend": "private",
    "wrapt": "patches functions and classes of other modules",
    "aws_xray_sdk": "patches libraries process-wide",
    "moto": "patches libraries process-wide",
    "responses": "patches requests process-wide",
    "colorama": "wraps the process's stdout and stderr",
    "truststore": "patches ssl process-wide",
    "threadpoolctl": "changes native thread pools process-wide, loads libraries",
    "dotenv": "reads files and changes the process environment",
    "pydantic_settings": "reads the environment and files",
    "click": "reads sys.argv, launches editors and applications",
    "prompt_toolkit": "the terminal",
    "pexpect": "runs processes",
    "ptyprocess": "runs processes",
    "docker": "the Docker daemon (processes, network)",
    "boto3": "the network with the host's credentials",
    "botocore": "the network with the host's credentials",
    "awscli": "the network with the host's credentials",
    "s3transfer": "the network with the host's credentials",
    "hf_xet": "the network",
    "httpx2": "the network",
    "httpcore2": "the network",
    "httpcore": "the network",
    "anyio": "the network, processes, files",
    "trio": "the network, processes, files",
    "flask": "web servers",
    "werkzeug": "web servers, the debugger",
    "jedi": "runs processes",
    "executing": "reads the host's frames",
    "stack_data": "reads the host's frames",
    "pure_eval": "evaluates expressions in the host's frames",
    "pickleshare": "pickle and files",
    "filelock": "files",
    "docutils": "reads files named in documents",
    "traitlets": "configuration loaders (files, the environment)",
    "pluggy": "plugin machinery",
    "py": "processes and files",
    "iniconfig": "files",
    "rich": "writes the host's terminal, files",
    "cfnlint": "files, processes",
    "samtranslator": "files",
    "six": "Python 2 compatibility (re-exports exec and builtins)",
    # Parts of allowed packages that compile, load native code or run processes.
    "numpy.f2py": "compiles and runs Fortran builds (processes)",
    "numpy.distutils": "builds extensions (processes)",
    "numpy.ctypeslib": "loads shared libraries (ctypes)",
    "numpy.testing": "test machinery (compiles extensions, runs processes)",
    "pandas.io.clipboard": "runs the clipboard programs (processes)",
    "pandas.util._print_versions": "reads the host's platform, locale and environment",
}


def star_allows(name: str) -> bool:
    """Whether ``"*"`` authorizes the module ``name`` (a dotted name)."""
    if name in STAR_ALLOWED:
        return True
    parts = name.split(".")
    if any(p.startswith("_") for p in parts):
        return False
    top = parts[0]
    if top in NEVER or top in MACHINERY:
        return False
    return not any(".".join(parts[: i + 1]) in THIRD_PARTY_MACHINERY for i in range(len(parts)))
