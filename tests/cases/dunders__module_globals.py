# The program's module is __main__ and assertions are on; each library module has its own
# name (issue 19).
import collections
import json

if __name__ == "__main__":
    print("run as a script", __name__, __debug__)
print(collections.__name__, json.__name__, collections.OrderedDict.__module__)


def f():
    return __name__


print(f(), f.__module__)
