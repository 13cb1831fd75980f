import unicodedata

print(unicodedata.category("x"), unicodedata.combining("\u0301"))
for bad in [("ab",), (5,), ("",)]:
    try:
        unicodedata.name(*bad)
    except TypeError as e:
        print(e)
try:
    unicodedata.decimal("x")
except ValueError as e:
    print(e)
try:
    unicodedata.digit("x")
except ValueError as e:
    print(e)
try:
    unicodedata.normalize("NFC", 5)
except TypeError as e:
    print(e)
print(unicodedata.category("word"))
