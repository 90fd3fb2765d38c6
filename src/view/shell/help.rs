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

/// A message of `help.ftl`.
type Said = fn() -> String;

/// A block of the help, in the order it is read.
enum Block {
    /// A section's heading (`<h3>`).
    Heading(Said),
    /// A common question (`<h4>`).
    Question(Said),
    /// A paragraph.
    Paragraph(Said),
    /// A list, an item a message.
    List(&'static [Said]),
    /// Keys and what each does: the keys as a message, or as markup when they are a key's name
    /// alone (which no language changes).
    Keys(&'static [(Key, Said)]),
}

/// The keys of a [`Block::Keys`] line.
enum Key {
    Said(Said),
    Named(&'static str),
}

/// The notation of a round of the move list, with its example.
fn rounds() -> String {
    help::help_move_list_rounds("<code>1. 3 6 | 2</code>")
}

/// The help, block by block.
const HELP: &[Block] = &[
    Block::Heading(help::how_to_play),
    Block::Paragraph(help::help_board),
    Block::Paragraph(help::help_sowing),
    Block::List(&[help::help_extra_turn_rule, help::help_capture_rule]),
    Block::Paragraph(help::help_game_end),
    Block::Paragraph(help::help_house_rules),
    Block::List(&[
        help::help_house_lone_capture,
        help::help_house_leftovers,
        help::help_house_one_extra_turn,
        help::help_house_both_stores,
        help::help_house_skip_origin,
        help::help_house_pie_rule,
    ]),
    Block::Heading(help::strategy),
    Block::List(&[
        help::help_tip_free_move,
        help::help_tip_count,
        help::help_tip_nearest_first,
        help::help_tip_empty_pits,
        help::help_tip_thirteen,
        help::help_tip_finish,
        help::help_tip_majority,
    ]),
    Block::Heading(help::move_list_and_replay),
    Block::Paragraph(rounds),
    Block::Paragraph(help::help_move_list_browse),
    Block::Heading(help::hints_and_analysis),
    Block::Paragraph(help::help_hint),
    Block::Paragraph(help::help_analyse_game),
    Block::Paragraph(help::help_mistakes),
    Block::Heading(help::analysis_board),
    Block::Paragraph(help::help_analysis_board_use),
    Block::Heading(help::levels_and_rating),
    Block::Paragraph(help::help_levels),
    Block::Paragraph(help::help_rating),
    Block::Heading(help::turn_clock),
    Block::Paragraph(help::help_turn_clock_rules),
    Block::Heading(help::playing_online),
    Block::Paragraph(help::help_online_play),
    Block::Paragraph(help::help_online_privacy),
    Block::Heading(help::keyboard),
    Block::Keys(&[
        (Key::Said(help::key_arrows), help::key_arrows_does),
        (
            Key::Named("<kbd>Home</kbd> / <kbd>End</kbd>"),
            help::key_home_end_does,
        ),
        (Key::Said(help::key_enter_space), help::key_enter_space_does),
        (Key::Said(help::key_digits), help::key_digits_does),
        (Key::Named("<kbd>H</kbd>"), help::key_h_does),
        (Key::Named("<kbd>S</kbd>"), help::key_s_does),
        (Key::Named("<kbd>N</kbd>"), help::key_n_does),
        (Key::Named("<kbd>F</kbd>"), help::key_f_does),
        (Key::Named("<kbd>M</kbd>"), help::key_m_does),
        (
            Key::Named("<kbd>[</kbd> / <kbd>]</kbd>"),
            help::key_brackets_does,
        ),
        (Key::Named("<kbd>Tab</kbd>"), help::key_tab_does),
    ]),
    Block::Paragraph(help::shortcuts_off),
    Block::Heading(help::questions),
    Block::Question(help::who_goes_first),
    Block::Paragraph(help::help_who_goes_first_answer),
    Block::Question(help::can_i_pass),
    Block::Paragraph(help::help_can_i_pass_answer),
    Block::Question(help::lap_capture),
    Block::Paragraph(help::help_lap_capture_answer),
    Block::Question(help::is_it_solved),
    Block::Paragraph(help::help_is_it_solved_answer),
    Block::Question(help::outlines_and_tints),
    Block::Paragraph(help::help_outlines_and_tints_answer),
    Block::Question(help::keep_or_share),
    Block::Paragraph(help::help_keep_or_share_answer),
    Block::Question(help::anything_uploaded),
    Block::Paragraph(help::help_anything_uploaded_answer),
    Block::Question(help::undo_not_counted),
    Block::Paragraph(help::help_undo_not_counted_answer),
];

/// The help's markup, in the language spoken: each block of [`HELP`] in its element, each
/// message made safe with [`words`].
fn help_markup() -> String {
    let mut markup = String::with_capacity(16_000);
    let element = |markup: &mut String, tag: &str, said: Said| {
        markup.push_str(&format!("<{tag}>{}</{tag}>\n", words(said())));
    };
    markup.push_str("<h2 id=\"help-title\">");
    markup.push_str(&words(help::help_title()));
    markup.push_str("</h2>\n");
    for block in HELP {
        match block {
            Block::Heading(said) => element(&mut markup, "h3", *said),
            Block::Question(said) => element(&mut markup, "h4", *said),
            Block::Paragraph(said) => element(&mut markup, "p", *said),
            Block::List(items) => {
                markup.push_str("<ul>\n");
                for said in *items {
                    element(&mut markup, "li", *said);
                }
                markup.push_str("</ul>\n");
            }
            Block::Keys(keys) => {
                markup.push_str("<dl>\n");
                for (key, does) in *keys {
                    match key {
                        Key::Said(said) => element(&mut markup, "dt", *said),
                        Key::Named(named) => markup.push_str(&format!("<dt>{named}</dt>\n")),
                    }
                    element(&mut markup, "dd", *does);
                }
                markup.push_str("</dl>\n");
            }
        }
    }
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
