# The argument errors of the time module's native functions (declared signatures, one binder).
import time


def show(label, f):
    try:
        f()
        print(label, "ok")
    except TypeError as e:
        print(label, "TypeError:", e)


for name in ["time", "time_ns", "monotonic", "monotonic_ns", "perf_counter", "perf_counter_ns", "process_time", "process_time_ns"]:
    f = getattr(time, name)
    show(name + "(1)", lambda: f(1))
    show(name + "(x=1)", lambda: f(x=1))
show("sleep()", lambda: time.sleep())
show("sleep(1, 2)", lambda: time.sleep(1, 2))
show("sleep(secs=0)", lambda: time.sleep(secs=0))
for name in ["gmtime", "localtime", "ctime"]:
    f = getattr(time, name)
    show(name + "(1, 2)", lambda: f(1, 2))
    show(name + "(seconds=1)", lambda: f(seconds=1))
print(time.gmtime(0).tm_year, time.gmtime(None).tm_year > 2000)
show("mktime()", lambda: time.mktime())
show("mktime(t=1)", lambda: time.mktime(t=1))
show("asctime(1, 2)", lambda: time.asctime(1, 2))
show("asctime(t=1)", lambda: time.asctime(t=1))
show("strftime()", lambda: time.strftime())
show("strftime('x', 1, 2)", lambda: time.strftime("x", 1, 2))
show("strftime(format='x')", lambda: time.strftime(format="x"))
print(time.strftime("%Y", time.gmtime(0)))
show("strptime()", lambda: time.strptime())
show("strptime('a', 'b', 'c')", lambda: time.strptime("a", "b", "c"))
show("strptime(string='a')", lambda: time.strptime(string="a"))
print(time.strptime("2024", "%Y").tm_year)
