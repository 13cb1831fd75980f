//! The parser door: the only module that names `rustpython_parser` types.
//!
//! It guards the source before the parser sees it (size, bracket nesting, indentation depth
//! and the length of operator chains, any of which can otherwise build a tree deep enough to
//! overflow the stack when it is converted or dropped), turns parser errors into ophis
//! `SyntaxError`s with line, column and the offending line, and converts the parser's tree
//! into ophis's own unresolved tree (`crate::ast`). Swapping the parser means rewriting only
//! this file.

use std::rc::Rc;

use rustpython_parser::ast as py;
use rustpython_parser::ast::Ranged;
use rustpython_parser::lexer::{lex, LexicalErrorType};
use rustpython_parser::FStringErrorType;
use rustpython_parser::{Mode, ParseErrorType, Tok};

use crate::ast::*;

mod hints;

/// Limits applied to source text before it is parsed.
#[derive(Debug, Clone)]
pub struct ParseLimits {
    /// Largest accepted source, in bytes.
    pub max_source_bytes: usize,
    /// Deepest accepted nesting of brackets (CPython's own limit is 200).
    pub max_bracket_depth: usize,
    /// Deepest accepted indentation (CPython's own limit is 100).
    pub max_indent_depth: usize,
    /// Most operator-like tokens accepted in one logical line: each can add a level to the
    /// expression tree (`1+1+1+...`, `a.b.c...`, `not not ...`).
    pub max_line_operators: usize,
}

impl Default for ParseLimits {
    fn default() -> Self {
        ParseLimits {
            max_source_bytes: 10 * 1024 * 1024,
            max_bracket_depth: 200,
            max_indent_depth: 100,
            max_line_operators: 10_000,
        }
    }
}

/// A syntax error with CPython's fields: message, 1-based line, 1-based column, source line.
/// Displays as `SyntaxError: message (line N)`.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{kind}: {msg} (line {line})")]
pub struct SyntaxError {
    /// CPython's message (`invalid syntax`, `unexpected indent`, ...).
    pub msg: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column, in characters; 0 when unknown.
    pub col: u32,
    /// The offending source line, when there is one.
    pub text: Option<String>,
    /// `IndentationError` / `TabError` instead of `SyntaxError`.
    pub kind: &'static str,
}

/// Maps byte offsets to lines and columns.
struct LineIndex<'a> {
    source: &'a str,
    starts: Vec<usize>,
    /// Whether the whole source is ASCII: then a column in characters is one in bytes.
    ascii: bool,
}

impl<'a> LineIndex<'a> {
    fn new(source: &'a str) -> Self {
        let mut starts = vec![0];
        for (i, b) in source.bytes().enumerate() {
            if b == b'\n' {
                starts.push(i + 1);
            }
        }
        LineIndex { source, starts, ascii: source.is_ascii() }
    }

    fn span(&self, offset: usize) -> Span {
        let offset = offset.min(self.source.len());
        let line = match self.starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let start = self.starts[line];
        let col = if self.ascii {
            offset - start
        } else {
            self.source.get(start..offset).map(|s| s.chars().count()).unwrap_or(0)
        };
        Span { line: line as u32 + 1, col: col as u32 }
    }

    fn line_text(&self, line: u32) -> Option<String> {
        let i = (line as usize).checked_sub(1)?;
        let start = *self.starts.get(i)?;
        let end = self.starts.get(i + 1).copied().unwrap_or(self.source.len());
        Some(self.source.get(start..end)?.trim_end_matches(['\n', '\r']).to_string())
    }
}

fn syntax_error(
    index: &LineIndex<'_>,
    offset: usize,
    msg: impl Into<String>,
    kind: &'static str,
) -> SyntaxError {
    let span = index.span(offset);
    SyntaxError {
        msg: msg.into(),
        line: span.line,
        col: span.col + 1,
        text: index.line_text(span.line),
        kind,
    }
}

/// Parses a module. Never panics and never recurses deeper than the limits allow; the tree is
/// built on a stack with `PARSE_STACK_SIZE` free: the caller's when `stack_limit` (the lowest
/// address its stack may reach, 0 if unknown) leaves that much room, as a run's own stack
/// does, else a fresh one, so a caller with an ordinary thread stack is safe too. Mapping a
/// fresh stack for every run cost more than the rest of running `1+1`.
pub(crate) fn parse_module(
    source: &str,
    limits: &ParseLimits,
    stack_limit: usize,
) -> Result<Module, SyntaxError> {
    crate::coro::with_stack_room(crate::coro::PARSE_STACK_SIZE, stack_limit, || {
        parse_module_here(source, limits)
    })
}

/// The parsed trees of the standard-library modules written in Python, by the address and
/// length of their (static, embedded) source. Parsing is most of what importing `re` or
/// `json` costs, and every interpreter imports afresh; the parser's tree is plain data
/// (`Send`, no `Rc`, no interpreter values), so it is shared process-wide and each import
/// converts its own copy into the interpreter's tree. Bounded by the number of embedded
/// modules.
type LibraryTrees = std::collections::HashMap<(usize, usize), std::sync::Arc<Vec<py::Stmt>>>;
static LIBRARY_TREES: std::sync::Mutex<Option<LibraryTrees>> = std::sync::Mutex::new(None);

/// `parse_module` for a module of ophis's own standard library (default limits), parsing
/// each module's source once per process (`stack_limit` as for `parse_module`).
pub(crate) fn parse_library_module(
    source: &'static str,
    stack_limit: usize,
) -> Result<Module, SyntaxError> {
    crate::coro::with_stack_room(crate::coro::PARSE_STACK_SIZE, stack_limit, || {
        let key = (source.as_ptr() as usize, source.len());
        let cached = LIBRARY_TREES
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .as_ref()
            .and_then(|m| m.get(&key).cloned());
        // The converter reads the tree without taking it, so neither the first import nor a
        // later one copies it.
        let tree = match cached {
            Some(tree) => tree,
            None => {
                let tree = std::sync::Arc::new(parse_body(source, &ParseLimits::default())?);
                let mut guard = LIBRARY_TREES.lock().unwrap_or_else(|e| e.into_inner());
                guard.get_or_insert_with(Default::default).insert(key, tree.clone());
                tree
            }
        };
        convert_body(source, &tree)
    })
}

fn parse_module_here(source: &str, limits: &ParseLimits) -> Result<Module, SyntaxError> {
    let body = parse_body(source, limits)?;
    convert_body(source, &body)
}

