# A case flip costs half a substitution: the closest name wins.
Value = 1
vaLue = 2
print(valuE)
