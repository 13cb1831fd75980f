"""The host boundary, sealed (issue 15): host strings are data, proxies carry nothing, `"*"`
never means the host's machinery, host classes, modules and functions are read-only, process-wide
setters are refused, the guard judges every kind of value, dunder names never reach host code as
strings, and executors cannot reach each other.

Every attack asserts the refusal (its message) and that its side effect did not happen: no
canary file, the secret environment variable's value nowhere in the output, logs or error, the
host's library state unchanged.
"""

from __future__ import annotations

import enum
import functools
import os
import subprocess
import sys
import threading
import types

import numpy as np
import pandas as pd
import pytest
from smolagents import Tool, tool
from smolagents.default_tools import FinalAnswerTool
from smolagents.local_python_executor import InterpreterError

import ophis
import ophis.smolagents as osm
from ophis import _policy
from ophis._stdlib_classes import MACHINERY, STAR_ALLOWED

SECRET_NAME = "OPHIS_I15_SECRET"
SECRET = "s3cr3t-1f5-d0-n0t-l34k"
os.environ[SECRET_NAME] = SECRET


# -- configurations -----------------------------------------------------------------------


@tool
def get_weather(city: str) -> str:
    """Gets the weather of a city.

    Args:
        city: the city
    """
    return city


class EchoTool(Tool):
    name = "echo"
    description = "Echoes its text."
    inputs = {"text": {"type": "string", "description": "the text"}}
    output_type = "string"

    def forward(self, text: str) -> str:
        return text


def codeagent(imports=(), hardened=False, **tools):
    """The default CodeAgent configuration: final_answer, a @tool and a Tool subclass."""
    opts = {}
    if hardened:
        opts = dict(
            max_tool_calls=50,
            allowed_builtins=[
                "print",
                "len",
                "str",
                "type",
                "isinstance",
                "getattr",
                "setattr",
                "repr",
                "callable",
                "list",
            ],
        )
    ex = osm.LocalPythonExecutor(list(imports), **opts)
    ex.send_tools(
        {"final_answer": FinalAnswerTool(), "get_weather": get_weather, "echo": EchoTool(), **tools}
    )
    return ex


def outcome(ex, code):
    """(error text or None, output+logs text) of running `code`."""
    try:
        r = ex(code)
        return None, f"{r.output!r} {r.logs}"
    except Exception as e:  # InterpreterError and the builtin exceptions the program raised
        return f"{type(e).__name__}: {e}", ""


def refused(ex, code, message):
    err, out = outcome(ex, code)
    assert err is not None, f"not refused: {out}"
    assert message in err, err
    assert SECRET not in err
    return err


def no_secret(ex, code):
    err, out = outcome(ex, code)
    assert SECRET not in (err or "")
    assert SECRET not in out
    return err, out


# -- 1. host strings and numbers are data -------------------------------------------------

ISSUE_ATTACK = (
    'tpl = {tool}("{{0.__globals__[ast].sys.modules[os].environ[{secret}]}}"{extra})\n'
    "def probe(): return 0\n"
    "print(tpl.format(probe))\n"
)


@pytest.mark.parametrize("toolname", ["get_weather", "echo"])
@pytest.mark.parametrize("sanitize", [True, False])
@pytest.mark.parametrize("hardened", [False, True])
def test_issue_attack_tool_string_format_walk(toolname, sanitize, hardened):
    ex = codeagent(hardened=hardened)
    extra = ", sanitize_inputs_outputs=True" if sanitize else ""
    code = ISSUE_ATTACK.format(tool=toolname, secret=SECRET_NAME, extra=extra)
    err, out = no_secret(ex, code)
    # The format runs in the sandbox, whose dunder rule refuses `__globals__`.
    assert err is not None and "__globals__" in err


@pytest.mark.parametrize("sanitize", [True, False])
def test_agent_text_is_a_plain_str(sanitize):
    ex = codeagent()
    extra = ", sanitize_inputs_outputs=True" if sanitize else ""
    r = ex(f'x = get_weather("Paris"{extra})\n(type(x) is str, x.upper())')
    assert r.output == (True, "PARIS")


def test_format_map_of_a_tool_string_walks_nothing():
    ex = codeagent()
    code = (
        'tpl = get_weather("{f.__globals__}", sanitize_inputs_outputs=True)\n'
        "def g(): return 0\n"
        "tpl.format_map({'f': g})\n"
    )
    err, _ = no_secret(ex, code)
    assert "__globals__" in err


class Leaky(str):
    def leak(self):
        return os.environ[SECRET_NAME]


class Color(enum.IntEnum):
    RED = 1


class MyFloat(float):
    def leak(self):
        return os.environ[SECRET_NAME]


class MyBytes(bytes):
    def leak(self):
        return os.environ[SECRET_NAME]


class MyInt(int):
    def __format__(self, spec):
        return os.environ[SECRET_NAME]


def test_subclass_instances_cross_as_plain_values():
    tools = {
        "s": lambda: Leaky("hello"),
        "c": lambda: Color.RED,
        "f": lambda: MyFloat(1.5),
        "b": lambda: MyBytes(b"x"),
        "i": lambda: MyInt(7),
    }
    ex = codeagent(**tools)
    r = ex(
        "(type(s()) is str, type(c()) is int, c() == 1, type(f()) is float, type(b()) is bytes, type(i()) is int)"
    )
    assert r.output == (True, True, True, True, True, True)
    for name in ("s", "f", "b"):
        refused(ex, f"{name}().leak()", "has no attribute 'leak'")
    # A host int subclass's __format__ never runs on the program's format spec.
    no_secret(ex, "print(f'{i():>5}')")
    assert ex("f'{i():>3}'").output == "  7"


def test_numpy_scalars_still_cross_as_numbers():
    ex = osm.LocalPythonExecutor(["numpy"])
    ex.send_tools({})
    r = ex("import numpy as np\nx = np.float64(2.5) + np.arange(3).sum()\n(type(x) is float, x)")
    assert r.output == (True, 5.5)


