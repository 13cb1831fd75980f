from queue import LifoQueue, Empty

stack = LifoQueue()
for page in ['home', 'search', 'results', 'item']:
    stack.put(page)
print(stack.qsize(), list(stack.queue))
history = []
while not stack.empty():
    history.append(stack.get())
print(history)
try:
    stack.get_nowait()
except Empty:
    print('stack empty')
undo = LifoQueue(maxsize=2)
undo.put('a'); undo.put('b')
print(undo.full(), undo.get(), undo.full())
