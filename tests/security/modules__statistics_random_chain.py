# expect: ok
# Modules that import other modules expose only those (harmless) modules.
import statistics
for name in dir(statistics):
    v = getattr(statistics, name)
    if repr(v).startswith("<module"):
        for inner in dir(v):
            if inner in ("os", "sys", "_os", "_sys", "subprocess", "builtins", "system", "popen", "open", "eval", "exec"):
                print("ESCAPED", name, inner)
print("checked")
