//! The algorithms of the `str` and `bytes` methods, written once over both.
//!
//! A [`Text`] is a `str` or a `[u8]`: the algorithms walk its storage (UTF-8 bytes or plain
//! bytes) one element (a `char` or a `u8`) at a time, and each type keeps its own substring
//! search (std's two-way search for `str`, KMP for bytes), whitespace and line-break classes.
//! Python counts `str` indices in code points: an [`Indexed`] value (a `PyStr` or a `[u8]`)
//! converts between Python indices and storage offsets, O(1) for ASCII strings and bytes.
//! Everything here is pure (no interpreter, no `Value`): the method wrappers in `str_methods`
//! and `bytes_methods` parse the arguments, word the errors and charge memory.

use crate::value::PyStr;

use super::bytes_methods::{is_space, Needle};
use super::str_methods::{is_linebreak, py_isspace};

/// A `str` or a byte string, seen as a sequence of elements stored in bytes.
pub(crate) trait Text {
    /// One element: a `char` of a str, a `u8` of bytes.
    type Elem: Copy + PartialEq;
    /// The owned, growable form results are built in (`String`, `Vec<u8>`).
    type Buf;

    /// Length of the storage, in bytes.
    fn units(&self) -> usize;
    /// The element stored at offset `i` (at an element boundary) and its width in bytes.
    fn elem_at(&self, i: usize) -> Option<(Self::Elem, usize)>;
    /// The element ending at offset `i` and its width in bytes.
    fn elem_before(&self, i: usize) -> Option<(Self::Elem, usize)>;
    /// The part between storage offsets `a <= b`, both at element boundaries.
    fn part(&self, a: usize, b: usize) -> &Self;
    /// Whether `split()` and `strip()` without an argument treat `c` as whitespace.
    fn is_space(c: Self::Elem) -> bool;
    /// Whether `splitlines()` ends a line at `c`.
    fn is_linebreak(c: Self::Elem) -> bool;
    /// The element for an ASCII byte.
    fn ascii(c: u8) -> Self::Elem;
    /// Storage offsets of up to `limit` non-overlapping occurrences of `pat`, leftmost first.
    /// An empty `pat` occurs at every element boundary.
    fn find_all(&self, pat: &Self, limit: usize) -> Vec<usize>;
    /// `find_all`'s occurrences handed to `f` one by one, none kept.
    fn each_match(&self, pat: &Self, limit: usize, f: &mut dyn FnMut(usize));
    /// Up to `limit` non-overlapping occurrences found from the right, rightmost first.
    fn rfind_all(&self, pat: &Self, limit: usize) -> Vec<usize>;
    /// How many non-overlapping occurrences of a non-empty `pat` there are.
    fn count_of(&self, pat: &Self) -> usize;
    /// The first occurrence of `pat`.
    fn find(&self, pat: &Self) -> Option<usize>;
    /// The last occurrence of `pat`.
    fn rfind(&self, pat: &Self) -> Option<usize>;
    /// Whether the text begins with `p`.
    fn starts_with(&self, p: &Self) -> bool;
    /// Whether the text ends with `p`.
    fn ends_with(&self, p: &Self) -> bool;

    /// An empty result with room for `bytes` bytes.
    fn buf(bytes: usize) -> Self::Buf;
    /// Appends a whole text.
    fn push(buf: &mut Self::Buf, t: &Self);
    /// Appends `n` copies of one element.
    fn push_elems(buf: &mut Self::Buf, c: Self::Elem, n: usize);
    /// The width of an element, in bytes.
    fn width(c: Self::Elem) -> usize;
}

impl Text for str {
    type Elem = char;
    type Buf = String;

