import heapq

# A tiny discrete-event simulation of a two-teller bank.
ARRIVALS = [(0, "ann", 5), (1, "bob", 3), (2, "cat", 8), (3, "dan", 2), (9, "eve", 4), (10, "fay", 1)]
events = []
for t, who, service in ARRIVALS:
    heapq.heappush(events, (t, 0, who, service))
free_tellers = ["t1", "t2"]
waiting = []
log = []
busy_until = {}
while events:
    t, kind, who, service = heapq.heappop(events)
    if kind == 0:
        if free_tellers:
            teller = free_tellers.pop(0)
            busy_until[teller] = t + service
            heapq.heappush(events, (t + service, 1, teller, who))
            log.append(f"{t:>3} {who} starts at {teller}")
        else:
            waiting.append((who, service, t))
            log.append(f"{t:>3} {who} waits")
    else:
        teller, done = who, service
        log.append(f"{t:>3} {done} leaves {teller}")
        if waiting:
            nxt, serv, arrived = waiting.pop(0)
            heapq.heappush(events, (t + serv, 1, teller, nxt))
            log.append(f"{t:>3} {nxt} starts at {teller} after waiting {t - arrived}")
        else:
            free_tellers.append(teller)
            free_tellers.sort()
print("\n".join(log))
h = [(0, "x")]
print(heapq.heapreplace(h, (5, "y")), h, heapq.heappushpop(h, (1, "z")), h)
