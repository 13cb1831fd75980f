from textwrap import TextWrapper, wrap

story = ('Once upon a time there was a programmer who wrote a text wrapping library, '
         'and it was tested against every strange input anyone could think of.')
for n in (1, 2, 3, 10):
    print(n, wrap(story, 30, max_lines=n))
print(wrap(story, 30, max_lines=2, placeholder='...'))
print(wrap(story, 30, max_lines=2, placeholder=' (more)'))
tw = TextWrapper(width=20, max_lines=3, placeholder=' ~', initial_indent='- ', subsequent_indent='  ')
print(tw.wrap(story))
print(wrap('short text', 30, max_lines=1), wrap('a b c d e f g h', 5, max_lines=2))
print(wrap('aaaaaaaaaa bbbbbbbbbb', 10, max_lines=1, placeholder='..'))