/// Lexes and parses `source` into the parser's tree, under `limits`.
fn parse_body(source: &str, limits: &ParseLimits) -> Result<Vec<py::Stmt>, SyntaxError> {
    let index = LineIndex::new(source);
    if source.len() > limits.max_source_bytes {
        return Err(SyntaxError {
            msg: format!(
                "source too large ({} bytes; the limit is {})",
                source.len(),
                limits.max_source_bytes
            ),
            line: 1,
            col: 1,
            text: None,
            kind: "SyntaxError",
        });
    }
    // Lex first: the lexer is iterative, so counting its tokens is safe for any input, and the
    // same tokens then feed the parser.
    let mut tokens = Vec::new();
    let mut bracket_depth = 0usize;
    let mut indent_depth = 0usize;
    let mut line_operators = 0usize;
    // Whether the previous token ends an operand: a `(` or `[` after one is a call or a
    // subscript, and a chain of them (`a[0][0]...`, `f()()...`) nests the tree as deeply as an
    // operator chain does, so it counts against the same limit.
    let mut after_operand = false;
    // The brackets open so far (the character and its offset), for CPython's tokenizer errors:
    // `'(' was never closed`, `unmatched ')'`, `closing parenthesis ']' does not match ...`.
    // They win over a parser error earlier in the source, as in CPython, which tokenizes the
    // rest of the source when its parser fails and reports a tokenizer error if there is one.
    let mut open_brackets: Vec<(char, usize)> = Vec::new();
    // Where the last token ended: a string the lexer could not finish starts after it.
    let mut prev_end = 0usize;
    // Where the last token that is not a line break or indentation starts.
    let mut last_token_at = 0usize;
    for result in lex(source, Mode::Module) {
        let (tok, range) = match result {
            Ok(t) => t,
            Err(err) => {
                let offset = usize::from(err.location);
                let bracket = match err.error {
                    LexicalErrorType::StringError
                    | LexicalErrorType::Eof
                    | LexicalErrorType::OtherError(_)
                        if unterminated_string(&index, source, prev_end).is_some() =>
                    {
                        unterminated_string(&index, source, prev_end)
                    }
                    // The lexer's location is just past the closing bracket.
                    LexicalErrorType::NestingError => {
                        let at = source[..offset.min(source.len())]
                            .rfind([')', ']', '}'])
                            .unwrap_or(offset);
                        let c = source[at..].chars().next().unwrap_or(')');
                        Some(syntax_error(&index, at, format!("unmatched '{c}'"), "SyntaxError"))
                    }
                    LexicalErrorType::IndentationError => missing_block(&index, source, offset),
                    // The source ended inside a bracket: the parser's own error comes first
                    // when it fails before the last token (see `parse_error_before`).
                    LexicalErrorType::Eof => never_closed(&index, &open_brackets).map(|e| {
                        match parse_error_before(&index, source, tokens, last_token_at) {
                            Some((at, parse_err))
                                if unclosed_before(&index, &open_brackets, at).is_none() =>
                            {
                                parse_err
                            }
                            _ => e,
                        }
                    }),
                    _ => None,
                };
                return Err(bracket.unwrap_or_else(|| lexical_error(&index, offset, &err.error)));
            }
        };
        let offset = usize::from(range.start());
        prev_end = usize::from(range.end());
        if !matches!(tok, Tok::Newline | Tok::Indent | Tok::Dedent | Tok::EndOfFile) {
            last_token_at = offset;
        }
        if let Some(e) = track_bracket(&index, &mut open_brackets, &tok, offset) {
            return Err(e);
        }
        let trailer = after_operand && matches!(tok, Tok::Lpar | Tok::Lsqb);
        after_operand = hints::ends_operand(&tok);
        if trailer {
            line_operators += 1;
            if line_operators > limits.max_line_operators {
                return Err(syntax_error(
                    &index,
                    offset,
                    format!(
                        "expression too deeply nested (more than {} operators in one statement)",
                        limits.max_line_operators
                    ),
                    "SyntaxError",
                ));
            }
        }
        match &tok {
            Tok::Lpar | Tok::Lsqb | Tok::Lbrace => {
                bracket_depth += 1;
                if bracket_depth > limits.max_bracket_depth {
                    return Err(syntax_error(
                        &index,
                        offset,
                        "too many nested parentheses",
                        "SyntaxError",
                    ));
                }
            }
            Tok::Rpar | Tok::Rsqb | Tok::Rbrace => bracket_depth = bracket_depth.saturating_sub(1),
            Tok::Indent => {
                indent_depth += 1;
                if indent_depth > limits.max_indent_depth {
                    return Err(syntax_error(
                        &index,
                        offset,
                        "too many levels of indentation",
                        "IndentationError",
                    ));
                }
            }
            Tok::Dedent => indent_depth = indent_depth.saturating_sub(1),
            Tok::Newline => line_operators = 0,
            Tok::Name { .. }
            | Tok::Int { .. }
            | Tok::Float { .. }
            | Tok::Complex { .. }
            | Tok::String { .. }
            | Tok::Comma => {}
            _ => {
                line_operators += 1;
                if line_operators > limits.max_line_operators {
                    return Err(syntax_error(
                        &index,
                        offset,
                        format!("expression too deeply nested (more than {} operators in one statement)", limits.max_line_operators),
                        "SyntaxError",
                    ));
                }
            }
        }
        tokens.push(Ok((tok, range)));
    }
    let parsed = rustpython_parser::parse_tokens(tokens, Mode::Module, "<code>");
    let module = match parsed {
        Ok(m) => m,
        Err(err) => {
            // CPython reports the bracket when its parser ran into the end of the source
            // inside it: the error is at the last token, or is the end itself. An error
            // earlier (`def f(:`) is the parser's.
            let at_end = matches!(err.error, ParseErrorType::Eof)
                || usize::from(err.offset) >= last_token_at;
            if let (true, Some(e)) = (at_end, never_closed(&index, &open_brackets)) {
                return Err(e);
            }
            if let Some(e) = unclosed_before(&index, &open_brackets, usize::from(err.offset)) {
                return Err(e);
            }
            return Err(parse_error(&index, source, usize::from(err.offset), &err.error));
        }
    };
    match module {
        py::Mod::Module(m) => Ok(m.body),
        _ => Err(syntax_error(&index, 0, "expected a module", "SyntaxError")),
    }
}

/// Follows one token's effect on the open brackets; a closing bracket that matches none is
/// CPython's tokenizer error.
fn track_bracket(
    index: &LineIndex<'_>,
    open: &mut Vec<(char, usize)>,
    tok: &Tok,
    offset: usize,
) -> Option<SyntaxError> {
    let (opening, closing) = match tok {
        Tok::Lpar | Tok::Lsqb | Tok::Lbrace => {
            let c = match tok {
                Tok::Lpar => '(',
                Tok::Lsqb => '[',
                _ => '{',
            };
            open.push((c, offset));
            return None;
        }
        Tok::Rpar => ('(', ')'),
        Tok::Rsqb => ('[', ']'),
        Tok::Rbrace => ('{', '}'),
        _ => return None,
    };
    match open.pop() {
        Some((c, _)) if c == opening => None,
        Some((c, at)) => {
            let (here, there) = (index.span(offset).line, index.span(at).line);
            let mut msg =
                format!("closing parenthesis '{closing}' does not match opening parenthesis '{c}'");
            if here != there {
                msg.push_str(&format!(" on line {there}"));
            }
            Some(syntax_error(index, offset, msg, "SyntaxError"))
        }
        None => Some(syntax_error(index, offset, format!("unmatched '{closing}'"), "SyntaxError")),
    }
}

/// CPython's `unterminated string literal (detected at line N)` (N: the string's line) and
/// `unterminated triple-quoted string literal (detected at line N)` (N: the last line), at the
/// string's start: the first character after the last token, if a string starts there.
fn unterminated_string(
    index: &LineIndex<'_>,
    source: &str,
    prev_end: usize,
) -> Option<SyntaxError> {
    // Skip the blanks, line breaks, continuations and comments the lexer passed over.
    let mut text = source.get(prev_end..)?;
    loop {
        text = text.trim_start_matches([' ', '\t', '\x0c', '\n', '\r', '\\']);
        match text.strip_prefix('#') {
            Some(comment) => text = comment.find('\n').map_or("", |i| &comment[i..]),
            None => break,
        }
    }
    let start = source.len() - text.len();
    let body = text.trim_start_matches(|c: char| "rRbBuUfF".contains(c));
    if text.len() - body.len() > 2 {
        return None;
    }
    let (msg, line) = if body.starts_with("\"\"\"") || body.starts_with("'''") {
        (
            "unterminated triple-quoted string literal",
            index.span(source.len().saturating_sub(1)).line,
        )
    } else if body.starts_with(['"', '\'']) {
        ("unterminated string literal", index.span(start).line)
    } else {
        return None;
    };
    Some(syntax_error(index, start, format!("{msg} (detected at line {line})"), "SyntaxError"))
}

