"""The dunder policy per face (issue 19): `python` (the default of `ophis.Sandbox`) gives the
program's own values CPython's dunders, `smolagents` (the default of `ophis.smolagents`) keeps
smolagents' refusals; host objects are strict in both.

The attacks run under both policies. Each asserts the refusal (its message) and that nothing
reached the host object: a host object records every attribute name Python asks it for
(`__getattr__` sees the names its class does not define), and that record must hold no dunder
and no other name the program did not legitimately use.
"""

from __future__ import annotations

import os

import pytest

import ophis
import ophis.smolagents as osm
from ophis.smolagents import InterpreterError

POLICIES = ["python", "smolagents"]


class Recorder:
    """A host object that records what host code asks it for."""

    def __init__(self):
        self.asked: list[object] = []
        self.value = 7

    def __getattr__(self, name):
        self.asked.append(name)
        raise AttributeError(name)

    def write(self, text):
        self.asked.append(("write", text))
        return len(text)

    def touch(self, path):
        # A method that would have a side effect, to prove it is never reached.
        open(path, "w").close()


def sandbox(policy, obj):
    return ophis.Sandbox(["numpy"], dunders=policy, functions={"get": lambda: obj})


HOST_ATTACKS = [
    # (code, message of the refusal)
    ("h.__class__", "Forbidden access to dunder attribute: __class__"),
    ("h.__dict__", "Forbidden access to dunder attribute: __dict__"),
    ("getattr(h, '__dict__')", "Forbidden access to dunder attribute: __dict__"),
    ("getattr(h, '__globals__', None)", "Forbidden access to dunder attribute: __globals__"),
    ("h.__eq__(1)", "Forbidden call to dunder function: __eq__"),
    ("h.__reduce_ex__(2)", "Forbidden call to dunder function: __reduce_ex__"),
    ("h.touch.__func__", "Forbidden access to dunder attribute: __func__"),
    ("h.touch.__self__", "Forbidden access to dunder attribute: __self__"),
    ("'{0.__class__}'.format(h)", "Forbidden access to dunder attribute: __class__"),
    ("'{0.touch.__globals__}'.format(h)", "Forbidden access to dunder attribute: __globals__"),
    ("[h].__getitem__(0).__class__", "Forbidden access to dunder attribute: __class__"),
    ("setattr(h, '__class__', int)", "Forbidden access to dunder attribute: __class__"),
    ("h.__class__ = int", "Forbidden access to dunder attribute: __class__"),
    ("del h.__dict__", "Forbidden access to dunder attribute: __dict__"),
    ("import numpy\nnumpy.__loader__", "Forbidden access to dunder attribute: __loader__"),
    ("import numpy\nnumpy.__dict__", "Forbidden access to dunder attribute: __dict__"),
    ("import numpy\nnumpy.zeros.__module__", "Forbidden access to dunder attribute: __module__"),
]


@pytest.mark.parametrize("policy", POLICIES)
@pytest.mark.parametrize("code, message", HOST_ATTACKS)
def test_host_dunders_are_refused_in_both_policies(policy, code, message, tmp_path):
    obj = Recorder()
    sb = sandbox(policy, obj)
    with pytest.raises(ophis.ForbiddenError) as info:
        sb.run("h = get()\n" + code)
    assert message in str(info.value)
    assert obj.asked == [], obj.asked
    assert obj.__class__ is Recorder and obj.value == 7
    # The sandbox keeps working.
    assert sb.run("1 + 1").value == 2


# Paths through the sandbox's own values that end at a host object: each stops at the host
# object without asking it anything (an exception the program sees, never the host's insides).
INDIRECT = [
    (
        "object.__getattribute__(h, '__class__')",
        {"python": "Forbidden", "smolagents": "Forbidden"},
    ),
    (
        "object.__setattr__(h, '__class__', int)",
        {"python": "AttributeError", "smolagents": "Forbidden"},
    ),
    ("int.__add__(h, 1)", {"python": "TypeError", "smolagents": "TypeError"}),
    ("object.__eq__(h, h)", {"python": "TypeError", "smolagents": "TypeError"}),
    ("super(type(h), h).__eq__(h)", {"python": "TypeError", "smolagents": "TypeError"}),
    ("type(h).__subclasses__()", {"python": "AttributeError", "smolagents": "Forbidden"}),
    (
        "import operator\noperator.attrgetter('__class__')(h)",
        {"python": "Forbidden", "smolagents": "Forbidden"},
    ),
    ("vars(h)", {"python": "Forbidden", "smolagents": "Forbidden"}),
]


