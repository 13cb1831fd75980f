class BST:
    class _Node:
        def __init__(self, key, val):
            self.key, self.val = key, val
            self.left = self.right = None

    def __init__(self):
        self.root = None
        self.count = 0

    def insert(self, key, val=None):
        def _ins(node):
            if node is None:
                self.count += 1
                return BST._Node(key, val)
            if key < node.key:
                node.left = _ins(node.left)
            elif key > node.key:
                node.right = _ins(node.right)
            else:
                node.val = val
            return node
        self.root = _ins(self.root)

    def get(self, key, default=None):
        node = self.root
        while node:
            if key == node.key:
                return node.val
            node = node.left if key < node.key else node.right
        return default

    def inorder(self):
        out = []
        def walk(n):
            if n:
                walk(n.left)
                out.append(n.key)
                walk(n.right)
        walk(self.root)
        return out

    def height(self, node="root"):
        if node == "root":
            node = self.root
        if node is None:
            return 0
        return 1 + max(self.height(node.left), self.height(node.right))

    def min_max(self):
        lo = hi = self.root
        while lo.left:
            lo = lo.left
        while hi.right:
            hi = hi.right
        return lo.key, hi.key

    def range_query(self, lo, hi):
        out = []
        def walk(n):
            if n is None:
                return
            if lo < n.key:
                walk(n.left)
            if lo <= n.key <= hi:
                out.append((n.key, n.val))
            if n.key < hi:
                walk(n.right)
        walk(self.root)
        return out

    def render(self):
        lines = []
        def walk(n, depth):
            if n:
                walk(n.right, depth + 1)
                lines.append("    " * depth + str(n.key))
                walk(n.left, depth + 1)
        walk(self.root, 0)
        return "\n".join(lines)

t = BST()
for k in [50, 30, 70, 20, 40, 60, 80, 35, 45, 65]:
    t.insert(k, f"v{k}")
t.insert(40, "updated")
print(t.inorder(), t.count)
print(t.get(40), t.get(65), t.get(99, "missing"))
print("height", t.height(), "min/max", t.min_max())
print(t.range_query(33, 62))
print(t.render())

words = BST()
for w in "the quick brown fox jumps over the lazy dog".split():
    words.insert(w, words.get(w, 0) + 1)
print(words.inorder(), words.get("the"))
