ba = bytearray(range(10))
print(ba[2:8], ba[::-2], ba[-3:], ba[5:2], ba[1:9:3], ba[:], ba[100:], ba[-100:2])
s = ba[2:5]
s[0] = 99
print(ba[2], s, type(s) is bytearray)
