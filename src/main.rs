//! The page: installs the panic hook and mounts the app. Everything else lives in the library.

fn main() {
    mancala::web::install_panic_hook();
    leptos::mount::mount_to_body(mancala::view::App);
}