/// The parser's error among `tokens` (those lexed before the source ended inside a bracket)
/// when it is before the last of them, `before`: CPython's parser stops there without
/// reaching the end, and reports it rather than the bracket (`def f(:`).
fn parse_error_before(
    index: &LineIndex<'_>,
    source: &str,
    tokens: Vec<rustpython_parser::lexer::LexResult>,
    before: usize,
) -> Option<(usize, SyntaxError)> {
    let err = rustpython_parser::parse_tokens(tokens, Mode::Module, "<code>").err()?;
    let at = usize::from(err.offset);
    if matches!(err.error, ParseErrorType::Eof) || at >= before {
        return None;
    }
    Some((at, parse_error(index, source, at, &err.error)))
}

/// The parser failed at `at` on a line after that of the innermost bracket open there and
/// never closed (`open`: the brackets still open at the end of the source): CPython reports
/// the bracket (`foo(a,\n  b\nbar()` is `'(' was never closed`).
fn unclosed_before(
    index: &LineIndex<'_>,
    open: &[(char, usize)],
    at: usize,
) -> Option<SyntaxError> {
    let &(c, opened) = open.iter().rev().find(|&&(_, o)| o < at)?;
    if index.span(at).line <= index.span(opened).line {
        return None;
    }
    Some(syntax_error(index, opened, format!("'{c}' was never closed"), "SyntaxError"))
}

/// Whether the parser failed on the token right after an `except` keyword in a way only a
/// `try` mixing `except` and `except*` makes it fail: a `*` (the `try` has plain handlers) or
/// the start of a plain handler (the `try` has `except*` handlers).
fn mixes_except_kinds(source: &str, offset: usize, tok: &Tok) -> bool {
    let before = source[..offset.min(source.len())].trim_end();
    let after_except = before
        .strip_suffix("except")
        .is_some_and(|rest| rest.chars().last().is_none_or(|c| !(c.is_alphanumeric() || c == '_')));
    after_except && matches!(tok, Tok::Star | Tok::Name { .. } | Tok::Colon | Tok::Lpar)
}

/// CPython's `expected an indented block after 'if' statement on line N` (`function
/// definition`, `class definition` for `def` and `class`): the error at `offset` is on a line
/// (or at the end of the source) that follows a block header ending in `:` without being
/// indented past the header. None when that is not the case.
fn missing_block(index: &LineIndex<'_>, source: &str, offset: usize) -> Option<SyntaxError> {
    let lines: Vec<&str> = source.lines().collect();
    let indent = |l: &str| l.len() - l.trim_start_matches([' ', '\t', '\x0c']).len();
    let significant = |l: &str| {
        let t = l.trim();
        !t.is_empty() && !t.starts_with('#')
    };
    // The line of the error (0-based), or one past the last line at the end of the source.
    let at_end = source[offset.min(source.len())..].lines().all(|l| !significant(l));
    let error_line = if at_end { lines.len() } else { index.span(offset).line as usize - 1 };
    if !at_end {
        let line = lines.get(error_line)?;
        // The error must be the line's first token.
        if index.span(offset).col as usize != line[..indent(line)].chars().count() {
            return None;
        }
    }
    let colon_line = (0..error_line.min(lines.len())).rev().find(|&i| significant(lines[i]))?;
    let code = lines[colon_line].split('#').next().unwrap_or("").trim_end();
    if !code.ends_with(':') {
        return None;
    }
    // The header starts where its brackets balance (`def f(\n    a):` starts on `def`).
    let mut header = colon_line;
    let mut depth: i64 = 0;
    loop {
        for c in lines[header].split('#').next().unwrap_or("").chars() {
            match c {
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' => depth -= 1,
                _ => {}
            }
        }
        if depth >= 0 || header == 0 {
            break;
        }
        header -= 1;
    }
    if !at_end && indent(lines[error_line]) > indent(lines[header]) {
        return None;
    }
    let words = lines[header].trim_start();
    let words = words.strip_prefix("async ").map_or(words, str::trim_start);
    let keyword: String = words.chars().take_while(|c| c.is_ascii_alphabetic()).collect();
    let what = match keyword.as_str() {
        "def" => "function definition".to_string(),
        "class" => "class definition".to_string(),
        "if" | "elif" | "else" | "for" | "while" | "with" | "try" | "except" | "finally"
        | "match" | "case" => format!("'{keyword}' statement"),
        _ => return None,
    };
    let msg = format!("expected an indented block after {what} on line {}", header + 1);
    if at_end {
        // CPython's error has no end column here, and its traceback draws no caret.
        let mut e = syntax_error(index, source.trim_end().len(), msg, "IndentationError");
        e.col = 0;
        return Some(e);
    }
    Some(syntax_error(index, offset, msg, "IndentationError"))
}

/// `'(' was never closed`, at the innermost bracket still open when the source ended.
fn never_closed(index: &LineIndex<'_>, open: &[(char, usize)]) -> Option<SyntaxError> {
    let &(c, at) = open.last()?;
    Some(syntax_error(index, at, format!("'{c}' was never closed"), "SyntaxError"))
}

/// Converts the parser's tree of `source` into ophis's.
fn convert_body(source: &str, body: &[py::Stmt]) -> Result<Module, SyntaxError> {
    let index = LineIndex::new(source);
    // `from __future__ import ...` statements are compiler directives: valid only at the top
    // of the module (after an optional docstring). They are checked here and then dropped;
    // `annotations` makes class-body annotations strings instead of evaluated expressions.
    let mut future_at = std::collections::HashSet::new();
    let mut future_annotations = false;
    for (i, st) in body.iter().enumerate() {
        match st {
            py::Stmt::Expr(e)
                if i == 0
                    && matches!(&*e.value, py::Expr::Constant(c) if matches!(c.value, py::Constant::Str(_))) =>
                {}
            py::Stmt::ImportFrom(imp)
                if imp.module.as_deref() == Some("__future__")
                    && imp.level.map(|l| l.to_u32()).unwrap_or(0) == 0 =>
            {
                future_at.insert(usize::from(imp.range.start()));
                future_annotations |= imp.names.iter().any(|a| a.name.as_str() == "annotations");
            }
            _ => break,
        }
    }
    let conv = Converter {
        index: &index,
        future_at,
        future_annotations,
        names: Default::default(),
        in_async: Default::default(),
        private: Default::default(),
    };
    let mut body = conv.stmts(body)?;
    // As CPython's SETUP_ANNOTATIONS: a module whose own statements annotate a name starts
    // with an empty `__annotations__` dict, which those annotations fill (`eval`).
    if has_module_annotations(&body) {
        let span = body[0].span;
        let target = Expr { kind: ExprKind::Name(conv.name("__annotations__")), span };
        let value = Expr { kind: ExprKind::Dict { keys: Vec::new(), values: Vec::new() }, span };
        body.insert(0, Stmt { kind: StmtKind::Assign { targets: vec![target], value }, span });
    }
    Ok(Module { body })
}

