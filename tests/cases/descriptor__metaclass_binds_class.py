# A non-data descriptor on a metaclass, read through one of its classes, gets that class as
# its instance (and the metaclass as owner); one on the class itself gets no instance.
class D:
    def __init__(self, label):
        self.label = label

    def __get__(self, inst, owner=None):
        shown = inst if inst is None or isinstance(inst, type) else type(inst).__name__ + "()"
        print(self.label, "get", shown, owner)
        return self if inst is None else self.label


class Meta(type):
    meta_d = D("meta")


class W(metaclass=Meta):
    own_d = D("own")


class Sub(W):
    pass


print(W.meta_d, Sub.meta_d)
print(type(W.own_d).__name__, type(Sub.own_d).__name__, W().own_d)
print(type(Meta.meta_d).__name__)
