print(list(zip([1, 2, 3], "abc")), list(zip([1, 2], "abc")), list(zip()), list(zip([1])), list(zip([1, 2], [3, 4], [5, 6])))
print(list(zip([1, 2], "ab", strict=True)))
for args in [([1, 2, 3], "ab"), ([1], "ab"), ([1, 2], "ab", [0])]:
    try:
        print(list(zip(*args, strict=True)))
    except ValueError as e:
        print(repr(e))
