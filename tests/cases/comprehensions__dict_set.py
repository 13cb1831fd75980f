words = "the cat and the hat and the bat".split()
freq = {}
for w in words:
    freq[w] = freq.get(w, 0) + 1
print(freq)
inverted = {v: k for k, v in freq.items()}
print(inverted)
by_len = {n: sorted({w for w in words if len(w) == n}) for n in sorted({len(w) for w in words})}
print(by_len)

squares = {n: n * n for n in range(6)}
print(squares)
print({k: v for k, v in squares.items() if v > 5})
print({v: k for k, v in reversed(list(squares.items()))})
print({(a, b): a * b for a in range(2) for b in range(2)})

letters = {c for c in "abracadabra"}
print(sorted(letters), len(letters))
odd_squares = {n * n for n in range(10) if n % 2}
print(sorted(odd_squares))
print(16 in {n * n for n in range(5)})
print({x % 3 for x in range(100)} == {0, 1, 2})

overwritten = {k % 3: k for k in range(10)}
print(overwritten)
