class TrieNode:
    def __init__(self):
        self.children = {}
        self.count = 0
        self.terminal = False

class Trie:
    def __init__(self, words=()):
        self.root = TrieNode()
        self.size = 0
        for w in words:
            self.insert(w)

    def insert(self, word):
        node = self.root
        for ch in word:
            node = node.children.setdefault(ch, TrieNode())
            node.count += 1
        if not node.terminal:
            self.size += 1
        node.terminal = True

    def _walk(self, prefix):
        node = self.root
        for ch in prefix:
            node = node.children.get(ch)
            if node is None:
                return None
        return node

    def __contains__(self, word):
        node = self._walk(word)
        return node is not None and node.terminal

    def __len__(self):
        return self.size

    def complete(self, prefix, limit=None):
        node = self._walk(prefix)
        if node is None:
            return []
        out = []
        def dfs(n, acc):
            if limit is not None and len(out) >= limit:
                return
            if n.terminal:
                out.append(acc)
            for ch in sorted(n.children):
                dfs(n.children[ch], acc + ch)
        dfs(node, prefix)
        return out

    def prefix_count(self, prefix):
        node = self._walk(prefix)
        return node.count if node else 0

    def longest_common_prefix(self):
        node, out = self.root, ""
        while len(node.children) == 1 and not node.terminal:
            ch = next(iter(node.children))
            out += ch
            node = node.children[ch]
        return out

words = "car card care careful cart cat catalog dog dot dove do".split()
t = Trie(words)
t.insert("car")
print(len(t), "car" in t, "ca" in t, "dove" in t, "doves" in t)
for p in ["car", "ca", "do", "x", ""]:
    print(f"{p!r:>6}: {t.complete(p, limit=5)}  count={t.prefix_count(p)}")
print(Trie(["interview", "internet", "internal", "interval"]).longest_common_prefix())
print(Trie(["same", "same"]).longest_common_prefix(), len(Trie(["same", "same"])))
print(Trie().complete("a"), Trie(["a"]).longest_common_prefix())
