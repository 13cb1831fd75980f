def averager():
    total = 0
    count = 0
    def add(x):
        nonlocal total, count
        total += x
        count += 1
        return total / count
    return add

avg = averager()
for v in [10, 20, 30, 45]:
    print(f"{avg(v):.2f}")

def running_max():
    best = None
    def feed(x):
        nonlocal best
        if best is None or x > best:
            best = x
        return best
    return feed

rm = running_max()
print([rm(x) for x in [3, 1, 4, 1, 5, 9, 2, 6]])

def make_logger(prefix):
    lines = []
    def log(msg, *args):
        lines.append(prefix + msg.format(*args))
        return len(lines)
    def dump():
        for ln in lines:
            print(ln)
    return log, dump

log, dump = make_logger("[app] ")
log("start {}", 1)
log("value={} other={}", "a", 2.5)
n = log("end")
print("logged", n)
dump()

def string_builder():
    parts = []
    def add(s):
        parts.append(s)
        return add
    def build():
        return "".join(parts)
    add.build = build
    return add

sb = string_builder()
sb("a")("b")("c")
print(sb.build())
