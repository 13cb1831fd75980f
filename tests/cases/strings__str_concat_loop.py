parts = []
s = ""
for i in range(5):
    s += str(i)
    parts.append(s)
print(parts)
print("-" * 20)
print("ab" + "cd" * 2 + "ef")
print(str(12) + str(3.5) + str(None) + str(True) + str([1, "a"]))
print("%s is %d years and %.1f%%" % ("Ann", 31, 99.5))
print("%5s|%-5s|%05d|%x|%r" % ("a", "b", 42, 255, "q"))
print("%(name)s has %(n)d items" % {"name": "cart", "n": 3})
acc = ""
for w in "the quick brown fox".split():
    acc = w + " " + acc if acc else w
print(acc)
