tests = [lambda: set().pop(), lambda: {1}.remove(2), lambda: {[1]}, lambda: set(5), lambda: {1} + {2}, lambda: {1} < [1], lambda: {1}[0], lambda: {1} | [2], lambda: set().add([])]
for t in tests:
    try:
        print(t())
    except Exception as e:
        print(repr(e))
