//! The "Help" section: the rules, some strategy, the move list's notation, hints and the
//! analysis (with what counts as a mistake), online play and what it sends, the keyboard
//! shortcuts and common questions.

use leptos::prelude::*;

use crate::model::words::help;
use crate::view::common::markup::escape;

/// The help text shown under the board: how to play Kalah, strategy tips, how to read the move
/// list, the keyboard shortcuts and answers to frequent questions. It holds no state and changes
/// only with the language (when the page is drawn again), so it is written as markup (which
/// Leptos inserts whole).
#[component]
pub fn Help() -> impl IntoView {
    view! { <section id="help" class="help" aria-labelledby="help-title" inner_html=help_markup()></section> }
}

/// The help's markup, in the language spoken: each heading, paragraph, list item and key's help
/// a message of `help.ftl` (made safe with [`words`]), placed in the markup that holds them.
fn help_markup() -> String {
    let mut markup = String::with_capacity(16_000);
    markup.push_str(
        r#"
<h2 id="help-title">"#,
    );
    markup.push_str(&words(help::help_title()));
    markup.push_str(
        r#"</h2>
<h3>"#,
    );
    markup.push_str(&words(help::how_to_play()));
    markup.push_str(
        r#"</h3>
<p>"#,
    );
    markup.push_str(&words(help::help_board()));
    markup.push_str(
        r#"</p>
<p>"#,
    );
    markup.push_str(&words(help::help_sowing()));
    markup.push_str(
        r#"</p>
<ul>
<li>"#,
    );
    markup.push_str(&words(help::help_extra_turn_rule()));
    markup.push_str(
        r#"</li>
<li>"#,
    );
    markup.push_str(&words(help::help_capture_rule()));
    markup.push_str(
        r#"</li>
</ul>
<p>"#,
    );
    markup.push_str(&words(help::help_game_end()));
    markup.push_str(
        r#"</p>
<p>"#,
    );
    markup.push_str(&words(help::help_house_rules()));
    markup.push_str(
        r#"</p>
<ul>
<li>"#,
    );
    markup.push_str(&words(help::help_house_lone_capture()));
    markup.push_str(
        r#"</li>
<li>"#,
    );
    markup.push_str(&words(help::help_house_leftovers()));
    markup.push_str(
        r#"</li>
<li>"#,
    );
    markup.push_str(&words(help::help_house_one_extra_turn()));
    markup.push_str(
        r#"</li>
<li>"#,
    );
    markup.push_str(&words(help::help_house_both_stores()));
    markup.push_str(
        r#"</li>
<li>"#,
    );
    markup.push_str(&words(help::help_house_skip_origin()));
    markup.push_str(
        r#"</li>
<li>"#,
    );
    markup.push_str(&words(help::help_house_pie_rule()));
    markup.push_str(
        r#"</li>
</ul>
<h3>"#,
    );
    markup.push_str(&words(help::strategy()));
    markup.push_str(
        r#"</h3>
<ul>
<li>"#,
    );
    markup.push_str(&words(help::help_tip_free_move()));
    markup.push_str(
        r#"</li>
<li>"#,
    );
    markup.push_str(&words(help::help_tip_count()));
    markup.push_str(
        r#"</li>
<li>"#,
    );
    markup.push_str(&words(help::help_tip_nearest_first()));
    markup.push_str(
        r#"</li>
<li>"#,
    );
    markup.push_str(&words(help::help_tip_empty_pits()));
    markup.push_str(
        r#"</li>
<li>"#,
    );
    markup.push_str(&words(help::help_tip_thirteen()));
    markup.push_str(
        r#"</li>
<li>"#,
    );
    markup.push_str(&words(help::help_tip_finish()));
    markup.push_str(
        r#"</li>
<li>"#,
    );
    markup.push_str(&words(help::help_tip_majority()));
    markup.push_str(
        r#"</li>
</ul>
<h3>"#,
    );
    markup.push_str(&words(help::move_list_and_replay()));
    markup.push_str(
        r#"</h3>
<p>"#,
    );
    markup.push_str(&words(help::help_move_list_rounds("<code>1. 3 6 | 2</code>")));
    markup.push_str(
        r#"</p>
<p>"#,
    );
    markup.push_str(&words(help::help_move_list_browse()));
    markup.push_str(
        r#"</p>
<h3>"#,
    );
    markup.push_str(&words(help::hints_and_analysis()));
    markup.push_str(
        r#"</h3>
<p>"#,
    );
    markup.push_str(&words(help::help_hint()));
    markup.push_str(
        r#"</p>
<p>"#,
    );
    markup.push_str(&words(help::help_analyse_game()));
    markup.push_str(
        r#"</p>
<p>"#,
    );
    markup.push_str(&words(help::help_mistakes()));
    markup.push_str(
        r#"</p>
<h3>"#,
    );
    markup.push_str(&words(help::analysis_board()));
    markup.push_str(
        r#"</h3>
<p>"#,
    );
    markup.push_str(&words(help::help_analysis_board_use()));
    markup.push_str(
        r#"</p>
<h3>"#,
    );
    markup.push_str(&words(help::levels_and_rating()));
    markup.push_str(
        r#"</h3>
<p>"#,
    );
    markup.push_str(&words(help::help_levels()));
    markup.push_str(
        r#"</p>
<p>"#,
    );
    markup.push_str(&words(help::help_rating()));
    markup.push_str(
        r#"</p>
<h3>"#,
    );
    markup.push_str(&words(help::turn_clock()));
    markup.push_str(
        r#"</h3>
<p>"#,
    );
    markup.push_str(&words(help::help_turn_clock_rules()));
    markup.push_str(
        r#"</p>
<h3>"#,
    );
    markup.push_str(&words(help::playing_online()));
    markup.push_str(
        r#"</h3>
<p>"#,
    );
    markup.push_str(&words(help::help_online_play()));
    markup.push_str(
        r#"</p>
<p>"#,
    );
    markup.push_str(&words(help::help_online_privacy()));
    markup.push_str(
        r#"</p>
<h3>"#,
    );
    markup.push_str(&words(help::keyboard()));
    markup.push_str(
        r#"</h3>
<dl>
<dt>"#,
    );
    markup.push_str(&words(help::key_arrows()));
    markup.push_str(
        r#"</dt>
<dd>"#,
    );
    markup.push_str(&words(help::key_arrows_does()));
    markup.push_str(
        r#"</dd>
<dt><kbd>Home</kbd> / <kbd>End</kbd></dt>
<dd>"#,
    );
    markup.push_str(&words(help::key_home_end_does()));
    markup.push_str(
        r#"</dd>
<dt>"#,
    );
    markup.push_str(&words(help::key_enter_space()));
    markup.push_str(
        r#"</dt>
<dd>"#,
    );
    markup.push_str(&words(help::key_enter_space_does()));
    markup.push_str(
        r#"</dd>
<dt>"#,
    );
    markup.push_str(&words(help::key_digits()));
    markup.push_str(
        r#"</dt>
<dd>"#,
    );
    markup.push_str(&words(help::key_digits_does()));
    markup.push_str(
        r#"</dd>
<dt><kbd>H</kbd></dt>
<dd>"#,
    );
    markup.push_str(&words(help::key_h_does()));
    markup.push_str(
        r#"</dd>
<dt><kbd>S</kbd></dt>
<dd>"#,
    );
    markup.push_str(&words(help::key_s_does()));
    markup.push_str(
        r#"</dd>
<dt><kbd>N</kbd></dt>
<dd>"#,
    );
    markup.push_str(&words(help::key_n_does()));
    markup.push_str(
        r#"</dd>
<dt><kbd>F</kbd></dt>
<dd>"#,
    );
    markup.push_str(&words(help::key_f_does()));
    markup.push_str(
        r#"</dd>
<dt><kbd>M</kbd></dt>
<dd>"#,
    );
    markup.push_str(&words(help::key_m_does()));
    markup.push_str(
        r#"</dd>
<dt><kbd>[</kbd> / <kbd>]</kbd></dt>
<dd>"#,
    );
    markup.push_str(&words(help::key_brackets_does()));
    markup.push_str(
        r#"</dd>
<dt><kbd>Tab</kbd></dt>
<dd>"#,
    );
    markup.push_str(&words(help::key_tab_does()));
    markup.push_str(
        r#"</dd>
</dl>
<p>"#,
    );
    markup.push_str(&words(help::shortcuts_off()));
    markup.push_str(
        r#"</p>
<h3>"#,
    );
    markup.push_str(&words(help::questions()));
    markup.push_str(
        r#"</h3>
<h4>"#,
    );
    markup.push_str(&words(help::who_goes_first()));
    markup.push_str(
        r#"</h4>
<p>"#,
    );
    markup.push_str(&words(help::help_who_goes_first_answer()));
    markup.push_str(
        r#"</p>
<h4>"#,
    );
    markup.push_str(&words(help::can_i_pass()));
    markup.push_str(
        r#"</h4>
<p>"#,
    );
    markup.push_str(&words(help::help_can_i_pass_answer()));
    markup.push_str(
        r#"</p>
<h4>"#,
    );
    markup.push_str(&words(help::lap_capture()));
    markup.push_str(
        r#"</h4>
<p>"#,
    );
    markup.push_str(&words(help::help_lap_capture_answer()));
    markup.push_str(
        r#"</p>
<h4>"#,
    );
    markup.push_str(&words(help::is_it_solved()));
    markup.push_str(
        r#"</h4>
<p>"#,
    );
    markup.push_str(&words(help::help_is_it_solved_answer()));
    markup.push_str(
        r#"</p>
<h4>"#,
    );
    markup.push_str(&words(help::outlines_and_tints()));
    markup.push_str(
        r#"</h4>
<p>"#,
    );
    markup.push_str(&words(help::help_outlines_and_tints_answer()));
    markup.push_str(
        r#"</p>
<h4>"#,
    );
    markup.push_str(&words(help::keep_or_share()));
    markup.push_str(
        r#"</h4>
<p>"#,
    );
    markup.push_str(&words(help::help_keep_or_share_answer()));
    markup.push_str(
        r#"</p>
<h4>"#,
    );
    markup.push_str(&words(help::anything_uploaded()));
    markup.push_str(
        r#"</h4>
<p>"#,
    );
    markup.push_str(&words(help::help_anything_uploaded_answer()));
    markup.push_str(
        r#"</p>
<h4>"#,
    );
    markup.push_str(&words(help::undo_not_counted()));
    markup.push_str(
        r#"</h4>
<p>"#,
    );
    markup.push_str(&words(help::help_undo_not_counted_answer()));
    markup.push_str(
        r#"</p>
"#,
    );
    markup
}

