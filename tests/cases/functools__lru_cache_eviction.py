from functools import lru_cache

loads = []
@lru_cache(maxsize=2)
def load_page(name):
    loads.append(name)
    return f'<{name}>'

visits = ['home', 'about', 'home', 'blog', 'about', 'home', 'home', 'blog']
for v in visits:
    load_page(v)
print(loads)
print(load_page.cache_info())
class Store:
    def __init__(self, name):
        self.name = name
        self.queries = 0
    @lru_cache(maxsize=None)
    def price(self, item):
        self.queries += 1
        return len(item) * 1.5
s = Store('corner')
print(s.price('apple'), s.price('apple'), s.price('kiwi'), s.queries)
def fails(n):
    raise ValueError(n)
cached_fail = lru_cache(fails)
for _ in range(2):
    try:
        cached_fail(3)
    except ValueError as e:
        print('raised', e)
print(cached_fail.cache_info())
