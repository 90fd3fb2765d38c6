// Starts the game: loads the wasm-bindgen module and the wasm that Trunk named in the tag's
// data attributes. It lives in its own file so the page needs no inline script. It also
// registers the service worker that lets the page load and play offline after a first visit.
const tag = document.querySelector("script[data-wasm]");
import(tag.dataset.js).then((glue) => glue.default({ module_or_path: tag.dataset.wasm }));
if ("serviceWorker" in navigator) {
  // Without it the page still plays; it only needs the network to load.
  navigator.serviceWorker.register("./sw.js").catch(() => {});
}
