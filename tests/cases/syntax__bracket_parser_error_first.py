def f(:
    pass
y = (
