//! The host bridge: Python objects reachable from the program as guarded handles (`PyHost`,
//! the core's `HostObject`), sandbox values reachable from Python as proxies (`SandboxRef`),
//! and the conversions between the two worlds.
//!
//! Policy: every Python object about to become a handle (an attribute read, a call result, an
//! item, an imported module, a tool's return value) is shown to the interpreter's guard, a
//! Python callable that raises `ForbiddenAccess` for denied modules and functions; that error
//! ends the run uncatchably. Dunder attribute names never get here (the core refuses them), and
//! the frame/code attributes that lead to globals are refused here.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock, TryLockError, Weak};
use std::time::{Duration, Instant};

use num_bigint::BigInt;
use pyo3::exceptions::{
    PyKeyError, PyKeyboardInterrupt, PyRuntimeError, PyStopIteration, PyTypeError,
};
use pyo3::prelude::*;
use pyo3::types::{
    PyBool, PyBytes, PyComplex, PyDict, PyFloat, PyFrozenSet, PyInt, PyList, PyModule, PySet,
    PySlice, PyString, PyTuple,
};
use pyo3::IntoPyObjectExt;

use ophis::{
    BinaryOp, CompareOp, HostError, HostErrorKind, HostObject, HostOp, HostValue, SandboxObject,
    UnaryOp,
};

use crate::{ForbiddenAccess, HostDeadline, StopRun};

mod handle;
mod policy;
mod proxy;
mod shared;
mod to_host;
mod to_py;
use handle::*;
use policy::*;
pub use proxy::*;
pub use shared::*;
pub use to_host::*;
pub use to_py::*;

/// Nesting depth past which a Python container is not converted further.
const MAX_CONVERT_DEPTH: usize = 200;
