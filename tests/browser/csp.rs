//! The Content-Security-Policy check: the page's own policy, read from the built
//! `index.html`, and the violations the browser reported to the test server.

use serde_json::Value;

use super::driver::js_string;
use super::{Browser, TIMEOUT};

/// The image that [`Browser::csp_reports`] asks for to provoke a known violation. Its origin
/// differs from the page's only by port, so `img-src 'self'` refuses it before any request;
/// were the policy missing, the request would still stay on loopback, at the discard port.
const PROBE_URL: &str = "http://127.0.0.1:9/mancala-csp-probe.png";

impl Browser {
    /// The Content-Security-Policy violations reported so far, one line each.
    ///
    /// Reports travel to the server on their own, later than the violation. So this first
    /// provokes a known violation (an image from another origin) and waits for its report,
    /// which the browser sends after any earlier one; the probe's own report is left out.
    /// That also proves the policy is in force and its reports reach the server.
    ///
    /// # Panics
    ///
    /// If the probe's report does not arrive within [`TIMEOUT`].
    pub fn csp_reports(&self) -> Vec<String> {
        let probes_before = self.probe_reports();
        self.execute(&format!(
            "const img = new Image(); img.src = {} + '?' + Date.now();",
            js_string(PROBE_URL)
        ));
        self.wait_until_with(
            "the report of the CSP probe image reaches the server (is the CSP header sent?)",
            TIMEOUT,
            |b| b.probe_reports() > probes_before,
        );
        let log = self.server.lock().unwrap();
        log.csp_reports
            .iter()
            .filter(|r| !is_probe_report(r))
            .map(|r| describe_csp_report(r))
            .collect()
    }

    fn probe_reports(&self) -> usize {
        let log = self.server.lock().unwrap();
        log.csp_reports
            .iter()
            .filter(|r| is_probe_report(r))
            .count()
    }
}

/// The policy of the first `<meta http-equiv="Content-Security-Policy">` in `html`. Handles
/// the minified form Trunk writes, whose attributes may be unquoted and in any order.
pub(super) fn meta_csp(html: &str) -> Option<String> {
    let lower = html.to_ascii_lowercase();
    let mut from = 0;
    while let Some(at) = lower[from..].find("<meta") {
        let start = from + at + "<meta".len();
        let attrs = tag_attributes(&html[start..]);
        let is_csp = attrs.iter().any(|(name, value)| {
            name == "http-equiv" && value.eq_ignore_ascii_case("content-security-policy")
        });
        if is_csp {
            return attrs
                .into_iter()
                .find(|(name, _)| name == "content")
                .map(|(_, v)| v);
        }
        from = start;
    }
    None
}

/// The attributes of a tag, from just after its name to its `>`: (lowercase name, value).
fn tag_attributes(rest: &str) -> Vec<(String, String)> {
    let mut attrs = Vec::new();
    let mut chars = rest.chars().peekable();
    loop {
        while chars.next_if(|c| c.is_whitespace() || *c == '/').is_some() {}
        match chars.peek() {
            None | Some('>') => return attrs,
            _ => {}
        }
        let mut name = String::new();
        while let Some(c) = chars.next_if(|c| !c.is_whitespace() && !"=>/".contains(*c)) {
            name.push(c.to_ascii_lowercase());
        }
        while chars.next_if(|c| c.is_whitespace()).is_some() {}
        let mut value = String::new();
        if chars.next_if_eq(&'=').is_some() {
            while chars.next_if(|c| c.is_whitespace()).is_some() {}
            match chars.next_if(|c| *c == '"' || *c == '\'') {
                Some(quote) => {
                    for c in chars.by_ref() {
                        if c == quote {
                            break;
                        }
                        value.push(c);
                    }
                }
                None => {
                    while let Some(c) = chars.next_if(|c| !c.is_whitespace() && *c != '>') {
                        value.push(c);
                    }
                }
            }
        }
        if name.is_empty() {
            // A stray character: skip it rather than loop forever.
            chars.next();
        } else {
            attrs.push((name, value));
        }
    }
}

fn is_probe_report(body: &str) -> bool {
    let report: Value = serde_json::from_str(body).unwrap_or_default();
    let blocked = report["csp-report"]["blocked-uri"].as_str().unwrap_or("");
    blocked == "http://127.0.0.1:9" || blocked.starts_with("http://127.0.0.1:9/")
}

fn describe_csp_report(body: &str) -> String {
    let Ok(report) = serde_json::from_str::<Value>(body) else {
        return body.to_owned();
    };
    let r = &report["csp-report"];
    format!(
        "{} refused {} in {} (at {}:{})",
        r["effective-directive"].as_str().unwrap_or("?"),
        r["blocked-uri"].as_str().unwrap_or("?"),
        r["document-uri"].as_str().unwrap_or("?"),
        r["source-file"].as_str().unwrap_or("?"),
        r["line-number"],
    )
}
