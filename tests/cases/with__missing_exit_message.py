# A `with` whose manager has __enter__ but no __exit__ names the missing method, as CPython
# 3.11 does; without __enter__ the message is the short one.


class OnlyEnter:
    def __enter__(self):
        print("never entered")


class OnlyExit:
    def __exit__(self, *exc):
        pass


for manager in (OnlyEnter, OnlyExit, int):
    try:
        with manager():
            pass
    except TypeError as e:
        print(type(e).__name__, e)
