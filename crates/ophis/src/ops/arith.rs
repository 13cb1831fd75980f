//! Arithmetic: binary and unary operators on numbers, sequences, sets and unions (with int overflow to big ints and the cost estimates of big-int work), and in-place operators.

use super::*;

/// Python's float floor-modulo.
pub(crate) fn float_mod(a: f64, b: f64) -> f64 {
    let m = a % b;
    if m != 0.0 && ((m < 0.0) != (b < 0.0)) {
        m + b
    } else if m == 0.0 {
        0.0f64.copysign(b)
    } else {
        m
    }
}

pub(crate) fn float_floordiv(a: f64, b: f64) -> f64 {
    let m = a % b;
    let mut div = (a - m) / b;
    if m != 0.0 && ((b < 0.0) != (m < 0.0)) {
        div -= 1.0;
    }
    if div != 0.0 {
        let floordiv = div.floor();
        if div - floordiv > 0.5 {
            floordiv + 1.0
        } else {
            floordiv
        }
    } else {
        0.0f64.copysign(a / b)
    }
}

/// `a op b` for two floats when it is one IEEE operation (`+ - *`, `/` by a non-zero), as
/// `binop` computes it; None for the rest (which take `binop`).
#[inline(always)]
pub(crate) fn float_binop_fast(a: f64, op: BinOp, b: f64) -> Option<f64> {
    match op {
        BinOp::Add => Some(a + b),
        BinOp::Sub => Some(a - b),
        BinOp::Mul => Some(a * b),
        BinOp::Div if b != 0.0 => Some(a / b),
        _ => None,
    }
}

/// The largest magnitude of an int that converts to a float exactly (2**53): CPython turns
/// such an int operand of a float operation, or of a comparison with a float, into a double
/// with no rounding, so computing on the two doubles gives CPython's answer bit for bit.
const EXACT_FLOAT_INT: u64 = 1 << 53;

/// Both operands as doubles when one is a float and the other a float or an int that converts
/// exactly (`EXACT_FLOAT_INT`): `total + x` with `total = 0` still an int, `n / 2.0`,
/// `mass == 0`. What CPython's float methods do with them (`float_add`, `float_richcompare`
/// convert such an int with `PyLong_AsDouble` first), without the general path's `BigInt`.
#[inline(always)]
pub(crate) fn float_operands(l: &Value, r: &Value) -> Option<(f64, f64)> {
    match (l, r) {
        (Value::Float(a), Value::Float(b)) => Some((*a, *b)),
        (Value::Float(a), Value::Int(b)) if b.unsigned_abs() <= EXACT_FLOAT_INT => {
            Some((*a, *b as f64))
        }
        (Value::Int(a), Value::Float(b)) if a.unsigned_abs() <= EXACT_FLOAT_INT => {
            Some((*a as f64, *b))
        }
        _ => None,
    }
}

/// Small-int arithmetic without leaving `i64`: `None` when the result overflows or the
/// operation needs the general path (true division, powers, shifts, division by zero).
/// Floor division and modulo round toward negative infinity, as Python's do.
#[inline(always)]
pub(crate) fn int_binop_fast(a: i64, op: BinOp, b: i64) -> Option<i64> {
    match op {
        BinOp::Add => a.checked_add(b),
        BinOp::Sub => a.checked_sub(b),
        BinOp::Mul => a.checked_mul(b),
        BinOp::FloorDiv if b != 0 && !(a == i64::MIN && b == -1) => {
            let (q, r) = (a / b, a % b);
            Some(if r != 0 && ((r ^ b) < 0) { q - 1 } else { q })
        }
        BinOp::Mod if b != 0 && !(a == i64::MIN && b == -1) => {
            let r = a % b;
            Some(if r != 0 && ((r ^ b) < 0) { r + b } else { r })
        }
        BinOp::BitAnd => Some(a & b),
        BinOp::BitOr => Some(a | b),
        BinOp::BitXor => Some(a ^ b),
        _ => None,
    }
}

/// A conservative estimate of how long one big-integer operation takes, from measurements
/// of num-bigint on a 2-CPU VM: a product of `a` and `b` 64-bit limbs (or a division) takes
/// about `2.8e-8 * (a * b)^0.65` seconds on an idle machine (0.31 s for two 262,144-limb
/// factors; Toom-3 is n^1.46 in theory, n^1.3 measured), and is estimated at twice that (see
/// `bigint_work_secs`); `x ** e` about three times the squaring of its result.
/// Additions, shifts and the like are linear and cheap: 0.
pub(crate) fn bigint_op_secs(x: &BigInt, op: BinOp, y: &BigInt) -> f64 {
    match op {
        // Below 64 K bits in all, an operation takes microseconds.
        BinOp::Mul | BinOp::FloorDiv | BinOp::Mod if x.bits() + y.bits() < 1 << 16 => 0.0,
        BinOp::Mul => bigint_work_secs(limbs(x), limbs(y)),
        BinOp::FloorDiv | BinOp::Mod => bigint_div_secs(limbs(x), limbs(y)),
        BinOp::Pow => {
            if x.bits() <= 1 || y.is_negative() {
                return 0.0;
            }
            let result = (x.bits() as f64 * y.to_f64().unwrap_or(f64::INFINITY) / 64.0).max(1.0);
            3.1 * bigint_work_secs(result, result)
        }
        _ => 0.0,
    }
}

/// The estimated seconds of one division of `a` limbs by `b` limbs. Division grows faster with
/// size than the product: measured on this VM (shared with other work) 0.024 s for 1.28
/// million bits by 640,000, 0.07 s at twice that, 0.54 s at eight times, and 1 to 1.5 s for
/// 16.8 million bits by 8.4 million: `1.5e-8 * (a * b)^0.75`, estimated at twice that.
pub(crate) fn bigint_div_secs(a: f64, b: f64) -> f64 {
    3.0e-8 * (a * b).powf(0.75)
}

/// The estimated seconds of `pow(b, e, m)`: one squaring and one multiplication modulo `m`
/// per bit of the exponent.
pub(crate) fn bigint_modpow_secs(e: &BigInt, m: &BigInt) -> f64 {
    e.bits() as f64 * 2.0 * bigint_work_secs(limbs(m), limbs(m))
}

/// The estimated seconds of num-bigint's `gcd` of `a` and `b`: Stein's binary algorithm, one
/// shift and one subtraction of the larger operand per bit of both, so quadratic whatever the
/// sizes (measured on this 2-CPU VM: 0.40 s for two 160,000-bit operands, 0.019 s for two of
/// 40,000 bits). Callers reduce the larger operand modulo the smaller first (`math::gcd_checked`),
/// which keeps a small operand from making a huge one cost its square.
pub(crate) fn bigint_gcd_secs(a: &BigInt, b: &BigInt) -> f64 {
    let (x, y) = (a.bits() as f64, b.bits() as f64);
    if x + y < (1u64 << 14) as f64 {
        return 0.0;
    }
    5.0e-10 * (x + y) * (x.max(y) / 64.0).max(1.0)
}

