def break_in_finally():
    for i in range(5):
        try:
            if i == 1:
                raise ValueError("swallowed by break")
        finally:
            if i == 1:
                break
    return i

print(break_in_finally())

def continue_in_finally():
    out = []
    for i in range(4):
        try:
            if i % 2:
                raise KeyError(i)
            out.append(i)
        finally:
            continue
    return out

print(continue_in_finally())

def break_in_try():
    log = []
    for i in range(10):
        try:
            if i == 2:
                break
            log.append(i)
        finally:
            log.append(f"f{i}")
    return log

print(break_in_try())

def continue_in_try():
    log = []
    for i in range(3):
        try:
            if i == 1:
                continue
            log.append(i)
        finally:
            log.append(f"f{i}")
        log.append(f"after{i}")
    return log

print(continue_in_try())

def while_with_finally():
    n = 0
    log = []
    while True:
        try:
            n += 1
            if n > 3:
                break
        finally:
            log.append(n)
    return log

print(while_with_finally())
