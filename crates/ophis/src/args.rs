//! Declared native signatures: each native function states once how it takes its arguments
//! (a static [`Sig`]), and one binder, [`bind`], checks a call against it and raises the
//! `TypeError` CPython raises for that kind of C function, word for word.
//!
//! CPython's C functions word their argument errors by how they parse them, and a program can
//! print those messages, so the kind is part of the signature:
//!
//! - [`Kind::NoArgs`] (`METH_NOARGS`): `time.time() takes no arguments (1 given)`;
//! - [`Kind::One`] (`METH_O`): `math.sqrt() takes exactly one argument (0 given)`;
//! - [`Kind::Positional`] (Argument Clinic, positional-only): `pow expected 2 arguments, got 1`,
//!   `perm expected at least 1 argument, got 0`;
//! - [`Kind::ParseTuple`] (`PyArg_ParseTuple`): `strftime() takes at least 1 argument (0 given)`;
//! - [`Kind::Keywords`] (Argument Clinic with keywords): `isclose() missing required argument
//!   'b' (pos 2)`, `'foo' is an invalid keyword argument for isclose()`, ...
//! - [`Kind::Wrapper`] (a slot wrapper): `expected 0 arguments, got 1`;
//! - [`Kind::VarArgs`] (`*args`, then keyword-only parameters): `max expected at least 1
//!   argument, got 0`, `'foo' is an invalid keyword argument for max()`;
//! - [`Kind::VarArgsOwn`] (`*args`, too few worded by the function): `map() must have at least
//!   two arguments.`;
//! - [`Kind::Excess`] (`tp_new`'s check for excess arguments): `object() takes no arguments`,
//!   `NoneType takes no arguments`, for positional and keyword arguments alike;
//! - [`Kind::Vectorcall`] (a vectorcall function parsing by hand, `enumerate`'s): `enumerate()
//!   missing required argument 'iterable'`, `enumerate() takes at most 2 arguments (3 given)`.
//!
//! All but `Keywords`, `Vectorcall` and `VarArgs` with keyword-only parameters refuse keyword
//! arguments with `{kw_name}() takes no keyword arguments`.
//!
//! A message that names something known only at run time (`S expected at most 1 argument, got
//! 2` for a set subclass `S`, `list_iterator.__length_hint__() takes no arguments (1 given)`)
//! binds with [`bind_named`], which gives the names for that call.

use std::rc::Rc;

use crate::error::{type_error, R};
use crate::value::Value;

/// Keyword arguments of a call, in the call's order.
pub(crate) type Kwargs = Vec<(Rc<str>, Value)>;

/// How a C function parses its arguments, which decides CPython's wording of its errors.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// `METH_NOARGS`: no argument at all.
    NoArgs,
    /// `METH_O`: exactly one positional argument.
    One,
    /// Argument Clinic's positional-only parsing (`_PyArg_CheckPositional`).
    Positional,
    /// `PyArg_ParseTuple` with optional arguments after `|`.
    ParseTuple,
    /// Argument Clinic's optional groups (`math.log`): `{name} requires 1 to 2 arguments`.
    Group,
    /// A slot wrapper (`deque().__len__`, `it.__next__`), whose arguments `check_num_args`
    /// counts: `expected 0 arguments, got 1`; keywords are refused as `wrapper __len__() takes
    /// no keyword arguments` (the prefix `wrapper ` is added to the name).
    Wrapper,
    /// A C function that hands its positional arguments to a Python function (`time.strptime`
    /// calls `_strptime._strptime_time`): the count errors are that function's.
    Python,
    /// A C function taking any number of positional arguments (`METH_VARARGS`, or `*args` in
    /// Argument Clinic): at least `required` of them (`max expected at least 1 argument, got
    /// 0`); its declared parameters, if any, are keyword-only and parsed as CPython parses
    /// them, from an empty tuple (`'foo' is an invalid keyword argument for max()`); with none
    /// declared, keywords are refused (`union() takes no keyword arguments`). `bind` returns
    /// the keyword-only values; the caller reads the positional ones from the argument slice.
    /// `counted`: the keywords are parsed by `PyArg_ParseTupleAndKeywords`, which first counts
    /// them (`max() takes at most 2 keyword arguments (3 given)`), not by the `_PyArg_Parser`
    /// fast path, which does not (`print`).
    VarArgs {
        /// Whether too many keywords are reported as a count before any unknown one.
        counted: bool,
    },
    /// `*args` and no keywords, where the function words too few arguments itself (`map_new`:
    /// `map() must have at least two arguments.`).
    VarArgsOwn {
        /// The message for fewer than `required` arguments.
        too_few: &'static str,
    },
    /// No argument at all, positional or keyword, checked as `object_new`'s `excess_args` and
    /// the singletons' `none_new` do: one message, `{name} takes no arguments`, whatever was
    /// given (the name carries its own `()` when CPython's does: `object()`, `NoneType`).
    Excess,
    /// A vectorcall function that parses its arguments by hand (`enum_vectorcall`): when the
    /// positional and keyword arguments together fill the first parameters, each keyword must
    /// name one of them not given by position (`'foo' is an invalid keyword argument for
    /// enumerate()`); else no positional argument is `{name}() missing required argument
    /// '{first}'`, and more is `{name}() takes at most {N} arguments ({total} given)`.
    Vectorcall,
    /// Argument Clinic with keywords (`_PyArg_UnpackKeywords`): the first `posonly` parameters
    /// are positional-only, the last `kwonly` keyword-only.
    Keywords {
        /// Parameters that cannot be given by name.
        posonly: usize,
        /// Parameters that cannot be given by position.
        kwonly: usize,
    },
}

