# smolagents: Forbidden: Forbidden access to dunder attribute: __dict__
# cached_property stores the value in the instance's __dict__ (not through __setattr__),
# takes the function's docstring, and says why an instance without a __dict__ cannot cache.
import functools


class Item:
    calls = 0

    def __setattr__(self, name, value):
        print("setattr", name)
        object.__setattr__(self, name, value)

    @functools.cached_property
    def cost(self):
        """The cost of the item."""
        Item.calls += 1
        return 10 * Item.calls


i = Item()
print(i.cost, i.cost, Item.cost.__doc__)
del i.cost
print(i.cost, Item.calls)


class Slotted:
    __slots__ = ("x",)

    @functools.cached_property
    def prop(self):
        return 1


try:
    Slotted().prop
except TypeError as e:
    print("TypeError", e)


class Meta(type):
    @functools.cached_property
    def prop(cls):
        return True


class WithMeta(metaclass=Meta):
    pass


try:
    WithMeta.prop
except TypeError as e:
    print("TypeError", e)

print(i.__dict__)
del i.__dict__["cost"]
print(i.cost, Item.calls)
