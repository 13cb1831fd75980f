"""`test.support.script_helper` for ophis: the sandbox runs no subprocesses."""

import _sandbox


def assert_python_ok(*args, **env_vars):
    _sandbox.lacks("subprocesses")


def assert_python_failure(*args, **env_vars):
    _sandbox.lacks("subprocesses")


def spawn_python(*args, **kw):
    _sandbox.lacks("subprocesses")


def run_python_until_end(*args, **env_vars):
    _sandbox.lacks("subprocesses")
