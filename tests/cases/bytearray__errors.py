ba = bytearray(b"abc")
def set_big():
    ba[0] = 256
def set_neg():
    ba[1] = -1
def idx():
    return ba[10]
def unhash():
    return hash(ba)
def bad_ctor():
    return bytearray([1, 300])
def bad_ctor2():
    return bytearray("abc")
for f in [set_big, set_neg, idx, unhash, bad_ctor, bad_ctor2]:
    try:
        print(f())
    except Exception as e:
        print(repr(e))
print(ba)
