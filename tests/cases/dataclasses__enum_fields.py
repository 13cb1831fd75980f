from dataclasses import dataclass, field, asdict, replace
from enum import Enum, auto


class Status(Enum):
    TODO = auto()
    DOING = auto()
    DONE = auto()


class Priority(Enum):
    LOW = 1
    HIGH = 2


@dataclass(order=True)
class Task:
    priority_rank: int = field(init=False, repr=False)
    title: str
    priority: Priority = Priority.LOW
    status: Status = Status.TODO
    tags: list = field(default_factory=list, compare=False)

    def __post_init__(self):
        self.priority_rank = -self.priority.value


board = [
    Task('write docs', tags=['docs']),
    Task('fix crash', Priority.HIGH, Status.DOING),
    Task('release', Priority.HIGH),
    Task('refactor', status=Status.DONE),
]
board[0] = replace(board[0], status=Status.DOING)
for t in sorted(board):
    print(f"{t.priority.name:<5}{t.status.name:<6}{t.title}")
by_status = {s: [t.title for t in board if t.status is s] for s in Status}
for s, titles in by_status.items():
    print(s, titles)
print(asdict(board[1]))
print(board[2])
open_high = [t.title for t in board if t.priority is Priority.HIGH and t.status is not Status.DONE]
print(open_high)
