class LibraryError(Exception):
    pass

class NotAvailable(LibraryError):
    def __init__(self, title, holder):
        super().__init__(f"{title!r} is checked out by {holder}")
        self.title = title

class LimitExceeded(LibraryError):
    pass

class Book:
    def __init__(self, isbn, title, author):
        self.isbn, self.title, self.author = isbn, title, author
        self.holder = None
        self.times_borrowed = 0

    def __repr__(self):
        status = f"out:{self.holder}" if self.holder else "in"
        return f"Book({self.title!r}, {status})"

class Member:
    MAX_BOOKS = 2
    def __init__(self, name):
        self.name = name
        self.books = []

class Library:
    def __init__(self):
        self.catalog = {}
        self.members = {}
        self.day = 0
        self.ledger = []

    def add_book(self, *args):
        b = Book(*args)
        self.catalog[b.isbn] = b

    def join(self, name):
        self.members[name] = Member(name)

    def checkout(self, name, isbn):
        member = self.members[name]
        book = self.catalog[isbn]
        if book.holder is not None:
            raise NotAvailable(book.title, book.holder)
        if len(member.books) >= member.MAX_BOOKS:
            raise LimitExceeded(f"{name} already has {len(member.books)} books")
        book.holder = name
        book.times_borrowed += 1
        member.books.append(book)
        self.ledger.append((self.day, "out", name, isbn))

    def checkin(self, isbn):
        book = self.catalog[isbn]
        member = self.members[book.holder]
        member.books.remove(book)
        self.ledger.append((self.day, "in", book.holder, isbn))
        book.holder = None

    def search(self, text):
        text = text.lower()
        return sorted(b.title for b in self.catalog.values()
                      if text in b.title.lower() or text in b.author.lower())

lib = Library()
for args in [("111", "Dune", "Herbert"), ("222", "Emma", "Austen"),
             ("333", "Persuasion", "Austen"), ("444", "Neuromancer", "Gibson")]:
    lib.add_book(*args)
for m in ["ann", "ben"]:
    lib.join(m)

actions = [("ann", "111"), ("ben", "111"), ("ann", "222"), ("ann", "333"),
           ("ben", "444"), ("zed", "111"), ("ben", "999")]
for who, isbn in actions:
    lib.day += 1
    try:
        lib.checkout(who, isbn)
        print(f"day {lib.day}: {who} took {lib.catalog[isbn].title}")
    except LibraryError as e:
        print(f"day {lib.day}: refused ({type(e) is NotAvailable and 'NotAvailable' or 'LimitExceeded'}): {e}")
    except KeyError as e:
        print(f"day {lib.day}: unknown {e}")
lib.checkin("111")
lib.checkout("ben", "111")
print(list(lib.catalog.values()))
print({n: [b.title for b in m.books] for n, m in lib.members.items()})
print(lib.search("austen"), lib.search("UN"))
print(max(lib.catalog.values(), key=lambda b: b.times_borrowed).title)
print(lib.ledger[-3:])
