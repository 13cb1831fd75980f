# break, continue and return may not leave an except* clause: a compile-time SyntaxError (a loop
# or function inside the clause may use them).
for i in range(3):
    try:
        pass
    except* ValueError:
        for j in range(2):
            break

        def f():
            return 1
    except* TypeError:
        continue
print("unreachable")
