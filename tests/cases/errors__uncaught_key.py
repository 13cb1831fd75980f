d = {"a": 1}
print("before")
print(d["missing"])
