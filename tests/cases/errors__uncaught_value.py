print(int("42"))
print(int("forty-two"))
