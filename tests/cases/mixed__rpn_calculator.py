def evaluate(expr, trace=False):
    stack = []
    for tok in expr.split():
        match tok:
            case "+" | "-" | "*" | "/" | "^":
                b = stack.pop()
                a = stack.pop()
                match tok:
                    case "+":
                        r = a + b
                    case "-":
                        r = a - b
                    case "*":
                        r = a * b
                    case "/":
                        r = a / b
                    case "^":
                        r = a ** b
                stack.append(r)
            case "dup":
                stack.append(stack[-1])
            case "swap":
                stack[-2], stack[-1] = stack[-1], stack[-2]
            case _ if tok.lstrip("-").isdigit():
                stack.append(int(tok))
            case _:
                stack.append(float(tok))
        if trace:
            print(f"  {tok:>5} | {stack}")
    if len(stack) != 1:
        raise ValueError(f"stack has {len(stack)} items: {stack}")
    return stack[0]


print(evaluate("3 4 + 2 *", trace=True))
for e in ["5 1 2 + 4 * + 3 -", "2 10 ^", "1.5 2 *", "7 2 /", "9 dup *", "1 2 swap -", "-3 -4 *"]:
    print(f"{e:<20} = {evaluate(e)}")
try:
    evaluate("1 2 3 +")
except ValueError as e:
    print("ValueError:", e)
print(evaluate("4 5 + *"))