/// The estimated seconds of a modular inverse modulo `m` (num-integer's extended Euclid, one
/// division and two cofactor updates per step, each a fresh big integer): quadratic in the
/// modulus's bits (measured: 0.15 s at 20,000 bits, 7.7 s at 160,000).
pub(crate) fn bigint_modinv_secs(m: &BigInt) -> f64 {
    let bits = m.bits() as f64;
    if bits < 4096.0 {
        return 0.0;
    }
    3.5e-10 * bits * bits
}

/// The estimated seconds of `isqrt(n)` (num-bigint's Newton iteration, a full division per
/// step with the precision doubling each time): measured 0.031 s at 320,000 bits, 0.26 s at
/// 1.28 million, 11.3 s at 10 million, fitted as bits^1.7.
pub(crate) fn bigint_isqrt_secs(n: &BigInt) -> f64 {
    let bits = n.bits() as f64;
    if bits < 65536.0 {
        return 0.0;
    }
    0.3 * (bits / 1.28e6).powf(1.7)
}

/// The estimated seconds of one product or division of two big integers of `a_bits` and
/// `b_bits` bits, for callers that multiply outside `Interp::binop` (the binary splitting of
/// `math.factorial`, `comb` and `perm`).
pub(crate) fn bigint_mul_bits_secs(a_bits: u64, b_bits: u64) -> f64 {
    if a_bits + b_bits < 1 << 16 {
        return 0.0;
    }
    bigint_work_secs((a_bits as f64 / 64.0).max(1.0), (b_bits as f64 / 64.0).max(1.0))
}

/// A big integer's size in 64-bit limbs (at least one), the unit of the estimates above.
pub(crate) fn limbs(b: &BigInt) -> f64 {
    (b.bits() as f64 / 64.0).max(1.0)
}

/// The estimated seconds of one product (or division) of `a` and `b` limbs (see
/// `bigint_op_secs`). The constant is twice the one first measured: with the machine's two
/// CPUs shared by other work, a product of 160,000 by 80,000 limbs took 0.43 s where the first
/// constant predicted 0.10, and an estimate that is short lets the last uninterruptible
/// operation before the deadline run past it.
pub(crate) fn bigint_work_secs(a: f64, b: f64) -> f64 {
    const SECS_PER_WORK: f64 = 5.6e-8;
    SECS_PER_WORK * (a * b).powf(0.65)
}

pub(crate) fn unary_symbol(op: UnaryOp) -> &'static str {
    match op {
        UnaryOp::Neg => "-",
        UnaryOp::Pos => "+",
        UnaryOp::Invert => "~",
        UnaryOp::Not => "not",
    }
}

/// True division of integers, correctly rounded for operands up to 2**53 and close otherwise.
pub(crate) fn int_true_div(a: &BigInt, b: &BigInt) -> R<f64> {
    if let (Some(x), Some(y)) = (a.to_i64(), b.to_i64()) {
        if x.unsigned_abs() < (1 << 53) && y.unsigned_abs() < (1 << 53) {
            return Ok(x as f64 / y as f64);
        }
    }
    // Scale so the quotient has 64 significant bits, then let the float conversion round.
    let shift: i64 = 64 - (a.bits() as i64 - b.bits() as i64);
    let (num, den) =
        if shift >= 0 { (a << shift as u64, b.clone()) } else { (a.clone(), b << (-shift) as u64) };
    let q = &num / &den;
    let qf = q.to_f64().unwrap_or(f64::INFINITY);
    let r = qf * 2f64.powi(-(shift.clamp(-1100, 1100) as i32));
    if r.is_infinite() {
        return Err(overflow_error("integer division result too large for a float"));
    }
    Ok(r)
}

pub(crate) fn float_op(x: f64, op: BinOp, y: f64) -> R<Value> {
    Ok(Value::Float(match op {
        BinOp::Add => x + y,
        BinOp::Sub => x - y,
        BinOp::Mul => x * y,
        BinOp::Div => {
            if y == 0.0 {
                return Err(zero_division("float division by zero"));
            }
            x / y
        }
        BinOp::FloorDiv => {
            if y == 0.0 {
                return Err(zero_division("float floor division by zero"));
            }
            float_floordiv(x, y)
        }
        BinOp::Mod => {
            if y == 0.0 {
                return Err(zero_division("float modulo"));
            }
            float_mod(x, y)
        }
        BinOp::Pow => {
            // An infinite exponent is answered first, as in CPython's `float_pow`: zero to
            // the power -inf is inf, not a division by zero.
            if x == 0.0 && y < 0.0 && y.is_finite() {
                return Err(zero_division("0.0 cannot be raised to a negative power"));
            }
            if x < 0.0 && x.is_finite() && y.fract() != 0.0 && y.is_finite() {
                // A negative base to a fractional power is complex in Python 3 (but -inf's
                // powers are answered first, real, as in CPython's `float_pow`).
                let (r, theta) = (x.abs().powf(y), std::f64::consts::PI * y);
                return Ok(Value::Complex(Rc::new((r * theta.cos(), r * theta.sin()))));
            }
            let r = x.powf(y);
            if r.is_infinite() && x.is_finite() && y.is_finite() {
                return Err(overflow_error("(34, 'Numerical result out of range')"));
            }
            r
        }
        _ => {
            return Err(type_error(format!(
                "unsupported operand type(s) for {}: 'float' and 'float'",
                op.symbol()
            )));
        }
    }))
}

