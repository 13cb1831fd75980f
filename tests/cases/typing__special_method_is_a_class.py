# A class stored as a special method is no descriptor: calling through it passes no receiver
# (typing's _TypedDictMeta sets it to dict: see typing__typeddict_plain_dict).
class Meta(type):
    __call__ = dict


class Point(metaclass=Meta):
    pass


print(Point(x=1, y=2), Point([("a", 1)]), type(Point()))


class Callable:
    __call__ = list


print(Callable()("abc"))
