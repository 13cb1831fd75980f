import heapq

SCORES = """ana 88
bo 92
cy 75
di 92
ed 60
fay 88
gus 99
hal 75
ivy 92
"""

people = [(line.split()[0], int(line.split()[1])) for line in SCORES.strip().splitlines()]
score = lambda p: p[1]
for n in [0, 1, 2, 3, 4, 5, 9, 12, -1]:
    print(n, heapq.nlargest(n, people, key=score), heapq.nsmallest(n, people, key=score))
nums = [5, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]
for n in [1, 3, 6, 20]:
    print(n, heapq.nlargest(n, nums), heapq.nsmallest(n, nums), heapq.nlargest(n, iter(nums)), heapq.nsmallest(n, iter(nums)))
# Ties keep their original order (stability), also through iterators.
print(heapq.nsmallest(4, iter(people), key=score), heapq.nlargest(4, iter(people), key=score))
print(heapq.nlargest(3, "hello world"), heapq.nsmallest(2, {3: "a", 1: "b", 2: "c"}), heapq.nlargest(2, range(100)))
words = ["kiwi", "fig", "banana", "apple", "date", "plum", "cherry"]
print(heapq.nlargest(3, words, key=len), heapq.nsmallest(3, words, key=len), heapq.nsmallest(1, words, key=len), heapq.nlargest(1, []), heapq.nsmallest(2, []))
print(heapq.nsmallest(3, [(1, "b"), (1, "a"), (0, "z")]), heapq.nlargest(2, [[1, 2], [1, 3], [0, 9]]))
