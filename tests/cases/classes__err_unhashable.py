class P:
    def __init__(self, x):
        self.x = x
    def __eq__(self, o):
        return isinstance(o, P) and self.x == o.x
    def __repr__(self):
        return f"P({self.x})"

class H:
    def __init__(self, x):
        self.x = x
    def __eq__(self, o):
        return self.x == o.x
    def __hash__(self):
        return self.x

print(P(1) == P(1), P(1) != P(2))
print([P(1), P(2)].index(P(2)))
print(len({H(1), H(1), H(2)}))
try:
    {[1]: 2}
except TypeError as e:
    print("TypeError:", e)
lookup = {P(1): "one"}
