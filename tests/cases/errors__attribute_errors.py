class Thing:
    def __init__(self):
        self.x = 1
tests = [lambda: Thing().y, lambda: (1).foo, lambda: "s".nope, lambda: [].push, lambda: None.x, lambda: {}.has_key, lambda: (1.5).nope, lambda: Thing.zzz]
for t in tests:
    try:
        t()
    except AttributeError as e:
        print(e)
