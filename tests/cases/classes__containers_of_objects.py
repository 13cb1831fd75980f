class Card:
    SUITS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
    RANKS = "23456789TJQKA"

    def __init__(self, rank, suit):
        self.rank, self.suit = rank, suit

    def __repr__(self):
        return f"{self.rank}{self.suit}"

    def value(self):
        return self.RANKS.index(self.rank)

    def __lt__(self, other):
        return (self.value(), self.suit) < (other.value(), other.suit)

    def __eq__(self, other):
        return isinstance(other, Card) and (self.rank, self.suit) == (other.rank, other.suit)

    def __hash__(self):
        return self.value() * 4 + "SHDC".index(self.suit)

hand = [Card(r, s) for r, s in ["AS", "TD", "2C", "KH", "TS", "2H"]]
print(hand)
print(sorted(hand))
print(max(hand), min(hand))
print({c: c.value() for c in hand})
print(tuple(hand[:2]), [[hand[0]], [hand[1], [hand[2]]]])
by_suit = {}
for c in hand:
    by_suit.setdefault(Card.SUITS[c.suit], []).append(c)
for suit in sorted(by_suit):
    print(f"{suit:>8}: {sorted(by_suit[suit])}")
print(Card("A", "S") in hand, hand.index(Card("K", "H")), hand.count(Card("T", "S")))
print(sorted(set(hand) - {Card("A", "S")}))
pairs = list(zip(hand[::2], hand[1::2]))
print(pairs)
print(str(hand), repr(hand[0]), f"{hand}")
nested = {"hand": hand[:2], "best": max(hand), "meta": (min(hand), None)}
print(nested)