    #[inline]
    fn units(&self) -> usize {
        self.len()
    }
    // Called once per element by every walk: always inlined, even in debug builds.
    #[inline(always)]
    fn elem_at(&self, i: usize) -> Option<(char, usize)> {
        // ASCII first: most strings are, and it avoids the UTF-8 decoder.
        match self.as_bytes().get(i) {
            Some(&b) if b.is_ascii() => Some((b as char, 1)),
            Some(_) => self.get(i..)?.chars().next().map(|c| (c, c.len_utf8())),
            None => None,
        }
    }
    // Called once per element by every walk: always inlined, even in debug builds.
    #[inline(always)]
    fn elem_before(&self, i: usize) -> Option<(char, usize)> {
        match i.checked_sub(1).and_then(|k| self.as_bytes().get(k)) {
            Some(&b) if b.is_ascii() => Some((b as char, 1)),
            Some(_) => self.get(..i)?.chars().next_back().map(|c| (c, c.len_utf8())),
            None => None,
        }
    }
    #[inline]
    fn part(&self, a: usize, b: usize) -> &str {
        self.get(a..b).unwrap_or("")
    }
    #[inline]
    fn is_space(c: char) -> bool {
        py_isspace(c)
    }
    #[inline]
    fn is_linebreak(c: char) -> bool {
        is_linebreak(c)
    }
    #[inline]
    fn ascii(c: u8) -> char {
        c as char
    }
    #[inline]
    fn find_all(&self, pat: &str, limit: usize) -> Vec<usize> {
        self.match_indices(pat).take(limit).map(|(i, _)| i).collect()
    }
    #[inline]
    fn each_match(&self, pat: &str, limit: usize, f: &mut dyn FnMut(usize)) {
        self.match_indices(pat).take(limit).for_each(|(i, _)| f(i));
    }
    #[inline]
    fn rfind_all(&self, pat: &str, limit: usize) -> Vec<usize> {
        self.rmatch_indices(pat).take(limit).map(|(i, _)| i).collect()
    }
    #[inline]
    fn count_of(&self, pat: &str) -> usize {
        self.matches(pat).count()
    }
    #[inline]
    fn find(&self, pat: &str) -> Option<usize> {
        str::find(self, pat)
    }
    #[inline]
    fn rfind(&self, pat: &str) -> Option<usize> {
        str::rfind(self, pat)
    }
    #[inline]
    fn starts_with(&self, p: &str) -> bool {
        str::starts_with(self, p)
    }
    #[inline]
    fn ends_with(&self, p: &str) -> bool {
        str::ends_with(self, p)
    }
    #[inline]
    fn buf(bytes: usize) -> String {
        String::with_capacity(bytes)
    }
    #[inline]
    fn push(buf: &mut String, t: &str) {
        buf.push_str(t);
    }
    #[inline]
    fn push_elems(buf: &mut String, c: char, n: usize) {
        buf.extend(std::iter::repeat_n(c, n));
    }
    #[inline]
    fn width(c: char) -> usize {
        c.len_utf8()
    }
}

impl Text for [u8] {
    type Elem = u8;
    type Buf = Vec<u8>;