/// Whether the module's own statements (not its functions' or classes') hold an annotation.
fn has_module_annotations(body: &[Stmt]) -> bool {
    body.iter().any(|s| match &s.kind {
        StmtKind::AnnAssign { .. } => true,
        StmtKind::For { body, orelse, .. }
        | StmtKind::While { body, orelse, .. }
        | StmtKind::If { body, orelse, .. } => {
            has_module_annotations(body) || has_module_annotations(orelse)
        }
        StmtKind::With { body, .. } => has_module_annotations(body),
        StmtKind::Match { cases, .. } => cases.iter().any(|c| has_module_annotations(&c.body)),
        StmtKind::Try { body, handlers, orelse, finalbody } => {
            has_module_annotations(body)
                || handlers.iter().any(|h| has_module_annotations(&h.body))
                || has_module_annotations(orelse)
                || has_module_annotations(finalbody)
        }
        _ => false,
    })
}

fn lexical_error(index: &LineIndex<'_>, offset: usize, err: &LexicalErrorType) -> SyntaxError {
    let (msg, kind) = match err {
        LexicalErrorType::IndentationError => {
            ("unindent does not match any outer indentation level".to_string(), "IndentationError")
        }
        LexicalErrorType::TabError | LexicalErrorType::TabsAfterSpaces => {
            ("inconsistent use of tabs and spaces in indentation".to_string(), "TabError")
        }
        LexicalErrorType::Eof => ("unexpected EOF while parsing".to_string(), "SyntaxError"),
        LexicalErrorType::StringError => ("unterminated string literal".to_string(), "SyntaxError"),
        LexicalErrorType::FStringError(FStringErrorType::InvalidConversionFlag) => (
            "f-string: invalid conversion character: expected 's', 'r', or 'a'".to_string(),
            "SyntaxError",
        ),
        LexicalErrorType::OtherError(e) => return number_error(index, offset, e),
        other => (other.to_string(), "SyntaxError"),
    };
    syntax_error(index, offset, msg, kind)
}

/// The lexer's errors inside a number, in CPython's words: `007` (leading zeros), `0x` with no
/// digit, `1.5e` with no exponent; `offset` is where the lexer stopped.
fn number_error(index: &LineIndex<'_>, offset: usize, err: &str) -> SyntaxError {
    let source = index.source;
    let before = &source[..offset.min(source.len())];
    let digits =
        before.len() - before.trim_end_matches(|c: char| c.is_ascii_digit() || c == '_').len();
    let start = offset - digits;
    let (at, msg) = if err == "Invalid Token" && before[start..].starts_with('0') {
        let msg = "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers";
        (start, msg.to_string())
    } else if err.starts_with("ParseBigIntError") {
        // `0x`, `0o` or `0b` with no digit after it; the lexer stops at the prefix.
        let kind = match source.get(offset..offset + 2).map(|p| p.to_ascii_lowercase()) {
            Some(p) if p == "0x" => "hexadecimal",
            Some(p) if p == "0o" => "octal",
            Some(p) if p == "0b" => "binary",
            _ => "decimal",
        };
        (offset + 1, format!("invalid {kind} literal"))
    } else if err == "Invalid decimal literal" {
        (offset.saturating_sub(2), "invalid decimal literal".to_string())
    } else {
        (offset, err.to_string())
    };
    syntax_error(index, at, msg, "SyntaxError")
}

fn parse_error(
    index: &LineIndex<'_>,
    source: &str,
    offset: usize,
    err: &ParseErrorType,
) -> SyntaxError {
    match err {
        ParseErrorType::Lexical(lex @ LexicalErrorType::IndentationError) => {
            missing_block(index, source, offset)
                .unwrap_or_else(|| lexical_error(index, offset, lex))
        }
        // CPython 3.11 parses an f-string's inside after its parser has read the token that
        // follows the string, and places the error there.
        ParseErrorType::Lexical(lex @ LexicalErrorType::FStringError(_)) => {
            let mut at = offset;
            let mut in_string = false;
            for (tok, range) in lex_tokens(source) {
                if usize::from(range.start()) > offset && in_string {
                    at = usize::from(range.start());
                    break;
                }
                in_string = matches!(tok, Tok::String { .. });
                if in_string {
                    at = usize::from(range.end());
                }
            }
            lexical_error(index, at, lex)
        }
        ParseErrorType::Lexical(lex) => lexical_error(index, offset, lex),
        ParseErrorType::Eof => missing_block(index, source, source.len())
            .or_else(|| hints::unexpected_end(index, source))
            .unwrap_or_else(|| {
                let at = source.trim_end().len().saturating_sub(1);
                syntax_error(index, at, "unexpected EOF while parsing", "SyntaxError")
            }),
        ParseErrorType::UnrecognizedToken(Tok::Indent, _) => {
            syntax_error(index, offset, "unexpected indent", "IndentationError")
        }
        ParseErrorType::UnrecognizedToken(tok, _) if mixes_except_kinds(source, offset, tok) => {
            let at = source[..offset].trim_end().len().saturating_sub("except".len());
            let msg = "cannot have both 'except' and 'except*' on the same 'try'";
            syntax_error(index, at, msg, "SyntaxError")
        }
        ParseErrorType::UnrecognizedToken(tok, expected) => {
            if let Some(e) = missing_block(index, source, offset).or_else(|| {
                hints::unexpected_token(index, source, offset, tok, expected.as_deref())
            }) {
                return e;
            }
            let msg = match (tok, expected) {
                (Tok::Dedent, _) | (Tok::Newline, Some(_))
                    if expected.as_deref() == Some("Indent") =>
                {
                    "expected an indented block".to_string()
                }
                _ => "invalid syntax".to_string(),
            };
            let kind = if msg.starts_with("expected an indented") {
                "IndentationError"
            } else {
                "SyntaxError"
            };
            syntax_error(index, offset, msg, kind)
        }
        ParseErrorType::ExtraToken(_) | ParseErrorType::InvalidToken => {
            syntax_error(index, offset, "invalid syntax", "SyntaxError")
        }
    }
}

/// The source's tokens up to the first one the lexer cannot make.
fn lex_tokens(
    source: &str,
) -> impl Iterator<Item = (Tok, rustpython_parser::text_size::TextRange)> + '_ {
    lex(source, Mode::Module).map_while(|r| r.ok())
}

/// Whether an expression's text is one pair of parentheses around the rest: `(x for x in y)`,
/// not `(x) for x in (y)`.
fn parenthesized(text: &str) -> bool {
    let mut depth = 0usize;
    let mut toks = lex(text, Mode::Expression).peekable();
    if !matches!(toks.peek(), Some(Ok((Tok::Lpar, _)))) {
        return false;
    }
    for tok in toks {
        // The text is part of a source that lexed; should it not lex alone, the program is
        // given the benefit of the doubt rather than refused.
        let Ok((tok, range)) = tok else { return true };
        match tok {
            Tok::Lpar | Tok::Lsqb | Tok::Lbrace => depth += 1,
            Tok::Rpar | Tok::Rsqb | Tok::Rbrace => {
                depth -= 1;
                if depth == 0 {
                    return usize::from(range.end()) == text.trim_end().len();
                }
            }
            _ => {}
        }
    }
    false
}

struct Converter<'a> {
    index: &'a LineIndex<'a>,
    /// Where the module's leading `from __future__ import` statements start.
    future_at: std::collections::HashSet<usize>,
    /// `from __future__ import annotations` is in effect.
    future_annotations: bool,
    /// The identifiers seen so far (see `intern`).
    names: std::cell::RefCell<std::collections::HashSet<Rc<str>, crate::dict::FxBuild>>,
    /// Converting an `async def`'s body: `async for`, `async with` and async comprehensions
    /// are allowed there, elsewhere CPython's compile errors.
    in_async: std::cell::Cell<bool>,
    /// The innermost enclosing class's name, for CPython's private name mangling: inside a
    /// class body (and the functions in it), an identifier `__x` that does not end in `__`
    /// means `_Class__x` (the class name without its leading underscores).
    private: std::cell::RefCell<Option<Rc<str>>>,
}

