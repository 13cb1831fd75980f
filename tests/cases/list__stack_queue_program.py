def rpn(expr):
    stack = []
    for tok in expr.split():
        if tok in "+-*/":
            b, a = stack.pop(), stack.pop()
            stack.append({"+": a + b, "-": a - b, "*": a * b, "/": a / b}[tok])
        else:
            stack.append(float(tok) if "." in tok else int(tok))
    return stack.pop()
for e in ["3 4 +", "5 1 2 + 4 * + 3 -", "2 3 4 * +", "1.5 2 *", "10 4 /"]:
    print(e, "=", rpn(e))
def balanced(s):
    pairs = {")": "(", "]": "[", "}": "{"}
    st = []
    for ch in s:
        if ch in "([{":
            st.append(ch)
        elif ch in pairs:
            if not st or st.pop() != pairs[ch]:
                return False
    return not st
print([balanced(s) for s in ["()", "([]{})", "(]", "((", "", "{[()()]}"]])
