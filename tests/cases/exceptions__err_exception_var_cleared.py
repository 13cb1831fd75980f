try:
    raise ValueError("temporary")
except ValueError as e:
    print("inside handler:", e)
    saved = e

print("saved survives:", saved)
e = "rebound later"
print(e)
try:
    {}[1]
except KeyError as e:
    print("second handler:", repr(e))
print("after second handler, name e is gone")
print(e)
