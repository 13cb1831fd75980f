def f(x):
    result = "default"
    match x:
        case 1:
            result = "one"
        case [1, 2]:
            result = "list 1 2"
    return result


print(f(1), f([1, 2]), f((1, 2)), f(3), f([1, 2, 3]))

point = (3, -3)
match point:
    case (x, y) if x + y == 0:
        print("anti-diagonal", x, y)
    case (x, y):
        print("other", x, y)

# bindings from a failed case with a guard can persist
match (1, 2):
    case (a, b) if a > b:
        print("not printed")
    case _:
        print("a and b bound:", a, b)

value = {"k": [1, {"deep": ("t", 5)}]}
match value:
    case {"k": [1, {"deep": (str(tag), int(num))}]}:
        print("deep match", tag, num)

match 5:
    case 1 | 2:
        print("no")
print("after unmatched statement")
