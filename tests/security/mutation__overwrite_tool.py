# expect: ok
# Rebinding a host tool's name affects only this program's globals.
original = echo
echo = lambda x: "hijacked"
assert echo(1) == "hijacked"
assert original(1) == 1
