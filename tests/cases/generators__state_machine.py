def traffic_light():
    state = "green"
    while True:
        command = yield state
        if command == "emergency":
            state = "red"
        elif state == "green":
            state = "yellow"
        elif state == "yellow":
            state = "red"
        else:
            state = "green"


light = traffic_light()
print(next(light))
for cmd in ["tick", "tick", "tick", "tick", "emergency", "tick"]:
    print(cmd, "->", light.send(cmd))


def tokenizer_coroutine(out):
    buffer = ""
    while True:
        ch = yield
        if ch is None or ch == " ":
            if buffer:
                out.append(buffer)
                buffer = ""
            if ch is None:
                return len(out)
        else:
            buffer += ch


words = []
tc = tokenizer_coroutine(words)
next(tc)
for ch in "hello  tiny world":
    tc.send(ch)
try:
    tc.send(None)
except StopIteration as e:
    print("word count:", e.value)
print(words)


def interleave(*gens):
    gens = [iter(g) for g in gens]
    while gens:
        alive = []
        for g in gens:
            try:
                yield next(g)
                alive.append(g)
            except StopIteration:
                pass
        gens = alive


print(list(interleave("abc", [1, 2], range(10, 14))))
