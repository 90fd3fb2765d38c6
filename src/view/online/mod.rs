//! Online: making a live room, and the room itself: its invite and watch links, who is here,
//! the turn clock, the board with this page's own row at the bottom, the status line that says
//! each move, and resign, rematch and leave. Built in a part of the page module of its own (the
//! `online` split point, see `later`), with the room's socket (`web::room`), fetched when the
//! mode first opens.
//!
//! Everything the server sends reaches the page as text nodes, never as markup. The board and
//! its keys are the shared board's (`common::board`: ←/→, Home/End, Enter or Space, 1 to 6),
//! with this page's own row at the bottom; a move that arrives is shown seed by seed, as the
//! computer's are in play (at once under reduced motion), changing the cells in place, so
//! keyboard focus stays where it was, and the status line, a polite live region, says what the
//! move did.

use std::cell::Cell;
use std::rc::Rc;

use leptos::prelude::*;

use crate::engine::Player;
use crate::model::online::frames::at_rest;
use crate::model::online::words::{self, Place, turn_label};
use crate::model::online::{
    Closed, Handoff, InRoom, Line, LinkSent, OnlineAction, Shown, TURN_CHOICES,
};
use crate::model::share::link::RoomLink;
use crate::model::words::online as say;
use crate::view::common::board::{self as shared, Did, Ids, Owner, Replay, mode_board};
use crate::view::{Part, Ui, common::focus_later, use_ui};
use crate::web::{self, room::Rooms};

thread_local! {
    /// Whether the runtime has been given what carries out a room's effects.
    static INSTALLED: Cell<bool> = const { Cell::new(false) };
    /// Set when a control opens the mode: it takes focus once it is drawn.
    static FOCUS: Cell<bool> = const { Cell::new(false) };
    /// The room's one-second timer, while the room is shown: the page's own timer type, so
    /// that the first part of the page module needs no other.
    static TICKER: Cell<Option<gloo_timers::callback::Interval>> = const { Cell::new(None) };
}

/// Gives the page's runtime the room's adapter, once: from then on the session's effects for a
/// room are carried out, and what the socket does comes back as actions.
fn install(ui: Ui) {
    if INSTALLED.replace(true) {
        return;
    }
    if let Some(runtime) = crate::view::runtime() {
        let rooms = Rooms::new(Rc::new(move |action| ui.send_online(action)));
        runtime.on_room(Rc::new(move |effect| rooms.run(effect)));
    }
}

/// Opens the mode from a control (the navigation), which hands it keyboard focus.
pub(crate) fn open(ui: Ui) {
    install(ui);
    FOCUS.set(true);
    ui.send_online(OnlineAction::Open {
        seats: web::storage::seats(),
    });
}

/// The ids of a room's cells.
const IDS: Ids = Ids {
    pits: ["online-pit-", "online-pit-n-"],
    stores: ["online-store", "online-store-n"],
};

/// Whose a row of the room's board is: this page's own, the other player's, or to a watcher
/// a seat by its number.
fn owner(player: Player) -> Owner {
    let rows = in_room(use_ui(), |room| room.and_then(InRoom::rows));
    match rows {
        Some(rows) => {
            let who = rows[player.index()];
            Owner {
                who: words::who_key(who),
                name: words::name(who),
            }
        }
        None => shared::yours_or_theirs(player),
    }
}

/// What a room does with what is done on its board: a pit of this page's own row is sown.
fn did(did: Did) {
    if let Did::Sow(Player::South, pit) = did {
        act(use_ui(), OnlineAction::Sow(pit));
    }
}

/// Sends an action of the mode.
fn act(ui: Ui, action: OnlineAction) {
    ui.send_online(action);
}

/// Reads the room the page is in, for what `part` shows.
fn in_room<R>(ui: Ui, read: impl FnOnce(Option<&InRoom>) -> R) -> R {
    ui.with(Part::Online, |s| read(s.online().and_then(|o| o.room())))
}

/// The mode, while it is open.
#[component]
pub(crate) fn Online() -> impl IntoView {
    let ui = use_ui();
    install(ui);
    // A room asked for by the address: entered now that this part is in.
    if ui.peek(|s| {
        s.online()
            .is_some_and(|o| matches!(o.shown(), Shown::Asked(_)))
    }) {
        act(
            ui,
            OnlineAction::Open {
                seats: web::storage::seats(),
            },
        );
    }
    let open = move || ui.with(Part::Online, |s| s.online().is_some());
    view! {
        <Show when=open>
            <OnlineOpen/>
        </Show>
    }
}

