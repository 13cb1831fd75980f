import copy


class Tags(list):
    def describe(self):
        return f"{len(self)} tags"


class Registry(dict):
    pass


class Ident(int):
    pass


class Label(str):
    pass


class Row(tuple):
    pass


class Bag(set):
    pass


t = Tags(["a", ["nested"]])
t.owner = "me"
t2 = copy.copy(t)
t3 = copy.deepcopy(t)
print(type(t2) is Tags, t2, t2.owner, t2.describe(), t2[1] is t[1], t3[1] is t[1], t3 == t)
r = Registry(x=[1], y=2)
r.version = 3
r2 = copy.deepcopy(r)
print(type(r2) is Registry, r2, r2.version, r2["x"] is r["x"], copy.copy(r)["x"] is r["x"])
i = Ident(42)
i.source = "db"
print(type(copy.copy(i)) is Ident, copy.copy(i) + 1, copy.deepcopy(i).source)
lab = Label("hello")
print(type(copy.deepcopy(lab)) is Label, copy.deepcopy(lab).upper())
row = Row([1, [2, 3]])
row2 = copy.deepcopy(row)
print(type(row2) is Row, row2, row2[1] is row[1], copy.copy(row) is row)
bag = Bag([3, 1, 2])
print(type(copy.copy(bag)) is Bag, sorted(copy.deepcopy(bag)))


class Inventory:
    def __init__(self):
        self.items = Tags(["x"])
        self.index = Registry(x=0)


inv = Inventory()
inv2 = copy.deepcopy(inv)
inv2.items.append("y")
print(inv.items, inv2.items, type(inv2.index) is Registry)
