from itertools import islice

def attempt(label, fn):
    try:
        print(label, list(fn()))
    except (TypeError, ValueError) as e:
        print(label, repr(e))

attempt('negative stop', lambda: islice('abc', -1))
attempt('bad stop', lambda: islice('abc', 'x'))
attempt('float stop', lambda: islice('abc', 1.0))
attempt('negative start', lambda: islice('abc', -1, 3))
attempt('very negative', lambda: islice('abc', -5))
attempt('zero step', lambda: islice('abc', 0, 3, 0))
attempt('few args', lambda: islice('abc'))
attempt('many args', lambda: islice('abc', 1, 2, 3, 4))
attempt('keyword', lambda: islice('abc', stop=2))
attempt('not iterable', lambda: islice(5, 2))
attempt('none step', lambda: islice('abcdef', 0, None, None))
islice(range(10), 0, 10, -2)
