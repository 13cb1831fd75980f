print(*a if b else c)
x = *a
