def cleanup_fails():
    try:
        raise ValueError("original problem")
    finally:
        print("cleanup starting")
        raise RuntimeError("cleanup failed")

try:
    cleanup_fails()
except ValueError:
    print("not reached")
except RuntimeError as e:
    print("RuntimeError replaced ValueError:", e)

def finally_ok():
    try:
        return 1
    finally:
        print("finally ok")

print(finally_ok())
cleanup_fails()
