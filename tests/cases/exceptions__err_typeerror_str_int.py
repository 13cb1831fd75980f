def label(count):
    return "items: " + str(count)

print(label(3))
print("3" * 3, [0] * 2, "ab" + "cd")
try:
    "x" * "y"
except TypeError as e:
    print("TypeError", e)
try:
    [1] + (2,)
except TypeError as e:
    print("TypeError", e)
try:
    len(5)
except TypeError as e:
    print("TypeError", e)
total = 10
print(total + "5")
