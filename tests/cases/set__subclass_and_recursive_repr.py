# The reprs of set and frozenset subclasses (empty, filled, str()), and sets reached again
# while they are being printed, as setobject.c words them.
class S(set):
    pass


class F(frozenset):
    pass


print(repr(S()), repr(F()), repr(S([1])), repr(F("a")), str(S([3])), str(F()))
print([S([2]), F([frozenset()])], {"k": F([1])})


class Holder:
    def __init__(self, container):
        self.container = container

    def __repr__(self):
        return "Holder(" + repr(self.container) + ")"

    def __hash__(self):
        return 1


plain = set()
plain.add(Holder(plain))
print(repr(plain))
sub = S()
sub.add(Holder(sub))
print(repr(sub), str(sub))
items = []
items.append(Holder(items))
print(items)