    #[inline]
    fn units(&self) -> usize {
        self.len()
    }
    // Called once per element by every walk: always inlined, even in debug builds.
    #[inline(always)]
    fn elem_at(&self, i: usize) -> Option<(u8, usize)> {
        self.get(i).map(|&c| (c, 1))
    }
    // Called once per element by every walk: always inlined, even in debug builds.
    #[inline(always)]
    fn elem_before(&self, i: usize) -> Option<(u8, usize)> {
        i.checked_sub(1).and_then(|k| self.get(k)).map(|&c| (c, 1))
    }
    #[inline]
    fn part(&self, a: usize, b: usize) -> &[u8] {
        self.get(a..b).unwrap_or(&[])
    }
    #[inline]
    fn is_space(c: u8) -> bool {
        is_space(c)
    }
    #[inline]
    fn is_linebreak(c: u8) -> bool {
        c == b'\n' || c == b'\r'
    }
    #[inline]
    fn ascii(c: u8) -> u8 {
        c
    }
    #[inline]
    fn find_all(&self, pat: &[u8], limit: usize) -> Vec<usize> {
        Needle::new(pat).find_all(self, limit)
    }
    #[inline]
    fn each_match(&self, pat: &[u8], limit: usize, f: &mut dyn FnMut(usize)) {
        Needle::new(pat).each(self, limit, f)
    }
    #[inline]
    fn rfind_all(&self, pat: &[u8], limit: usize) -> Vec<usize> {
        let rp: Vec<u8> = pat.iter().rev().copied().collect();
        let mut out = Vec::new();
        Needle::new(&rp).each_rev(self, limit, &mut |p| out.push(p));
        out
    }
    #[inline]
    fn count_of(&self, pat: &[u8]) -> usize {
        // Counted, not collected: a million matches must not cost a million positions.
        let mut n = 0usize;
        Needle::new(pat).each(self, usize::MAX, &mut |_| n += 1);
        n
    }
    #[inline]
    fn find(&self, pat: &[u8]) -> Option<usize> {
        Needle::new(pat).find_from(self, 0)
    }
    /// The last occurrence, found walking the text backwards with the reversed needle.
    #[inline]
    fn rfind(&self, pat: &[u8]) -> Option<usize> {
        if pat.len() > self.len() {
            return None;
        }
        if pat.is_empty() {
            return Some(self.len());
        }
        let rp: Vec<u8> = pat.iter().rev().copied().collect();
        let mut last = None;
        Needle::new(&rp).each_rev(self, 1, &mut |p| last = Some(p));
        last
    }
    #[inline]
    fn starts_with(&self, p: &[u8]) -> bool {
        <[u8]>::starts_with(self, p)
    }
    #[inline]
    fn ends_with(&self, p: &[u8]) -> bool {
        <[u8]>::ends_with(self, p)
    }
    #[inline]
    fn buf(bytes: usize) -> Vec<u8> {
        Vec::with_capacity(bytes)
    }
    #[inline]
    fn push(buf: &mut Vec<u8>, t: &[u8]) {
        buf.extend_from_slice(t);
    }
    #[inline]
    fn push_elems(buf: &mut Vec<u8>, c: u8, n: usize) {
        buf.resize(buf.len() + n, c);
    }
    #[inline]
    fn width(_: u8) -> usize {
        1
    }
}

/// A receiver whose Python indices count elements: a `PyStr` (code points) or bytes.
pub(crate) trait Indexed {
    /// The text the indices point into.
    type T: Text + ?Sized;
    /// The text.
    fn text(&self) -> &Self::T;
    /// Length in Python's terms (code points for a str).
    fn py_len(&self) -> usize;
    /// The storage offset of index `i` (the end when `i >= py_len()`).
    fn offset(&self, i: usize) -> usize;
    /// How many elements lie between storage offsets `from <= off` (at element boundaries).
    fn index_of(&self, from: usize, off: usize) -> usize;
}

impl Indexed for PyStr {
    type T = str;
    #[inline]
    fn text(&self) -> &str {
        &self.s
    }
    #[inline]
    fn py_len(&self) -> usize {
        self.nchars
    }
    #[inline]
    fn offset(&self, ci: usize) -> usize {
        if self.is_ascii() {
            return ci.min(self.s.len());
        }
        if ci >= self.nchars {
            return self.s.len();
        }
        self.s.char_indices().nth(ci).map(|(b, _)| b).unwrap_or(self.s.len())
    }
    #[inline]
    fn index_of(&self, from: usize, off: usize) -> usize {
        if self.is_ascii() {
            off - from
        } else {
            self.s.get(from..off).map_or(0, |p| p.chars().count())
        }
    }
}

impl Indexed for [u8] {
    type T = [u8];
    #[inline]
    fn text(&self) -> &[u8] {
        self
    }
    #[inline]
    fn py_len(&self) -> usize {
        self.len()
    }
    #[inline]
    fn offset(&self, i: usize) -> usize {
        i.min(self.len())
    }
    #[inline]
    fn index_of(&self, from: usize, off: usize) -> usize {
        off - from
    }
}

/// The storage range of Python indices `[start, end)`, both already adjusted to `[0, len]`.
fn window<S: Indexed + ?Sized>(s: &S, start: i64, end: i64) -> (usize, usize) {
    let a = s.offset(start.max(0) as usize);
    let b = s.offset(end.max(0) as usize);
    (a, b.max(a))
}

