class Config:
    base = 10
    items = [1, 2, 3]
    # the first iterable is evaluated in the class scope, so this works
    doubled = [x * 2 for x in items]
    # base is not visible inside the comprehension body
    try:
        shifted = [x + base for x in items]
    except NameError as e:
        shifted = None
        error = str(e)
    # but can be passed through the first iterable (later iterables are in the inner scope)
    shifted2 = [x + b for b in [base] for x in (1, 2, 3)]
    names = {n: len(n) for n in ["ab", "cde"]}


print(Config.doubled)
print(Config.shifted)
print(Config.error)
print(Config.shifted2)
print(Config.names)


class Grid:
    size = 3
    cells = [[0] * 3 for _ in range(size)]


print(Grid.cells)


class Weird:
    value = "class"
    try:
        result = [value for _ in range(2)]
    except NameError as e:
        result = "NameError: " + str(e)


value = "global"


class Weird2:
    value = "class"
    result = [value for _ in range(2)]


print(Weird.result)
print(Weird2.result)