@pytest.mark.parametrize("policy", POLICIES)
@pytest.mark.parametrize("code, outcome", INDIRECT)
def test_indirect_paths_stop_at_the_host_object(policy, code, outcome, tmp_path):
    obj = Recorder()
    sb = ophis.Sandbox(["numpy", "operator"], dunders=policy, functions={"get": lambda: obj})
    expected = outcome[policy]
    if expected == "Forbidden":
        with pytest.raises(ophis.ForbiddenError):
            sb.run("h = get()\n" + code)
    else:
        with pytest.raises(ophis.SandboxException) as info:
            sb.run("h = get()\n" + code)
        assert info.value.type_name == expected, info.value
    assert obj.asked == [], obj.asked
    assert obj.__class__ is Recorder


@pytest.mark.parametrize("policy", POLICIES)
def test_hasattr_of_a_host_dunder_is_false_without_asking_the_host(policy):
    obj = Recorder()
    sb = sandbox(policy, obj)
    r = sb.run(
        "h = get()\n[hasattr(h, n) for n in ['__jit__', '__class__', '__array__', 'value', 'missing']]"
    )
    assert r.value == [False, False, False, True, False]
    # Only the non-dunder name the class lacks was asked for.
    assert obj.asked == ["missing"]


@pytest.mark.parametrize("policy", POLICIES)
def test_host_module_version_is_readable(policy):
    import numpy

    sb = sandbox(policy, Recorder())
    assert sb.run("import numpy\nnumpy.__version__").value == numpy.__version__


@pytest.mark.parametrize("policy", POLICIES)
def test_print_to_a_host_object_calls_its_write(policy):
    obj = Recorder()
    sandbox(policy, obj).run("print('a', 1, file=get())")
    assert obj.asked == [("write", "a"), ("write", " "), ("write", "1"), ("write", "\n")]


def test_sandbox_default_is_the_python_policy():
    sb = ophis.Sandbox()
    code = (
        "class Shape:\n"
        "    def grown(self):\n"
        "        return self.__class__()\n"
        "try:\n"
        "    int('x')\n"
        "except ValueError as e:\n"
        "    name = type(e).__name__\n"
        "(name, type(Shape().grown()).__name__, (1).__add__(2), [k.__name__ for k in bool.__mro__])"
    )
    assert sb.run(code).value == ("ValueError", "Shape", 3, ["bool", "int", "object"])
    # The interpreter's insides do not exist, and say so.
    with pytest.raises(ophis.SandboxException) as info:
        sb.run("def f():\n    pass\nf.__globals__")
    assert "does not expose the interpreter's insides" in str(info.value)


def test_sandbox_smolagents_policy_refuses_like_smolagents():
    sb = ophis.Sandbox(dunders="smolagents")
    with pytest.raises(
        ophis.ForbiddenError, match="Forbidden access to dunder attribute: __class__"
    ):
        sb.run("x = ().__class__")
    assert sb.run("type(1).__name__").value == "int"


def test_executor_default_is_the_smolagents_policy():
    ex = osm.LocalPythonExecutor([])
    ex.send_tools({})
    with pytest.raises(InterpreterError, match="Forbidden access to dunder attribute: __dict__"):
        ex("class A:\n    pass\nA().__dict__")
    with pytest.raises(InterpreterError, match="Forbidden access to dunder attribute: __base__"):
        ex("{}.__class__.__base__")
    # The harmless ones work.
    out = ex(
        "try:\n    int('x')\nexcept ValueError as e:\n    r = (type(e).__name__, e.__context__, {'a': 1}.__getitem__('a'))\nr"
    )
    assert out.output == ("ValueError", None, 1)


def test_executor_python_policy_and_bad_values():
    ex = osm.LocalPythonExecutor([], dunders="python")
    ex.send_tools({})
    assert ex("class A:\n    pass\nA().__class__.__name__").output == "A"
    with pytest.raises(ValueError):
        osm.LocalPythonExecutor([], dunders="cpython")
    with pytest.raises(ValueError):
        ophis.Sandbox(dunders="none")


