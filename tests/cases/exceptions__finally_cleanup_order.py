log = []

def acquire(name):
    log.append("acquire " + name)

def release(name):
    log.append("release " + name)

def work(fail_at):
    acquire("A")
    try:
        acquire("B")
        try:
            if fail_at == "inner":
                raise ValueError("inner failure")
            log.append("work done")
        finally:
            release("B")
        if fail_at == "outer":
            raise KeyError("outer failure")
    finally:
        release("A")

for mode in ["none", "inner", "outer"]:
    log.clear()
    try:
        work(mode)
        log.append("success")
    except (ValueError, KeyError) as e:
        log.append("error " + repr(e))
    print(mode, log)
