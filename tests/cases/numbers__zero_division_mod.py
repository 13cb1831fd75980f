def buckets(n, size):
    return n // size, n % size


print(buckets(17, 5))
print(buckets(-17, 5))
try:
    print(1.0 / 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    print(5 / 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    print(5.5 % 0.0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
print(buckets(10, 0))