pub(crate) fn complex_op(ar: f64, ai: f64, op: BinOp, br: f64, bi: f64) -> R<Value> {
    let (r, i) = match op {
        BinOp::Add => (ar + br, ai + bi),
        BinOp::Sub => (ar - br, ai - bi),
        BinOp::Mul => (ar * br - ai * bi, ar * bi + ai * br),
        BinOp::Div => {
            let d = br * br + bi * bi;
            if d == 0.0 {
                return Err(zero_division("complex division by zero"));
            }
            ((ar * br + ai * bi) / d, (ai * br - ar * bi) / d)
        }
        BinOp::Pow => {
            if ar == 0.0 && ai == 0.0 {
                if bi == 0.0 && br == 0.0 {
                    (1.0, 0.0)
                } else if bi != 0.0 || br < 0.0 {
                    return Err(zero_division("0.0 to a negative or complex power"));
                } else {
                    (0.0, 0.0)
                }
            } else if bi == 0.0 && br.fract() == 0.0 && br.abs() <= 100.0 {
                // Integer powers by repeated multiplication, as CPython does for small exponents.
                let n = br as i64;
                let (mut rr, mut ri) = (1.0f64, 0.0f64);
                let (mut pr, mut pi) = (ar, ai);
                let mut k = n.unsigned_abs();
                while k > 0 {
                    if k & 1 == 1 {
                        let t = rr * pr - ri * pi;
                        ri = rr * pi + ri * pr;
                        rr = t;
                    }
                    let t = pr * pr - pi * pi;
                    pi *= 2.0 * pr;
                    pr = t;
                    k >>= 1;
                }
                if n < 0 {
                    let d = rr * rr + ri * ri;
                    (rr / d, -ri / d)
                } else {
                    (rr, ri)
                }
            } else {
                let vabs = ar.hypot(ai);
                let len = vabs.powf(br);
                let at = ai.atan2(ar);
                let mut phase = at * br;
                let mut len = len;
                if bi != 0.0 {
                    len /= (at * bi).exp();
                    phase += bi * vabs.ln();
                }
                (len * phase.cos(), len * phase.sin())
            }
        }
        _ => {
            return Err(type_error(format!(
                "unsupported operand type(s) for {}: 'complex' and 'complex'",
                op.symbol()
            )))
        }
    };
    Ok(Value::Complex(Rc::new((r, i))))
}

/// The host's name for a binary operator.
pub(crate) fn host_binop(op: BinOp) -> crate::host::BinaryOp {
    use crate::host::BinaryOp as H;
    match op {
        BinOp::Add => H::Add,
        BinOp::Sub => H::Sub,
        BinOp::Mul => H::Mul,
        BinOp::MatMul => H::MatMul,
        BinOp::Div => H::TrueDiv,
        BinOp::FloorDiv => H::FloorDiv,
        BinOp::Mod => H::Mod,
        BinOp::Pow => H::Pow,
        BinOp::LShift => H::LShift,
        BinOp::RShift => H::RShift,
        BinOp::BitAnd => H::And,
        BinOp::BitOr => H::Or,
        BinOp::BitXor => H::Xor,
    }
}

impl Interp {
    pub fn binop(&mut self, l: &Value, op: BinOp, r: &Value) -> R<Value> {
        // Fast paths for the commonest operand pairs.
        if let (Value::Int(a), Value::Int(b)) = (l, r) {
            if let Some(v) = int_binop_fast(*a, op, *b) {
                return Ok(Value::Int(v));
            }
        }
        if let Some((a, b)) = float_operands(l, r) {
            if let Some(v) = float_binop_fast(a, op, b) {
                return Ok(Value::Float(v));
            }
        }
        if let (Value::Str(a), Value::Str(b), BinOp::Add) = (l, r, op) {
            self.check_alloc(a.s.len() + b.s.len())?;
            let mut s = String::with_capacity(a.s.len() + b.s.len());
            s.push_str(&a.s);
            s.push_str(&b.s);
            return Ok(Value::string(s));
        }
        if matches!(l, Value::Host(_)) || matches!(r, Value::Host(_)) {
            return self.binop_with_host(l, op, r);
        }
        if matches!(l, Value::Instance(_)) || matches!(r, Value::Instance(_)) {
            if let Some(v) = crate::modules::decimal_native::binop_fast(self, l, op, r)? {
                return Ok(v);
            }
            if let Some(v) = self.binop_dunder(l, op, r)? {
                return Ok(v);
            }
            // Instances of builtin subclasses (`class F(int)`) compute with their builtin part.
            // `str % x` formats `x` itself (a str subclass's own `__str__` applies to `%s`).
            let rb = if op == BinOp::Mod && matches!(l, Value::Str(_)) {
                r.clone()
            } else {
                base_or_self(r)
            };
            let lb = base_or_self(l);
            if !matches!(lb, Value::Instance(_)) && !matches!(rb, Value::Instance(_)) {
                if let Some(v) = self.binop_builtin(&lb, op, &rb)? {
                    return Ok(v);
                }
            }
        }
        match self.binop_builtin(l, op, r)? {
            Some(v) => Ok(v),
            None => {
                if op == BinOp::BitOr {
                    if let Some(u) = self.make_union(l, r)? {
                        return Ok(u);
                    }
                }
                if op == BinOp::Mul {
                    if let Some(v) = self.repeat_by_index(l, r)? {
                        return Ok(v);
                    }
                }
                Err(self.binop_type_error(l, op, r))
            }
        }
    }

    /// Whether `v` is a `types.UnionType` (`int | None`).
    pub fn is_union(&self, v: &Value) -> bool {
        matches!(v, Value::Instance(i) if Rc::ptr_eq(&i.class, &self.types.union))
    }

    /// Whether `v` is a `types.GenericAlias` (`list[int]`) or an instance of a subclass
    /// (`collections.abc`'s `_CallableGenericAlias`), as `_PyGenericAlias_Check`.
    pub fn is_generic_alias(&self, v: &Value) -> bool {
        matches!(v, Value::Instance(i) if Rc::ptr_eq(&i.class, &self.types.generic_alias)
            || (!i.class.is_builtin && i.class.is_subclass(&self.types.generic_alias)))
    }

    /// Whether the operation `name` of the alias `v` is `types.GenericAlias`'s own: `v` is an
    /// alias whose class does not define `name` in Python.
    pub(crate) fn generic_alias_native(&self, v: &Value, name: &str) -> bool {
        match v {
            Value::Instance(i) if Rc::ptr_eq(&i.class, &self.types.generic_alias) => true,
            Value::Instance(i) if self.is_generic_alias(v) => {
                matches!(i.class.lookup(name), None | Some(Value::Builtin(_)))
            }
            _ => false,
        }
    }

    /// `origin[args]` for a builtin class: a `types.GenericAlias` holding `__origin__` and the
    /// `__args__` tuple, as CPython's `Py_GenericAlias`.
    pub fn make_generic_alias(&mut self, origin: &Value, args: &Value) -> Value {
        let ga = self.types.generic_alias.clone();
        self.new_generic_alias(&ga, origin, args, false)
    }

    /// The `__origin__` and `__args__` of a generic alias.
    pub fn generic_alias_parts(&self, v: &Value) -> (Value, Vec<Value>) {
        match v {
            Value::Instance(i) => {
                let attrs = i.attrs.borrow();
                let origin = attrs.get("__origin__").cloned().unwrap_or(Value::None);
                let args = match attrs.get("__args__") {
                    Some(Value::Tuple(t)) => (**t).clone(),
                    _ => Vec::new(),
                };
                (origin, args)
            }
            _ => (Value::None, Vec::new()),
        }
    }