/// find/rfind/index/rindex: the Python index of `sub` within indices `[start, end)` (already
/// adjusted like CPython's `ADJUST_INDICES`), or -1.
pub(crate) fn find<S: Indexed + ?Sized>(s: &S, sub: &S, start: i64, end: i64, rev: bool) -> i64 {
    if end - start < sub.py_len() as i64 {
        return -1;
    }
    let (a, b) = window(s, start, end);
    let w = s.text().part(a, b);
    let found = if rev { w.rfind(sub.text()) } else { w.find(sub.text()) };
    match found {
        Some(off) => start + s.index_of(a, a + off) as i64,
        None => -1,
    }
}

/// count: non-overlapping occurrences of `sub` within indices `[start, end)`.
pub(crate) fn count<S: Indexed + ?Sized>(s: &S, sub: &S, start: i64, end: i64) -> i64 {
    if end - start < sub.py_len() as i64 {
        return 0;
    }
    if sub.py_len() == 0 {
        return end - start + 1;
    }
    let (a, b) = window(s, start, end);
    s.text().part(a, b).count_of(sub.text()) as i64
}

/// CPython's `tailmatch` (startswith/endswith): whether `sub` matches at the start (or the
/// end) of indices `[start, end)`.
pub(crate) fn tailmatch<S: Indexed + ?Sized>(
    s: &S,
    sub: &S,
    start: i64,
    end: i64,
    suffix: bool,
) -> bool {
    if end - (sub.py_len() as i64) < start {
        return false;
    }
    // Both texts are whole elements, so a match of the storage is a match of elements.
    let (a, b) = window(s, start, end);
    let w = s.text().part(a, b);
    if suffix {
        w.ends_with(sub.text())
    } else {
        w.starts_with(sub.text())
    }
}

/// Skips elements satisfying `f` forwards from storage offset `i`.
fn skip_fwd<T: Text + ?Sized>(t: &T, mut i: usize, f: impl Fn(T::Elem) -> bool) -> usize {
    while let Some((c, w)) = t.elem_at(i) {
        if !f(c) {
            break;
        }
        i += w;
    }
    i
}

/// Skips elements satisfying `f` backwards from storage offset `i`.
fn skip_back<T: Text + ?Sized>(t: &T, mut i: usize, f: impl Fn(T::Elem) -> bool) -> usize {
    while let Some((c, w)) = t.elem_before(i) {
        if !f(c) {
            break;
        }
        i -= w;
    }
    i
}

/// `split()` with no separator: runs of whitespace separate, leading and trailing whitespace
/// is ignored, and after `maxcount` splits the rest (minus leading whitespace) is one item.
pub(crate) fn split_whitespace<T: Text + ?Sized>(t: &T, maxcount: usize) -> Vec<&T> {
    let n = t.units();
    let mut out = Vec::new();
    let mut i = 0;
    while out.len() < maxcount {
        i = skip_fwd(t, i, T::is_space);
        if i >= n {
            break;
        }
        let j = i;
        i = skip_fwd(t, i, |c| !T::is_space(c));
        out.push(t.part(j, i));
    }
    if i < n {
        i = skip_fwd(t, i, T::is_space);
        if i < n {
            out.push(t.part(i, n));
        }
    }
    out
}

/// `rsplit()` with no separator: the mirror image of `split_whitespace`.
pub(crate) fn rsplit_whitespace<T: Text + ?Sized>(t: &T, maxcount: usize) -> Vec<&T> {
    let mut out = Vec::new();
    let mut i = t.units();
    while out.len() < maxcount {
        i = skip_back(t, i, T::is_space);
        if i == 0 {
            break;
        }
        let j = i;
        i = skip_back(t, i, |c| !T::is_space(c));
        out.push(t.part(i, j));
    }
    if i > 0 {
        i = skip_back(t, i, T::is_space);
        if i > 0 {
            out.push(t.part(0, i));
        }
    }
    out.reverse();
    out
}

