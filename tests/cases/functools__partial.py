from functools import partial

def power(base, exponent):
    return base ** exponent
square = partial(power, exponent=2)
cube = partial(power, exponent=3)
print(square(7), cube(2), square(3, exponent=4))
print(square.args, square.keywords, square.func is power)
parse_bin = partial(int, base=2)
print(parse_bin('1011'), parse_bin('11', base=10), parse_bin)
greet = partial('{} says {}'.format, 'ann')
print(greet('hi'), greet.args)
double_then = partial(partial(max, 1), 2, key=abs)
print(double_then(-5), double_then.args, double_then.keywords, double_then)
print(partial(sorted, key=len)(['ccc', 'a', 'bb']))
def log(level, msg, *, sep=': '):
    return f'{level}{sep}{msg}'
warn = partial(log, 'WARN')
print(warn('disk low'), warn('disk low', sep=' - '), partial(log, sep='|')('I', 'x'))
handlers = [partial(power, b) for b in range(4)]
print([h(2) for h in handlers])
class Pipeline:
    def __init__(self):
        self.steps = []
    def add(self, fn, *args, **kw):
        self.steps.append(partial(fn, *args, **kw))
        return self
    def run(self, value):
        for step in self.steps:
            value = step(value)
        return value
p = Pipeline().add(round, ndigits=1).add(partial(max, 0.0))
print(p.run(3.14159), p.run(-2.5))
print(repr(partial(divmod, 7)), partial(dict, a=1)(b=2))
