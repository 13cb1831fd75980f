queue = ["a", "b", "c"]
print(queue[0], queue[-1], queue[-3])
try:
    queue[-4]
except IndexError as e:
    print("IndexError", e)
try:
    "abc"[3]
except IndexError as e:
    print("IndexError", e)
try:
    (1, 2)[2]
except IndexError as e:
    print("IndexError", e)
try:
    [].pop()
except IndexError as e:
    print("IndexError", e)
while queue:
    print("processing", queue.pop(0))
print(queue[0])