/// What the mode shows: making a room, waiting for someone to play, or the room.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Page {
    Lobby,
    Queue,
    Room,
}

#[component]
fn OnlineOpen() -> impl IntoView {
    let ui = use_ui();
    let page = Memo::new(move |_| {
        ui.with(Part::Online, |s| match s.online().map(|o| o.shown()) {
            Some(Shown::Lobby { .. }) | None => Page::Lobby,
            Some(Shown::Queue(_)) => Page::Queue,
            Some(_) => Page::Room,
        })
    });
    Effect::new(move |before: Option<()>| {
        page.track();
        if before.is_some() || FOCUS.replace(false) {
            focus_later("#online-title");
        }
    });
    view! {
        <section id="online" class="study online" aria-labelledby="online-title">
            <div class="study-head">
                <h2 id="online-title" tabindex="-1">{say::play_online()}</h2>
                <button type="button" id="online-close" on:click=move |_| {
                    act(ui, OnlineAction::Close);
                    crate::view::common::focus_pit_row();
                }>{say::online_back_to_game()}</button>
            </div>
            {move || match page.get() {
                Page::Lobby => view! { <Lobby/> }.into_any(),
                Page::Queue => view! { <Queue/> }.into_any(),
                Page::Room => view! { <Room/> }.into_any(),
            }}
        </section>
    }
}

/// Making a room with the game's settings and a turn clock.
#[component]
fn Lobby() -> impl IntoView {
    let ui = use_ui();
    let choice = RwSignal::new(0usize);
    let alternate = RwSignal::new(true);
    let settings = move || ui.with(Part::Page, |s| words::intro(s.settings().game));
    let lobby = move || {
        ui.with(Part::Online, |s| match s.online().map(|o| o.shown()) {
            Some(Shown::Lobby { making, said, .. }) => (*making, said.clone()),
            _ => (false, None),
        })
    };
    // The room just left with its game under way, to go back to.
    let left = move || {
        ui.with(Part::Online, |s| match s.online().map(|o| o.shown()) {
            Some(Shown::Lobby { left, .. }) => *left,
            _ => None,
        })
    };
    let options = TURN_CHOICES
        .iter()
        .enumerate()
        .map(|(index, &turn)| view! { <option value=index.to_string()>{turn_label(turn)}</option> })
        .collect_view();
    view! {
        <p class="online-intro">{settings}</p>
        <p class="study-tools">
            <label for="online-turn">{say::online_turn_clock()}" "</label>
            <select id="online-turn" on:change=move |event| {
                choice.set(event_target_value(&event).parse().unwrap_or(0));
            }>{options}</select>
        </p>
        <p class="study-tools">
            <input type="checkbox" id="online-alternate" prop:checked=move || alternate.get()
                on:change=move |event| alternate.set(event_target_checked(&event))/>
            <label for="online-alternate">{say::alternate_opener()}</label>
        </p>
        <p class="study-tools">
            <button type="button" id="online-create" class="primary"
                disabled=move || lobby().0
                on:click=move |_| {
                    let turn = TURN_CHOICES.get(choice.get_untracked()).copied().flatten();
                    act(ui, OnlineAction::Create {
                        turn,
                        alternate: alternate.get_untracked(),
                        fresh: web::random_secret(),
                    });
                }>
                {move || if lobby().0 { say::making_room() } else { say::make_room() }}
            </button>
            <button type="button" id="online-queue"
                disabled=move || lobby().0
                on:click=move |_| {
                    let turn = TURN_CHOICES.get(choice.get_untracked()).copied().flatten();
                    act(ui, OnlineAction::Queue {
                        turn,
                        page: web::random_seed(),
                    });
                }>{say::play_someone_now()}</button>
        </p>
        <p id="online-said" class="study-said" role="status" aria-live="polite"
            class:refusal=move || lobby().1.is_some()>
            {move || lobby().1.as_ref().map(words::lobby).unwrap_or_default()}
        </p>
        <Show when=move || left().is_some()>
            <p class="study-tools">
                <button type="button" id="online-back" on:click=move |_| {
                    if let Some(link) = left() {
                        act(ui, OnlineAction::Join(link));
                    }
                }>{say::back_to_room()}</button>
            </p>
        </Show>
    }
}

