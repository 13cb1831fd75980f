# __str__ and __repr__ may return an instance of a str subclass.
class S(str):
    pass


class Both:
    def __str__(self):
        return S("as str")

    def __repr__(self):
        return S("as repr")


b = Both()
print(str(b), repr(b), f"{b}|{b!r}", [b], "%s %r" % (b, b), ascii(b), format(b))


class Bad:
    def __str__(self):
        return 5

    def __repr__(self):
        return b"x"


for f in (str, repr):
    try:
        f(Bad())
    except TypeError as e:
        print(e)