    /// The member types of a union (`None` stands as `NoneType`).
    pub fn union_args(&self, v: &Value) -> Vec<Value> {
        match v {
            Value::Instance(i) => match i.attrs.borrow().get("__args__") {
                Some(Value::Tuple(t)) => (**t).clone(),
                _ => Vec::new(),
            },
            _ => Vec::new(),
        }
    }

    /// `X | Y` for classes, `None` and unions: a `types.UnionType` with the members in order,
    /// duplicates dropped (a single member is returned as itself). `None` when an operand is
    /// something else.
    pub(crate) fn make_union(&mut self, l: &Value, r: &Value) -> R<Option<Value>> {
        let mut members: Vec<Value> = Vec::new();
        for v in [l, r] {
            let parts = match v {
                Value::Class(c) => vec![Value::Class(c.clone())],
                // A host class (the caller, `union_with_host_class`, has asked the host).
                Value::Host(_) => vec![v.clone()],
                Value::None => vec![Value::Class(self.types.get(TypeKind::NoneType))],
                _ if self.is_union(v) => self.union_args(v),
                _ if self.is_generic_alias(v) => vec![v.clone()],
                _ => return Ok(None),
            };
            for p in parts {
                // Each member is compared with every one kept so far (CPython's dedup is
                // quadratic too): counted, so the union of two huge unions meets the deadline.
                self.budget.step()?;
                let mut seen = false;
                for m in &members {
                    // Classes are the same member when identical, aliases when equal.
                    if m.is(&p)
                        || (self.is_generic_alias(m)
                            && self.is_generic_alias(&p)
                            && self.eq(m, &p)?)
                    {
                        seen = true;
                        break;
                    }
                }
                if !seen {
                    members.push(p);
                }
            }
        }
        if members.len() == 1 {
            return Ok(members.pop());
        }
        let mut attrs = crate::dict::new_strmap();
        attrs.insert(Rc::from("__args__"), Value::tuple(members));
        let inst = Rc::new(crate::value::Instance {
            class: self.types.union.clone(),
            attrs: crate::value::Attrs::new(attrs),
            exc: None,
            builtin_base: Default::default(),
        });
        self.gc_track(crate::gc::Tracked::Instance(Rc::downgrade(&inst)));
        Ok(Some(Value::Instance(inst)))
    }

    /// `X | Y` where a host class takes part (`int | pd.DataFrame`, `pd.DataFrame | None`,
    /// `pd.DataFrame | pd.Series` in an annotation): a union of the sandbox's, as CPython's
    /// `type.__or__` makes, since the host's own `types.UnionType` is an object of a module
    /// the program may not reach. `None` when an operand is neither a class nor a union (a
    /// host mask `s1 | s2`): the host's own operator then decides. A host operand is asked
    /// whether it is a class only when it is callable, which no array or frame is.
    fn union_with_host_class(&mut self, l: &Value, r: &Value) -> R<Option<Value>> {
        let typeish = |interp: &Self, v: &Value| {
            matches!(v, Value::Class(_) | Value::None)
                || interp.is_union(v)
                || interp.is_generic_alias(v)
        };
        for v in [l, r] {
            match v {
                Value::Host(h) => {
                    if !h.obj.is_callable() || !self.host_is_class(h)? {
                        return Ok(None);
                    }
                }
                _ if typeish(self, v) => {}
                _ => return Ok(None),
            }
        }
        self.make_union(l, r)
    }

    /// Whether a host object is a class: the host's `issubclass(h, object)` answers, or raises
    /// CPython's TypeError for anything else.
    fn host_is_class(&mut self, h: &Rc<crate::host::HostHandle>) -> R<bool> {
        let object = Value::Class(self.types.get(TypeKind::Object));
        match self.host_issubclass(h, &object) {
            Ok(_) => Ok(true),
            Err(e) if e.builtin_type() == Some(crate::error::ExcType::TypeError) => Ok(false),
            Err(e) => Err(e),
        }
    }

    /// Binary operators with a host object on either side: the left operand's method first
    /// (the host's `Binary`, or a sandbox instance's `__op__`), then the right one's reflected
    /// method, as Python's protocol does.
    pub(crate) fn binop_with_host(&mut self, l: &Value, op: BinOp, r: &Value) -> R<Value> {
        if op == BinOp::BitOr {
            if let Some(u) = self.union_with_host_class(l, r)? {
                return Ok(u);
            }
        }
        let hop = host_binop(op);
        let (name, rname, _) = op.dunders();
        if matches!(l, Value::Host(_)) {
            // The host's own operation, unreflected (and reflected if `r` is a host object too).
            if let Some(v) = self.host_binop(l, hop, r)? {
                return Ok(v);
            }
        } else {
            if let Some(f) = self.special(l, name) {
                let v = self.call_with_receiver1(&f, l, r)?;
                if !matches!(v, Value::NotImplemented) {
                    return Ok(v);
                }
            }
            if let Some(v) = self.host_binop(l, hop, r)? {
                return Ok(v);
            }
        }
        if !matches!(r, Value::Host(_)) {
            if let Some(f) = self.special(r, rname) {
                let v = self.call_with_receiver1(&f, r, l)?;
                if !matches!(v, Value::NotImplemented) {
                    return Ok(v);
                }
            }
        }
        Err(self.binop_type_error(l, op, r))
    }

    /// CPython's `sequence_repeat`: a sequence times an object that neither side's
    /// `__mul__`/`__rmul__` took, when that object has `__index__`, repeats the sequence that
    /// many times (what `__index__` raises passes through; a count past 64 bits is CPython's
    /// OverflowError).
    fn repeat_by_index(&mut self, l: &Value, r: &Value) -> R<Option<Value>> {
        let is_seq = |v: &Value| {
            matches!(
                v,
                Value::Str(_)
                    | Value::List(_)
                    | Value::Tuple(_)
                    | Value::Bytes(_)
                    | Value::ByteArray(_)
            )
        };
        let has_index =
            |v: &Value| matches!(v, Value::Instance(i) if i.class.lookup("__index__").is_some());
        let (seq, count) = if is_seq(l) && has_index(r) {
            (l, r)
        } else if is_seq(r) && has_index(l) {
            (r, l)
        } else {
            return Ok(None);
        };
        let n = match self.index_value(count) {
            Err(e) if self.is_exc_of(&e, ExcType::IndexError) => {
                return Err(crate::error::overflow_error(format!(
                    "cannot fit '{}' into an index-sized integer",
                    self.type_name(count)
                )))
            }
            other => other?,
        };
        self.binop_builtin(seq, BinOp::Mul, &Value::Int(n))
    }

