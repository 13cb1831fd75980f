# Calling a TypedDict class builds a plain dict (its metaclass's call is `dict` itself).
from typing import TypedDict


class Movie(TypedDict):
    title: str
    year: int


m = Movie(title="Blade Runner", year=1982)
print(m, type(m) is dict)
print(Movie(dict(title="x"), year=2), Movie([("title", "y")]))
