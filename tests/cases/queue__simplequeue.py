from queue import SimpleQueue, Empty

sq = SimpleQueue()
print(sq.empty(), sq.qsize())
for word in 'to be or not to be'.split():
    sq.put(word)
sq.put_nowait('!')
print(sq.qsize())
out = []
while not sq.empty():
    out.append(sq.get())
print(' '.join(out))
for attempt in (lambda: sq.get(block=False), lambda: sq.get_nowait(), lambda: sq.get(timeout=0)):
    try:
        attempt()
    except Empty:
        print('empty')
try:
    sq.get(timeout=-1)
except ValueError as e:
    print(e)
sq.put(1, block=False, timeout=5)
print(sq.get(True, 1))
