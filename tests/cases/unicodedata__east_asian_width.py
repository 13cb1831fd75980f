import unicodedata

def display_width(s):
    w = 0
    for ch in s:
        if unicodedata.combining(ch):
            continue
        w += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return w

def pad(s, width):
    return s + " " * (width - display_width(s))

rows = [("apple", "りんご", 120), ("banana", "バナナ", 98), ("cherry", "さくらんぼ", 450), ("Ｆull", "全角", 7), ("café", "カフェ", 300)]
col = max(display_width(r[1]) for r in rows)
for en, ja, price in rows:
    print(f"|{pad(en, 8)}|{pad(ja, col)}|{price:>5}|")

for ch in "aA1 ｱ中한あ！\u3000€½→\u0301😀\u00a1":
    print(f"U+{ord(ch):04X}", unicodedata.east_asian_width(ch), end="  ")
print()
print(unicodedata.east_asian_width("\u0378"), unicodedata.east_asian_width("\ue000"), unicodedata.east_asian_width("\U00030000"))