/// The features `from __future__ import` accepts in CPython 3.11.
const FUTURE_FEATURES: &[&str] = &[
    "nested_scopes",
    "generators",
    "division",
    "absolute_import",
    "with_statement",
    "print_function",
    "unicode_literals",
    "barry_as_FLUFL",
    "generator_stop",
    "annotations",
];

type CResult<T> = Result<T, SyntaxError>;

/// Whether literal source text has a `\\uD800`-`\\uDFFF` (or `\\U0000D800`...) escape, that is
/// one after an odd run of backslashes.
fn has_surrogate_escape(text: &str) -> bool {
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' {
            i += 1;
            continue;
        }
        let run = b[i..].iter().take_while(|&&c| c == b'\\').count();
        i += run;
        if run % 2 == 0 {
            continue;
        }
        let digits = match b.get(i) {
            Some(b'u') => 4,
            Some(b'U') => 8,
            _ => continue,
        };
        let hex = b
            .get(i + 1..i + 1 + digits)
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u32::from_str_radix(h, 16).ok());
        if matches!(hex, Some(0xD800..=0xDFFF)) {
            return true;
        }
    }
    false
}

fn rc(s: &str) -> Rc<str> {
    Rc::from(s)
}

impl<'a> Converter<'a> {
    fn span(&self, node: &impl Ranged) -> Span {
        self.index.span(usize::from(node.range().start()))
    }

    fn err(&self, node: &impl Ranged, msg: impl Into<String>) -> SyntaxError {
        syntax_error(self.index, usize::from(node.range().start()), msg, "SyntaxError")
    }

    /// A function's body, converted inside (`true`) or outside an `async def`.
    fn body_in(&self, is_async: bool, body: &[py::Stmt]) -> CResult<Vec<Stmt>> {
        let saved = self.in_async.replace(is_async);
        let r = self.stmts(body);
        self.in_async.set(saved);
        r
    }

    fn stmts(&self, body: &[py::Stmt]) -> CResult<Vec<Stmt>> {
        body.iter().map(|s| self.stmt(s)).collect()
    }

    fn exprs(&self, v: &[py::Expr]) -> CResult<Vec<Expr>> {
        v.iter().map(|e| self.expr(e)).collect()
    }

    fn bexpr(&self, e: &py::Expr) -> CResult<Box<Expr>> {
        Ok(Box::new(self.expr(e)?))
    }

    fn opt(&self, e: &Option<Box<py::Expr>>) -> CResult<Option<Expr>> {
        e.as_ref().map(|e| self.expr(e)).transpose()
    }

    fn name(&self, id: &str) -> Name {
        Name { id: self.mangled(id), slot: NameRef::Unresolved }
    }

    /// `id` as the compiler stores it: mangled (`ast::mangle`) inside a class.
    fn mangled(&self, id: &str) -> Rc<str> {
        let private = self.private.borrow();
        match private.as_deref().and_then(|class| mangle(class, id)) {
            Some(m) => self.intern(&m),
            None => self.intern(id),
        }
    }

    /// One `Rc` per distinct identifier of the module: attribute names stored by one site
    /// and read by another are then the same pointer, which attribute caches compare first.
    fn intern(&self, id: &str) -> Rc<str> {
        let mut names = self.names.borrow_mut();
        if let Some(n) = names.get(id) {
            return n.clone();
        }
        let n: Rc<str> = Rc::from(id);
        names.insert(n.clone());
        n
    }

