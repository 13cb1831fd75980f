from contextlib import contextmanager, suppress

class Ledger:
    def __init__(self):
        self.balances = {'alice': 100, 'bob': 50}
        self.history = []

    @contextmanager
    def transaction(self, label):
        snapshot = dict(self.balances)
        try:
            yield self
        except Exception as e:
            self.balances = snapshot
            self.history.append(f'{label}: rolled back ({e})')
            raise
        else:
            self.history.append(f'{label}: committed')

    def transfer(self, src, dst, amount):
        if self.balances[src] < amount:
            raise ValueError(f'{src} has insufficient funds')
        self.balances[src] -= amount
        self.balances[dst] += amount

ledger = Ledger()
with ledger.transaction('t1') as l:
    l.transfer('alice', 'bob', 30)
with suppress(ValueError):
    with ledger.transaction('t2') as l:
        l.transfer('bob', 'alice', 10)
        l.transfer('bob', 'alice', 500)
try:
    with ledger.transaction('t3') as l:
        l.transfer('alice', 'carol', 5)
except KeyError as e:
    print('unknown account', e)
print(ledger.balances)
print('\n'.join(ledger.history))
