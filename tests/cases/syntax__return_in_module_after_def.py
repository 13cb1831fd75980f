def f():
    pass
return
