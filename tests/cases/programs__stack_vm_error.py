class VMError(Exception):
    def __init__(self, pc, message):
        super().__init__(f"pc={pc}: {message}")
        self.pc = pc

def assemble(src):
    code, labels = [], {}
    for line in src.strip().splitlines():
        line = line.split(";")[0].strip()
        if not line:
            continue
        if line.endswith(":"):
            labels[line[:-1]] = len(code)
            continue
        parts = line.split()
        op = parts[0].upper()
        arg = parts[1] if len(parts) > 1 else None
        code.append((op, arg))
    return [(op, labels.get(arg, arg) if op in ("JMP", "JZ") else arg) for op, arg in code]

def run(code, trace=False):
    stack, regs, pc, out, steps = [], {}, 0, [], 0
    while pc < len(code):
        op, arg = code[pc]
        steps += 1
        if steps > 500:
            raise VMError(pc, "step limit exceeded")
        pc += 1
        if op == "PUSH":
            stack.append(int(arg))
        elif op == "LOAD":
            stack.append(regs[arg])
        elif op == "STORE":
            regs[arg] = stack.pop()
        elif op in ("ADD", "SUB", "MUL", "DIV", "LT"):
            b, a = stack.pop(), stack.pop()
            if op == "DIV":
                if b == 0:
                    raise VMError(pc - 1, "division by zero")
                stack.append(a // b)
            else:
                stack.append({"ADD": a + b, "SUB": a - b, "MUL": a * b, "LT": int(a < b)}[op])
        elif op == "JMP":
            pc = arg
        elif op == "JZ":
            if stack.pop() == 0:
                pc = arg
        elif op == "PRINT":
            out.append(stack.pop())
        elif op == "HALT":
            break
        else:
            raise VMError(pc - 1, f"bad opcode {op}")
    return out, regs

factorial = """
    push 1
    store acc
    push 6
    store n
loop:
    load n
    jz end        ; stop when n == 0
    load acc
    load n
    mul
    store acc
    load n
    push 1
    sub
    store n
    jmp loop
end:
    load acc
    print
    halt
"""
code = assemble(factorial)
print(len(code), "instructions")
print(run(code))

countdown = """
    push 3
    store i
top:
    load i
    print
    load i
    push 1
    sub
    store i
    load i
    jz done
    jmp top
done:
"""
print(run(assemble(countdown)))
print(run(assemble("push 7\npush 2\ndiv\nprint\npush 7\npush 2\nlt\nprint")))
for bad in ["push 1\nfrob", "loop:\njmp loop"]:
    try:
        run(assemble(bad))
    except VMError as e:
        print("VMError", e, "at", e.pc)
run(assemble("push 10\npush 5\npush 5\nsub\ndiv\nprint"))
