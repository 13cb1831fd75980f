def own_ann(cls):
    try:
        ann = cls.__annotations__
    except AttributeError:
        return {}
    try:
        parent = super(cls, cls).__annotations__
    except AttributeError:
        return ann
    if parent is ann:
        return {}
    return ann
def run():
    class A:
        pass
    class B(A):
        x: int = 1
        def f(self): pass
    class C(B):
        pass
    class D(C):
        y: str
    for k in (A, B, C, D):
        print(own_ann(k))
    print(B.f.__qualname__, B.f.__name__)