/// Waiting for someone to play: the choice, who else waits and plays, and a way out.
#[component]
fn Queue() -> impl IntoView {
    let ui = use_ui();
    let queued = move || {
        ui.with(Part::Online, |s| match s.online().map(|o| o.shown()) {
            Some(Shown::Queue(queued)) => Some(queued.clone()),
            _ => None,
        })
    };
    let said = move || queued().map(|q| words::waiting(&q)).unwrap_or_default();
    let line = move || {
        queued().map_or_else(String::new, |q| match q.said {
            Some(_) => words::unreadable(),
            None => words::line(q.line, Place::Queue),
        })
    };
    // The server ended the wait (it is full): the page offers to join the line again, with the
    // same clock.
    let ended = move || queued().filter(|q| !q.waiting()).map(|q| q.turn);
    view! {
        <p id="online-line" class="study-said refusal" role="status">{line}</p>
        <p id="online-said" class="study-said" role="status" aria-live="polite">{said}</p>
        <p class="study-tools">
            <Show when=move || ended().is_some()>
                <button type="button" id="online-queue-again" class="primary" on:click=move |_| {
                    if let Some(turn) = ended() {
                        act(ui, OnlineAction::Queue { turn, page: web::random_seed() });
                    }
                }>{say::try_again()}</button>
            </Show>
            <button type="button" id="online-queue-leave" on:click=move |_| {
                act(ui, OnlineAction::Leave);
            }>{move || if ended().is_some() { say::back() } else { say::stop_waiting() }}</button>
        </p>
    }
}

/// The room: links, who is here, the clock, the board, the status line and the buttons.
#[component]
fn Room() -> impl IntoView {
    let ui = use_ui();
    // The page's clock, a second at a time, for the countdowns; each second also lets the
    // controller say the turn clock's warnings.
    let now = RwSignal::new(web::now_ms());
    TICKER.set(Some(gloo_timers::callback::Interval::new(
        1000,
        move || {
            now.set(web::now_ms());
            act(ui, OnlineAction::Tick);
        },
    )));
    on_cleanup(|| TICKER.set(None));
    // The board at rest: the room's position with its last move marked, this page's own row
    // at the bottom, and its pits playable on its turn.
    let rest = Memo::new(move |_| {
        in_room(ui, |room| {
            room.and_then(|r| {
                let mine = r.player();
                Some(at_rest(
                    r.record()?,
                    mine.unwrap_or(Player::South),
                    mine,
                    r.my_turn(),
                ))
            })
            .unwrap_or_default()
        })
    });
    // The moves that come with a state are shown seed by seed; a newer state's sowing takes
    // over from one still on its way.
    let replay = Replay::new();
    let sowing = Memo::new(move |_| in_room(ui, |room| room.map(|r| r.playback().id)));
    Effect::new(move |_| {
        if sowing.get().is_some_and(|id| id > 0) {
            let (frames, interval) = ui.peek(|s| {
                s.online()
                    .and_then(|o| o.room())
                    .map_or((Vec::new(), 0), |r| {
                        (r.playback().frames.clone(), r.playback().interval)
                    })
            });
            replay.play(frames, interval);
        }
    });
    let board = mode_board(shared::Shown {
        cells: replay.over(rest),
        owner,
        focus: None,
        ids: &IDS,
        described_by: None,
        did,
    });
    let invite = Memo::new(move |_| in_room(ui, |room| room.and_then(InRoom::invite_link)));
    let watch = Memo::new(move |_| in_room(ui, |room| room.map(InRoom::watch_link)));
    let seated = Memo::new(move |_| in_room(ui, |room| room.is_some_and(|r| r.seat().is_some())));
    let line = move || {
        in_room(ui, |room| {
            room.map_or_else(String::new, |r| words::line(r.line(), Place::Room))
        })
    };
    // Another tab or device took the seat: this page offers to take it back.
    let replaced = move || {
        in_room(ui, |room| {
            room.is_some_and(|r| r.line() == Line::Closed(Closed::Replaced))
        })
    };
    let rows = move || {
        in_room(ui, |room| {
            room.map(|room| words::rows(room.seat().is_some(), room.rows()))
                .unwrap_or_default()
        })
    };
    let presence = move || {
        let now = now.get();
        in_room(ui, |room| room.map(|r| r.presence(now)).unwrap_or_default())
            .into_iter()
            .map(|line| view! { <li>{words::presence(&line)}</li> })
            .collect_view()
    };
    let clock = move || {
        let now = now.get();
        in_room(ui, |room| {
            room.and_then(|r| r.countdown(now)).map(words::countdown)
        })
    };
    // The moves played, on the status line, for a test to wait on.
    let ply = move || in_room(ui, |room| room.and_then(InRoom::record).map(|r| r.ply()));
    let said = move || {
        in_room(ui, |room| {
            room.map(|r| words::said(r.said())).unwrap_or_default()
        })
    };
    let can = move |check: fn(&InRoom) -> bool| move || in_room(ui, |room| room.is_some_and(check));
    let over = Memo::new(move |_| in_room(ui, |room| room.is_some_and(InRoom::over)));
    let watching = move || !seated.get();
    let full = Memo::new(move |_| in_room(ui, |room| room.is_some_and(InRoom::full)));
    view! {
        <p id="online-line" class="study-said refusal" role="status">{line}</p>
        <Show when=replaced>
            <p class="study-tools">
                <button type="button" id="online-play-here" class="primary"
                    on:click=move |_| act(ui, OnlineAction::PlayHere)>{say::play_here()}</button>
            </p>
        </Show>
        // The links come first while the room waits for the friend, and after the board once
        // both are here, so that a phone shows the board without scrolling.
        <Show when=move || !full.get()>
            <Links invite=invite watch=watch/>
        </Show>
        <ul id="online-presence" class="online-presence">{presence}</ul>
        <p id="online-clock" class="online-clock">{clock}</p>
        <p id="online-rows" class="learn-step">{rows}</p>
        {board}
        <p id="online-said" class="study-said" role="status" aria-live="polite" data-ply=ply>
            {said}
        </p>
        <div class="study-tools">
            <Show when=can(InRoom::may_swap)>
                <button type="button" id="online-swap" on:click=move |_| act(ui, OnlineAction::Swap)>
                    {say::swap_sides()}
                </button>
            </Show>
            <Show when=can(InRoom::may_resign)>
                <button type="button" id="online-resign" on:click=move |_| act(ui, OnlineAction::Resign)>
                    {say::resign()}
                </button>
            </Show>
            <Show when=can(InRoom::may_rematch)>
                <button type="button" id="online-rematch" class="primary"
                    on:click=move |_| act(ui, OnlineAction::Rematch)>{say::rematch()}</button>
            </Show>
            <Show when=move || over.get()>
                <button type="button" id="online-review" on:click=move |_| {
                    act(ui, OnlineAction::Review);
                    crate::view::common::focus_pit_row();
                }>{say::open_in_analysis()}</button>
            </Show>
            <button type="button" id="online-leave" on:click=move |_| act(ui, OnlineAction::Leave)>
                {move || if watching() { say::stop_watching() } else { say::leave_room() }}
            </button>
        </div>
        <Show when=move || full.get()>
            <Links invite=invite watch=watch/>
        </Show>
    }
}

