def grade(score):
    return ("A" if score >= 90 else
            "B" if score >= 80 else
            "C" if score >= 70 else
            "F")


print([grade(s) for s in [95, 85, 75, 10, 90, 80]])


def fizz(n):
    return "FizzBuzz" if n % 15 == 0 else "Fizz" if n % 3 == 0 else "Buzz" if n % 5 == 0 else str(n)


print(" ".join(fizz(i) for i in range(1, 21)))
x = 0
y = 10 / x if x else float("inf")
print(y)
items = []
print(items[0] if items else "empty")
print((lambda v: "neg" if v < 0 else "pos")(-3))
label = "many" if len("abc") > 2 else "few"
print(label)