# -- 2. proxies carry nothing ---------------------------------------------------------------

PROGRAM = """
class Point:
    def __init__(self, x):
        self.x = x
    def norm(self):
        return abs(self.x)
    def __iter__(self):
        return iter([self.x])
def make(n):
    return Point(n)
def gen():
    yield 1
    yield 2
p = Point(3)
g = gen()
"""


def _walk_reaches_module(start, limit=30000):
    """Breadth-first walk over attributes (dir) and dict/list items from `start`: the first
    module, module namespace, or object of ophis's internals reached, or None."""
    seen = set()
    queue = [(start, "start")]
    while queue and len(seen) < limit:
        obj, path = queue.pop(0)
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        if isinstance(obj, types.ModuleType):
            return path
        if isinstance(obj, dict) and ("__spec__" in obj or "__loader__" in obj):
            return path
        if path.count(".") + path.count("[") > 6:
            continue
        if isinstance(obj, dict):
            for k, v in list(obj.items())[:50]:
                queue.append((v, f"{path}[{k!r}]"))
            continue
        if isinstance(obj, (list, tuple)):
            for i, v in enumerate(obj[:50]):
                queue.append((v, f"{path}[{i}]"))
            continue
        if isinstance(obj, (str, bytes, int, float, type(None))):
            continue
        try:
            names = dir(obj)
        except Exception:
            continue
        for name in names:
            if name in ("__subclasses__",):
                continue
            try:
                v = getattr(obj, name)
            except Exception:
                continue
            queue.append((v, f"{path}.{name}"))
    return None


@pytest.mark.parametrize("name", ["make", "Point", "p", "g"])
def test_proxy_attribute_walks_reach_no_module(name):
    sb = ophis.Sandbox()
    sb.run(PROGRAM)
    obj = sb.get(name)
    assert _walk_reaches_module(obj) is None


def test_function_proxy_has_sealed_globals_and_only_its_proxy_in_its_closure():
    sb = ophis.Sandbox()
    sb.run(PROGRAM)
    f = sb.get("make")
    assert isinstance(f, types.FunctionType)
    # One closure cell: the proxy it calls (a SandboxObject, whose attributes are the sandbox's).
    assert [type(c.cell_contents).__module__ for c in f.__closure__ or ()] in ([], ["ophis._ophis"])
    assert set(f.__globals__) <= {"__builtins__", "_REF", "_OBJ"}
    assert f.__globals__ is not vars(sys.modules["ophis._proxy"])
    assert set(f.__builtins__) == {"type", "object", "AttributeError", "StopIteration"}
    # It still works.
    assert f(4).norm() == 4


def test_class_and_instance_wrappers_have_sealed_methods():
    sb = ophis.Sandbox()
    sb.run(PROGRAM)
    cls, inst = sb.get("Point"), sb.get("p")
    for fn in (
        type(cls).__getattr__,
        type(cls).__call__,
        type(inst).__mro__[1].__getattr__,
        type(inst).__iter__,
    ):
        assert "_ophis" not in fn.__globals__ and "ast" not in fn.__globals__
    assert list(inst) == [3] and inst.norm() == 3 and cls(5).x == 5


def test_generator_proxy_frame_reaches_nothing():
    sb = ophis.Sandbox()
    sb.run(PROGRAM)
    g = sb.get("g")
    assert isinstance(g, types.GeneratorType)
    assert "_ophis" not in g.gi_frame.f_globals
    assert set(g.gi_frame.f_builtins) == {"type", "object", "AttributeError", "StopIteration"}
    assert list(g) == [1, 2]


@pytest.mark.parametrize(
    "template",
    [
        "{0.__globals__[_ophis]}",
        # `%`, not an f-string: the braces belong to the str.format template under test.
        "{0.__globals__[ast].sys.modules[os].environ[%s]}" % SECRET_NAME,  # noqa: UP031
        "{0.__class__.__getattr__.__globals__[_ophis]}",
        "{0.__builtins__[__import__]}",
    ],
)
def test_host_code_formatting_with_a_program_function(template):
    """A tool (host code) formats a program-written template with a program function: the walk
    finds nothing of ophis's, nothing of the host's."""

    def fmt(tpl, obj):
        return tpl.format(obj)

    ex = codeagent(fmt=fmt)
    err, out = no_secret(
        ex,
        f"def probe(): return 0\nclass K: pass\nfmt({template!r}, probe if 'class' not in {template!r} else K())",
    )
    assert err is not None  # KeyError / AttributeError from the sealed globals


# -- 3. "*" is not host machinery ------------------------------------------------------------


def test_every_stdlib_module_is_classified():
    names = set(sys.stdlib_module_names)
    assert not set(STAR_ALLOWED) & set(MACHINERY)
    missing = sorted(names - set(STAR_ALLOWED) - set(MACHINERY))
    assert not missing, f"stdlib modules in no class: {missing}"
    # Every private module is machinery; every core-denied module is machinery.
    assert all(n in MACHINERY for n in names if n.startswith("_") and n != "__future__")
    assert all(n in MACHINERY for n in _policy.DENIED_MODULES if n in names)


def test_star_classification_matches_the_guard():
    g = _policy.Guard(["*"])
    for name in STAR_ALLOWED:
        assert g.module_allowed(name), name
    for name in MACHINERY:
        assert not g.module_allowed(name), name
    for name in (
        "ophis",
        "ophis._ophis",
        "ophis._policy",
        "smolagents",
        "smolagents.tools",
        "numpy._core",
        "pandas._libs",
    ):
        assert not g.module_allowed(name), name
    for name in ("numpy", "pandas", "pandas.io.common", "email.utils", "sklearn"):
        assert g.module_allowed(name), name


