audit = []

def process(record):
    try:
        return record["value"] * 2
    except KeyError:
        audit.append("missing value in " + str(record))
        raise

records = [{"value": 1}, {"value": 5}, {"id": 3}]
for rec in records[:2]:
    print(process(rec))
try:
    process(records[2])
except KeyError:
    print("audit:", audit)
process({"other": 1})
