# A defaultdict's repr as CPython's defdict_repr: a factory already being shown (a bound method of
# the dict itself) shows as '...', and the dict inside itself as {...}.
from collections import defaultdict
import re
class sub(defaultdict):
    def __init__(self):
        self.default_factory = self._factory
    def _factory(self):
        return []
d = sub()
print(re.sub(r' at 0x[0-9a-f]+', '', repr(d)))
print(bool(re.fullmatch(r"sub\(<bound method .*sub\._factory of sub\(\.\.\., \{\}\)>, \{\}\)", repr(d))))
e = defaultdict(list); e[1] = e
print(repr(e))
f = defaultdict(None, {'a': 1}); print(f)
