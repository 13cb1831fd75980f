class Node:
    def __init__(self, key):
        self.key = key
        self.left = None
        self.right = None


class BST:
    def __init__(self, keys=()):
        self.root = None
        self.size = 0
        for k in keys:
            self.insert(k)

    def insert(self, key):
        if self.root is None:
            self.root = Node(key)
            self.size += 1
            return
        node = self.root
        while True:
            if key == node.key:
                return
            side = "left" if key < node.key else "right"
            child = node.left if side == "left" else node.right
            if child is None:
                if side == "left":
                    node.left = Node(key)
                else:
                    node.right = Node(key)
                self.size += 1
                return
            node = child

    def __iter__(self):
        stack = []
        node = self.root
        while stack or node:
            while node:
                stack.append(node)
                node = node.left
            node = stack.pop()
            yield node.key
            node = node.right

    def preorder(self, node="root"):
        node = self.root if node == "root" else node
        if node:
            yield node.key
            yield from self.preorder(node.left)
            yield from self.preorder(node.right)

    def height(self, node="root"):
        node = self.root if node == "root" else node
        if node is None:
            return 0
        return 1 + max(self.height(node.left), self.height(node.right))

    def range(self, lo, hi):
        return (k for k in self if lo <= k <= hi)


tree = BST([50, 30, 70, 20, 40, 60, 80, 35, 45, 65, 30, 50])
print("size", tree.size, "height", tree.height())
print("inorder ", list(tree))
print("preorder", list(tree.preorder()))
print("range 33..62:", list(tree.range(33, 62)))
it = iter(tree)
print("smallest three:", next(it), next(it), next(it))
print("sum", sum(tree), "max", max(tree), "count>40", sum(1 for k in tree if k > 40))
words = BST("the quick brown fox jumps over the lazy dog".split())
print(list(words), words.height())
print(list(zip(tree, words)))
