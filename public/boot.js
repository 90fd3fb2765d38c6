// Starts the game: loads the wasm-bindgen module and the wasm that Trunk named in the tag's
// data attributes. It lives in its own file so the page needs no inline script. It also
// registers the service worker that lets the page load and play offline after a first visit.
const tag = document.querySelector("script[data-wasm]");
// The wasm is fetched once. The page compiles it as it streams in; the computer's worker gets
// a copy of the bytes and compiles its own (in Chromium, a module compiled here and posted to a
// worker searched at half the speed).
const fetched = fetch(tag.dataset.wasm).then((response) => [response, response.clone()]);
const bytes = fetched.then(([, copy]) => copy.arrayBuffer());
globalThis.startMancalaWorker = (loader) => {
  const worker = new Worker(loader, { type: "module" });
  // Each worker gets its own copy (a worker replaced mid-search needs the bytes again). If they
  // cannot be read, the page hears of it as the worker failing, and plays on its own thread.
  bytes
    .then((wasm) => worker.postMessage([tag.dataset.js, wasm]))
    .catch(() => worker.dispatchEvent(new Event("error")));
  return worker;
};
import(tag.dataset.js).then((glue) =>
  glue.default({ module_or_path: fetched.then(([response]) => response) }),
);
if ("serviceWorker" in navigator) {
  // Without it the page still plays; it only needs the network to load.
  navigator.serviceWorker.register("./sw.js").catch(() => {});
}
