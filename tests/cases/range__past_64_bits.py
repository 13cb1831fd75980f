# Ranges with bounds or lengths past 64 bits, as CPython's.
big = 2**100
r = range(big)
print(r, r.start, r.stop, r.step, bool(r), bool(range(big, 0)))
print(range(0, 2**70, 3)[5], range(0, 2**70, 3)[-1], range(-big, big, 7)[10**20])
print(2**80 in range(big), -1 in range(big), big in range(big), 2**80 + 1 in range(0, big, 2))
for n in [2**64, 2**63, 2**100]:
    try:
        print(len(range(n)))
    except OverflowError as e:
        print("OverflowError:", e)
print(len(range(2**63 - 1)), len(range(big, big + 5)), len(range(-2**63, 2**63 - 1, 2**62)))
try:
    len(range(-2**63, 2**63 - 1))
except OverflowError as e:
    print("OverflowError:", e)
it = iter(range(2**64 - 2, 2**64 + 2))
print(type(it).__name__, list(it), type(iter(range(2**70))).__name__)
print(list(range(big, big + 10, 3)), list(range(big + 3, big, -1)))
print(list(reversed(range(big, big + 5, 2))), type(reversed(range(2**65))).__name__)
print(list(range(2**63 - 3, 2**63 + 3)), list(reversed(range(-2**63 - 2, -2**63 + 2))))
s = range(0, big, 3)[10:20:2]
print(s, list(s), range(big)[::-1], range(big)[2**90:], range(big)[-5:], list(range(big)[-3:]))
print(range(0, big, 3).index(99), range(big).index(2**99), range(big).count(5), range(big).count(big))
try:
    range(big).index(-1)
except ValueError as e:
    print("ValueError:", e)
print(range(big) == range(0, big), range(big) == range(big + 1), range(big, big) == range(0),
      range(0, big, big) == range(0, 1), range(2**64) != range(2**64))
print(hash(range(big)) == hash(range(0, big, 1)), hash(range(big, big)) == hash(range(0)),
      hash(range(5, 2**65, 2**66)) == hash(range(5, 6)))
try:
    range(big)[big]
except IndexError as e:
    print("IndexError:", e)
print(range(big)[big - 1], range(0, big, 2**99)[1], range(2**64)[2**64 - 1])
print(max(range(big, big + 3)), min(range(big, big + 3)), sum(range(big, big + 3)))
print(range(-big), list(range(-big)), range(big, -big, -2**98), list(range(big, -big, -2**98)))
for i in range(2**64, 2**64 + 2):
    print(i)
print([x * 2 for x in range(2**64, 2**64 + 2)], sorted(range(big, big + 2), reverse=True))
print(repr(range(1, big, -1)), range(1, big, -1)[::2], len(range(1, big, -1)))
