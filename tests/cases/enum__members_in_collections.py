from enum import Enum


class Suit(Enum):
    CLUBS = '♣'
    DIAMONDS = '♦'
    HEARTS = '♥'
    SPADES = '♠'


class Rank(Enum):
    TWO = 2
    THREE = 3
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14


hand = [(Rank.ACE, Suit.SPADES), (Rank.TWO, Suit.HEARTS), (Rank.KING, Suit.SPADES),
        (Rank.THREE, Suit.HEARTS), (Rank.JACK, Suit.HEARTS), (Rank.ACE, Suit.CLUBS)]

by_suit = {}
for rank, suit in hand:
    by_suit.setdefault(suit, []).append(rank)
for suit in Suit:
    ranks = sorted(by_suit.get(suit, []), key=lambda r: r.value, reverse=True)
    print(suit.value, suit.name, [r.name for r in ranks])

suits_seen = {suit for _, suit in hand}
print(sorted(s.name for s in suits_seen), len(suits_seen), Suit.DIAMONDS in suits_seen)
print(max(hand, key=lambda c: c[0].value)[0])
counts = {}
for rank, _ in hand:
    counts[rank] = counts.get(rank, 0) + 1
pairs = [r.name for r, n in counts.items() if n == 2]
print(pairs)
score = sum(min(r.value, 10) for r, _ in hand)
print(score)
print(hand.count((Rank.ACE, Suit.CLUBS)), hand.index((Rank.KING, Suit.SPADES)))
lookup = {(Rank.ACE, Suit.SPADES): 'best card'}
print(lookup[(Rank(14), Suit('♠'))])
print(frozenset([Suit.CLUBS, Suit.CLUBS, Suit.HEARTS]) == frozenset([Suit.HEARTS, Suit.CLUBS]))
