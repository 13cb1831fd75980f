"""ophis.Sandbox: conversion both ways, host functions, errors, limits, threads."""

import threading
import types

import pytest

import ophis


def test_value_output_and_stats():
    r = ophis.Sandbox().run("x = 6 * 7\nprint('x is', x)\nx + 1")
    assert r.value == 43
    assert r.output == "x is 42\n"
    assert r.stats.operations > 0
    assert r.stats.wall_time >= 0
    assert r.stats.peak_memory >= 0


def test_no_final_expression_gives_none():
    assert ophis.Sandbox().run("x = 1").value is None


@pytest.mark.parametrize(
    "value",
    [
        None,
        True,
        False,
        0,
        -5,
        2**100,
        -(2**70),
        1.5,
        float("inf"),
        3 + 4j,
        "héllo",
        b"\x00\xff",
        [1, [2, "a"]],
        (1, (2.5, None)),
        {"a": [1, 2], 3: "b"},
        {1, 2, 3},
    ],
)
def test_plain_data_round_trips(value):
    s = ophis.Sandbox()
    r = s.run("v", inputs={"v": value})
    assert r.value == value
    assert type(r.value) is type(value)


def test_frozenset_arrives_as_a_set():
    assert ophis.Sandbox().run("sorted(v)", inputs={"v": frozenset({3, 1})}).value == [1, 3]


def test_big_ints_compute_in_the_sandbox():
    assert ophis.Sandbox().run("v * v", inputs={"v": 2**80}).value == 2**160


def test_globals_persist_and_can_be_read():
    s = ophis.Sandbox()
    s.run("def f(x):\n    return x * 3\ncount = 1")
    assert s.run("f(count + 1)").value == 6
    assert s.get("count") == 1
    assert "f" in s.names()
    s.set("count", 10)
    assert s.run("count").value == 10
    assert s.get("missing", "default") == "default"


def test_sandbox_functions_classes_and_generators_are_usable_from_python():
    s = ophis.Sandbox()
    s.run(
        "def f(x, k=1):\n    return x * 2 + k\n"
        "class P:\n    def __init__(self, v):\n        self.v = v\n    def __str__(self):\n        return f'P({self.v})'\n"
        "def gen(n):\n    for i in range(n):\n        yield i * i\n"
    )
    f, P, gen = s.get("f"), s.get("P"), s.get("gen")
    # They are Python's kinds of objects, with their names (see ophis._proxy).
    assert isinstance(f, types.FunctionType) and f.__name__ == "f" and f.__qualname__ == "f"
    assert f.__source__ == "def f(x, k=1):\n    return x * 2 + k"
    assert f(20, k=2) == 42
    assert isinstance(P, type) and P.__name__ == "P" and P.__module__ == "__main__"
    p = P(5)
    assert isinstance(p, P) and type(p) is P
    assert p.v == 5 and str(p) == "P(5)"
    g = gen(4)
    assert isinstance(g, types.GeneratorType)
    assert list(g) == [0, 1, 4, 9]
    # Sandbox objects go back in as themselves.
    assert s.run("g(3)", inputs={"g": f}).value == 7


def test_sandbox_callbacks_stay_under_the_limits():
    s = ophis.Sandbox(max_while_iterations=100)
    s.run("def spin():\n    while True:\n        pass")
    with pytest.raises(RuntimeError, match="iterations in While loop"):
        s.get("spin")()


def test_host_objects_are_handles():
    class Account:
        def __init__(self):
            self.balance = 10

        def deposit(self, n):
            self.balance += n
            return self

    acct = Account()
    s = ophis.Sandbox()
    r = s.run("a.deposit(5).deposit(1)\na.balance", inputs={"a": acct})
    assert r.value == 16
    assert acct.balance == 16
    assert s.run("a").value is acct


def test_python_calls_sandbox_function_reentrantly_inside_a_run():
    s = ophis.Sandbox(functions={"apply": lambda f, xs: [f(x) for x in xs]})
    assert s.run("apply(lambda v: v + 1, [1, 2, 3])").value == [2, 3, 4]


