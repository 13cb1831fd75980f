def normalize(weights):
    total = sum(weights)
    assert total > 0, f"weights must sum to a positive number, got {total}"
    return [round(w / total, 3) for w in weights]

print(normalize([1, 1, 2]))
print(normalize([5]))
print(normalize([0, 0, 3]))
normalize([0, 0])
