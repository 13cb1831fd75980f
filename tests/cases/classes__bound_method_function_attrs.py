# A bound method reads the attributes set on its function, as in CPython (unittest marks test
# methods this way: expectedFailure, skip).
def mark(f):
    f.marked = "yes"
    return f


class T:
    @mark
    def method(self):
        return 1

    def plain(self):
        return 2


t = T()
print(t.method.marked, T.method.marked)
try:
    t.plain.marked
except AttributeError as e:
    print("AttributeError", e)
