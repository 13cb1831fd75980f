//! The native standard library: modules implemented in Rust inside the core, so they are
//! hermetic (no host access) and fast. `load` returns `None` for modules ophis does not
//! implement; an authorized import of such a module then fails with `ModuleNotFoundError`
//! (the Python package may offer host modules through its own bridge instead).

use crate::error::R;
use crate::interp::Interp;
use crate::value::Value;

pub fn load(_interp: &mut Interp, _name: &str) -> R<Option<Value>> {
    Ok(None)
}
