import time

report = [(2024, m, 1, 9, 0, 0, 0, 1, 0) for m in (11, 12, 13)]
for row in report:
    print(time.strftime("%b %Y: %H:%M", row))
