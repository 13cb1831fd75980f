a = b = c = []
a.append(1)
print(a, b, c, a is c)
x = y = 5
x += 1
print(x, y)

p, q = 1, 2
p, q = q, p
print(p, q)
a, b, c = "abc"
a, b, c = c, a, b
print(a, b, c)

nums = [5, 3, 8, 1]
nums[0], nums[-1] = nums[-1], nums[0]
print(nums)

i = 0
xs = [10, 20, 30]
i, xs[i] = 1, 99
print(i, xs)

m = n = [0, 0]
m[0], n[1] = "M", "N"
print(m, n)

fib_a, fib_b = 0, 1
for _ in range(10):
    fib_a, fib_b = fib_b, fib_a + fib_b
print(fib_a, fib_b)

x = [1, 2]
x[0] = x = [3, 4]
print(x)
