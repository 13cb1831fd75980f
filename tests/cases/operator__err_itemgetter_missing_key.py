import operator

orders = [{"id": 1, "total": 9.5}, {"id": 2, "total": 3.25}, {"id": 3}]
get_total = operator.itemgetter("total")
for o in orders[:2]:
    print(o["id"], get_total(o))
print(sorted(orders, key=get_total))
