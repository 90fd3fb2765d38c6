//! Every sentence of the online mode, and the one place where its typed values become text:
//! what a room's status line says ([`Said`]), who is in the room and the turn clock, the lobby's
//! and the queue's lines, a socket's [`Line`], and the names of seats as [`Who`] they are to
//! this page. Decisions read typed state and never these words; the view shows them.

use crate::model::game::sowing_sentence;
use crate::model::settings::{Choice, GameSettings, HouseRule};
use crate::model::words::{main, online as say};
use crate::room::protocol::{Problem, Refusal};

use super::{
    Closed, Countdown, Finish, Garbled, Handoff, Line, LinkSent, LobbySaid, Moved, News, Presence,
    Queued, Said, Turn, Who,
};

/// What the page says when no room server answers it.
pub fn no_server() -> String {
    say::no_server()
}

/// What the page says when its player has left a game under way.
pub fn left() -> String {
    say::left_game()
}

/// What the page says when the server sent something it cannot read.
pub fn unreadable() -> String {
    say::server_unreadable()
}

/// What the page says of a message it cannot decode at all: most likely from a server newer
/// than the page (the decoder refuses fields it does not know, and codes it does not know:
/// a refusal the server learned since), which a reload catches up with.
pub fn undecodable() -> String {
    say::server_undecodable()
}

/// The turn clock's line while the room cannot be heard.
pub fn clock_off_line() -> String {
    say::clock_off_line()
}

/// Who is in the room, while it cannot be heard.
pub fn presence_off_line() -> String {
    say::presence_off_line()
}

/// Where a socket leads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A room.
    Room,
    /// The queue of "play someone now".
    Queue,
}

/// What the page says of a socket's line at `place`; nothing while it is open.
pub fn line(line: Line, place: Place) -> String {
    match (line, place) {
        (Line::Open, _) => String::new(),
        (Line::Connecting, Place::Room) => say::connecting_to_room(),
        (Line::Connecting, Place::Queue) => say::connecting(),
        (Line::Lost, _) => say::connection_lost(),
        (Line::NoServer, _) => no_server(),
        (Line::Closed(Closed::Replaced), _) => say::seat_taken_elsewhere(),
        (Line::Closed(Closed::Full), _) => say::queue_server_full(),
    }
}

/// What a room made now would be played under, in words: "4 seeds a pit, with the pie
/// rule".
pub fn settings_sentence(game: GameSettings) -> String {
    let count = i64::from(game.seeds);
    let rules: Vec<String> = HouseRule::ALL
        .iter()
        .filter(|rule| rule.is_on(&game.house))
        .map(|rule| rule_phrase(*rule))
        .collect();
    match rules_list(&rules) {
        None => say::settings_standard(count),
        Some(rules) => say::settings_with(count, &rules),
    }
}

/// A house rule as a list of the rules that are on names it: "the pie rule".
fn rule_phrase(rule: HouseRule) -> String {
    match rule {
        HouseRule::EmptyCapture => say::online_rule_empty_capture(),
        HouseRule::OneExtraTurn => say::online_rule_one_extra_turn(),
        HouseRule::BothStores => say::online_rule_both_stores(),
        HouseRule::SkipOrigin => say::online_rule_skip_origin(),
        HouseRule::Pie => say::online_rule_pie(),
    }
}

/// Rules in a list, each joined to the rest by "and"; `None` for no rules.
fn rules_list(rules: &[String]) -> Option<String> {
    let (first, rest) = rules.split_first()?;
    Some(match rules_list(rest) {
        None => first.clone(),
        Some(rest) => say::rules_and(first, &rest),
    })
}

/// What the page offers for each of [`TURN_CHOICES`](super::TURN_CHOICES).
pub fn turn_label(turn: Option<u16>) -> String {
    match turn {
        None => say::clock_none(),
        Some(seconds) if seconds < 60 => say::clock_seconds(i64::from(seconds)),
        Some(seconds) => say::online_clock_minutes(i64::from(seconds / 60)),
    }
}

