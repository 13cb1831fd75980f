def f():
  class A:
    (x for x in (yield))
