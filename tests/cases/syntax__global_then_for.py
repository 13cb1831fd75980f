def f():
    for x in []:
        pass
    global x
