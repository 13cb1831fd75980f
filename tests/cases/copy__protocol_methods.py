import copy


class Resource:
    count = 0

    def __init__(self, name):
        Resource.count += 1
        self.name = name
        self.handle = f"h{Resource.count}"

    def __copy__(self):
        print("  __copy__", self.name)
        return Resource(self.name + "-copy")

    def __deepcopy__(self, memo):
        print("  __deepcopy__", self.name, type(memo) is dict)
        clone = Resource(self.name + "-deep")
        memo[id(self)] = clone
        return clone


r = Resource("db")
print(copy.copy(r).handle, copy.deepcopy(r).handle, Resource.count)
pair = copy.deepcopy([r, r])
print(pair[0] is pair[1], pair[0].name)


class Session:
    def __init__(self, user):
        self.user = user
        self.cache = {"k": [1]}
        self.token = "secret"

    def __getstate__(self):
        print("  __getstate__")
        state = {"user": self.user, "cache": self.cache}
        return state

    def __setstate__(self, state):
        print("  __setstate__", sorted(state))
        self.user = state["user"]
        self.cache = state["cache"]
        self.token = None


s = Session("kim")
s2 = copy.copy(s)
s3 = copy.deepcopy(s)
print(s2.user, s2.token, s2.cache is s.cache, s3.cache is s.cache, s3.cache == s.cache)


class Money:
    def __init__(self, amount, currency):
        self.amount = amount
        self.currency = currency

    def __reduce__(self):
        print("  __reduce__")
        return (Money, (self.amount, self.currency))

    def __repr__(self):
        return f"Money({self.amount}, {self.currency!r})"


m = Money(5, "EUR")
print(copy.copy(m), copy.deepcopy([m, m]))


class Token:
    def __reduce_ex__(self, protocol):
        print("  __reduce_ex__", protocol)
        return "GLOBAL_TOKEN"


tok = Token()
print(copy.copy(tok) is tok, copy.deepcopy(tok) is tok)


class Greeter:
    def __init__(self, name):
        self.name = name

    def hello(self):
        return "hi " + self.name


g = Greeter("bo")
bound = copy.deepcopy(g.hello)
g.name = "changed"
print(bound(), copy.copy(g.hello)(), copy.copy(len) is len, copy.deepcopy(Greeter) is Greeter)
