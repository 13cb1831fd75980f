# ast.literal_eval: CPython's literals, displays, set(), signed numbers and real +/- complex;
# everything else is a ValueError (malformed node) or a SyntaxError, and nothing is evaluated.
import ast

texts = ['[1, 2.5, "a", b"x", None, True, ...]', '(1,\n2,)', '  \t[1]', '{1: 2, 3: [4, (5,)]}',
         '{3, 1, 2}', 'set()', '1+2j', '-1-2j', '+(1)', '-2.5', '0x10', '1_000', '"a" "b"',
         'b"x" b"y"', '\n\n1', '  (1, 2)', '(1)', '()', '[]', '{}', '10**2', 'inf', '-inf',
         "'\\u00e9\\N{SNAKE}'", '1e400', '-1e400', '2j', '-(2j)', '123456789012345678901234567890',
         '-0', '-0.0', '(((((1,),),),),)']
for s in texts:
    try:
        v = ast.literal_eval(s)
        print(repr(s), '->', type(v).__name__, repr(v))
    except ValueError as e:
        msg = str(e)
        print(repr(s), 'ValueError', msg[:msg.index('<ast.') + 5] if '<ast.' in msg else msg,
              msg[msg.index('<ast.') + 5:].split(' ')[0] if '<ast.' in msg else '')
    except SyntaxError as e:
        print(repr(s), 'SyntaxError', e.msg, e.filename)
    except Exception as e:
        print(repr(s), type(e).__name__, e)

bad = ['x', 'a.b', '1+2', '2j+1', '--1', '-True', '+"a"', 'f"{1}"', 'set([])', 'set(x=1)',
       'frozenset()', '[x for x in y]', 'lambda: 0', '1 if 2 else 3', '{**a}', '(1, a)',
       '{1: x}', '1 < 2', 'not 1', '~1', '[*a]', 'a[0]', '(yield)', 'print(1)', '1j+2j',
       'True+1j', '-(1)+2j', '(1+2j)+3j', '"a"+1j']
for s in bad:
    try:
        ast.literal_eval(s)
        print(repr(s), 'no error')
    except ValueError as e:
        msg = str(e)
        print(repr(s), 'ValueError', msg[:msg.index('<ast.') + 5] if '<ast.' in msg else msg,
              msg[msg.index('<ast.') + 5:].split(' ')[0] if '<ast.' in msg else '')
    except SyntaxError as e:
        print(repr(s), 'SyntaxError', e.msg)
    except Exception as e:
        print(repr(s), type(e).__name__, e)

for s in ['1 +', 'x = 1', '1; 2', '', '# c', '1\n2', '[1,2', '(', 'yield 1', 'import os']:
    try:
        ast.literal_eval(s)
    except SyntaxError as e:
        print(repr(s), type(e).__name__, e.msg, e.filename)

for v in [b"1", 5, None, [1]]:
    try:
        ast.literal_eval(v)
    except ValueError as e:
        print(repr(v), 'ValueError', e)

for s in ['{[1]: 2}', '{[1]}']:
    try:
        ast.literal_eval(s)
    except TypeError as e:
        print(repr(s), 'TypeError', e)

print(ast.literal_eval('[' * 50 + ']' * 50))
try:
    ast.literal_eval()
except TypeError as e:
    print('TypeError', e)
print(hasattr(ast, 'literal_eval'), ast.literal_eval.__name__)
