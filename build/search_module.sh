#!/usr/bin/env bash
# Trunk's post_build hook: builds the search module (src/bin/search.rs) and names it in the page.
#
# Trunk 0.21 builds every Rust asset of index.html with one Cargo profile, and the two modules
# want different ones: the page is built for size (the release profile, opt-level "z"), the
# search for speed. So Trunk builds the page, and this builds the search module on its own:
#   - cargo, the `search` profile (release at opt-level 3) in a release build, the dev profile
#     otherwise (`trunk serve`), with the `worker` feature alone (no Leptos);
#   - wasm-bindgen --target web, which loads in a module worker and, when no worker can start,
#     on the page's own thread;
#   - in a release build, wasm-opt -O3 (npm's binaryen, like Trunk's) and terser on the glue;
#   - into Trunk's staging folder as search-HASH.js and search-HASH_bg.wasm, HASH taken from
#     their content, so a new build never meets an old copy in a cache;
#   - and their names into index.html, as data attributes of the boot script's tag, where
#     public/boot.js and the service worker find them.
set -euo pipefail
source_dir="${TRUNK_SOURCE_DIR:?run by Trunk as a post_build hook}"
staging="${TRUNK_STAGING_DIR:?run by Trunk as a post_build hook}"
public_url="${TRUNK_PUBLIC_URL:-./}"
cd "$source_dir"
tools="$source_dir/node_modules/.bin"

wanted_bindgen="$(awk '$0 == "name = \"wasm-bindgen\"" { found = 1; next }
    found && /^version = / { gsub(/"/, "", $3); print $3; exit }' Cargo.lock)"
if [[ "$(wasm-bindgen --version)" != "wasm-bindgen $wanted_bindgen" ]]; then
    echo "search module: wasm-bindgen $wanted_bindgen is needed (see .ci/setup)" >&2
    exit 1
fi

if [[ "${TRUNK_PROFILE:-debug}" == release ]]; then
    profile=search
    profile_dir=search
else
    profile=dev
    profile_dir=debug
fi
cargo build --offline --quiet --target wasm32-unknown-unknown --profile "$profile" \
    --bin search --no-default-features --features worker
# Where cargo put it: CARGO_TARGET_DIR, a cargo config's target-dir or ./target, as cargo says.
target_dir="$(cargo metadata --offline --format-version 1 --no-deps \
    | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')"
built="$target_dir/wasm32-unknown-unknown/$profile_dir/search.wasm"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
wasm-bindgen --target web --no-typescript --out-dir "$work" --out-name search "$built"
if [[ "$profile" == search ]]; then
    "$tools/wasm-opt" -O3 --strip-producers --strip-target-features \
        "$work/search_bg.wasm" --output "$work/search_opt.wasm"
    mv "$work/search_opt.wasm" "$work/search_bg.wasm"
    "$tools/terser" "$work/search.js" --module --compress --mangle --output "$work/search.min.js"
    mv "$work/search.min.js" "$work/search.js"
fi

hash="$(cat "$work/search.js" "$work/search_bg.wasm" | sha256sum | cut -c1-16)"
glue="search-$hash.js"
wasm="search-${hash}_bg.wasm"
cp "$work/search.js" "$staging/$glue"
cp "$work/search_bg.wasm" "$staging/$wasm"

# The boot script's tag is the one with data-wasm (Trunk's pattern_script).
html="$staging/index.html"
if [[ "$(grep -o 'data-wasm=' "$html" | wc -l)" != 1 ]]; then
    echo "search module: expected one data-wasm attribute in $html" >&2
    exit 1
fi
sed -i "s|data-wasm=|data-search-js=\"$public_url$glue\" data-search-wasm=\"$public_url$wasm\" data-wasm=|" "$html"
echo "search module: $glue, $wasm ($(wc -c <"$staging/$wasm") bytes, profile $profile)"
