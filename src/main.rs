//! The one entry point of the wasm module. On the page it installs the panic hook and mounts
//! the app. The computer player's Web Worker runs the same module (the boot script hands it a
//! copy of the bytes to compile, see `public/boot.js`), and there it starts the search loop.

fn main() {
    mancala::web::install_panic_hook();
    if web_sys::window().is_some() {
        leptos::mount::mount_to_body(mancala::view::App);
    } else {
        mancala::worker::start();
    }
}
