# super() with bad arguments raises CPython's errors.
for args in [(1,), (int, 1, 2), (1, 2)]:
    try:
        super(*args)
    except TypeError as e:
        print("TypeError:", e)


class A:
    def who(self):
        return "A"


class B(A):
    def who(self):
        return "B>" + super(B, self).who()


print(B().who(), super(B, B()).who())
