try:
    value = int("7")
print(value)
