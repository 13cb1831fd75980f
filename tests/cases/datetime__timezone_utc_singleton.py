from datetime import timezone, timedelta, UTC

print(timezone(timedelta(0)) is timezone.utc, timezone(offset=timedelta(0)) is UTC)
print(timezone(timedelta(0), "UTC") is timezone.utc, timezone(timedelta(0), "UTC") == timezone.utc)
print(timezone(timedelta(hours=1)) is timezone.utc, timezone(timedelta(hours=1)))
print(repr(timezone.utc), str(timezone(timedelta(0))), timezone.utc.utcoffset(None))

try:
    timezone(None)
except TypeError as e:
    print("TypeError:", e)
