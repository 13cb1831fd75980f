# expect: Limit: WhileIterations
# limits: max_while_iterations=10000 timeout=5
# The final value is converted for the host after the program ends: its __repr__ still runs
# under the limits, and a limit it reaches ends the run.
class Bomb:
    def __repr__(self):
        while True:
            pass
Bomb()
