// Starts the computer player's Web Worker. It runs the search module: the page's first message
// names the module's wasm-bindgen glue and carries a copy of the wasm's bytes, which the boot
// script fetched once and the worker compiles for itself. Once running, the module starts the
// search loop, which replaces this handler and says when it is ready.
self.onmessage = (event) => {
  self.onmessage = null;
  const [glue, module] = event.data;
  import(glue)
    .then((m) => m.default({ module_or_path: module }))
    // Rethrown outside the promise, so the page's error handler hears of it and plays on its
    // own thread instead of waiting for a worker that never starts.
    .catch((error) => setTimeout(() => { throw error; }));
};