/// The turn clock inside a sentence: "2 minutes a turn", "no clock".
fn turn_phrase(turn: Option<u16>) -> String {
    match turn {
        None => say::clock_none_in_sentence(),
        Some(seconds) if seconds < 60 => say::clock_seconds_in_sentence(i64::from(seconds)),
        Some(seconds) => say::clock_minutes_in_sentence(i64::from(seconds / 60)),
    }
}

/// "1:05": minutes and seconds, from milliseconds (rounded up, so that 0:00 means time is up).
pub fn clock(ms: u64) -> String {
    let seconds = ms.div_ceil(1000);
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// What the page calls `who`: "You", "Your friend", "Your opponent", or to a watcher "Player 1"
/// (the room's maker) and "Player 2".
pub fn name(who: Who) -> String {
    match who {
        Who::Me => main::player_you(),
        Who::Friend => say::player_friend(),
        Who::Opponent => say::player_opponent(),
        Who::Player(seat) if seat.index() == 0 => main::player_one(),
        Who::Player(_) => main::player_two(),
    }
}

/// Who `who` is, as every message about a player takes it (`$who`).
pub fn who_key(who: Who) -> &'static str {
    match who {
        Who::Me => "you",
        Who::Friend => "friend",
        Who::Opponent => "opponent",
        Who::Player(seat) if seat.index() == 0 => "one",
        Who::Player(_) => "two",
    }
}

/// Whose a row is, as its cells' names say it: "Your", "Your friend's", "Player 1's".
pub fn owner(who: Who) -> String {
    match who {
        Who::Me => main::owner_you(),
        Who::Friend => say::owner_friend(),
        Who::Opponent => say::owner_opponent(),
        Who::Player(seat) if seat.index() == 0 => main::owner_player_one(),
        Who::Player(_) => main::owner_player_two(),
    }
}

/// The line above a room's board that says whose its rows are: a player's own row is at the
/// bottom; a watcher is told whose each row is, once the room's state has come.
pub fn rows(seated: bool, rows: Option<[Who; 2]>) -> String {
    match (seated, rows) {
        (true, _) => say::rows_seated(),
        (false, Some([Who::Player(bottom), Who::Player(top)])) => {
            say::rows_watching(seat_number(bottom), seat_number(top))
        }
        (false, _) => String::new(),
    }
}

/// A seat's number, as a watcher's names of the players count them: 1 or 2.
fn seat_number(seat: super::Seat) -> i64 {
    match seat.index() {
        0 => 1,
        _ => 2,
    }
}

/// What the lobby says of the game a room plays.
pub fn intro(game: GameSettings) -> String {
    say::lobby_intro(&settings_sentence(game))
}

/// What the lobby says of the last try.
pub fn lobby(said: &LobbySaid) -> String {
    match said {
        LobbySaid::NoServer => no_server(),
        LobbySaid::NotMade(problem) => not_made(*problem),
        LobbySaid::Seeds => say::seeds_for_a_room(),
        LobbySaid::Left => left(),
    }
}

/// Why the server made, opened or queued nothing, as the page says it.
pub fn not_made(problem: Problem) -> String {
    match problem {
        Problem::Foreign => say::not_made_foreign(),
        Problem::TooLong => say::not_made_too_long(),
        Problem::Unreadable => say::not_made_unreadable(),
        Problem::Settings => say::not_made_settings(),
        Problem::ZeroSecret => say::not_made_zero_secret(),
        Problem::Full => say::not_made_full(),
        Problem::TooMany => say::not_made_too_many(),
        Problem::NoRoom => say::not_made_no_room(),
        Problem::Unavailable => say::not_made_unavailable(),
    }
}

/// What the page says of something from the server it could not take.
pub fn garbled(garbled: Garbled) -> String {
    match garbled {
        Garbled::Unreadable => unreadable(),
        Garbled::Undecodable => undecodable(),
    }
}

/// The wait in the queue, in a sentence: the choice, and who waits and plays; nothing once the
/// server ended it (the line says why).
pub fn waiting(queued: &Queued) -> String {
    if !queued.waiting() {
        return String::new();
    }
    let waiting =
        say::waiting_for_someone(&settings_sentence(queued.game), &turn_phrase(queued.turn));
    match queued.crowd {
        None => waiting,
        Some(crowd) => {
            let others = i64::from(crowd.waiting.saturating_sub(1));
            let crowd = say::queue_crowd(others, i64::from(crowd.playing));
            format!("{waiting} {crowd}")
        }
    }
}

