# string.Template subclasses that change the pattern pieces, as CPython's string.py builds
# them in __init_subclass__.
import re
import string
from string import Template

print(type(Template.pattern).__name__, Template.pattern.flags & re.VERBOSE != 0)
print(Template('$who likes ${what}, costs $$5').substitute(who='tim', what='ham'))


class Percent(Template):
    delimiter = '%'


print(Percent('%who likes %{what}, 100%%').substitute(who='tim', what='ham'))


class Dotted(Template):
    idpattern = r'[_a-z][._a-z0-9]*'


print(Dotted('$bag.foo.who likes ${bag.what}').substitute({'bag.foo.who': 'tim', 'bag.what': 'ham'}))


class Braced(Template):
    braceidpattern = r'[A-Z]+'


print(Braced('$lower and ${UPPER}').substitute(lower='a', UPPER='B'))
# IGNORECASE is still on, so the braced pattern matches lower case too.
print(Braced('${lower}').substitute(lower='a'))


class CaseSensitive(Template):
    flags = 0
    idpattern = r'[a-z]+'


print(CaseSensitive('$abc $ABC').safe_substitute(abc='x', ABC='y'))


class Pattern(Template):
    pattern = r"""
    @(?:
      (?P<escaped>@) |
      (?P<named>[_a-z][_a-z0-9]*) |
      \{(?P<braced>[_a-z][_a-z0-9]*)\} |
      (?P<invalid>)
    )
    """


t = Pattern('@who likes @{what} at @@ and @ !')
print(t.safe_substitute(who='tim'), t.is_valid(), t.get_identifiers())
try:
    t.substitute(who='tim', what='ham')
except ValueError as e:
    print('ValueError:', e)


class Unknown(Template):
    pattern = r'\$(?P<other>x)'


try:
    Unknown('$x').substitute()
except IndexError as e:
    print('IndexError:', e)
print(Template('$a$b\n  $').is_valid(), string.Template('${a} $b $a').get_identifiers())
try:
    Template('line one\n  x $ y').substitute()
except ValueError as e:
    print('ValueError:', e)
