//! The one entry point of the wasm module. On the page it installs the panic hook and mounts
//! the app. The computer player's Web Worker runs the same module (the page hands it over
//! already compiled, see `web::computer`), and there it starts the search loop instead.

fn main() {
    mancala::web::install_panic_hook();
    if web_sys::window().is_some() {
        leptos::mount::mount_to_body(mancala::view::App);
    } else {
        mancala::worker::start();
    }
}