/// What the page says when the server refuses what this page sent.
pub fn refusal(refusal: Refusal) -> String {
    match refusal {
        Refusal::Unreadable => say::refused_unreadable(),
        Refusal::OutOfOrder => say::refused_out_of_order(),
        Refusal::NotSeated => say::refused_not_seated(),
        Refusal::NotYourTurn => say::refused_not_your_turn(),
        Refusal::NoOpponent => say::refused_no_opponent(),
        Refusal::Stale => say::refused_stale(),
        Refusal::Ahead => say::refused_ahead(),
        Refusal::Illegal => say::refused_illegal(),
        Refusal::Over => say::refused_over(),
        Refusal::NotOver => say::refused_not_over(),
        Refusal::UnknownSeat => say::refused_unknown_seat(),
        Refusal::Full => say::refused_full(),
        Refusal::WrongInvite => say::refused_wrong_invite(),
        Refusal::Busy => say::refused_busy(),
        Refusal::Replaced => say::refused_replaced(),
    }
}

/// What the page says once it tried to hand a room's link on.
pub fn link_sent(sent: LinkSent) -> String {
    match (sent.by, sent.watch, sent.ok) {
        (Handoff::Clipboard, false, true) => say::invite_copied(),
        (Handoff::Clipboard, true, true) => say::watch_link_copied(),
        (Handoff::Clipboard, _, false) => say::online_link_not_copied(),
        (Handoff::ShareSheet, false, true) => say::invite_shared(),
        (Handoff::ShareSheet, true, true) => say::watch_link_shared(),
        (Handoff::ShareSheet, _, false) => say::link_not_shared(),
    }
}

/// The room's status line.
pub fn said(said: &Said) -> String {
    match said {
        Said::Entering => say::entering_room(),
        Said::Paired => say::paired(),
        Said::Garbled(what) => garbled(*what),
        Said::Refused(why) => refusal(*why),
        Said::EmptyPit(pit) => main::pit_is_empty(i64::from(pit.number())),
        Said::LinkSent(sent) => link_sent(*sent),
        Said::Warned { mover, seconds } => say::turn_warning(
            who_key(*mover),
            &name(*mover),
            i64::try_from(*seconds).unwrap_or(i64::MAX),
        ),
        Said::Turn(turn) => self::turn(turn),
        Said::News(news) => self::news(news),
    }
}

/// What a state brought: a new game, or the moves played, a rematch offered, then the turn.
fn news(news: &News) -> String {
    match news {
        News::NewGame {
            opener,
            swapped,
            turn,
        } => {
            let (who, opener, turn) = (who_key(*opener), name(*opener), self::turn(turn));
            if *swapped {
                say::new_game_swapped(who, &opener, &turn)
            } else {
                say::new_game_same_opener(who, &opener, &turn)
            }
        }
        News::Went {
            moves,
            rematch,
            turn,
        } => {
            let mut said: Vec<String> = moves.iter().map(moved).collect();
            if let Some(who) = rematch {
                said.push(rematch_offered(*who));
            }
            said.push(self::turn(turn));
            said.join(" ")
        }
    }
}

/// A rematch offered by `who`: this page's own, the other player's (to accept), or to a
/// watcher, a player's.
fn rematch_offered(who: Who) -> String {
    match who {
        Who::Me => say::rematch_offered_by_you(),
        Who::Player(_) => say::rematch_offered_watching(who_key(who), &name(who)),
        _ => say::rematch_offered(who_key(who), &name(who)),
    }
}

/// A move, as the page says it: "Your friend sowed pit 5 and captured 6 seeds."
fn moved(moved: &Moved) -> String {
    match moved {
        Moved::Sown { who, outcome } => sowing_sentence(who_key(*who), &name(*who), outcome),
        Moved::Swapped(who) => main::swapped(who_key(*who), &name(*who)),
    }
}

