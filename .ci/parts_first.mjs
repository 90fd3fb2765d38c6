// Puts the parts a player asks for ahead of the part the page fetches in advance, and fetches a
// part asked for in one request, in the splitter's loader (__wasm_split.js, before it is
// minified; see .ci/page_module).
//
// usage: node parts_first.mjs LOADER ADVANCE
//
// The page fetches the ADVANCE split point's part (the sections under the board) as soon as it
// runs. A part asked for later, by a click, a tap or the language (a mode, the words, the
// reading of storage), would share the link with it and wait about as long as it takes; and a
// part with its shared chunks is a dozen files or more, which over HTTP/1.1 go six at a time,
// a round trip each. So:
//   - every file's fetch goes through `fetchPart`, told which split points need the file (the
//     splitter writes them in a comment above each shared chunk);
//   - each split point's load goes through `ask`. ADVANCE's load starts a moment later than
//     asked, so that a part asked for at the same time goes first, and its fetches are "in
//     advance": when another load is asked for, the fetches in advance that it does not need
//     are stopped and held until no load asked for is under way, then start again;
//   - a split point with more files than HTTP/1.1 fetches at once has a pack (.ci/packs.mjs,
//     which .ci/page_module runs to write it, and whose reader goes into the loader).
//     An asked load with that many files still to fetch takes them from the pack, in one request;
//     if the pack cannot be had, each file is fetched alone.
// Under a service worker, which has every file already, none of this is done.
//   - a click on a link with `data-part` starts that split point's load before the page module
//     asks for it, for a click whose handler is in a part still on its way (a mode's link).
// A file fetched in advance is read whole before the loader sees it, so that stopping it cannot
// fail a load: the loader only ever waits longer.
//
// It prints, as JSON, each split point's files and the packs to write, in order:
// { "files": { "split point": ["./file.wasm", …], … }, "packs": { "split point": [same], … } }.
// It fails, changing nothing, when the loader is not shaped as this expects: a fetch it did not
// route, a chunk without its split points, or no load for ADVANCE.
import { readFileSync, writeFileSync } from "node:fs";
import { parse } from "acorn";
import { unpack } from "./packs.mjs";
import { nodes } from "./tree.mjs";

const [loader, advance] = process.argv.slice(2);
if (!loader || !advance) {
    fail("usage: node parts_first.mjs LOADER ADVANCE");
}

function fail(message) {
    console.error(`parts first: ${message}`);
    process.exit(1);
}

const source = readFileSync(loader, "utf8");
const comments = [];
const tree = parse(source, {
    ecmaVersion: "latest",
    sourceType: "module",
    onComment: (block, text, start, end) => block && comments.push({ text, end }),
});

// A bit for each split point, so that a file's split points are one number.
const bits = new Map();
function bit(name) {
    if (!bits.has(name)) bits.set(name, 1 << bits.size);
    if (bits.size > 30) fail("more split points than bits in a number");
    return bits.get(name);
}

// The calls of `makeLoad` a statement declares, with the split points whose files they fetch.
const edits = [];
const loads = [];
// Each chunk's file, by the name of its load, and each split point's files, chunks first.
const chunkFiles = new Map();
const splitFiles = new Map();
// The file a fetcher fetches: the string in its \`new URL("./name.wasm", …)\`.
const fileOf = (fetcher) =>
    [...nodes(fetcher)].find((node) => node.type === "NewExpression" && node.callee.name === "URL")
        ?.arguments[0].value;
