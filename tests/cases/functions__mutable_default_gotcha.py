def append_bad(item, bucket=[]):
    bucket.append(item)
    return bucket

a = append_bad(1)
b = append_bad(2)
print(a, b, a is b)

def append_good(item, bucket=None):
    if bucket is None:
        bucket = []
    bucket.append(item)
    return bucket

c = append_good(1)
d = append_good(2)
print(c, d, c is d)

def counter_dict(key, seen={}):
    seen[key] = seen.get(key, 0) + 1
    return dict(seen)

print(counter_dict("x"))
print(counter_dict("y"))
print(counter_dict("x"))

explicit = []
print(append_bad(9, explicit), explicit)
print(append_bad(3))

def default_tuple(x, acc=()):
    acc = acc + (x,)
    return acc

print(default_tuple(1))
print(default_tuple(2))
