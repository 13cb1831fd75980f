def f():
    return [x for x in (yield)]
print('ok')
