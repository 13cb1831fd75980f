"""Text wrapping and filling (the `textwrap` module), written for ophis.

CPython splits text into chunks with a verbose regular expression (`wordsep_re`); this
module splits by hand, following that expression's alternatives, their order and its lazy
and greedy quantifiers exactly, so that the chunks (and therefore the wrapped lines) are
the same. dedent's regular expressions are likewise replaced by their line-by-line meaning.
The TextWrapper class attributes holding compiled regular expressions (`wordsep_re`,
`wordsep_simple_re`, `sentence_end_re`) are not provided.
"""

_whitespace = '\t\n\x0b\x0c\r '
_WS = frozenset(_whitespace)
_PUNCT = frozenset('!"\'&.,?')
_LOWER = frozenset('abcdefghijklmnopqrstuvwxyz')


def _is_w(c):
    # `\w` for str patterns: alphanumeric characters and the underscore.
    return c.isalnum() or c == '_'


def _is_letter(c):
    # `[^\d\W]`: a word character that is not a decimal digit (the underscore counts).
    return (c.isalnum() or c == '_') and not c.isdecimal()


def _is_wp(c):
    # `[\w!"\'&.,?]`
    return c in _PUNCT or c.isalnum() or c == '_'


def _dashes_then_w(text, i, n):
    """Whether `-{2,}\\w` matches at i."""
    j = i
    while j < n and text[j] == '-':
        j += 1
    return j - i >= 2 and j < n and _is_w(text[j])


def _split_words(text):
    """The non-empty pieces of `TextWrapper.wordsep_re.split(text)`."""
    chunks = []
    n = len(text)
    p = 0
    while p < n:
        c = text[p]
        if c in _WS:
            # Alternative 1: a run of whitespace.
            e = p + 1
            while e < n and text[e] in _WS:
                e += 1
            chunks.append(text[p:e])
            p = e
            continue
        if c == '-' and p > 0 and _is_wp(text[p - 1]):
            # Alternative 2: an em-dash between words, `(?<=wp) -{2,} (?=\w)`.
            e = p
            while e < n and text[e] == '-':
                e += 1
            if e - p >= 2 and e < n and _is_w(text[e]):
                chunks.append(text[p:e])
                p = e
                continue
        # Alternative 3: a word, `nws+?` followed by a hyphenation point, the end of the
        # word, or an em-dash; the lazy quantifier tries the shortest word first.
        e = p + 1
        while True:
            if e < n and text[e] == '-':
                # `-(?: (?<=lt{2}-) | (?<=lt-lt-)) (?= lt -? lt)`
                behind = (e >= 2 and _is_letter(text[e - 1]) and _is_letter(text[e - 2])) or (
                    e >= 3 and _is_letter(text[e - 1]) and text[e - 2] == '-' and _is_letter(text[e - 3]))
                if behind and e + 2 < n and _is_letter(text[e + 1]):
                    nxt = text[e + 2]
                    if _is_letter(nxt) or (nxt == '-' and e + 3 < n and _is_letter(text[e + 3])):
                        e += 1
                        break
            if e >= n or text[e] in _WS:
                break
            if _is_wp(text[e - 1]) and _dashes_then_w(text, e, n):
                break
            e += 1
        chunks.append(text[p:e])
        p = e
    return chunks


def _split_simple(text):
    """The non-empty pieces of `TextWrapper.wordsep_simple_re.split(text)`."""
    chunks = []
    n = len(text)
    p = 0
    while p < n:
        ws = text[p] in _WS
        e = p + 1
        while e < n and (text[e] in _WS) == ws:
            e += 1
        chunks.append(text[p:e])
        p = e
    return chunks


def _sentence_end(chunk):
    # `[a-z][\.\!\?][\"\']?\Z`
    n = len(chunk)
    if n >= 2 and chunk[-1] in '.!?' and chunk[-2] in _LOWER:
        return True
    return n >= 3 and chunk[-1] in '"\'' and chunk[-2] in '.!?' and chunk[-3] in _LOWER


