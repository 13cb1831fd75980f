# break, continue and return may not leave an except* clause: a compile-time SyntaxError (a loop
# or function inside the clause may use them).
def f():
    try:
        raise ValueError
    except* ValueError:
        try:
            pass
        finally:
            return 1


print(f())
