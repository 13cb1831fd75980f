import operator


class Address:
    def __init__(self, city, zipcode):
        self.city = city
        self.zipcode = zipcode


class Person:
    def __init__(self, name, age, city, zipcode):
        self.name = name
        self.age = age
        self.address = Address(city, zipcode)

    def __repr__(self):
        return f"Person({self.name!r})"


people = [Person("ann", 31, "Oslo", "0150"), Person("ben", 25, "Bergen", "5003"), Person("cid", 31, "Aalborg", "9000"), Person("dee", 25, "Oslo", "0151")]
print(sorted(people, key=operator.attrgetter("age", "name")))
print(sorted(people, key=operator.attrgetter("address.city")))
print([operator.attrgetter("name", "address.zipcode")(p) for p in people])
get_city = operator.attrgetter("address.city")
by_city = {}
for p in people:
    by_city.setdefault(get_city(p), []).append(p.name)
print(sorted(by_city.items()))
print(repr(operator.attrgetter("a.b", "c")), repr(get_city), repr(operator.attrgetter("x")))
print(operator.attrgetter("upper")("abc")(), operator.attrgetter("address")(people[0]).zipcode, operator.attrgetter("count", "index")("aba")[0]("a"))

for call in [lambda: operator.attrgetter("missing")(people[0]), lambda: operator.attrgetter("address.street")(people[0]),
             lambda: operator.attrgetter("a..b")(people[0]), lambda: operator.attrgetter(5), lambda: operator.attrgetter("a", 5),
             lambda: operator.attrgetter(), lambda: get_city(), lambda: get_city(people[0], people[1]), lambda: get_city(obj=1)]:
    try:
        call()
    except (AttributeError, TypeError) as exc:
        print(type(exc) is TypeError, exc)
