import random

random.seed(10)
state = random.getstate()
print(state[0], len(state[1]), state[1][-1], state[2])
first = [random.random() for _ in range(3)]
random.setstate(state)
print(first == [random.random() for _ in range(3)])

# gauss keeps its second value in the state.
random.gauss()
state = random.getstate()
print(state[2] is not None)
a = [random.gauss() for _ in range(3)]
random.setstate(state)
print(a == [random.gauss() for _ in range(3)])

# Version 2 states are accepted too.
r = random.Random(1)
version, internal, gauss_next = r.getstate()
r2 = random.Random()
r2.setstate((2, internal, None))
print(r.random() == r2.random())

# Instances are independent.
x, y = random.Random(3), random.Random(3)
x.random()
print(x.random() != y.random(), y.random())
print(random.Random(8).getstate()[1][:4])
