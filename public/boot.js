// Starts the game. The page module (the board, the menus and the rules, built for size) is
// loaded first: its wasm-bindgen glue and main part are named in this tag's data attributes by
// .ci/page_module, and preloaded by the page. The glue fetches the module's later parts (the
// sections under the board) itself, through the loader it imports, as soon as the board is up.
// The search module (the computer player, built for speed, named by .ci/search_module) is
// fetched only once the page module is running and its later parts are in, so it never competes
// with them for the link; the board can be played while it downloads. This lives in its own file so the page needs no
// inline script. It also registers the service worker that lets the page load and play offline
// after a first visit.
//
// This file is written in syntax every engine with module scripts can read (no `??`, `?.` or
// `catch {}`), so that an engine too old for the page still runs the check below and says so,
// rather than showing a blank page.

// The oldest engines the page supports (README.md, Browsers), and what it needs of them that
// older ones lack: <dialog>, for its questions, tested here, and WebAssembly with reference
// types, multiple results and bulk memory (the compiler's defaults), which such an engine
// refuses to compile. Either way the page says so in plain words and names browsers that work,
// instead of a blank page.
const tooOld =
  "This browser is too old for Mancala. Safari 15.4, Firefox 98, or Chrome or Edge 96, or later, will play it.";

// Says why the page cannot run, in place of the board (or above whatever was drawn).
const sayPlainly = (words) => {
  const line = document.createElement("p");
  line.className = "boot-failure";
  line.setAttribute("role", "alert");
  line.textContent = words;
  document.body.prepend(line);
};

if (typeof HTMLDialogElement != "function") {
  sayPlainly(tooOld);
  throw new Error("no <dialog>");
}

// The browser opens the page's storage the first time it is touched, which takes a moment (a
// new profile's store is made then). Done here, it happens while the page module downloads,
// not while the board is being drawn. Storage that refuses is the page module's to report.
let storage = true;
try {
  localStorage.length;
} catch (refused) {
  storage = false;
}

// The page's colours, before the page module runs, so that a dark or high-contrast theme never
// opens light: the address's `theme=` if it has one, else the stored settings'. With neither,
// the stylesheet follows the system. The page module keeps the attribute in step from then on.
try {
  const linked = new URLSearchParams(location.search).get("theme");
  const stored = JSON.parse(localStorage.getItem("mancala.settings") || "{}").theme;
  const named = String(linked !== null ? linked : stored !== undefined ? stored : "").toLowerCase();
  if (["light", "dark", "contrast"].includes(named)) document.documentElement.dataset.theme = named;
} catch (unreadable) {}

// The browser's bar (theme-color) in the theme's colour. With no theme chosen, the two tags'
// media follow the system; a chosen theme gives both its own colour. The page module changes
// only the attribute, so this follows it.
const bars = [...document.querySelectorAll('meta[name="theme-color"]')];
const systemBars = bars.map((bar) => bar.content);
const paintBars = () => {
  const colour = { light: "#6e4522", dark: "#3b2411", contrast: "#000" }[
    document.documentElement.dataset.theme
  ];
  bars.forEach((bar, i) => (bar.content = colour !== undefined ? colour : systemBars[i]));
};
paintBars();
new MutationObserver(paintBars).observe(document.documentElement, {
  attributeFilter: ["data-theme"],
});

const tag = document.querySelector("script[data-wasm]");
const { js, wasm, searchJs, searchWasm, words } = tag.dataset;
// The page preloads its module's main part (index.html's one fetch preload). WebKit (Safari's
// engine, and every browser's on an iPhone) does not hand a preload to a fetch of the same
// file, and would download the file a second time beside it, so there it is fetched once the
// preload is in, from the HTTP cache, where a host keeps a file whose name carries a hash
// (docs/deploy.md).
const preload = document.querySelector("link[as=fetch]");
const pageWasm =
  /^Apple/.test(navigator.vendor) && preload && !performance.getEntriesByName(preload.href).length
    ? new Promise((done) => (preload.onload = preload.onerror = done)).then(() => fetch(wasm))
    : fetch(wasm);

