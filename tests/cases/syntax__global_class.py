def f():
    class x: pass
    global x
