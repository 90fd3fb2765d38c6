//! What the views that write markup by hand share: they build lists and graphs as
//! strings (one `inner_html` costs the page fewer bytes than a typed view per row), and every
//! text placed in them goes through [`escape`].

/// Text made safe to place in markup, as an element's text or an attribute's quoted value.
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::escape;

    #[test]
    fn escape_leaves_no_character_that_opens_a_tag_an_entity_or_a_quote() {
        assert_eq!(
            escape(r#"<b class="x">Tom & Jerry's</b>"#),
            "&lt;b class=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;"
        );
        assert_eq!(escape("Pit 4: 6 seeds"), "Pit 4: 6 seeds");
    }
}
