settings = {"theme": "dark", "size": 12}
print(settings.pop("size"), settings)
print(settings.pop("size", "gone"))
print(settings.setdefault("lang", "en"), settings)
k, v = settings.popitem()
print(k, v, settings)
try:
    {}.popitem()
except KeyError as e:
    print("KeyError", e)
settings.pop("missing")
