# Past a third of the characters involved, a longer or shorter name is not offered.
def f():
    somethingverywronghehehehehehe = None
    print(somethingverywronghe)


f()
