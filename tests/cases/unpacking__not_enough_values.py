rows = ["1,2,3", "4,5,6", "7,8"]
total = 0
for row in rows:
    x, y, z = row.split(",")
    total += int(x) + int(y) + int(z)
    print("running", total)
