from contextlib import suppress

config = {}
with suppress(KeyError):
    value = config['missing']
    print('not reached')
print('after KeyError')
with suppress(KeyError, IndexError):
    [][3]
with suppress(LookupError):
    {}['x']
with suppress():
    print('nothing to suppress')
results = []
for raw in ['1', 'x', '3', '', '5']:
    with suppress(ValueError):
        results.append(int(raw))
print(results)
try:
    with suppress(KeyError):
        1 / 0
except ZeroDivisionError:
    print('ZeroDivisionError passes through')
s = suppress(TypeError)
with s:
    None + 1
with s:
    len(5)
print('reusable')
