import bisect

events = []
for stamp, name in [(5, "e"), (1, "a"), (3, "c"), (3, "c2"), (2, "b"), (5, "e0"), (4, "d")]:
    bisect.insort(events, (stamp, name))
    print(events)
nums = []
for x in [5, 1, 4, 1, 5, 9, 2, 6, 5, 3]:
    bisect.insort_left(nums, x)
print(nums)
words = []
for w in ["pear", "fig", "banana", "kiwi", "apple", "date"]:
    bisect.insort_right(words, w, key=len)
print(words)
left = []
for w in ["pear", "fig", "banana", "kiwi", "apple", "date"]:
    bisect.insort_left(left, w, key=len)
print(left)
part = [1, 2, 3, 10, 20]
bisect.insort(part, 15, 0, 3)
print(part)
bisect.insort(part, 0, lo=2)
print(part)
