### The words of playing online: making a room or waiting for someone to play, the room
### itself (who is here, the turn clock, the status line, the links), and the room server's
### refusals, which the server sends as codes and the page words here. The players of a room
### are the person reading (`you`), their friend (who came by the invite) or opponent (whom
### the queue paired), or, to a page that only watches, player one or two.

## The players of a room, as a sentence names them and as their pits' names begin.

player-friend = Your friend
player-opponent = Your opponent
owner-friend = Your friend's
owner-opponent = Your opponent's

## The mode's heading and buttons.

play-online = Play online
online-back-to-game = Back to the game
online-turn-clock = Turn clock
alternate-opener = Take turns opening after a rematch
make-room = Make a room
making-room = Making a room…
play-someone-now = Play someone now
back-to-room = Back to the room
try-again = Try again
back = Back
stop-waiting = Stop waiting
play-here = Play here
swap-sides = Swap sides
resign = Resign
rematch = Rematch
open-in-analysis = Open in the move list and analysis
stop-watching = Stop watching
leave-room = Leave the room

## A room's links. An invite seats one person, once; a watch link lets anyone follow the game.

invite-link = Invite link
watch-link = Watch link
copy-invite = Copy invite
copy-watch-link = Copy watch link
share-invite = Share invite
share-watch-link = Share watch link
# The title of the message a phone's share sheet makes of the invite.
invite-title = Play Mancala with me
# The title of the message a phone's share sheet makes of the watch link.
watch-title = Watch a game of Mancala

## The turn clock a room is played with, as the list offers it.

clock-none = No clock

# $seconds (Number) - seconds a player has for each turn
clock-seconds = { $seconds } seconds a turn

# $minutes (Number) - minutes a player has for each turn
online-clock-minutes = { $minutes ->
    [one] { $minutes } minute a turn
   *[other] { $minutes } minutes a turn
}

## The same, inside a sentence.

clock-none-in-sentence = no clock

# $seconds (Number) - seconds a player has for each turn
clock-seconds-in-sentence = { $seconds } seconds a turn

# $minutes (Number) - minutes a player has for each turn
clock-minutes-in-sentence = { $minutes ->
    [one] { $minutes } minute a turn
   *[other] { $minutes } minutes a turn
}

## The game a room plays, in words: "4 seeds a pit, with the pie rule".

# $count (Number) - the seeds each pit starts with
settings-standard = { seeds } a pit, standard rules

# $count (Number) - the seeds each pit starts with
# $rules (Text) - the house rules that are on, as a list (rules-and)
settings-with = { seeds } a pit, with { $rules }

# $first (Text) - one house rule
# $rest (Text) - the rule or rules after it
rules-and = { $first } and { $rest }

online-rule-empty-capture = empty capture
online-rule-one-extra-turn = one extra turn
online-rule-both-stores = sow both stores
online-rule-skip-origin = skip the origin pit
online-rule-pie = the pie rule

## The lobby: making a room, or waiting for someone to play.

# $settings (Text) - the game a room made now plays (settings-standard or settings-with)
lobby-intro = A room plays the game's settings: { $settings }. Change them in the menu first if you like. Whoever opens your invite link plays you, and you move first; or play someone now, whoever else is waiting for the same settings and clock (the opener then alternates).

seeds-for-a-room = A room's pits start with 3 to 6 seeds.

# $settings (Text) - the game waited for (settings-standard or settings-with)
# $clock (Text) - its turn clock (clock-none-in-sentence and the others)
waiting-for-someone = Waiting for someone to play: { $settings }, { $clock }.

# $others (Number) - the other players waiting for the same game and clock
# $games (Number) - the games under way on the server
queue-crowd = Just now { $others ->
    [0] nobody else is waiting for the same
    [one] { $others } other player is waiting for the same
   *[other] { $others } other players are waiting for the same
}, and { $games ->
    [one] { $games } game is under way
   *[other] { $games } games are under way
}.

## The line that says how the page is connected to the room server.

connecting-to-room = Connecting to the room…
connecting = Connecting…
connection-lost = No connection to the room server just now. Trying again…
no-server = No room server answers at this address, so live games cannot be played from here. Everything else on the page plays as before.
# "Play here" is the button of that name (play-here).
seat-taken-elsewhere = This game is open in another tab or on another device now, which holds your seat, so this page has let go of it. Choose Play here to play on this page instead.
queue-server-full = The server is full just now and could not start a game, so you are no longer waiting. Try again in a moment.
left-game = You left a game that is still under way. It goes on without you: away for a minute of your own turns, you lose. Go back to the room to play on, or resign there to end it now.
server-unreadable = The room server sent something this page could not read, so nothing changed.
server-undecodable = The room server sent something this page could not read, so nothing changed. If the game was updated since this page opened, reload the page.
clock-off-line = The turn clock shows again once the room server answers.
presence-off-line = Who is in the room shows again once the room server answers.

## Why the room server made, opened or queued nothing.

not-made-foreign = The room server made no room: rooms are made from the game's own page.
not-made-too-long = The room server made no room: the request was too long.
not-made-unreadable = The room server made no room: it could not read the request. Reloading the page may help.
not-made-settings = The room server made no room: a room cannot be played with these settings.
not-made-zero-secret = The room server made no room: this browser gave no random secret for the seat.
not-made-full = The room server made no room: it is full just now; the games under way go on. Try again in a minute.
not-made-too-many = The room server made no room: too many rooms or connections came from this address. Wait a minute and try again.
not-made-no-room = The room server made no room: there is no such room.
not-made-unavailable = The room server made no room: it cannot keep rooms just now. Try again in a minute.

## Why the room server refused what this page sent.

