from queue import Queue

work = Queue()
for n in range(1, 6):
    work.put(n)
print(work.unfinished_tasks)
results = []
while not work.empty():
    n = work.get()
    results.append(n * n)
    if n % 2:
        work.put(-n) if n > 0 else None
    work.task_done()
print(results, work.unfinished_tasks)
work.join()
print('joined')
work.put('x')
print(work.unfinished_tasks)
work.get()
work.task_done()
work.join()
print('joined again')