STAR_ATTACKS = [
    ("import ophis\nophis._ophis.Interpreter(['os'], host_import=True).run('import os')", "ophis"),
    ("import ophis._ophis", "ophis._ophis"),
    ("from ophis import _policy\n_policy.Guard.__call__ = lambda s, o: None", "ophis"),
    ("import smolagents\nsmolagents.Tool.from_code('import os')", "smolagents"),
    ("import _pickle\n_pickle.loads(b'')", "_pickle"),
    ("import _ctypes", "_ctypes"),
    ("import _socket", "_socket"),
    ("import _signal\n_signal.raise_signal(9)", "_signal"),
    ("import _sqlite3", "_sqlite3"),
    ("import _pyio\n_pyio.open('{canary}', 'w').write('x')", "_pyio"),
    ("import _osx_support", "_osx_support"),
    ("import _posixsubprocess", "_posixsubprocess"),
    ("import timeit\ntimeit.timeit(\"open('{canary}','w')\", number=1)", "timeit"),
    ("import bdb", "bdb"),
    ("import cProfile\ncProfile.run(\"open('{canary}','w')\")", "cProfile"),
    ("import doctest", "doctest"),
    ("import pydoc\npydoc.pipepager('x', 'touch {canary}')", "pydoc"),
    ("import logging.config", "logging.config"),
    ("import linecache\nlinecache.getlines('/etc/passwd')", "linecache"),
    ("import gzip\ngzip.open('{canary}', 'wb').write(b'x')", "gzip"),
    ("import posixpath\nposixpath.expandvars('$%s')" % SECRET_NAME, "posixpath"),  # noqa: UP031
    ("import atexit", "atexit"),
    ("import uuid\nuuid.getnode()", "uuid"),
    ("import xmlrpc.client", "xmlrpc.client"),
    # `import asyncio` is ophis's own loop without I/O (no create_subprocess_shell); the
    # host's asyncio stays out of reach through its submodules.
    (
        "import asyncio.base_events as b\n"
        "b.BaseEventLoop().subprocess_shell(None, 'touch {canary}')",
        "asyncio.base_events",
    ),
    ("import glob\nglob.glob('/*')", "glob"),
    ("import tempfile", "tempfile"),
    ("import zipfile", "zipfile"),
    ("import tarfile", "tarfile"),
    ("import runpy", "runpy"),
    ("import antigravity", "antigravity"),
    ("import this", "this"),
    ("import pdb", "pdb"),
    ("import trace", "trace"),
    ("import concurrent.futures", "concurrent.futures"),
    ("import getpass\ngetpass.getuser()", "getpass"),
    ("import mimetypes\nmimetypes.init()", "mimetypes"),
    ("import configparser", "configparser"),
    ("import pip", "pip"),
    ("import numpy._core", "numpy._core"),
    ("import numpy.f2py", "numpy.f2py"),
    ("import numpy.ctypeslib\nnumpy.ctypeslib.load_library('libc', '/lib')", "numpy.ctypeslib"),
    ("import numpy.testing", "numpy.testing"),
    ("import pandas.io.clipboard", "pandas.io.clipboard"),
]


def test_star_codecs_is_the_sandbox_own(tmp_path):
    # `codecs` is ophis's own module (issue 20), so "*" gives that one, never the host's:
    # it has no `open`, and nothing is written.
    canary = tmp_path / "canary"
    ex = codeagent(["*"])
    with pytest.raises(InterpreterError) as e:
        ex(f"import codecs\ncodecs.open('{canary}', 'w')")
    assert "module 'codecs' has no attribute 'open'" in str(e.value)
    assert not canary.exists()
    assert ex("import codecs\ncodecs.encode('abc', 'utf-8')").output == b"abc"
    # Its registry is the sandbox's: a search function registered there never reaches the
    # host's codecs (which registering there would change for the whole process).
    program = (
        "import codecs\n"
        "def search(name):\n"
        "    if name == 'ophis_probe':\n"
        "        return codecs.lookup('utf-8')\n"
        "codecs.register(search)\n"
        "codecs.encode('abc', 'ophis_probe')"
    )
    assert ex(program).output == b"abc"
    import codecs as host_codecs

    with pytest.raises(LookupError):
        host_codecs.lookup("ophis_probe")


@pytest.mark.parametrize("code,module", STAR_ATTACKS)
def test_star_refuses_machinery(code, module, tmp_path, capfd):
    canary = tmp_path / "canary"
    ex = codeagent(["*"])
    err = refused(ex, code.format(canary=canary), module)
    # The core's denied modules are refused at import with smolagents' words, the others by
    # the guard before the host imports them.
    assert (
        f"Forbidden access to module: {module}" in err
        or f"Import of {module} is not allowed" in err
    )
    assert not canary.exists()
    captured = capfd.readouterr()
    assert "Beautiful is better than ugly" not in captured.out  # `import this` did not run


@pytest.mark.parametrize("module", ["ophis", "smolagents", "ophis._ophis"])
def test_ophis_and_smolagents_refused_even_by_exact_name(module):
    ex = codeagent([module, "*"])
    refused(ex, f"import {module}", f"Forbidden access to module: {module}")


def test_star_reaching_machinery_through_an_allowed_module():
    ex = codeagent(["*"])
    refused(ex, "import pandas as pd\npd.io.common.os", "Forbidden access to module: os")
    refused(ex, "import numpy as np\nnp._core", "Forbidden access to module: numpy._core")
    refused(ex, "import numpy as np\nnp.ctypeslib", "Forbidden access to module: numpy.ctypeslib")
    refused(
        ex,
        "import numpy as np\nnp.ctypeslib.load_library",
        "Forbidden access to module: numpy.ctypeslib",
    )
    refused(
        ex, "import pandas as pd\npd.show_versions()", "Forbidden access to function: show_versions"
    )


def test_machinery_named_exactly_stays_allowed(tmp_path):
    ex = codeagent(["glob"])
    assert ex("import glob\nglob.escape('a*')").output == "a[*]"
    # The core's denied modules keep needing their exact name, under "*" too.
    ex = codeagent(["*"])
    refused(ex, "import subprocess", "subprocess")


