from textwrap import shorten, TextWrapper

print(shorten('a reasonably long sentence to shorten', 15))
tw = TextWrapper(width=8, subsequent_indent='    ')
print(tw.wrap('abc def ghi jkl'))
tw.max_lines = 2
tw.wrap('abc def ghi jkl mno pqr')
