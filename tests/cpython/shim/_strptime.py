"""`_strptime` for CPython's tests inside ophis: CPython's pure-Python strptime, which its
tests use as the reference for `datetime.strptime`. ophis has one implementation (native),
and comparing it with itself would prove nothing: a test asking for the reference skips."""

import unittest


def _strptime_datetime(cls, data_string, format="%a %b %d %H:%M:%S %Y"):
    raise unittest.SkipTest("no separate pure-Python _strptime to compare with")


def _strptime(data_string, format="%a %b %d %H:%M:%S %Y"):
    raise unittest.SkipTest("no separate pure-Python _strptime to compare with")