    fn stmt(&self, s: &py::Stmt) -> CResult<Stmt> {
        let span = self.span(s);
        let kind = match s {
            py::Stmt::FunctionDef(f) => StmtKind::FunctionDef(Rc::new(FuncDef {
                name: rc(&f.name),
                bind_name: self.mangled(&f.name),
                qualname: rc(&f.name),
                annotations: self.annotations(&f.args, &f.returns)?,
                params: self.params(&f.args)?,
                body: self.body_in(false, &f.body)?,
                decorators: self.exprs(&f.decorator_list)?,
                is_lambda: false,
                is_async: false,
                span,
                scope: Scope::default(),
                bind: NameRef::Unresolved,
            })),
            // An `async def` defines a coroutine function; CPython's compile errors in its body
            // (an async generator returning a value) come first.
            py::Stmt::AsyncFunctionDef(f) => {
                let body = self.body_in(true, &f.body)?;
                if let Some(span) = crate::checks::async_generator_return(&body) {
                    return Err(SyntaxError {
                        msg: "'return' with value in async generator".into(),
                        line: span.line,
                        col: span.col + 1,
                        text: self.index.line_text(span.line),
                        kind: "SyntaxError",
                    });
                }
                StmtKind::FunctionDef(Rc::new(FuncDef {
                    name: rc(&f.name),
                    bind_name: self.mangled(&f.name),
                    qualname: rc(&f.name),
                    annotations: self.annotations(&f.args, &f.returns)?,
                    params: self.params(&f.args)?,
                    body,
                    decorators: self.exprs(&f.decorator_list)?,
                    is_lambda: false,
                    is_async: true,
                    span,
                    scope: Scope::default(),
                    bind: NameRef::Unresolved,
                }))
            }
            py::Stmt::ClassDef(c) => {
                // Bases, keywords and decorators are evaluated outside the class: they mangle
                // with the enclosing class's name; the body with this one's.
                self.check_bare_generators(&c.bases, &c.keywords)?;
                let bases = self.exprs(&c.bases)?;
                let keywords = self.keywords(&c.keywords)?;
                let decorators = self.exprs(&c.decorator_list)?;
                let bind_name = self.mangled(&c.name);
                let saved = self.private.replace(Some(rc(&c.name)));
                let body = self.stmts(&c.body);
                *self.private.borrow_mut() = saved;
                StmtKind::ClassDef(Rc::new(ClassDef {
                    name: rc(&c.name),
                    bind_name,
                    qualname: rc(&c.name),
                    bases,
                    keywords,
                    body: body?,
                    decorators,
                    span,
                    scope: Scope::default(),
                    bind: NameRef::Unresolved,
                }))
            }
            py::Stmt::Return(r) => StmtKind::Return(self.opt(&r.value)?),
            py::Stmt::Delete(d) => StmtKind::Delete(self.exprs(&d.targets)?),
            py::Stmt::Assign(a) => {
                // pegen's `invalid_assignment`: an unparenthesized `yield` as a target. A
                // parenthesized one is the target check's "cannot assign to yield expression".
                for t in &a.targets {
                    if let py::Expr::Yield(_) | py::Expr::YieldFrom(_) = t {
                        let before = self.index.source[..usize::from(t.range().start())].trim_end();
                        if !before.ends_with('(') {
                            return Err(self.err(t, "assignment to yield expression not possible"));
                        }
                    }
                }
                StmtKind::Assign { targets: self.exprs(&a.targets)?, value: self.expr(&a.value)? }
            }
            py::Stmt::TypeAlias(t) => {
                return Err(self.err(t, "type alias statements are not supported by ophis"))
            }
            py::Stmt::AugAssign(a) => StmtKind::AugAssign {
                target: self.expr(&a.target)?,
                op: binop(a.op),
                value: self.expr(&a.value)?,
            },
            py::Stmt::AnnAssign(a) => {
                // A parenthesized name (`(x): int = 1`) is not a simple target; the parser's
                // flag says simple, but the statement then starts before the name.
                let simple = a.simple && a.range.start() == a.target.range().start();
                StmtKind::AnnAssign {
                    target: self.expr(&a.target)?,
                    annotation: self.annotation(&a.annotation)?,
                    value: self.opt(&a.value)?,
                    simple,
                }
            }
            py::Stmt::For(f) => StmtKind::For {
                target: self.expr(&f.target)?,
                iter: self.expr(&f.iter)?,
                body: self.stmts(&f.body)?,
                orelse: self.stmts(&f.orelse)?,
                is_async: false,
            },
            // The async forms are allowed only inside an `async def`; outside, they are
            // CPython's compile errors.
            py::Stmt::AsyncFor(f) if self.in_async.get() => StmtKind::For {
                target: self.expr(&f.target)?,
                iter: self.expr(&f.iter)?,
                body: self.stmts(&f.body)?,
                orelse: self.stmts(&f.orelse)?,
                is_async: true,
            },
            py::Stmt::AsyncFor(f) => return Err(self.err(f, "'async for' outside async function")),
            py::Stmt::While(w) => StmtKind::While {
                test: self.expr(&w.test)?,
                body: self.stmts(&w.body)?,
                orelse: self.stmts(&w.orelse)?,
            },
            py::Stmt::If(i) => StmtKind::If {
                test: self.expr(&i.test)?,
                body: self.stmts(&i.body)?,
                orelse: self.stmts(&i.orelse)?,
            },
            py::Stmt::With(w) => StmtKind::With {
                items: w
                    .items
                    .iter()
                    .map(|it| {
                        Ok(WithItem {
                            context: self.expr(&it.context_expr)?,
                            target: self.opt(&it.optional_vars)?,
                        })
                    })
                    .collect::<CResult<_>>()?,
                body: self.stmts(&w.body)?,
                is_async: false,
            },
            py::Stmt::AsyncWith(w) if self.in_async.get() => StmtKind::With {
                items: w
                    .items
                    .iter()
                    .map(|it| {
                        Ok(WithItem {
                            context: self.expr(&it.context_expr)?,
                            target: self.opt(&it.optional_vars)?,
                        })
                    })
                    .collect::<CResult<_>>()?,
                body: self.stmts(&w.body)?,
                is_async: true,
            },
            py::Stmt::AsyncWith(w) => {
                return Err(self.err(w, "'async with' outside async function"))
            }
            py::Stmt::Match(m) => StmtKind::Match {
                subject: {
                    // rustpython-parser drops the tuple of a one-item subject with a trailing
                    // comma (`match x,:` is `match (x,):` in CPython): the comma after the
                    // subject's text (past closing parentheses) says it was one.
                    let end = usize::from(m.subject.range().end());
                    let one_tuple = !matches!(*m.subject, py::Expr::Tuple(_))
                        && self.index.source.get(end..).is_some_and(|rest| {
                            rest.trim_start_matches(|c: char| c.is_whitespace() || c == ')')
                                .starts_with(',')
                        });
                    let subject = self.expr(&m.subject)?;
                    if one_tuple {
                        let span = subject.span;
                        Expr { kind: ExprKind::Tuple(vec![subject]), span }
                    } else {
                        subject
                    }
                },
                cases: m
                    .cases
                    .iter()
                    .map(|c| {
                        let span = self.span(&c.pattern);
                        Ok(MatchCase {
                            pattern: self.pattern(&c.pattern)?,
                            span,
                            guard: self.opt(&c.guard)?,
                            body: self.stmts(&c.body)?,
                        })
                    })
                    .collect::<CResult<_>>()?,
            },
            py::Stmt::Raise(r) => {
                StmtKind::Raise { exc: self.opt(&r.exc)?, cause: self.opt(&r.cause)? }
            }
            py::Stmt::Try(t) => StmtKind::Try {
                body: self.stmts(&t.body)?,
                handlers: self.handlers(&t.handlers, false)?,
                orelse: self.stmts(&t.orelse)?,
                finalbody: self.stmts(&t.finalbody)?,
            },
            py::Stmt::TryStar(t) => StmtKind::Try {
                body: self.stmts(&t.body)?,
                handlers: self.handlers(&t.handlers, true)?,
                orelse: self.stmts(&t.orelse)?,
                finalbody: self.stmts(&t.finalbody)?,
            },
            py::Stmt::Assert(a) => {
                StmtKind::Assert { test: self.expr(&a.test)?, msg: self.opt(&a.msg)? }
            }
            py::Stmt::Import(i) => StmtKind::Import(
                i.names
                    .iter()
                    .map(|a| {
                        let top = a.name.split('.').next().unwrap_or("").to_string();
                        Alias {
                            name: rc(&a.name),
                            asname: a.asname.as_deref().map(|n| self.name(n)),
                            bind: self.name(&top),
                        }
                    })
                    .collect(),
            ),
            py::Stmt::ImportFrom(i)
                if i.module.as_deref() == Some("__future__")
                    && i.level.map(|l| l.to_u32()).unwrap_or(0) == 0 =>
            {
                if !self.future_at.contains(&usize::from(i.range.start())) {
                    return Err(self.err(
                        i,
                        "from __future__ imports must occur at the beginning of the file",
                    ));
                }
                for a in &i.names {
                    if a.name.as_str() == "braces" {
                        return Err(self.err(i, "not a chance"));
                    }
                    if !FUTURE_FEATURES.contains(&a.name.as_str()) {
                        return Err(
                            self.err(i, format!("future feature {} is not defined", a.name))
                        );
                    }
                }
                StmtKind::Pass
            }
            py::Stmt::ImportFrom(i) => StmtKind::ImportFrom {
                module: rc(i.module.as_deref().unwrap_or("")),
                names: i
                    .names
                    .iter()
                    .map(|a| Alias {
                        name: rc(&a.name),
                        asname: a.asname.as_deref().map(|n| self.name(n)),
                        bind: self.name(&a.name),
                    })
                    .collect(),
                level: i.level.map(|l| l.to_u32()).unwrap_or(0),
            },
            py::Stmt::Global(g) => {
                StmtKind::Global(g.names.iter().map(|n| self.mangled(n)).collect())
            }
            py::Stmt::Nonlocal(n) => {
                StmtKind::Nonlocal(n.names.iter().map(|n| self.mangled(n)).collect())
            }
            py::Stmt::Expr(e) => StmtKind::Expr(self.expr(&e.value)?),
            py::Stmt::Pass(_) => StmtKind::Pass,
            py::Stmt::Break(_) => StmtKind::Break,
            py::Stmt::Continue(_) => StmtKind::Continue,
        };
        Ok(Stmt { kind, span })
    }

    fn handlers(&self, hs: &[py::ExceptHandler], star: bool) -> CResult<Vec<ExceptHandler>> {
        hs.iter()
            .map(|h| {
                let py::ExceptHandler::ExceptHandler(h) = h;
                let span = self.span(h);
                Ok(ExceptHandler {
                    kind: self.opt(&h.type_)?,
                    name: h.name.as_deref().map(|n| self.name(n)),
                    body: self.stmts(&h.body)?,
                    span,
                    star,
                })
            })
            .collect()
    }

    fn params(&self, a: &py::Arguments) -> CResult<Params> {
        let conv = |v: &[py::ArgWithDefault]| -> CResult<Vec<Param>> {
            v.iter()
                .map(|p| {
                    Ok(Param { name: self.mangled(&p.def.arg), default: self.opt(&p.default)? })
                })
                .collect()
        };
        Ok(Params {
            posonly: conv(&a.posonlyargs)?,
            args: conv(&a.args)?,
            vararg: a.vararg.as_ref().map(|v| self.mangled(&v.arg)),
            kwonly: conv(&a.kwonlyargs)?,
            kwarg: a.kwarg.as_ref().map(|v| self.mangled(&v.arg)),
        })
    }

