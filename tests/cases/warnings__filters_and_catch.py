# warnings: the filters decide (error raises, ignore drops, always/once/default show),
# catch_warnings(record=True) records and restores the filters on exit.
import warnings


def legacy(x):
    warnings.warn(f"legacy({x}) is deprecated", DeprecationWarning)
    return x * 2


with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    legacy(1)
    legacy(1)
    warnings.warn("plain")
    warnings.warn(RuntimeWarning("an instance"))
print([(str(w.message), w.category is DeprecationWarning, w.category is UserWarning) for w in log])
print(isinstance(log[0].message, DeprecationWarning), log[3].category is RuntimeWarning)

with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("once")
    for i in range(3):
        warnings.warn("same text", UserWarning)
    warnings.warn("other text", UserWarning)
print(len(log), [str(w.message) for w in log])

with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    warnings.filterwarnings("ignore", message="noisy")
    warnings.filterwarnings("error", category=ResourceWarning)
    warnings.warn("noisy thing")
    warnings.warn("quiet thing")
    try:
        warnings.warn("leak", ResourceWarning)
    except ResourceWarning as e:
        print("raised:", e)
print([str(w.message) for w in log])

n = len(warnings.filters)
with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        legacy(2)
    except DeprecationWarning as e:
        print("raised:", e)
print(len(warnings.filters) == n)

with warnings.catch_warnings(record=True) as log:
    warnings.resetwarnings()
    warnings.simplefilter("default")
    for i in range(3):
        warnings.warn("repeated")
print(len(log))

for bad in [lambda: warnings.warn("x", int), lambda: warnings.simplefilter("sometimes")]:
    try:
        bad()
    except (TypeError, AssertionError) as e:
        print(isinstance(e, TypeError), e)
with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    warnings.warn_explicit("explicit", UserWarning, "mod.py", 12)
print(log[0].filename, log[0].lineno, str(log[0].message))