def test_forbidden_paths_through_host_objects():
    import types as _types

    def tool():
        return 1

    fake_os = _types.ModuleType("os")
    holder = _types.SimpleNamespace(mod=fake_os, run=eval)
    s = ophis.Sandbox(functions={"tool": tool})
    with pytest.raises(
        ophis.ForbiddenError, match="Forbidden access to dunder attribute: __globals__"
    ):
        s.run("tool.__globals__")
    with pytest.raises(ophis.ForbiddenError, match="Forbidden access to module: os"):
        s.run("h.mod", inputs={"h": holder})
    with pytest.raises(ophis.ForbiddenError, match="Forbidden access to function: eval"):
        s.run("h.run", inputs={"h": holder})


def test_host_functions_get_and_return_converted_values():
    seen = []

    def record(*args, **kwargs):
        seen.append((args, kwargs))
        return {"n": len(args), "k": sorted(kwargs)}

    s = ophis.Sandbox(functions={"record": record})
    r = s.run("record(1, [2], x=(3,))")
    assert r.value == {"n": 2, "k": ["x"]}
    assert seen == [((1, [2]), {"x": (3,)})]


def test_host_function_exceptions_are_catchable_in_the_program():
    def fail(msg):
        raise ValueError(msg)

    s = ophis.Sandbox(functions={"fail": fail})
    r = s.run("try:\n    fail('bad')\nexcept ValueError as e:\n    out = 'caught ' + str(e)\nout")
    assert r.value == "caught bad"


def test_host_function_exception_of_unknown_type_becomes_runtime_error():
    class Custom(Exception):
        pass

    def fail():
        raise Custom("boom")

    with pytest.raises(ophis.SandboxException) as e:
        ophis.Sandbox(functions={"fail": fail}).run("fail()")
    assert e.value.type_name == "RuntimeError"
    assert "boom" in e.value.message


def test_register_refuses_non_callables():
    with pytest.raises(TypeError):
        ophis.Sandbox().register("x", 3)


def test_uncaught_exception_has_cpython_traceback_and_line():
    code = "def f(x):\n    return 1 / x\n\nprint('before')\nf(0)\n"
    with pytest.raises(ophis.SandboxException) as e:
        ophis.Sandbox().run(code)
    err = e.value
    assert err.type_name == "ZeroDivisionError"
    assert err.message == "division by zero"
    assert err.line == 2
    assert err.output == "before\n"
    assert err.traceback.startswith("Traceback (most recent call last):\n")
    assert "line 5, in <module>\n    f(0)\n" in err.traceback
    assert err.traceback.rstrip().endswith("ZeroDivisionError: division by zero")
    assert isinstance(err, ophis.SandboxError)


def test_syntax_error():
    with pytest.raises(ophis.SandboxSyntaxError) as e:
        ophis.Sandbox().run("x = 1\ny = = 2\nz = 3\n")
    assert e.value.line == 2
    assert e.value.type_name == "SyntaxError"


def test_forbidden_import_and_dunder():
    s = ophis.Sandbox()
    with pytest.raises(ophis.ForbiddenError, match="Import of os is not allowed"):
        s.run("import os")
    # Under the python dunder policy (the default) a sandbox value's __class__ is its class;
    # the smolagents policy refuses it.
    assert s.run("().__class__ is tuple").value is True
    with pytest.raises(
        ophis.ForbiddenError, match="Forbidden access to dunder attribute: __class__"
    ):
        ophis.Sandbox(dunders="smolagents").run("().__class__")
    # A rule violation cannot be caught by the program.
    with pytest.raises(ophis.ForbiddenError):
        s.run("try:\n    import subprocess\nexcept BaseException:\n    pass")


def test_allowed_imports_extend_the_base_set():
    s = ophis.Sandbox(["json"])
    assert s.run("import json, math\njson.dumps([math.floor(2.5)])").value == "[2]"


