big = 10 ** 4299
s = str(big)
print(len(s), s[:5])
try:
    int("1" * 4301)
except ValueError as e:
    print("ValueError:", e)
print(len(hex(10 ** 5000)))
print(int("1" * 4300) % 1000)
