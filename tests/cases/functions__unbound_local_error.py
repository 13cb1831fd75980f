x = 10

def read_ok():
    return x

def shadow_later():
    y = x + 1
    return y

print(read_ok(), shadow_later())

def conditional(flag):
    if flag:
        val = "set"
    return val

print(conditional(True))
try:
    conditional(False)
except UnboundLocalError as e:
    print("UnboundLocalError:", e)

def broken():
    print("before")
    x += 1
    return x

broken()