/// `split(sep)` (or `rsplit(sep)` when `rev`) with a non-empty separator, at most `maxcount`
/// splits, the parts in order.
pub(crate) fn split_sep<'a, T: Text + ?Sized>(
    t: &'a T,
    sep: &T,
    maxcount: usize,
    rev: bool,
) -> Vec<&'a T> {
    let w = sep.units();
    let mut parts = Vec::new();
    if rev {
        let mut end = t.units();
        for p in t.rfind_all(sep, maxcount) {
            parts.push(t.part(p + w, end));
            end = p;
        }
        parts.push(t.part(0, end));
        parts.reverse();
    } else {
        let mut start = 0;
        for p in t.find_all(sep, maxcount) {
            parts.push(t.part(start, p));
            start = p + w;
        }
        parts.push(t.part(start, t.units()));
    }
    parts
}

/// How many parts `split(sep, maxsplit)` returns, and `rsplit` (greedy matching from either
/// end finds as many occurrences), counted without keeping them: the caller checks the list's
/// memory on this count before the parts are collected (ten million one-byte parts would
/// otherwise be gathered, hundreds of MiB, before the memory limit is asked).
pub(crate) fn split_count<T: Text + ?Sized>(t: &T, sep: Option<&T>, maxcount: usize) -> usize {
    match sep {
        Some(sep) => {
            let mut n = 0usize;
            t.each_match(sep, maxcount, &mut |_| n += 1);
            n + 1
        }
        None => {
            // Words, at most one more than the splits allowed (the rest is one part).
            let cap = maxcount.saturating_add(1);
            let (len, mut i, mut n) = (t.units(), 0, 0);
            while n < cap {
                i = skip_fwd(t, i, T::is_space);
                if i >= len {
                    break;
                }
                i = skip_fwd(t, i, |c| !T::is_space(c));
                n += 1;
            }
            n
        }
    }
}

/// How many lines `splitlines` returns, counted as `split_count` counts parts.
pub(crate) fn splitlines_count<T: Text + ?Sized>(t: &T) -> usize {
    let (n, mut i, mut lines) = (t.units(), 0, 0usize);
    while i < n {
        i = skip_fwd(t, i, |c| !T::is_linebreak(c));
        if let Some((c, w)) = t.elem_at(i) {
            i += w;
            if c == T::ascii(b'\r') && t.elem_at(i).map(|(c, _)| c) == Some(T::ascii(b'\n')) {
                i += 1;
            }
        }
        lines += 1;
    }
    lines
}

/// `splitlines(keepends)`: "\r\n" is one line break.
pub(crate) fn splitlines<T: Text + ?Sized>(t: &T, keepends: bool) -> Vec<&T> {
    let n = t.units();
    let mut out = Vec::new();
    let mut i = 0;
    while i < n {
        let start = i;
        i = skip_fwd(t, i, |c| !T::is_linebreak(c));
        let mut eol = i;
        if let Some((c, w)) = t.elem_at(i) {
            i += w;
            if c == T::ascii(b'\r') && t.elem_at(i).map(|(c, _)| c) == Some(T::ascii(b'\n')) {
                i += 1;
            }
            if keepends {
                eol = i;
            }
        }
        out.push(t.part(start, eol));
    }
    out
}

/// strip/lstrip/rstrip: the text without its leading (`left`) and trailing (`right`) elements
/// that satisfy `f`.
pub(crate) fn strip<T: Text + ?Sized>(
    t: &T,
    left: bool,
    right: bool,
    f: impl Fn(T::Elem) -> bool,
) -> &T {
    let i = if left { skip_fwd(t, 0, &f) } else { 0 };
    let mut j = t.units();
    if right {
        while let Some((c, w)) = t.elem_before(j).filter(|_| j > i) {
            if !f(c) {
                break;
            }
            j -= w;
        }
    }
    t.part(i, j)
}

