def f():
  x = yield
  return 1
print("ok")
for i in range(2):
  try:
    continue
  finally:
    print(i)