@pytest.mark.parametrize(
    "kwargs, code, kind",
    [
        ({"max_operations": 1000}, "x = 0\nfor i in range(10**6):\n    x += i", "operations"),
        ({"max_while_iterations": 50}, "while True:\n    pass", "while_iterations"),
        (
            {"timeout": 0.05, "max_operations": 10**15},
            "x = 0\nfor i in range(10**9):\n    x += i",
            "timeout",
        ),
        ({"max_output": 100}, "for i in range(1000):\n    print(i)", "output"),
    ],
)
def test_limits_stop_the_program(kwargs, code, kind):
    with pytest.raises(ophis.LimitExceeded) as e:
        ophis.Sandbox(**kwargs).run(code)
    assert e.value.kind == kind


def test_memory_limit_raises_memory_error():
    # As in CPython, running out of memory is a MemoryError the program sees.
    with pytest.raises(ophis.SandboxException) as e:
        ophis.Sandbox(max_memory=1_000_000).run("x = [0] * 10**7")
    assert e.value.type_name == "MemoryError"


def test_recursion_limit_raises_recursion_error():
    with pytest.raises(ophis.SandboxException) as e:
        ophis.Sandbox(max_recursion_depth=50).run("def f(n):\n    return f(n + 1)\nf(0)")
    assert e.value.type_name == "RecursionError"


def test_limit_errors_cannot_be_caught():
    with pytest.raises(ophis.LimitExceeded):
        ophis.Sandbox(max_while_iterations=10).run(
            "try:\n    while True:\n        pass\nexcept BaseException:\n    print('caught')"
        )


def test_sandbox_stays_usable_after_a_failure():
    s = ophis.Sandbox(max_operations=500)
    with pytest.raises(ophis.LimitExceeded):
        s.run("while True: pass")
    assert s.run("1 + 1").value == 2


def test_cancel_from_another_thread():
    s = ophis.Sandbox(timeout=None)
    started = threading.Event()

    def signal():
        started.set()
        return None

    s.register("signal", signal)
    t = threading.Thread(target=lambda: (started.wait(10), s.cancel()))
    t.start()
    with pytest.raises(ophis.LimitExceeded) as e:
        s.run("signal()\nwhile True:\n    pass")
    t.join()
    assert e.value.kind in ("cancelled", "while_iterations")


def test_created_on_one_thread_used_on_another():
    s = ophis.Sandbox()
    s.run("acc = []")
    results = []
    t = threading.Thread(target=lambda: results.append(s.run("acc.append(1)\nlen(acc)").value))
    t.start()
    t.join()
    assert results == [1]
    assert s.run("len(acc)").value == 1


def test_two_sandboxes_in_two_threads():
    code = "total = 0\nfor i in range(200000):\n    total += i % 7\ntotal"
    expected = sum(i % 7 for i in range(200000))
    results = {}

    def work(key):
        results[key] = ophis.Sandbox().run(code).value

    threads = [threading.Thread(target=work, args=(k,)) for k in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == {0: expected, 1: expected}


def test_one_sandbox_shared_by_threads_serializes_runs():
    s = ophis.Sandbox()
    s.run("n = 0")
    barrier = threading.Barrier(4)

    def work():
        barrier.wait()
        for _ in range(50):
            s.run("n += 1")

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert s.run("n").value == 200


def test_host_function_calling_back_into_the_same_sandbox_is_refused():
    s = ophis.Sandbox()

    def reenter():
        return s.run("1").value

    s.register("reenter", reenter)
    with pytest.raises(ophis.SandboxException) as e:
        s.run("reenter()")
    assert "already running" in e.value.message


def test_host_function_may_use_another_sandbox():
    inner = ophis.Sandbox()
    outer = ophis.Sandbox(functions={"inner": lambda code: inner.run(code).value})
    assert outer.run("inner('2 ** 10') + 1").value == 1025


def test_did_you_mean_is_given_apart_and_shown_in_the_traceback():
    sb = ophis.Sandbox()
    with pytest.raises(ophis.SandboxException) as info:
        sb.run("def f():\n    total = 1\n    return totl\nf()")
    err = info.value
    # `message` is str(e), as in CPython; the hint is what the display adds.
    assert err.message == "name 'totl' is not defined"
    assert err.suggestion == "total"
    assert str(err).endswith("NameError: name 'totl' is not defined. Did you mean: 'total'?")
    with pytest.raises(ophis.SandboxException) as info:
        sb.run("zzqq_unrelated")
    assert info.value.suggestion is None
