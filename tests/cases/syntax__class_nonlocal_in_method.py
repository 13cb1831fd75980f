class A:
    x = 1
    def f(self):
        nonlocal x
