from queue import Queue, LifoQueue

q = LifoQueue()
q.put(1)
q.get()
q.task_done()
print('balanced', q.unfinished_tasks)
try:
    Queue(-1).put(0, timeout=-1)
    print('unbounded put ignores timeout')
    Queue(1).put(0, timeout=-1)
except ValueError as e:
    print(e)
try:
    Queue().get(timeout=-0.5)
except ValueError as e:
    print(e)
q.task_done()
