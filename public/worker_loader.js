// Starts the computer player's Web Worker: loads the wasm-bindgen glue Trunk built for it, then
// its wasm. A file of its own, so the worker needs no inline or generated script.
importScripts("./worker.js");
wasm_bindgen({ module_or_path: "./worker_bg.wasm" });
