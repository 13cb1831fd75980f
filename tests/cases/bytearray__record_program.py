def pack(records):
    out = bytearray()
    parts = []
    for name, age in records:
        nb = name.encode()
        parts.append(bytes([len(nb)]) + nb + bytes([age]))
    return bytearray(b"".join(parts))
def unpack(buf):
    i = 0
    res = []
    while i < len(buf):
        n = buf[i]
        name = bytes(buf[i + 1:i + 1 + n]).decode()
        age = buf[i + 1 + n]
        res.append((name, age))
        i += n + 2
    return res
buf = pack([("ann", 31), ("bob", 4), ("zoë", 77)])
print(buf, len(buf))
print(unpack(buf))
buf[4] = 32
print(unpack(buf))
