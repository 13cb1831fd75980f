# A script run from a file has `__file__`, its path (absolute since 3.9), in its globals.
print(type(__file__).__name__)
print(__file__.startswith("/"), __file__.endswith("/module__script_file.py"))


def f():
    # Functions see it as a global too.
    return __file__.rsplit("/", 1)[-1]


print(f())
__file__ = "changed"
print(__file__)
del __file__
try:
    __file__
except NameError as e:
    print("NameError", e)
