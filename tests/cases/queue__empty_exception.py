import queue

q = queue.Queue()
q.put('only')
print(q.get_nowait())
try:
    q.get(timeout=0.01)
except queue.Empty as e:
    print('Empty raised', repr(e), isinstance(e, Exception))
q.get_nowait()
