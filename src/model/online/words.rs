//! Every sentence of the online mode, and the one place where its typed values become text:
//! what a room's status line says ([`Said`]), who is in the room and the turn clock, the lobby's
//! and the queue's lines, a socket's [`Line`], and the names of seats as [`Who`] they are to
//! this page. Decisions read typed state and never these words; the view shows them.

use crate::model::game::{seeds, sowing_sentence};
use crate::model::settings::{Choice, GameSettings, HouseRule};
use crate::room::protocol::{Problem, Refusal};

use super::{
    Closed, Countdown, Finish, Garbled, Handoff, Line, LinkSent, LobbySaid, Moved, News, Presence,
    Queued, Said, Turn, Who,
};

/// What the page says when no room server answers it.
pub const NO_SERVER: &str = "No room server answers at this address, so live games cannot be \
                             played from here. Everything else on the page plays as before.";

/// What the page says when its player has left a game under way.
pub const LEFT: &str = "You left a game that is still under way. It goes on without you: away \
                        for a minute of your own turns, you lose. Go back to the room to play \
                        on, or resign there to end it now.";

/// What the page says when the server sent something it cannot read.
pub const UNREADABLE: &str =
    "The room server sent something this page could not read, so nothing changed.";

/// What the page says of a message it cannot decode at all: most likely from a server newer
/// than the page (the decoder refuses fields it does not know), which a reload catches up with.
pub const UNDECODABLE: &str = "The room server sent something this page could not read, so \
    nothing changed. If the game was updated since this page opened, reload the page.";

/// The turn clock's line while the room cannot be heard.
pub const CLOCK_OFF_LINE: &str = "The turn clock shows again once the room server answers.";

/// Who is in the room, while it cannot be heard.
pub const PRESENCE_OFF_LINE: &str = "Who is in the room shows again once the room server \
                                     answers.";

/// Where a socket leads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A room.
    Room,
    /// The queue of "play someone now".
    Queue,
}

/// What the page says of a socket's line at `place`; nothing while it is open.
pub fn line(line: Line, place: Place) -> &'static str {
    match (line, place) {
        (Line::Open, _) => "",
        (Line::Connecting, Place::Room) => "Connecting to the room…",
        (Line::Connecting, Place::Queue) => "Connecting…",
        (Line::Lost, _) => "No connection to the room server just now. Trying again…",
        (Line::NoServer, _) => NO_SERVER,
        (Line::Closed(Closed::Replaced), _) => {
            "This game is open in another tab or on another device now, which holds your seat, \
             so this page has let go of it. Choose Play here to play on this page instead."
        }
        (Line::Closed(Closed::Full), _) => {
            "The server is full just now and could not start a game, so you are no longer \
             waiting. Try again in a moment."
        }
    }
}

/// What a room made now would be played under, in words: "4 seeds a pit, with the pie
/// rule".
pub fn settings_sentence(game: GameSettings) -> String {
    let rules: Vec<&str> = HouseRule::ALL
        .iter()
        .filter(|rule| rule.is_on(&game.house))
        .map(|rule| rule.phrase())
        .collect();
    match rules.len() {
        0 => format!("{} a pit, standard rules", seeds(game.seeds)),
        _ => format!("{} a pit, with {}", seeds(game.seeds), rules.join(" and ")),
    }
}

/// What the page offers for each of [`TURN_CHOICES`](super::TURN_CHOICES).
pub fn turn_label(turn: Option<u16>) -> String {
    match turn {
        None => "No clock".to_string(),
        Some(seconds) if seconds < 60 => format!("{seconds} seconds a turn"),
        Some(60) => "1 minute a turn".to_string(),
        Some(seconds) => format!("{} minutes a turn", seconds / 60),
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
        Who::Me => "You".to_string(),
        Who::Friend => "Your friend".to_string(),
        Who::Opponent => "Your opponent".to_string(),
        Who::Player(seat) => format!("Player {}", seat.index() + 1),
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
        Who::Me => "Your".to_string(),
        who => format!("{}'s", name(who)),
    }
}

/// The line above a room's board that says whose its rows are: a player's own row is at the
/// bottom; a watcher is told whose each row is, once the room's state has come.
pub fn rows(seated: bool, rows: Option<[Who; 2]>) -> String {
    match (seated, rows) {
        (true, _) => "Your row is the bottom one; your friend's is on top.".to_string(),
        (false, Some([bottom, top])) => format!(
            "You are watching. The bottom row is {}'s, the top row {}'s.",
            name(bottom),
            name(top)
        ),
        (false, None) => String::new(),
    }
}

/// What the lobby says of the game a room plays.
pub fn intro(game: GameSettings) -> String {
    format!(
        "A room plays the game's settings: {}. Change them in the menu first if you like. \
         Whoever opens your invite link plays you, and you move first; or play someone now, \
         whoever else is waiting for the same settings and clock (the opener then alternates).",
        settings_sentence(game)
    )
}

