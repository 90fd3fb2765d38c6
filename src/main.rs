//! The page module's entry point: it installs the panic hook and mounts the app. The computer
//! player runs in another module, built for speed (`src/bin/search.rs`), which the boot script
//! fetches once the board is up (see `public/boot.js`).

fn main() {
    mancala::web::install_panic_hook();
    mancala::view::shell::start();
}
