"""`pty` for CPython's tests inside ophis: the sandbox has no terminals; importing this shim
raises ImportError, which the tests that guard `import pty` take as "not available"."""

raise ImportError("sandbox: no pseudo-terminals")
