class Node:
    def __init__(self, val, nxt=None):
        self.val = val
        self.next = nxt

head = Node(1, Node(2, Node(3)))
cur = head
while cur is not None:
    print(cur.val)
    cur = cur.next
try:
    "text".push("x")
except AttributeError as e:
    print("AttributeError", e)
print(head.next.next.next.val)
