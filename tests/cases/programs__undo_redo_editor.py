class Command:
    def do(self, doc):
        raise NotImplementedError
    def undo(self, doc):
        raise NotImplementedError

class Insert(Command):
    def __init__(self, pos, text):
        self.pos, self.text = pos, text
    def do(self, doc):
        doc.text = doc.text[:self.pos] + self.text + doc.text[self.pos:]
    def undo(self, doc):
        doc.text = doc.text[:self.pos] + doc.text[self.pos + len(self.text):]
    def __repr__(self):
        return f"Insert({self.pos}, {self.text!r})"

class Delete(Command):
    def __init__(self, pos, length):
        self.pos, self.length = pos, length
        self.removed = None
    def do(self, doc):
        self.removed = doc.text[self.pos:self.pos + self.length]
        doc.text = doc.text[:self.pos] + doc.text[self.pos + self.length:]
    def undo(self, doc):
        doc.text = doc.text[:self.pos] + self.removed + doc.text[self.pos:]
    def __repr__(self):
        return f"Delete({self.pos}, {self.length})"

class Replace(Command):
    def __init__(self, old, new):
        self.old, self.new = old, new
        self.before = None
    def do(self, doc):
        self.before = doc.text
        doc.text = doc.text.replace(self.old, self.new)
    def undo(self, doc):
        doc.text = self.before
    def __repr__(self):
        return f"Replace({self.old!r}, {self.new!r})"

class Editor:
    def __init__(self):
        self.text = ""
        self.undo_stack = []
        self.redo_stack = []

    def run(self, cmd):
        cmd.do(self)
        self.undo_stack.append(cmd)
        self.redo_stack.clear()
        return self

    def undo(self):
        if not self.undo_stack:
            print("  nothing to undo")
            return self
        cmd = self.undo_stack.pop()
        cmd.undo(self)
        self.redo_stack.append(cmd)
        return self

    def redo(self):
        if not self.redo_stack:
            print("  nothing to redo")
            return self
        cmd = self.redo_stack.pop()
        cmd.do(self)
        self.undo_stack.append(cmd)
        return self

    def show(self, label):
        print(f"{label:<14}|{self.text}|  undo={self.undo_stack} redo={len(self.redo_stack)}")

ed = Editor()
ed.run(Insert(0, "hello world")).show("insert")
ed.run(Insert(5, ",")).show("comma")
ed.run(Delete(6, 6)).show("delete")
ed.run(Insert(6, " there")).show("insert2")
ed.undo().show("undo")
ed.undo().show("undo")
ed.redo().show("redo")
ed.run(Replace("l", "L")).show("replace")
ed.redo().show("redo(empty)")
for _ in range(5):
    ed.undo()
ed.show("undo all")
ed.redo().redo().show("redo x2")
