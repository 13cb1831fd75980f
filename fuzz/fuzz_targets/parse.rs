//! Arbitrary bytes through the parser door only: `ophis::check_syntax` must return
//! `Ok` or a `SyntaxError` for every input, never panic, never overflow the stack.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let source = String::from_utf8_lossy(data);
    let _ = ophis::check_syntax(&source, &ophis::ParseLimits::default());
});
