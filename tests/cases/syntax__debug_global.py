def f():
    global __debug__