/// partition/rpartition: the parts before and after the first (last) `sep`, or None.
pub(crate) fn partition<'a, T: Text + ?Sized>(
    t: &'a T,
    sep: &T,
    rev: bool,
) -> Option<(&'a T, &'a T)> {
    let i = if rev { t.rfind(sep) } else { t.find(sep) }?;
    Some((t.part(0, i), t.part(i + sep.units(), t.units())))
}

/// removeprefix/removesuffix: the rest when the text has the non-empty affix, else None.
pub(crate) fn remove_affix<'a, T: Text + ?Sized>(
    t: &'a T,
    affix: &T,
    suffix: bool,
) -> Option<&'a T> {
    let w = affix.units();
    if w == 0 {
        return None;
    }
    if suffix {
        t.ends_with(affix).then(|| t.part(0, t.units() - w))
    } else {
        t.starts_with(affix).then(|| t.part(w, t.units()))
    }
}

/// replace: how many replacements happen (up to `limit`) and the result's size in bytes.
/// The occurrences are counted, not kept: a text of ten million matches is refused by the
/// memory check on the result's size before anything that large is allocated.
pub(crate) fn replace_plan<T: Text + ?Sized>(
    t: &T,
    old: &T,
    new: &T,
    limit: usize,
) -> (usize, usize) {
    let mut count = 0usize;
    t.each_match(old, limit, &mut |_| count += 1);
    let n = count as u128;
    let size =
        (t.units() as u128 + n * new.units() as u128).saturating_sub(n * old.units() as u128);
    (count, usize::try_from(size).unwrap_or(usize::MAX))
}

/// Builds the result of replace from `replace_plan`'s count and size (finding the
/// occurrences again).
pub(crate) fn replace_at<T: Text + ?Sized>(
    t: &T,
    old: &T,
    new: &T,
    count: usize,
    size: usize,
) -> T::Buf {
    let mut out = T::buf(size);
    let mut last = 0;
    t.each_match(old, count, &mut |p| {
        T::push(&mut out, t.part(last, p));
        T::push(&mut out, new);
        last = p + old.units();
    });
    T::push(&mut out, t.part(last, t.units()));
    out
}

/// join: the size in bytes of `sep` between `parts`.
pub(crate) fn join_size<T: Text + ?Sized, P: AsRef<T>>(sep: &T, parts: &[P]) -> usize {
    let total = parts
        .iter()
        .fold(0u128, |acc, p| acc + p.as_ref().units() as u128)
        .saturating_add(sep.units() as u128 * parts.len().saturating_sub(1) as u128);
    usize::try_from(total).unwrap_or(usize::MAX)
}

/// join: `sep` between `parts`, in a buffer of `size` bytes (`join_size`).
pub(crate) fn join<T: Text + ?Sized, P: AsRef<T>>(sep: &T, parts: &[P], size: usize) -> T::Buf {
    let mut out = T::buf(size);
    for (i, p) in parts.iter().enumerate() {
        if i > 0 {
            T::push(&mut out, sep);
        }
        T::push(&mut out, p.as_ref());
    }
    out
}

/// expandtabs: walks the text once (`out` None) to size the result, then again to build it,
/// so that a huge expansion can be refused before it is built. Returns the size in bytes.
pub(crate) fn expandtabs<T: Text + ?Sized>(
    t: &T,
    tabsize: i64,
    mut out: Option<&mut T::Buf>,
) -> usize {
    let (tab, nl, cr, space) = (T::ascii(b'\t'), T::ascii(b'\n'), T::ascii(b'\r'), T::ascii(b' '));
    let mut size: u128 = 0;
    let mut col: i64 = 0;
    // The elements since the last tab are copied as one run when the next tab (or the end)
    // comes, not one by one.
    let mut run = 0;
    let mut i = 0;
    while let Some((c, w)) = t.elem_at(i) {
        if c == tab {
            size += (i - run) as u128;
            if let Some(out) = out.as_deref_mut() {
                T::push(out, t.part(run, i));
            }
            if tabsize > 0 {
                let incr = tabsize - col % tabsize;
                col += incr;
                size += incr as u128;
                if let Some(out) = out.as_deref_mut() {
                    T::push_elems(out, space, incr as usize);
                }
            }
            run = i + w;
        } else {
            col += 1;
            if c == nl || c == cr {
                col = 0;
            }
        }
        i += w;
    }
    size += (i - run) as u128;
    if let Some(out) = out {
        T::push(out, t.part(run, i));
    }
    usize::try_from(size).unwrap_or(usize::MAX)
}

