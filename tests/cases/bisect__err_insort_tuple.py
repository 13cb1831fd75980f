import bisect

history = [1, 3, 7]
bisect.insort(history, 5)
print(history)
frozen = tuple(history)
bisect.insort(frozen, 4)
