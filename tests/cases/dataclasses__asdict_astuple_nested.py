from dataclasses import dataclass, field, asdict, astuple
from collections import namedtuple

Pair = namedtuple('Pair', 'lo hi')


@dataclass
class Address:
    street: str
    city: str


@dataclass
class Person:
    name: str
    age: int
    address: Address
    emails: list = field(default_factory=list)
    scores: dict = field(default_factory=dict)
    span: tuple = (0, 0)


alice = Person('Alice', 30, Address('1 Main', 'Springfield'), ['a@x.org'], {'math': [90, 95]}, (1, 2))
d = asdict(alice)
print(d)
print(astuple(alice))
d['emails'].append('changed@x.org')
d['scores']['math'].append(0)
d['address']['city'] = 'Elsewhere'
print(alice.emails, alice.scores, alice.address.city)
print(asdict(alice)['address'] == {'street': '1 Main', 'city': 'Springfield'})
print(asdict(alice, dict_factory=lambda items: [k for k, _ in items]))
print(astuple(alice, tuple_factory=list))


@dataclass
class Team:
    lead: Person
    members: list
    ranges: list = field(default_factory=list)


team = Team(alice, [Person('Bob', 25, Address('2 Side', 'Shelbyville'))], [Pair(1, 5)])
td = asdict(team)
print(td['members'][0]['address']['city'], type(td['members'][0]).__init__ is not None)
print(td['ranges'], astuple(team)[2])
try:
    asdict(Address)
except TypeError as e:
    print(e)
try:
    astuple({'a': 1})
except TypeError as e:
    print(e)
