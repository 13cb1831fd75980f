# expect: Limit: Operations
# limits: max_operations=10000
# __exit__ returning True suppresses exceptions, not limits.
class Swallow:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        print("exit called")
        return True
while True:
    with Swallow():
        for i in range(10**9):
            pass
