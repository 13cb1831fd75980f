def shift(data, k):
    out = bytearray(data)
    for i in range(len(out)):
        c = out[i]
        if 65 <= c <= 90:
            out[i] = (c - 65 + k) % 26 + 65
        elif 97 <= c <= 122:
            out[i] = (c - 97 + k) % 26 + 97
    return out
msg = b"Attack at Dawn, Zebra!"
enc = shift(msg, 3)
print(enc, bytes(shift(enc, -3)) == msg)
for k in [1, 13, 25]:
    print(k, bytes(shift(msg, k)))
