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

/// The help's markup, in the language spoken: each heading and each key's help a message of
/// `help.ftl` (made safe with [`words`]); the prose between them is still English.
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
<p>The board has two rows of six pits, with a larger store at each end. The bottom row and the
store at its right-hand end belong to you; the top row and the store on the left belong to your
opponent. A new game starts with four seeds in every pit and both stores empty (the settings
menu lets you pick another count).</p>
<p>When it is your turn, choose one of your pits that holds seeds. Every seed in it is picked up
and dropped, one per hole, into the holes that follow it going counter-clockwise: rightwards
along your row, into your own store, then leftwards along the top row. Your opponent's store is
always passed over. A pit big enough to go all the way round also drops a seed into the pit it
came from.</p>
<ul>
<li>Extra turn: if your final seed lands in your own store, you move again straight away, and
there is no limit to how many times in a row that can happen.</li>
<li>Capture: if your final seed lands in a pit on your side that was empty before it arrived,
and the pit directly across holds at least one seed, both that seed and everything across from
it go into your store. A capture ends your turn. Finishing on your opponent's side, or opposite
an empty pit, captures nothing.</li>
</ul>
<p>The game ends as soon as one row has no seeds left, even if the other player was about to
move. Each player then moves whatever is left on their own row into their own store. The fuller
store wins, and level stores mean a draw.</p>
<p>The settings menu also offers house rules, all off unless you choose them:</p>
<ul>
<li>a last seed in an empty pit of yours scores even when nothing faces it;</li>
<li>leftover seeds at the end go to the player who ran out, or to nobody;</li>
<li>only one extra turn at a time;</li>
<li>sowing into both stores instead of skipping your opponent's;</li>
<li>a pit that laps the board skips itself on the way past;</li>
<li>the pie rule: once the first player's first turn is over, the second player may take that
position instead of answering. Press "Swap sides": the board turns round, you keep your seat, and
the first player moves next, from the other side. So the first player does best to open with a
turn that leaves the game close to even.</li>
</ul>
<h3>"#,
    );
    markup.push_str(&words(help::strategy()));
    markup.push_str(
        r#"</h3>
<ul>
<li>Start with a free move. With four seeds a pit, the third pit from your left ends exactly in
your store; solver studies rate the sixth pit as the strongest follow-up.</li>
<li>Compare each pit's seeds with its distance to your store. One seed in the sixth pit, two in
the fifth, and so on up to six in the first, all earn another move.</li>
<li>When several pits would each end in your store, play the one nearest the store first; sowing
a pit further left adds a seed to the nearer ones and ruins their count.</li>
<li>Look at the empty pits on both rows before every move. Yours are captures you might make;
your opponent's, facing a big pile of yours, are captures they might make, so move the pile or
drop a seed into the gap.</li>
<li>A pile of thirteen is a weapon. It travels once round the board and ends in its own pit,
empty by then, opposite a pit that has just received a seed, so it always captures.</li>
<li>Plan the finish before you run your row dry: whatever is still on your opponent's side when
yours empties goes straight to their store.</li>
<li>The standard game has 48 seeds, so a store of 25 can no longer be beaten. Once you get
there, play safe.</li>
</ul>
<h3>"#,
    );
    markup.push_str(&words(help::move_list_and_replay()));
    markup.push_str(
        r#"</h3>
<p>The list under the board numbers the game in rounds: one turn of the player who moved first,
then one of the other. A turn is every move one player makes before the other moves, so an
extra turn and the move after it are one turn. <code>1. 3 6 | 2</code> means: the first player
sowed pit 3, earned an extra turn and sowed pit 6; then the other player sowed pit 2. Pits are
numbered 1 to 6 from each player's own left.</p>
<p>Press a move in the list to see the board just after it, with that sowing highlighted. The
buttons beside the list, the keys [ and ], and ← and → while the list has focus step back and
forth; Home goes to the start and End back to the game. Looking back never changes the game,
and "Back to the game" returns to it.</p>
<h3>"#,
    );
    markup.push_str(&words(help::hints_and_analysis()));
    markup.push_str(
        r#"</h3>
<p>Hint (or <kbd>H</kbd>) asks the computer for the best move where you stand. It thinks for as
long as Hard does, outlines the pit it would sow and says what it expects: "Pit 4: you should win
by about 6 seeds" is the margin its search foresees, and "Pit 4 wins by exactly 2 seeds" means
it has worked the game out to the end. "Every move's value" under the status lists each of your
moves the same way. Under the pie rule it weighs the swap: offered one, it tells you when
swapping is better than any move; in the first turn, its values count the swap your opponent may
make once your turn is over. Against the computer, a game in which you take a hint is not counted
in your statistics, and the page asks before the first one.</p>
<p>Once a game is over, "Analyse the game" has the computer rate every position of it, one after
another, at the same fixed budget each time; Stop keeps what it has done, and pressing Analyse
again goes on from there. The graph shows, after each move, the final margin the computer expects
for the bottom player: above the middle line they are ahead, below it behind. Press a point, or
focus the graph and use ← and →, to see the board at that move.</p>
<p>A move that gives away 2 seeds or more of the final margin, compared with the best move in
the same position, is called a mistake. It gets a ring on the graph and a "?" in the move list,
and its description names the better move. One seed is within what a search of that size can
misjudge between two good moves, so smaller differences are not marked. Under the graph, the
summary gives each player's share of best moves, their biggest mistakes, and the turning point:
the move after which the eventual winner stayed ahead. Under the pie rule, the first turn is
rated knowing that the other player could swap once it was over, and the swap is judged like a
move: swapping is worth what the best answer was worth, turned round.</p>
<h3>"#,
    );
    markup.push_str(&words(help::analysis_board()));
    markup.push_str(
        r#"</h3>
<p>Open it from the settings menu, or with "Analyse from here" beside the move list to look at
the position on the board. Choose a pit or store and set its count with − and +, the number
field, or the keyboard (arrows to move, digits to type a count, + and −, Delete, and Enter to
analyse). A board holds at most 72 seeds, and any total is allowed, even one no game could
reach. The computer then rates every move, deeper and deeper until you stop it: a tick marks a
value it has proved, "at best" a bound it has proved, and the rest are estimates at the depth
shown, each with the line it expects. Play moves on the board to explore, copy its link to
share it, or start a real game from there with "Play from here"; such a game is not counted in
your statistics.</p>
<h3>"#,
    );
    markup.push_str(&words(help::levels_and_rating()));
    markup.push_str(
        r#"</h3>
<p>The computer plays at eight levels, numbered 1 to 8 from the weakest. Easy (1) picks any
legal move at random. Levels 2, 3 and 4 look one, two and three moves ahead, then choose among
their moves by lot, with the chance of a move shrinking for every seed it gives away against the
best one: they often miss a quiet move that is a seed better, and seldom a big capture. Level 4
never passes up its best capture. Medium (5) looks four moves ahead and always plays what it
finds best. Level 6 looks six moves ahead, plays out captures and extra turns past that, and
still draws lots, though far more narrowly. Hard (7) searches for about a third of a second and
Expert (8) for about two seconds, and Expert plays perfectly once few seeds are left.</p>
<p>The levels were measured against each other in a tournament, which gave each a rating on one
scale (Easy 0, Hard about 1,250): each step is about 150 to 250 points above the last, except
that Expert is only a little stronger than Hard. Your rating, under Statistics, is worked out on
the same scale from your counted games against the computer on every board, and the page names
the level whose rating is nearest yours: against it you should win about as often as you lose.
Games with a take-back or a hint do not count, and the rating changes as soon as a game does.</p>
<h3>"#,
    );
    markup.push_str(&words(help::turn_clock()));
    markup.push_str(
        r#"</h3>
<p>Two players may give each turn 1, 2 or 5 minutes (settings menu). Every move, an extra turn
too, starts a fresh clock, which waits while seeds are sown or the page is hidden. Warnings come
at 30 and 10 seconds; out of time, a pit is sown for you at random.</p>
<h3>"#,
    );
    markup.push_str(&words(help::playing_online()));
    markup.push_str(
        r#"</h3>
<p>"Play online" makes a room on the room server that served this page, or waits there for
anyone who chose the same rules and clock ("Play someone now"). The server referees: the board
shows what it says, and its clock is the one that counts. If the connection drops, the page
says so, stops showing the clock and tries again by itself; your seat waits for you, though on
your own turns you may be away for a minute at most. If the same game is opened in another tab
or on another device, that one takes the seat and this page stops; "Play here" takes it back.</p>
<p>What goes to the server: the room's rules and clock, a random secret that stands for your
seat, and your moves (or, while you wait for someone, the rules and clock you chose and a
random name for the wait). It keeps each room, with its invite, the seats' secrets and every
move with its time, in a file; a finished room is deleted after 7 days unless the server is
set to keep rooms longer or shorter. It sees your IP address, as any website does, and counts
in memory how many connections and rooms each address has, to stop floods; an address unused
for about ten minutes is forgotten, and no address is written to disk. Nothing else about you
is sent.</p>
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
<p>The player along the bottom, unless the settings menu says otherwise under "Who opens": the
top player (the computer, or player 2) can open instead, or the two can take turns, each new
game opened by whoever did not open the last one.</p>
<h4>"#,
    );
    markup.push_str(&words(help::can_i_pass()));
    markup.push_str(
        r#"</h4>
<p>No. You must sow one of your pits, and you will always have one to sow: the game is over the
instant a row is empty, so you are never left without a move.</p>
<h4>"#,
    );
    markup.push_str(&words(help::lap_capture()));
    markup.push_str(
        r#"</h4>
<p>Yes. If a large pit laps the board and its final seed lands in an empty pit of yours with
seeds across from it, the capture happens just as it would otherwise.</p>
<h4>"#,
    );
    markup.push_str(&words(help::is_it_solved()));
    markup.push_str(
        r#"</h4>
<p>Yes. Computers have worked out standard Kalah with six pits and four seeds: if both sides
play perfectly, the player who moves first wins by 8 seeds.</p>
<h4>"#,
    );
    markup.push_str(&words(help::outlines_and_tints()));
    markup.push_str(
        r#"</h4>
<p>An outline marks each pit you are allowed to play. Pits that have just been given seeds are
tinted, as is a pit that was just captured, and the pit played last has a dashed outline. Each
pit also prints how many seeds it holds, so you never have to rely on colour alone.</p>
<h4>"#,
    );
    markup.push_str(&words(help::keep_or_share()));
    markup.push_str(
        r#"</h4>
<p>The page's address always holds the settings in force, such as ?level=expert&amp;side=second.
Bookmark it, or send it to someone, and it opens with that setup. Opening someone else's link
leaves your own saved settings and statistics as they were.</p>
<h4>"#,
    );
    markup.push_str(&words(help::anything_uploaded()));
    markup.push_str(
        r#"</h4>
<p>Not unless you play online. You never sign in. Games against the computer, on one screen or
by link are played in this browser and send nothing anywhere; your statistics and settings are
kept in this browser's local storage, and wiping the data stored for this site deletes them.
Online play is the exception: see "Playing online" above for what goes to the room server and
what it keeps.</p>
<h4>"#,
    );
    markup.push_str(&words(help::undo_not_counted()));
    markup.push_str(
        r#"</h4>
<p>Any game in which undo was used, or a hint was shown, is left out of your statistics, so the
figures only reflect games played straight through without help.</p>
"#,
    );
    markup
}

/// A message of the help made safe to place in its markup: escaped, but for the `<kbd>` tags
/// that name keys, which the messages write as they are.
fn words(text: String) -> String {
    escape(&text)
        .replace("&lt;kbd&gt;", "<kbd>")
        .replace("&lt;/kbd&gt;", "</kbd>")
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
    fn the_english_help_reads_as_it_did_with_its_headings_and_keys_from_messages() {
        let markup = help_markup();
        for part in [
            r#"<h2 id="help-title">Help</h2>"#,
            "<h3>Keyboard</h3>",
            "<dt><kbd>Left</kbd> / <kbd>Right</kbd> arrows</dt>\n<dd>Choose a pit.</dd>",
            "<dt><kbd>H</kbd></dt>\n<dd>Show a hint.</dd>",
            "use <kbd>Option</kbd>+<kbd>Tab</kbd>, or turn on &quot;Press Tab to highlight each \
             item&quot; in Safari&#39;s Advanced settings.</dd>",
            "<h4>Why did a game where I used undo or a hint not count?</h4>",
        ] {
            assert!(markup.contains(part), "{part}");
        }
    }
}
