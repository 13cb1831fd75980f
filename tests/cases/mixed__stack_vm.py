PROGRAM = """
    push 0
    store total
    push 1
    store i
loop:
    load i
    push 11
    lt
    jz end
    load total
    load i
    dup
    mul
    add
    store total
    load i
    push 1
    add
    store i
    jmp loop
end:
    load total
    print
    halt
"""


def assemble(source):
    code, labels = [], {}
    for line in source.strip().splitlines():
        line = line.strip()
        if line.endswith(":"):
            labels[line[:-1]] = len(code)
        elif line:
            op, *args = line.split()
            code.append((op, args[0] if args else None))
    return code, labels


def run(code, labels, max_steps=10000):
    stack, env, pc, steps = [], {}, 0, 0
    output = []
    while steps < max_steps:
        steps += 1
        op, arg = code[pc]
        pc += 1
        match op:
            case "push":
                stack.append(int(arg))
            case "store":
                env[arg] = stack.pop()
            case "load":
                stack.append(env[arg])
            case "dup":
                stack.append(stack[-1])
            case "add" | "mul" | "lt" | "sub":
                b, a = stack.pop(), stack.pop()
                stack.append({"add": a + b, "mul": a * b, "lt": int(a < b), "sub": a - b}[op])
            case "jz":
                if stack.pop() == 0:
                    pc = labels[arg]
            case "jmp":
                pc = labels[arg]
            case "print":
                output.append(stack.pop())
            case "halt":
                return output, steps, env
            case _:
                raise RuntimeError(f"unknown instruction {op!r} at {pc - 1}")
    raise RuntimeError("step limit exceeded")


code, labels = assemble(PROGRAM)
print(len(code), "instructions, labels:", labels)
output, steps, env = run(code, labels)
print("output:", output, "steps:", steps, "env:", env)
print("check:", sum(i * i for i in range(1, 11)))
bad_code, bad_labels = assemble("push 1\nfrobnicate\nhalt")
try:
    run(bad_code, bad_labels)
except RuntimeError as e:
    print("RuntimeError:", e)
loop_code, loop_labels = assemble("top:\njmp top")
try:
    run(loop_code, loop_labels, max_steps=50)
except RuntimeError as e:
    print("RuntimeError:", e)
