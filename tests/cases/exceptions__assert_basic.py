def checked_sqrt(x):
    assert x >= 0, f"negative input: {x}"
    return x ** 0.5

print(checked_sqrt(16))
try:
    checked_sqrt(-4)
except AssertionError as e:
    print("AssertionError:", e, e.args)

try:
    assert 1 == 2
except AssertionError as e:
    print("no message:", repr(str(e)), e.args)

assert True, "never shown"
assert [1], "non-empty list is truthy"

def validate(d):
    assert isinstance(d, dict), "expected dict"
    assert "id" in d, ("missing id", sorted(d))
    return d["id"]

for item in [{"id": 7}, [], {"name": "x"}]:
    try:
        print("valid", validate(item))
    except AssertionError as e:
        print("invalid:", e)

count = 0
def side_effect():
    global count
    count += 1
    return "msg"

assert True, side_effect()
print("message not evaluated when assertion passes:", count)
try:
    assert False, side_effect()
except AssertionError:
    print("evaluated on failure:", count)
