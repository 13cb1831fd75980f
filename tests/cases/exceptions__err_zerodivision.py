def average(nums):
    return sum(nums) / len(nums)

print(average([1, 2, 3, 4]))
for a, b in [(7, 2), (7.0, 2), (-7, 2)]:
    print(a // b, a % b, a / b)
try:
    5 % 0
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    5.0 / 0
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
print(average([]))
