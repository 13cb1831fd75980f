# A bytearray's += and *= change it in place; its iterator reads the current contents.
b = bytearray(b"abc")
alias = b
b += b"def"
print(b is alias, alias)
b += bytearray(b"!")
print(b is alias, alias)
b *= 2
print(b is alias, alias)
b *= 0
print(b is alias, alias, len(alias))
try:
    b += ""
except TypeError as e:
    print("TypeError", e)
x = bytes(b"xy")
y = x
x += b"z"
print(x is y, x, y)

ba = bytearray(b"ab")
it = iter(ba)
print(next(it), it.__length_hint__())
ba.clear()
print(list(it), it.__length_hint__())

ba = bytearray(b"123")
exhausted = iter(ba)
fresh = iter(ba)
for _ in exhausted:
    next(fresh)
ba.append(57)
print(list(exhausted), list(fresh))

seen = []
ba = bytearray(b"ab")
for c in ba:
    seen.append(c)
    if len(ba) < 5:
        ba.append(c + 10)
print(seen, ba)
