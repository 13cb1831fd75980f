//! Invariants of the code base and of the object model that are checked mechanically.

use ophis::{Config, Interpreter, Limits, RunError};

/// `unsafe` appears only in `coro/`, the one documented module that needs it.
#[test]
fn no_unsafe_outside_coro() {
    let src = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
    let mut offenders = Vec::new();
    let mut stack = vec![std::path::PathBuf::from(src)];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("read src dir") {
            let path = entry.expect("dir entry").path();
            if path.is_dir() {
                if !path.ends_with("coro") {
                    stack.push(path);
                }
                continue;
            }
            if path.extension().map(|e| e != "rs").unwrap_or(true) {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("read source");
            for (n, line) in text.lines().enumerate() {
                let code = line.split("//").next().unwrap_or("");
                if code.split(|c: char| !c.is_alphanumeric() && c != '_').any(|w| w == "unsafe") {
                    offenders.push(format!("{}:{}: {}", path.display(), n + 1, line.trim()));
                }
            }
        }
    }
    assert!(offenders.is_empty(), "unsafe outside coro/:\n{}", offenders.join("\n"));
}

/// Only `parse.rs` names the parser's types.
#[test]
fn parser_types_stay_behind_the_parse_door() {
    let src = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
    let mut offenders = Vec::new();
    let mut stack = vec![std::path::PathBuf::from(src)];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("read src dir") {
            let path = entry.expect("dir entry").path();
            if path.is_dir() {
                if !path.ends_with("coro") {
                    stack.push(path);
                }
                continue;
            }
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            // The door is `src/parse*`: `parse.rs` and its submodules in `src/parse/`.
            let in_door = path
                .strip_prefix(src)
                .ok()
                .and_then(|rel| rel.components().next())
                .and_then(|c| c.as_os_str().to_str())
                .is_some_and(|first| first.starts_with("parse"));
            if !name.ends_with(".rs") || in_door {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("read source");
            if text.contains("rustpython") {
                offenders.push(path.display().to_string());
            }
        }
    }
    assert!(offenders.is_empty(), "files naming rustpython outside parse*: {offenders:?}");
}

/// Memory is charged per interpreter: a tight limit on one interpreter refuses a large
/// allocation with a `MemoryError` the program sees (and can handle), while another
/// interpreter with the default limit makes the same allocation.
#[test]
fn memory_limit_is_per_interpreter() {
    let mut small = Interpreter::new(Config {
        limits: Limits { max_memory: 1 << 20, ..Limits::default() },
        ..Config::default()
    });
    let mut big = Interpreter::new(Config::default());
    let program = "try:\n    s = 'a' * (10 ** 7)\n    print(len(s))\nexcept MemoryError:\n    print('refused')\n";
    assert_eq!(small.run(program).expect("small run").output, "refused\n");
    assert_eq!(big.run(program).expect("big run").output, "10000000\n");
    // Huge allocations are refused before they are attempted, whatever the limit.
    for code in ["'a' * 10**10", "[0] * 10**10", "10 ** (10 ** 10)", "b'x' * 10**12"] {
        match big.run(code) {
            Err(f) => match f.error {
                RunError::Exception { type_name, .. } => {
                    assert_eq!(type_name, "MemoryError", "{code}")
                }
                other => panic!("{code}: expected MemoryError, got {other:?}"),
            },
            Ok(_) => panic!("{code}: expected MemoryError"),
        }
    }
    assert_eq!(big.run("1 + 1").expect("still usable").output, "");
}
