// Gives the page module's imports from its glue short names, in the glue and in the main part's
// text at once (see .ci/page_module).
//
// wasm-bindgen names each function the glue hands the module after what it wraps, plus a hash of
// sixteen hex digits (`__wbg_setTimeout_a60d83bec06b4345`), and names it twice: as a key of the
// glue's import object and in the module's import section, under the module name
// "./mancala_bg.js". Two hundred such names weigh about 5 KB of a first visit, gzipped, as hashes
// hardly compress. Here each becomes one or two letters, and the module name `a`.
//
// usage: node short_imports.mjs GLUE WAT
//
// GLUE is wasm-bindgen's unminified glue, WAT the main part as wasm-dis prints it; both are
// rewritten. It fails, changing nothing, when the glue is not shaped as expected (a new
// wasm-bindgen may build its imports otherwise), or when the two do not name the same imports.
import { readFileSync, writeFileSync } from "node:fs";
import { parse } from "acorn";
import { nodes } from "./tree.mjs";

const MODULE = "./mancala_bg.js";
const SHORT_MODULE = "a";

const [glue, wat] = process.argv.slice(2);
if (!glue || !wat) {
    fail("usage: node short_imports.mjs GLUE WAT");
}

function fail(message) {
    console.error(`short imports: ${message}`);
    process.exit(1);
}

const keyOf = (property) =>
    property.key.type === "Identifier" ? property.key.name : String(property.key.value);

// The n-th short name: a to z, A to Z, then two letters.
const LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const shortName = (n) =>
    n < LETTERS.length
        ? LETTERS[n]
        : shortName(Math.floor(n / LETTERS.length) - 1) + LETTERS[n % LETTERS.length];

const source = readFileSync(glue, "utf8");
const program = parse(source, { ecmaVersion: "latest", sourceType: "module" });

// wasm-bindgen's `__wbg_get_imports`: it fills one object with the functions and returns it under
// the module's name, beside the loader's modules.
const getter = program.body.find(
    (s) => s.type === "FunctionDeclaration" && s.id?.name === "__wbg_get_imports",
);
const returned = getter?.body.body.find((s) => s.type === "ReturnStatement")?.argument;
if (returned?.type !== "ObjectExpression") {
    fail(`${glue} has no __wbg_get_imports returning an object`);
}
const moduleKeys = returned.properties.filter((p) => p.type === "Property" && keyOf(p) === MODULE);
if (moduleKeys.length !== 1 || moduleKeys[0].value.type !== "Identifier") {
    fail(`__wbg_get_imports does not return one object under "${MODULE}"`);
}
const moduleKey = moduleKeys[0];
const filled = [...nodes(getter.body)].filter(
    (n) =>
        n.type === "VariableDeclarator" &&
        n.id.type === "Identifier" &&
        n.id.name === moduleKey.value.name &&
        n.init?.type === "ObjectExpression",
);
if (filled.length !== 1) {
    fail(`the object under "${MODULE}" is not one object literal`);
}
const functions = filled[0].init.properties.filter(
    (p) => p.type === "Property" && keyOf(p) !== "__proto__",
);
if (functions.some((p) => p.computed || p.shorthand)) {
    fail(`an import of "${MODULE}" has a computed or shorthand key`);
}

const text = readFileSync(wat, "utf8");
const IMPORT = /\(import "\.\/mancala_bg\.js" "([^"\\]+)"/g;
const imported = [...text.matchAll(IMPORT)].map((m) => m[1]);
const shorts = new Map(functions.map((p, i) => [keyOf(p), shortName(i)]));
if (shorts.size !== functions.length) {
    fail(`the glue names an import of "${MODULE}" twice`);
}
const unknown = imported.filter((name) => !shorts.has(name));
if (imported.length === 0 || unknown.length > 0) {
    fail(`the module imports what the glue does not give: ${unknown.join(", ") || "nothing"}`);
}

const edits = [
    ...functions.map((p) => [p.key.start, p.key.end, shorts.get(keyOf(p))]),
    [moduleKey.key.start, moduleKey.key.end, SHORT_MODULE],
].sort((x, y) => x[0] - y[0]);
let rewritten = "";
let from = 0;
for (const [start, end, replacement] of edits) {
    rewritten += source.slice(from, start) + replacement;
    from = end;
}
rewritten += source.slice(from);

const renamed = text.replace(IMPORT, (_, name) => `(import "${SHORT_MODULE}" "${shorts.get(name)}"`);
if (renamed.includes(`"${MODULE}"`)) {
    fail(`${wat} still names "${MODULE}" outside its imports`);
}
parse(rewritten, { ecmaVersion: "latest", sourceType: "module" });
writeFileSync(glue, rewritten);
writeFileSync(wat, renamed);
console.log(`${imported.length} imports renamed`);
