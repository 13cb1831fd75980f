def bubble(a):
    a = a[:]
    swaps = 0
    for i in range(len(a)):
        for j in range(len(a) - 1 - i):
            if a[j] > a[j + 1]:
                a[j], a[j + 1] = a[j + 1], a[j]
                swaps += 1
    return a, swaps
def merge_sort(a):
    if len(a) <= 1:
        return a
    m = len(a) // 2
    l, r = merge_sort(a[:m]), merge_sort(a[m:])
    out = []
    i = j = 0
    while i < len(l) and j < len(r):
        if l[i] <= r[j]:
            out.append(l[i]); i += 1
        else:
            out.append(r[j]); j += 1
    return out + l[i:] + r[j:]
data = [38, 27, 43, 3, 9, 82, 10, 3, -5, 0]
print(bubble(data), merge_sort(data), data)
def rotate(a, k):
    k %= len(a)
    return a[-k:] + a[:-k]
print(rotate(data, 3), rotate(data, -2))
