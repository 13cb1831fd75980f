"""from __future__ import annotations is accepted; class-body annotations are then not
evaluated, so forward references to names defined later work (dataclasses included)."""
from __future__ import annotations

from dataclasses import dataclass, field, fields


@dataclass
class Node:
    value: int
    next: Node | None = None
    children: list[Node] = field(default_factory=list)
    parent: UndefinedName = None


n = Node(1, Node(2))
print(n)
print([f.name for f in fields(Node)])
print([f.type for f in fields(Node)])


class Tree:
    root: Tree
    size: int = 0


print(Tree.size)


def walk(node: Node | None) -> list[int]:
    out = []
    while node is not None:
        out.append(node.value)
        node = node.next
    return out


print(walk(n))