refused-unreadable = The server could not read that message.
refused-out-of-order = That message came out of order.
refused-not-seated = You are watching this game, not playing in it.
refused-not-your-turn = It is not your turn.
refused-no-opponent = Your opponent has not come yet.
refused-stale = That move was already played.
refused-ahead = That move is ahead of the game.
refused-illegal = That move is not allowed here.
refused-over = The game is over.
refused-not-over = The game is still going on.
refused-unknown-seat = This page's seat is not one of this room's.
refused-full = Both seats are taken, so you are watching.
refused-wrong-invite = This invite is not this room's, so you are watching. Ask for the link again.
refused-busy = The server is busy. Try again in a moment.
refused-replaced = This game is now open in another tab or on another device.

## What came of handing a room's link on.

invite-copied = Invite link copied: send it to your friend. It seats one person, once.
watch-link-copied = Watch link copied: whoever opens it follows the game, with no seat.
online-link-not-copied = The link could not be copied: select it and copy it yourself.
invite-shared = Invite link shared. It seats one person, once.
watch-link-shared = Watch link shared.
link-not-shared = The link could not be shared: copy it instead.

## The room's status line.

entering-room = Entering the room…
paired = Paired: entering the room…

# $who (Choice: you, computer, one, two, friend, opponent, them) - whether the player whose time runs is the person reading
# $name (Text) - that player, as a sentence names them
# $seconds (Number) - seconds left
turn-warning = { $who ->
    [you] Your turn: { $seconds } seconds left.
   *[them] { $name } to move: { $seconds } seconds left.
}

# $who (Choice: you, computer, one, two, friend, opponent, them) - whether the player who opens the new game is the person reading
# $name (Text) - that player, as a sentence names them
# $turn (Text) - whose turn it is
new-game-swapped = { $who ->
    [you] A new game, with the seats swapped: You open. { $turn }
   *[them] A new game, with the seats swapped: { $name } opens. { $turn }
}

# $who (Choice: you, computer, one, two, friend, opponent, them) - whether the player who opens the new game is the person reading
# $name (Text) - that player, as a sentence names them
# $turn (Text) - whose turn it is
new-game-same-opener = { $who ->
    [you] A new game: You open again. { $turn }
   *[them] A new game: { $name } opens again. { $turn }
}

rematch-offered-by-you = You offered a rematch; waiting for your friend.

# $who (Choice: you, computer, one, two, friend, opponent, them) - who offers: the other player, to a player of the room
# $name (Text) - that player, as a sentence names them
rematch-offered = { $who ->
    [you] You offer a rematch: choose Rematch to accept.
   *[them] { $name } offers a rematch: choose Rematch to accept.
}

# $who (Choice: you, computer, one, two, friend, opponent, them) - who offers, to a page that watches
# $name (Text) - that player, as a sentence names them
rematch-offered-watching = { $who ->
    [you] You offer a rematch.
   *[them] { $name } offers a rematch.
}

waiting-for-friend = Waiting for your friend: send them the invite link.
waiting-for-second-player = Waiting for the second player.

# $who (Choice: you, computer, one, two, friend, opponent, them) - whether the winner is the person reading
# $name (Text) - the winner, as a sentence names them
wins = { $who ->
    [you] You win.
   *[them] { $name } wins.
}

# $who (Choice: you, computer, one, two, friend, opponent, them) - whether the player who resigned is the person reading
# $name (Text) - that player, as a sentence names them
# $result (Text) - who won, a sentence (wins)
resigned = { $who ->
    [you] You resigned. { $result }
   *[them] { $name } resigned. { $result }
}

# $who (Choice: you, computer, one, two, friend, opponent, them) - whether the player who stayed away is the person reading
# $name (Text) - that player, as a sentence names them
# $result (Text) - who won, a sentence (wins)
abandoned = { $who ->
    [you] You were away too long and lost. { $result }
   *[them] { $name } was away too long and lost. { $result }
}

## Who is in the room, and the turn clock.

# $who (Choice: you, computer, one, two, friend, opponent, them) - the player whose seat is free, to a page that watches
# $name (Text) - that player, as a sentence names them
seat-free = { $who ->
    [you] Your seat is free.
   *[them] { $name }'s seat is free.
}

friend-not-come = Your friend has not come yet.

# $who (Choice: you, computer, one, two, friend, opponent, them) - whether the player is the person reading
# $name (Text) - that player, as a sentence names them
here = { $who ->
    [you] You are here.
   *[them] { $name } is here.
}

# $who (Choice: you, computer, one, two, friend, opponent, them) - whether the player is the person reading
# $name (Text) - that player, as a sentence names them
away = { $who ->
    [you] You are away.
   *[them] { $name } is away.
}

# $who (Choice: you, computer, one, two, friend, opponent, them) - whether the player is the person reading
# $name (Text) - that player, as a sentence names them
# $time (Text) - the time left to come back, as minutes and seconds: 1:05
away-time-left = { $who ->
    [you] You are away: { $time } left to come back on your own turns.
   *[them] { $name } is away: { $time } left to come back on their own turns.
}

# $count (Number) - the people watching
watching = { $count ->
    [one] { $count } person is watching.
   *[other] { $count } people are watching.
}

# $who (Choice: you, computer, one, two, friend, opponent, them) - whether the player to move is the person reading
# $name (Text) - that player, as a sentence names them
# $time (Text) - the time left for the turn, as minutes and seconds: 1:05
clock-runs = { $who ->
    [you] Your turn: { $time } left
   *[them] { $name } to move: { $time } left
}

rows-seated = Your row is the bottom one; your friend's is on top.

# $bottom (Number) - the player whose row is at the bottom, 1 or 2
# $top (Number) - the player whose row is on top, 1 or 2
rows-watching = You are watching. The bottom row is Player { $bottom }'s, the top row Player { $top }'s.
