def f():
    nonlocal x
