print(range(0) == range(2, 2), range(1, 10, 3) == range(1, 11, 3), range(3) != range(4), range(1) == range(0, 1, 5))
print(hash(range(0, 4, 2)) == hash(range(0, 3, 2)), {range(3): "r"}[range(0, 3)], range(3) == [0, 1, 2])
print(r := range(2, 20, 5), r.start, r.stop, r.step, range(5).start, range(5).step)
