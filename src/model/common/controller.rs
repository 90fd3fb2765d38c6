//! The one shape of every mode's controller: an action and the page's context in, what it
//! wants done out, in order. The router hands each mode its actions through it, and maps each
//! mode's wants into the page's effects.

use super::context::Context;

/// A mode's controller (play, the analysis board, the lessons, Train, online play).
pub(crate) trait Controller {
    /// What is done in the mode, or what the page saw for it.
    type Action;
    /// What the controller asks the router to do.
    type Want;

    /// Carries out `action`, with the time and settings of `ctx`, and says in `out` what the
    /// page should do, in order.
    fn act(&mut self, action: Self::Action, ctx: &Context, out: &mut Vec<Self::Want>);

    /// Carries out `action`, and hands back what it wants done.
    fn wants(&mut self, action: Self::Action, ctx: &Context) -> Vec<Self::Want> {
        let mut out = Vec::new();
        self.act(action, ctx, &mut out);
        out
    }
}
