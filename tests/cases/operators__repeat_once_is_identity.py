# As CPython, a tuple, str or bytes repeated once is the object itself; a list is copied.
t = (1, 2)
s = 'ab'
b = b'ab'
lst = [1]
n = 1
print(t * n is t, n * t is t, s * n is s, b * n is b, lst * n is lst)
print(t * 2, s * 0, b * 3)
