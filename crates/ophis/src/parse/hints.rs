//! CPython's words for the syntax errors its grammar names in an `invalid_*` rule: "Perhaps you
//! forgot a comma?", "expected ':'", "Maybe you meant '==' or ':=' instead of '='?", "Missing
//! parentheses in call to 'print'", the numeric-literal errors of its tokenizer, and the rest
//! below. rustpython's parser only says which token it did not expect; these rules look at the
//! tokens around that one, as CPython's second parser pass does, and name the error where
//! CPython does (the column of the expression it blames). They matter because a program's
//! author is often a language model that reads the message to fix its code.
//!
//! Each rule answers only in the situations it can tell apart from the tokens; anything else
//! stays "invalid syntax", which is what CPython says when none of its rules match.

use rustpython_parser::lexer::lex;
use rustpython_parser::{ast as py, Mode, Tok};

use super::{syntax_error, LineIndex, SyntaxError};

/// One token and where it is in the source.
struct Token {
    tok: Tok,
    start: usize,
    end: usize,
}

/// The source's tokens up to the first one the lexer cannot make.
fn tokens(source: &str) -> Vec<Token> {
    lex(source, Mode::Module)
        .map_while(|r| r.ok())
        .map(|(tok, range)| Token {
            tok,
            start: usize::from(range.start()),
            end: usize::from(range.end()),
        })
        .collect()
}

fn is_opener(t: &Tok) -> bool {
    matches!(t, Tok::Lpar | Tok::Lsqb | Tok::Lbrace)
}

fn is_closer(t: &Tok) -> bool {
    matches!(t, Tok::Rpar | Tok::Rsqb | Tok::Rbrace)
}

/// Whether an expression can end with this token. The parser's nesting limit uses it too: a
/// `(` or `[` after such a token is a call or subscript trailer.
pub(super) fn ends_operand(t: &Tok) -> bool {
    matches!(
        t,
        Tok::Name { .. }
            | Tok::Int { .. }
            | Tok::Float { .. }
            | Tok::Complex { .. }
            | Tok::String { .. }
            | Tok::True
            | Tok::False
            | Tok::None
            | Tok::Ellipsis
            | Tok::Rpar
            | Tok::Rsqb
            | Tok::Rbrace
    )
}

/// Whether an expression can start with this token where it cannot continue the one before.
fn starts_operand(t: &Tok) -> bool {
    matches!(
        t,
        Tok::Name { .. }
            | Tok::Int { .. }
            | Tok::Float { .. }
            | Tok::Complex { .. }
            | Tok::String { .. }
            | Tok::True
            | Tok::False
            | Tok::None
            | Tok::Ellipsis
            | Tok::Lbrace
            | Tok::Lambda
            | Tok::Await
            | Tok::Tilde
    )
}

/// Comparison and boolean operators: where CPython's `bitwise_or` ends.
fn is_comparison(t: &Tok) -> bool {
    matches!(
        t,
        Tok::EqEqual
            | Tok::NotEqual
            | Tok::Less
            | Tok::LessEqual
            | Tok::Greater
            | Tok::GreaterEqual
            | Tok::In
            | Tok::Is
            | Tok::Not
            | Tok::And
            | Tok::Or
    )
}

/// What ended a walk back over an expression.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Stop {
    /// The bracket the expression is in.
    Opener,
    /// A `,`, `:` or `=` (an element, a dict value, a keyword argument).
    Separator,
    /// The start of the statement.
    Start,
    /// A comparison or boolean operator (only when walking over a `bitwise_or`).
    Comparison,
    /// A keyword the expression cannot contain (`for`, `if`, `yield`, ...): at this index.
    Keyword(usize),
}