    pub(crate) fn binop_type_error(&self, l: &Value, op: BinOp, r: &Value) -> Error {
        if op == BinOp::Add {
            match l {
                Value::Str(_) => {
                    return type_error(format!(
                        "can only concatenate str (not \"{}\") to str",
                        self.type_name(r)
                    ))
                }
                Value::List(_) => {
                    return type_error(format!(
                        "can only concatenate list (not \"{}\") to list",
                        self.type_name(r)
                    ))
                }
                Value::Tuple(_) => {
                    return type_error(format!(
                        "can only concatenate tuple (not \"{}\") to tuple",
                        self.type_name(r)
                    ))
                }
                // CPython's bytes and bytearray concatenation accepts any bytes-like operand and
                // words its refusal this way.
                Value::Bytes(_) | Value::ByteArray(_) => {
                    return type_error(format!(
                        "can't concat {} to {}",
                        self.type_name(r),
                        self.type_name(l)
                    ))
                }
                _ => {}
            }
        }
        if op == BinOp::Mul
            && matches!(
                (l, r),
                (Value::Str(_) | Value::List(_) | Value::Tuple(_), _)
                    | (_, Value::Str(_) | Value::List(_) | Value::Tuple(_))
            )
        {
            let other =
                if matches!(l, Value::Str(_) | Value::List(_) | Value::Tuple(_)) { r } else { l };
            return type_error(format!(
                "can't multiply sequence by non-int of type '{}'",
                self.tp_name(other)
            ));
        }
        type_error(format!(
            "unsupported operand type(s) for {}: '{}' and '{}'",
            op.symbol(),
            self.tp_name(l),
            self.tp_name(r)
        ))
    }

    /// `l op r` through `__op__` / `__rop__` (subclass-first for the reflected method).
    pub(crate) fn binop_dunder(&mut self, l: &Value, op: BinOp, r: &Value) -> R<Option<Value>> {
        let (name, rname, _) = op.dunders();
        let lt = self.type_of(l);
        let rt = self.type_of(r);
        let same = Rc::ptr_eq(&lt, &rt);
        // As CPython's `SLOT1BINFULL`: the right operand's reflected method goes first only
        // when its class is a subclass that overrides it (`method_is_overloaded`), not when
        // it inherits the left class's own.
        let r_first = !same
            && rt.is_subclass(&lt)
            && matches!(r, Value::Instance(_))
            && match (rt.lookup(rname), lt.lookup(rname)) {
                (None, _) => false,
                (Some(a), Some(b)) => !a.is(&b),
                (Some(_), None) => true,
            };
        // `str % x` and `bytes % x` format whatever `x` is (their `__mod__` never returns
        // NotImplemented), so `x.__rmod__` only runs first for a subclass of the format's type.
        if op == BinOp::Mod
            && !r_first
            && matches!(l, Value::Str(_) | Value::Bytes(_) | Value::ByteArray(_))
        {
            return Ok(None);
        }
        if r_first {
            if let Some(f) = self.special(r, rname) {
                let v = self.call_with_receiver1(&f, r, l)?;
                if !matches!(v, Value::NotImplemented) {
                    return Ok(Some(v));
                }
            }
        }
        if let Some(f) = self.special(l, name) {
            let v = self.call_with_receiver1(&f, l, r)?;
            if !matches!(v, Value::NotImplemented) {
                return Ok(Some(v));
            }
        } else if let Value::Instance(i) = l {
            if let Some(b) = i.builtin_base.borrow().clone() {
                if let Some(v) = self.binop_builtin(&b, op, r)? {
                    return Ok(Some(v));
                }
            }
        }
        if !same && !r_first {
            if let Some(f) = self.special(r, rname) {
                let v = self.call_with_receiver1(&f, r, l)?;
                if !matches!(v, Value::NotImplemented) {
                    return Ok(Some(v));
                }
            }
        }
        Ok(None)
    }

    pub fn inplace_binop(&mut self, l: Value, op: BinOp, r: &Value) -> R<Value> {
        match (&l, op) {
            (Value::List(list), BinOp::Add) => {
                let items = match r {
                    Value::List(other) => other.borrow().clone(),
                    _ => self.iterate(r)?,
                };
                self.check_alloc((list.borrow().len() + items.len()) * 16)?;
                list.borrow_mut().extend(items);
                return Ok(l);
            }
            (Value::List(list), BinOp::Mul) => {
                let n = self.index_value(r)?;
                let cur = list.borrow().clone();
                // A product past usize (`[4, 5, 6, 7] *= 2**62`) must be refused, not wrap to a
                // small size; and an empty list stays empty without counting to n.
                let total =
                    usize::try_from((cur.len() as i128) * (n.max(0) as i128)).unwrap_or(usize::MAX);
                self.check_alloc(total.saturating_mul(16))?;
                let mut out = Vec::with_capacity(total);
                for _ in 0..if cur.is_empty() { 0 } else { n.max(0) } {
                    out.extend(cur.iter().cloned());
                }
                *list.borrow_mut() = out;
                return Ok(l);
            }
            (Value::Dict(d), BinOp::BitOr) => {
                self.dict_update_from_mapping(d, r, true)?;
                return Ok(l);
            }
            // A bytearray's `+=` and `*=` change it in place (CPython's `sq_inplace_concat`,
            // `sq_inplace_repeat`): every name bound to it sees the new contents.
            (Value::ByteArray(ba), BinOp::Add | BinOp::Mul)
                if matches!(r, Value::Bytes(_) | Value::ByteArray(_))
                    || op == BinOp::Mul && !matches!(r, Value::Instance(_) | Value::Host(_)) =>
            {
                let ba = ba.clone();
                if let Value::ByteArray(ref new) = self.binop(&l, op, r)? {
                    let data = new.borrow().clone();
                    *ba.borrow_mut() = data;
                    return Ok(l);
                }
            }
            (Value::Set(s), BinOp::BitOr | BinOp::BitAnd | BinOp::Sub | BinOp::BitXor)
                if matches!(r, Value::Set(_) | Value::FrozenSet(_)) =>
            {
                // As CPython: `|=`, `-=` and `^=` change the set's own table; `&=` takes the
                // intersection's. A copy is worked on, so no borrow is held during `==`.
                let s = s.clone();
                let new = match op {
                    BinOp::BitAnd => self.set_intersection_of(&l, r)?,
                    _ => {
                        let mut d = s.borrow().clone();
                        match op {
                            BinOp::BitOr => self.set_update_with(&mut d, r)?,
                            BinOp::Sub => self.set_discard_all(&mut d, r)?,
                            _ => {
                                for x in set_items(r) {
                                    self.budget.step()?;
                                    if !self.set_discard_in(&mut d, &x)? {
                                        self.set_add(&mut d, x)?;
                                    }
                                }
                            }
                        }
                        d
                    }
                };
                *s.borrow_mut() = new;
                return Ok(l);
            }
            (Value::Host(h), _) => {
                let h = h.clone();
                if let Some(v) = self.host_inplace(&h, host_binop(op), r)? {
                    return Ok(v);
                }
            }
            (Value::Instance(i), _) => {
                let (_, _, iname) = op.dunders();
                if let Some(f) = i.class.lookup(iname) {
                    let v = self.call_with_receiver1(&f, &l, r)?;
                    if !matches!(v, Value::NotImplemented) {
                        return Ok(v);
                    }
                }
            }
            _ => {}
        }
        self.binop(&l, op, r).map_err(|e| {
            // The in-place operator's own symbol appears in the message (`+=`).
            if let crate::error::ErrorKind::Builtin {
                ty: ExcType::TypeError, msg: Some(m), ..
            } = &e.0.kind
            {
                let prefix = format!("unsupported operand type(s) for {}:", op.symbol());
                if m.starts_with(&prefix) && op != BinOp::Pow {
                    return type_error(m.replacen(
                        &prefix,
                        &format!("unsupported operand type(s) for {}=:", op.symbol()),
                        1,
                    ));
                }
                if op == BinOp::Pow && m.starts_with("unsupported operand type(s) for ** or pow():")
                {
                    return type_error(m.replacen("** or pow():", "**=:", 1));
                }
            }
            e
        })
    }

