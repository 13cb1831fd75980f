"""Paths to dangerous modules through containers, frames and native modules: each is refused
with smolagents' words for the element actually reached, and nothing the program asked for
happens. Also: what `"*"` and an authorized `os` allow, and `print` handed over as a tool."""

import pytest

import ophis.smolagents as osm


def run(code, imports=(), tools=None):
    ex = osm.LocalPythonExecutor(list(imports))
    ex.send_tools(tools or {})
    return ex(code)


def refused(code, message, imports=(), tools=None):
    with pytest.raises(osm.InterpreterError) as e:
        run(code, imports, tools)
    assert message in str(e.value)


def test_sys_modules_crosses_as_a_guarded_handle(tmp_path):
    canary = tmp_path / "canary"
    code = f"import sys\nsys.modules['os'].system('touch {canary}')"
    refused(code, "Forbidden access to module: os", ["sys"])
    assert not canary.exists()
    for name in ("io", "subprocess", "socket", "shutil", "builtins"):
        refused(
            f"import sys\nsys.modules['{name}']", f"Forbidden access to module: {name}", ["sys"]
        )
    # Reaching the elements any other way is guarded the same.
    refused("import sys\n[m for m in sys.modules.values()]", "Forbidden access to module:", ["sys"])
    refused("import sys\nsys.modules.get('os')", "Forbidden access to module: os", ["sys"])
    # Authorizing os exactly does not make os.system reachable.
    refused(code, "Forbidden access to function: system", ["sys", "os"])
    assert not canary.exists()
    # Elements that are allowed come through.
    assert run("import sys\nsys.modules['math'].floor(2.5)", ["sys", "math"]).output == 2


def test_frame_builtins_are_judged_as_the_builtins_module(tmp_path):
    canary = tmp_path / "canary"
    code = (
        "import sys\n"
        "builtins = sys._getframe().f_builtins\n"
        "imp = builtins['__import__']\n"
        f"imp('os').system('touch {canary}')\n"
    )
    refused(code, "Forbidden access to module: builtins", ["sys"])
    refused(code, "Forbidden access to function: __import__", ["sys", "builtins"])
    refused(code, "Forbidden access to module: os", ["sys", "builtins"], {"__import__": __import__})
    refused(
        "import sys\nsys._getframe().f_builtins['eval']",
        "Forbidden access to function: eval",
        ["sys", "builtins"],
    )
    assert not canary.exists()
    # The other frame attributes stay refused whatever is authorized.
    for attr in ("f_globals", "f_locals", "f_back", "f_code"):
        refused(
            f"import sys\nsys._getframe().{attr}",
            f"Forbidden access to attribute: {attr}",
            ["sys", "builtins"],
        )


def test_native_modules_report_cpython_module_attributes(tmp_path):
    canary = tmp_path / "canary"
    refused(f"import random\nrandom._os.system('touch {canary}')", "Forbidden access to module: os")
    refused(
        f"import queue\nqueue.threading._os.system('touch {canary}')",
        "Forbidden access to module: threading",
    )
    refused(
        f"import queue\nqueue.threading._os.system('touch {canary}')",
        "Forbidden access to module: os",
        ["threading"],
    )
    refused(
        "import queue\nqueue.threading._sys.modules['os']",
        "Forbidden access to module: sys",
        ["threading"],
    )
    refused("from random import _os", "Forbidden access to module: os")
    refused("import collections\ncollections._sys", "Forbidden access to module: sys")
    assert not canary.exists()
    # An attribute CPython binds to an authorized module gives that module.
    assert run("import statistics\nstatistics.math.floor(3.5)", ["statistics", "math"]).output == 3
    # Other missing attributes are still AttributeErrors the program can catch.
    assert run(
        "import random\ntry:\n    random.nope\nexcept AttributeError as e:\n    r = str(e)\nr"
    ).output == ("module 'random' has no attribute 'nope'")


def test_explicit_os_authorizes_os_but_not_its_dangerous_functions(tmp_path):
    canary = tmp_path / "canary"
    # os.listdir is posix.listdir: authorizing os authorizes the function, but not the host's
    # rights (issue 14): the listing is refused by the audit hook, a deliberate difference
    # from smolagents (README), unless the embedder grants the directory.
    refused("import os\nos.listdir('./')", "Forbidden host action: os.listdir('./')", ["os"])
    (tmp_path / "f.txt").write_text("x")
    ex = osm.LocalPythonExecutor(["os"], allowed_paths=[str(tmp_path)])
    ex.send_tools({})
    assert ex(f"import os\nsorted(os.listdir({str(tmp_path)!r}))").output == ["f.txt"]
    refused(
        f"import os\nos.system('touch {canary}')", "Forbidden access to function: system", ["os"]
    )
    refused(f"import os\nos.popen('touch {canary}')", "Forbidden access to function: popen", ["os"])
    refused("import posix", "Import of posix is not allowed", ["os"])
    # "*" authorizes every module but the denied ones (a deliberate difference from smolagents).
    refused(f"import os\nos.system('touch {canary}')", "Import of os is not allowed", ["*"])
    assert not canary.exists()
    refused("import os", "Import of os is not allowed", ["math"])


def test_print_handed_over_as_a_tool_prints_into_the_outputs(capsys):
    state = {}
    osm.evaluate_python_code("print(min([1, 2, 3]))", {"min": min, "print": print}, state=state)
    assert state["_print_outputs"].value == "1\n"
    code = 'print("1")\ndef function():\n    print("2")\nfunction()'
    state = {}
    osm.evaluate_python_code(code, {"print": print}, state=state)
    assert state["_print_outputs"].value == "1\n2\n"
    assert capsys.readouterr().out == ""
