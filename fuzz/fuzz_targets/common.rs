//! Shared by the `run` and `structured` targets: runs a program under tight limits and turns
//! every broken guarantee into a crash the fuzzer records.

use std::time::{Duration, Instant};

use ophis::{Config, Interpreter, LimitKind, Limits, Policy, RunError};

/// The memory limit charges runs with the total live size only under the counting allocator,
/// as every embedder of ophis should install it.
#[global_allocator]
static ALLOCATOR: ophis::CountingAllocator = ophis::CountingAllocator;

pub const MAX_OPERATIONS: u64 = 100_000;
pub const MAX_MEMORY: usize = 64 << 20;
pub const TIMEOUT: Duration = Duration::from_secs(1);
pub const MAX_OUTPUT: usize = 1 << 20;
/// How far past the timeout a run may end before it counts as a hang (generous: the fuzzer
/// shares a small machine with builds). `OPHIS_FUZZ_HANG_SLACK_SECS` overrides it: CI's short
/// smoke runs share two cores between three fuzzers and must fail only on real crashes.
pub fn hang_slack() -> Duration {
    std::env::var("OPHIS_FUZZ_HANG_SLACK_SECS")
        .ok()
        .and_then(|s| s.parse().ok())
        .map(Duration::from_secs)
        .unwrap_or(Duration::from_secs(3))
}

pub fn config() -> Config {
    Config {
        limits: Limits {
            max_operations: MAX_OPERATIONS,
            max_memory: MAX_MEMORY,
            timeout: Some(TIMEOUT),
            max_output: MAX_OUTPUT,
            ..Limits::default()
        },
        policy: Policy { authorized_imports: vec!["*".to_string()], ..Policy::default() },
        ..Config::default()
    }
}

/// Runs `source` `rounds` times in one interpreter (a second run checks that whatever the
/// first did left the interpreter usable, globals included) and checks the guarantees.
pub fn run_checked(source: &str, rounds: usize) {
    let mut interp = Interpreter::new(config());
    let slack = hang_slack();
    for round in 0..rounds {
        let started = Instant::now();
        let result = interp.run(source);
        let took = started.elapsed();
        assert!(
            took < TIMEOUT + slack,
            "round {round}: the run took {took:?}, past the {TIMEOUT:?} timeout"
        );
        match &result {
            Ok(out) => assert!(
                out.output.len() <= MAX_OUTPUT,
                "output past the limit: {} bytes",
                out.output.len()
            ),
            Err(f) => {
                assert!(
                    f.output.len() <= MAX_OUTPUT,
                    "output past the limit: {} bytes",
                    f.output.len()
                );
                if let RunError::Limit { kind: LimitKind::Internal, message, .. } = &f.error {
                    panic!("internal error (a caught panic): {message}");
                }
                if let RunError::Limit { kind: LimitKind::Timeout | LimitKind::Cancelled, .. } =
                    &f.error
                {
                    // A timed-out program would time out again: one round is enough.
                    break;
                }
            }
        }
        // Nothing reached the file system (the structured target tries to write this file).
        assert!(
            !std::path::Path::new("/tmp/ophis-fuzz-canary").exists(),
            "the program created /tmp/ophis-fuzz-canary"
        );
        // The interpreter must still work.
        let after = interp.run("1 + 1").expect("the interpreter is unusable after a run");
        assert_eq!(after.value, Some(ophis::HostValue::Int(2)));
        if round == 0 && source.len() > 4096 {
            break;
        }
    }
}
