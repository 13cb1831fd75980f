inventory = {"apples": 5, "pears": 0, "plums": 12}
orders = [("alice", ["apples", "plums"]), ("bob", ["pears"]), ("cy", ["kiwis", "apples"]), ("di", [])]

for customer, wanted in orders:
    for item in wanted:
        if inventory.get(item, 0) == 0:
            print(f"{customer}: cannot fulfil, {item} unavailable")
            break
    else:
        for item in wanted:
            inventory[item] -= 1
        print(f"{customer}: fulfilled {wanted}")
print(inventory)

attempts = 0
while attempts < 5:
    attempts += 1
    code = attempts * 7 % 10
    if code == 1:
        print("unlocked on attempt", attempts)
        break
else:
    print("locked out after", attempts, "attempts")

n = 0
while (n := n + 1) < 4:
    print("n =", n)
else:
    print("loop ended with n =", n)

for i in range(3):
    for j in range(3):
        if i * j == 2:
            break
    else:
        print("inner completed for i =", i)
        continue
    print("inner broke for i =", i, "j =", j)
