# The suggestion of a NameError comes from the failing frame's locals first, then the
# module's globals, then the builtins.
total_count = 10


def average(values):
    running_total = 0
    for v in values:
        running_total += v
    try:
        return total_cnt / len(values)
    except NameError as e:
        print("caught:", e.name)
    return runing_total / len(values)


average([1, 2, 3])
