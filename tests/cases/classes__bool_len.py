class Box:
    def __init__(self, items):
        self.items = list(items)
    def __len__(self):
        return len(self.items)

class Switch:
    def __init__(self, on):
        self.on = on
    def __bool__(self):
        print("  __bool__ called")
        return self.on

class Both:
    def __bool__(self):
        return True
    def __len__(self):
        return 0

class Neither:
    pass

for obj in [Box([]), Box([1]), Switch(False), Switch(True), Both(), Neither()]:
    print(bool(obj), "yes" if obj else "no")

print(len(Box("abc")), not Box([]), not Box([0]))
s = Switch(True)
print(s and "and-result", Switch(False) or "or-result")
print(sum(1 for x in [Box([]), Box([1, 2]), Box([3])] if x))
while_box = Box([1, 2, 3])
while while_box:
    print("pop", while_box.items.pop())
print(any([Box([]), Box([])]), all([Box([1]), Switch(True)]))
