"""`_py_abc` for CPython's tests inside ophis: ophis has one ABC implementation (its `abc`,
written after `_py_abc`), so this is that one. test_abc's second half, which would test the
same implementation again, counts each test once (both halves have the same test ids)."""

from abc import ABCMeta, get_cache_token

__all__ = ['ABCMeta', 'get_cache_token']
