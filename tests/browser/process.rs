//! The processes a browser test starts: chromedriver on a free port, Chromium below it, a
//! throw-away profile, and killing whatever of them is left.

use std::net::TcpStream;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use super::{POLL, TIMEOUT};

pub(super) const CHROMEDRIVER: &str = "chromedriver";

pub(super) fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("no free loopback port")
}

pub(super) fn wait_for_port(port: u16, process: &mut Child) -> Result<(), String> {
    let started = Instant::now();
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        if let Ok(Some(status)) = process.try_wait() {
            return Err(format!("it exited with {status}"));
        }
        if started.elapsed() > TIMEOUT {
            return Err(format!("nothing listens on port {port} after {TIMEOUT:?}"));
        }
        std::thread::sleep(POLL);
    }
    Ok(())
}

/// The processes below `root` (children, grandchildren and so on), read from /proc.
fn descendants(root: u32) -> Vec<u32> {
    let mut parents = Vec::new();
    for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let Ok(stat) = std::fs::read_to_string(entry.path().join("stat")) else {
            continue;
        };
        // `pid (command) state ppid …`; the command may itself hold spaces and parentheses.
        let ppid = stat
            .rsplit_once(')')
            .and_then(|(_, rest)| rest.split_whitespace().nth(1))
            .and_then(|p| p.parse::<u32>().ok());
        if let Some(ppid) = ppid {
            parents.push((pid, ppid));
        }
    }
    let mut found = vec![root];
    let mut i = 0;
    while i < found.len() {
        let parent = found[i];
        found.extend(
            parents
                .iter()
                .filter(|(_, p)| *p == parent)
                .map(|(pid, _)| *pid),
        );
        i += 1;
    }
    found.remove(0);
    found
}

pub(super) fn fresh_temp_dir() -> PathBuf {
    static COUNT: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "mancala-browser-{}-{}",
        std::process::id(),
        COUNT.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir)
        .unwrap_or_else(|e| panic!("cannot create {}: {e}", dir.display()));
    dir
}

/// Kills `root` and every process below it, and reaps `root`.
pub(super) fn kill_tree(root: &mut Child) {
    let leftovers = descendants(root.id());
    if !leftovers.is_empty() {
        let _ = Command::new("kill")
            .arg("-KILL")
            .args(leftovers.iter().map(u32::to_string))
            .stderr(Stdio::null())
            .status();
    }
    let _ = root.kill();
    let _ = root.wait();
}
