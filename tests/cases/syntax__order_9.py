def f(a):
  global b
  b: int