/// The room's links: the invite, for a seated page while the other seat is free, and the
/// watch link.
#[component]
fn Links(invite: Memo<Option<RoomLink>>, watch: Memo<Option<RoomLink>>) -> impl IntoView {
    view! {
        <Show when=move || invite.with(Option::is_some)>
            <Share link=invite watch=false/>
        </Show>
        <Share link=watch watch=true/>
    }
}

/// A room's link, to copy or share: the invite (which seats one person, once) or the watch
/// link.
#[component]
fn Share(link: Memo<Option<RoomLink>>, watch: bool) -> impl IntoView {
    let ui = use_ui();
    let address = move || {
        link.get()
            .map(|link| web::address::link_with(&link.to_string()))
            .unwrap_or_default()
    };
    let (id, label, copy, share, title) = match watch {
        false => (
            "online-invite",
            say::invite_link(),
            say::copy_invite(),
            say::share_invite(),
            say::invite_title(),
        ),
        true => (
            "online-watch",
            say::watch_link(),
            say::copy_watch_link(),
            say::share_watch_link(),
            say::watch_title(),
        ),
    };
    // Where the browser has a share sheet (phones, mostly), a second button opens it.
    let sheet = web::clipboard::can_share().then(|| {
        view! {
            <button type="button" id=format!("{id}-share") on:click=move |_| {
                web::clipboard::share(&title, &address(), move |sent| {
                    if let Some(ok) = sent {
                        act(ui, OnlineAction::LinkSent(LinkSent { by: Handoff::ShareSheet, watch, ok }));
                    }
                });
            }>{share}</button>
        }
    });
    view! {
        <p class="study-tools online-share">
            <label for=id>{label}</label>
            <input id=id type="text" readonly prop:value=address size="34"/>
            <button type="button" id=format!("{id}-copy") on:click=move |_| {
                web::clipboard::copy_text(&address(), move |ok| {
                    act(ui, OnlineAction::LinkSent(LinkSent { by: Handoff::Clipboard, watch, ok }));
                });
            }>{copy}</button>
            {sheet}
        </p>
    }
}