def test_star_still_allows_computation():
    ex = codeagent(["*"])
    assert ex("import numpy as np\nint(np.arange(4).sum())").output == 6
    assert ex("import pandas as pd\nint(pd.DataFrame({'a': [1, 2]})['a'].sum())").output == 3
    assert ex("import email.utils\nemail.utils.quote('a\"b')").output == 'a\\"b'
    assert ex("import base64\nbase64.b64encode(b'hi')").output == b"aGk="


# -- 4. host classes, modules and functions are read-only; process-wide setters refused ------

NP_PD = ["numpy", "pandas"]


@pytest.mark.parametrize(
    "code,message",
    [
        (
            "pd.DataFrame.head = lambda self, n=5: 'pwned'",
            "Forbidden assignment to host class attribute: DataFrame.head",
        ),
        ("del pd.DataFrame.head", "Forbidden deletion of host class attribute: DataFrame.head"),
        (
            "setattr(pd.DataFrame, 'head', 1)",
            "Forbidden assignment to host class attribute: DataFrame.head",
        ),
        ("pd.Series.pwned = 1", "Forbidden assignment to host class attribute: Series.pwned"),
        ("np.ndarray.pwned = 1", "Forbidden assignment to host class attribute: ndarray.pwned"),
        ("pd.concat.pwned = 1", "Forbidden assignment to host function attribute: pwned"),
        ("pd.DataFrame.head.pwned = 1", "Forbidden assignment to host function attribute: pwned"),
        ("np.sum.pwned = 1", "Forbidden assignment to host function attribute: pwned"),
        ("pd.pwned = 1", "Forbidden assignment to module attribute: pwned"),
        ("del pd.DataFrame", "Forbidden deletion of module attribute: DataFrame"),
        (
            "pd.options.display.max_rows = 3",
            "Forbidden assignment to a process-wide setting: max_rows",
        ),
        ("pd.set_option('display.max_rows', 3)", "pandas.set_option changes process-wide state"),
        ("pd.reset_option('all')", "pandas.reset_option changes process-wide state"),
        (
            "with pd.option_context('display.max_rows', 3):\n    pass",
            "pandas.option_context changes process-wide state",
        ),
        ("np.seterr(all='raise')", "numpy.seterr changes process-wide state"),
        ("np.set_printoptions(precision=1)", "numpy.set_printoptions changes process-wide state"),
        ("f = np.set_printoptions", "numpy.set_printoptions changes process-wide state"),
    ],
)
@pytest.mark.parametrize("config", ["executor", "hardened"])
def test_host_objects_are_read_only(code, message, config):
    before = (
        pd.DataFrame.head,
        pd.get_option("display.max_rows"),
        np.geterr(),
        np.get_printoptions()["precision"],
    )
    ex = codeagent(NP_PD, hardened=(config == "hardened"))
    refused(ex, "import numpy as np\nimport pandas as pd\n" + code, message)
    after = (
        pd.DataFrame.head,
        pd.get_option("display.max_rows"),
        np.geterr(),
        np.get_printoptions()["precision"],
    )
    assert before == after
    assert (
        not hasattr(pd.Series, "pwned")
        and not hasattr(pd, "pwned")
        and not hasattr(np.ndarray, "pwned")
    )


@pytest.mark.parametrize(
    "code",
    [
        "import pandas as pd\npd.plotting.plot_params['x_compat'] = True",
        "import pandas as pd\npd.core.computation.expressions.set_use_numexpr(False)",
        "import numpy as np\nnp.ma.masked_print_option.set_display('PWNED')",
    ],
)
def test_more_process_wide_settings_under_star(code):
    before = (dict(pd.plotting.plot_params), str(np.ma.masked_print_option))
    ex = codeagent(["*"])
    refused(ex, code, "changes process-wide state")
    assert before == (dict(pd.plotting.plot_params), str(np.ma.masked_print_option))


def test_numpy_random_seed_is_refused_and_the_embedder_can_allow_it():
    state = np.random.get_state()[1][:4].tolist()
    ex = codeagent(["numpy", "numpy.random"])
    refused(
        ex, "import numpy as np\nnp.random.seed(0)", "numpy.random.seed changes process-wide state"
    )
    assert np.random.get_state()[1][:4].tolist() == state
    # Per-program generators are the way.
    assert ex(
        "import numpy as np\nnp.random.default_rng(0).integers(0, 10, 3).tolist()"
    ).output == [8, 6, 5]
    _policy.ALLOWED_GLOBAL_SETTERS.add("numpy.random.seed")
    try:
        ex("import numpy as np\nnp.random.seed(0)")
    finally:
        _policy.ALLOWED_GLOBAL_SETTERS.discard("numpy.random.seed")
        np.random.set_state(np.random.RandomState().get_state())


@pytest.mark.parametrize(
    "code,message",
    [
        (
            "import pandas as pd\ndc = pd.io.common.dataclasses\ndc._set_new_attribute(pd.DataFrame, 'pwned', 1)",
            "private attribute of a host module: _set_new_attribute",
        ),
        (
            "import pandas as pd\ndc = pd.io.common.dataclasses\ndc.dataclass(pd.DataFrame)",
            "changes process-wide state",
        ),
        (
            "import pandas as pd\nft = pd.core.nanops.functools\nft.update_wrapper(pd.concat, pd.merge)",
            "changes process-wide state",
        ),
        (
            "import pandas as pd\nft = pd.core.nanops.functools\nft.total_ordering(pd.Timestamp)",
            "changes process-wide state",
        ),
        ("import numpy as np\nnp.random.mtrand._rand", "private attribute of a host module: _rand"),
    ],
)
def test_host_helpers_that_rewrite_classes_are_refused(code, message):
    before = (dict(vars(pd.DataFrame)), pd.concat.__name__, pd.concat.__dict__.copy())
    ex = codeagent(["*"])
    refused(ex, code, message)
    assert before == (dict(vars(pd.DataFrame)), pd.concat.__name__, pd.concat.__dict__.copy())
    assert not hasattr(pd.DataFrame, "pwned")


