// A pack: several of the page module's part files in one, so that a part with many files comes
// in one request (see .ci/parts_first.mjs, which puts the reader below into the splitter's
// loader). Each file follows the one before: its name's length in one byte, its name (without
// the build's hash and the extension), its length in four bytes, little-endian, then its bytes.
//
// usage: node packs.mjs DIR PACKS
//
// writes each pack that the JSON object PACKS names ({ "split point": ["./file.wasm", …] }) as
// DIR/pack_<split point>.bin, from the files in DIR, and prints each pack's name, a line each.
// Each pack is read back before it is kept: it must give every file, unchanged.
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

// A pack's bytes from its files, as [name, bytes] pairs.
export function pack(files) {
    return Buffer.concat(
        files.flatMap(([name, bytes]) => {
            const named = Buffer.from(name);
            if (named.length > 255) throw new Error(`the name ${name} is too long for a pack`);
            const length = Buffer.alloc(4);
            length.writeUInt32LE(bytes.length);
            return [Buffer.from([named.length]), named, length, bytes];
        }),
    );
}

// The files in a pack (an ArrayBuffer), by name. The loader runs this very function: it is
// written into the loader as its source text, so it uses only what a browser has.
export function unpack(bytes) {
    const view = new DataView(bytes);
    const files = {};
    for (let at = 0; at < bytes.byteLength; ) {
        const name = String.fromCharCode(...new Uint8Array(bytes, at + 1, view.getUint8(at)));
        const length = view.getUint32((at += 1 + name.length), true);
        files[name] = bytes.slice(at + 4, (at += 4 + length));
    }
    return files;
}

// A file's name as a pack gives it: "./split_words.wasm" is "split_words".
export const packedName = (file) => file.replace(/^\.\//, "").replace(/\.wasm$/, "");

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
    const [dir, packs] = process.argv.slice(2);
    if (!dir || !packs) {
        console.error("packs: usage: node packs.mjs DIR PACKS");
        process.exit(1);
    }
    for (const [split, files] of Object.entries(JSON.parse(packs))) {
        const named = files.map((file) => [packedName(file), readFileSync(`${dir}/${file}`)]);
        const bytes = pack(named);
        const back = unpack(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
        const whole = named.every(([name, file]) => back[name] && file.equals(Buffer.from(back[name])));
        if (!whole || Object.keys(back).length !== named.length) {
            console.error(`packs: the pack of ${split} does not read back as its files`);
            process.exit(1);
        }
        writeFileSync(`${dir}/pack_${split}.bin`, bytes);
        console.log(`pack_${split}`);
    }
}
