class C:
    def f(self):
        x = 1
        global x