let lastEnd = 0;
for (const statement of tree.body) {
    const exported = statement.type === "ExportNamedDeclaration";
    const declaration = exported ? statement.declaration : statement;
    if (declaration?.type !== "VariableDeclaration") {
        lastEnd = statement.end;
        continue;
    }
    for (const { id, init } of declaration.declarations) {
        if (exported && id.name.startsWith("__wasm_split_load_")) {
            // wrapAsyncCb(makeLoad(FETCHER, [DEPS]))
            const make = init?.arguments?.[0];
            if (init?.callee?.name !== "wrapAsyncCb" || make?.callee?.name !== "makeLoad") {
                fail(`${id.name} is not wrapAsyncCb(makeLoad(…))`);
            }
            const name = id.name.slice("__wasm_split_load_".length);
            loads.push({ splits: [name], node: make.arguments[0] });
            const own = fileOf(make.arguments[0]);
            const chunks = make.arguments[1].elements.map((chunk) => chunkFiles.get(chunk.name));
            if (chunks.includes(undefined)) {
                fail(`${id.name} needs a chunk that is not declared before it`);
            }
            splitFiles.set(name, own ? [...chunks, own] : chunks);
            const text = `ask(${JSON.stringify(name)}, ${bit(name)}, `;
            edits.push({ start: make.start, end: make.start, text });
            edits.push({ start: make.end, end: make.end, text: ")" });
        } else if (id.name.startsWith("__chunk_")) {
            // /* split, split */ const __chunk_N = makeLoad(FETCHER, []);
            const said = comments.filter((c) => c.end <= statement.start && c.end >= lastEnd).pop();
            const splits = said?.text.split(",").map((s) => s.trim()).filter(Boolean) ?? [];
            if (splits.length === 0 || init?.callee?.name !== "makeLoad") {
                fail(`${id.name} does not say which split points need it`);
            }
            loads.push({ splits, node: init.arguments[0] });
            chunkFiles.set(id.name, fileOf(init.arguments[0]));
        }
    }
    lastEnd = statement.end;
}
if (!loads.some((load) => load.splits.length === 1 && load.splits[0] === advance)) {
    fail(`no load for the split point ${advance}`);
}

function isFetch(node) {
    return node.type === "CallExpression" && node.callee.type === "Identifier" && node.callee.name === "fetch";
}

let routed = 0;
for (const { splits, node } of loads) {
    for (const call of nodes(node)) {
        if (isFetch(call) && source[call.callee.end] === "(") {
            // `fetch(` becomes `fetchPart(["split", …], `.
            const mask = splits.reduce((mask, split) => mask | bit(split), 0);
            const text = `fetchPart(${mask}, `;
            edits.push({ start: call.callee.start, end: call.callee.end + 1, text });
            routed += 1;
        }
    }
}
const fetches = [...nodes(tree)].filter(isFetch).length;
if (routed === 0 || routed !== fetches) {
    fail(`${fetches} fetches in the loader, ${routed} of them routed`);
}

// Applied from the end, so that each position still holds.
let text = source;
for (const edit of edits.sort((a, b) => b.start - a.start)) {
    text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
}

// Packs for the split points with more files than HTTP/1.1 fetches at once, but not ADVANCE's.
const AT_ONCE = 6;
const packs = Object.fromEntries(
    [...splitFiles].filter(([name, files]) => name !== advance && files.length > AT_ONCE),
);
const packTable = Object.keys(packs)
    .map((name) => `    ${JSON.stringify(name)}: new URL("./pack_${name}.bin", import.meta.url),`)
    .join("\n");

