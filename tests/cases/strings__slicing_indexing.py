s = "abcdefghij"
print(s[0], s[-1], s[3:6], s[:3], s[7:], s[::2], s[1::2], s[::-1], s[-3:], s[-1:-4:-1])
print(s[2:100], s[100:], repr(s[5:2]), s[-100:3])
print(len(s), len(""), len("日本語"), "日本語"[1])
word = "racecar"
print(word == word[::-1], "python"[::-1])
for i in range(0, len(s), 3):
    print(s[i:i + 3], end=" ")
print()
print([s[i] for i in range(len(s)) if i % 4 == 0])
print("hello"[1:-1], "hi"[5:6] == "")
try:
    print(s[10])
except IndexError as e:
    print("IndexError", e)
try:
    s[0] = "z"
except TypeError as e:
    print("TypeError", e)
