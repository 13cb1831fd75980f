from contextlib import ExitStack

log = []
with ExitStack() as stack:
    stack.callback(log.append, 'first registered')
    stack.callback(print, 'printing', 'with', 'args', sep='-')
    @stack.callback
    def cleanup():
        log.append('decorated callback')
    def on_exit(exc_type, exc, tb):
        log.append(f'exit callback sees {exc_type}')
    stack.push(on_exit)
    log.append('body')
print(log)
log.clear()
with ExitStack() as stack:
    stack.callback(log.append, 'A')
    moved = stack.pop_all()
log.append('stack exited')
moved.close()
print(log)
files = ['a.txt', 'b.txt', 'c.txt']
opened = []
with ExitStack() as stack:
    for f in files:
        opened.append(f)
        stack.callback(opened.remove, f)
    print('open during', opened)
print('open after', opened)
