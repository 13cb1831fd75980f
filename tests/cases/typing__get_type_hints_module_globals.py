from typing import Annotated, List, Optional, get_type_hints


# Forward references are resolved in the globals of the module that wrote them, without
# globalns: here, the program's own.
class Node:
    def __init__(self, parent: "Optional[Node]", children: "List[Node]") -> "Tree":
        pass


class Tree:
    root: "Node"
    size: "Size"


Size = int
OptionalInt = Optional[int]


def f(x: "OptionalInt", y: "List['Tree']") -> "Node":
    pass


print(get_type_hints(Node.__init__))
print(get_type_hints(Tree))
print(get_type_hints(f))
print(get_type_hints(Node(None, []).__init__))


# A string inside Annotated is metadata, not a forward reference.
class Movie:
    title: "Annotated[str, 'some title', 'not a name']"


print(get_type_hints(Movie), get_type_hints(Movie, include_extras=True))


# An unknown name is a NameError; a forward reference that is not an expression is a
# SyntaxError, even when it also names something unknown.
def g(a: "Nowhere[int]"):
    pass


def h(a: "Nowhere[T"):
    pass


for fn in (g, h):
    try:
        get_type_hints(fn)
    except (NameError, SyntaxError) as e:
        print(type(e).__name__)


# A class body that writes __annotations__ before annotating writes its own.
class M:
    __annotations__["123"] = 123
    o: type = object


print(M.__annotations__)
