# expect: Exception: ModuleNotFoundError: No module named 'queue'
# expect: Exception: AttributeError: module 'queue' has no attribute 'threading'
# expect: Forbidden: Forbidden access to module: threading
# smolagents advisory: queue.threading._os.system(...)
import queue
queue.threading._os.system("touch /tmp/ophis-canary-modules__queue_threading")
print("ESCAPED")
