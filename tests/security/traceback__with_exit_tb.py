# expect: ok
# The traceback a context manager's __exit__ receives must not expose frames.
class CM:
    def __enter__(self):
        return self
    def __exit__(self, exc_type, exc, tb):
        for attr in ["tb_frame", "tb_next", "f_globals"]:
            try:
                getattr(tb, attr)
                print("ESCAPED", attr)
            except AttributeError:
                pass
        try:
            tb.tb_frame.f_globals
            print("ESCAPED")
        except AttributeError:
            pass
        return True
with CM():
    1 / 0
print("suppressed")
