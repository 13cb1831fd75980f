class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next

class LinkedList:
    def __init__(self, items=()):
        self.head = None
        self.size = 0
        for item in reversed(list(items)):
            self.push_front(item)

    def push_front(self, value):
        self.head = Node(value, self.head)
        self.size += 1

    def append(self, value):
        node = Node(value)
        if self.head is None:
            self.head = node
        else:
            cur = self.head
            while cur.next:
                cur = cur.next
            cur.next = node
        self.size += 1

    def __iter__(self):
        cur = self.head
        while cur:
            yield cur.value
            cur = cur.next

    def __len__(self):
        return self.size

    def __getitem__(self, index):
        if index < 0:
            index += self.size
        for i, v in enumerate(self):
            if i == index:
                return v
        raise IndexError("linked list index out of range")

    def __contains__(self, value):
        return any(v == value for v in self)

    def remove(self, value):
        prev, cur = None, self.head
        while cur:
            if cur.value == value:
                if prev is None:
                    self.head = cur.next
                else:
                    prev.next = cur.next
                self.size -= 1
                return True
            prev, cur = cur, cur.next
        return False

    def reverse(self):
        prev, cur = None, self.head
        while cur:
            cur.next, prev, cur = prev, cur, cur.next
        self.head = prev

    def __repr__(self):
        return " -> ".join(repr(v) for v in self) + " -> None" if self.head else "None"

    def __eq__(self, other):
        return list(self) == list(other)

ll = LinkedList([1, 2, 3])
ll.append(4)
ll.push_front(0)
print(ll, len(ll))
print(ll[0], ll[-1], ll[2], 3 in ll, 9 in ll)
print(ll.remove(0), ll.remove(3), ll.remove(99), ll)
ll.reverse()
print(ll, list(ll), sum(ll))
print(LinkedList(), len(LinkedList()), LinkedList("ab") == LinkedList(["a", "b"]))
words = LinkedList(["pear", "fig", "apple"])
print(sorted(words), max(words, key=len), [w.upper() for w in words])
try:
    ll[10]
except IndexError as e:
    print("IndexError:", e)
