# Mapping patterns as CPython's MATCH_KEYS runs them: len() >= the number of keys first, then
# each key in order through the subject's get(key, <sentinel>) (so a defaultdict grows no
# key), a key given twice (by value patterns) is a ValueError, the sub-patterns are matched
# after all keys were found, and `**rest` copies the subject through keys() and [].
import collections
import collections.abc


class Logged(collections.abc.Mapping):
    def __init__(self, data):
        self.data = data
        self.log = []

    def __len__(self):
        self.log.append("len")
        return len(self.data)

    def __iter__(self):
        self.log.append("iter")
        return iter(self.data)

    def __getitem__(self, k):
        self.log.append(("getitem", k))
        return self.data[k]

    def get(self, k, default=None):
        self.log.append(("get", k))
        return self.data.get(k, default)

    def keys(self):
        self.log.append("keys")
        return list(self.data)


def run(label, data, f):
    m = Logged(data)
    try:
        print(label, f(m), m.log)
    except Exception as e:
        print(label, type(e).__name__, e, m.log)


def empty(m):
    match m:
        case {}:
            return "any mapping"


def two_keys(m):
    match m:
        case {"a": 1, "b": b}:
            return b
    return "no"


def with_rest(m):
    match m:
        case {"a": _, **rest}:
            return rest
    return "no"


def only_rest(m):
    match m:
        case {**rest}:
            return rest


class K:
    zero = 0
    false = False
    one = 1.0


def duplicate(m):
    match m:
        case {0: _, K.false: _}:
            return "matched"
    return "no"


def duplicate_float(m):
    match m:
        case {1: _, K.one: _}:
            return "matched"
    return "no"


def unhashable(m):
    class U:
        key = []

    match m:
        case {U.key: _}:
            return "matched"
    return "no"


run("empty", {}, empty)
run("two_keys", {"a": 1, "b": 2}, two_keys)
run("two_keys short", {"a": 1}, two_keys)
run("two_keys missing", {"a": 1, "c": 2}, two_keys)
run("two_keys wrong", {"a": 0, "b": 2}, two_keys)
run("with_rest", {"a": 1, "b": 2, "c": 3}, with_rest)
run("only_rest", {"x": 1}, only_rest)
run("duplicate", {0: 1, 1: 2}, duplicate)
run("duplicate absent", {5: 1, 6: 2}, duplicate)
run("duplicate_float", {1: 1, 2: 2}, duplicate_float)
run("unhashable", {1: 1}, unhashable)

d = collections.defaultdict(list, {"a": 1})
match d:
    case {"missing": _}:
        print("no")
    case {"a": 1}:
        print("defaultdict", dict(d))

match collections.UserDict({0: 1, 2: 3}):
    case {2: 3, **z}:
        print("UserDict rest", z)

match collections.ChainMap({"a": 1}, {"b": 2}):
    case {"b": b, **others}:
        print("ChainMap", b, others)