class TextWrapper:
    """Object for wrapping/filling text."""

    unicode_whitespace_trans = dict.fromkeys([ord(c) for c in _whitespace], ord(' '))

    def __init__(self,
                 width=70,
                 initial_indent="",
                 subsequent_indent="",
                 expand_tabs=True,
                 replace_whitespace=True,
                 fix_sentence_endings=False,
                 break_long_words=True,
                 drop_whitespace=True,
                 break_on_hyphens=True,
                 tabsize=8,
                 *,
                 max_lines=None,
                 placeholder=' [...]'):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    def _munge_whitespace(self, text):
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        if self.replace_whitespace:
            text = text.translate(self.unicode_whitespace_trans)
        return text

    def _split(self, text):
        if self.break_on_hyphens is True:
            return _split_words(text)
        return _split_simple(text)

    def _fix_sentence_endings(self, chunks):
        i = 0
        while i < len(chunks) - 1:
            if chunks[i + 1] == " " and _sentence_end(chunks[i]):
                chunks[i + 1] = "  "
                i += 2
            else:
                i += 1

    def _handle_long_word(self, reversed_chunks, cur_line, cur_len, width):
        # Make sure at least one character is stripped off on every pass, even when the
        # indent is wider than the width.
        if width < 1:
            space_left = 1
        else:
            space_left = width - cur_len

        if self.break_long_words:
            end = space_left
            chunk = reversed_chunks[-1]
            if self.break_on_hyphens and len(chunk) > space_left:
                # Break after the last hyphen, if there are non-hyphens before it.
                hyphen = chunk.rfind('-', 0, space_left)
                if hyphen > 0 and any(c != '-' for c in chunk[:hyphen]):
                    end = hyphen + 1
            cur_line.append(chunk[:end])
            reversed_chunks[-1] = chunk[end:]
        elif not cur_line:
            cur_line.append(reversed_chunks.pop())

    def _wrap_chunks(self, chunks):
        lines = []
        if self.width <= 0:
            raise ValueError("invalid width %r (must be > 0)" % self.width)
        if self.max_lines is not None:
            if self.max_lines > 1:
                indent = self.subsequent_indent
            else:
                indent = self.initial_indent
            if len(indent) + len(self.placeholder.lstrip()) > self.width:
                raise ValueError("placeholder too large for max width")

        # Reversed, so that chunks can be popped from the end.
        chunks.reverse()

        while chunks:
            cur_line = []
            cur_len = 0

            if lines:
                indent = self.subsequent_indent
            else:
                indent = self.initial_indent

            width = self.width - len(indent)

            # A line does not start with whitespace, except the very first one.
            if self.drop_whitespace and chunks[-1].strip() == '' and lines:
                del chunks[-1]

            while chunks:
                l = len(chunks[-1])
                if cur_len + l <= width:
                    cur_line.append(chunks.pop())
                    cur_len += l
                else:
                    break

            # The next chunk is too big to fit on any line.
            if chunks and len(chunks[-1]) > width:
                self._handle_long_word(chunks, cur_line, cur_len, width)
                cur_len = sum(map(len, cur_line))

            if self.drop_whitespace and cur_line and cur_line[-1].strip() == '':
                cur_len -= len(cur_line[-1])
                del cur_line[-1]

            if cur_line:
                if (self.max_lines is None or
                    len(lines) + 1 < self.max_lines or
                    (not chunks or
                     self.drop_whitespace and
                     len(chunks) == 1 and
                     not chunks[0].strip()) and cur_len <= width):
                    lines.append(indent + ''.join(cur_line))
                else:
                    while cur_line:
                        if (cur_line[-1].strip() and
                                cur_len + len(self.placeholder) <= width):
                            cur_line.append(self.placeholder)
                            lines.append(indent + ''.join(cur_line))
                            break
                        cur_len -= len(cur_line[-1])
                        del cur_line[-1]
                    else:
                        if lines:
                            prev_line = lines[-1].rstrip()
                            if (len(prev_line) + len(self.placeholder) <=
                                    self.width):
                                lines[-1] = prev_line + self.placeholder
                                break
                        lines.append(indent + self.placeholder.lstrip())
                    break

        return lines

    def _split_chunks(self, text):
        text = self._munge_whitespace(text)
        return self._split(text)

    def wrap(self, text):
        chunks = self._split_chunks(text)
        if self.fix_sentence_endings:
            self._fix_sentence_endings(chunks)
        return self._wrap_chunks(chunks)

    def fill(self, text):
        return "\n".join(self.wrap(text))


def wrap(text, width=70, **kwargs):
    """Wrap a single paragraph of text, returning a list of wrapped lines."""
    w = TextWrapper(width=width, **kwargs)
    return w.wrap(text)


def fill(text, width=70, **kwargs):
    """Fill a single paragraph of text, returning a new string."""
    w = TextWrapper(width=width, **kwargs)
    return w.fill(text)


def shorten(text, width, **kwargs):
    """Collapse and truncate the given text to fit in the given width."""
    w = TextWrapper(width=width, max_lines=1, **kwargs)
    return w.fill(' '.join(text.strip().split()))


def dedent(text):
    """Remove any common leading whitespace from every line in `text`."""
    # CPython: lines made only of spaces and tabs become empty (`^[ \t]+$`, multiline),
    # then the margin is the common prefix of the leading spaces/tabs of the lines that
    # have other content (`(^[ \t]*)(?:[^ \t\n])`). Lines are separated by '\n' only.
    lines = text.split('\n')
    for i in range(len(lines)):
        line = lines[i]
        if line and not line.strip(' \t'):
            lines[i] = ''
    margin = None
    for line in lines:
        content = line.lstrip(' \t')
        if not content:
            continue
        indent = line[:len(line) - len(content)]
        if margin is None:
            margin = indent
        elif indent.startswith(margin):
            pass
        elif margin.startswith(indent):
            margin = indent
        else:
            for i, (x, y) in enumerate(zip(margin, indent)):
                if x != y:
                    margin = margin[:i]
                    break
    if margin:
        m = len(margin)
        lines = [line[m:] if line.startswith(margin) else line for line in lines]
    return '\n'.join(lines)


def indent(text, prefix, predicate=None):
    """Adds 'prefix' to the beginning of selected lines in 'text'."""
    if predicate is None:
        def predicate(line):
            return line.strip()

    def prefixed_lines():
        for line in text.splitlines(True):
            yield (prefix + line if predicate(line) else line)
    return ''.join(prefixed_lines())
