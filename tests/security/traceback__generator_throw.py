# expect: ok
# Frames must not surface through generator.throw() either.
def gen():
    try:
        yield 1
    except ValueError as e:
        yield e
g = gen()
next(g)
e = g.throw(ValueError("x"))
for attr in ["tb_frame", "gi_frame", "f_back"]:
    if hasattr(e, attr):
        print("ESCAPED", attr)
print(repr(e))
