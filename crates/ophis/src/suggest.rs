//! CPython 3.11's "Did you mean" suggestions (`Python/suggestions.c`): the closest name to the
//! one a `NameError` or an `AttributeError` names, by a Levenshtein distance where a case flip
//! costs half a move, among the candidates the exception's display collects (the failing
//! frame's local, global and builtin names; `dir()` of the object).
//!
//! Nothing here runs when an exception is raised: the text is computed only when the exception
//! is displayed (a traceback, the uncaught error's report), as CPython's `print_exception`
//! computes it, so programs that raise and catch in loops pay nothing for it.

/// A candidate list this long or longer is not searched (CPython's `MAX_CANDIDATE_ITEMS`).
const MAX_CANDIDATE_ITEMS: usize = 750;
/// Past this many bytes left after trimming the common affixes, two names are never close
/// (`MAX_STRING_SIZE`, the size of CPython's static row buffer).
const MAX_STRING_SIZE: usize = 40;
const MOVE_COST: usize = 2;
const CASE_COST: usize = 1;

/// CPython's `substitution_cost`: 0 for the same byte, `CASE_COST` for an ASCII case flip,
/// `MOVE_COST` otherwise.
fn substitution_cost(a: u8, b: u8) -> usize {
    if a & 31 != b & 31 {
        return MOVE_COST;
    }
    if a == b {
        return 0;
    }
    if a.eq_ignore_ascii_case(&b) {
        CASE_COST
    } else {
        MOVE_COST
    }
}

/// CPython's `levenshtein_distance` over the UTF-8 bytes of two names: `max_cost + 1` as soon
/// as the distance is known to exceed `max_cost`.
fn levenshtein_distance(a: &[u8], b: &[u8], max_cost: usize) -> usize {
    // Trim away the common prefix and suffix.
    let prefix = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let (a, b) = (&a[prefix..], &b[prefix..]);
    let suffix = a.iter().rev().zip(b.iter().rev()).take_while(|(x, y)| x == y).count();
    let (a, b) = (&a[..a.len() - suffix], &b[..b.len() - suffix]);
    if a.is_empty() || b.is_empty() {
        return (a.len() + b.len()) * MOVE_COST;
    }
    if a.len() > MAX_STRING_SIZE || b.len() > MAX_STRING_SIZE {
        return max_cost + 1;
    }
    // The shorter one is the row.
    let (a, b) = if b.len() < a.len() { (b, a) } else { (a, b) };
    // A match is impossible when the lengths alone cost too much.
    if (b.len() - a.len()) * MOVE_COST > max_cost {
        return max_cost + 1;
    }
    // One row of the matrix, updated in place: `row[i]` is the cost of `b[..j]` to `a[..=i]`.
    let mut row: Vec<usize> = (1..=a.len()).map(|i| i * MOVE_COST).collect();
    let mut result = 0;
    for (b_index, &code) in b.iter().enumerate() {
        let mut distance = b_index * MOVE_COST;
        result = distance;
        let mut minimum = usize::MAX;
        for (index, &ai) in a.iter().enumerate() {
            let substitute = distance + substitution_cost(code, ai);
            distance = row[index];
            let insert_delete = result.min(distance) + MOVE_COST;
            result = insert_delete.min(substitute);
            row[index] = result;
            minimum = minimum.min(result);
        }
        if minimum > max_cost {
            // Everything in this row is already too expensive.
            return max_cost + 1;
        }
    }
    result
}

/// CPython's `calculate_suggestions`: the candidate closest to `name` within a third of the
/// characters involved, the first one found among equally close ones; never `name` itself.
/// None when there are `MAX_CANDIDATE_ITEMS` candidates or more.
pub(crate) fn calculate_suggestion<'a>(name: &str, candidates: &[&'a str]) -> Option<&'a str> {
    if candidates.len() >= MAX_CANDIDATE_ITEMS {
        return None;
    }
    let mut best: Option<&'a str> = None;
    let mut best_distance = usize::MAX;
    for &item in candidates {
        if item == name {
            continue;
        }
        // No more than a third of the characters involved may need to change, and a match no
        // better than the best so far is not taken.
        let max_distance =
            ((name.len() + item.len() + 3) * MOVE_COST / 6).min(best_distance.saturating_sub(1));
        let distance = levenshtein_distance(name.as_bytes(), item.as_bytes(), max_distance);
        if distance > max_distance {
            continue;
        }
        if best.is_none() || distance < best_distance {
            best = Some(item);
            best_distance = distance;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::{calculate_suggestion, levenshtein_distance};

    #[test]
    fn distances_are_cpythons() {
        // A case flip costs 1, a substitution, insertion or deletion 2.
        assert_eq!(levenshtein_distance(b"a", b"A", 10), 1);
        assert_eq!(levenshtein_distance(b"bluch", b"blech", 10), 2);
        assert_eq!(levenshtein_distance(b"bluch", b"bluchin", 10), 4);
        assert_eq!(levenshtein_distance(b"abc", b"abc", 10), 0);
        // Past the bound, the answer is the bound plus one.
        assert_eq!(levenshtein_distance(b"abcdef", b"uvwxyz", 3), 4);
    }

    #[test]
    fn suggestions_follow_cpythons_choices() {
        // The pairs of CPython's test_exceptions (NameErrorTests.test_name_error_suggestions).
        let cases: [(&[&str], &str); 6] = [
            (&["noise", "more_noise", "a", "bc", "blech"], "blech"),
            (&["noise", "more_noise", "a", "bc", "blch"], "blch"),
            (&["noise", "more_noise", "a", "bc", "bluchin"], "bluchin"),
            (&["blucha", "bluc"], "blucha"),
            (&["blach", "bluc"], "blach"),
            (&["blach", "bluchi"], "blach"),
        ];
        for (names, expected) in cases {
            assert_eq!(calculate_suggestion("bluch", names), Some(expected));
        }
        assert_eq!(calculate_suggestion("pritn", &["print", "input"]), Some("print"));
        assert_eq!(calculate_suggestion("b", &["vvv", "mom", "w", "id", "pytho"]), None);
        assert_eq!(calculate_suggestion("blech", &["blech"]), None);
        let many: Vec<String> = (0..750).map(|i| format!("n{i}")).collect();
        let mut refs: Vec<&str> = many.iter().map(|s| s.as_str()).collect();
        refs.push("blech");
        assert_eq!(calculate_suggestion("bluch", &refs), None);
        assert_eq!(
            calculate_suggestion(
                "bluch",
                &refs[..748].iter().chain(["blech"].iter()).copied().collect::<Vec<_>>()
            ),
            Some("blech")
        );
    }
}
