# copy and deepcopy read the reduce methods from the instance, so a class whose
# __getattribute__ hides them cannot be copied (copy.Error), and one that serves them is
# copied through them.
# smolagents: Forbidden: Forbidden call to dunder function: __getattribute__
import copy


class Hidden:
    def __getattribute__(self, name):
        if name.startswith("__reduce"):
            raise AttributeError(name)
        return object.__getattribute__(self, name)


for f in (copy.copy, copy.deepcopy):
    try:
        f(Hidden())
    except copy.Error as e:
        print("Error", str(e).replace(__name__, "M"))


class Served:
    def __init__(self):
        self.x = [1]

    def __getattribute__(self, name):
        if name == "__reduce_ex__":
            return lambda proto: (Served, (), {"x": ["served", proto]})
        return object.__getattribute__(self, name)


print(copy.copy(Served()).x, copy.deepcopy(Served()).x)


class Plain:
    def __getattribute__(self, name):
        return object.__getattribute__(self, name)


p = Plain()
p.y = [2]
q, r = copy.copy(p), copy.deepcopy(p)
print(q.y is p.y, r.y == p.y, r.y is p.y)
