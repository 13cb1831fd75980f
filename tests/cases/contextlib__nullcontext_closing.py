from contextlib import nullcontext, closing

class Connection:
    def __init__(self, name):
        self.name = name
        self.open = True
    def query(self, q):
        return f'{self.name}:{q}'
    def close(self):
        self.open = False
        print('closed', self.name)

with closing(Connection('db1')) as conn:
    print(conn.query('select 1'), conn.open)
print(conn.open)
try:
    with closing(Connection('db2')) as c2:
        raise ValueError('query failed')
except ValueError as e:
    print('error', e, c2.open)

def process(data, lock=None):
    with lock if lock is not None else nullcontext() as guard:
        return f'{sum(data)} with {guard}'
print(process([1, 2, 3]))
with nullcontext(42) as n:
    print(n)
with nullcontext() as n:
    print(n)
with nullcontext({'k': 'v'}) as d:
    d['k2'] = 'v2'
    print(d)
