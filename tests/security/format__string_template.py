# expect: Forbidden: Forbidden access to dunder attribute: __class__
# expect: Exception: AttributeError: module 'string' has no attribute 'Formatter'
# imports: string
# string.Formatter field paths must apply the dunder rule (if string.Formatter exists).
import string
print(string.Formatter().format("{0.__class__}", 1))
print("ESCAPED")
