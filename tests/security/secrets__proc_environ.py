# expect: Forbidden: Forbidden access to function: open
print(open("/proc/self/environ", "rb").read())
