"""numpy's raw-memory constructors are refused: they build an array over bytes the program
chose, which forges object pointers (an `object` dtype over `b'\\x01' * 8` crashes the host
process when an item is read; a crafted address is a fake Python object, which is code
execution) or reads outside the buffer (a negative `offset` is not checked by numpy 2.4: the
heap next to the bytes, addresses included, comes back as numbers), and numpy's
`DummyArray` turns a dict into an array at any address.

Each attack runs in a child process, so that a missed refusal fails the test instead of
killing pytest. The child asserts the refusal's message and that no value came back; the
parent asserts the child survived.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

CHILD = textwrap.dedent(
    """
    import sys
    import ophis
    from ophis.smolagents import LocalPythonExecutor
    from smolagents.local_python_executor import InterpreterError

    imports, code, face = sys.argv[1].split(","), sys.argv[2], sys.argv[3]
    try:
        if face == "sandbox":
            value = ophis.Sandbox(imports).run(code).value
        else:
            ex = LocalPythonExecutor(imports)
            ex.send_tools({})
            value = ex(code).output
    except (ophis.SandboxError, InterpreterError) as e:
        print("REFUSED", str(e).replace("\\n", " "))
    else:
        print("RAN", repr(value)[:200])
    """
)

OBJECT_FROM_BYTES = "b'\\x01' * 8"

ATTACKS = {
    # An object array over program bytes: reading the item dereferences 0x0101010101010101.
    "ndarray_object_buffer": f"import numpy as np\nnp.ndarray((1,), 'O', {OBJECT_FROM_BYTES})[0]",
    "ndarray_object_buffer_keyword": (
        f"import numpy as np\nnp.ndarray(shape=(1,), dtype='O', buffer={OBJECT_FROM_BYTES})[0]"
    ),
    "ndarray_struct_object_buffer": (
        f"import numpy as np\nnp.ndarray((1,), [('a', 'O')], {OBJECT_FROM_BYTES})[0]['a']"
    ),
    # A negative offset reads the host heap before the bytes.
    "ndarray_negative_offset": (
        "import numpy as np\nnp.ndarray((4,), 'u8', b'\\x01' * 16, offset=-64).tolist()"
    ),
    "recarray_buffer": (
        f"import numpy as np\nnp.recarray((1,), [('a', 'O')], buf={OBJECT_FROM_BYTES})[0]['a']"
    ),
    "chararray_negative_offset": (
        "import numpy as np\nnp.char.chararray((4,), 8, False, b'x' * 8, offset=-64).tolist()"
    ),
    "rec_fromstring_object": (
        f"import numpy as np\nnp.rec.fromstring({OBJECT_FROM_BYTES}, dtype=[('a', 'O')])[0]['a']"
    ),
    "rec_fromstring_negative_offset": (
        "import numpy as np\nnp.rec.fromstring(b'\\x01' * 8, dtype='u8', offset=-64).tolist()"
    ),
    "rec_array_bytes": (
        f"import numpy as np\nnp.rec.array({OBJECT_FROM_BYTES}, dtype=[('a', 'O')])[0]['a']"
    ),
    "rec_array_bytes_keyword": (
        f"import numpy as np\nnp.rec.array(obj={OBJECT_FROM_BYTES}, dtype=[('a', 'O')])[0]['a']"
    ),
    # A view keeps the memory the resize frees: a use after free.
    "ndarray_resize_without_refcheck": (
        "import numpy as np\na = np.zeros(4)\nb = a[:]\na.resize(10**6, refcheck=False)\nb.sum()"
    ),
    "ndarray_resize_unbound_without_refcheck": (
        "import numpy as np\na = np.zeros(4)\nb = a[:]\n"
        "np.ndarray.resize(a, 10**6, refcheck=False)\nb.sum()"
    ),
}

# Host code handed the constructor calls it with the program's arguments itself.
HANDED_TO_HOST = {
    "series_apply_ndarray": (
        "import numpy as np\nimport pandas as pd\n"
        f"pd.Series([(1,)]).apply(np.ndarray, args=('O', {OBJECT_FROM_BYTES}))[0][0]"
    ),
    "frompyfunc_recarray": (
        "import numpy as np\n"
        f"np.frompyfunc(np.recarray, 3, 1)((1,), [('a', 'O')], {OBJECT_FROM_BYTES})"
    ),
    "series_apply_fromstring": (
        "import numpy as np\nimport pandas as pd\n"
        f"pd.Series([{OBJECT_FROM_BYTES}]).apply(np.rec.fromstring, dtype=[('a', 'O')])[0]"
    ),
}

# DummyArray lives in a private module, reachable where the embedder names numpy's
# submodules (`numpy.*`): it builds an array at the address a dict gives, writable.
DUMMY = (
    "from numpy.lib._stride_tricks_impl import DummyArray\nimport numpy as np\n"
    "np.asarray(DummyArray({'data': (4096, False), 'shape': (1,), 'typestr': '|u8',"
    " 'version': 3}, None))[0]"
)


def run_child(imports: list[str], code: str, face: str) -> str:
    r = subprocess.run(
        [sys.executable, "-c", CHILD, ",".join(imports), code, face],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert r.returncode == 0, f"the host process died ({r.returncode}): {r.stderr[-2000:]}"
    return r.stdout


@pytest.mark.parametrize("name", sorted(ATTACKS))
@pytest.mark.parametrize("face", ["sandbox", "executor"])
def test_raw_memory_constructors_are_refused(name, face):
    out = run_child(["numpy", "numpy.*"], ATTACKS[name], face)
    assert out.startswith("REFUSED"), out
    assert "raw memory" in out, out


@pytest.mark.parametrize("name", sorted(HANDED_TO_HOST))
@pytest.mark.parametrize("face", ["sandbox", "executor"])
def test_raw_memory_constructors_are_not_handed_to_host_code(name, face):
    out = run_child(["numpy", "numpy.*", "pandas"], HANDED_TO_HOST[name], face)
    assert out.startswith("REFUSED"), out
    assert "handed to host code" in out, out


@pytest.mark.parametrize("face", ["sandbox", "executor"])
def test_dummy_array_is_refused(face):
    out = run_child(["numpy", "numpy.*"], DUMMY, face)
    assert out.startswith("REFUSED"), out
    assert "reads and writes host memory" in out, out


def test_the_safe_ways_still_work():
    """What the refusals point to: frombuffer (bounds and object checks of its own), arrays
    and record arrays from data, a char array from bytes, ndarray without a buffer."""
    code = (
        "import numpy as np\n"
        "a = np.frombuffer(b'\\x01\\x00' * 4, dtype='<u2')\n"
        "r = np.rec.fromarrays([[1, 2], [3.0, 4.0]], names='x,y')\n"
        "r2 = np.rec.array([(1, 2.0)], dtype=[('x', 'i8'), ('y', 'f8')])\n"
        "c = np.char.array(b'abc')\n"
        "e = np.ndarray((2,), 'O')\n"
        "m = np.matrix([[1, 2]], 'f8', True)\n"
        "(a.tolist(), r.x.tolist(), r2.y.tolist(), c.tolist(), e.tolist(), m.tolist())"
    )
    out = run_child(["numpy", "numpy.rec", "numpy.char"], code, "sandbox")
    assert out.startswith("RAN"), out
    assert "([1, 1, 1, 1], [1, 2], [2.0], [b'abc'], [None, None], [[1.0, 2.0]])" in out, out


def test_a_view_as_a_record_array_still_works():
    """`a.view(np.recarray)` takes the class without calling its constructor: the one host
    call that may be handed an ndarray subclass."""
    code = (
        "import numpy as np\n"
        "a = np.array([(1, 2.0)], dtype=[('x', 'i8'), ('y', 'f8')])\n"
        "a.view(np.recarray).x.tolist()"
    )
    out = run_child(["numpy"], code, "sandbox")
    assert out.startswith("RAN [1]"), out


# scipy's compressed sparse matrices are built with a shallow check, and their index arrays
# are writable afterwards: an index past the matrix makes scipy's C++ write outside the
# output array (toarray) or read outside the vector (a product).
SPARSE = {
    "csr_built_out_of_bounds": (
        "m = sp.csr_matrix((np.array([1.0]), np.array([10**8]), np.array([0, 1])), shape=(1, 2))"
        "\nm.toarray()"
    ),
    "csr_array_negative_index": (
        "m = sp.csr_array((np.array([1.0]), np.array([-10**6]), np.array([0, 1])), shape=(1, 2))"
        "\n(m @ np.ones(2)).tolist()"
    ),
    "csr_indices_written_after": (
        "m = sp.csr_matrix(np.eye(2))\nm.indices[0] = 10**8\nm.toarray()"
    ),
    "csc_as_right_operand": (
        "m = sp.csc_matrix(np.eye(2))\nm.indices[0] = 10**8\n(np.ones((2, 2)) @ m).tolist()"
    ),
    "bsr_handed_to_host_code": (
        "m = sp.bsr_matrix(np.eye(4), blocksize=(2, 2))\nm.indices[0] = 10**6\n"
        "sp.hstack([m, m]).toarray()"
    ),
    "coo_col_written_after": ("m = sp.coo_matrix(np.eye(2))\nm.col[0] = 10**8\nm.toarray()"),
}


@pytest.mark.parametrize("name", sorted(SPARSE))
@pytest.mark.parametrize("face", ["sandbox", "executor"])
def test_unsound_sparse_matrices_are_refused(name, face):
    code = "import numpy as np\nimport scipy.sparse as sp\n" + SPARSE[name]
    out = run_child(["numpy", "scipy", "scipy.sparse"], code, face)
    assert out.startswith("REFUSED"), out
    assert "would make native code read and write raw memory" in out, out


def test_sound_sparse_matrices_still_work():
    code = (
        "import numpy as np\nimport scipy.sparse as sp\n"
        "m = sp.csr_matrix((np.array([1.0, 2.0]), np.array([1, 0]), np.array([0, 1, 2])),"
        " shape=(2, 2))\n"
        "c = sp.coo_matrix(np.eye(2))\n"
        "(m.toarray().tolist(), (m @ np.ones(2)).tolist(), (np.ones((1, 2)) @ m).tolist(),"
        " sp.hstack([m, c]).toarray().tolist(), m[1, 0])"
    )
    out = run_child(["numpy", "scipy", "scipy.sparse"], code, "sandbox")
    assert out.startswith("RAN"), out
    assert (
        "([[0.0, 1.0], [2.0, 0.0]], [1.0, 2.0], [[2.0, 1.0]],"
        " [[0.0, 1.0, 1.0, 0.0], [2.0, 0.0, 0.0, 1.0]], 2.0)"
    ) in out, out


# A private attribute of a host object is the implementation its public API protects:
# `Categorical._codes` is the writable array behind the read-only `.codes`, and a code past
# the categories made pandas' Cython read outside them (the host process crashed in str()).
PRIVATE = {
    "categorical_codes_written": (
        "import pandas as pd\nc = pd.Categorical(['a', 'b'])\nc._codes[0] = 100\nstr(c)"
    ),
    "categorical_codes_replaced": (
        "import numpy as np\nimport pandas as pd\nc = pd.Categorical(['a', 'b'])\n"
        "c._codes = np.array([100, 0], dtype='i1')\nstr(c)"
    ),
    "frame_block_manager": (
        "import pandas as pd\ndf = pd.DataFrame({'a': [1, 2]})\ndf._mgr.blocks[0].mgr_locs"
    ),
    "index_engine_by_getattr": ("import pandas as pd\ngetattr(pd.Index([1, 2]), '_engine')"),
    "private_class_attribute": ("import pandas as pd\npd.Categorical._from_sequence(['a'])"),
}


@pytest.mark.parametrize("name", sorted(PRIVATE))
@pytest.mark.parametrize("face", ["sandbox", "executor"])
def test_private_attributes_of_host_objects_are_refused(name, face):
    out = run_child(["numpy", "pandas"], PRIVATE[name], face)
    assert out.startswith("REFUSED"), out
    assert "private attribute of a host" in out, out


def test_namedtuple_api_of_host_rows_still_works():
    code = (
        "import pandas as pd\n"
        "row = next(pd.DataFrame({'a': [1], 'b': [2.5]}).itertuples(index=False))\n"
        "(row._asdict(), row._fields, row._replace(a=3).a)"
    )
    out = run_child(["pandas"], code, "sandbox")
    assert out.startswith("RAN ({'a': 1, 'b': 2.5}, ('a', 'b'), 3)"), out


# A library's read-only view of its own state, made writable again, and methods that hand
# out such state writable.
READ_ONLY_STATE = {
    "setflags_on_categorical_codes": (
        "import pandas as pd\nc = pd.Categorical(['a', 'b'])\nk = c.codes\n"
        "k.setflags(write=True)\nk[0] = 100\nstr(c)"
    ),
    "setflags_positional": (
        "import pandas as pd\nc = pd.Categorical(['a', 'b'])\nk = c.codes\n"
        "k.setflags(True)\nk[0] = 100\nstr(c)"
    ),
    "flags_attribute": (
        "import pandas as pd\nc = pd.Categorical(['a', 'b'])\nk = c.codes\n"
        "k.flags.writeable = True\nk[0] = 100\nstr(c)"
    ),
    "flags_item": (
        "import pandas as pd\nc = pd.Categorical(['a', 'b'])\nk = c.codes\n"
        "k.flags['WRITEABLE'] = True\nk[0] = 100\nstr(c)"
    ),
}


@pytest.mark.parametrize("name", sorted(READ_ONLY_STATE))
@pytest.mark.parametrize("face", ["sandbox", "executor"])
def test_read_only_library_state_stays_read_only(name, face):
    out = run_child(
        ["numpy", "pandas"],
        READ_ONLY_STATE[name],
        face,
    )
    assert out.startswith("REFUSED"), out
    assert "raw memory of the host" in out, out


def test_flags_stay_readable_and_setflags_can_protect():
    code = (
        "import numpy as np\na = np.zeros(3)\na.setflags(write=False)\n"
        "(a.flags.writeable, a.flags['C_CONTIGUOUS'], bool(a.flags.c_contiguous))"
    )
    out = run_child(["numpy"], code, "sandbox")
    assert out.startswith("RAN (False, True, True)"), out


KDTREE_CHILD = textwrap.dedent(
    """
    import numpy as np
    import ophis
    from sklearn.neighbors import KDTree

    tree = KDTree(np.random.default_rng(0).random((20, 2)))
    code = "idx = tree.get_arrays()[1]\\nidx[:] = 10**8\\ntree.query([[0.5, 0.5]])"
    try:
        ophis.Sandbox(["numpy"]).run(code, inputs={"tree": tree})
        print("RAN")
    except ophis.SandboxError as e:
        print("REFUSED", str(e).replace("\\n", " "))
    print("intact", tree.get_arrays()[1].max() < 20)
    """
)


def test_kdtree_internal_arrays_are_not_handed_out():
    """A KDTree the embedder passes in: `get_arrays()` returned its index array writable,
    and `query` then read outside the data (the host process crashed)."""
    r = subprocess.run(
        [sys.executable, "-c", KDTREE_CHILD], capture_output=True, text=True, timeout=300
    )
    assert r.returncode == 0, f"the host process died ({r.returncode}): {r.stderr[-2000:]}"
    assert r.stdout.startswith("REFUSED"), r.stdout
    assert "raw memory of the host" in r.stdout, r.stdout
    assert "intact True" in r.stdout, r.stdout


def test_private_attribute_refusals_are_attribute_errors():
    """The refusal is an AttributeError: the access does not happen, and code that probes
    (`hasattr(obj, '_fields')`, as dataclasses does for namedtuples) answers False."""
    code = (
        "import pandas as pd\n"
        "df = pd.DataFrame({'a': [1]})\n"
        "try:\n"
        "    df._mgr\n"
        "    seen = 'read'\n"
        "except AttributeError as e:\n"
        "    seen = str(e)\n"
        "(hasattr(df, '_mgr'), hasattr(df, '_fields'), 'private attribute of a host' in seen)"
    )
    out = run_child(["pandas"], code, "sandbox")
    assert out.startswith("RAN (False, False, True)"), out
