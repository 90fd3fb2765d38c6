// Cuts out of wasm-bindgen's glue the exported classes named on the command line, which the page
// never uses, and prints the wasm exports that only they called, comma-separated, for wasm-opt's
// --remove-exports (see .ci/page_module). With those exports gone, wasm-opt drops the functions
// behind them too.
//
// usage: node unused_bindings.mjs GLUE CLASS...
//
// It fails, changing nothing, when a class is not there (a new wasm-bindgen or dependency may have
// stopped emitting it, and then this step should go), or when anything left in the glue still
// names a class or calls one of its exports.
import { readFileSync, writeFileSync } from "node:fs";
import { parse } from "acorn";
import { nodes } from "./tree.mjs";

const [glue, ...classes] = process.argv.slice(2);
if (!glue || classes.length === 0) {
    fail("usage: node unused_bindings.mjs GLUE CLASS...");
}

function fail(message) {
    console.error(`unused bindings: ${message}`);
    process.exit(1);
}

const names = (node) =>
    [...nodes(node)].filter((n) => n.type === "Identifier").map((n) => n.name);

// The exports of the wasm instance a statement calls: `wasm.NAME`.
const calls = (node) =>
    [...nodes(node)]
        .filter(
            (n) =>
                n.type === "MemberExpression" &&
                n.object.type === "Identifier" &&
                n.object.name === "wasm" &&
                n.property.type === "Identifier",
        )
        .map((n) => n.property.name);

const source = readFileSync(glue, "utf8");
const program = parse(source, { ecmaVersion: "latest", sourceType: "module" });

// What wasm-bindgen writes for an exported class: the class, a line that gives it
// `Symbol.dispose`, and the finalization registry that frees what the wasm side holds.
const wanted = new Set(classes);
const companions = new Set(classes.map((name) => `${name}Finalization`));
const found = new Set();
const cut = [];
for (const statement of program.body) {
    const declared = statement.declaration ?? statement;
    if (
        statement.type === "ExportNamedDeclaration" &&
        declared.type === "ClassDeclaration" &&
        wanted.has(declared.id.name)
    ) {
        found.add(declared.id.name);
        cut.push(statement);
    } else if (
        statement.type === "VariableDeclaration" &&
        statement.declarations.length === 1 &&
        companions.has(statement.declarations[0].id.name)
    ) {
        cut.push(statement);
    } else if (
        statement.type === "IfStatement" &&
        names(statement.consequent).some((name) => wanted.has(name))
    ) {
        cut.push(statement);
    }
}

const missing = classes.filter((name) => !found.has(name));
if (missing.length > 0) {
    fail(`${glue} exports no class ${missing.join(", ")}`);
}

const dropped = new Set(cut.flatMap(calls));
let kept = "";
let from = 0;
for (const statement of cut) {
    kept += source.slice(from, statement.start);
    from = statement.end;
}
kept += source.slice(from);

const rest = parse(kept, { ecmaVersion: "latest", sourceType: "module" });
const named = names(rest).filter((name) => wanted.has(name) || companions.has(name));
if (named.length > 0) {
    fail(`the rest of ${glue} still names ${[...new Set(named)].join(", ")}`);
}
const called = calls(rest).filter((name) => dropped.has(name));
if (called.length > 0) {
    fail(`the rest of ${glue} still calls ${[...new Set(called)].join(", ")}`);
}

writeFileSync(glue, kept);
console.log([...dropped].sort().join(","));
