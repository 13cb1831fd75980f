def caesar(text, shift):
    out = []
    for ch in text:
        if ch.isalpha() and ch.lower() in "abcdefghijklmnopqrstuvwxyz":
            base = ord("A") if ch == ch.upper() else ord("a")
            out.append(chr((ord(ch) - base + shift) % 26 + base))
        else:
            out.append(ch)
    return "".join(out)


msg = "Hello, World! Zebra xyz."
enc = caesar(msg, 3)
print(enc)
print(caesar(enc, -3))
print(caesar(msg, 26) == msg)


def is_palindrome(s):
    cleaned = "".join(c.lower() for c in s if c.isalnum())
    return cleaned == cleaned[::-1]


for p in ["A man, a plan, a canal: Panama", "race a car", "", "No 'x' in Nixon"]:
    print(repr(p), is_palindrome(p))

vowels = "aeiou"
sentence = "Programming in Python is surprisingly pleasant"
print(sum(1 for c in sentence.lower() if c in vowels))
print("".join(c for c in sentence if c.lower() not in vowels))
print(sorted(set(sentence.lower().replace(" ", ""))))
print([ord(c) - ord("a") + 1 for c in "abcxyz"])
print("".join(chr(ord("a") + i) for i in range(0, 26, 5)))
