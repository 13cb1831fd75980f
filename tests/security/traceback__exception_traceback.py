# expect: Forbidden: Forbidden access to dunder attribute: __traceback__
# expect[python]: Exception: AttributeError: 'ZeroDivisionError' object has no attribute '__traceback__' (the sandbox does not expose the interpreter's insides)
# smolagents advisory: e.__traceback__.tb_frame.f_back.f_globals["__builtins__"]
try:
    1 / 0
except Exception as e:
    builtins = e.__traceback__.tb_frame.f_back.f_globals["__builtins__"]
    builtins["__import__"]("os").system("touch /tmp/ophis-canary-traceback__exception_traceback")
