data = [4, 7, 1, 0, 9, 3]
i = 0
while (v := data[i]) != 0:
    print("value", v)
    i += 1
print("stopped at index", i)

chunks = iter(["abc", "de", "", "never"])
while chunk := next(chunks):
    print("chunk", chunk)

if (n := len(data)) > 5:
    print(f"long list ({n} elements)")


def parse(s):
    if (colon := s.find(":")) != -1:
        return s[:colon], s[colon + 1:]
    return None


for line in ["a:1", "nocolon", "b:"]:
    if (result := parse(line)) is not None:
        print(result)
    else:
        print("no result for", line)

stack = [1, 2, 3]
while stack and (top := stack.pop()) > 1:
    print("popped", top)
print(stack, top)

print((y := 10) + y)
