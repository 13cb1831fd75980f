try:
    pass
except E as __debug__:
    pass
