def area(r):
    return 3 * r * r

print(area(2))

def uses_typo(n):
    total = 0
    for i in range(n):
        total += i
    return result_of_summation

try:
    undefined_function()
except NameError as e:
    print("NameError:", e)

print(uses_typo(3))
