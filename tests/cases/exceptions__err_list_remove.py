stack = [3, 1, 4, 1, 5]
stack.remove(1)
print(stack)
print(stack.index(5))
try:
    stack.index(9)
except ValueError as e:
    print("ValueError", e)
stack.remove(1)
print(stack)
stack.remove(1)
