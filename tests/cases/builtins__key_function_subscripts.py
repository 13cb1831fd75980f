# Key functions that subscript their argument with a constant (`lambda r: r[0]`,
# `def k(r): return r["score"]`), on tuples, lists and dicts, in range and out of it, and on
# values whose subscript is the program's own code.
rows = [(3, "c", 0.5), (1, "a", 2.5), (2, "b", 1.5), (1, "z", 0.0)]
print(sorted(rows, key=lambda r: r[0]), sorted(rows, key=lambda r: r[-1], reverse=True))
print(min(rows, key=lambda r: r[2]), max(rows, key=lambda r: r[1]))
lists = [[5, 1], [2, 9], [2, 3]]
lists.sort(key=lambda r: r[1])
print(lists)
people = [{"name": "ann", "score": 7}, {"name": "bob", "score": 9}, {"name": "cy", "score": 7}]


def score(p):
    return p["score"]


print([p["name"] for p in sorted(people, key=score)], max(people, key=score)["name"])
print(sorted([{1: "x"}, {1: "a"}], key=lambda d: d[1]), sorted(["bca", "abc"], key=lambda s: s[1]))


class Row:
    def __init__(self, v):
        self.v = v

    def __getitem__(self, i):
        print("getitem", i)
        return self.v * (i + 1)


print([r.v for r in sorted([Row(3), Row(1)], key=lambda r: r[1])])
mixed = [(2,), [1], {0: 5}]
print(sorted(mixed, key=lambda r: r[0]))
for bad in ([(1, 2), (3,)], [{"score": 1}, {}], [(1,), None]):
    try:
        sorted(bad, key=lambda r: r[1] if isinstance(r, tuple) else r["score"])
        sorted(bad, key=lambda r: r[1])
    except IndexError as e:
        print("IndexError", e)
    except KeyError as e:
        print("KeyError", e)
    except TypeError as e:
        print("TypeError", e)
try:
    max([{"a": 1}, {"b": 2}], key=score)
except KeyError as e:
    print("KeyError", e)
print(sorted([(1, 2), (0, 3)], key=lambda r, extra=0: r[0]), sorted([(True, 1), (False, 2)], key=lambda r: r[True]))
