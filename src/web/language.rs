//! The page's language at the browser's edge: what the browser says its reader reads, the
//! stored choice, the pack of a language other than English (fetched through the boot script,
//! which starts the likely one beside the page module), the browser's `Intl` for its numbers
//! and plurals, and `<html lang dir>` in step with it.

use std::cell::Cell;

use leptos::prelude::{document, window};
use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen_futures::JsFuture;
use web_sys::js_sys::Promise;

use crate::model::words::{self, Catalogue, Category, Chosen, Lang, Numbers, Source};

#[wasm_bindgen]
extern "C" {
    /// The pack of the language tagged so, as text (public/boot.js).
    #[wasm_bindgen(catch, js_name = mancalaWords)]
    fn pack_of(lang: &str) -> Result<Promise, JsValue>;
    /// `n` written with `places` decimals in the language tagged so, as a percentage if
    /// `percent`.
    #[wasm_bindgen(catch, js_name = mancalaNumber)]
    fn intl_number(lang: &str, n: f64, places: u8, percent: bool) -> Result<String, JsValue>;
    /// The plural category of `n` with `places` decimals in the language tagged so.
    #[wasm_bindgen(catch, js_name = mancalaPlural)]
    fn intl_plural(lang: &str, n: f64, places: u8) -> Result<String, JsValue>;
}

/// Where the player's choice of language is kept: its tag, alone, so that the boot script and
/// the opening read it without the code that reads the stored settings.
pub const STORED_KEY: &str = "mancala.language";

thread_local! {
    /// The language the page's links carry (`lang=`): one the player chose, by a link or in
    /// the settings. One the browser chose is left out, for whoever opens the link to choose
    /// by their own.
    static CARRIED: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// The language links carry, if any (see [`words::with_lang`]).
pub fn carried() -> Option<Lang> {
    CARRIED.with(Cell::get)
}

/// The language the player chose on an earlier visit, as stored.
fn stored() -> Option<String> {
    window()
        .local_storage()
        .ok()
        .flatten()
        .and_then(|storage| storage.get_item(STORED_KEY).ok().flatten())
}

/// The languages the browser says its reader reads, best first (`navigator.languages`).
fn readers_languages() -> Vec<String> {
    let navigator = window().navigator();
    let listed: Vec<String> = navigator
        .languages()
        .iter()
        .filter_map(|tag| tag.as_string())
        .collect();
    match listed.is_empty() {
        true => navigator.language().into_iter().collect(),
        false => listed,
    }
}

/// Chooses the visit's language (see [`words::choose`]) from `query`, the stored choice and
/// the browser's, and speaks it. If its pack cannot be had the page speaks English, and the
/// choice comes back with `source` [`Source::Fallback`]; its `lang` is still the language
/// chosen, for the notice that says so.
pub async fn open(query: &str) -> Chosen {
    let mut chosen = words::choose(query, stored().as_deref(), &readers_languages());
    if !speak(chosen.lang).await {
        chosen.source = Source::Fallback;
        return chosen;
    }
    if matches!(chosen.source, Source::Link | Source::Stored) {
        CARRIED.with(|carried| carried.set(Some(chosen.lang)));
    }
    chosen
}

/// The player chose `lang` in the settings: it is spoken, stored and carried by links from now
/// on. `false` if its pack cannot be had, and the page speaks as it did.
pub async fn choose(lang: Lang) -> bool {
    let before = words::spoken();
    if !speak(lang).await {
        let _ = speak(before).await;
        return false;
    }
    if let Ok(Some(storage)) = window().local_storage() {
        // A refusal (storage full or turned off) leaves the choice to this visit and its links.
        let _ = storage.set_item(STORED_KEY, lang.tag());
    }
    CARRIED.with(|carried| carried.set(Some(lang)));
    true
}

/// Speaks `lang` from now on: its numbers, and its pack if it is not English; then marks the
/// document with it. If the pack cannot be had (or read) the page speaks English, and this
/// returns `false`.
async fn speak(lang: Lang) -> bool {
    if lang == Lang::ENGLISH {
        words::speak(lang, None);
        mark(lang);
        return true;
    }
    let Some(catalogue) = fetch(lang).await else {
        words::speak(Lang::ENGLISH, None);
        mark(Lang::ENGLISH);
        return false;
    };
    words::speak(lang, Some(Box::new(IntlNumbers { lang })));
    words::hear(catalogue);
    mark(lang);
    true
}

thread_local! {
    /// The catalogues read so far, so that switching back to a language reads its pack once.
    static READ: std::cell::RefCell<Vec<&'static Catalogue>> = const {
        std::cell::RefCell::new(Vec::new())
    };
}

/// The catalogue of `lang`: read before, or fetched and read now.
async fn fetch(lang: Lang) -> Option<&'static Catalogue> {
    if let Some(read) = READ.with(|read| read.borrow().iter().copied().find(|c| c.lang == lang)) {
        return Some(read);
    }
    let text = JsFuture::from(pack_of(lang.tag()).ok()?).await.ok()?;
    let text: &'static str = String::leak(text.as_string()?);
    let catalogue: &'static Catalogue = Box::leak(Box::new(Catalogue::read(text)?));
    if catalogue.lang != lang {
        return None;
    }
    READ.with(|read| read.borrow_mut().push(catalogue));
    Some(catalogue)
}

/// `<html lang dir>` for `lang`, so that the browser, its screen reader and the style sheet
/// read the page in it.
fn mark(lang: Lang) {
    if let Some(root) = document().document_element() {
        let _ = root.set_attribute("lang", lang.tag());
        let _ = root.set_attribute("dir", if lang.language().rtl { "rtl" } else { "ltr" });
    }
}

/// A language's numbers by the browser's `Intl` (through the boot script): its plural rules,
/// and its way of writing numbers in Western digits. English's rules answer if `Intl` does not.
struct IntlNumbers {
    lang: Lang,
}

impl IntlNumbers {
    /// The tag `Intl` is asked for: the pseudo-language's numbers are English's.
    fn tag(&self) -> &'static str {
        match self.lang.language().listed {
            true => self.lang.tag(),
            false => Lang::ENGLISH.tag(),
        }
    }
}

impl Numbers for IntlNumbers {
    fn category(&self, n: f64, decimals: u8) -> Category {
        intl_plural(self.tag(), n, decimals)
            .ok()
            .and_then(|name| Category::from_name(&name))
            .unwrap_or_else(|| words::EnglishNumbers.category(n, decimals))
    }

    fn write(&self, n: f64, decimals: u8, percent: bool, out: &mut String) {
        match intl_number(self.tag(), n, decimals, percent) {
            Ok(written) => out.push_str(&written),
            Err(_) => words::EnglishNumbers.write(n, decimals, percent, out),
        }
    }
}
