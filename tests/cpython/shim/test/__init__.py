# The `test` package of the runner: CPython's vendored test files (tests/cpython/Lib/test) and
# this shim's `test.support` are its modules.
