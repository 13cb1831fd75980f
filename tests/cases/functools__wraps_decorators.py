from functools import wraps, update_wrapper, WRAPPER_ASSIGNMENTS, WRAPPER_UPDATES

def logged(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        result = fn(*args, **kwargs)
        print(f'called with {args} {kwargs} -> {result}')
        return result
    return wrapper

@logged
def add(a, b=0):
    return a + b

add(2, b=3)
add(1)

def retry(times):
    def decorator(fn):
        @wraps(fn)
        def wrapper(*args):
            for attempt in range(1, times + 1):
                try:
                    return fn(*args)
                except ValueError as e:
                    print(f'attempt {attempt} failed: {e}')
            return None
        return wrapper
    return decorator

state = {'n': 0}
@retry(3)
def flaky(x):
    state['n'] += 1
    if state['n'] < 3:
        raise ValueError('not yet')
    return x * 10
print(flaky(4))

def counter(fn):
    def inner(*a):
        inner.calls += 1
        return fn(*a)
    inner.calls = 0
    return update_wrapper(inner, fn)
@counter
def hello():
    return 'hi'
hello(); hello()
print(hello.calls, hello())
print(WRAPPER_ASSIGNMENTS, WRAPPER_UPDATES)