/// The fill on each side for ljust/rjust/center(`width`) of a text of `len` elements shorter
/// than `width`: CPython's rounding gives center's extra element to the left only when both
/// the margin and the width are odd.
pub(crate) fn margins(name: &str, len: i64, width: i64) -> (usize, usize) {
    let marg = width - len;
    let (left, right) = match name {
        "ljust" => (0, marg),
        "rjust" => (marg, 0),
        _ => {
            let left = marg / 2 + (marg & width & 1);
            (left, marg - left)
        }
    };
    (left as usize, right as usize)
}

/// The size in bytes of `t` with `left + right` fill elements.
pub(crate) fn pad_size<T: Text + ?Sized>(t: &T, left: usize, right: usize, fill: T::Elem) -> usize {
    let total = (left as u128 + right as u128) * T::width(fill) as u128 + t.units() as u128;
    usize::try_from(total).unwrap_or(usize::MAX)
}

/// `left` fill elements, the text, `right` fill elements.
pub(crate) fn pad<T: Text + ?Sized>(t: &T, left: usize, right: usize, fill: T::Elem) -> T::Buf {
    let mut out = T::buf(pad_size(t, left, right, fill));
    T::push_elems(&mut out, fill, left);
    T::push(&mut out, t);
    T::push_elems(&mut out, fill, right);
    out
}

/// zfill: `fill` zeros after a leading sign, in a buffer of `size` bytes.
pub(crate) fn zfill<T: Text + ?Sized>(t: &T, fill: usize, size: usize) -> T::Buf {
    let mut out = T::buf(size);
    let mut body = 0;
    if let Some((c, w)) = t.elem_at(0) {
        if c == T::ascii(b'+') || c == T::ascii(b'-') {
            T::push(&mut out, t.part(0, w));
            body = w;
        }
    }
    T::push_elems(&mut out, T::ascii(b'0'), fill);
    T::push(&mut out, t.part(body, t.units()));
    out
}

/// swapcase of ASCII text (all of bytes' case mapping, and str's fast path).
pub(crate) fn ascii_swapcase(b: &[u8]) -> Vec<u8> {
    b.iter()
        .map(
            |&c| {
                if c.is_ascii_uppercase() {
                    c.to_ascii_lowercase()
                } else {
                    c.to_ascii_uppercase()
                }
            },
        )
        .collect()
}

/// capitalize of ASCII text: the first letter upper, the rest lower.
pub(crate) fn ascii_capitalize(b: &[u8]) -> Vec<u8> {
    let mut out = b.to_ascii_lowercase();
    if let Some(first) = out.first_mut() {
        first.make_ascii_uppercase();
    }
    out
}

/// title of ASCII text: a letter after a letter lower, any other upper.
pub(crate) fn ascii_title(b: &[u8]) -> Vec<u8> {
    let mut prev_cased = false;
    b.iter()
        .map(|&c| {
            let out = if prev_cased { c.to_ascii_lowercase() } else { c.to_ascii_uppercase() };
            prev_cased = c.is_ascii_alphabetic();
            out
        })
        .collect()
}

/// isalnum, isalpha, isdigit, isspace...: the text is not empty and every element is `f`.
pub(crate) fn all_elems<T: Text + ?Sized>(t: &T, f: impl Fn(T::Elem) -> bool) -> bool {
    t.units() > 0 && skip_fwd(t, 0, f) == t.units()
}

