class A:
  def f(self):
    return 1
  return 2
