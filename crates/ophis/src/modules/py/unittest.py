"""unittest: CPython 3.11's unit testing framework, written for ophis.

The classes, assert methods, failure messages and the text runner's report follow CPython's
`unittest` package (`case.py`, `suite.py`, `loader.py`, `result.py`, `runner.py`, `main.py`)
so that a test file behaves and reports as under CPython. It is split as CPython's package
is, one module per file of CPython's (`unittest.case` is `unittest__case.py`); this module
re-exports their names, so `import unittest` gives what it always gave, and the import
allowlist sees only `unittest` (the submodules are imported internally, as library modules
import theirs). What differs, because the sandbox has no `sys`, `traceback`, `difflib` or
`logging`:

- the report goes to the printed output (CPython writes it to `sys.stderr`) unless a
  `stream` is given;
- traceback text comes from `_ophis_traceback` (file names read `<code>`);
- the diff CPython appends to a failed comparison of long or multi-line values is left out
  (the first line of the message and "First differing element" are CPython's);
- `assertWarns` records warnings through ophis's `warnings`, whose warnings carry no file
  name or line number (`cm.filename` and `cm.lineno` are None), and `assertLogs` is absent.
"""

from unittest.util import (
    safe_repr,
    strclass,
)
from unittest.case import (
    FunctionTestCase,
    SkipTest,
    TestCase,
    addModuleCleanup,
    doModuleCleanups,
    enterModuleContext,
    expectedFailure,
    skip,
    skipIf,
    skipUnless,
)
from unittest.suite import (
    BaseTestSuite,
    TestSuite,
)
from unittest.result import (
    TestResult,
)
from unittest.runner import (
    TextTestResult,
    TextTestRunner,
)
from unittest.loader import (
    TestLoader,
    defaultTestLoader,
    findTestCases,
    getTestCaseNames,
    makeSuite,
)
from unittest.main import (
    TestProgram,
    main,
)

__unittest = True
