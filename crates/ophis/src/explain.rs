//! smolagents' wording of uncaught errors (`error::Explain`), rendered when a run reports one:
//! a bounded `str()` of plain values that never runs the program's code, and difflib's
//! `get_close_matches` for smolagents' "Maybe you meant one of these indexes instead" hint.

use crate::error::Explain;
use crate::interp::Interp;
use crate::value::Value;

/// Rendered values longer than this are cut (with `...`): an error text must stay readable,
/// and rendering must cost little whatever the size of the container.
const MAX_TEXT: usize = 1000;
/// Deeper nesting is not rendered at all (the explanation falls back to CPython's text).
const MAX_DEPTH: usize = 64;

struct Render {
    out: String,
    /// Identities of the containers being rendered, for CPython's `[...]` on a cycle.
    stack: Vec<usize>,
}

impl Interp {
    /// The text of an explanation for the uncaught exception `exc`; None when it cannot be
    /// rendered without running the program's code (then CPython's text is reported).
    pub fn render_explain(&mut self, explain: &Explain, exc: &Value) -> Option<String> {
        let Value::Instance(inst) = exc else { return None };
        // A user subclass's `__str__` is program code: not run after the program ended.
        if !inst.class.is_builtin {
            return None;
        }
        match explain {
            Explain::Text(t) => Some(t.clone()),
            Explain::Prefix(p) => Some(format!("{p}{}", self.str_of_quiet(exc))),
            Explain::Subscript { value, index } => {
                let v = self.plain_str(value)?;
                let i = self.plain_str(index)?;
                let mut msg = format!(
                    "Could not index {v} with '{i}': {}: {}",
                    inst.class.name,
                    self.str_of_quiet(exc)
                );
                if let (Value::Str(key), Value::Dict(d)) = (index, value) {
                    let keys: Vec<String> = d
                        .borrow()
                        .keys()
                        .filter_map(
                            |k| if let Value::Str(s) = k { Some(s.s.clone()) } else { None },
                        )
                        .collect();
                    let matches = close_matches(&key.s, &keys, 3, 0.6);
                    if !matches.is_empty() {
                        let quoted: Vec<String> = matches
                            .iter()
                            .map(|m| crate::builtins::str_methods::str_repr(m))
                            .collect();
                        msg.push_str(&format!(
                            ". Maybe you meant one of these indexes instead: [{}]",
                            quoted.join(", ")
                        ));
                    }
                }
                Some(msg)
            }
            Explain::AddToList(v) => {
                Some(format!("Cannot add non-list value {} to a list.", self.plain_str(v)?))
            }
        }
    }

    /// `str(v)` for values whose text the interpreter makes itself (numbers, strings, bytes,
    /// and lists, tuples, dicts, sets of them), cut after `MAX_TEXT` characters; None for
    /// anything whose text could come from the program (instances, functions, host objects).
    pub fn plain_str(&mut self, v: &Value) -> Option<String> {
        if let Value::Str(s) = v {
            return Some(cut(s.s.clone()));
        }
        let mut r = Render { out: String::new(), stack: Vec::new() };
        self.render_plain(v, &mut r, 0)?;
        Some(cut(r.out))
    }

    /// Appends `repr(v)` to `r.out`; stops early (successfully) once the text is long enough.
    fn render_plain(&mut self, v: &Value, r: &mut Render, depth: usize) -> Option<()> {
        if r.out.len() > MAX_TEXT {
            return Some(());
        }
        if depth > MAX_DEPTH {
            return None;
        }
        match v {
            Value::None
            | Value::Bool(_)
            | Value::Int(_)
            | Value::BigInt(_)
            | Value::Float(_)
            | Value::Complex(_)
            | Value::Str(_)
            | Value::Bytes(_)
            | Value::ByteArray(_)
            | Value::Range(_)
            | Value::Ellipsis => {
                let text = self.repr(v).ok()?;
                r.out.push_str(&text);
            }
            Value::List(l) => {
                let items = l.borrow().clone();
                self.render_seq(v, &items, "[", "]", "[...]", false, r, depth)?;
            }
            Value::Tuple(t) => {
                let items = t.clone();
                self.render_seq(v, &items, "(", ")", "(...)", true, r, depth)?;
            }
            Value::Set(d) => {
                let items: Vec<Value> = d.borrow().keys().cloned().collect();
                if items.is_empty() {
                    r.out.push_str("set()");
                } else {
                    self.render_seq(v, &items, "{", "}", "{...}", false, r, depth)?;
                }
            }
            Value::FrozenSet(d) => {
                let items: Vec<Value> = d.keys().cloned().collect();
                if items.is_empty() {
                    r.out.push_str("frozenset()");
                } else {
                    self.render_seq(
                        v,
                        &items,
                        "frozenset({",
                        "})",
                        "frozenset(...)",
                        false,
                        r,
                        depth,
                    )?;
                }
            }
            Value::Dict(d) => {
                let id = v.identity();
                if r.stack.contains(&id) {
                    r.out.push_str("{...}");
                    return Some(());
                }
                let entries: Vec<(Value, Value)> =
                    d.borrow().iter().map(|e| (e.key.clone(), e.value.clone())).collect();
                r.stack.push(id);
                r.out.push('{');
                for (i, (k, val)) in entries.iter().enumerate() {
                    if r.out.len() > MAX_TEXT {
                        break;
                    }
                    if i > 0 {
                        r.out.push_str(", ");
                    }
                    self.render_plain(k, r, depth + 1)?;
                    r.out.push_str(": ");
                    self.render_plain(val, r, depth + 1)?;
                }
                r.out.push('}');
                r.stack.pop();
            }
            _ => return None,
        }
        Some(())
    }

