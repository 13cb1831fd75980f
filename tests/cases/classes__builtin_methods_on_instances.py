# Builtin methods reached through instances: inherited from a builtin base (the instance's
# builtin value is what they act on), and a builtin type's method stored on a plain class.
class Stack(list):
    def peek(self):
        return self[-1]


s = Stack()
s.append(1)
s.append(2)
s.extend([3, 4])
print(s, s.peek(), s.pop(), s.count(2), s.index(3), len(s))


class Name(str):
    pass


n = Name("ada")
print(n.upper(), n.title(), n.startswith("a"), n.replace("a", "o"))


class Odd:
    shout = str.upper


try:
    Odd().shout()
except TypeError as e:
    print("TypeError:", e)
print(Odd.shout("quiet"))
