data = ["4", "x", "15", "", "7", None, "-2", "3.5"]
ok, bad = [], {}
for item in data:
    try:
        n = int(item)
        if n < 0:
            raise ValueError("negative")
    except (ValueError, TypeError) as e:
        bad[repr(item)] = str(e)
        continue
    else:
        ok.append(n)
    finally:
        pass
print(ok)
for k, v in bad.items():
    print(f"{k:>6} -> {v}")

attempts = 0
while True:
    attempts += 1
    try:
        if attempts < 3:
            raise ConnectionError(f"attempt {attempts} failed")
        print("connected after", attempts)
        break
    except ConnectionError as e:
        print(e)

def first_valid(items, conv):
    for x in items:
        try:
            return conv(x)
        except Exception:
            pass
    return None

print(first_valid(["a", "b", "12", "13"], int))
print(first_valid(["a"], int))
print(first_valid([[], {}, (1, 2)], lambda t: t[1]))
