# expect: Exception: AttributeError: 'coroutine' object has no attribute 'cr_frame'
# expect: Exception: NotImplementedError
# expect: Syntax
async def co():
    return 1
c = co()
print(c.cr_frame)
print("ESCAPED")
