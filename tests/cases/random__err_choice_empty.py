import random

random.seed(1)
print(random.choice([1, 2, 3]))
try:
    random.randrange(0)
except ValueError as e:
    print("ValueError:", e)
try:
    random.randrange(3, 3)
except ValueError as e:
    print("ValueError:", e)
try:
    random.randrange(1, 10, 0)
except ValueError as e:
    print("ValueError:", e)
try:
    random.randrange(1.5)
except ValueError as e:
    print("ValueError:", e)
random.choice([])