/// islower (`upper` and `lower` swapped: isupper): no element is `upper` or `title`, and at
/// least one is `lower`.
pub(crate) fn is_cased_as<T: Text + ?Sized>(
    t: &T,
    lower: impl Fn(T::Elem) -> bool,
    upper: impl Fn(T::Elem) -> bool,
    title: impl Fn(T::Elem) -> bool,
) -> bool {
    let mut cased = false;
    let mut i = 0;
    while let Some((c, w)) = t.elem_at(i) {
        if upper(c) || title(c) {
            return false;
        }
        cased |= lower(c);
        i += w;
    }
    cased
}

/// istitle: uppercase (or titlecase) elements only at the start of a cased run, lowercase ones
/// only inside one, and at least one cased element.
pub(crate) fn istitle<T: Text + ?Sized>(
    t: &T,
    upper_or_title: impl Fn(T::Elem) -> bool,
    lower: impl Fn(T::Elem) -> bool,
) -> bool {
    let mut cased = false;
    let mut prev_cased = false;
    let mut i = 0;
    while let Some((c, w)) = t.elem_at(i) {
        if upper_or_title(c) {
            if prev_cased {
                return false;
            }
            prev_cased = true;
            cased = true;
        } else if lower(c) {
            if !prev_cased {
                return false;
            }
            prev_cased = true;
            cased = true;
        } else {
            prev_cased = false;
        }
        i += w;
    }
    cased
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_algorithm_both_types() {
        let s = PyStr::new("héllo wörld ö".to_string());
        let b: &[u8] = b"hello world o";
        let o = PyStr::new("ö".to_string());
        assert_eq!(find(&s, &o, 0, 13, false), 7);
        assert_eq!(find(&s, &o, 0, 13, true), 12);
        assert_eq!(find(b, &b"o"[..], 0, 13, false), 4);
        assert_eq!(count(&s, &o, 0, 13), 2);
        assert_eq!(count(&s, &PyStr::new(String::new()), 2, 5), 4);
        assert!(tailmatch(&s, &o, 0, 8, true));
        assert!(!tailmatch(&s, &o, 0, 7, true));
        assert_eq!(splitlines("a\r\nb\u{2028}c", true), vec!["a\r\n", "b\u{2028}", "c"]);
        assert_eq!(splitlines(&b"a\r\nb\x0bc"[..], false), vec![&b"a"[..], b"b\x0bc"]);
        assert_eq!(strip("\u{3000} x \t", true, true, py_isspace), "x");
        assert_eq!(split_sep("a,b,c", ",", 1, true), vec!["a,b", "c"]);
        assert_eq!(split_sep(&b"a,b,c"[..], b",", 1, false), vec![&b"a"[..], b"b,c"]);
        assert_eq!(partition("a=b=c", "=", true), Some(("a=b", "c")));
        assert_eq!(remove_affix("abc", "", false), None);
        let (count, size) = replace_plan("aéa", "", "-", usize::MAX);
        assert_eq!(replace_at("aéa", "", "-", count, size), "-a-é-a-");
        let (count, size) = replace_plan("abab", "b", "xyz", 1);
        assert_eq!((count, replace_at("abab", "b", "xyz", count, size)), (1, "axyzab".into()));
        assert_eq!(split_count("a,b,,c", Some(","), usize::MAX), 4);
        assert_eq!(split_count("a,b,,c", Some(","), 1), 2);
        assert_eq!(split_count("  a  b c ", None, usize::MAX), 3);
        assert_eq!(split_count("  a  b c ", None, 1), 2);
        assert_eq!(split_count("   ", None, usize::MAX), 0);
        assert_eq!(splitlines_count("a\r\nb\n\nc"), 4);
        assert_eq!(splitlines_count(&b"a\r\n"[..]), 1);
        let mut out = String::new();
        let size = expandtabs("a\tbé\n\tc", 4, Some(&mut out));
        assert_eq!((out.as_str(), size), ("a   bé\n    c", out.len()));
        assert_eq!(margins("center", 1, 4), (1, 2));
        assert_eq!(margins("center", 2, 5), (2, 1));
        assert_eq!(zfill(&b"-42"[..], 2, 5), b"-0042");
        assert_eq!(ascii_title(b"they're bill's"), b"They'Re Bill'S");
    }
}
