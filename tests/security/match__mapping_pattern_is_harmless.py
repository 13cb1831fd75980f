# expect: ok
match {"__class__": 1}:
    case {"__class__": v}:
        assert v == 1
print("a key, not an attribute")
