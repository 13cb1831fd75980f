limit = 10_000_
