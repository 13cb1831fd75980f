import textwrap

print(textwrap.wrap('tiny words fit', 5))
try:
    textwrap.wrap('abc def ghi', 4, max_lines=1, placeholder=' [......]')
except ValueError as e:
    print(e)
w = textwrap.TextWrapper(width=-3)
print(w.width)
w.wrap('this will not work')
