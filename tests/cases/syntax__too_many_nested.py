def f():
    nonlocal f