def test_no_canary_from_a_dunder_walk(tmp_path):
    canary = tmp_path / "canary"
    obj = Recorder()
    for policy in POLICIES:
        sb = sandbox(policy, obj)
        for code in [
            f"h = get()\nh.touch.__func__.__globals__['open']('{canary}', 'w')",
            "h = get()\nfor c in ().__class__.__base__.__subclasses__():\n    pass",
            f"h = get()\n[c for c in object.__subclasses__() if c.__name__ == 'Popen'][0](['touch', '{canary}'])",
        ]:
            with pytest.raises(ophis.SandboxError):
                sb.run(code)
    assert not canary.exists()
    assert obj.asked == []
    assert os.environ.get("OPHIS_SECRET_NEVER_SET") is None


@pytest.mark.parametrize("policy", POLICIES)
@pytest.mark.parametrize(
    "attr", ["__globals__", "__name__", "__self__", "__call__", "__wrapped__", "__module__"]
)
def test_registered_functions_are_host_objects_for_the_dunder_rule(policy, attr):
    calls = []

    def tool(x=1):
        calls.append(x)
        return x

    sb = ophis.Sandbox(dunders=policy, functions={"tool": tool})
    with pytest.raises(ophis.ForbiddenError, match=f"dunder (attribute|function): {attr}"):
        sb.run(f"tool.{attr}")
    assert sb.run(f"hasattr(tool, '{attr}')").value is False
    assert sb.run("tool(5)").value == 5
    assert calls == [5]


# -- host values behave like the Python values they are (issue 19) -------------------------


class Numberish:
    def __int__(self):
        return 3

    def __float__(self):
        return 2.5

    def __index__(self):
        return 1


@pytest.mark.parametrize("policy", POLICIES)
def test_host_objects_convert_iterate_and_answer_isinstance(policy):
    sb = ophis.Sandbox(["numpy"], dunders=policy, functions={"get": Numberish})
    code = (
        "import numpy\n"
        "n = get()\n"
        "it = iter(numpy.arange(3))\n"
        "(int(n), float(n), next(it), next(it), next(iter([]), 'end'),\n"
        " isinstance(numpy.zeros(2), numpy.ndarray), isinstance(numpy.zeros(2), (int, numpy.ndarray)),\n"
        " isinstance(1.5, numpy.ndarray), isinstance([1], numpy.ndarray))"
    )
    assert sb.run(code).value == (3, 2.5, 0, 1, "end", True, True, False, False)
    with pytest.raises(ophis.SandboxException) as info:
        sb.run("import numpy\nit = iter(numpy.arange(1))\nnext(it)\nnext(it)")
    assert info.value.type_name == "StopIteration"
    with pytest.raises(ophis.SandboxException) as info:
        sb.run("import numpy\nint(numpy.zeros)")
    assert info.value.type_name == "TypeError"


class HostBase:
    pass


class HostDerived(HostBase):
    pass


class HostFloat(float):
    pass


@pytest.mark.parametrize("policy", POLICIES)
def test_issubclass_with_host_classes_is_answered_by_the_host(policy):
    sb = ophis.Sandbox(dunders=policy)
    for name, value in [("B", HostBase), ("D", HostDerived), ("HF", HostFloat)]:
        sb.set(name, value)
    code = (
        "class Mine: pass\n"
        "(issubclass(D, B), issubclass(B, D), issubclass(D, object), issubclass(HF, float),\n"
        " issubclass(HF, int), issubclass(D, Mine), issubclass(Mine, B), issubclass(int, B),\n"
        " issubclass(D, (int, B)), issubclass(HF, (str, Exception)))"
    )
    assert sb.run(code).value == (True, False, True, True, False, False, False, False, True, False)
    for code, message in [
        ("issubclass(D(), B)", "arg 1 must be a class"),
        ("issubclass(int, D())", "arg 2 must be a class"),
        ("class X(B): pass", "cannot derive from a host class"),
    ]:
        with pytest.raises(ophis.SandboxException, match=message) as info:
            sb.run(code)
        assert info.value.type_name == "TypeError"


class EvilMeta(type):
    canary = None

    def __instancecheck__(cls, obj):
        open(EvilMeta.canary, "w").close()
        return True

    def __subclasscheck__(cls, sub):
        open(EvilMeta.canary, "w").close()
        return True


class Evil(metaclass=EvilMeta):
    def __int__(self):
        open(EvilMeta.canary, "w").close()
        return 1

    def __enter__(self):
        open(EvilMeta.canary, "w").close()
        return self

    def __exit__(self, *exc):
        open(EvilMeta.canary, "w").close()


