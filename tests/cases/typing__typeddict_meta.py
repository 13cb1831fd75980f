# smolagents: Forbidden: Forbidden access to dunder attribute: __required_keys__
from typing import TypedDict, NotRequired, Required, is_typeddict, Generic, TypeVar


class Movie(TypedDict):
    title: str
    year: NotRequired[int]


class Partial(Movie, total=False):
    rating: float
    name: Required[str]


m = Movie(title="x", year=1)
print(m, type(m) is dict, is_typeddict(Movie), is_typeddict(m), is_typeddict(dict))
print(sorted(Movie.__required_keys__), sorted(Movie.__optional_keys__), Movie.__total__)
print(sorted(Partial.__required_keys__), sorted(Partial.__optional_keys__), Partial.__total__)
print(list(Partial.__annotations__), Movie.__bases__ == (dict,))
Label = TypedDict("Label", {"label": str}, total=False)
print(Label.__name__, sorted(Label.__optional_keys__), Label(label="a"), is_typeddict(Label))
try:
    isinstance({}, Movie)
except TypeError as e:
    print("TypeError:", e)
try:

    class Bad(Movie, int):
        pass

except TypeError as e:
    print("TypeError:", e)
T = TypeVar("T")


class G(TypedDict, Generic[T]):
    v: T


print(G.__bases__ == (Generic, dict), G(v=1))