// The page's words in a language other than English come in a pack of their own (English's are
// in the page module). `mancalaWords(lang)` fetches one once (again only if that failed) and
// gives its text. The visit's language is chosen here: the link's `lang=`, else the stored
// choice, else the first of the browser's languages that the page speaks, else English. A tag
// is read as `Lang::for_reader` reads it (src/model/words/mod.rs): exactly, else by its first
// part (`fr-CA` in French). The pack is then fetched beside the page module, which asks
// `mancalaLanguage()` for the choice.
const [packName, ...spoken] = words.split(" ");
const packs = {};
globalThis.mancalaWords = (lang) =>
  (packs[lang] =
    packs[lang] ||
    fetch(packName.replace("*", lang))
      .then((response) => {
        if (!response.ok) throw new Error(`${lang}: HTTP ${response.status}`);
        return response.text();
      })
      .catch((error) => {
        packs[lang] = undefined;
        throw error;
      }));
const served = (asked) => {
  const lower = asked.toLowerCase();
  const first = lower.split(/[-_]/)[0];
  return (
    spoken.find((lang) => lang.toLowerCase() == lower) ||
    spoken.find((lang) => lang != "en-XA" && lang.split("-")[0].toLowerCase() == first)
  );
};
// The choice as the page module reads it: the tag, after a `!` if the player chose it (by the
// link or the setting) rather than the browser.
let chosen = "en";
try {
  const linked = [...new URLSearchParams(location.search)].find(
    ([key]) => key.toLowerCase() == "lang",
  );
  const asked = [linked && "!" + linked[1].trim(), "!" + localStorage.getItem("mancala.language")]
    .concat([...(navigator.languages || [])]);
  for (const tag of asked) {
    const lang = tag && served(tag.replace("!", ""));
    if (lang) {
      chosen = tag[0] == "!" ? "!" + lang : lang;
      break;
    }
  }
} catch (unreadable) {}
globalThis.mancalaLanguage = () => chosen;
// The language itself, and whether the visit is in another than English.
const visitLang = chosen.replace("!", "");
const foreign = visitLang != "en";
// Such a visit also needs the part of the page module that reads a pack (the `words` split
// point): its files (in one pack, when it has one) are preloaded now, beside the main part, and
// the loader's own fetch takes them up, rather than starting a second trip once the module runs.
// Under a service worker the loader takes each file from its copy instead, so nothing is
// preloaded.
if (foreign) {
  mancalaWords(visitLang).catch(() => {});
  const controlled = navigator.serviceWorker && navigator.serviceWorker.controller;
  for (const href of controlled ? [] : (tag.dataset.wordsPart || "").split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    Object.assign(link, { rel: "preload", as: "fetch", href, crossOrigin: "anonymous" });
    document.head.append(link);
  }
}

// Numbers as the language being spoken writes them, and the plural form each takes, by the
// browser's own rules (Intl); the page module asks, with the language's tag. Digits are always
// Western ones, as the board's pit numbers and the keys 1 to 6 are.
const intl = {};
const digits = (places) => ({ minimumFractionDigits: places, maximumFractionDigits: places });
globalThis.mancalaNumber = (lang, n, places, percent) =>
  (intl[[lang, places, percent]] =
    intl[[lang, places, percent]] ||
    new Intl.NumberFormat(
      `${lang}-u-nu-latn`,
      Object.assign({ style: percent ? "percent" : "decimal" }, digits(places)),
    )).format(n);
globalThis.mancalaPlural = (lang, n, places) =>
  (intl[[lang, places]] = intl[[lang, places]] || new Intl.PluralRules(lang, digits(places))).select(
    n,
  );
const page = import(js).then((glue) => glue.default({ module_or_path: pageWasm }));
// A page module that cannot be fetched, compiled or started would leave a blank page: it says
// so instead, with what failed. (Every promise that follows `page` handles its failure too:
// WebKit cancels the module's import when the page is left while it loads, and an unhandled
// rejection would be an error on its console.)
page.catch((error) =>
  sayPlainly(
    error instanceof WebAssembly.CompileError
      ? tooOld
      : `Mancala could not start (${error}). Reload the page to try again.`,
  ),
);

