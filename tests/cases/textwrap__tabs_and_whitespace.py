from textwrap import wrap, TextWrapper

s = 'col1\tcol2\tcol3\nnext line\r\nwith\x0bodd\x0cwhitespace'
print(wrap(s, 20))
print(wrap(s, 20, tabsize=4))
print(wrap(s, 20, expand_tabs=False))
print(wrap(s, 40, replace_whitespace=False, expand_tabs=False))
print(wrap('  leading and trailing  ', 10, drop_whitespace=False))
print(wrap('  leading and trailing  ', 10))
print(wrap('a  b   c    d', 3), wrap('a  b   c    d', 3, drop_whitespace=False))
tw = TextWrapper(width=12, expand_tabs=True, tabsize=2, replace_whitespace=True)
print(tw.wrap('x\ty\tz and more words'))
print(wrap('\t\tindented by tabs then text', 14))
