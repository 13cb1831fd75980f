class Observable:
    def __init__(self):
        self._observers = []

    def subscribe(self, fn, *, when=None):
        self._observers.append((fn, when))
        def unsubscribe():
            self._observers[:] = [(f, w) for f, w in self._observers if f is not fn]
        return unsubscribe

    def notify(self, event, value):
        for fn, when in list(self._observers):
            if when is None or when(event, value):
                fn(event, value)

class Stock(Observable):
    def __init__(self, symbol, price):
        super().__init__()
        self.symbol = symbol
        self._price = price

    @property
    def price(self):
        return self._price

    @price.setter
    def price(self, new):
        old = self._price
        self._price = new
        change = (new - old) / old * 100
        self.notify("price", (self.symbol, old, new, round(change, 2)))

class Portfolio:
    def __init__(self):
        self.holdings = {}
        self.alerts = []

    def on_price(self, event, value):
        sym, old, new, pct = value
        qty = self.holdings.get(sym, 0)
        print(f"  portfolio: {sym} {old}->{new} ({pct:+.2f}%), position value {qty * new:.2f}")

def big_move(event, value):
    return abs(value[3]) >= 5

acme = Stock("ACME", 100.0)
globex = Stock("GLBX", 40.0)
pf = Portfolio()
pf.holdings = {"ACME": 10, "GLBX": 50}
log = []
unsub_pf_acme = acme.subscribe(pf.on_price)
globex.subscribe(pf.on_price)
acme.subscribe(lambda e, v: pf.alerts.append(f"ALERT {v[0]} {v[3]:+}%"), when=big_move)
globex.subscribe(lambda e, v: pf.alerts.append(f"ALERT {v[0]} {v[3]:+}%"), when=big_move)
acme.subscribe(lambda e, v: log.append(v[2]))

for stock, price in [(acme, 102.0), (globex, 36.0), (acme, 95.0), (globex, 36.5)]:
    print(f"set {stock.symbol} = {price}")
    stock.price = price
unsub_pf_acme()
print("after unsubscribe:")
acme.price = 120.0
print(pf.alerts)
print(log)