/// Walks back from `last` (the expression's last token) over one expression at its bracket
/// level, to the token after `floor` at the latest; answers where it starts and what ended it.
fn walk_back(toks: &[Token], last: usize, floor: usize, bitwise_or: bool) -> (usize, Stop) {
    let mut depth = 0usize;
    let mut k = last + 1;
    while k > floor {
        let t = &toks[k - 1].tok;
        if is_closer(t) {
            depth += 1;
        } else if is_opener(t) {
            if depth == 0 {
                return (k, Stop::Opener);
            }
            depth -= 1;
        } else if depth == 0 {
            match t {
                Tok::Comma | Tok::Colon | Tok::Equal | Tok::Semi => return (k, Stop::Separator),
                t if bitwise_or && is_comparison(t) => return (k, Stop::Comparison),
                Tok::Name { .. }
                | Tok::Int { .. }
                | Tok::Float { .. }
                | Tok::Complex { .. }
                | Tok::String { .. }
                | Tok::True
                | Tok::False
                | Tok::None
                | Tok::Ellipsis
                | Tok::Dot
                | Tok::Await => {}
                // Operators continue the expression; keywords end it.
                t if is_keyword(t) => return (k, Stop::Keyword(k - 1)),
                _ => {}
            }
        }
        k -= 1;
    }
    (k, Stop::Start)
}

fn is_keyword(t: &Tok) -> bool {
    matches!(
        t,
        Tok::For
            | Tok::If
            | Tok::Else
            | Tok::Elif
            | Tok::While
            | Tok::Lambda
            | Tok::Yield
            | Tok::Return
            | Tok::Async
            | Tok::With
            | Tok::As
            | Tok::Del
            | Tok::Assert
            | Tok::Import
            | Tok::From
            | Tok::Raise
            | Tok::Global
            | Tok::Nonlocal
            | Tok::Class
            | Tok::Def
            | Tok::Try
            | Tok::Except
            | Tok::Finally
            | Tok::Pass
            | Tok::Break
            | Tok::Continue
            | Tok::ColonEqual
            | Tok::Rarrow
    )
}

/// The index of the first token of the statement that holds token `i`.
fn statement_start(toks: &[Token], i: usize) -> usize {
    let mut k = i;
    while k > 0 && !matches!(toks[k - 1].tok, Tok::Newline | Tok::Indent | Tok::Dedent | Tok::Semi)
    {
        k -= 1;
    }
    k
}

/// The open brackets (token indices) before token `i`, from `floor` on.
fn open_brackets(toks: &[Token], floor: usize, i: usize) -> Vec<usize> {
    let mut open = Vec::new();
    for (k, t) in toks.iter().enumerate().take(i).skip(floor) {
        if is_opener(&t.tok) {
            open.push(k);
        } else if is_closer(&t.tok) {
            open.pop();
        }
    }
    open
}

/// Whether a `for` at the bracket level of token `last` comes before it in the bracket (the
/// expression is part of a comprehension).
fn in_comprehension(toks: &[Token], last: usize, floor: usize) -> bool {
    let mut depth = 0usize;
    for k in (floor..=last).rev() {
        let t = &toks[k].tok;
        if is_closer(t) {
            depth += 1;
        } else if is_opener(t) {
            if depth == 0 {
                return false;
            }
            depth -= 1;
        } else if depth == 0 && matches!(t, Tok::For) {
            return true;
        }
    }
    false
}

/// pegen's name for an expression in "cannot assign to ... here" (`_PyPegen_get_expr_name`),
/// for the kinds its `invalid_named_expression` rule can blame.
fn expression_kind(text: &str) -> Option<&'static str> {
    let e = rustpython_parser::parse(text, Mode::Expression, "<hint>").ok()?;
    let py::Mod::Expression(e) = e else { return None };
    Some(match *e.body {
        py::Expr::Attribute(_) => "attribute",
        py::Expr::Subscript(_) => "subscript",
        py::Expr::Call(_) => "function call",
        py::Expr::Constant(_) | py::Expr::JoinedStr(_) => "literal",
        py::Expr::BinOp(_) | py::Expr::UnaryOp(_) => "expression",
        py::Expr::Set(_) | py::Expr::Dict(_) => "literal",
        py::Expr::Await(_) => "await expression",
        py::Expr::Lambda(_) => "lambda",
        py::Expr::Starred(_) => "starred",
        _ => return None,
    })
}

