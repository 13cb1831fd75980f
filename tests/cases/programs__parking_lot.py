class ParkingError(Exception):
    pass

class Vehicle:
    size = 1
    def __init__(self, plate):
        self.plate = plate
    def __repr__(self):
        return f"{self.kind()}({self.plate})"
    def kind(self):
        return "Vehicle"

class Motorcycle(Vehicle):
    size = 1
    def kind(self):
        return "Moto"

class Car(Vehicle):
    size = 2
    def kind(self):
        return "Car"

class Bus(Vehicle):
    size = 4
    def kind(self):
        return "Bus"

class Lot:
    RATE = {1: 1.0, 2: 2.5, 4: 6.0}

    def __init__(self, spots):
        self.spots = [None] * spots
        self.where = {}
        self.earned = 0.0

    def _find_run(self, n):
        run = 0
        for i, s in enumerate(self.spots):
            run = run + 1 if s is None else 0
            if run == n:
                return i - n + 1
        return -1

    def park(self, v, time):
        if v.plate in self.where:
            raise ParkingError(f"{v.plate} already parked")
        start = self._find_run(v.size)
        if start < 0:
            raise ParkingError(f"no room for {v!r}")
        for i in range(start, start + v.size):
            self.spots[i] = v.plate
        self.where[v.plate] = (start, v, time)
        return start

    def leave(self, plate, time):
        start, v, t0 = self.where.pop(plate)
        for i in range(start, start + v.size):
            self.spots[i] = None
        hours = max(1, -(-(time - t0) // 60))
        fee = hours * self.RATE[v.size]
        self.earned += fee
        return fee

    def show(self):
        return "".join("." if s is None else s[0] for s in self.spots)

lot = Lot(10)
events = [
    ("park", Car("C1"), 0), ("park", Bus("B1"), 5), ("park", Motorcycle("M1"), 10),
    ("park", Car("C2"), 15), ("park", Car("C3"), 20), ("leave", "B1", 130),
    ("park", Car("C3"), 140), ("park", Car("C1"), 150), ("leave", "C1", 61),
    ("leave", "ZZ", 200), ("park", Motorcycle("M2"), 210), ("leave", "M1", 300),
]
for ev in events:
    kind = ev[0]
    try:
        if kind == "park":
            spot = lot.park(ev[1], ev[2])
            print(f"t={ev[2]:>3} park {ev[1]!r:<10} at {spot}  [{lot.show()}]")
        else:
            fee = lot.leave(ev[1], ev[2])
            print(f"t={ev[2]:>3} {ev[1]} leaves, fee {fee:.2f}  [{lot.show()}]")
    except ParkingError as e:
        print(f"t={ev[2]:>3} ParkingError: {e}")
    except KeyError as e:
        print(f"t={ev[2]:>3} KeyError: {e}")
print(f"earned {lot.earned:.2f}; parked {sorted(lot.where)}")
