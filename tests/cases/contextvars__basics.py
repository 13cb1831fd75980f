# contextvars as CPython 3.11's: ContextVar get/set/reset with defaults and tokens, Context as
# a mapping, copy_context snapshots, Context.run and its re-entry refusal, the errors, and
# asyncio tasks each running in a copy of their creator's context.
import asyncio
import contextvars


def no_address(text):
    return text.split(" at 0x")[0]


def attempt(label, f):
    try:
        r = f()
    except Exception as e:
        print(label, "->", type(e).__name__, no_address(str(e)))
    else:
        print(label, "->", no_address(repr(r)))


var = contextvars.ContextVar("var")
with_default = contextvars.ContextVar("with_default", default=10)
print(var.name, with_default.name, with_default.get(), var.get("fallback"))
attempt("unset", var.get)
attempt("bad name", lambda: contextvars.ContextVar(1))
attempt("positional default", lambda: contextvars.ContextVar("a", 1))
attempt("Context args", lambda: contextvars.Context(1))
attempt("Token()", lambda: contextvars.Token())
attempt("reset non-token", lambda: var.reset(1))
attempt("get two args", lambda: var.get(1, 2))
attempt("readonly name", lambda: setattr(var, "name", "x"))

token = var.set(1)
print(var.get(), repr(token.old_value), token.var is var, repr(contextvars.Token.MISSING))
token2 = var.set(2)
print(var.get(), token2.old_value)
var.reset(token2)
print(var.get())
attempt("reset twice", lambda: var.reset(token2))
other = contextvars.ContextVar("other")
other_token = other.set("o")
attempt("token of another var", lambda: var.reset(other_token))

ctx = contextvars.copy_context()
print(len(ctx) >= 2, ctx[var], ctx.get(with_default), ctx.get(with_default, "d"), var in ctx)
print(sorted(v.name for v in ctx if v.name in ("var", "other")))
print(sorted((k.name, v) for k, v in ctx.items() if k.name in ("var", "other")))
attempt("non-var key", lambda: ctx[1])
attempt("missing key", lambda: ctx[with_default])
print(ctx == contextvars.copy_context(), ctx != contextvars.copy_context())


def inside(value):
    var.set(value)
    return var.get(), contextvars.copy_context()[var]


print(ctx.run(inside, 99), var.get(), ctx[var])
attempt("reset in another context", lambda: ctx.run(var.reset, var.set(5)))
attempt("re-enter", lambda: ctx.run(ctx.run, print, "never"))
print(contextvars.Context().run(lambda: var.get("empty context")))

request_id = contextvars.ContextVar("request_id", default="-")


async def handle(n):
    request_id.set(f"req-{n}")
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    return f"task {n} sees {request_id.get()}"


async def main():
    request_id.set("main")
    results = await asyncio.gather(*(handle(n) for n in range(3)))
    print(results, "main still sees", request_id.get())
    isolated = contextvars.Context()
    task = asyncio.create_task(handle(9), context=isolated)
    await task
    print(task.result(), isolated[request_id], request_id.get())


asyncio.run(main())
print("outside the loop:", request_id.get())
