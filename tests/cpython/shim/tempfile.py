"""`tempfile` for CPython's tests inside ophis: the sandbox has no files, so every function
skips the test that calls it with that reason."""

import _sandbox


def mktemp(suffix="", prefix="tmp", dir=None):
    _sandbox.lacks("files")


def mkdtemp(suffix=None, prefix=None, dir=None):
    _sandbox.lacks("files")


def mkstemp(suffix=None, prefix=None, dir=None, text=False):
    _sandbox.lacks("files")


def TemporaryFile(*args, **kwargs):
    _sandbox.lacks("files")


def NamedTemporaryFile(*args, **kwargs):
    _sandbox.lacks("files")


def TemporaryDirectory(*args, **kwargs):
    _sandbox.lacks("files")


def gettempdir():
    _sandbox.lacks("files")
