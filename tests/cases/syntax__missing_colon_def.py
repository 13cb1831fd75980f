def total(prices)
    return sum(prices)
