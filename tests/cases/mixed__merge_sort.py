def merge(left, right, key=lambda x: x):
    i = j = 0
    while i < len(left) and j < len(right):
        if key(right[j]) < key(left[i]):
            yield right[j]
            j += 1
        else:
            yield left[i]
            i += 1
    yield from left[i:]
    yield from right[j:]


def merge_sort(items, key=lambda x: x, depth=0, trace=None):
    if len(items) <= 1:
        return list(items)
    mid = len(items) // 2
    left = merge_sort(items[:mid], key, depth + 1, trace)
    right = merge_sort(items[mid:], key, depth + 1, trace)
    merged = list(merge(left, right, key))
    if trace is not None:
        trace.append("  " * depth + f"{left} + {right} -> {merged}")
    return merged


trace = []
print(merge_sort([38, 27, 43, 3, 9, 82, 10], trace=trace))
print("\n".join(trace))

people = [("ann", 31), ("bob", 25), ("cy", 31), ("di", 25), ("ed", 40)]
print(merge_sort(people, key=lambda p: p[1]))
print("stable:", merge_sort(people, key=lambda p: p[1]) == sorted(people, key=lambda p: p[1]))
print(merge_sort(list("mergesort")))
print(merge_sort([]), merge_sort([1]))
print(merge_sort([5, -1, 3.5, 0, -7.25, 2]))


def count_inversions(xs):
    if len(xs) < 2:
        return xs, 0
    mid = len(xs) // 2
    left, a = count_inversions(xs[:mid])
    right, b = count_inversions(xs[mid:])
    merged, inv, i, j = [], a + b, 0, 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            merged.append(left[i])
            i += 1
        else:
            merged.append(right[j])
            inv += len(left) - i
            j += 1
    merged += left[i:] + right[j:]
    return merged, inv


for xs in [[1, 2, 3], [3, 2, 1], [2, 4, 1, 3, 5], list(range(10, 0, -1))]:
    print(xs, "inversions:", count_inversions(xs)[1])
