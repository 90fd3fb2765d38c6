//! The computer's search, in a Web Worker so the page never freezes while it thinks.

fn main() {
    mancala::worker::start();
}
