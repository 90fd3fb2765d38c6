// Starts the game: loads the wasm-bindgen module and the wasm that Trunk named in the tag's
// data attributes. It lives in its own file so the page needs no inline script.
const tag = document.querySelector("script[data-wasm]");
import(tag.dataset.js).then((glue) => glue.default({ module_or_path: tag.dataset.wasm }));
