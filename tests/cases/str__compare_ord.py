words = ["banana", "Apple", "cherry", "apple", "Banana", "éclair", "zeta", "Zeta", "", "a"]
print(sorted(words))
print(sorted(words, key=str.lower))
print(sorted(words, key=lambda w: (len(w), w)))
print("a" < "b", "B" < "a", "abc" < "abd", "ab" < "abc", "" < "a", "Z" < "a", max(words), min(words))
print([ord(c) for c in "Aa0 é€😀"], chr(65), chr(0x1F600), chr(233), "😀" > "€", len("😀"))
