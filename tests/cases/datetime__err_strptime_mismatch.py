from datetime import datetime

rows = ["2024-01-15 08:30", "2024-01-16 09:05", "16/01/2024 10:00"]
for row in rows:
    when = datetime.strptime(row, "%Y-%m-%d %H:%M")
    print(when, when.strftime("%A"))