/// What the lobby says of the last try.
pub fn lobby(said: &LobbySaid) -> String {
    match said {
        LobbySaid::NoServer => NO_SERVER.to_string(),
        LobbySaid::NotMade(problem) => {
            format!("The room server made no room: {}", problem_words(*problem))
        }
        LobbySaid::Seeds => "A room's pits start with 3 to 6 seeds.".to_string(),
        LobbySaid::Left => LEFT.to_string(),
    }
}

/// Why the server made, opened or queued nothing, as the page says it.
pub fn problem_words(problem: Problem) -> &'static str {
    match problem {
        Problem::Foreign => "rooms are made from the game's own page.",
        Problem::TooLong => "the request was too long.",
        Problem::Unreadable => "it could not read the request. Reloading the page may help.",
        Problem::Settings => "a room cannot be played with these settings.",
        Problem::ZeroSecret => "this browser gave no random secret for the seat.",
        Problem::Full => "it is full just now; the games under way go on. Try again in a minute.",
        Problem::TooMany => {
            "too many rooms or connections came from this address. Wait a minute and try again."
        }
        Problem::NoRoom => "there is no such room.",
        Problem::Unavailable => "it cannot keep rooms just now. Try again in a minute.",
    }
}

/// What the page says of something from the server it could not take.
pub fn garbled(garbled: Garbled) -> &'static str {
    match garbled {
        Garbled::Unreadable => UNREADABLE,
        Garbled::Undecodable => UNDECODABLE,
    }
}

/// The wait in the queue, in a sentence: the choice, and who waits and plays; nothing once the
/// server ended it (the line says why).
pub fn waiting(queued: &Queued) -> String {
    if !queued.waiting() {
        return String::new();
    }
    let crowd = match queued.crowd {
        None => String::new(),
        Some(crowd) => {
            let others = crowd.waiting.saturating_sub(1);
            let waits = match others {
                0 => "nobody else is waiting for the same".to_string(),
                1 => "1 other player is waiting for the same".to_string(),
                n => format!("{n} other players are waiting for the same"),
            };
            let games = match crowd.playing {
                1 => "1 game is under way".to_string(),
                n => format!("{n} games are under way"),
            };
            format!(" Just now {waits}, and {games}.")
        }
    };
    format!(
        "Waiting for someone to play: {}, {}.{crowd}",
        settings_sentence(queued.game),
        turn_label(queued.turn).to_lowercase()
    )
}

/// What the page says when the server refuses what this page sent.
pub fn refusal(refusal: Refusal) -> &'static str {
    match refusal {
        Refusal::Unreadable => "The server could not read that message.",
        Refusal::OutOfOrder => "That message came out of order.",
        Refusal::NotSeated => "You are watching this game, not playing in it.",
        Refusal::NotYourTurn => "It is not your turn.",
        Refusal::NoOpponent => "Your opponent has not come yet.",
        Refusal::Stale => "That move was already played.",
        Refusal::Ahead => "That move is ahead of the game.",
        Refusal::Illegal => "That move is not allowed here.",
        Refusal::Over => "The game is over.",
        Refusal::NotOver => "The game is still going on.",
        Refusal::UnknownSeat => "This page's seat is not one of this room's.",
        Refusal::Full => "Both seats are taken, so you are watching.",
        Refusal::WrongInvite => {
            "This invite is not this room's, so you are watching. Ask for the link again."
        }
        Refusal::Busy => "The server is busy. Try again in a moment.",
        Refusal::Replaced => "This game is now open in another tab or on another device.",
    }
}

/// What the page says once it tried to hand a room's link on.
pub fn link_sent(sent: LinkSent) -> &'static str {
    match (sent.by, sent.watch, sent.ok) {
        (Handoff::Clipboard, false, true) => {
            "Invite link copied: send it to your friend. It seats one person, once."
        }
        (Handoff::Clipboard, true, true) => {
            "Watch link copied: whoever opens it follows the game, with no seat."
        }
        (Handoff::Clipboard, _, false) => {
            "The link could not be copied: select it and copy it yourself."
        }
        (Handoff::ShareSheet, false, true) => "Invite link shared. It seats one person, once.",
        (Handoff::ShareSheet, true, true) => "Watch link shared.",
        (Handoff::ShareSheet, _, false) => "The link could not be shared: copy it instead.",
    }
}

