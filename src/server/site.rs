//! The built page as the server sends it: the files of `dist/`, with the headers the page and
//! its service worker expect of any host:
//!
//! - a file the build compressed (`.ci/precompress` writes `FILE.br` and `FILE.gz` beside it)
//!   goes as the copy the browser accepts, Brotli when it accepts both as readily, with its
//!   `Content-Encoding`; the copies are made once, at build time, at the highest levels, so no
//!   answer is compressed here. Every file's answer says `Vary: Accept-Encoding`, so a cache
//!   never hands one browser's encoding to another;
//! - a file whose name carries the build's hash (`mancala-0123456789abcdef_bg.wasm`) never
//!   changes under that name, so it may be kept for a year (`immutable`);
//! - every other file (`index.html`, the service worker, the boot script, the puzzles) must
//!   be asked for again each time (`no-cache`), so a new release reaches the player;
//! - the page's Content-Security-Policy, read from its own `<meta>` tag, goes as a header too,
//!   with `frame-ancestors 'none'`, which only a header can say;
//! - `X-Content-Type-Options: nosniff`.

use std::path::Path;

use axum::Router;
use axum::extract::Request;
use axum::http::header::{CACHE_CONTROL, CONTENT_SECURITY_POLICY, X_CONTENT_TYPE_OPTIONS};
use axum::http::{HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::Response;
use tower_http::services::ServeDir;
use tower_http::set_header::SetResponseHeaderLayer;

/// What a hashed file may be kept for: a year, unchanged.
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// What every other answer says: ask again each time.
pub const NO_CACHE: &str = "no-cache";

/// The routes: the files of `dist`, with the headers above. `policy` is the page's
/// Content-Security-Policy (see [`page_policy`]); without one, the page's own tag still
/// applies. A file without a compressed copy beside it goes as it is.
pub fn router(dist: &Path, policy: Option<&str>) -> Router {
    let files = ServeDir::new(dist).precompressed_br().precompressed_gzip();
    let mut router = Router::new()
        .fallback_service(files)
        .layer(middleware::from_fn(cache_headers))
        .layer(SetResponseHeaderLayer::overriding(
            X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ));
    if let Some(value) = policy.and_then(|p| HeaderValue::from_str(p).ok()) {
        router = router.layer(SetResponseHeaderLayer::overriding(
            CONTENT_SECURITY_POLICY,
            value,
        ));
    }
    router
}

async fn cache_headers(request: Request, next: Next) -> Response {
    let hashed = is_hashed(request.uri().path());
    let mut response = next.run(request).await;
    let policy = if hashed && response.status() == StatusCode::OK {
        IMMUTABLE
    } else {
        NO_CACHE
    };
    response
        .headers_mut()
        .insert(CACHE_CONTROL, HeaderValue::from_static(policy));
    response
}

/// Whether a URL path names a file whose name carries a build hash: a stem ending in a dash
/// and at least eight hexadecimal digits, with wasm-bindgen's `_bg` after them for a module.
///
/// ```
/// use mancala::server::site::is_hashed;
///
/// assert!(is_hashed("/mancala-0123456789abcdef_bg.wasm"));
/// assert!(is_hashed("/main-9f86d081884c7d65.css"));
/// assert!(!is_hashed("/sw.js"));
/// assert!(!is_hashed("/icon-192.png"));
/// ```
pub fn is_hashed(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or(path);
    let stem = name.split('.').next().unwrap_or(name);
    let stem = stem.strip_suffix("_bg").unwrap_or(stem);
    stem.rsplit_once('-').is_some_and(|(_, hash)| {
        hash.len() >= 8
            && hash
                .bytes()
                .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
    })
}

/// The Content-Security-Policy of the page's `<meta http-equiv>` tag, with
/// `frame-ancestors 'none'` added, or `None` when the page has no such tag.
///
/// ```
/// use mancala::server::site::page_policy;
///
/// let page = r#"<meta http-equiv="Content-Security-Policy" content="default-src 'self'">"#;
/// assert_eq!(
///     page_policy(page).as_deref(),
///     Some("default-src 'self'; frame-ancestors 'none'")
/// );
/// assert_eq!(page_policy("<title>no policy</title>"), None);
/// ```
pub fn page_policy(page: &str) -> Option<String> {
    let lower = page.to_ascii_lowercase();
    let at = lower.find("content-security-policy")?;
    let tag_start = lower[..at].rfind('<')?;
    let tag_end = at + lower[at..].find('>')?;
    let tag = &page[tag_start..tag_end];
    let content = tag.to_ascii_lowercase().find("content=")? + "content=".len();
    let value = &tag[content..];
    let policy = match value.chars().next()? {
        quote @ ('"' | '\'') => value[1..].split(quote).next()?,
        _ => value.split([' ', '/']).next()?,
    };
    let policy = policy.trim().trim_end_matches(';');
    (!policy.is_empty()).then(|| format!("{policy}; frame-ancestors 'none'"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_names_that_carry_a_hash_are_immutable() {
        for hashed in [
            "/mancala-0123456789abcdef.js",
            "/mancala-0123456789abcdef_bg.wasm",
            "/parts-0123456789abcdef.js",
            "/later-0123456789abcdef.wasm",
            "/search-fedcba9876543210_bg.wasm",
            "/main-9f86d081.css",
            "/words-fr-0123456789abcdef.txt",
            "/words-pt-BR-0123456789abcdef.txt",
        ] {
            assert!(is_hashed(hashed), "{hashed}");
        }
        for plain in [
            "/",
            "/index.html",
            "/sw.js",
            "/boot.js",
            "/worker_loader.js",
            "/puzzles.txt",
            "/icon-512.png",
            "/manifest.webmanifest",
            "/later.css",
            "/main-9F86D081884C7D65.css",
            "/main-9f86d08.css",
            "/deadbeef00.js",
        ] {
            assert!(!is_hashed(plain), "{plain}");
        }
    }

    #[test]
    fn the_policy_is_read_whatever_the_minifier_did_to_the_tag() {
        let expected = Some("default-src 'none'; script-src 'self'; frame-ancestors 'none'");
        for page in [
            r#"<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self'">"#,
            r#"<META HTTP-EQUIV="content-security-policy" CONTENT="default-src 'none'; script-src 'self';">"#,
            r#"<meta content="default-src 'none'; script-src 'self'" http-equiv=Content-Security-Policy>"#,
        ] {
            assert_eq!(page_policy(page).as_deref(), expected, "{page}");
        }
        assert_eq!(
            page_policy(r#"<meta http-equiv="Content-Security-Policy" content="">"#),
            None
        );
    }
}
