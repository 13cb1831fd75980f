"""What the shims raise when a test reaches a host facility the sandbox deliberately lacks.

A test that pickles, inspects the garbage collector, holds weak references, runs a
subprocess or opens a file is skipped, with the facility named as the reason, rather than
counted as an ophis failure: the runner reports these skips apart, by reason.
"""

import unittest


def lacks(facility):
    raise unittest.SkipTest("sandbox: no " + facility)
