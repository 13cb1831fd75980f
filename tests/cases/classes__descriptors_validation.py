class Positive:
    def __set_name__(self, owner, name):
        self.name = "_" + name
        self.public = name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, 0)

    def __set__(self, obj, value):
        if value <= 0:
            raise ValueError(f"{self.public} must be positive, got {value}")
        setattr(obj, self.name, value)


class Typed:
    def __init__(self, kind):
        self.kind = kind

    def __set_name__(self, owner, name):
        self.key = name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return "descriptor for " + self.key
        return obj.store.get(self.key)

    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.key} expects {self.kind.__name__ if False else 'a number'}")
        obj.store[self.key] = value


class Lazy:
    # A non-data descriptor: instance attributes win once set.
    def __init__(self, func):
        self.func = func

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        value = self.func(obj)
        setattr(obj, "cached", value)
        return value


class Order:
    quantity = Positive()
    price = Positive()
    discount = Typed(float)

    def __init__(self, quantity, price):
        self.store = {}
        self.quantity = quantity
        self.price = price

    @Lazy
    def total(self):
        print("computing total")
        return self.quantity * self.price


o = Order(3, 5)
print(o.quantity, o.price, o.total, o.total)
o.discount = 0.5
print(o.discount, Order.discount)
print(isinstance(Order.quantity, Positive))
try:
    o.price = -1
except ValueError as e:
    print("ValueError", e)
try:
    o.discount = "x"
except TypeError as e:
    print("TypeError", e)
o.quantity = 10
print(o.quantity, o._quantity)
Order(0, 1)
