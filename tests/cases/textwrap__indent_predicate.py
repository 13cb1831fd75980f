from textwrap import indent, dedent

text = 'first line\n\nsecond line\n   \nthird line\n'
print(indent(text, '> '))
print(repr(indent(text, '> ', lambda line: True)))
print(indent(text, '# ', lambda line: line.startswith('s')))
print(repr(indent('a\r\nb\rc', '-')), repr(indent('', '+')), repr(indent('no newline', '  ')))
quoted = indent(dedent('''
    Thanks for the report.
      It is fixed now.
    '''), '> ')
print(quoted)
numbered = indent('alpha\nbeta\ngamma', '  ', lambda l: not l.startswith('b'))
print(numbered)
