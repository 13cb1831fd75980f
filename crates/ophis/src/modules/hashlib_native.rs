//! `_hashlib_ophis`: the digests under `hashlib.py`, computed by the RustCrypto crates (md-5,
//! sha1, sha2, sha3, blake2), which are pure Rust, audited by many users, and give CPython's
//! digests bit for bit without linking OpenSSL.
//!
//! One function, `digest(name, data, length)`: the digest of all of `data` under the
//! algorithm `name`. ophis has no native object type to keep a hasher's state between calls,
//! so `hashlib.py`'s hash objects keep the bytes they were given and hash them here when asked.
//! The work is charged to the operation counter, one operation per 64 bytes hashed (a block of
//! every algorithm here is 64 to 168 bytes), so hashing cannot outrun the op limit.

use std::rc::Rc;

use blake2::digest::{Digest, ExtendableOutput, Update, VariableOutput};

use crate::args::{bind, req, Sig};
use crate::error::{type_error, value_error, Error, ExcType, R};
use crate::eval::call::Kwargs;
use crate::interp::Interp;
use crate::modules::{func, new_module};
use crate::value::Value;

/// The algorithms `digest` knows, in CPython's `hashlib.algorithms_guaranteed` spelling.
pub(crate) const ALGORITHMS: &[&str] = &[
    "blake2b",
    "blake2s",
    "md5",
    "sha1",
    "sha224",
    "sha256",
    "sha384",
    "sha512",
    "sha3_224",
    "sha3_256",
    "sha3_384",
    "sha3_512",
    "shake_128",
    "shake_256",
];

pub(crate) fn make(_interp: &mut Interp) -> R<Value> {
    Ok(new_module(
        "_hashlib_ophis",
        vec![
            ("digest", func("_hashlib_ophis", "digest", digest)),
            ("algorithms", Value::tuple(ALGORITHMS.iter().map(|a| Value::str(a)).collect())),
        ],
    ))
}

fn fixed<D: Digest>(data: &[u8]) -> Vec<u8> {
    D::digest(data).to_vec()
}

fn xof<X: Default + Update + ExtendableOutput>(data: &[u8], length: usize) -> Vec<u8> {
    let mut h = X::default();
    h.update(data);
    let mut out = vec![0u8; length];
    h.finalize_xof_into(&mut out);
    out
}

fn var<V: VariableOutput + Update>(data: &[u8], length: usize) -> R<Vec<u8>> {
    let mut h = V::new(length).map_err(|_| {
        value_error(format!("digest_size must be between 1 and {}", V::MAX_OUTPUT_SIZE))
    })?;
    h.update(data);
    let mut out = vec![0u8; length];
    h.finalize_variable(&mut out)
        .map_err(|_| value_error("digest_size does not match the output buffer"))?;
    Ok(out)
}

/// `digest(name, data, length=None)`: `length` is the output size for the shakes (required)
/// and the blake2s (their `digest_size`, default the largest), ignored by the others.
fn digest(interp: &mut Interp, args: &[Value], kw: &Kwargs) -> R<Value> {
    static SIG: Sig<3> = Sig::positional("digest", "digest", ["name", "data", "length"], 2);
    let [name, data, length] = bind(&SIG, args, kw)?;
    let Value::Str(name) = req(name) else {
        return Err(type_error("digest() argument 'name' must be str"));
    };
    let length = match length {
        None | Some(Value::None) => None,
        Some(Value::Int(n)) if *n >= 0 => Some(*n as usize),
        Some(Value::Int(_)) => return Err(value_error("length must be non-negative")),
        Some(other) => {
            return Err(type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                interp.type_name(other)
            )))
        }
    };
    let bytes = match req(data) {
        Value::Bytes(b) => b.clone(),
        Value::ByteArray(b) => Rc::new(b.borrow().clone()),
        other => {
            return Err(type_error(format!(
                "object supporting the buffer API required, not '{}'",
                interp.type_name(other)
            )))
        }
    };
    // One operation per 64 bytes, counted before the work, so a hash too big for the op
    // budget is refused rather than computed.
    interp.budget.ops = interp.budget.ops.saturating_add(bytes.len() as u64 / 64);
    if interp.budget.ops >= interp.budget.next_check {
        interp.budget.check_slow()?;
    }
    interp.budget.bulk(bytes.len())?;
    if let Some(n) = length {
        interp.check_alloc(n)?;
    }
    let data: &[u8] = &bytes;
    let out = match name.as_str() {
        "md5" => fixed::<md5::Md5>(data),
        "sha1" => fixed::<sha1::Sha1>(data),
        "sha224" => fixed::<sha2::Sha224>(data),
        "sha256" => fixed::<sha2::Sha256>(data),
        "sha384" => fixed::<sha2::Sha384>(data),
        "sha512" => fixed::<sha2::Sha512>(data),
        "sha3_224" => fixed::<sha3::Sha3_224>(data),
        "sha3_256" => fixed::<sha3::Sha3_256>(data),
        "sha3_384" => fixed::<sha3::Sha3_384>(data),
        "sha3_512" => fixed::<sha3::Sha3_512>(data),
        "shake_128" => xof::<sha3::Shake128>(data, length.unwrap_or(0)),
        "shake_256" => xof::<sha3::Shake256>(data, length.unwrap_or(0)),
        "blake2b" => var::<blake2::Blake2bVar>(data, length.unwrap_or(64))?,
        "blake2s" => var::<blake2::Blake2sVar>(data, length.unwrap_or(32))?,
        other => {
            return Err(Error::new(ExcType::ValueError, format!("unsupported hash type {other}")))
        }
    };
    Ok(Value::Bytes(Rc::new(out)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex(b: &[u8]) -> String {
        b.iter().map(|x| format!("{x:02x}")).collect()
    }

    #[test]
    fn known_digests() {
        // Digests of b"abc" from CPython's hashlib.
        assert_eq!(hex(&fixed::<md5::Md5>(b"abc")), "900150983cd24fb0d6963f7d28e17f72");
        assert_eq!(hex(&fixed::<sha1::Sha1>(b"abc")), "a9993e364706816aba3e25717850c26c9cd0d89d");
        assert_eq!(hex(&xof::<sha3::Shake128>(b"abc", 8)), "5881092dd818bf5c");
    }
}
