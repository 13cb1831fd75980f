import queue

q = queue.Queue(maxsize=1)
q.put('a')
print(q.full())
try:
    q.put('b', block=False)
except queue.Full as e:
    print('Full raised', repr(e))
q.put_nowait('c')
