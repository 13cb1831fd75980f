# expect: Forbidden: Forbidden access to dunder attribute: __class__
# smolagents PR #2271: format field paths reach attributes through C code.
print('{0.__class__.__bases__[0].__subclasses__}'.format('a'))
print("ESCAPED")
