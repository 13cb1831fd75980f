import math

# Softmax without the max-subtraction trick: fine for small logits, overflows for large ones.
def softmax(logits):
    exps = [math.exp(v) for v in logits]
    total = math.fsum(exps)
    return [e / total for e in exps]


print([round(p, 6) for p in softmax([1.0, 2.0, 3.0])])
print([round(p, 6) for p in softmax([-5.0, 0.0, 5.0, 10.0])])
print(softmax([100.0, 500.0, 1000.0]))