/// The error CPython reports where rustpython's parser did not expect token `tok` at `offset`
/// (`expected`: the one token it would have taken, if there was only one), if one of CPython's
/// rules names it.
pub(super) fn unexpected_token(
    index: &LineIndex<'_>,
    source: &str,
    offset: usize,
    tok: &Tok,
    expected: Option<&str>,
) -> Option<SyntaxError> {
    let error = |at: usize, msg: &str| Some(syntax_error(index, at, msg, "SyntaxError"));
    let toks = tokens(source);
    let kind = std::mem::discriminant(tok);
    let i =
        toks.iter().position(|t| t.start == offset && std::mem::discriminant(&t.tok) == kind)?;
    if let Some(e) = missing_except(index, &toks, i, tok) {
        return Some(e);
    }
    let start = statement_start(&toks, i);
    if let Some(at) = missing_colon(&toks, start, i, expected) {
        return error(at, "expected ':'");
    }
    let open = open_brackets(&toks, start, i);
    if expected == Some("\"else\"") {
        return missing_else(index, &toks, i, start);
    }
    if i == 0 {
        return None;
    }
    if matches!(tok, Tok::Equal) {
        return misplaced_equal(index, source, &toks, i, start, &open);
    }
    if !(starts_operand(tok) && ends_operand(&toks[i - 1].tok)) {
        return None;
    }
    if let Some(e) = number_followed(index, source, &toks, i) {
        return Some(e);
    }
    let (a, stop) = walk_back(&toks, i - 1, start, false);
    // `invalid_legacy_expression`: `print x` anywhere.
    if a == i - 1 && !matches!(stop, Stop::Keyword(_)) {
        if let Tok::Name { name } = &toks[a].tok {
            if matches!(name.as_str(), "print" | "exec") {
                let msg =
                    format!("Missing parentheses in call to '{name}'. Did you mean {name}(...)?");
                return error(toks[a].start, &msg);
            }
        }
    }
    match stop {
        // `a if b c`: the conditional expression lacks its `else`.
        Stop::Keyword(k) if matches!(toks[k].tok, Tok::If) => {
            if k == 0 || !ends_operand(&toks[k - 1].tok) || in_comprehension(&toks, k, start) {
                return None;
            }
            let (a, stop) = walk_back(&toks, k - 1, start, false);
            if matches!(stop, Stop::Keyword(_)) {
                return None;
            }
            error(toks[a].start, "expected 'else' after 'if' expression")
        }
        // `invalid_expression`: two expressions side by side inside brackets.
        Stop::Opener | Stop::Separator if !open.is_empty() => {
            let mut a = a;
            while matches!(toks[a].tok, Tok::Star | Tok::DoubleStar) {
                a += 1;
            }
            let name_then_string = matches!(toks[a].tok, Tok::Name { .. })
                && matches!(toks.get(a + 1).map(|t| &t.tok), Some(Tok::String { .. }));
            let soft_keyword = matches!(&toks[a].tok, Tok::Name { name }
                if matches!(name.as_str(), "match" | "case" | "_"));
            if name_then_string || soft_keyword {
                return None;
            }
            error(toks[a].start, "invalid syntax. Perhaps you forgot a comma?")
        }
        _ => None,
    }
}