    /// An annotation: the expression, or under PEP 563 (`from __future__ import annotations`)
    /// its source text as a string constant, not evaluated.
    fn annotation(&self, e: &py::Expr) -> CResult<Expr> {
        if self.future_annotations {
            let r = e.range();
            let text = self
                .index
                .source
                .get(usize::from(r.start())..usize::from(r.end()))
                .unwrap_or("")
                .to_string();
            Ok(Expr { kind: ExprKind::Literal(Literal::Str(text)), span: self.span(e) })
        } else {
            self.expr(e)
        }
    }

    /// A def's annotations in the order CPython's compiler evaluates them and `__annotations__`
    /// lists them: positional parameters, `*args`, keyword-only parameters, `**kwargs`, then
    /// `return`.
    fn annotations(
        &self,
        a: &py::Arguments,
        returns: &Option<Box<py::Expr>>,
    ) -> CResult<Vec<(Rc<str>, Expr)>> {
        let mut out = Vec::new();
        let mut add = |arg: &py::Arg| -> CResult<()> {
            if let Some(ann) = &arg.annotation {
                out.push((self.mangled(&arg.arg), self.annotation(ann)?));
            }
            Ok(())
        };
        for p in a.posonlyargs.iter().chain(a.args.iter()) {
            add(&p.def)?;
        }
        if let Some(v) = &a.vararg {
            add(v)?;
        }
        for p in &a.kwonlyargs {
            add(&p.def)?;
        }
        if let Some(k) = &a.kwarg {
            add(k)?;
        }
        if let Some(r) = returns {
            out.push((rc("return"), self.annotation(r)?));
        }
        Ok(out)
    }

    /// CPython's `Generator expression must be parenthesized`: a generator expression without
    /// its own parentheses is a call's (or class's) only argument, with no comma after it.
    fn check_bare_generators(&self, args: &[py::Expr], keywords: &[py::Keyword]) -> CResult<()> {
        let source = self.index.source;
        for a in args {
            let py::Expr::GeneratorExp(g) = a else { continue };
            let (start, end) = (usize::from(g.range.start()), usize::from(g.range.end()));
            let Some(text) = source.get(start..end) else { continue };
            if parenthesized(text) {
                continue;
            }
            let after = source[end..].trim_start_matches([' ', '\t', '\n', '\r', '\\']);
            if args.len() + keywords.len() > 1 || after.starts_with(',') {
                // CPython blames the generator's first element (without its parentheses).
                return Err(self.err(&*g.elt, "Generator expression must be parenthesized"));
            }
        }
        Ok(())
    }

    fn keywords(&self, ks: &[py::Keyword]) -> CResult<Vec<Keyword>> {
        ks.iter()
            .map(|k| Ok(Keyword { name: k.arg.as_deref().map(rc), value: self.expr(&k.value)? }))
            .collect()
    }

    /// The `for` clauses of a comprehension. Where an asynchronous one may stand is the
    /// compiler's rule (`checks`), which knows the enclosing block.
    fn comprehensions(&self, gens: &[py::Comprehension]) -> CResult<Vec<Comprehension>> {
        gens.iter()
            .map(|g| {
                Ok(Comprehension {
                    target: self.expr(&g.target)?,
                    iter: self.expr(&g.iter)?,
                    ifs: self.exprs(&g.ifs)?,
                    is_async: g.is_async,
                })
            })
            .collect()
    }

    fn comp(
        &self,
        kind: CompKind,
        elt: &py::Expr,
        value: Option<&py::Expr>,
        gens: &[py::Comprehension],
    ) -> CResult<ExprKind> {
        let mut def = CompDef {
            kind,
            elt: self.expr(elt)?,
            value: value.map(|v| self.expr(v)).transpose()?,
            generators: self.comprehensions(gens)?,
            scope: Scope::default(),
            name: Rc::from(match kind {
                CompKind::List => "<listcomp>",
                CompKind::Set => "<setcomp>",
                CompKind::Dict => "<dictcomp>",
                CompKind::Generator => "<genexpr>",
            }),
            qualname: Rc::from(""),
            no_cells: Rc::from([]),
            is_async: false,
        };
        def.qualname = def.name.clone();
        def.is_async = crate::checks::comp_is_async(&def);
        Ok(ExprKind::Comp(Rc::new(def)))
    }

