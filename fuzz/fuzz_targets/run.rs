//! Arbitrary text parsed and evaluated under tight limits (100,000 operations, 64 MiB, 1 s):
//! no panic, no hang past the limits, no output past its limit, and the interpreter stays
//! usable afterwards.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    if let Ok(source) = std::str::from_utf8(data) {
        common::run_checked(source, 2);
    }
});
