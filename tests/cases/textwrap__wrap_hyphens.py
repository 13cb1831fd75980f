from textwrap import wrap, TextWrapper

samples = ['state-of-the-art well-known up-to-date', 'a-b-c-d-e-f-g', 'well-known--but', '--option --flag -x',
           'e-mail co-op re-enter x-ray A-1 anti--matter', 'foo-bar-baz-qux-quux']
for s in samples:
    print(wrap(s, 8))
    print(wrap(s, 8, break_on_hyphens=False))
tw = TextWrapper(width=10)
print(tw.wrap('Look, goof-ball -- use the -b option!'))
tw.break_on_hyphens = False
print(tw.wrap('Look, goof-ball -- use the -b option!'))
print(wrap('ultra-long-hyphenated-compound-word', 12))
print(wrap('1-2-3-4-5 a1-b2-c3', 5), wrap('x--y--z', 3), wrap('---', 2))