/// A native function's signature: its parameters in order, how many are required, and the
/// names CPython's messages use.
#[derive(Debug)]
pub(crate) struct Sig<const N: usize> {
    /// The name in the count messages (`pow`, `isclose`, `math.sqrt`).
    pub(crate) name: &'static str,
    /// The name in `... takes no keyword arguments` (`math.pow`, `log`).
    pub(crate) kw_name: &'static str,
    /// The parameter names, in order (used by `Kind::Keywords` and in missing-argument
    /// messages).
    pub(crate) params: [&'static str; N],
    /// How many leading parameters are required.
    pub(crate) required: usize,
    /// How the C function parses them.
    pub(crate) kind: Kind,
}

impl Sig<0> {
    /// A `METH_NOARGS` function; `qualname` is how CPython names it (`time.time`).
    pub(crate) const fn no_args(qualname: &'static str) -> Sig<0> {
        Sig { name: qualname, kw_name: qualname, params: [], required: 0, kind: Kind::NoArgs }
    }
}

impl Sig<0> {
    /// A constructor refusing any argument with `{name} takes no arguments` (`object()`).
    pub(crate) const fn excess(name: &'static str) -> Sig<0> {
        Sig { name, kw_name: name, params: [], required: 0, kind: Kind::Excess }
    }
}

impl Sig<1> {
    /// A `METH_O` function; `qualname` is how CPython names it (`math.sqrt`).
    pub(crate) const fn one(qualname: &'static str) -> Sig<1> {
        Sig { name: qualname, kw_name: qualname, params: ["x"], required: 1, kind: Kind::One }
    }
}

impl<const N: usize> Sig<N> {
    /// An Argument Clinic positional-only function: `name` in the count messages (`pow`),
    /// `kw_name` in the keyword refusal (`math.pow`).
    pub(crate) const fn positional(
        name: &'static str,
        kw_name: &'static str,
        params: [&'static str; N],
        required: usize,
    ) -> Sig<N> {
        Sig { name, kw_name, params, required, kind: Kind::Positional }
    }

    /// A `PyArg_ParseTuple` function (`strftime`).
    pub(crate) const fn parse_tuple(
        name: &'static str,
        params: [&'static str; N],
        required: usize,
    ) -> Sig<N> {
        Sig { name, kw_name: name, params, required, kind: Kind::ParseTuple }
    }

    /// An Argument Clinic function with an optional group (`math.log`): `name` in the count
    /// message, `kw_name` in the keyword refusal.
    pub(crate) const fn group(
        name: &'static str,
        kw_name: &'static str,
        params: [&'static str; N],
        required: usize,
    ) -> Sig<N> {
        Sig { name, kw_name, params, required, kind: Kind::Group }
    }

    /// A slot wrapper `name` (`__len__`) taking exactly the parameters `params`.
    pub(crate) const fn wrapper(name: &'static str, params: [&'static str; N]) -> Sig<N> {
        Sig { name, kw_name: name, params, required: N, kind: Kind::Wrapper }
    }

    /// A C function passing its positional arguments on to the Python function `name`
    /// (messages such as `_strptime_time() missing 1 required positional argument: 'x'`);
    /// `kw_name` refuses keywords.
    pub(crate) const fn python(
        name: &'static str,
        kw_name: &'static str,
        params: [&'static str; N],
        required: usize,
    ) -> Sig<N> {
        Sig { name, kw_name, params, required, kind: Kind::Python }
    }

    /// A function taking `*args` (at least `required` of them) and the keyword-only
    /// parameters `params` (`max`: `key`, `default`); `kw_name` names it when it takes no
    /// keywords at all (`union`).
    pub(crate) const fn varargs(
        name: &'static str,
        kw_name: &'static str,
        params: [&'static str; N],
        required: usize,
    ) -> Sig<N> {
        Sig { name, kw_name, params, required, kind: Kind::VarArgs { counted: true } }
    }

    /// A function taking `*args` whose keyword-only parameters the `_PyArg_Parser` fast path
    /// parses (`print`): as [`Sig::varargs`], without the count of keywords.
    pub(crate) const fn varargs_fast(
        name: &'static str,
        params: [&'static str; N],
        required: usize,
    ) -> Sig<N> {
        Sig { name, kw_name: name, params, required, kind: Kind::VarArgs { counted: false } }
    }

    /// A function taking `*args`, at least `required` of them, no keywords, with its own
    /// message for too few (`map`).
    pub(crate) const fn varargs_own(
        name: &'static str,
        required: usize,
        too_few: &'static str,
    ) -> Sig<N> {
        Sig { name, kw_name: name, params: [""; N], required, kind: Kind::VarArgsOwn { too_few } }
    }

    /// A vectorcall function parsing its arguments by hand (`enumerate`); see
    /// [`Kind::Vectorcall`].
    pub(crate) const fn vectorcall(
        name: &'static str,
        params: [&'static str; N],
        required: usize,
    ) -> Sig<N> {
        Sig { name, kw_name: name, params, required, kind: Kind::Vectorcall }
    }

    /// An Argument Clinic function taking keywords (`isclose`).
    pub(crate) const fn keywords(
        name: &'static str,
        params: [&'static str; N],
        required: usize,
        posonly: usize,
        kwonly: usize,
    ) -> Sig<N> {
        Sig { name, kw_name: name, params, required, kind: Kind::Keywords { posonly, kwonly } }
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

impl<const N: usize> Sig<N> {
    /// How many arguments may be given by position (the `*args` of `Kind::VarArgs` are the
    /// caller's, not parameters).
    const fn max_positional(&self) -> usize {
        match self.kind {
            Kind::Keywords { kwonly, .. } => N - kwonly,
            Kind::VarArgs { .. } | Kind::VarArgsOwn { .. } => 0,
            _ => N,
        }
    }
}

/// Binds a call's arguments to `sig`'s parameters: the value of each parameter (`None` for an
/// optional one not given), or CPython's `TypeError` for the call.
///
/// The common call, positional arguments the signature accepts and no keywords (CPython's
/// fast path too), is decided here inline; hot builtins (`len`, `isinstance`,
/// `list.append`, `dict.get`) pay a length check and a copy of the references.
#[inline]
pub(crate) fn bind<'a, const N: usize>(
    sig: &Sig<N>,
    args: &'a [Value],
    kw: &'a Kwargs,
) -> R<[Option<&'a Value>; N]> {
    let n = args.len();
    if kw.is_empty() && sig.required <= n && n <= sig.max_positional() {
        let mut out: [Option<&'a Value>; N] = [None; N];
        for (slot, v) in out.iter_mut().zip(args) {
            *slot = Some(v);
        }
        return Ok(out);
    }
    bind_slow(sig, sig.name, sig.kw_name, args, kw)
}

/// `bind`, with the names of the messages given for this call: `name` replaces the signature's
/// name in the count messages, `kw_name` in the refusal of keywords. For the C functions whose
/// messages name the receiver's type (`PyArg_UnpackTuple(args, Py_TYPE(self)->tp_name, ...)`
/// in `set.__init__`, a `METH_NOARGS` method of an iterator type); the signature's own names
/// are placeholders.
#[inline]
pub(crate) fn bind_named<'a, const N: usize>(
    sig: &Sig<N>,
    name: &str,
    kw_name: &str,
    args: &'a [Value],
    kw: &'a Kwargs,
) -> R<[Option<&'a Value>; N]> {
    let n = args.len();
    if kw.is_empty() && sig.required <= n && n <= sig.max_positional() {
        let mut out: [Option<&'a Value>; N] = [None; N];
        for (slot, v) in out.iter_mut().zip(args) {
            *slot = Some(v);
        }
        return Ok(out);
    }
    bind_slow(sig, name, kw_name, args, kw)
}

/// `bind` for every other call: keywords, or a count the signature refuses.
#[inline(never)]
fn bind_slow<'a, const N: usize>(
    sig: &Sig<N>,
    name: &str,
    kw_name: &str,
    args: &'a [Value],
    kw: &'a Kwargs,
) -> R<[Option<&'a Value>; N]> {
    let n = args.len();
    let mut out: [Option<&'a Value>; N] = [None; N];
    if let Kind::Keywords { posonly, kwonly } = sig.kind {
        return bind_keywords(sig, name, sig.required, posonly, N - kwonly, true, args, kw);
    }
    match sig.kind {
        Kind::Excess => return Err(type_error(format!("{name} takes no arguments"))),
        Kind::VarArgsOwn { too_few } => {
            if !kw.is_empty() {
                return Err(type_error(format!("{kw_name}() takes no keyword arguments")));
            }
            return if n < sig.required { Err(type_error(too_few)) } else { Ok(out) };
        }
        Kind::Vectorcall => return bind_vectorcall(sig, name, args, kw),
        _ => {}
    }
    if let Kind::VarArgs { counted } = sig.kind {
        if n < sig.required {
            return Err(type_error(format!(
                "{name} expected at least {} argument{}, got {n}",
                sig.required,
                plural(sig.required)
            )));
        }
        if N == 0 {
            if !kw.is_empty() {
                return Err(type_error(format!("{kw_name}() takes no keyword arguments")));
            }
            return Ok(out);
        }
        // The keyword-only parameters, parsed as CPython parses them: from an empty tuple.
        return bind_keywords(sig, name, 0, 0, 0, counted, &[], kw);
    }
    if !kw.is_empty() {
        let wrapper = if sig.kind == Kind::Wrapper { "wrapper " } else { "" };
        return Err(type_error(format!("{wrapper}{kw_name}() takes no keyword arguments")));
    }
    let (min, max) = (sig.required, N);
    if n < min || n > max {
        return Err(type_error(match sig.kind {
            Kind::NoArgs => format!("{name}() takes no arguments ({n} given)"),
            Kind::One => format!("{name}() takes exactly one argument ({n} given)"),
            Kind::Positional if min == max => {
                format!("{name} expected {min} argument{}, got {n}", plural(min))
            }
            Kind::Positional if n < min => {
                format!("{name} expected at least {min} argument{}, got {n}", plural(min))
            }
            Kind::Positional => {
                format!("{name} expected at most {max} argument{}, got {n}", plural(max))
            }
            Kind::ParseTuple if min == max => {
                format!("{name}() takes exactly {min} argument{} ({n} given)", plural(min))
            }
            Kind::ParseTuple if n < min => {
                format!("{name}() takes at least {min} argument{} ({n} given)", plural(min))
            }
            Kind::ParseTuple => {
                format!("{name}() takes at most {max} argument{} ({n} given)", plural(max))
            }
            Kind::Group => format!("{name} requires {min} to {max} arguments"),
            Kind::Wrapper => format!("expected {N} argument{}, got {n}", plural(N)),
            Kind::Python if n < min => {
                let list = name_list(&sig.params[n..min]);
                format!(
                    "{name}() missing {} required positional argument{}: {list}",
                    min - n,
                    plural(min - n)
                )
            }
            Kind::Python if min == max => {
                format!(
                    "{name}() takes {max} positional argument{} but {n} {} given",
                    plural(max),
                    if n == 1 { "was" } else { "were" }
                )
            }
            Kind::Python => format!(
                "{name}() takes from {min} to {max} positional arguments but {n} were given"
            ),
            Kind::Keywords { .. }
            | Kind::VarArgs { .. }
            | Kind::VarArgsOwn { .. }
            | Kind::Excess
            | Kind::Vectorcall => unreachable!("handled above"),
        }));
    }
    for (slot, v) in out.iter_mut().zip(args) {
        *slot = Some(v);
    }
    Ok(out)
}

/// CPython 3.11's `_PyArg_UnpackKeywords` (and `vgetargskeywords`, which words its errors the
/// same), step for step: the total count, the positional count, the required positional-only
/// count, then each parameter in order (a missing required one is reported before any
/// unexpected keyword), and last the keywords that matched nothing. The first `required`
/// parameters are required, the first `posonly` positional-only, the first `maxpos` positional;
/// `counted` is false for `_PyArg_ParseStackAndKeywords`, which skips the total count.
#[allow(clippy::too_many_arguments)]
fn bind_keywords<'a, const N: usize>(
    sig: &Sig<N>,
    name: &str,
    required: usize,
    posonly: usize,
    maxpos: usize,
    counted: bool,
    args: &'a [Value],
    kw: &'a Kwargs,
) -> R<[Option<&'a Value>; N]> {
    let n = args.len();
    let mut out: [Option<&'a Value>; N] = [None; N];
    let minpos = required.min(maxpos);
    if counted && n + kw.len() > N {
        return Err(type_error(format!(
            "{name}() takes at most {N} {}argument{} ({} given)",
            if n == 0 { "keyword " } else { "" },
            plural(N),
            n + kw.len()
        )));
    }
    if n > maxpos {
        if maxpos == 0 {
            return Err(type_error(format!("{name}() takes no positional arguments")));
        }
        return Err(type_error(format!(
            "{name}() takes {} {maxpos} positional argument{} ({n} given)",
            if minpos < maxpos { "at most" } else { "exactly" },
            plural(maxpos)
        )));
    }
    let minposonly = posonly.min(minpos);
    if n < minposonly {
        return Err(type_error(format!(
            "{name}() takes {} {minposonly} positional argument{} ({n} given)",
            if minposonly < maxpos { "at least" } else { "exactly" },
            plural(minposonly)
        )));
    }
    for (slot, v) in out.iter_mut().zip(args) {
        *slot = Some(v);
    }
    let mut unmatched = kw.len();
    let start = n.max(posonly);
    for (i, (slot, param)) in out.iter_mut().zip(sig.params).enumerate().skip(start) {
        let found = if unmatched > 0 {
            kw.iter().find(|(k, _)| **k == *param).map(|(_, v)| v)
        } else if i >= required {
            break;
        } else {
            None
        };
        match found {
            Some(v) => {
                *slot = Some(v);
                unmatched -= 1;
            }
            None if i < required => {
                return Err(type_error(format!(
                    "{name}() missing required argument '{param}' (pos {})",
                    i + 1
                )));
            }
            None => {}
        }
    }
    if unmatched > 0 {
        for i in posonly..n {
            if kw.iter().any(|(k, _)| **k == *sig.params[i]) {
                return Err(type_error(format!(
                    "argument for {name}() given by name ('{}') and position ({})",
                    sig.params[i],
                    i + 1
                )));
            }
        }
        let known = &sig.params[posonly..];
        if let Some((k, _)) = kw.iter().find(|(k, _)| !known.contains(&&**k)) {
            return Err(type_error(format!("'{k}' is an invalid keyword argument for {name}()")));
        }
        return Err(type_error(format!("invalid keyword argument for {name}()")));
    }
    Ok(out)
}

/// CPython 3.11's `enum_vectorcall`, the one vectorcall function that parses by hand: when
/// the arguments given fill the first `n + nkw` parameters (and no more than `N`), each keyword
/// in turn must name a parameter not yet given (by position or an earlier keyword) among those;
/// else none by position is a missing first parameter, and any other count is too many.
fn bind_vectorcall<'a, const N: usize>(
    sig: &Sig<N>,
    name: &str,
    args: &'a [Value],
    kw: &'a Kwargs,
) -> R<[Option<&'a Value>; N]> {
    let (n, total) = (args.len(), args.len() + kw.len());
    let mut out: [Option<&'a Value>; N] = [None; N];
    if total >= sig.required && total <= N {
        for (slot, v) in out.iter_mut().zip(args) {
            *slot = Some(v);
        }
        for (k, v) in kw {
            match sig.params[..total].iter().position(|p| **k == **p) {
                Some(i) if out[i].is_none() => out[i] = Some(v),
                _ => {
                    return Err(type_error(format!(
                        "'{k}' is an invalid keyword argument for {name}()"
                    )))
                }
            }
        }
        return Ok(out);
    }
    if n == 0 {
        return Err(type_error(format!("{name}() missing required argument '{}'", sig.params[0])));
    }
    Err(type_error(format!("{name}() takes at most {N} arguments ({total} given)")))
}

/// CPython's list of missing parameter names (`format_missing` in `ceval.c`): `'a'`,
/// `'a' and 'b'`, `'a', 'b', and 'c'`.
pub(crate) fn name_list<S: AsRef<str>>(names: &[S]) -> String {
    let q: Vec<String> = names.iter().map(|n| format!("'{}'", n.as_ref())).collect();
    match q.len() {
        0 => String::new(),
        1 => q[0].clone(),
        2 => format!("{} and {}", q[0], q[1]),
        n => format!("{}, and {}", q[..n - 1].join(", "), q[n - 1]),
    }
}

/// Binds a call to a Python function's parameter list known only at run time (`params`, all
/// positional-or-keyword, the last `defaults.len()` of them with those defaults), as CPython's
/// `initialize_locals` does and with its messages, named `{qualname}()`: the positional
/// arguments fill the first parameters, then each keyword in order must name a parameter not
/// yet given (`got an unexpected keyword argument 'z'`, `got multiple values for argument
/// 'x'`), then too many positional arguments are refused (`takes 3 positional arguments but 4
/// were given`), then the missing required ones are listed. For the classes `namedtuple`
/// builds, whose `__new__(_cls, x, y)` CPython generates from the field names. `qualname` is
/// called only to word an error, so a call that binds builds no name.
pub(crate) fn bind_runtime(
    qualname: &dyn Fn() -> String,
    params: &[&str],
    defaults: &[Value],
    args: &[Value],
    kw: &Kwargs,
) -> R<Vec<Value>> {
    let np = params.len();
    let mut slots: Vec<Option<Value>> = vec![None; np];
    for (slot, a) in slots.iter_mut().zip(args) {
        *slot = Some(a.clone());
    }
    for (key, v) in kw {
        match params.iter().position(|p| *p == &**key) {
            None => {
                return Err(type_error(format!(
                    "{}() got an unexpected keyword argument '{key}'",
                    qualname()
                )));
            }
            Some(i) if slots[i].is_some() => {
                return Err(type_error(format!(
                    "{}() got multiple values for argument '{key}'",
                    qualname()
                )));
            }
            Some(i) => slots[i] = Some(v.clone()),
        }
    }
    let ndef = defaults.len().min(np);
    let n = args.len();
    if n > np {
        let takes = if ndef > 0 {
            format!("from {} to {np} positional arguments", np - ndef)
        } else {
            format!("{np} positional argument{}", plural(np))
        };
        let was = if n == 1 { "was" } else { "were" };
        return Err(type_error(format!("{}() takes {takes} but {n} {was} given", qualname())));
    }
    let first_default = np - ndef;
    let missing: Vec<&str> =
        (0..first_default).filter(|&i| slots[i].is_none()).map(|i| params[i]).collect();
    if !missing.is_empty() {
        return Err(type_error(format!(
            "{}() missing {} required positional argument{}: {}",
            qualname(),
            missing.len(),
            plural(missing.len()),
            name_list(&missing)
        )));
    }
    Ok(slots
        .into_iter()
        .enumerate()
        .map(|(i, s)| {
            s.unwrap_or_else(|| defaults[defaults.len() - ndef + i - first_default].clone())
        })
        .collect())
}

/// The value of a bound parameter the signature declares required: `bind` has checked that it
/// was given.
#[inline]
pub(crate) fn req(v: Option<&Value>) -> &Value {
    v.expect("bind checks required parameters")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn msg<const N: usize>(sig: &Sig<N>, n: usize, kw: &[&str]) -> String {
        let args: Vec<Value> = (0..n as i64).map(Value::Int).collect();
        let kw: Kwargs = kw.iter().map(|k| (Rc::from(*k), Value::None)).collect();
        match bind(sig, &args, &kw) {
            Ok(_) => "ok".into(),
            Err(e) => match &e.0.kind {
                crate::error::ErrorKind::Builtin { msg, .. } => msg.clone().unwrap_or_default(),
                other => format!("{other:?}"),
            },
        }
    }

    // Expectations printed by CPython 3.11.
    #[test]
    fn messages_are_cpythons() {
        let sqrt = Sig::one("math.sqrt");
        assert_eq!(msg(&sqrt, 0, &[]), "math.sqrt() takes exactly one argument (0 given)");
        assert_eq!(msg(&sqrt, 1, &["x"]), "math.sqrt() takes no keyword arguments");
        assert_eq!(
            msg(&Sig::no_args("time.time"), 1, &[]),
            "time.time() takes no arguments (1 given)"
        );
        let pow = Sig::positional("pow", "math.pow", ["x", "y"], 2);
        assert_eq!(msg(&pow, 1, &[]), "pow expected 2 arguments, got 1");
        let perm = Sig::positional("perm", "math.perm", ["n", "k"], 1);
        assert_eq!(msg(&perm, 0, &[]), "perm expected at least 1 argument, got 0");
        assert_eq!(msg(&perm, 3, &[]), "perm expected at most 2 arguments, got 3");
        let log = Sig::group("math.log", "log", ["x", "base"], 1);
        assert_eq!(msg(&log, 0, &[]), "math.log requires 1 to 2 arguments");
        assert_eq!(msg(&log, 1, &["base"]), "log() takes no keyword arguments");
        let strptime = Sig::python("_strptime_time", "strptime", ["data_string", "format"], 1);
        assert_eq!(
            msg(&strptime, 0, &[]),
            "_strptime_time() missing 1 required positional argument: 'data_string'"
        );
        assert_eq!(
            msg(&strptime, 3, &[]),
            "_strptime_time() takes from 1 to 2 positional arguments but 3 were given"
        );
        assert_eq!(msg(&strptime, 1, &["format"]), "strptime() takes no keyword arguments");
        let strftime = Sig::parse_tuple("strftime", ["format", "tuple"], 1);
        assert_eq!(msg(&strftime, 0, &[]), "strftime() takes at least 1 argument (0 given)");
        assert_eq!(msg(&strftime, 3, &[]), "strftime() takes at most 2 arguments (3 given)");
        let isclose = Sig::keywords("isclose", ["a", "b", "rel_tol", "abs_tol"], 2, 0, 2);
        assert_eq!(msg(&isclose, 1, &[]), "isclose() missing required argument 'b' (pos 2)");
        assert_eq!(
            msg(&isclose, 2, &["foo"]),
            "'foo' is an invalid keyword argument for isclose()"
        );
        assert_eq!(
            msg(&isclose, 3, &[]),
            "isclose() takes exactly 2 positional arguments (3 given)"
        );
        assert_eq!(
            msg(&isclose, 2, &["a"]),
            "argument for isclose() given by name ('a') and position (1)"
        );
        assert_eq!(msg(&isclose, 1, &["b", "abs_tol"]), "ok");
        let prod = Sig::keywords("prod", ["iterable", "start"], 1, 1, 1);
        assert_eq!(msg(&prod, 0, &[]), "prod() takes exactly 1 positional argument (0 given)");
        assert_eq!(msg(&prod, 2, &[]), "prod() takes exactly 1 positional argument (2 given)");
        assert_eq!(msg(&prod, 1, &["foo"]), "'foo' is an invalid keyword argument for prod()");
        assert_eq!(msg(&prod, 1, &["start"]), "ok");
        assert_eq!(
            msg(&prod, 0, &["iterable"]),
            "prod() takes exactly 1 positional argument (0 given)"
        );
    }

    // A runtime parameter list binds as CPython's `initialize_locals`: keywords before the
    // positional count, defaults filled, `format_missing`'s list with its final comma.
    #[test]
    fn runtime_parameters_are_a_python_functions() {
        let run = |n: usize, kw: &[&str], defaults: &[Value]| -> String {
            let args: Vec<Value> = (0..n as i64).map(Value::Int).collect();
            let kw: Kwargs = kw.iter().map(|k| (Rc::from(*k), Value::Int(9))).collect();
            match bind_runtime(
                &|| "T.__new__".into(),
                &["_cls", "a", "b", "c"],
                defaults,
                &args,
                &kw,
            ) {
                Ok(v) => format!("{v:?}"),
                Err(e) => match &e.0.kind {
                    crate::error::ErrorKind::Builtin { msg, .. } => msg.clone().unwrap_or_default(),
                    other => format!("{other:?}"),
                },
            }
        };
        assert_eq!(
            run(1, &[], &[]),
            "T.__new__() missing 3 required positional arguments: 'a', 'b', and 'c'"
        );
        assert_eq!(run(5, &[], &[]), "T.__new__() takes 4 positional arguments but 5 were given");
        assert_eq!(
            run(5, &[], &[Value::Int(7)]),
            "T.__new__() takes from 3 to 4 positional arguments but 5 were given"
        );
        assert_eq!(run(5, &["z"], &[]), "T.__new__() got an unexpected keyword argument 'z'");
        assert_eq!(run(5, &["a"], &[]), "T.__new__() got multiple values for argument 'a'");
        assert_eq!(run(3, &[], &[Value::Int(7)]), "[Int(0), Int(1), Int(2), Int(7)]");
        assert_eq!(run(1, &["b", "a"], &[Value::Int(7)]), "[Int(0), Int(9), Int(9), Int(7)]");
    }

    // `_PyArg_UnpackKeywords`'s order of checks and wordings, printed by CPython 3.11.
    #[test]
    fn keyword_parsing_is_cpythons() {
        let pow = Sig::keywords("pow", ["base", "exp", "mod"], 2, 0, 0);
        assert_eq!(msg(&pow, 0, &[]), "pow() missing required argument 'base' (pos 1)");
        assert_eq!(msg(&pow, 5, &[]), "pow() takes at most 3 arguments (5 given)");
        // A missing required argument is reported before an unexpected keyword.
        assert_eq!(msg(&pow, 1, &["zz"]), "pow() missing required argument 'exp' (pos 2)");
        assert_eq!(msg(&pow, 2, &["zz"]), "'zz' is an invalid keyword argument for pow()");
        assert_eq!(
            msg(&pow, 0, &["a", "b", "c", "d"]),
            "pow() takes at most 3 keyword arguments (4 given)"
        );
        let sort = Sig::keywords("sort", ["key", "reverse"], 0, 0, 2);
        assert_eq!(msg(&sort, 1, &[]), "sort() takes no positional arguments");
        assert_eq!(msg(&sort, 5, &[]), "sort() takes at most 2 arguments (5 given)");
        let sum = Sig::keywords("sum", ["iterable", "start"], 1, 1, 0);
        assert_eq!(msg(&sum, 0, &[]), "sum() takes at least 1 positional argument (0 given)");
        let max = Sig::varargs("max", "max", ["key", "default"], 1);
        assert_eq!(msg(&max, 0, &[]), "max expected at least 1 argument, got 0");
        assert_eq!(msg(&max, 2, &["zz"]), "'zz' is an invalid keyword argument for max()");
        assert_eq!(msg(&max, 2, &["key"]), "ok");
        let union = Sig::varargs("union", "union", [], 0);
        assert_eq!(msg(&union, 3, &[]), "ok");
        assert_eq!(msg(&union, 1, &["zz"]), "union() takes no keyword arguments");
        let len = Sig::wrapper("__len__", []);
        assert_eq!(msg(&len, 1, &[]), "expected 0 arguments, got 1");
        assert_eq!(msg(&len, 0, &["x"]), "wrapper __len__() takes no keyword arguments");
        let print = Sig::varargs_fast("print", ["sep", "end", "file", "flush"], 0);
        assert_eq!(
            msg(&print, 1, &["sep", "end", "file", "flush", "zz"]),
            "'zz' is an invalid keyword argument for print()"
        );
    }

    // The kinds with a wording of their own, and names given per call; printed by CPython 3.11.
    #[test]
    fn own_wordings_and_runtime_names_are_cpythons() {
        let object = Sig::excess("object()");
        assert_eq!(msg(&object, 0, &[]), "ok");
        assert_eq!(msg(&object, 1, &[]), "object() takes no arguments");
        assert_eq!(msg(&object, 0, &["a"]), "object() takes no arguments");
        let map: Sig<0> = Sig::varargs_own("map", 2, "map() must have at least two arguments.");
        assert_eq!(msg(&map, 1, &[]), "map() must have at least two arguments.");
        assert_eq!(msg(&map, 3, &[]), "ok");
        assert_eq!(msg(&map, 2, &["a"]), "map() takes no keyword arguments");
        let enumerate = Sig::vectorcall("enumerate", ["iterable", "start"], 1);
        assert_eq!(msg(&enumerate, 0, &[]), "enumerate() missing required argument 'iterable'");
        assert_eq!(
            msg(&enumerate, 0, &["a", "b", "c"]),
            "enumerate() missing required argument 'iterable'"
        );
        assert_eq!(msg(&enumerate, 3, &[]), "enumerate() takes at most 2 arguments (3 given)");
        assert_eq!(
            msg(&enumerate, 1, &["iterable"]),
            "'iterable' is an invalid keyword argument for enumerate()"
        );
        assert_eq!(msg(&enumerate, 0, &["start", "iterable"]), "ok");
        assert_eq!(msg(&enumerate, 1, &["start"]), "ok");
        let set = Sig::positional("set", "set", ["iterable"], 0);
        let named = |n: usize, kw: &[&str]| {
            let args: Vec<Value> = (0..n as i64).map(Value::Int).collect();
            let kw: Kwargs = kw.iter().map(|k| (Rc::from(*k), Value::None)).collect();
            match bind_named(&set, "S", "set", &args, &kw) {
                Ok(_) => "ok".to_string(),
                Err(e) => match &e.0.kind {
                    crate::error::ErrorKind::Builtin { msg, .. } => msg.clone().unwrap_or_default(),
                    other => format!("{other:?}"),
                },
            }
        };
        assert_eq!(named(2, &[]), "S expected at most 1 argument, got 2");
        assert_eq!(named(0, &["iterable"]), "set() takes no keyword arguments");
        assert_eq!(named(1, &[]), "ok");
    }
}
