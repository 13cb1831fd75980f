import queue

q = queue.Queue()
print(q.empty(), q.qsize(), q.full(), q.maxsize)
for job in ['parse', 'index', 'render']:
    q.put(job)
print(q.qsize(), q.empty(), q.unfinished_tasks)
while not q.empty():
    job = q.get()
    print('processing', job)
    q.task_done()
print(q.unfinished_tasks)
q.join()
print('all done')
q.put_nowait(1)
q.put(2, block=False)
q.put(3, timeout=1)
print(q.get_nowait(), q.get(block=False), q.get(timeout=0.5))
print(list(q.queue), q.empty())