    /// Arithmetic on builtin values; `None` when the types do not support `op`.
    pub(crate) fn binop_builtin(&mut self, l: &Value, op: BinOp, r: &Value) -> R<Option<Value>> {
        if let (Value::Bool(a), Value::Bool(b)) = (l, r) {
            match op {
                BinOp::BitAnd => return Ok(Some(Value::Bool(*a & *b))),
                BinOp::BitOr => return Ok(Some(Value::Bool(*a | *b))),
                BinOp::BitXor => return Ok(Some(Value::Bool(*a ^ *b))),
                _ => {}
            }
        }
        if let (Some(a), Some(b)) = (as_num(l), as_num(r)) {
            return self.num_binop(a, op, b).map(Some);
        }
        Ok(match (l, op, r) {
            (Value::Str(a), BinOp::Add, Value::Str(b)) => {
                Some(Value::string(format!("{}{}", a.s, b.s)))
            }
            (Value::Str(a), BinOp::Mul, n) | (n, BinOp::Mul, Value::Str(a)) if is_int(n) => {
                let n = self.repeat_count(n)?;
                // As CPython's `unicode_repeat`: a string once is itself.
                if n == 1 {
                    return Ok(Some(Value::Str(a.clone())));
                }
                self.check_alloc(a.s.len().saturating_mul(n))?;
                Some(Value::string(a.s.repeat(n)))
            }
            (Value::Str(fmt), BinOp::Mod, args) => {
                Some(Value::string(crate::builtins::percent::percent_format(self, &fmt.s, args)?))
            }
            (Value::Bytes(fmt), BinOp::Mod, args) => Some(Value::Bytes(Rc::new(
                crate::builtins::percent::percent_format_bytes(self, fmt, args)?,
            ))),
            (Value::ByteArray(fmt), BinOp::Mod, args) => {
                let fmt = fmt.borrow().clone();
                let out = crate::builtins::percent::percent_format_bytes(self, &fmt, args)?;
                Some(Value::ByteArray(Rc::new(std::cell::RefCell::new(out))))
            }
            (Value::Bytes(a), BinOp::Add, Value::Bytes(b)) => {
                self.check_alloc(a.len().saturating_add(b.len()))?;
                let mut v = Vec::with_capacity(a.len() + b.len());
                v.extend_from_slice(a);
                v.extend_from_slice(b);
                Some(Value::Bytes(Rc::new(v)))
            }
            (Value::Bytes(a), BinOp::Mul, n) | (n, BinOp::Mul, Value::Bytes(a)) if is_int(n) => {
                let n = self.repeat_count(n)?;
                // As CPython's `bytes_repeat`: bytes once are themselves.
                if n == 1 {
                    return Ok(Some(Value::Bytes(a.clone())));
                }
                self.check_alloc(a.len().saturating_mul(n))?;
                Some(Value::Bytes(Rc::new(a.repeat(n))))
            }
            // A bytearray on the left gives a bytearray (`ba + b"x"`); `bytes + ba` is bytes.
            (Value::ByteArray(_), BinOp::Add, _)
            | (Value::Bytes(_), BinOp::Add, Value::ByteArray(_))
                if crate::builtins::bytes_methods::bytes_like(r).is_some() =>
            {
                let x = crate::builtins::bytes_methods::bytes_like(l).unwrap_or_default();
                let y = crate::builtins::bytes_methods::bytes_like(r).unwrap_or_default();
                self.check_alloc(x.len().saturating_add(y.len()))?;
                let mut v = Vec::with_capacity(x.len() + y.len());
                v.extend_from_slice(&x);
                v.extend_from_slice(&y);
                Some(if matches!(l, Value::ByteArray(_)) {
                    Value::ByteArray(Rc::new(RefCell::new(v)))
                } else {
                    Value::Bytes(Rc::new(v))
                })
            }
            (Value::ByteArray(a), BinOp::Mul, n) | (n, BinOp::Mul, Value::ByteArray(a))
                if is_int(n) =>
            {
                let n = self.repeat_count(n)?;
                let data = a.borrow().clone();
                self.check_alloc(data.len().saturating_mul(n))?;
                Some(Value::ByteArray(Rc::new(RefCell::new(data.repeat(n)))))
            }
            (Value::List(a), BinOp::Add, Value::List(b)) => {
                // Checked before copying, and allocated once (extending a clone would reserve
                // up to twice the size).
                let total = a.borrow().len() + b.borrow().len();
                self.check_alloc(total.saturating_mul(16))?;
                let mut v = Vec::with_capacity(total);
                v.extend(a.borrow().iter().cloned());
                v.extend(b.borrow().iter().cloned());
                Some(Value::list(v))
            }
            (Value::Tuple(a), BinOp::Add, Value::Tuple(b)) => {
                self.check_alloc((a.len() + b.len()).saturating_mul(16))?;
                let mut v = Vec::with_capacity(a.len() + b.len());
                v.extend(a.iter().cloned());
                v.extend(b.iter().cloned());
                Some(Value::tuple(v))
            }
            (Value::List(a), BinOp::Mul, n) | (n, BinOp::Mul, Value::List(a)) if is_int(n) => {
                let n = self.repeat_count(n)?;
                let src = a.borrow().clone();
                self.check_alloc(src.len().saturating_mul(n).saturating_mul(16))?;
                let mut v = Vec::with_capacity(src.len() * n);
                for _ in 0..n {
                    v.extend(src.iter().cloned());
                }
                Some(Value::list(v))
            }
            (Value::Tuple(a), BinOp::Mul, n) | (n, BinOp::Mul, Value::Tuple(a)) if is_int(n) => {
                let n = self.repeat_count(n)?;
                // As CPython's `tuple_repeat`: a tuple once is itself (`t * 1 is t`).
                if n == 1 {
                    return Ok(Some(Value::Tuple(a.clone())));
                }
                self.check_alloc(a.len().saturating_mul(n).saturating_mul(16))?;
                let mut v = Vec::with_capacity(a.len() * n);
                for _ in 0..n {
                    v.extend(a.iter().cloned());
                }
                Some(Value::tuple(v))
            }
            (Value::Dict(a), BinOp::BitOr, Value::Dict(b)) => {
                let d = Rc::new(RefCell::new(a.borrow().clone()));
                self.dict_update_from_mapping(&d, r, true)?;
                let _ = b;
                Some(Value::Dict(d))
            }
            (Value::Set(_) | Value::FrozenSet(_), _, Value::Set(_) | Value::FrozenSet(_)) => {
                self.set_binop(l, op, r)?
            }
            // A set-like view combines with any iterable on either side (CPython's view
            // `__and__`/`__rand__`, ...), and the result is always a set.
            (Value::DictView(a), _, _) | (_, _, Value::DictView(a))
                if a.kind != crate::value::ViewKind::Values
                    && matches!(op, BinOp::BitAnd | BinOp::BitOr | BinOp::Sub | BinOp::BitXor) =>
            {
                if op == BinOp::BitAnd {
                    return self.view_intersection(l, r).map(Some);
                }
                let ls = self.to_set(l)?;
                let rs = self.to_set(r)?;
                self.set_binop(&ls, op, &rs)?
            }
            _ => None,
        })
    }

