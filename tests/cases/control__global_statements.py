counter = 0
log = []


def increment(by=1):
    global counter
    counter += by
    log.append(counter)


def reset():
    global counter, log
    counter = 0
    log = []


for i in range(4):
    increment(i)
print(counter, log)
reset()
increment(10)
print(counter, log)


def create_global():
    global created
    created = "made in function"


create_global()
print(created)


def shadow():
    counter = 999
    return counter


print(shadow(), counter)


def read_only():
    return counter * 2


print(read_only())


def broken():
    try:
        counter += 1
    except UnboundLocalError as e:
        print("UnboundLocalError", e)


broken()
