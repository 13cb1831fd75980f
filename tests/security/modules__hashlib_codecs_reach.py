# expect: ok
# imports: hashlib codecs
# hashlib and codecs compute on sandbox values only: no module of the host behind them, and
# codecs.open (files) is absent.
import codecs
import hashlib

for m in (hashlib, codecs):
    for name in ("os", "sys", "_os", "_sys", "io", "builtins", "open", "ctypes", "_hashlib"):
        if hasattr(m, name):
            print("ESCAPED")
try:
    codecs.register_error("x", lambda e: ("", e.end))
    print("ESCAPED")
except NotImplementedError:
    pass
assert hashlib.sha256(b"abc").hexdigest().startswith("ba7816bf")
