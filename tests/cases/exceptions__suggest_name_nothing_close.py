# No suggestion when no name is close enough: short names and very different ones.
vvv = mom = w = pytho = None
try:
    b
except NameError as e:
    print(e.name)
zzzqqq_unrelated_name
