//! What the room server's load benchmarks share: where the server's release binary is, the
//! CPU time a process has used, and a percentile of latencies.

use std::path::PathBuf;

/// The server binary to run: `SERVER=path`, or by default `server/server` in the target folder
/// this example was built in (the `server` profile's).
pub fn server_binary() -> PathBuf {
    if let Some(path) = std::env::var_os("SERVER") {
        return PathBuf::from(path);
    }
    let exe = std::env::current_exe().expect("this example's path");
    // target/<profile>/examples/NAME → target/server/server
    exe.ancestors()
        .nth(3)
        .expect("the target folder")
        .join("server/server")
}

/// CPU seconds the process has used (user and system), from /proc.
pub fn cpu_seconds(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or("", |(_, rest)| rest)
        .split_whitespace()
        .collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    // After the command's name: state is field 0, utime 11, stime 12.
    (ticks(11) + ticks(12)) / 100.0
}

/// The `p` percentile (0 to 1) of latencies in microseconds, sorted, in milliseconds.
pub fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let at = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    f64::from(sorted[at]) / 1000.0
}