// Before the loader's own code, whose exports call `ask` as the module runs.
text = `const ADVANCE = ${JSON.stringify(advance)};
// The split points whose files can come in one request, and their packs' addresses.
const PACKS = {
${packTable}
};
// Under a service worker every file comes from its copy: nothing waits on the network, so
// nothing is stopped, held or packed (Firefox reports a stopped fetch that the worker answers
// as an error).
const local = navigator.serviceWorker?.controller;
// True while ADVANCE's load starts its files' fetches.
let startingInAdvance = false;
// While an asked load starts: the requests for its files, which may come from its pack.
let joining;
// The split points asked for whose load is under way, a bit each.
let asked = 0;
// The requests in advance not yet answered: on the wire (with \`stop\`) or held.
const waiting = new Set();
// Each asked split point's load, for a link that names it.
const asks = {};

// Whether a request is for a file that a load under way needs (its split points, a bit each).
const needed = (request) => request.splits & asked;
// A file's name as a pack gives it: without the build's hash and the extension.
const named = (url) => url.pathname.split("/").pop().split(/[-.]/)[0];
const alone = (request) => fetch(request.url).then(request.resolve, request.reject);

// A split point's load: ADVANCE's a moment later and in advance, any other's asked for.
function ask(name, bit, load) {
    if (local) return load;
    if (name === ADVANCE) {
        return () =>
            new Promise((go) => setTimeout(go)).then(() => {
                startingInAdvance = true;
                try {
                    return load();
                } finally {
                    startingInAdvance = false;
                }
            });
    }
    let last;
    return (asks[name] = () => {
        const joined = (joining = []);
        let loading;
        try {
            loading = load();
        } finally {
            joining = undefined;
        }
        if (loading === last) return loading;
        last = loading;
        asked |= bit;
        const done = () => {
            asked &= ~bit;
            if (!asked) for (const request of waiting) if (!request.stop) start(request);
        };
        loading.then(done, done);
        const mine = [];
        for (const request of waiting) {
            if (request.splits & bit) mine.push(request);
            else if (!needed(request)) request.stop?.abort();
        }
        // More files than HTTP/1.1 fetches at once: from the pack, stopping any on the wire.
        if (PACKS[name] && joined.length + mine.length > ${AT_ONCE}) {
            for (const request of mine) {
                waiting.delete(request);
                request.packed = true;
                request.stop?.abort();
            }
            fetchPack(PACKS[name], joined.concat(mine));
        } else {
            joined.forEach(alone);
            for (const request of mine) if (!request.stop) start(request);
        }
        return loading;
    });
}

function fetchPart(splits, url) {
    if (!joining && !startingInAdvance) return fetch(url);
    return new Promise((resolve, reject) => {
        const request = { splits, url, resolve, reject };
        if (joining) return joining.push(request);
        waiting.add(request);
        if (!asked || needed(request)) start(request);
    });
}

// Fetches a file in advance, read whole; one stopped on the way is held, or started again if
// nothing asked for holds it back any more.
function start(request) {
    const stop = (request.stop = new AbortController());
    fetch(request.url, { signal: stop.signal })
        .then((response) => response.arrayBuffer().then((bytes) => new Response(bytes, response)))
        .then(
            (response) => {
                request.stop = undefined;
                if (request.packed) return;
                waiting.delete(request);
                request.resolve(response);
            },
            (error) => {
                request.stop = undefined;
                if (request.packed) return;
                if (!stop.signal.aborted) {
                    waiting.delete(request);
                    request.reject(error);
                } else if (!asked || needed(request)) {
                    start(request);
                }
            },
        );
}

// Answers \`requests\` from the pack at \`url\`, or, if it cannot be had whole, each with a
// fetch of its own.
function fetchPack(url, requests) {
    fetch(url)
        .then((response) => {
            if (!response.ok) throw response.status;
            return response.arrayBuffer();
        })
        .then((bytes) => {
            const files = unpack(bytes);
            const answers = requests.map((request) => files[named(request.url)]);
            if (answers.includes(undefined)) throw url;
            requests.forEach((request, i) =>
                request.resolve(new Response(answers[i], { headers: { "content-type": "application/wasm" } })),
            );
        })
        .catch(() => requests.forEach(alone));
}

// A click on a link with \`data-part\` (a mode's, in the navigation) starts that split point's
// load at once, beside whatever the page module still takes in before it can act on the click.
addEventListener(
    "click",
    (event) => {
        const part = event.target.closest?.("[data-part]")?.dataset.part;
        if (part && !event.ctrlKey && !event.metaKey) asks[part]?.().catch(() => {});
    },
    true,
);

${unpack}
` + text;
writeFileSync(loader, text);
console.log(JSON.stringify({ files: Object.fromEntries(splitFiles), packs }));