/// The room's status line.
pub fn said(said: &Said) -> String {
    match said {
        Said::Entering => "Entering the room…".to_string(),
        Said::Paired => "Paired: entering the room…".to_string(),
        Said::Garbled(what) => garbled(*what).to_string(),
        Said::Refused(why) => refusal(*why).to_string(),
        Said::EmptyPit(pit) => format!("Pit {pit} is empty: choose a pit with seeds."),
        Said::LinkSent(sent) => link_sent(*sent).to_string(),
        Said::Warned {
            mover: Who::Me,
            seconds,
        } => format!("Your turn: {seconds} seconds left."),
        Said::Warned { mover, seconds } => {
            format!("{} to move: {seconds} seconds left.", name(*mover))
        }
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
            let opens = if *opener == Who::Me { "open" } else { "opens" };
            let opener = name(*opener);
            let turn = self::turn(turn);
            if *swapped {
                format!("A new game, with the seats swapped: {opener} {opens}. {turn}")
            } else {
                format!("A new game: {opener} {opens} again. {turn}")
            }
        }
        News::Went {
            moves,
            rematch,
            turn,
        } => {
            let mut said: Vec<String> = moves.iter().map(moved).collect();
            if let Some(who) = rematch {
                said.push(match who {
                    Who::Me => "You offered a rematch; waiting for your friend.".to_string(),
                    Who::Player(_) => format!("{} offers a rematch.", name(*who)),
                    _ => format!("{} offers a rematch: choose Rematch to accept.", name(*who)),
                });
            }
            said.push(self::turn(turn));
            said.join(" ")
        }
    }
}

/// A move, as the page says it: "Your friend sowed pit 5 and captured 6 seeds."
fn moved(moved: &Moved) -> String {
    match moved {
        Moved::Sown { who, outcome } => sowing_sentence(who_key(*who), &name(*who), outcome),
        Moved::Swapped(who) => format!("{} swapped sides.", name(*who)),
    }
}

/// Whose turn it is, or how the game ended, or who the room waits for.
fn turn(turn: &Turn) -> String {
    match turn {
        Turn::Over(finish) => format!("Game over. {}", self::finish(*finish)),
        Turn::Waiting { seated: true } => {
            "Waiting for your friend: send them the invite link.".to_string()
        }
        Turn::Waiting { seated: false } => "Waiting for the second player.".to_string(),
        Turn::ToMove {
            who: Who::Me,
            swap: true,
        } => "Your turn: sow, or swap sides.".to_string(),
        Turn::ToMove {
            who: Who::Me,
            swap: false,
        } => "Your turn.".to_string(),
        Turn::ToMove { who, swap: true } => format!("{} to move: sow, or swap sides.", name(*who)),
        Turn::ToMove { who, swap: false } => format!("{} to move.", name(*who)),
    }
}

/// How the game ended, in a sentence.
fn finish(finish: Finish) -> String {
    let wins = |winner: Who| match winner {
        Who::Me => "You win".to_string(),
        who => format!("{} wins", name(who)),
    };
    match finish {
        Finish::Won {
            winner,
            margin,
            high,
            low,
        } => format!("{} by {}, {high} to {low}.", wins(winner), seeds(margin)),
        Finish::Drawn { each } => format!("A draw, {each} each."),
        Finish::Resigned { who, winner } => {
            format!("{} resigned. {}.", name(who), wins(winner))
        }
        Finish::Abandoned { who, winner } => {
            let is = if who == Who::Me { "were" } else { "was" };
            format!(
                "{} {is} away too long and lost. {}.",
                name(who),
                wins(winner)
            )
        }
    }
}

/// Who is in the room: one line.
pub fn presence(presence: &Presence) -> String {
    let is = |who: Who| if who == Who::Me { "are" } else { "is" };
    let their = |who: Who| if who == Who::Me { "your" } else { "their" };
    match *presence {
        Presence::Unheard => PRESENCE_OFF_LINE.to_string(),
        Presence::Free(who @ Who::Player(_)) => format!("{}'s seat is free.", name(who)),
        Presence::Free(_) => "Your friend has not come yet.".to_string(),
        Presence::Here(who) => format!("{} {} here.", name(who), is(who)),
        Presence::Away {
            who,
            left: Some(left),
        } => format!(
            "{} {} away: {} left to come back on {} own turns.",
            name(who),
            is(who),
            clock(left),
            their(who)
        ),
        Presence::Away { who, left: None } => format!("{} {} away.", name(who), is(who)),
        Presence::Watching(1) => "1 person is watching.".to_string(),
        Presence::Watching(n) => format!("{n} people are watching."),
    }
}

/// The turn clock's line.
pub fn countdown(countdown: Countdown) -> String {
    match countdown {
        Countdown::Unheard => CLOCK_OFF_LINE.to_string(),
        Countdown::Runs {
            mover: Who::Me,
            left,
        } => format!("Your turn: {} left", clock(left)),
        Countdown::Runs { mover, left } => format!("{} to move: {} left", name(mover), clock(left)),
    }
}
