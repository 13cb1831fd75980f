from textwrap import TextWrapper, fill

para = ('Indentation counts toward the width of every line, so a wide initial indent leaves '
        'less room on the first line than on the following ones.')
tw = TextWrapper(width=36, initial_indent='* ', subsequent_indent='  ')
print('\n'.join(tw.wrap(para)))
print(fill(para, 30, initial_indent='    ', subsequent_indent=''))
print(fill(para, 30, initial_indent='', subsequent_indent='|   '))
bullets = ['first point is short', 'second point is considerably longer and wraps onto more lines', 'third']
for i, b in enumerate(bullets, 1):
    print(fill(b, 28, initial_indent=f'{i}. ', subsequent_indent='   '))
print(repr(fill('x', 10, initial_indent='ab', subsequent_indent='cd')))
print(tw.width, tw.initial_indent, repr(tw.subsequent_indent), tw.expand_tabs, tw.drop_whitespace, tw.max_lines)
