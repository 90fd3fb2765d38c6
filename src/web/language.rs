//! The page's language at the browser's edge. The boot script chooses the visit's language
//! (the link's `lang=`, else the stored choice, else the browser's languages, else English) and
//! fetches its pack beside the page module; this takes its choice, and for a language other than
//! English reads the pack, gives the words the browser's `Intl` for its numbers and plurals, and
//! marks `<html lang dir>`. All of that is in the `words` part of the page module, fetched only
//! by a visit in another language or a change of language: an English visit runs none of it.

use std::cell::{Cell, RefCell};
use std::future::Future;
use std::pin::Pin;

use leptos::prelude::{document, window};
use leptos::wasm_split::{SplitLoaderError, wasm_split};
use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen_futures::JsFuture;
use web_sys::js_sys::Promise;

use crate::model::words::{self, Catalogue, Category, Lang, Numbers};

#[wasm_bindgen]
extern "C" {
    /// The boot script's choice: the language's tag, after a `!` if the player chose it (by a
    /// link or in the settings) rather than the browser (public/boot.js).
    #[wasm_bindgen(catch, js_name = mancalaLanguage)]
    fn boot_choice() -> Result<String, JsValue>;
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

/// Where the player's choice of language is kept: its tag, alone, so that the boot script
/// reads it without the code that reads the stored settings.
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

/// Speaks the language the boot script chose for the visit. `Some` language if its words could
/// not be had: the page then speaks English, and says so.
pub async fn open() -> Option<Lang> {
    let said = boot_choice().ok()?;
    // A language the player chose (by a link or in the settings) comes marked with `!`.
    let (tag, chosen) = match said.strip_prefix('!') {
        Some(tag) => (tag, true),
        None => (said.as_str(), false),
    };
    let lang = Lang::from_tag(tag)?;
    if chosen {
        CARRIED.with(|carried| carried.set(Some(lang)));
    }
    if lang == Lang::ENGLISH {
        return None;
    }
    // A language whose words cannot be had is still carried by the page's links, so that a
    // reload tries it again.
    (!speak(lang).await).then_some(lang)
}

/// The player chose `lang` in the settings: it is spoken, stored and carried by links from now
/// on. `false` if its words cannot be had, and the page speaks as it did.
pub async fn choose(lang: Lang) -> bool {
    if !speak(lang).await {
        return false;
    }
    if let Ok(Some(storage)) = window().local_storage() {
        // A refusal (storage full or turned off) leaves the choice to this visit and its links.
        let _ = storage.set_item(STORED_KEY, lang.tag());
    }
    CARRIED.with(|carried| carried.set(Some(lang)));
    true
}

/// Speaks `lang` from now on, if its words can be had (`false`, and nothing changed, if not).
async fn speak(lang: Lang) -> bool {
    match speak_in_part(lang).await {
        Ok(spoken) => spoken.await,
        Err(_) => false,
    }
}

/// The `words` part's [`speak_now`].
#[wasm_split(words, wasm_split_path = ::leptos::wasm_split, fallible)]
fn speak_in_part(lang: Lang) -> Result<Pin<Box<dyn Future<Output = bool>>>, SplitLoaderError> {
    Ok(Box::pin(speak_now(lang)))
}

/// Speaks `lang`: its numbers, and its pack if it is not English; then marks the document with
/// it. `false`, and nothing changed, if the pack cannot be had or read.
async fn speak_now(lang: Lang) -> bool {
    if lang == Lang::ENGLISH {
        words::speak(lang, None);
        mark(lang);
        return true;
    }
    let Some(catalogue) = fetch(lang).await else {
        return false;
    };
    words::speak(lang, Some(Box::new(IntlNumbers { lang })));
    words::hear(catalogue);
    mark(lang);
    true
}

thread_local! {
    /// The catalogues read so far, so that going back to a language reads its pack once.
    static READ: RefCell<Vec<&'static Catalogue>> = const { RefCell::new(Vec::new()) };
    /// The page's English title and description, as index.html gives them, kept the first time
    /// another language replaces them.
    static ENGLISH_HEAD: RefCell<Option<(String, String)>> = const { RefCell::new(None) };
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
/// read the page in it, and the page's title and description in it.
fn mark(lang: Lang) {
    let document = document();
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("lang", lang.tag());
        let _ = root.set_attribute("dir", if lang.language().rtl { "rtl" } else { "ltr" });
    }
    let description = document
        .query_selector("meta[name=description]")
        .ok()
        .flatten();
    let said = |description: &web_sys::Element| description.get_attribute("content");
    let head = match lang {
        // English's are the page's own, unless another language's replaced them.
        Lang::ENGLISH => match ENGLISH_HEAD.with_borrow(Clone::clone) {
            Some(english) => english,
            None => return,
        },
        _ => {
            ENGLISH_HEAD.with_borrow_mut(|kept| {
                kept.get_or_insert_with(|| {
                    let description = description.as_ref().and_then(said);
                    (document.title(), description.unwrap_or_default())
                });
            });
            (words::main::page_title(), words::main::page_description())
        }
    };
    document.set_title(&head.0);
    if let Some(description) = description {
        let _ = description.set_attribute("content", &head.1);
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
        // A whole number from 0 to 999 is written the same in every language the page speaks:
        // Western digits, with no separator yet (a browser test checks this against `Intl` in
        // each). So the board's counts ask nothing of `Intl`, whose first number formatter takes
        // about 115 ms of a first drawing on the emulated slow phone.
        if decimals == 0 && !percent && n.fract() == 0.0 && (0.0..1000.0).contains(&n) {
            words::EnglishNumbers.write(n, 0, false, out);
            return;
        }
        match intl_number(self.tag(), n, decimals, percent) {
            Ok(written) => out.push_str(&written),
            Err(_) => words::EnglishNumbers.write(n, decimals, percent, out),
        }
    }
}