@pytest.mark.parametrize(
    "code",
    [
        "import numpy as np\nnp.random.mtrand._rand.seed(0)",
        "import numpy as np\nnp.random.mtrand._rand.set_state(np.random.mtrand._rand.get_state())",
        "import numpy as np\nnp.random.set_state(np.random.get_state())",
        "import numpy as np\nf = np.random.seed\nf(1)",
    ],
)
def test_global_numpy_generator_cannot_be_seeded_under_star(code):
    state = np.random.get_state()[1][:4].tolist()
    ex = codeagent(["*"])
    err = refused(ex, code, "Forbidden")
    assert "changes process-wide state" in err or "private attribute of a host module" in err
    assert np.random.get_state()[1][:4].tolist() == state


@pytest.mark.parametrize(
    "code",
    [
        "import numpy as np\na = np.zeros(4, dtype=np.uint8)\nnp.lib.stride_tricks.as_strided(a, shape=(1 << 20,), strides=(1,)).tobytes()",
        "from numpy.lib.stride_tricks import as_strided",
        "import scipy\nscipy.LowLevelCallable",
    ],
)
@pytest.mark.parametrize(
    "imports", [["*"], ["numpy", "numpy.lib", "numpy.lib.stride_tricks", "scipy"]]
)
def test_memory_unsafe_functions_are_refused(code, imports):
    """as_strided reads past an array into the host's memory (where the environment's strings
    live); scipy.LowLevelCallable calls native function pointers."""
    ex = codeagent(imports)
    refused(ex, code, "reads and writes host memory")


@pytest.mark.parametrize(
    "code",
    [
        "import base64\nbase64.main()",
        "import calendar\ncalendar.main()",
        "import quopri\nquopri.main()",
    ],
)
def test_command_line_entry_points_refused(code, capfd):
    ex = codeagent(["*", "calendar", "quopri"])
    refused(ex, code, "reads the host's arguments, input or files")
    assert capfd.readouterr().out == ""


@pytest.mark.parametrize(
    "imports,code,check",
    [
        (
            ["warnings"],
            "import warnings\nwarnings.filterwarnings('ignore')\nwarnings.simplefilter('error')\nlen(warnings.filters)",
            lambda: (len(__import__("warnings").filters), __import__("warnings").filters[:1]),
        ),
        (
            ["locale"],
            "import locale\nlocale.setlocale(locale.LC_ALL, 'C')",
            lambda: __import__("locale").setlocale(__import__("locale").LC_ALL),
        ),
    ],
)
def test_native_warnings_and_locale_keep_their_state_in_the_sandbox(imports, code, check):
    """ophis's own `warnings` and `locale` answer these imports (not the host's modules): their
    setters change the sandbox's state only, and the host's is untouched."""
    before = check()
    ex = codeagent(imports)
    err, out = outcome(ex, code)
    assert err is None, err
    assert check() == before


@pytest.mark.parametrize(
    "imports,code,check",
    [
        (["atexit"], "import atexit\natexit.register(print)", lambda: None),
        (
            ["logging"],
            "import logging\nlogging.basicConfig(filename='{canary}')",
            lambda: len(__import__("logging").root.handlers),
        ),
        (
            ["logging"],
            "import logging\nlogging.disable(50)",
            lambda: __import__("logging").root.manager.disable,
        ),
        (
            ["csv"],
            "import csv\ncsv.field_size_limit(1)",
            lambda: __import__("csv").field_size_limit(),
        ),
        (
            ["calendar"],
            "import calendar\ncalendar.setfirstweekday(3)",
            lambda: __import__("calendar").firstweekday(),
        ),
    ],
)
def test_global_setters_of_named_modules_are_refused(imports, code, check, tmp_path):
    canary = tmp_path / "canary"
    before = check()
    ex = codeagent(imports)
    refused(ex, code.format(canary=canary), "changes process-wide state")
    assert check() == before
    assert not canary.exists()


def test_instances_stay_writable():
    ns = types.SimpleNamespace(a=1)
    ex = codeagent(NP_PD, get_ns=lambda: ns)
    assert ex("n = get_ns()\nn.b = 2\nn.b").output == 2
    assert ns.b == 2
    code = "import pandas as pd\ndf = pd.DataFrame({'a': [1]})\ndf.flags.allows_duplicate_labels = False\ndf.flags.allows_duplicate_labels"
    assert ex(code).output is False


# -- 5. the guard judges every kind of value --------------------------------------------------


def _tool_returning(value):
    def give():
        return value

    return give


@pytest.mark.parametrize(
    "value,message",
    [
        (subprocess.Popen, "Forbidden access to class: subprocess.Popen"),
        (os.environ, "Forbidden access to object of module: os"),
        (os.environ.get, "Forbidden access to function: get"),
        (functools.partial(os.system, "touch {canary}"), "Forbidden access to function: system"),
        (subprocess.run, "Forbidden access to function: run"),
        (np.random.seed, "numpy.random.seed changes process-wide state"),
        (types.CellType(SECRET), "Forbidden access to cell object"),
        (os.system, "Forbidden access to function: system"),
        (eval, "Forbidden access to function: eval"),
        (__import__("_signal").raise_signal, "Forbidden access to function: raise_signal"),
        (__import__("io").FileIO, "Forbidden access to class: _io.FileIO"),
        (__import__("pickle").loads, "Forbidden access to function: loads"),
        (ophis.Sandbox, "Forbidden access to class: ophis.sandbox.Sandbox"),
        (osm.evaluate_python_code, "Forbidden access to function: evaluate_python_code"),
        (Tool.from_code, "Forbidden access to function: from_code"),
        (get_weather.save, "Forbidden access to function: save"),
    ],
)
def test_tool_results_of_every_kind_are_judged(value, message, tmp_path):
    canary = tmp_path / "canary"
    if isinstance(value, functools.partial):
        value = functools.partial(os.system, f"touch {canary}")
    ex = codeagent(give=_tool_returning(value))
    refused(ex, "x = give()\nx() if callable(x) else x", message)
    assert not canary.exists()


