# Word statistics over a text: Counter arithmetic, defaultdict, deque windows, textwrap, string methods.
from collections import Counter, defaultdict, deque, namedtuple, ChainMap
import textwrap
import string
import heapq
import bisect
from functools import reduce, lru_cache, partial
from operator import itemgetter, attrgetter, mul

TEXT = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity,
it was the season of Light, it was the season of Darkness."""

words = [w.strip(string.punctuation).lower() for w in TEXT.split()]
c = Counter(words)
print(c.most_common(4), c['was'], c['nope'], sum(c.values()), len(c))
other = Counter('it was the worst'.split())
print((c - other).most_common(3), (c & other), (other | Counter(new=2)), +Counter(a=-1, b=2), c.total())
by_len = defaultdict(set)
for w in words:
    by_len[len(w)].add(w)
print({k: sorted(v) for k, v in sorted(by_len.items())})
win = deque(maxlen=3)
trigrams = Counter()
for w in words:
    win.append(w)
    if len(win) == 3:
        trigrams[' '.join(win)] += 1
print(trigrams.most_common(2), win, win.maxlen)
d = deque(range(6)); d.rotate(2); d.appendleft(-1); print(d, d.index(5), d.count(0))
Word = namedtuple('Word', 'text count first')
firsts = {}
for i, w in enumerate(words):
    firsts.setdefault(w, i)
table = sorted((Word(w, n, firsts[w]) for w, n in c.items()), key=attrgetter('count', 'text'), reverse=True)
print(table[:3], table[0]._asdict(), table[0]._replace(count=0), Word._fields)
print(textwrap.fill(TEXT, width=40, initial_indent='> ', subsequent_indent='  '))
print(textwrap.shorten(TEXT, width=50, placeholder=' [...]'), textwrap.dedent('   a\n    b'), repr(textwrap.indent('x\ny', '# ')))
print(heapq.nlargest(3, c.items(), key=itemgetter(1)), heapq.nsmallest(2, words), bisect.bisect(sorted(c.values()), 3))
print(reduce(mul, range(1, 8)), partial(int, base=2)('1011'), string.capwords('hello   wide world'), 'Title Case'.swapcase())
@lru_cache(maxsize=None)
def syllables(w):
    return max(1, sum(1 for a, b in zip(' ' + w, w) if a not in 'aeiouy' and b in 'aeiouy'))
print(sum(syllables(w) for w in words), syllables.cache_info())
cm = ChainMap({'a': 1}, {'a': 2, 'b': 3})
print(cm['a'], cm['b'], len(cm), dict(cm.new_child({'c': 4})), cm.parents)
tmpl = string.Template('$who likes ${what}!')
print(tmpl.substitute(who='Ann', what='tea'), tmpl.safe_substitute(who='Bo'))
print('{:>10}|{:^9}|{:<6}|{:+08.2f}|{:#x}|{:,}|{!r}'.format('right', 'mid', 'left', 3.14159, 255, 10**7, 'q'))
print('%-6s|%6.2f|%03d|%x|%e|%s' % ('ab', 2.5, 7, 255, 12345.678, [1]), 'a,b,,c'.split(','), 'x'.center(7, '*'), '  pad '.strip(), 'ab\tc'.expandtabs(4))