/// Where a compound statement's header lacks its `:` (`def f()`, `class A`, `with x as y`,
/// `match x` followed by a line break), if it does: where its line ends.
fn missing_colon(toks: &[Token], start: usize, i: usize, expected: Option<&str>) -> Option<usize> {
    let no_colon = |end: usize| {
        let mut depth = 0i32;
        !toks[start..end].iter().any(|t| {
            if is_opener(&t.tok) {
                depth += 1;
            } else if is_closer(&t.tok) {
                depth -= 1;
            }
            depth == 0 && matches!(t.tok, Tok::Colon)
        })
    };
    // `match x` then a line break: rustpython takes `match` for a name and stops at `x`.
    if matches!(&toks[start].tok, Tok::Name { name } if name.as_str() == "match") && i == start + 1
    {
        let end = toks[i..].iter().position(|t| matches!(t.tok, Tok::Newline))? + i;
        return (toks[end].start > toks[i].start && no_colon(end)).then_some(toks[end].start);
    }
    if i == 0 || !matches!(toks[i].tok, Tok::Newline) {
        return None;
    }
    if expected == Some("\":\"") {
        return Some(toks[i].start);
    }
    let first = if matches!(toks[start].tok, Tok::Async) { start + 1 } else { start };
    let header = matches!(
        toks.get(first)?.tok,
        Tok::Class
            | Tok::Def
            | Tok::With
            | Tok::For
            | Tok::While
            | Tok::If
            | Tok::Elif
            | Tok::Else
            | Tok::Try
            | Tok::Except
            | Tok::Finally
    );
    let complete = ends_operand(&toks[i - 1].tok)
        || (i - 1 == first && matches!(toks[first].tok, Tok::Else | Tok::Try | Tok::Finally));
    (header && complete && no_colon(i)).then_some(toks[i].start)
}

/// The end of the source where rustpython's parser needed more: only the `try` without
/// `except` or `finally` has words of its own.
pub(super) fn unexpected_end(index: &LineIndex<'_>, source: &str) -> Option<SyntaxError> {
    let toks = tokens(source);
    // CPython blames the line break that ends the `try`'s block.
    let (i, _) = try_block_before(&toks, toks.len())?;
    let at = toks[..i].iter().rev().find(|t| matches!(t.tok, Tok::Newline))?.start;
    Some(syntax_error(index, at, "expected 'except' or 'finally' block", "SyntaxError"))
}

/// `invalid_try_stmt`: a `try` block followed by neither `except` nor `finally`.
fn missing_except(
    index: &LineIndex<'_>,
    toks: &[Token],
    i: usize,
    tok: &Tok,
) -> Option<SyntaxError> {
    if matches!(tok, Tok::Except | Tok::Finally) {
        return None;
    }
    try_block_before(toks, i)?;
    Some(syntax_error(index, toks[i].start, "expected 'except' or 'finally' block", "SyntaxError"))
}