def test_smolagents_agent_types_other_than_text_do_not_cross(tmp_path):
    from PIL import Image
    from smolagents.agent_types import AgentImage

    img = AgentImage(Image.new("RGB", (2, 2)))
    ex = codeagent(give=_tool_returning(img))
    refused(
        ex,
        "x = give()\nx.to_string()",
        "Forbidden access to object of module: smolagents.agent_types",
    )


def test_trust_is_by_identity_not_by_name(tmp_path):
    canary = tmp_path / "canary"

    def run(cmd):  # a harmless tool that happens to be called "run"
        return "ran"

    def system(cmd):
        return "not the real one"

    ex = codeagent(
        run=run,
        system=system,
        give=_tool_returning(subprocess.run),
        give2=_tool_returning(os.system),
        give3=_tool_returning(print),
    )
    refused(ex, f"give()(['touch', '{canary}'])", "Forbidden access to function: run")
    refused(ex, f"give2()('touch {canary}')", "Forbidden access to function: system")
    assert not canary.exists()
    # A BASE_PYTHON_TOOLS name on a host function of a denied module is no pass either.
    ex = codeagent(give=_tool_returning(os.open))
    refused(ex, f"give()('{canary}', 64)", "Forbidden access to function: open")
    assert not canary.exists()
    # The very object handed over as a tool stays usable wherever it comes from.
    ex = codeagent(run=run, give=_tool_returning(run))
    assert ex("give()('x')").output == "ran"


def _host_gen():
    secret = os.environ[SECRET_NAME]  # noqa: F841 (a local of the frame)
    yield 1


def _host_frame():
    return sys._getframe()


def _host_traceback():
    try:
        raise ValueError("x")
    except ValueError as e:
        return e.__traceback__


@pytest.mark.parametrize(
    "maker,attr",
    [
        (_host_gen, "gi_frame"),
        (_host_gen, "gi_code"),
        (_host_frame, "f_globals"),
        (_host_frame, "f_locals"),
        (_host_frame, "f_back"),
        (_host_frame, "f_code"),
        (_host_frame, "f_trace"),
        (_host_traceback, "tb_frame"),
        (_host_traceback, "tb_next"),
    ],
)
def test_frame_attributes_refused_by_type(maker, attr):
    ex = codeagent(give=maker)
    refused(ex, f"x = give()\nx.{attr}", f"Forbidden access to attribute: {attr}")


def _host_code():
    return (lambda: SECRET).__code__


@pytest.mark.parametrize("attr", ["co_consts", "co_names", "co_code", "co_filename", "replace"])
def test_code_object_attributes_refused_by_type(attr):
    ex = codeagent(give=_host_code)
    refused(ex, f"x = give()\nx.{attr}", f"Forbidden access to attribute: {attr}")
    assert ex("give().co_name").output == "<lambda>"


def test_frame_plain_attributes_readable():
    ex = codeagent(give=_host_frame)
    assert isinstance(ex("give().f_lineno").output, int)
    ex = codeagent(give=_host_gen)
    assert ex("list(give())").output == [1]


# -- 6. dunder names as strings never reach host code -----------------------------------------


@pytest.mark.parametrize(
    "code",
    [
        "df.agg('__dict__')",
        "df.agg(['sum', '__dict__'])",
        "df.agg({'a': '__class__'})",
        "df.apply('__getattribute__', args=('__dict__',))",
        "df.a.agg('__reduce_ex__', 2)",
        "df.pipe(getattr, '__dict__')",
        "df.transform(('__class__',))",
        "df.a.map('{0.__class__.__init__.__globals__}'.format)",
        "df.a.apply('{.__class__}')",
        "df.to_string(float_format='{0.__class__}')",
        "pd.DataFrame(**{'__class__': 1})",
        "df.eval('a . __class__')",
        "df.eval('a.__class__.__init__')",
        "df.query('a.__class__ == 1')",
    ],
)
def test_dunder_strings_refused_before_the_host_call(code):
    ex = codeagent(NP_PD)
    err = refused(
        ex, "import pandas as pd\ndf = pd.DataFrame({'a': [1.5, 2.5]})\n" + code, "Forbidden access"
    )
    assert "dunder" in err or "__" in err


@pytest.mark.parametrize("expr", ["@state", "@static_tools", "@code", "@self", "a > @x"])
def test_pandas_eval_cannot_read_the_host_frame(expr):
    ex = codeagent(NP_PD)
    # (Refused here for the '@'; the host-rights layer may refuse eval/query themselves.)
    refused(
        ex,
        f"import pandas as pd\nx = 1\ndf = pd.DataFrame({{'a': [1, 2]}})\ndf.eval('{expr}')",
        "Forbidden",
    )
    refused(
        ex,
        f"import pandas as pd\nx = 1\ndf = pd.DataFrame({{'a': [1, 2]}})\ndf.query('{expr}')",
        "Forbidden",
    )


@pytest.mark.parametrize(
    "path", ["__globals__", "real.__class__", "gi_frame.f_globals", "a.b.__init__"]
)
def test_host_operator_getters_with_dunder_paths_refused(path):
    """Under "*" the host's `operator` module is reachable through pandas' namespace: its
    attrgetter/methodcaller are refused a dunder or frame attribute anywhere in the path."""
    ex = codeagent(["*"])
    code = (
        "import pandas as pd\nop = pd.core.ops.array_ops.operator\n"
        + f"g = op.attrgetter({path!r})\n"
    )
    refused(ex, code, "Forbidden access to attribute")
    refused(ex, code.replace("attrgetter", "methodcaller"), "Forbidden access to attribute")
    assert (
        ex(
            "import pandas as pd\nop = pd.core.ops.array_ops.operator\nop.attrgetter('real')(3)"
        ).output
        == 3
    )


