# expect: ok
# expect: Exception: NotImplementedError
# expect: Exception: TypeError
# limits: timeout=2
# smolagents issue #2395: an object left in the state with a __del__/__eq__ "time bomb"
# the host later triggers outside the limits. Here __del__ must never run host-side code
# past the limits: it is either unsupported or runs inside the run.
class Bomb:
    def __del__(self):
        while True:
            pass
    def __eq__(self, other):
        while True:
            pass
b = Bomb()
