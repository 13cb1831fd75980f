class A(metaclass=type, metaclass=type):
    pass