// Once the page module runs: the stylesheet of the sections under the board (the move list, the
// analysis, the statistics, the help, the analysis board, the lessons and Train), which a first
// visit's board does without, so it is left off the critical path and fetched beside the
// module's later parts; it is small, and in before they are. And the web app manifest, named
// only now because Chromium fetches it and its icons as soon as the link is seen, and on a
// first visit they would share the link with the page module.
page.then(() => {
  const later = document.createElement("link");
  later.rel = "stylesheet";
  later.href = "later.css";
  document.head.append(later);
  const manifest = document.createElement("link");
  manifest.rel = "manifest";
  manifest.href = "manifest.webmanifest";
  document.head.append(manifest);
}, () => {});

// The page is whole once the page module's later parts are in (or known to be missing): the
// menu's body and the sections under the board. The search module waits for that, so that on a
// slow link the two do not share it and the menu comes before the computer; a page that has not
// said so after a few seconds gets the search module anyway.
const whole = new Promise((resolve) => {
  const done = () => document.querySelector("[data-later]") !== null;
  if (done()) return resolve();
  const watch = new MutationObserver(() => done() && (watch.disconnect(), resolve()));
  watch.observe(document, { subtree: true, attributes: true, attributeFilter: ["data-later"] });
  setTimeout(() => (watch.disconnect(), resolve()), 4000);
});

// The first number formatter takes a while to make (about 115 ms on the emulated slow phone),
// so in another language one is made once the page is whole, for the percentages and decimals
// that a section may show. The board's counts need none: the page module writes whole numbers
// below 1,000 itself (src/web/language.rs). Made earlier, it would hold up the first drawing,
// or the page module's start.
if (foreign) whole.then(() => mancalaNumber(visitLang, 0, 1, true));

// The search module's bytes, fetched once (again only if that failed). Each worker gets a copy
// and compiles its own: in Chromium, a module compiled elsewhere and posted to a worker searched
// at half the speed.
let searchBytes;
const search = () =>
  (searchBytes = searchBytes || page
    .then(() => whole)
    .then(() => fetch(searchWasm))
    .then((response) => {
      if (!response.ok) throw new Error(`${searchWasm}: HTTP ${response.status}`);
      return response.arrayBuffer();
    })
    .catch((error) => {
      searchBytes = undefined;
      throw error;
    }));

globalThis.startMancalaWorker = (loader) => {
  const worker = new Worker(loader, { type: "module" });
  // A worker replaced mid-search gets a copy of the same bytes. If they cannot be had, the page
  // hears of it as the worker failing, and searches on its own thread.
  search()
    .then((bytes) => worker.postMessage([searchJs, bytes]))
    .catch(() => worker.dispatchEvent(new Event("error")));
  return worker;
};

// When no worker can start: the search module on the page's own thread, imported once. `done`
// gets the answer's bytes, or null if the module cannot be loaded. The request arrives as a view
// of the page module's memory, valid only during this call, so it is copied before the wait.
let searchHere;
globalThis.searchOnMancalaPage = (view, done) => {
  const request = view.slice();
  searchHere =
    searchHere ||
    import(searchJs).then((glue) => glue.default({ module_or_path: search() }).then(() => glue));
  searchHere.then(
    (glue) => done(glue.answerOnPage(request)),
    () => {
      searchHere = undefined;
      done(null);
    },
  );
};

if ("serviceWorker" in navigator && storage) {
  // Registered once the page is running and the search module is in (or has failed), so that
  // the service worker's install, which copies every file, never slows the first visit. Without
  // it the page still plays; it only needs the network to load. A page module that did not
  // start (an engine too old for it, say) registers none: it would copy every file for nothing.
  // Nor does a page whose storage is turned off: the browser refuses it a service worker too,
  // and Firefox reports the refusal as an error even though it is caught.
  const register = () => navigator.serviceWorker.register("./sw.js").catch(() => {});
  page.then(() => search().then(register, register), () => {});
}
