# expect: ok
# imports: array
# An array's items are sandbox values: no address, no file, no path to the host.
import array

a = array.array("d", [1.0, 2.0])
for attempt in (a.buffer_info, lambda: a.tofile(None), lambda: a.fromfile(None, 1),
                lambda: a.fromfile(None, 2)):
    try:
        attempt()
        print("ESCAPED")
    except NotImplementedError:
        pass
for name in ("os", "sys", "_os", "_sys", "ctypes", "memoryview"):
    if hasattr(array, name) or hasattr(a, name):
        print("ESCAPED")
# The module's native half has only the array's methods, and an array's storage is a plain
# bytearray of its items' values.
s = array._array
for name in ("os", "sys", "_os", "ctypes", "memoryview", "open"):
    if hasattr(s, name):
        print("ESCAPED")
assert type(a._b) is bytearray and len(a._b) == 16
b = array.array("B", b"\x00" * 8)
b.frombytes(bytes(8))
assert b.tobytes() == bytes(16)
