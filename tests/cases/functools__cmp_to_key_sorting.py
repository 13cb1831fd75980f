from functools import cmp_to_key

def by_length_then_alpha(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a > b) - (a < b)
words = ['pear', 'fig', 'banana', 'kiwi', 'apple', 'date']
print(sorted(words, key=cmp_to_key(by_length_then_alpha)))
print(sorted(words, key=cmp_to_key(by_length_then_alpha), reverse=True))
def largest_number(nums):
    def cmp(x, y):
        return (y + x > x + y) - (y + x < x + y)
    return ''.join(sorted(map(str, nums), key=cmp_to_key(cmp)))
print(largest_number([3, 30, 34, 5, 9]), largest_number([10, 2]))
versions = ['1.10', '1.2', '1.9.1', '2.0', '1.2.0']
def vcmp(a, b):
    pa = [int(x) for x in a.split('.')]
    pb = [int(x) for x in b.split('.')]
    return (pa > pb) - (pa < pb)
print(sorted(versions, key=cmp_to_key(vcmp)), max(versions, key=cmp_to_key(vcmp)))
K = cmp_to_key(lambda a, b: a - b)
print(K(1) < K(2), K(2) <= K(2), K(3) > K(1), K(1) >= K(2), K(5) == K(5), K(5).obj)
try:
    K(1) < 2
except TypeError as e:
    print(e)
try:
    hash(K(1))
except TypeError as e:
    print(e)
print(min([K(4), K(2), K(9)]).obj)
