from queue import Queue, Empty

def producer(q, items):
    for item in items:
        q.put(item)
    q.put(None)

def consumer(q):
    total = 0
    seen = []
    while True:
        try:
            item = q.get(block=False)
        except Empty:
            break
        q.task_done()
        if item is None:
            break
        seen.append(item)
        total += item['qty'] * item['price']
    return seen, total

orders = [{'sku': f'S{i}', 'qty': i % 3 + 1, 'price': 2.5 * i} for i in range(6)]
q = Queue(maxsize=10)
producer(q, orders)
seen, total = consumer(q)
print(len(seen), total, [o['sku'] for o in seen], q.unfinished_tasks, q.empty())
batches = Queue()
for i in range(0, 10, 3):
    batches.put(list(range(i, min(i + 3, 10))))
while batches.qsize():
    print(batches.get())
