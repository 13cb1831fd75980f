# In-place repetition by a count whose size overflows the address space is refused with
# MemoryError (ophis wrapped the byte count to zero and then looped), and an empty list
# repeated any number of times stays empty at once (found by CPython's test_list).
x = [4, 5, 6, 7]
try:
    x *= 2 ** 62
except MemoryError:
    print("MemoryError")
print(x)
y = []
y *= 2 ** 62
print(y)
z = [1, 2]
z *= 3
print(z)