    fn expr(&self, e: &py::Expr) -> CResult<Expr> {
        let span = self.span(e);
        let kind = match e {
            py::Expr::BoolOp(b) => ExprKind::BoolOp {
                is_and: matches!(b.op, py::BoolOp::And),
                values: self.exprs(&b.values)?,
            },
            py::Expr::NamedExpr(n) => {
                ExprKind::NamedExpr { target: self.bexpr(&n.target)?, value: self.bexpr(&n.value)? }
            }
            py::Expr::BinOp(b) => ExprKind::BinOp {
                left: self.bexpr(&b.left)?,
                op: binop(b.op),
                right: self.bexpr(&b.right)?,
            },
            py::Expr::UnaryOp(u) => ExprKind::UnaryOp {
                op: match u.op {
                    py::UnaryOp::Not => UnaryOp::Not,
                    py::UnaryOp::USub => UnaryOp::Neg,
                    py::UnaryOp::UAdd => UnaryOp::Pos,
                    py::UnaryOp::Invert => UnaryOp::Invert,
                },
                operand: self.bexpr(&u.operand)?,
            },
            py::Expr::Lambda(l) => ExprKind::Lambda(Rc::new(FuncDef {
                name: rc("<lambda>"),
                bind_name: rc("<lambda>"),
                qualname: rc("<lambda>"),
                annotations: Vec::new(),
                params: self.params(&l.args)?,
                body: {
                    // A lambda is never async, even inside an `async def`.
                    let saved = self.in_async.replace(false);
                    let body = self.expr(&l.body);
                    self.in_async.set(saved);
                    vec![Stmt { kind: StmtKind::Return(Some(body?)), span }]
                },
                decorators: vec![],
                is_lambda: true,
                is_async: false,
                span,
                scope: Scope::default(),
                bind: NameRef::Unresolved,
            })),
            py::Expr::IfExp(i) => ExprKind::IfExp {
                test: self.bexpr(&i.test)?,
                body: self.bexpr(&i.body)?,
                orelse: self.bexpr(&i.orelse)?,
            },
            py::Expr::Dict(d) => ExprKind::Dict {
                keys: d
                    .keys
                    .iter()
                    .map(|k| k.as_ref().map(|k| self.expr(k)).transpose())
                    .collect::<CResult<_>>()?,
                values: self.exprs(&d.values)?,
            },
            py::Expr::Set(s) => ExprKind::Set(self.exprs(&s.elts)?),
            py::Expr::ListComp(c) => self.comp(CompKind::List, &c.elt, None, &c.generators)?,
            py::Expr::SetComp(c) => self.comp(CompKind::Set, &c.elt, None, &c.generators)?,
            py::Expr::DictComp(c) => {
                self.comp(CompKind::Dict, &c.key, Some(&c.value), &c.generators)?
            }
            py::Expr::GeneratorExp(c) => {
                self.comp(CompKind::Generator, &c.elt, None, &c.generators)?
            }
            py::Expr::Await(a) => ExprKind::Await(self.bexpr(&a.value)?),
            py::Expr::Yield(y) => {
                ExprKind::Yield(y.value.as_ref().map(|v| self.bexpr(v)).transpose()?)
            }
            py::Expr::YieldFrom(y) => ExprKind::YieldFrom(self.bexpr(&y.value)?),
            py::Expr::Compare(c) => ExprKind::Compare {
                left: self.bexpr(&c.left)?,
                ops: c
                    .ops
                    .iter()
                    .map(|o| match o {
                        py::CmpOp::Eq => CmpOp::Eq,
                        py::CmpOp::NotEq => CmpOp::NotEq,
                        py::CmpOp::Lt => CmpOp::Lt,
                        py::CmpOp::LtE => CmpOp::LtE,
                        py::CmpOp::Gt => CmpOp::Gt,
                        py::CmpOp::GtE => CmpOp::GtE,
                        py::CmpOp::Is => CmpOp::Is,
                        py::CmpOp::IsNot => CmpOp::IsNot,
                        py::CmpOp::In => CmpOp::In,
                        py::CmpOp::NotIn => CmpOp::NotIn,
                    })
                    .collect(),
                comparators: self.exprs(&c.comparators)?,
            },
            py::Expr::Call(c) => ExprKind::Call {
                func: {
                    self.check_bare_generators(&c.args, &c.keywords)?;
                    self.bexpr(&c.func)?
                },
                args: self.exprs(&c.args)?,
                keywords: self.keywords(&c.keywords)?,
            },
            py::Expr::FormattedValue(f) => ExprKind::FormattedValue {
                value: self.bexpr(&f.value)?,
                conversion: match f.conversion {
                    py::ConversionFlag::None => Conversion::None,
                    py::ConversionFlag::Str => Conversion::Str,
                    py::ConversionFlag::Repr => Conversion::Repr,
                    py::ConversionFlag::Ascii => Conversion::Ascii,
                },
                spec: f.format_spec.as_ref().map(|s| self.bexpr(s)).transpose()?,
            },
            py::Expr::JoinedStr(j) => ExprKind::JoinedStr(self.exprs(&j.values)?),
            py::Expr::Constant(c) => {
                // The parser turns a surrogate escape (`"\ud800"`) into U+FFFD; ophis strings
                // cannot hold a lone surrogate, so the literal is refused rather than changed.
                if matches!(&c.value, py::Constant::Str(s) if s.contains('\u{FFFD}')) {
                    let r = c.range;
                    let text = self
                        .index
                        .source
                        .get(usize::from(r.start())..usize::from(r.end()))
                        .unwrap_or("");
                    if has_surrogate_escape(text) {
                        return Ok(Expr {
                            kind: ExprKind::Unsupported(Rc::from(
                                "a string literal with a lone surrogate escape is not supported by ophis (its strings cannot hold surrogates)",
                            )),
                            span,
                        });
                    }
                }
                ExprKind::Literal(self.literal(&c.value, &span)?)
            }
            py::Expr::Attribute(a) => ExprKind::Attribute {
                value: self.bexpr(&a.value)?,
                attr: self.mangled(&a.attr),
                cache: Default::default(),
            },
            py::Expr::Subscript(s) => {
                let value = self.bexpr(&s.value)?;
                let index = self.bexpr(&s.slice)?;
                // `x[*a]` (PEP 646) indexes with the tuple `(*a,)`, as CPython's grammar makes
                // it; the parser gives the bare starred expression.
                let index = if matches!(index.kind, ExprKind::Starred(_)) {
                    let span = index.span;
                    Box::new(Expr { kind: ExprKind::Tuple(vec![*index]), span })
                } else {
                    index
                };
                ExprKind::Subscript { value, index }
            }
            py::Expr::Starred(s) => ExprKind::Starred(self.bexpr(&s.value)?),
            py::Expr::Name(n) => ExprKind::Name(self.name(&n.id)),
            py::Expr::List(l) => ExprKind::List(self.exprs(&l.elts)?),
            py::Expr::Tuple(t) => ExprKind::Tuple(self.exprs(&t.elts)?),
            py::Expr::Slice(s) => ExprKind::Slice {
                lower: s.lower.as_ref().map(|v| self.bexpr(v)).transpose()?,
                upper: s.upper.as_ref().map(|v| self.bexpr(v)).transpose()?,
                step: s.step.as_ref().map(|v| self.bexpr(v)).transpose()?,
            },
        };
        Ok(Expr { kind, span })
    }

    fn literal(&self, c: &py::Constant, span: &Span) -> CResult<Literal> {
        Ok(match c {
            py::Constant::None => Literal::None,
            py::Constant::Bool(b) => Literal::Bool(*b),
            py::Constant::Str(s) => Literal::Str(s.clone()),
            py::Constant::Bytes(b) => Literal::Bytes(b.clone()),
            py::Constant::Int(i) => Literal::Int(i.clone()),
            py::Constant::Float(f) => Literal::Float(*f),
            py::Constant::Complex { real, imag } => Literal::Complex(*real, *imag),
            py::Constant::Ellipsis => Literal::Ellipsis,
            py::Constant::Tuple(_) => {
                return Err(SyntaxError {
                    msg: "unexpected tuple constant".into(),
                    line: span.line,
                    col: span.col + 1,
                    text: self.index.line_text(span.line),
                    kind: "SyntaxError",
                })
            }
        })
    }

    fn pattern(&self, p: &py::Pattern) -> CResult<Pattern> {
        Ok(match p {
            py::Pattern::MatchValue(v) => Pattern::Value(self.expr(&v.value)?),
            py::Pattern::MatchSingleton(s) => {
                Pattern::Singleton(self.literal(&s.value, &Span::default())?)
            }
            py::Pattern::MatchSequence(s) => Pattern::Sequence(self.patterns(&s.patterns)?),
            py::Pattern::MatchMapping(m) => Pattern::Mapping {
                keys: self.exprs(&m.keys)?,
                patterns: self.patterns(&m.patterns)?,
                rest: m.rest.as_deref().map(|n| self.name(n)),
            },
            py::Pattern::MatchClass(c) => Pattern::Class {
                cls: self.expr(&c.cls)?,
                patterns: self.patterns(&c.patterns)?,
                kwd_attrs: c.kwd_attrs.iter().map(|a| rc(a)).collect(),
                kwd_patterns: self.patterns(&c.kwd_patterns)?,
            },
            py::Pattern::MatchStar(s) => Pattern::Star(s.name.as_deref().map(|n| self.name(n))),
            py::Pattern::MatchAs(a) => Pattern::As {
                pattern: a.pattern.as_ref().map(|p| self.pattern(p).map(Box::new)).transpose()?,
                name: a.name.as_deref().map(|n| self.name(n)),
            },
            py::Pattern::MatchOr(o) => Pattern::Or(self.patterns(&o.patterns)?),
        })
    }

    fn patterns(&self, ps: &[py::Pattern]) -> CResult<Vec<Pattern>> {
        ps.iter().map(|p| self.pattern(p)).collect()
    }
}

fn binop(op: py::Operator) -> BinOp {
    match op {
        py::Operator::Add => BinOp::Add,
        py::Operator::Sub => BinOp::Sub,
        py::Operator::Mult => BinOp::Mul,
        py::Operator::MatMult => BinOp::MatMul,
        py::Operator::Div => BinOp::Div,
        py::Operator::Mod => BinOp::Mod,
        py::Operator::Pow => BinOp::Pow,
        py::Operator::LShift => BinOp::LShift,
        py::Operator::RShift => BinOp::RShift,
        py::Operator::BitOr => BinOp::BitOr,
        py::Operator::BitXor => BinOp::BitXor,
        py::Operator::BitAnd => BinOp::BitAnd,
        py::Operator::FloorDiv => BinOp::FloorDiv,
    }
}
