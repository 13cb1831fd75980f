# singledispatch and singledispatchmethod registering implementations from annotations.
import functools
import typing


@functools.singledispatch
def describe(x):
    return f"object {x!r}"


@describe.register
def _(x: int):
    return f"int {x}"


@describe.register
def _(x: list | tuple):
    return f"sequence of {len(x)}"


@describe.register
def _(x: typing.Union[dict, set]):
    return f"container of {len(x)}"


@describe.register
def _(x: bool, verbose=False):
    return f"bool {x}"


for value in [3, True, [1, 2], (1,), {"a": 1}, {1, 2, 3}, "text", 2.5]:
    print(describe(value))

for bad in ["unannotated", "generic"]:
    try:
        if bad == "unannotated":
            @describe.register
            def _(x):
                return x
        else:
            @describe.register
            def _(x: typing.List[int]):
                return x
    except TypeError as e:
        # The first message names the function by its repr (an address): keep the rest.
        message = str(e)
        print("TypeError:", message.split(" <function")[0], message.split(">")[-1])


class Formatter:
    @functools.singledispatchmethod
    def show(self, arg):
        return "default"

    @show.register
    def _(self, arg: int):
        return f"int {arg * 2}"

    @show.register
    def _(self, arg: str):
        return f"str {arg.upper()}"


f = Formatter()
print(f.show(21), f.show("ab"), f.show(None))
