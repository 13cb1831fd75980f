text = b"the rain in spain stays mainly in the plain"
hist = bytearray(26)
for c in text:
    if 97 <= c <= 122:
        hist[c - 97] += 1
for i in range(26):
    if hist[i]:
        print(chr(97 + i), hist[i], "#" * hist[i])
print(bytes(hist))
