import queue

buf = queue.Queue(maxsize=3)
produced = []
for i in range(5):
    try:
        buf.put_nowait(i)
        produced.append(i)
    except queue.Full:
        print('buffer full at', i, buf.qsize(), buf.full())
print(produced)
try:
    buf.put(99, timeout=0.01)
except queue.Full:
    print('still full after timeout')
print(buf.get(), buf.full())
buf.put(10)
print(list(buf.queue))
unbounded = queue.Queue(maxsize=0)
for i in range(100):
    unbounded.put(i)
print(unbounded.full(), unbounded.qsize())
neg = queue.Queue(-5)
neg.put(1)
print(neg.full(), neg.maxsize)