@pytest.mark.parametrize(
    "name",
    [
        "state",
        "static_tools",
        "custom_tools",
        "code",
        "interp",
        "session",
        "self",
        "sys",
        "tool_calls",
    ],
)
@pytest.mark.parametrize("config", ["executor", "sandbox"])
def test_frame_reading_host_code_finds_no_embedder_locals(name, config):
    """pd.eval resolves bare names in its caller's Python frame: the program runs from a sealed
    frame, whose only locals are the interpreter (refused) and the program's source."""
    code = f"import pandas as pd\nx = pd.eval({name!r})\nx"
    if config == "executor":
        ex = codeagent(NP_PD)
        err, out = no_secret(ex, code)
        text = (err or "") + out
    else:
        sb = ophis.Sandbox(allowed_imports=NP_PD)
        try:
            text = repr(sb.run(code).value)
        except ophis.SandboxError as e:
            text = str(e)
    for leak in (
        "PrintContainer",
        "_operations_count",
        "final_answer",
        "get_weather",
        "ophis.smolagents",
        "<module '",
    ):
        assert leak not in text, text
    if name not in ("code",):
        assert "not defined" in text or "Forbidden" in text, text


def test_attrgetter_handed_to_host_code_runs_under_the_sandbox_rules():
    ex = codeagent(NP_PD + ["operator"])
    code = (
        "import operator\nimport pandas as pd\n"
        "def probe(): return 0\n"
        "pd.Series([probe]).map(operator.attrgetter('__globals__')).tolist()\n"
    )
    err, _ = no_secret(ex, code)
    assert err is not None and "__globals__" in err
    code = "import operator\nimport pandas as pd\npd.Series([1]).map(operator.methodcaller('__reduce_ex__', 2))"
    err, _ = no_secret(ex, code)
    assert err is not None and "__reduce_ex__" in err


# -- 7. ophis.Sandbox and cross-executor isolation --------------------------------------------


def test_sandbox_configuration(tmp_path):
    canary = tmp_path / "canary"
    sb = ophis.Sandbox(allowed_imports=["pandas", "numpy"])
    before = pd.DataFrame.head
    with pytest.raises(
        ophis.SandboxError, match="Forbidden assignment to host class attribute: DataFrame.head"
    ):
        sb.run("import pandas as pd\npd.DataFrame.head = None")
    assert pd.DataFrame.head is before
    with pytest.raises(ophis.SandboxError, match="numpy.seterr changes process-wide state"):
        sb.run("import numpy as np\nnp.seterr(all='raise')")
    with pytest.raises(ophis.SandboxError, match="dunder name handed to host code"):
        sb.run("import pandas as pd\npd.DataFrame({'a': [1]}).agg('__dict__')")
    sb = ophis.Sandbox(allowed_imports=["*"])
    # (`codecs` is ophis's own module now: see test_star_codecs_is_the_sandbox_own.)
    for module in ("ophis", "smolagents", "_signal", "timeit"):
        with pytest.raises(ophis.SandboxError, match=f"Forbidden access to module: {module}"):
            sb.run(f"import {module}")
    sb = ophis.Sandbox(functions={"system": lambda c: "mine", "give": lambda: os.system})
    with pytest.raises(ophis.SandboxError, match="Forbidden access to function: system"):
        sb.run(f"give()('touch {canary}')")
    assert not canary.exists()
    assert sb.run("system('x')").value == "mine"
    sb = ophis.Sandbox(functions={"get_weather": get_weather})
    r = sb.run('x = get_weather("{0}", sanitize_inputs_outputs=True)\ntype(x) is str')
    assert r.value is True


def test_two_executors_in_two_threads_cannot_reach_each_other():
    before = (pd.DataFrame.head, pd.get_option("display.max_rows"))
    results: dict[str, object] = {}
    barrier = threading.Barrier(2)

    def attacker():
        ex = codeagent(NP_PD)
        barrier.wait()
        out = []
        for code in (
            "pd.DataFrame.head = lambda self, n=5: 'pwned'",
            "pd.DataFrame.sum = lambda self, *a, **k: 'pwned'",
            "pd.set_option('display.max_rows', 1)",
            "pd.options.display.max_rows = 1",
            "np.set_printoptions(precision=1)",
        ):
            out.append(outcome(ex, "import numpy as np\nimport pandas as pd\n" + code)[0])
        results["attacker"] = out

    def victim():
        ex = codeagent(NP_PD)
        barrier.wait()
        vals = []
        for _ in range(20):
            vals.append(
                ex(
                    "import pandas as pd\ndf = pd.DataFrame({'a': list(range(10))})\n(df.head(2)['a'].tolist(), int(df['a'].sum()))"
                ).output
            )
        results["victim"] = vals

    ts = [threading.Thread(target=attacker), threading.Thread(target=victim)]
    for t in ts:
        t.start()
    for t in ts:
        t.join(120)
    assert all(e is not None and "Forbidden" in e for e in results["attacker"]), results["attacker"]
    assert all(v == ([0, 1], 45) for v in results["victim"])
    assert (pd.DataFrame.head, pd.get_option("display.max_rows")) == before


# -- third-party machinery: template engines, native calls, code from data -------------------

JINJA_RCE = (
    "{{% set d = '_'*2 %}}{{% set i = d ~ 'init' ~ d %}}{{% set g = d ~ 'globals' ~ d %}}"
    "{{{{ ((cycler|attr(i))|attr(g))['os'].popen('touch {canary}').read() }}}}"
)


@pytest.mark.parametrize("imports", [["pandas"], ["numpy", "pandas"], ["*"]])
def test_jinja_environment_behind_pandas_styler_is_refused(imports, tmp_path):
    """A Styler's jinja2 environment compiled program-written templates into host Python code:
    an RCE under ["pandas"]. Instances of jinja2's classes do not cross."""
    canary = tmp_path / "canary"
    tpl = JINJA_RCE.format(canary=canary)
    ex = codeagent(imports)
    code = f"import pandas as pd\ndf = pd.DataFrame({{'a': [1]}})\nenv = df.style.env\nenv.from_string({tpl!r}).render()"
    # (Refused as a jinja2 object here; the host-rights layer may refuse `df.style` first.)
    refused(ex, code, "Forbidden")
    refused(ex, "import pandas as pd\npd.DataFrame({'a': [1]}).style.template_html", "Forbidden")
    assert not canary.exists()


