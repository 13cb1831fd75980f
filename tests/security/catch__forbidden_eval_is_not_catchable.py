# expect: Forbidden: Forbidden access to function: eval
# A sandbox refusal ends the run under either dunder policy: no except clause sees it.
try:
    eval("1")
except BaseException:
    print("ESCAPED: caught the policy error")