/// A message of the help made safe to place in its markup: escaped, but for the `<kbd>` tags
/// that name keys, which the messages write as they are, and the `<code>` tags around the move
/// list's notation, which [`help_markup`] gives as a value.
fn words(text: String) -> String {
    escape(&text)
        .replace("&lt;kbd&gt;", "<kbd>")
        .replace("&lt;/kbd&gt;", "</kbd>")
        .replace("&lt;code&gt;", "<code>")
        .replace("&lt;/code&gt;", "</code>")
}

#[cfg(test)]
mod tests {
    use super::{help_markup, words};

    #[test]
    fn a_message_keeps_its_kbd_tags_and_loses_any_other_markup() {
        assert_eq!(
            words("<kbd>Enter</kbd> or <b>Space</b> & \"Tab\"".to_string()),
            "<kbd>Enter</kbd> or &lt;b&gt;Space&lt;/b&gt; &amp; &quot;Tab&quot;"
        );
    }

    #[test]
    fn the_english_help_reads_as_it_did_with_every_part_from_messages() {
        let markup = help_markup();
        for part in [
            r#"<h2 id="help-title">Help</h2>"#,
            "<h3>Keyboard</h3>",
            "<dt><kbd>Left</kbd> / <kbd>Right</kbd> arrows</dt>\n<dd>Choose a pit.</dd>",
            "<dt><kbd>H</kbd></dt>\n<dd>Show a hint.</dd>",
            "use <kbd>Option</kbd>+<kbd>Tab</kbd>, or turn on &quot;Press Tab to highlight each \
             item&quot; in Safari&#39;s Advanced settings.</dd>",
            "<h4>Why did a game where I used undo or a hint not count?</h4>",
            "<p>The board has two rows of six pits, with a larger store at each end.",
            "<code>1. 3 6 | 2</code> means: the first player sowed pit 3,",
            "<p>Hint (or <kbd>H</kbd>) asks the computer for the best move where you stand.",
            "such as ?level=expert&amp;side=second.",
            "<li>only one extra turn at a time;</li>",
        ] {
            assert!(markup.contains(part), "{part}");
        }
    }
}
