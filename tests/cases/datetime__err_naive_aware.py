from datetime import datetime, timezone, timedelta

deadline = datetime(2024, 5, 1, 17, 0, tzinfo=timezone(timedelta(hours=2)))
submissions = [datetime(2024, 5, 1, 14, 0, tzinfo=timezone.utc), datetime(2024, 5, 1, 16, 0, tzinfo=timezone.utc),
               datetime(2024, 5, 1, 14, 30)]
for s in submissions:
    print(s.isoformat(), "late" if s > deadline else "on time")
