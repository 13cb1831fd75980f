# expect: ok
# dir() lists only names the dunder policy lets the program read: reading every listed name
# succeeds (under smolagents, reading a refused dunder would end the run), so the listing
# never shows a name the policy hides.
for value in [1, "s", [], {}, object(), len]:
    names = dir(value)
    for n in names:
        getattr(value, n)
print("listed", len(dir(1)) > 10)