    #[allow(clippy::too_many_arguments)]
    fn render_seq(
        &mut self,
        v: &Value,
        items: &[Value],
        open: &str,
        close: &str,
        cycle: &str,
        tuple: bool,
        r: &mut Render,
        depth: usize,
    ) -> Option<()> {
        let id = v.identity();
        if r.stack.contains(&id) {
            r.out.push_str(cycle);
            return Some(());
        }
        r.stack.push(id);
        r.out.push_str(open);
        for (i, item) in items.iter().enumerate() {
            if r.out.len() > MAX_TEXT {
                break;
            }
            if i > 0 {
                r.out.push_str(", ");
            }
            self.render_plain(item, r, depth + 1)?;
        }
        if tuple && items.len() == 1 {
            r.out.push(',');
        }
        r.out.push_str(close);
        r.stack.pop();
        Some(())
    }
}

/// Cuts a rendered text to `MAX_TEXT` characters, marking the cut.
fn cut(mut s: String) -> String {
    if s.len() > MAX_TEXT {
        let mut end = MAX_TEXT;
        while !s.is_char_boundary(end) {
            end -= 1;
        }
        s.truncate(end);
        s.push_str("...");
    }
    s
}

/// difflib's `get_close_matches(word, possibilities, n, cutoff)`: the (at most `n`) best
/// possibilities whose `SequenceMatcher(None, x, word).ratio()` is at least `cutoff`, best
/// first, ties broken by the larger string (`heapq.nlargest` over `(score, x)` pairs).
pub(crate) fn close_matches(
    word: &str,
    possibilities: &[String],
    n: usize,
    cutoff: f64,
) -> Vec<String> {
    let b: Vec<char> = word.chars().collect();
    let matcher = Matcher::new(&b);
    let mut scored: Vec<(f64, &String)> = Vec::new();
    for x in possibilities {
        let a: Vec<char> = x.chars().collect();
        // real_quick_ratio and quick_ratio only bound ratio from above: ratio decides.
        let ratio = matcher.ratio(&a);
        if ratio >= cutoff {
            scored.push((ratio, x));
        }
    }
    scored.sort_by(|p, q| {
        q.0.partial_cmp(&p.0).unwrap_or(std::cmp::Ordering::Equal).then_with(|| q.1.cmp(p.1))
    });
    scored.into_iter().take(n).map(|(_, x)| x.clone()).collect()
}

/// difflib's `SequenceMatcher` with `isjunk=None` and `autojunk=True`, for a fixed second
/// sequence `b`.
struct Matcher<'a> {
    b: &'a [char],
    /// For every element of `b` that is not "popular", the indices where it occurs.
    b2j: std::collections::HashMap<char, Vec<usize>>,
}

