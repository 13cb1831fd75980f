# expect: Forbidden: Forbidden access to dunder attribute: __globals__
# expect[python]: Exception: AttributeError...
# imports: string
# string.Formatter's field paths go through getattr, so the program's dunder rule judges
# them: the interpreter's insides (a function's globals) stay out of reach under both policies.
import string


def f():
    pass


print(string.Formatter().format("{0.__globals__}", f))
print("ESCAPED")
