import copy


class Node:
    def __init__(self, name):
        self.name = name
        self.edges = []

    def link(self, other):
        self.edges.append(other)
        other.edges.append(self)


a, b, c = Node("a"), Node("b"), Node("c")
a.link(b)
b.link(c)
c.link(a)
graph = [a, b, c]
g2 = copy.deepcopy(graph)
print([n.name for n in g2], [[e.name for e in n.edges] for n in g2])
print(g2[0].edges[0] is g2[1], g2[1].edges[0] is g2[0], g2[0] is a, g2[0].edges[0] is b)

lst = [1, 2]
lst.append(lst)
l2 = copy.deepcopy(lst)
print(l2[2] is l2, l2[2] is lst, len(l2), l2[:2])
d = {"name": "root"}
d["self"] = d
d["list"] = [d, (d,)]
d2 = copy.deepcopy(d)
print(d2["self"] is d2, d2["list"][0] is d2, d2["list"][1][0] is d2, d2 is d)

shared = [0]
pair = [shared, shared, (shared,)]
p2 = copy.deepcopy(pair)
print(p2[0] is p2[1], p2[2][0] is p2[0], p2[0] is shared)

memo = {}
copy.deepcopy(a, memo)
print(len(memo))
memo = {}
copy.deepcopy([1, [2], (3, [4])], memo)
print(len(memo))
memo = {}
copy.deepcopy({1, 2, (3,)}, memo)
print(len(memo))
memo = {}
x = [1, 2]
first = copy.deepcopy(x, memo)
second = copy.deepcopy(x, memo)
print(first is second, first == x, first is x)
t = ([],)
t2 = copy.deepcopy(t)
print(t2 is t, t2[0] is t[0], copy.deepcopy((1, (2, 3))) == (1, (2, 3)))
