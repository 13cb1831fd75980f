slots = range(9, 18)
bookings = [("ann", 9), ("bob", 12), ("cid", 18), ("dee", 8), ("eve", 17), ("fay", 12)]
taken = {}
for who, hour in bookings:
    if hour not in slots:
        print(f"{who}: {hour}:00 outside {slots.start}-{slots.stop}")
    elif hour in taken:
        print(f"{who}: {hour}:00 already taken by {taken[hour]}")
    else:
        taken[hour] = who
        print(f"{who}: booked {hour}:00")
free = [h for h in slots if h not in taken]
print("free:", free, len(free), "of", len(slots))
