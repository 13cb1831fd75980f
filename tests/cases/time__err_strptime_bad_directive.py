import time

formats = ["%Y-%m-%d", "%d/%m/%Y", "%Y.%m.%d %i"]
for f in formats:
    text = time.strftime(f.replace(" %i", ""), (2024, 6, 30, 0, 0, 0, 6, 182, 0))
    print(f, text, time.strptime(text + (" 1" if "%i" in f else ""), f)[:3])
