# expect: Forbidden: Forbidden access to dunder attribute: __class__
# expect: ok
# expect: Exception: TypeError...
# Keyword names are just strings to the host.
print(echo(1, **{"__class__": 2}))
