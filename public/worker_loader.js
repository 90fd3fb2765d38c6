// Starts the computer player's Web Worker. It runs the search module: the page's first message
// names the module's wasm-bindgen glue and carries a copy of the wasm's bytes, which the boot
// script fetched once and the worker compiles for itself. Once running, the module starts the
// search loop, which replaces this handler and says when it is ready.
self.onmessage = (event) => {
  self.onmessage = null;
  const [glue, module] = event.data;
  import(glue)
    .then((m) => m.default({ module_or_path: module }))
    // Said to the page with an empty message (src/web/worker_client.rs), which then plays on
    // its own thread instead of waiting for a worker that never starts. Not thrown: Firefox
    // logs a worker's uncaught error, and an import stopped because the page was left is none.
    .catch(() => self.postMessage(new Uint8Array(0)));
};