@pytest.mark.parametrize(
    "code,module",
    [
        ("import jinja2\njinja2.Template({tpl!r}).render()", "jinja2"),
        (
            "import cffi\nffi = cffi.FFI()\nffi.cdef('int system(const char *);')\nffi.dlopen(None).system(b'touch {canary}')",
            "cffi",
        ),
        ("import wrapt", "wrapt"),
        ("import dotenv\ndotenv.load_dotenv('{canary}')", "dotenv"),
        ("import click\nclick.edit('x')", "click"),
        ("import pexpect\npexpect.run('touch {canary}')", "pexpect"),
        ("import boto3", "boto3"),
        ("import requests", "requests"),
        ("import IPython", "IPython"),
        ("import six\nsix.exec_('import os')", "six"),
    ],
)
def test_star_refuses_third_party_machinery(code, module, tmp_path):
    canary = tmp_path / "canary"
    pytest.importorskip(module)
    ex = codeagent(["*"])
    refused(
        ex,
        code.format(tpl=JINJA_RCE.format(canary=canary), canary=canary),
        f"Forbidden access to module: {module}",
    )
    assert not canary.exists()


@pytest.mark.parametrize(
    "imports,code",
    [
        (["sympy"], "import sympy\nsympy.sympify(\"open('/proc/self/environ').read()\")"),
        (["sympy"], "import sympy\nsympy.S(\"open('/proc/self/environ').read()\")"),
        (
            ["sympy", "sympy.parsing.sympy_parser"],
            "from sympy.parsing.sympy_parser import parse_expr\nparse_expr(\"open('/proc/self/environ').read()\")",
        ),
        (["sympy"], "import sympy\nsympy.lambdify([], \"open('/proc/self/environ').read()\")()"),
        (
            ["yaml"],
            "import yaml\nyaml.unsafe_load('!!python/object/apply:os.getenv ["
            + SECRET_NAME
            + "]')",
        ),
        (
            ["yaml"],
            "import yaml\nyaml.load('!!python/object/apply:os.getenv ["
            + SECRET_NAME
            + "]', Loader=yaml.Loader)",
        ),
        (["pandas", "numpy"], "import pandas as pd\npd.read_pickle('/nonexistent.pkl')"),
    ],
)
def test_functions_that_run_code_from_data_are_refused_even_named(imports, code):
    pytest.importorskip(imports[0])
    ex = codeagent(imports)
    refused(ex, code, "runs code given as data")


def test_sympy_without_strings_still_works():
    pytest.importorskip("sympy")
    ex = codeagent(["sympy"])
    assert (
        ex("import sympy\nx = sympy.Symbol('x')\nstr(sympy.expand((x + 1) ** 2))").output
        == "x**2 + 2*x + 1"
    )


def test_numpy_load_cannot_unpickle_a_file_the_program_wrote(tmp_path):
    import pickle

    canary = tmp_path / "canary"
    path = tmp_path / "payload.bin"

    class Reduce:
        def __reduce__(self):
            return (os.system, (f"touch {canary}",))

    payload = pickle.dumps(Reduce())
    ex = codeagent(["numpy"])
    # The program could write it (ndarray.tofile); here the test does, so that only np.load is judged.
    path.write_bytes(payload)
    code = f"import numpy as np\nnp.load({str(path)!r}, None, True)"
    refused(ex, code, "numpy.load runs code given as data")
    assert not canary.exists()


def test_star_imports_only_installed_code(tmp_path, monkeypatch):
    """A module file in a directory on sys.path that is not installed code (the application's,
    the working directory, where the program may have written it with df.to_csv) is not
    importable under "*": only the standard library's and site-packages' code is."""
    canary = tmp_path / "canary"
    monkeypatch.syspath_prepend(str(tmp_path))
    (tmp_path / "ophis_i15_evil.py").write_text(f"import os;os.system('touch {canary}')\n")
    ex = codeagent(["*"])
    refused(
        ex,
        "import ophis_i15_evil",
        "Forbidden access to module: ophis_i15_evil (not installed code",
    )
    refused(
        ex,
        "from ophis_i15_evil import x",
        "Forbidden access to module: ophis_i15_evil (not installed code",
    )
    assert not canary.exists()
    assert "ophis_i15_evil" not in sys.modules


def test_dunder_file_names_in_paths_are_data():
    ex = codeagent(NP_PD)
    code = "import pandas as pd\npd.Series(['/pkg/__init__.py', 'a\\\\__pycache__\\\\b']).str.len().tolist()"
    assert ex(code).output == [16, 15]
    refused(ex, "import pandas as pd\npd.Series(['a.__init__'])", "dunder name handed to host code")


def test_code_inside_a_named_package_crosses():
    ex = codeagent(["concurrent.futures"])
    assert (
        ex("import concurrent.futures as cf\ncf.ThreadPoolExecutor.__name__ if False else 1").output
        == 1
    )
    assert (
        "ThreadPoolExecutor"
        in ex("import concurrent.futures as cf\nrepr(cf.ThreadPoolExecutor)").output
    )
    refused(
        codeagent(["*"]),
        "import concurrent.futures as cf",
        "Forbidden access to module: concurrent.futures",
    )


def test_star_gives_the_native_unittest_not_the_hosts():
    # ophis implements unittest natively (issue 20): under "*" the program gets that one,
    # hermetic, never CPython's (which is machinery: it can run any importable module).
    ex = ophis.LocalPythonExecutor(["*"])
    ex.send_tools({})
    out = ex(
        "import unittest\n"
        "class T(unittest.TestCase):\n"
        "    def test_x(self):\n"
        "        self.assertEqual(1 + 1, 2)\n"
        "suite = unittest.TestLoader().loadTestsFromTestCase(T)\n"
        "suite.countTestCases()"
    )
    assert out.output == 1