    /// `view & x` (or `x & view`), after CPython's `_PyDictView_Intersect`: the members of
    /// the other operand that are `in` the view (so an items view with unhashable values
    /// intersects), except that a bigger plain set intersects through the set's own method.
    pub(crate) fn view_intersection(&mut self, l: &Value, r: &Value) -> R<Value> {
        let is_view =
            |v: &Value| matches!(v, Value::DictView(d) if d.kind != crate::value::ViewKind::Values);
        let (mut this, mut other) =
            if is_view(l) { (l.clone(), r.clone()) } else { (r.clone(), l.clone()) };
        let mut out = Dict::new_set();
        if let Value::Set(s) = &other {
            if self.len(&this)? <= s.borrow().len() {
                for x in self.iterate(&this)? {
                    self.budget.step()?;
                    if self.dict_contains(s, &x)? {
                        self.set_add(&mut out, x)?;
                    }
                }
                return Ok(Value::Set(Rc::new(RefCell::new(out))));
            }
        }
        if is_view(&other) && self.len(&other)? > self.len(&this)? {
            std::mem::swap(&mut this, &mut other);
        }
        for x in self.iterate(&other)? {
            self.budget.step()?;
            if self.contains(&this, &x)? {
                self.set_add(&mut out, x)?;
            }
        }
        Ok(Value::Set(Rc::new(RefCell::new(out))))
    }

    pub(crate) fn to_set(&mut self, v: &Value) -> R<Value> {
        let items = self.iterate(v)?;
        let mut d = Dict::new_set();
        for x in items {
            self.set_add(&mut d, x)?;
        }
        Ok(Value::Set(Rc::new(RefCell::new(d))))
    }

    pub(crate) fn set_binop(&mut self, l: &Value, op: BinOp, r: &Value) -> R<Option<Value>> {
        let out = match op {
            BinOp::BitOr => self.set_union_of(l, r)?,
            BinOp::BitAnd => self.set_intersection_of(l, r)?,
            BinOp::Sub => self.set_difference_of(l, r)?,
            BinOp::BitXor => self.set_symmetric_difference_of(l, r)?,
            _ => return Ok(None),
        };
        Ok(Some(match l {
            Value::FrozenSet(_) => Value::FrozenSet(Rc::new(out)),
            _ => Value::Set(Rc::new(RefCell::new(out))),
        }))
    }

    pub(crate) fn num_binop(&mut self, a: Num, op: BinOp, b: Num) -> R<Value> {
        use Num::*;
        match (a, b) {
            (Complex(ar, ai), b) => {
                let (br, bi) = match b {
                    Complex(r, i) => (r, i),
                    other => (num_to_f64(&other)?, 0.0),
                };
                complex_op(ar, ai, op, br, bi)
            }
            (a, Complex(br, bi)) => {
                let ar = num_to_f64(&a)?;
                complex_op(ar, 0.0, op, br, bi)
            }
            (Float(x), y) => {
                let y = num_to_f64(&y)?;
                float_op(x, op, y)
            }
            (x, Float(y)) => {
                let x = num_to_f64(&x)?;
                float_op(x, op, y)
            }
            (x, y) => {
                let xb = match x {
                    Int(i) => BigInt::from(i),
                    Big(b) => b,
                    _ => BigInt::zero(),
                };
                let yb = match y {
                    Int(i) => BigInt::from(i),
                    Big(b) => b,
                    _ => BigInt::zero(),
                };
                // One big-int operation can take long: read the clock after it, so a loop of
                // them stops at the deadline (CLOCK_CHECK_INTERVAL operations could be minutes).
                let big = xb.bits() + yb.bits() > 4096
                    || (matches!(op, BinOp::Pow | BinOp::LShift) && yb.bits() > 8);
                let r = self.int_op(xb, op, yb)?;
                if big {
                    self.budget.check_clock()?;
                }
                Ok(r)
            }
        }
    }

