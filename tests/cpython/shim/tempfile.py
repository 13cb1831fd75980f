"""`tempfile` for CPython's tests inside ophis: there is no file system, so every use skips
the test with that reason. Only the runner's configuration has it; the sandbox denies
`tempfile`."""

import _sandbox


def _lacks(*args, **kwargs):
    _sandbox.lacks("files")


mktemp = mkstemp = mkdtemp = gettempdir = _lacks
TemporaryFile = NamedTemporaryFile = SpooledTemporaryFile = TemporaryDirectory = _lacks
