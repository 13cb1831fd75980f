from collections import deque

def window_max(values, k):
    out = []
    dq = deque()
    for i, v in enumerate(values):
        while dq and values[dq[-1]] <= v:
            dq.pop()
        dq.append(i)
        if dq[0] <= i - k:
            dq.popleft()
        if i >= k - 1:
            out.append(values[dq[0]])
    return out

temps = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7]
print(window_max(temps, 3))
recent = deque(maxlen=4)
for t in temps:
    recent.append(t)
print(recent, recent.maxlen, sum(recent) / len(recent))
moving = []
win = deque(maxlen=3)
for t in temps:
    win.append(t)
    if len(win) == win.maxlen:
        moving.append(round(sum(win) / 3, 2))
print(moving)
last_lines = deque('line%d' % i for i in range(10))
while len(last_lines) > 3:
    last_lines.popleft()
print(last_lines, list(last_lines))
ring = deque(range(6))
ring.rotate(2)
print(ring)
ring.rotate(-3)
print(ring, ring[0], ring[-1])
ring.appendleft('start')
ring.extendleft(['b', 'a'])
ring.extend('yz')
print(ring, len(ring))
