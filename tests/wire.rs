//! The wire format the page and the room server share (`src/room/protocol.rs`): every HTTP
//! body, answer, refusal, query and id form round-trips through its one type, and reading is
//! strict, since the server reads what anyone sends and the page what any proxy sends back.

use mancala::engine::Rules;
use mancala::room::protocol::{
    DEFAULT_TURN, Invite, Made, NewRoom, Problem, QueueChoice, RoomId, Secret,
};
use proptest::prelude::*;

#[test]
fn a_new_room_round_trips_and_reads_its_defaults_and_nothing_else() {
    let rules: Rules = "6x5p".parse().expect("rules");
    let body = NewRoom::new(rules, Some(60), false, Secret(0xabc));
    assert_eq!(NewRoom::decode(&body.encode()), Ok(body.clone()));
    assert_eq!(body.rules, "6x5p");
    // The clock and the alternation may be left out: two minutes, and alternating.
    let short = format!(r#"{{"rules":"6x4","seat":"{}"}}"#, Secret(7));
    let read = NewRoom::decode(&short).expect("reads");
    assert_eq!((read.turn, read.alternate), (Some(DEFAULT_TURN), true));
    let none = format!(r#"{{"rules":"6x4","seat":"{}","turn":null}}"#, Secret(7));
    assert_eq!(NewRoom::decode(&none).map(|n| n.turn), Ok(None));
    for bad in [
        format!(r#"{{"rules":"6x4","seat":"{}","colour":"red"}}"#, Secret(7)),
        r#"{"rules":"6x4"}"#.to_string(),
        r#"{"rules":"6x4","seat":"0123"}"#.to_string(),
        format!(r#"{{"rules":6,"seat":"{}"}}"#, Secret(7)),
        format!(
            r#"{{"rules":"6x4","seat":"{}","x":"{}"}}"#,
            Secret(7),
            "a".repeat(5000)
        ),
    ] {
        assert!(NewRoom::decode(&bad).is_err(), "{bad}");
    }
}

#[test]
fn a_room_made_round_trips_and_its_id_is_checked() {
    let made = Made {
        room: RoomId::new("k3x9q2m7a1b8").expect("an id"),
        invite: Invite(0x1e7),
    };
    let text = made.encode();
    assert_eq!(
        text,
        r#"{"room":"k3x9q2m7a1b8","invite":"00000000000001e7"}"#
    );
    assert_eq!(Made::decode(&text), Ok(made));
    for bad in [
        r#"{"room":"K3X9Q2M7A1B8","invite":"00000000000001e7"}"#,
        r#"{"room":"short","invite":"00000000000001e7"}"#,
        r#"{"room":"k3x9q2m7a1b8"}"#,
        r#"{"room":"k3x9q2m7a1b8","invite":"00000000000001e7","seat":1}"#,
    ] {
        assert!(Made::decode(bad).is_err(), "{bad}");
    }
}

#[test]
fn every_problem_round_trips_as_a_code_and_anything_else_is_not_one() {
    let all = [
        Problem::Foreign,
        Problem::TooLong,
        Problem::Unreadable,
        Problem::Settings,
        Problem::ZeroSecret,
        Problem::Full,
        Problem::TooMany,
        Problem::NoRoom,
        Problem::Unavailable,
    ];
    for problem in all {
        assert_eq!(Problem::decode(&problem.encode()), Ok(problem));
    }
    assert_eq!(Problem::Full.encode(), r#"{"problem":"full"}"#);
    assert_eq!(Problem::NoRoom.encode(), r#"{"problem":"no_room"}"#);
    for bad in [
        r#"{"error":"The server is full."}"#,
        r#"{"problem":"melted"}"#,
        r#"{"problem":"full","why":"busy"}"#,
        "<html><body>502 Bad Gateway</body></html>",
    ] {
        assert!(Problem::decode(bad).is_err(), "{bad}");
    }
}

#[test]
fn a_queue_query_reads_its_defaults_and_refuses_anything_doubled_or_unknown() {
    let read = QueueChoice::parse("rules=6x4").expect("rules alone");
    assert_eq!((read.turn, read.page), (Some(DEFAULT_TURN), None));
    assert_eq!(
        QueueChoice::parse("turn=none&rules=6x5").map(|c| c.turn),
        Ok(None)
    );
    for bad in [
        "",
        "turn=60",
        "rules=6x4&rules=6x5",
        "rules=6x4&turn=soon",
        "rules=6x4&turn=60&turn=30",
        "rules=6x4&page=00000000000000A1",
        "rules=6x4&page=a1",
        "rules=6x4&colour=red",
        "rules",
        "rules=6x4;drop",
        "rules=",
    ] {
        assert!(QueueChoice::parse(bad).is_err(), "{bad:?}");
    }
}

#[test]
fn a_drawn_room_id_is_always_one_and_reads_back() {
    for draw in [[0u8; 12], [255u8; 12], [35u8; 12], [36u8; 12]] {
        let id = RoomId::drawn(draw);
        assert_eq!(RoomId::new(id.as_str()), Some(id));
    }
    assert_eq!(RoomId::drawn([0; 12]).as_str(), "aaaaaaaaaaaa");
    assert_eq!(RoomId::drawn([35; 12]).as_str(), "999999999999");
    assert_eq!(RoomId::new("aaaaaaaaaaa"), None);
    assert_eq!(RoomId::new("aaaaaaaaaaa-"), None);
}

proptest! {
    #[test]
    fn any_queue_choice_round_trips_through_its_query(
        seeds in 3u8..=6,
        turn in prop::option::of(prop::sample::select(vec![30u16, 60, 120, 300])),
        page in prop::option::of(any::<u64>()),
    ) {
        let rules: Rules = format!("6x{seeds}").parse().expect("rules");
        let choice = QueueChoice::new(rules, turn, page);
        prop_assert_eq!(QueueChoice::parse(&choice.query()), Ok(choice));
    }

    #[test]
    fn any_drawn_id_round_trips_through_its_json(draw in any::<[u8; 12]>()) {
        let made = Made { room: RoomId::drawn(draw), invite: Invite(draw[0].into()) };
        prop_assert_eq!(Made::decode(&made.encode()), Ok(made));
    }
}
