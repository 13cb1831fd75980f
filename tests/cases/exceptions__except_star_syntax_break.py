# break, continue and return may not leave an except* clause: a compile-time SyntaxError (a loop
# or function inside the clause may use them).
print("not reached: the whole file is refused")
try:
    pass
except* ValueError:
    while True:
        pass
    else:
        break
