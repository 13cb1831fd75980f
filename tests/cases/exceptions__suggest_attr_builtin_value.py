# A typo of a builtin type's method: the suggestion comes from dir() of the value.
items = [3, 1, 2]
try:
    items.sortt()
except AttributeError as e:
    print(e.name, e.obj is items)
text = "abc"
text.uper()
