//! The one switch between modes. Play is the page's ground floor: its game stays on the table
//! while another mode is open, set aside (its move shown to the end, its request to the
//! computer dropped, its clock stopped), and goes on as it was when the page comes back to
//! it. Which mode is open is one field, [`Open`], so two are never open at once.

use super::{Effect, Open, Session};
use crate::model::online;

impl Session {
    /// Opens `to` in place of the mode open, and says whether it did: nothing changes if `to`
    /// is open already. Leaving play sets its game aside; coming back to it drops the closed
    /// mode's request to the computer, shows the settings in the address again, and lets the
    /// game go on.
    pub(super) fn switch(&mut self, to: Open, now: f64, out: &mut Vec<Effect>) -> bool {
        if std::mem::discriminant(&self.open) == std::mem::discriminant(&to) {
            return false;
        }
        let back_to_play = matches!(to, Open::Play);
        if !back_to_play {
            self.set_aside(now, out);
        }
        match std::mem::replace(&mut self.open, to) {
            Open::Learn => self.lessons.close(),
            Open::Train => self.train.close(),
            Open::Online => {
                if self.online.close() {
                    out.push(Effect::Online(online::Want::Disconnect));
                }
            }
            Open::Play | Open::Study(_) => {}
        }
        if back_to_play {
            self.cancel_request(out);
            out.push(self.preferences.address());
            let ctx = &mut self.context(now);
            self.play_door(|play, out| play.next_turn(ctx, out), out);
        }
        true
    }

    /// Whether the game is set aside for another mode: it waits, its clock stopped and its
    /// computer not asked.
    pub(super) fn aside(&self) -> bool {
        !matches!(self.open, Open::Play)
    }

    /// Sets the game aside, or the open mode's request: the move being shown to its end, any
    /// request to the computer dropped.
    fn set_aside(&mut self, now: f64, out: &mut Vec<Effect>) {
        if self.play.table().animating() {
            let ctx = &mut self.context(now);
            self.play_door(|play, out| play.finish_move(ctx, out), out);
        }
        self.cancel_request(out);
    }

    /// Drops the request to the computer, whichever mode it is for, and what play waits for.
    pub(super) fn cancel_request(&mut self, out: &mut Vec<Effect>) {
        let pausing = self.play.drop_asked();
        out.extend(self.computer.cancel(pausing));
    }
}