/// Whether the block that ends just before token `i` (the dedents before it) is a `try`'s:
/// the index of the last dedent and of the `try`.
fn try_block_before(toks: &[Token], i: usize) -> Option<(usize, usize)> {
    if i == 0 || !matches!(toks[i - 1].tok, Tok::Dedent) {
        return None;
    }
    // The last dedent closes the outermost block that ends here; find the indent it matches.
    let mut depth = 0usize;
    let mut k = i;
    while k > 0 {
        k -= 1;
        match toks[k].tok {
            Tok::Dedent => depth += 1,
            Tok::Indent => {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            _ => {}
        }
    }
    if depth != 0 {
        return None;
    }
    let header = statement_start(toks, k.checked_sub(1)?);
    matches!(toks[header].tok, Tok::Try).then_some((i - 1, header))
}

/// `invalid_expression`'s second rule: `a if b` followed by anything but `else`.
fn missing_else(
    index: &LineIndex<'_>,
    toks: &[Token],
    i: usize,
    start: usize,
) -> Option<SyntaxError> {
    let (_, stop) = walk_back(toks, i.checked_sub(1)?, start, false);
    let Stop::Keyword(k) = stop else { return None };
    if !matches!(toks[k].tok, Tok::If) || k == 0 || !ends_operand(&toks[k - 1].tok) {
        return None;
    }
    let (a, stop) = walk_back(toks, k - 1, start, false);
    if matches!(stop, Stop::Keyword(_)) {
        return None;
    }
    Some(syntax_error(index, toks[a].start, "expected 'else' after 'if' expression", "SyntaxError"))
}

/// An `=` where no assignment can be: `if x = 1:`, `[x = 1]`, `f(x.y = 1)`, `yield = 1`.
fn misplaced_equal(
    index: &LineIndex<'_>,
    source: &str,
    toks: &[Token],
    i: usize,
    start: usize,
    open: &[usize],
) -> Option<SyntaxError> {
    let error = |at: usize, msg: &str| Some(syntax_error(index, at, msg, "SyntaxError"));
    // `invalid_assignment`: an unparenthesized `yield` as a target.
    if open.is_empty() {
        if let (_, Stop::Keyword(k)) = walk_back(toks, i - 1, start, false) {
            if matches!(toks[k].tok, Tok::Yield) {
                return error(toks[k].start, "assignment to yield expression not possible");
            }
        }
    }
    let (a, stop) = walk_back(toks, i - 1, start, true);
    if a >= i {
        return None;
    }
    let single = a + 1 == i;
    let in_call = match open.last() {
        None => {
            // Only a condition: `if`, `elif`, `while`.
            let condition = matches!(toks[start].tok, Tok::If | Tok::Elif | Tok::While);
            if !(condition && stop == Stop::Keyword(start)) {
                return None;
            }
            false
        }
        Some(&o) => {
            if !matches!(stop, Stop::Opener | Stop::Separator)
                || (stop == Stop::Separator && !matches!(toks[a - 1].tok, Tok::Comma))
            {
                return None;
            }
            matches!(toks[o].tok, Tok::Lpar) && o > 0 && ends_operand(&toks[o - 1].tok)
        }
    };
    let constant = match toks[a].tok {
        Tok::True => Some("True"),
        Tok::False => Some("False"),
        Tok::None => Some("None"),
        _ => None,
    };
    if in_call {
        // `invalid_kwarg`.
        return match constant {
            Some(c) if single => error(toks[a].start, &format!("cannot assign to {c}")),
            _ => error(
                toks[a].start,
                "expression cannot contain assignment, perhaps you meant \"==\"?",
            ),
        };
    }
    // `invalid_named_expression`.
    if single && matches!(toks[a].tok, Tok::Name { .. }) {
        return error(
            toks[a].start,
            "invalid syntax. Maybe you meant '==' or ':=' instead of '='?",
        );
    }
    if (single && constant.is_some()) || matches!(toks[a].tok, Tok::Lpar | Tok::Lsqb) {
        return None;
    }
    let kind = expression_kind(source.get(toks[a].start..toks[i - 1].end)?)?;
    let msg = format!("cannot assign to {kind} here. Maybe you meant '==' instead of '='?");
    error(toks[a].start, &msg)
}

/// The tokenizer's errors for a number run into letters or digits it cannot hold: `1abc`,
/// `0x1g`, `1_`, `0b12`, `1jx`. rustpython ends the number there and starts a name.
fn number_followed(
    index: &LineIndex<'_>,
    source: &str,
    toks: &[Token],
    i: usize,
) -> Option<SyntaxError> {
    let (number, next) = (&toks[i - 1], &toks[i]);
    if number.end != next.start
        || !matches!(number.tok, Tok::Int { .. } | Tok::Float { .. } | Tok::Complex { .. })
        || !matches!(next.tok, Tok::Name { .. } | Tok::Int { .. })
    {
        return None;
    }
    let text = source.get(number.start..number.end)?.to_ascii_lowercase();
    let kind = match text.get(..2) {
        Some("0x") => "hexadecimal",
        Some("0o") => "octal",
        Some("0b") => "binary",
        _ if matches!(number.tok, Tok::Complex { .. }) => "imaginary",
        _ => "decimal",
    };
    let rest = source.get(next.start..)?;
    let underscores = rest.len() - rest.trim_start_matches('_').len();
    if let Some(d) = rest[underscores..].chars().next().filter(|c| c.is_ascii_digit()) {
        if matches!(kind, "octal" | "binary") {
            let msg = format!("invalid digit '{d}' in {kind} literal");
            return Some(syntax_error(index, next.start + underscores, msg, "SyntaxError"));
        }
    }
    // CPython reads one `_` as part of the number and stops at what follows it.
    let at = if underscores > 0 { next.start } else { next.start - 1 };
    Some(syntax_error(index, at, format!("invalid {kind} literal"), "SyntaxError"))
}
