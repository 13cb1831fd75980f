# expect: Forbidden: Import of subprocess is not allowed. Authorized imports are: [...
def f():
    import subprocess
    return subprocess
f().run(["touch", "/tmp/ophis-canary-imports__import_inside_function"])
