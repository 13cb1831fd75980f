class Deck:
    def __init__(self, cards):
        self.cards = list(cards)
    def __len__(self):
        return len(self.cards)
    def __getitem__(self, i):
        if isinstance(i, slice):
            return Deck(self.cards[i])
        return self.cards[i]
    def __iter__(self):
        return iter(self.cards)
    def __reversed__(self):
        return Deck(self.cards[::-1])
    def __contains__(self, c):
        return c in self.cards
    def __add__(self, other):
        return Deck(self.cards + other.cards)
    def __mul__(self, n):
        return Deck(self.cards * n)
    def __rmul__(self, n):
        return Deck(self.cards * n)
    def __eq__(self, other):
        return isinstance(other, Deck) and self.cards == other.cards
    def __bool__(self):
        return bool(self.cards)
    def __repr__(self):
        return f"Deck({''.join(self.cards)})"

d = Deck("abcde")
print(len(d), d[0], d[-1], d[1:3], d[::-1])
print(list(reversed(d)), "c" in d, "z" in d)
print(d + Deck("xy"), Deck("ab") * 2, 3 * Deck("z"))
print(d == Deck("abcde"), d == Deck("abc"), d != Deck("q"))
print(bool(Deck("")), bool(d), [c for c in d if c > "b"])
print(sorted(Deck("dbca")), max(d), "".join(d))
empty = Deck([])
print(empty or "empty deck", d and "full deck")
print(list(enumerate(d[:2])))
