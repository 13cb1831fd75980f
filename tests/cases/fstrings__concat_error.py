count = 3
print(f"count is {count}")
print("count is " + str(count))
message = "total: " + count
print(message)
