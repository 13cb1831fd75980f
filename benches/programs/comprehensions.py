# List, dict and set comprehensions with a filter.
squares = [i * i for i in range(60000)]
evens = {i: i // 2 for i in range(30000) if i % 2 == 0}
residues = {i % 1013 for i in range(60000)}
result = (len(squares), len(evens), len(residues), squares[-1])
result
