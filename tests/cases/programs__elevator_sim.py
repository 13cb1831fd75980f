class Elevator:
    def __init__(self, floors, capacity=4):
        self.floors = floors
        self.capacity = capacity
        self.floor = 0
        self.direction = 0
        self.riders = []     # list of (name, dest)
        self.log = []

    def step(self, waiting):
        # unload
        leaving = [r for r in self.riders if r[1] == self.floor]
        self.riders = [r for r in self.riders if r[1] != self.floor]
        for name, _ in leaving:
            self.log.append(f"t{self.t}: {name} exits at {self.floor}")
        # load
        queue = waiting.get(self.floor, [])
        while queue and len(self.riders) < self.capacity:
            name, dest = queue.pop(0)
            self.riders.append((name, dest))
            self.log.append(f"t{self.t}: {name} boards at {self.floor} -> {dest}")
        # choose direction
        targets = [d for _, d in self.riders] + [f for f, q in waiting.items() if q]
        if not targets:
            self.direction = 0
            return False
        if self.direction == 0:
            self.direction = 1 if max(targets) > self.floor else -1
        ahead = [t for t in targets if (t - self.floor) * self.direction > 0]
        if not ahead:
            self.direction = -self.direction
        if any(t != self.floor for t in targets):
            self.floor += self.direction
        return True

    def run(self, waiting, max_steps=50):
        self.t = 0
        while self.t < max_steps and self.step(waiting):
            self.t += 1
        return self.t

waiting = {
    0: [("ann", 5), ("ben", 3)],
    2: [("cy", 0)],
    4: [("dee", 6), ("eve", 1), ("fay", 6)],
    6: [("gus", 2)],
}
e = Elevator(7, capacity=3)
steps = e.run(waiting)
print("\n".join(e.log))
print("finished in", steps, "steps at floor", e.floor)
print("left waiting:", {f: q for f, q in waiting.items() if q})
