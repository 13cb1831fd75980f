def f():
    def x(): pass
    global x
