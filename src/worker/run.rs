//! The loop inside the Web Worker (see the parent module).

use std::cell::RefCell;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::js_sys::Uint8Array;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use rand::SeedableRng;
use rand::rngs::SmallRng;

use crate::engine::players::TABLE_LOG2_SLOTS;
use crate::engine::search::{Limits, Table, best_move};
use crate::engine::{Player, Position, Rules};

/// Starts the worker. Only meaningful inside a dedicated worker; elsewhere (the search module
/// imported by the page when no worker can start) it does nothing.
pub fn start() {
    let Ok(scope) = js_sys_global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        return;
    };
    // A panic is reported on the console before the module stops.
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("mancala search: {info}").into());
    }));
    let reply_to = scope.clone();
    let clock = scope.performance();
    warm_up();
    // One table for the worker's life: what it learned on one move helps the next.
    let table = RefCell::new(Table::new(TABLE_LOG2_SLOTS));
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let message = Uint8Array::new(&event.data()).to_vec();
        let now = || clock.as_ref().map_or(0.0, |p| p.now());
        let reply = super::budget::answer_message(&message, &mut table.borrow_mut(), &now);
        // A failed post means the page has gone; there is nobody left to tell.
        let _ = reply_to.post_message(&Uint8Array::from(&reply.encode()[..]));
        // Then, while the person thinks, the endgame table for this game, once.
        super::budget::prepare(&message, &mut table.borrow_mut());
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = scope.post_message(&Uint8Array::from(
        &super::protocol::FromWorker::Ready.encode()[..],
    ));
}

/// A short search from the opening, thrown away. The browser first runs new wasm code through
/// a quick baseline compiler and only optimises the functions it sees running hot, so without
/// this the computer's first move would search at a fraction of its speed.
fn warm_up() {
    let start = Position::start(Rules::KALAH, Player::South);
    let mut table = Table::new(12);
    let mut rng = SmallRng::seed_from_u64(0);
    let _ = best_move(
        &start,
        Limits::nodes(WARM_UP_NODES),
        &mut table,
        &mut || false,
        &mut rng,
    );
}

/// Positions the warm-up visits: enough for the browser to optimise the search (a few tens of
/// milliseconds), few enough not to delay the first reply noticeably.
const WARM_UP_NODES: u64 = 100_000;

/// The global object of whatever context this runs in.
fn js_sys_global() -> JsValue {
    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(thread_local_v2, js_name = globalThis)]
        static GLOBAL: JsValue;
    }
    GLOBAL.with(JsValue::clone)
}
