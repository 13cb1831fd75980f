# expect: Limit: WhileIterations
# limits: max_while_iterations=10000
# Converting an argument for a tool calls the program's __repr__: under the run's limits.
class Bomb:
    def __repr__(self):
        while True:
            pass
echo(Bomb())
