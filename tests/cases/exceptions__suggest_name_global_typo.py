# A typo of a module-level name, used inside a function that has locals of its own.
configuration = {"depth": 3}


def depth():
    key = "depth"
    return configuraton[key]


depth()
