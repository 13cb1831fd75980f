//! The operating system refusing memory is the program's `MemoryError`, never an abort.
//!
//! Hardened deployments cap a process's address space (`ulimit -v`, `RLIMIT_AS`), and Rust
//! aborts the whole process when an allocation fails. The test runs itself again in a child
//! process under an address-space limit of 1.5 GiB (with the default limits of ophis, whose
//! memory limit of 1 GiB is not reached first: a run's stack is 512 MiB of address space) and
//! sends it each attack: every one must end in `MemoryError`, the process must live, and the
//! same interpreter must still run `1 + 1` afterwards.

use std::process::Command;

use ophis::{Config, HostValue, Interpreter, RunError};

/// The memory limit charges runs with the total live size only under the counting allocator,
/// as every embedder of ophis should install it.
#[global_allocator]
static ALLOCATOR: ophis::CountingAllocator = ophis::CountingAllocator;

/// Set in the child process.
const CHILD_ENV: &str = "OPHIS_OS_MEMORY_CHILD";

/// The address-space limit of the child, in KiB (`ulimit -v` units): 1.5 GiB.
const ADDRESS_SPACE_KIB: u64 = 1536 * 1024;

/// Programs that each ask for more memory than the OS will map, by the paths whose size the
/// program controls: concatenation and repetition of str, bytes, bytearray and list, in-place
/// growth, list/tuple/sorted/set/dict construction from a long iterator, sorting a big list
/// (its key pairs and merge buffer), comprehensions,
/// append, extend, join, %-formatting, str methods, and a value converted for the host (a
/// 30 MiB string referenced 100 times, copied once per reference).
const ATTACKS: &[&str] = &[
    "x = 'A' * 2**20\nwhile True:\n    x = x + x",
    "x = b'A' * 2**20\nwhile True:\n    x = x + x",
    "x = [1] * 2**20\nwhile True:\n    x = x + x",
    "x = 'A' * 2**20\nwhile True:\n    x = x * 2",
    "x = bytearray(2**20)\nwhile True:\n    x += x",
    "x = list(range(2**20))\nwhile True:\n    x *= 2",
    "x = [0] * 2**20\nwhile True:\n    x.extend(x)",
    "'A' * 2**30",
    "bytes(2**31)",
    "list(range(10**9))",
    "tuple(range(10**9))",
    "sorted(range(10**9))",
    "x = [0] * 2**24\ny = sorted(x)",
    "x = list(range(2**24))\nx.sort(key=lambda v: -v)",
    "set(range(10**9))",
    "dict.fromkeys(range(10**9))",
    "[*range(10**9)]",
    "[b'x' * 2**20 for i in range(2000)]",
    "x = []\nfor s in ['A' * 2**20] * 2000:\n    x.append(s + 'B')",
    "'-'.join(['A' * 2**20] * 1500)",
    "'%s' % ('A' * 2**29)",
    "x = 'A' * 2**28\ny = x.replace('A', 'BB')",
    "s = 'A' * (30 * 2**20)\n[s] * 100",
];

const CHILD_DONE: &str = "every attack ended in MemoryError";

fn child() {
    let mut interp = Interpreter::new(Config::default());
    for (i, source) in ATTACKS.iter().enumerate() {
        match interp.run(source) {
            Err(f) => match &f.error {
                RunError::Exception { type_name, .. } if type_name == "MemoryError" => {}
                other => panic!("attack {i} ({source:?}) ended with {other:?}, not MemoryError"),
            },
            Ok(out) => panic!(
                "attack {i} ({source:?}) succeeded: {:?}",
                out.value.map(|v| format!("{v:?}").chars().take(100).collect::<String>())
            ),
        }
        let after = interp
            .run("1 + 1")
            .unwrap_or_else(|f| panic!("after attack {i}, 1 + 1 failed: {:?}", f.error));
        assert_eq!(after.value, Some(HostValue::Int(2)), "after attack {i}");
        // Free what the attack left in its globals before the next one.
        interp.run("x = y = s = None").expect("globals reset");
    }
    // Reading a global whose conversion the OS cannot hold gives a description, not an abort.
    interp.run("s = 'A' * (30 * 2**20)\ng = [s] * 100").expect("the global is made");
    let g = interp.get_global("g");
    assert!(!matches!(g, Some(HostValue::List(_))), "the 3 GB conversion was made");
    // Converted together, the string referenced 100 times is converted once.
    let together = interp.get_globals(&["g"]);
    match &together.values[..] {
        [Some(HostValue::List(items))] => {
            assert_eq!(items.len(), 100);
            assert!(
                items.iter().all(|x| matches!(x, HostValue::Shared(_))),
                "every reference is the shared entry"
            );
        }
        other => panic!(
            "g converted as {:?}",
            other
                .iter()
                .map(|v| format!("{v:?}").chars().take(80).collect::<String>())
                .collect::<Vec<_>>()
        ),
    }
    assert_eq!(
        together.shared.iter().filter(|v| matches!(v, HostValue::Str(_))).count(),
        1,
        "one copy of the string"
    );
    assert_eq!(interp.run("1 + 1").expect("1 + 1").value, Some(HostValue::Int(2)));
    println!("{CHILD_DONE}");
}

#[test]
fn os_refusing_memory_is_a_memory_error() {
    if std::env::var_os(CHILD_ENV).is_some() {
        child();
        return;
    }
    let exe = std::env::current_exe().expect("the test binary");
    let script = format!("ulimit -v {ADDRESS_SPACE_KIB} && exec \"$0\" --exact os_refusing_memory_is_a_memory_error --nocapture --test-threads=1");
    let out = Command::new("sh")
        .arg("-c")
        .arg(script)
        .arg(&exe)
        .env(CHILD_ENV, "1")
        .output()
        .expect("run the child");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && stdout.contains(CHILD_DONE),
        "child failed ({}):\n{stdout}\n{stderr}",
        out.status
    );
}
