yield from [1]