/// Whose turn it is, or how the game ended, or who the room waits for.
fn turn(turn: &Turn) -> String {
    match turn {
        Turn::Over(finish) => main::game_over(&self::finish(*finish)),
        Turn::Waiting { seated: true } => say::waiting_for_friend(),
        Turn::Waiting { seated: false } => say::waiting_for_second_player(),
        Turn::ToMove { who, swap: true } => main::to_move_or_swap(who_key(*who), &name(*who)),
        Turn::ToMove { who, swap: false } => main::to_move(who_key(*who), &name(*who)),
    }
}

/// How the game ended, in a sentence.
fn finish(finish: Finish) -> String {
    let wins = |winner: Who| say::wins(who_key(winner), &name(winner));
    match finish {
        Finish::Won {
            winner,
            margin,
            high,
            low,
        } => main::won(
            who_key(winner),
            &name(winner),
            i64::from(margin),
            i64::from(high),
            i64::from(low),
        ),
        Finish::Drawn { each } => main::draw(i64::from(each)),
        Finish::Resigned { who, winner } => say::resigned(who_key(who), &name(who), &wins(winner)),
        Finish::Abandoned { who, winner } => {
            say::abandoned(who_key(who), &name(who), &wins(winner))
        }
    }
}

/// Who is in the room: one line.
pub fn presence(presence: &Presence) -> String {
    match *presence {
        Presence::Unheard => presence_off_line(),
        Presence::Free(who @ Who::Player(_)) => say::seat_free(who_key(who), &name(who)),
        Presence::Free(_) => say::friend_not_come(),
        Presence::Here(who) => say::here(who_key(who), &name(who)),
        Presence::Away {
            who,
            left: Some(left),
        } => say::away_time_left(who_key(who), &name(who), &clock(left)),
        Presence::Away { who, left: None } => say::away(who_key(who), &name(who)),
        Presence::Watching(count) => say::watching(i64::from(count)),
    }
}

/// The turn clock's line.
pub fn countdown(countdown: Countdown) -> String {
    match countdown {
        Countdown::Unheard => clock_off_line(),
        Countdown::Runs { mover, left } => {
            say::clock_runs(who_key(mover), &name(mover), &clock(left))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::online::{Crowd, Seat};

    #[test]
    fn house_rules_are_listed_joined_by_and() {
        let mut game = GameSettings::default();
        HouseRule::Pie.set(&mut game.house, true);
        assert_eq!(settings_sentence(game), "4 seeds a pit, with the pie rule");
        HouseRule::EmptyCapture.set(&mut game.house, true);
        HouseRule::SkipOrigin.set(&mut game.house, true);
        assert_eq!(
            settings_sentence(game),
            "4 seeds a pit, with empty capture and skip the origin pit and the pie rule"
        );
    }

    #[test]
    fn the_wait_counts_one_other_player_and_one_game_in_the_singular() {
        let queued = Queued {
            line: Line::Open,
            turn: Some(30),
            game: GameSettings::default(),
            crowd: Some(Crowd {
                waiting: 2,
                playing: 1,
            }),
            said: None,
        };
        assert_eq!(
            waiting(&queued),
            "Waiting for someone to play: 4 seeds a pit, standard rules, 30 seconds a turn. \
             Just now 1 other player is waiting for the same, and 1 game is under way."
        );
    }

    #[test]
    fn an_ending_names_who_left_or_resigned_and_who_won() {
        let over = |finish| said(&Said::Turn(Turn::Over(finish)));
        assert_eq!(
            over(Finish::Abandoned {
                who: Who::Me,
                winner: Who::Friend
            }),
            "Game over. You were away too long and lost. Your friend wins."
        );
        assert_eq!(
            over(Finish::Resigned {
                who: Who::Player(Seat::First),
                winner: Who::Player(Seat::Second)
            }),
            "Game over. Player 1 resigned. Player 2 wins."
        );
    }

    #[test]
    fn a_watcher_is_told_whose_each_row_is() {
        let rows = rows(false, Some([Seat::Second, Seat::First].map(Who::Player)));
        assert_eq!(
            rows,
            "You are watching. The bottom row is Player 2's, the top row Player 1's."
        );
        assert_eq!(
            presence(&Presence::Away {
                who: Who::Friend,
                left: Some(65_000)
            }),
            "Your friend is away: 1:05 left to come back on their own turns."
        );
    }
}
