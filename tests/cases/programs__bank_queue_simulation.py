class Customer:
    def __init__(self, cid, arrival, service):
        self.cid, self.arrival, self.service = cid, arrival, service
        self.start = None

class Teller:
    def __init__(self, name):
        self.name = name
        self.busy_until = 0
        self.served = []

def lcg(seed):
    state = seed
    def rand(n):
        nonlocal state
        state = (state * 1103515245 + 12345) % (2 ** 31)
        return state % n
    return rand

rand = lcg(42)
customers = []
t = 0
for i in range(12):
    t += rand(4)
    customers.append(Customer(i + 1, t, 2 + rand(6)))

def simulate(n_tellers):
    tellers = [Teller(chr(ord("A") + i)) for i in range(n_tellers)]
    queue = [Customer(c.cid, c.arrival, c.service) for c in customers]
    done = []
    for c in queue:
        teller = min(tellers, key=lambda tl: (tl.busy_until, tl.name))
        c.start = max(c.arrival, teller.busy_until)
        teller.busy_until = c.start + c.service
        teller.served.append(c.cid)
        done.append(c)
    waits = [c.start - c.arrival for c in done]
    finish = max(tl.busy_until for tl in tellers)
    return tellers, waits, finish

print("arrivals:", [(c.cid, c.arrival, c.service) for c in customers])
for n in (1, 2, 3):
    tellers, waits, finish = simulate(n)
    avg = sum(waits) / len(waits)
    print(f"tellers={n} avg_wait={avg:.2f} max_wait={max(waits)} finish={finish}")
    for tl in tellers:
        print(f"   {tl.name}: {tl.served}")
