# re: \N{...} escapes, re.TEMPLATE and re.template(), RegexFlag's inversion and negative
# values, a read-only groupindex, and the parser's FutureWarning/DeprecationWarning.
import re
import warnings

print(bool(re.match(r'\N{LESS-THAN SIGN}', '<')), bool(re.match(r'\N{less-than sign}', '<')))
print(re.match(r'\N{LESS-THAN SIGN}', '>'))
print(re.findall(r'[\N{LESS-THAN SIGN}-\N{GREATER-THAN SIGN}]+', 'a<=>;b'))
print(bool(re.match(r'\N{SNAKE}', '\U0001f40d')))
for pat in [r'\N', r'[\N]', r'\N{', r'\N{}', r'\NSNAKE}', r'\N{SNAKE', r'[\N{SNAKE]}',
            r'\N{SPAM}', r'[\N{SPAM}]', r'\N{KEYCAP NUMBER SIGN}', br'\N{LESS-THAN SIGN}']:
    try:
        re.compile(pat)
    except re.error as e:
        print(repr(pat), e.msg, e.pos)

for v in [~re.I, ~(re.I | re.S | re.X | (1 << 20)), ~(re.I | (1 << 30)), ~re.NOFLAG,
          re.I | (1 << 20), re.RegexFlag(-5), ~re.RegexFlag(-5)]:
    print(int(v), repr(v))
try:
    re.RegexFlag(2.5)
except ValueError as e:
    print("ValueError", e)

p = re.compile(r'(?i)(?P<first>a)(?P<other>b)')
print(sorted(p.groupindex), p.groupindex['other'], type(p.groupindex).__name__)
try:
    p.groupindex['other'] = 0
except TypeError as e:
    print("TypeError", e)
print(p.match('AB').group('other'), p.match('AB').groupdict())

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    t1 = re.template(r'a')
    t2 = re.compile(r'b', flags=re.TEMPLATE | re.UNICODE)
    for x in w:
        print(x.category.__name__, str(x.message)[:40])
print(t1, t1.match('ahoy') is not None, t1.match('nope'))
print(t2.flags == re.TEMPLATE | re.UNICODE)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    for pat in ['a*', 'x(b+?)', '(?:c|d{2,3})', '(?=e++)', 'abc']:
        try:
            print(pat, re.compile(pat, re.T).match(pat) is not None)
        except re.error as e:
            print(pat, "error:", e)

s = bytes(range(128)).decode()
for pat in [r'[0-9--1]', r'[--1]', r'[%--1]', r'[%--]', r'[0-9&&1]', r'[\d&&1]', r'[&&1]',
            r'[0-9||a]', r'[\d~~1]', r'[[a-z]', r'[[:digit:]]', r'[a-z--]']:
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        found = re.compile(pat).findall(s)
        print(pat, ''.join(found), [(x.category.__name__, str(x.message)) for x in w])
re.purge()

for pat in [b'(?P<\xc2\xb5>x)', r'()(?(+1)a|b)', r'()' * 10 + r'(?(1_0)a|b)', r'()(?( 1 )a|b)',
            r'()(?(१)a|b)', b'(?P=\xc2\xb5)', b'(?(\xc2\xb5)y)']:
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        try:
            re.compile(pat)
            r = "ok"
        except re.error as e:
            r = "error: %s" % e
        print(repr(pat), r, [(x.category.__name__, str(x.message)) for x in w])

with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        re.compile(r'[a--b]x')
    except FutureWarning as e:
        print("FutureWarning raised:", e)
