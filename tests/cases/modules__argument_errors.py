# The argument errors of native module functions (declared signatures, one binder): operator,
# unicodedata, collections.deque's methods and slot wrappers, an itertools iterator's
# __next__, each in CPython's wording for its calling convention.
import itertools
import operator
import unicodedata
from collections import deque


def show(label, f, *args, **kwargs):
    try:
        r = f(*args, **kwargs)
        print(label, "ok", r)
    except TypeError as e:
        print(label, "TypeError:", repr(str(e)))


show("operator.add(1)", operator.add, 1)
show("operator.add(1, b=2)", operator.add, 1, b=2)
show("operator.setitem([1], 0)", operator.setitem, [1], 0)
show("operator.neg()", operator.neg)
show("operator.not_(1, 2)", operator.not_, 1, 2)
show("operator.truth(a=1)", operator.truth, a=1)
show("operator.length_hint()", operator.length_hint)
show("operator.length_hint([], 1, 2)", operator.length_hint, [], 1, 2)
show("operator.length_hint([1, 2], default=1)", operator.length_hint, [1, 2], default=1)
show("operator.length_hint([1, 2], 5)", operator.length_hint, [1, 2], 5)

show("unicodedata.category()", unicodedata.category)
show("unicodedata.category('a', x=1)", unicodedata.category, "a", x=1)
show("unicodedata.name()", unicodedata.name)
show("unicodedata.name('a', 1, 2)", unicodedata.name, "a", 1, 2)
show("unicodedata.name('a', default=1)", unicodedata.name, "a", default=1)
show("unicodedata.decimal('x', 5)", unicodedata.decimal, "x", 5)
show("unicodedata.normalize('NFC')", unicodedata.normalize, "NFC")
show("unicodedata.normalize('NFC', 'a', x=1)", unicodedata.normalize, "NFC", "a", x=1)
show("unicodedata.is_normalized()", unicodedata.is_normalized)
show("unicodedata.lookup()", unicodedata.lookup)
show("unicodedata.normalize('NFC', 'abc')", unicodedata.normalize, "NFC", "abc")

d = deque([1, 2])
show("deque.append()", d.append)
show("deque.append(1, 2)", d.append, 1, 2)
show("deque.append(x=1)", d.append, x=1)
show("deque.pop(1)", d.pop, 1)
show("deque.extend()", d.extend)
show("deque.__len__(1)", d.__len__, 1)
show("deque.__len__(x=1)", d.__len__, x=1)
show("deque.__getitem__()", d.__getitem__)
show("deque.__getitem__(0, x=1)", d.__getitem__, 0, x=1)
show("deque.__contains__(1, 2)", d.__contains__, 1, 2)
show("deque.__setitem__(0)", d.__setitem__, 0)
show("deque.__setitem__(0, 1, 2)", d.__setitem__, 0, 1, 2)
show("deque.__setitem__(0, 5)", d.__setitem__, 0, 5)
print(d)

c = itertools.count()
show("count().__next__(1)", c.__next__, 1)
show("count().__next__(x=1)", c.__next__, x=1)
show("count().__next__()", c.__next__)
