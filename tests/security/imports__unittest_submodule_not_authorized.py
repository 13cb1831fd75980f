# expect: Forbidden: Import of unittest.case is not allowed. Authorized imports are: [...
# imports: unittest
# ophis's unittest is split into submodules as CPython's package is (unittest.case, ...), which
# it imports for itself; a program authorized "unittest" uses them through "unittest" only,
# exactly as before the split: "unittest" does not authorize "unittest.case".
import unittest

assert unittest.TestCase.__module__ == "unittest.case"
assert unittest.main is unittest.TestProgram
from unittest import case  # noqa: E402

print("ESCAPED", case)
