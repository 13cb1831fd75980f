from typing import TypedDict, List

class Movie(TypedDict):
    title: str
    year: int

class Catalog(TypedDict):
    owner: str
    movies: List[Movie]

m = Movie(title='Blade Runner', year=1982)
m2 = Movie({'title': 'Alien', 'year': 1979})
print(m, m['title'], m2['year'], isinstance(m, dict), len(m))
cat = Catalog(owner='ann', movies=[m, m2])
print(sorted(x['title'] for x in cat['movies']), list(cat))
m['year'] += 1
print(m, m.get('director', 'unknown'), dict(m) == {'title': 'Blade Runner', 'year': 1983})
