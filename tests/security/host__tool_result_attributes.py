# expect: Forbidden: Forbidden access to dunder attribute: __globals__
# Values from tools are plain data with no host internals behind them.
r = echo(final_answer)
print(r.__globals__)
print("ESCAPED")
