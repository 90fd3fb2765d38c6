//! Play by link: two people on two devices, each move sent as a link holding the whole game
//! and the player it is for. This small pure module reads such a link as a visit opens, finds
//! how it stands to the game kept on the device, and says who may send a move and to whom.
//! The player this device plays (its seat) is the table's; every rule about it is here.

use crate::engine::Player;
use crate::model::game::{Game, Turn};
use crate::model::settings::{Opponent, Settings};
use crate::model::share::link;

use super::saving::SavedGame;
use crate::model::common::notices::{Fork, Notice, Parting};

/// The game a link holds (`game=`, in `read`, what the address says), at its last position,
/// with a notice for what of it could not be used (`None` when the link holds no game or none
/// of it can be used), and, in a two-player game sent by link (`play=`), the player this device
/// plays.
pub(crate) fn linked_game(
    read: link::Read,
    settings: &Settings,
    notices: &mut Vec<Notice>,
) -> (Option<Game>, Option<Player>) {
    let Some(text) = read.game else {
        return (None, None);
    };
    let (game, notice) = link::read_game(settings.game, &text);
    notices.extend(notice.map(Notice::LinkGame));
    let seat = read.seat.filter(|_| {
        game.as_ref()
            .is_some_and(|g| g.settings().opponent == Opponent::Human)
    });
    (game, seat)
}

/// How a game sent by link stands to the game kept on this device, when that is not simply an
/// earlier point of it: older than it, or parting from it (a reply to an old link). The link's
/// game is the one shown and kept from then on; the notice says what differs, with a link back
/// to the game the device had, so that it is not lost without a word.
pub(crate) fn fork(linked: &Game, kept: Option<&SavedGame>) -> Option<Notice> {
    let kept = kept?;
    let ours = &kept.moves;
    let theirs = linked.record().moves();
    if kept.settings.game != linked.settings() || theirs.starts_with(ours) {
        return None;
    }
    let same = ours.iter().zip(theirs).take_while(|(a, b)| a == b).count();
    let kept_link = link::write_game(
        &kept.settings,
        Game::resume(kept.settings.game, ours, false).ok()?.record(),
    );
    let how = match theirs.get(same) {
        None => Parting::Older {
            kept_moves: ours.len(),
        },
        Some(&linked) => Parting::Differs {
            kept: ours[same],
            linked,
        },
    };
    Some(Notice::Fork(Fork {
        same,
        how,
        kept_link,
    }))
}

/// Who a sent move is for: the one who did not move last.
pub(crate) fn receiver(game: &Game) -> Player {
    match game.record().played().last() {
        Some(last) => last.mover().other(),
        None => game.position().to_move(),
    }
}

/// Whether "Send your move" applies to `game` with nothing being sown: a two-player game with
/// a move made, not in the middle of a turn, and, once the game is played by link, the turn of
/// the player on the other device.
pub(crate) fn can_send_move(game: &Game, seat: Option<Player>) -> bool {
    game.settings().opponent == Opponent::Human
        && game.record().played().last().is_some_and(|last| {
            // Not in the middle of a turn: an extra turn is still the sender's to play.
            game.turn() == Turn::Over || last.mover() != game.position().to_move()
        })
        && seat.is_none_or(|seat| game.turn() != Turn::Person(seat))
}

/// What copying the link that sends the last move of `game` came to: on success, the player
/// this device plays from then on (the one who moved); otherwise the notice that gives the link
/// to send by hand.
pub(crate) fn sent(game: &Game, link: String, copied: bool) -> Result<Player, Notice> {
    let to = receiver(game);
    if copied {
        Ok(to.other())
    } else {
        Err(Notice::MoveNotCopied {
            to: game.role(to),
            link,
        })
    }
}

/// Whether the side to move in `game` plays on the other device, in a game played by link where
/// this device plays `seat`.
pub(crate) fn elsewhere(game: &Game, seat: Option<Player>) -> bool {
    seat.is_some_and(|seat| seat != game.position().to_move())
}
