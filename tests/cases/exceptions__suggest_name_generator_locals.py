# A NameError in a generator searches the generator frame's own locals.
def outer():
    counter = 1
    def gen():
        countr2 = 5
        yield countr
    return list(gen())
outer()
