stack = []


def run(program):
    for line in program.strip().splitlines():
        match line.split():
            case ["push", value] if value.lstrip("-").isdigit():
                stack.append(int(value))
            case ["push", value]:
                stack.append(value)
            case ["pop"]:
                print("popped", stack.pop())
            case ["add"]:
                b, a = stack.pop(), stack.pop()
                stack.append(a + b)
            case ["mul"]:
                b, a = stack.pop(), stack.pop()
                stack.append(a * b)
            case ["dup"]:
                stack.append(stack[-1])
            case ["swap"]:
                stack[-1], stack[-2] = stack[-2], stack[-1]
            case ["print", *what]:
                print(" ".join(what) if what else stack)
            case ["#", *_]:
                pass
            case [unknown, *args]:
                print(f"unknown op {unknown} with {len(args)} args")


run("""
push 3
push 4
add
dup
mul
print
# comment line here
push -2
swap
print stack is
print
push hello
push world
swap
print
frobnicate 1 2
pop
pop
print
""")
