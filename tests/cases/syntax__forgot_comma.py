items = [
    "apple",
    "banana"
    "cherry",
    count 3,
]
print(items)