    pub(crate) fn int_op(&mut self, a: BigInt, op: BinOp, b: BigInt) -> R<Value> {
        Ok(match op {
            BinOp::Add => Value::from_bigint(a + b),
            BinOp::Sub => Value::from_bigint(a - b),
            BinOp::Mul => {
                self.check_alloc(((a.bits() + b.bits()) / 8) as usize)?;
                self.budget.check_native_work(bigint_op_secs(&a, op, &b))?;
                Value::from_bigint(a * b)
            }
            BinOp::Div => {
                if b.is_zero() {
                    return Err(zero_division("division by zero"));
                }
                Value::Float(int_true_div(&a, &b)?)
            }
            BinOp::FloorDiv => {
                if b.is_zero() {
                    return Err(zero_division("integer division or modulo by zero"));
                }
                self.budget.check_native_work(bigint_op_secs(&a, op, &b))?;
                Value::from_bigint(a.div_floor(&b))
            }
            BinOp::Mod => {
                if b.is_zero() {
                    return Err(zero_division("integer modulo by zero"));
                }
                self.budget.check_native_work(bigint_op_secs(&a, op, &b))?;
                Value::from_bigint(a.mod_floor(&b))
            }
            BinOp::Pow => {
                if b.is_negative() {
                    if a.is_zero() {
                        return Err(zero_division("0.0 cannot be raised to a negative power"));
                    }
                    let x = bigint_to_f64(&a)?;
                    let y = bigint_to_f64(&b)?;
                    return float_op(x, BinOp::Pow, y);
                }
                // 0, 1 and -1 to any power are known without computing it, as CPython
                // answers them for exponents of any size.
                if a.is_zero() && !b.is_zero() {
                    return Ok(Value::Int(0));
                }
                if a == BigInt::from(1) {
                    return Ok(Value::Int(1));
                }
                if a == BigInt::from(-1) {
                    return Ok(Value::Int(if b.is_odd() { -1 } else { 1 }));
                }
                let exp = b.to_u64().ok_or_else(|| overflow_error("exponent too large"))?;
                let abits = a.bits();
                if abits > 1 {
                    let bits = (abits as u128) * (exp as u128);
                    let bytes = bits / 8;
                    if bytes > self.config.limits.max_memory as u128 {
                        return Err(crate::error::memory_error(format!(
                            "integer result of {}-bit base to the power {} is too large (about {} bytes; the memory limit is {})",
                            abits, exp, bytes, self.config.limits.max_memory
                        )));
                    }
                }
                let exp32 = u32::try_from(exp).map_err(|_| overflow_error("exponent too large"))?;
                // A power of two to any power is a shift, linear in the result's size: the
                // multiplication estimate below refused `2 ** 2**25` (0.2 s in CPython) under
                // a 2 s timeout.
                if a.magnitude().count_ones() == 1 {
                    let k = a.magnitude().trailing_zeros().unwrap_or(0);
                    let shift = k.saturating_mul(exp);
                    self.budget.bulk((shift / 8) as usize)?;
                    let r = BigInt::from(1) << shift;
                    return Ok(Value::from_bigint(if a.is_negative() && exp % 2 == 1 {
                        -r
                    } else {
                        r
                    }));
                }
                self.budget.check_native_work(bigint_op_secs(&a, op, &b))?;
                Value::from_bigint(num_traits::Pow::pow(a, exp32))
            }
            BinOp::LShift => {
                if b.is_negative() {
                    return Err(value_error("negative shift count"));
                }
                let n = b.to_u64().ok_or_else(|| overflow_error("too many digits in integer"))?;
                if a.is_zero() {
                    return Ok(Value::Int(0));
                }
                self.check_alloc(((a.bits() + n) / 8) as usize)?;
                Value::from_bigint(a << n)
            }
            BinOp::RShift => {
                if b.is_negative() {
                    return Err(value_error("negative shift count"));
                }
                let n = b.to_u64().unwrap_or(u64::MAX);
                if n > a.bits() {
                    return Ok(Value::Int(if a.is_negative() { -1 } else { 0 }));
                }
                Value::from_bigint(a >> n)
            }
            BinOp::BitAnd => Value::from_bigint(a & b),
            BinOp::BitOr => Value::from_bigint(a | b),
            BinOp::BitXor => Value::from_bigint(a ^ b),
            BinOp::MatMul => {
                return Err(type_error("unsupported operand type(s) for @: 'int' and 'int'"))
            }
        })
    }

    pub fn unary(&mut self, op: UnaryOp, v: &Value) -> R<Value> {
        let name = match op {
            UnaryOp::Neg => "__neg__",
            UnaryOp::Pos => "__pos__",
            UnaryOp::Invert => "__invert__",
            UnaryOp::Not => return Ok(Value::Bool(!self.truthy(v)?)),
        };
        match (op, v) {
            (UnaryOp::Neg, Value::Int(i)) => Ok(i
                .checked_neg()
                .map(Value::Int)
                .unwrap_or_else(|| Value::from_bigint(-BigInt::from(*i)))),
            (UnaryOp::Neg, Value::Bool(b)) => Ok(Value::Int(-(*b as i64))),
            (UnaryOp::Neg, Value::BigInt(b)) => Ok(Value::from_bigint(-(**b).clone())),
            (UnaryOp::Neg, Value::Float(f)) => Ok(Value::Float(-f)),
            (UnaryOp::Neg, Value::Complex(c)) => Ok(Value::Complex(Rc::new((-c.0, -c.1)))),
            (
                UnaryOp::Pos,
                Value::Int(_) | Value::BigInt(_) | Value::Float(_) | Value::Complex(_),
            ) => Ok(v.clone()),
            (UnaryOp::Pos, Value::Bool(b)) => Ok(Value::Int(*b as i64)),
            (UnaryOp::Invert, Value::Int(i)) => Ok(Value::Int(!i)),
            (UnaryOp::Invert, Value::Bool(b)) => Ok(Value::Int(!(*b as i64))),
            (UnaryOp::Invert, Value::BigInt(b)) => Ok(Value::from_bigint(-(**b).clone() - 1)),
            (UnaryOp::Neg, Value::Host(h)) => self.host_unary(h, crate::host::UnaryOp::Neg),
            (UnaryOp::Pos, Value::Host(h)) => self.host_unary(h, crate::host::UnaryOp::Pos),
            (UnaryOp::Invert, Value::Host(h)) => self.host_unary(h, crate::host::UnaryOp::Invert),
            (_, Value::Instance(i)) => match self.special(v, name) {
                Some(f) => self.call_with_receiver(&f, v, []),
                // An instance of a builtin subclass (`class I(int)`) without its own dunder
                // computes with its builtin part, whose result is of the builtin type.
                None => match i.builtin_base.borrow().clone() {
                    Some(b @ (Value::Int(_) | Value::Bool(_) | Value::BigInt(_))) => {
                        self.unary(op, &b)
                    }
                    Some(b @ (Value::Float(_) | Value::Complex(_))) if op != UnaryOp::Invert => {
                        self.unary(op, &b)
                    }
                    _ => Err(type_error(format!(
                        "bad operand type for unary {}: '{}'",
                        unary_symbol(op),
                        self.type_name(v)
                    ))),
                },
            },
            _ => Err(type_error(format!(
                "bad operand type for unary {}: '{}'",
                unary_symbol(op),
                self.type_name(v)
            ))),
        }
    }
}
