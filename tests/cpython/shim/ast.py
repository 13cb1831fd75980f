"""`ast` for CPython's tests inside ophis: a runner-only shim with the compiler flags
test_builtin reads and ophis's `literal_eval`. Parsing needs `compile`, which the sandbox
denies, so `parse` refuses with a sandbox skip."""

import unittest

from _ophis_ast import literal_eval

PyCF_ONLY_AST = 0x400
PyCF_TYPE_COMMENTS = 0x1000
PyCF_ALLOW_TOP_LEVEL_AWAIT = 0x2000


def parse(source, filename="<unknown>", mode="exec", **kwargs):
    raise unittest.SkipTest("sandbox: ast.parse needs compile(), which the sandbox denies")