@pytest.mark.parametrize("policy", POLICIES)
@pytest.mark.parametrize(
    "code",
    [
        "isinstance(1, cls)",
        "issubclass(cls, cls)",
        "int(obj)",
        "float(obj)",
        "with obj:\n    pass",
    ],
)
def test_host_conversions_and_instance_checks_run_confined(policy, code, tmp_path):
    canary = tmp_path / "canary"
    EvilMeta.canary = str(canary)
    sb = ophis.Sandbox(dunders=policy, functions={"evil_class": lambda: Evil, "evil": Evil})
    with pytest.raises(ophis.SandboxError):
        sb.run("cls = evil_class()\nobj = evil()\n" + code)
    assert not canary.exists()


class HostCM:
    def __init__(self, suppress=False):
        self.events = []
        self.suppress = suppress

    def __enter__(self):
        self.events.append("enter")
        return "entered"

    def __exit__(self, exc_type, exc, tb):
        self.events.append(
            (
                "exit",
                None if exc_type is None else exc_type.__name__,
                None if exc is None else str(exc),
                tb,
            )
        )
        return self.suppress


@pytest.mark.parametrize("policy", POLICIES)
def test_with_on_a_host_object_uses_its_enter_and_exit(policy):
    import contextlib

    cm, quiet = HostCM(), HostCM(suppress=True)
    sb = ophis.Sandbox(
        dunders=policy,
        functions={"cm": lambda: cm, "quiet": lambda: quiet, "suppress": contextlib.suppress},
    )
    assert sb.run("with cm() as x:\n    y = x.upper()\ny").value == "ENTERED"
    assert cm.events == ["enter", ("exit", None, None, None)]
    # The exception reaches __exit__ as the host's own kind, with its message; not suppressed,
    # it propagates in the sandbox unchanged.
    cm.events.clear()
    with pytest.raises(ophis.SandboxException) as info:
        sb.run("class MyError(KeyError):\n    pass\nwith cm():\n    raise MyError('boom')")
    assert info.value.type_name == "MyError"
    assert cm.events == ["enter", ("exit", "KeyError", "'boom'", None)]
    assert "boom" in str(info.value)
    assert sb.run("with quiet():\n    1 / 0\n'went on'").value == "went on"
    assert quiet.events[-1] == ("exit", "ZeroDivisionError", "division by zero", None)
    # A host context manager from the standard library judges the exception by its class.
    assert sb.run("with suppress(ValueError):\n    int('x')\n'suppressed'").value == "suppressed"
    with pytest.raises(ophis.SandboxException):
        sb.run("with suppress(KeyError):\n    int('x')")
    # A host object that is no context manager: CPython's TypeError, nothing entered.
    plain = ophis.Sandbox(dunders=policy, functions={"get": lambda: Recorder()})
    with pytest.raises(ophis.SandboxException) as info:
        plain.run("with get():\n    ran = True")
    assert info.value.type_name == "TypeError"
    assert "does not support the context manager protocol" in str(info.value)


@pytest.mark.parametrize("policy", POLICIES)
@pytest.mark.parametrize(
    "code",
    [
        "import html\nhtml.__dict__",
        "import html\ngetattr(html, '__dict__')",
        "import html\nvars(html)",
        "import html.entities\nhtml.entities.__dict__",
    ],
)
def test_host_module_dict_is_refused_under_star(policy, code):
    # Under "*" a host module is reachable, but its __dict__ would hand out more than
    # attribute access does (its private names, its imports): refused in both policies.
    sb = ophis.Sandbox(["*"], dunders=policy)
    with pytest.raises(ophis.ForbiddenError) as info:
        sb.run(code)
    assert "Forbidden access to" in str(info.value)
    # Nothing leaked into the sandbox's state, and it keeps working.
    assert sb.run("1 + 1").value == 2


@pytest.mark.parametrize("policy", POLICIES)
def test_sandbox_instance_dict_holding_a_host_object(policy):
    # A sandbox instance's __dict__ (python policy) gives back the host object itself, which
    # keeps the host rule: its own __dict__ stays refused.
    obj = Recorder()
    sb = sandbox(policy, obj)
    code = "class A:\n    pass\na = A()\na.h = get()\nd = a.__dict__\nd['h'].__dict__"
    with pytest.raises(ophis.ForbiddenError) as info:
        sb.run(code)
    assert "Forbidden access to dunder attribute: __dict__" in str(info.value)
    assert obj.asked == []
