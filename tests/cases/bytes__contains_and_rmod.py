# `x in b` with an integer checks its range; other objects must be bytes-like. The reflected
# `%` of bytes formats only a bytes template.


class Idx:
    def __index__(self):
        return 98


for b in (b"abc", bytearray(b"abc")):
    for x in (97, 200, Idx(), True, b"bc", bytearray(b"ac"), 300, -1, 2**70, None, 97.0, "a"):
        try:
            print(type(x).__name__, x in b)
        except Exception as e:
            print(type(x).__name__, type(e).__name__, e)
    print(b.__rmod__("%r"), b.__rmod__(b"%r") if type(b) is bytes else b.__rmod__(bytearray(b"%r")))
    try:
        object() % b
    except TypeError as e:
        print(e)