impl<'a> Matcher<'a> {
    fn new(b: &'a [char]) -> Matcher<'a> {
        let mut b2j: std::collections::HashMap<char, Vec<usize>> = std::collections::HashMap::new();
        for (i, c) in b.iter().enumerate() {
            b2j.entry(*c).or_default().push(i);
        }
        // autojunk: in sequences of 200 elements or more, elements occurring more than 1% of
        // the time (plus one) are "popular" and left out of the index.
        let n = b.len();
        if n >= 200 {
            let ntest = n / 100 + 1;
            b2j.retain(|_, idxs| idxs.len() <= ntest);
        }
        Matcher { b, b2j }
    }

    fn ratio(&self, a: &[char]) -> f64 {
        let total = a.len() + self.b.len();
        if total == 0 {
            return 1.0;
        }
        let matches = self.matching_total(a);
        2.0 * matches as f64 / total as f64
    }

    /// The total size of `get_matching_blocks()`.
    fn matching_total(&self, a: &[char]) -> usize {
        let mut queue = vec![(0usize, a.len(), 0usize, self.b.len())];
        let mut total = 0;
        while let Some((alo, ahi, blo, bhi)) = queue.pop() {
            let (i, j, k) = self.longest_match(a, alo, ahi, blo, bhi);
            if k > 0 {
                total += k;
                if alo < i && blo < j {
                    queue.push((alo, i, blo, j));
                }
                if i + k < ahi && j + k < bhi {
                    queue.push((i + k, ahi, j + k, bhi));
                }
            }
        }
        total
    }

    /// `find_longest_match(alo, ahi, blo, bhi)` without junk: the longest matching block,
    /// earliest in `a` and then in `b`, extended over popular elements at both ends.
    fn longest_match(
        &self,
        a: &[char],
        alo: usize,
        ahi: usize,
        blo: usize,
        bhi: usize,
    ) -> (usize, usize, usize) {
        let (mut besti, mut bestj, mut bestsize) = (alo, blo, 0usize);
        let mut j2len: std::collections::HashMap<usize, usize> = std::collections::HashMap::new();
        for (i, c) in a.iter().enumerate().take(ahi).skip(alo) {
            let mut newj2len: std::collections::HashMap<usize, usize> =
                std::collections::HashMap::new();
            if let Some(js) = self.b2j.get(c) {
                for &j in js {
                    if j < blo {
                        continue;
                    }
                    if j >= bhi {
                        break;
                    }
                    let k = j.checked_sub(1).and_then(|p| j2len.get(&p)).copied().unwrap_or(0) + 1;
                    newj2len.insert(j, k);
                    if k > bestsize {
                        besti = i + 1 - k;
                        bestj = j + 1 - k;
                        bestsize = k;
                    }
                }
            }
            j2len = newj2len;
        }
        let b = self.b;
        while besti > alo && bestj > blo && a[besti - 1] == b[bestj - 1] {
            besti -= 1;
            bestj -= 1;
            bestsize += 1;
        }
        while besti + bestsize < ahi
            && bestj + bestsize < bhi
            && a[besti + bestsize] == b[bestj + bestsize]
        {
            bestsize += 1;
        }
        (besti, bestj, bestsize)
    }
}

#[cfg(test)]
mod tests {
    use super::close_matches;

    fn v(items: &[&str]) -> Vec<String> {
        items.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn close_matches_agree_with_difflib() {
        // Expected values from CPython 3.11's difflib.get_close_matches.
        assert_eq!(
            close_matches("Butan", &v(&["Czech Republic", "Monaco", "Bhutan"]), 3, 0.6),
            v(&["Bhutan"])
        );
        assert_eq!(
            close_matches("appel", &v(&["ape", "apple", "peach", "puppy"]), 3, 0.6),
            v(&["apple", "ape"])
        );
        assert_eq!(
            close_matches("wheel", &v(&["while", "for", "if", "else", "wheel"]), 3, 0.6),
            v(&["wheel", "while"])
        );
        assert_eq!(
            close_matches("ab", &v(&["ba", "ab", "abc", "b"]), 3, 0.6),
            v(&["ab", "abc", "b"])
        );
        assert_eq!(close_matches("", &v(&["", "a"]), 3, 0.6), v(&[""]));
        assert!(close_matches("xyz", &v(&["abc"]), 3, 0.6).is_empty());
    }

    #[test]
    fn long_words_drop_popular_elements_as_difflib_does() {
        // SequenceMatcher(None, x, w).ratio() in CPython 3.11, with autojunk on the 250-char w.
        let w: Vec<char> = format!("{}{}", "a".repeat(150), "b".repeat(100)).chars().collect();
        let m = super::Matcher::new(&w);
        let x1: Vec<char> = format!("{}{}", "a".repeat(120), "b".repeat(120)).chars().collect();
        let x2: Vec<char> = "ab".repeat(125).chars().collect();
        assert_eq!(m.ratio(&x1), 0.4897959183673469);
        assert_eq!(m.ratio(&x2), 0.004);
    }
}
