print(int("777", 8), int("zz", 36), int("0b101", 0), int("-0o17", 0), int("FfFf", 16), int("1010", base=2))
print("a", "b", "c", sep="-")
print("x", "y", sep="", end="!\n")
print(1, 2, 3, sep=", ", end=" ")
print("done")
print(*range(5), sep="|")
print()
print("no newline", end="")
print(" then", None, sep=None, end=None)
print(*["a", "b"], sep="\n")
try:
    print("x", sep=5)
except TypeError as e:
    print(repr(e))
