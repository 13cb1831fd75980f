# functools.wraps copies the wrapped function's name, docstring and module and links it as
# __wrapped__; a function's defaults are readable (issue 19).
import functools


def logged(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        return func(*args, **kwargs)
    return wrapper


@logged
def area(width, height=2, *, unit="m", scale=1):
    "The area of a rectangle."
    return width * height


print(area.__name__, area.__qualname__, area.__doc__, area.__module__)
print(area.__wrapped__.__name__, area.__wrapped__(3), area(3, 4))
print(area.__wrapped__.__defaults__, area.__wrapped__.__kwdefaults__, logged.__defaults__, logged.__kwdefaults__)
print((lambda a, b=5: a).__defaults__, (lambda: 0).__name__)
print(functools.partial.__name__, functools.reduce.__module__ in ("functools", "_functools"))
