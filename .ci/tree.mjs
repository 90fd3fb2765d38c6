// What the build's scripts that rewrite JavaScript (.ci/unused_bindings.mjs,
// .ci/short_imports.mjs, .ci/parts_first.mjs) share for walking the tree acorn parses.

// Every node of the tree under `node`, itself first.
export function* nodes(node) {
    yield node;
    for (const value of Object.values(node)) {
        for (const child of Array.isArray(value) ? value : [value]) {
            if (child && typeof child.type === "string") {
                yield* nodes(child);
            }
        }
    }
}
