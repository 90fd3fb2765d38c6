### Why a pasted game record or game link was not opened. A record is a format, not words: its
### tag names (South, North, Side, Seeds, Rules, Sweep, Start, Result, Date), its values (You,
### Computer, Player 1, Player 2, first, second, alternate, own, runner, none, empty-capture…)
### and its moves stay in English in every language, as the record writes them. Values named
### `$quoted` come quoted already, with hidden characters spelled out; numbers that count moves
### and rounds come as written. Values are declared as in `main.ftl`.

record-empty = There is nothing here to open: paste a game record or a game link.

# $chars (Text) - the text's length in characters, as written
record-too-long = This text is longer than any game record ({ $chars } characters), so it was not read.

# $quoted (Text) - how the text begins, quoted
record-not-a-record = This is not a game record or a game link: a record begins with its tags, such as [South "You"], and this text begins { $quoted }.

# $quoted (Text) - the part in brackets, quoted
record-not-a-tag = { $quoted } is not written as a tag is, [Name "value"].

# $quoted (Text) - the name given, quoted
# $tags (Text) - the record's tag names, a comma list
record-unknown-tag = { $quoted } is not a tag of a game record; its tags are { $tags }.

# $tag (Text) - the tag's name, such as Seeds
record-repeated-tag = The { $tag } tag is given more than once.

# $tag (Text) - the tag's name
record-missing-tag = The record has no { $tag } tag, and every record needs one.

# $quoted (Text) - the value given, quoted
# $tag (Text) - the tag's name
# $takes (Text) - what the tag takes (one of the record-takes messages)
record-bad-value = { $quoted } is not a value for the { $tag } tag, which takes { $takes }.

## What each tag takes, for record-bad-value.

record-takes-date = a day written as 2026-12-02
record-takes-south = You, or Player 1 in a two-player game
record-takes-north = Computer and a level, such as “Computer, Hard (level 7)”, or Player 2 in a two-player game
record-takes-side = first, second or alternate
record-takes-seeds = 3 to 6
record-takes-rules = a comma list of empty-capture, one-extra-turn, both-stores, skip-origin and pie, each at most once
record-takes-sweep = own, runner or none
record-takes-start = a start of the game the other tags set up, in the engine's text
record-takes-result = the result the moves come to

## What is wrong with the players or the moves.

# $south (Text) - the South tag's value, quoted
# $north (Text) - the North tag's value, quoted
record-players = { $south } and { $north } do not play one game together: against the computer the players are You and the computer, and in a two-player game Player 1 and Player 2.

# $round (Text) - the round, from 1, as written
# $quoted (Text) - what stands where its number should, quoted
record-round-number = Round { $round } of the moves should begin with “{ $round }.”, not { $quoted }.

# $round (Text) - the round, from 1, as written
record-missing-bar = Round { $round } of the moves goes on after its first turn with no “|” before the second.

# $round (Text) - the round, from 1, as written
record-empty-turn = Round { $round } of the moves has a turn with no moves in it.

# $number (Text) - the move's number in the game, from 1, as written
# $round (Text) - its round, from 1, as written
# $quoted (Text) - the move as written, quoted
record-not-a-move = Move { $number } (in round { $round }), { $quoted }, is not a pit or a swap.

# $number (Text) - the move's number in the game, from 1, as written
# $round (Text) - its round, from 1, as written
# $quoted (Text) - the move as written, quoted
# $reason (Text) - why the rules refuse it, a clause
record-illegal = Move { $number } (in round { $round }), { $quoted }, cannot be played: { $reason }.

# $number (Text) - the move's number in the game, from 1, as written
# $round (Text) - its round, from 1, as written
# $quoted (Text) - the move as written, quoted
record-turn-over = Move { $number } (in round { $round }), { $quoted }, is written in a turn that is over: the move before it gave no extra turn, so the other player was to move.

# $number (Text) - the move's number in the game, from 1, as written
# $round (Text) - its round, from 1, as written
# $quoted (Text) - the move as written, quoted
record-extra-turn-left = Move { $number } (in round { $round }), { $quoted }, earned an extra turn, so its turn cannot end there.

# $quoted (Text) - the Result tag's value, quoted
# $actual (Text) - the result the moves come to, as the Result tag writes it
record-wrong-result = The result { $quoted } is not what the moves come to: { $actual }.

record-no-game-in-link = This link holds no game to open: a game link has “game=” in it, as “{ copy-game-link }” writes it.

## Why a position in the engine's text form (in a link or the puzzle file) cannot be read, a
## clause. These name that form as it is: `.` between its parts, `6x4` for the rules, `s`,
## `n`, `se` and `ne` for the side to move, `s` for a swap.

# $found (Number) - the parts the text has
position-parts = a position has 6 parts separated by '.', but this has { $found }

# $text (Text) - the rules as written
position-rules-text = '{ $text }' is not a rule set like 6x4 (pits x seeds, then house-rule letters)

# $most (Number) - the most pits a side may have
# $found (Text) - the pits written
position-pits = pits per side must be 1 to { $most }, not { $found }

# $most (Number) - the most seeds a pit may start with
# $found (Text) - the seeds written
position-seeds = seeds per pit must be 1 to { $most }, not { $found }

# $text (Text) - the side as written
position-side = '{ $text }' is not a side to move (s, n, se or ne)

# $text (Text) - the count as written
position-number = '{ $text }' is not a seed count

# $text (Text) - the moves as written
position-moves = '{ $text }' is not a list of moves (pit numbers, and s for a swap)

# $text (Text) - the position as it should be written
position-not-canonical = this game is over; a finished game is written with its seeds banked and South to move: { $text }

# $row (Choice: south, north) - the row, by its side's name
# $found (Number) - the pits it has
# $expected (Number) - the pits the rules give a row
position-row-length = { $row ->
    [south] South's row has { $found } pits; the rules say { $expected }
   *[north] North's row has { $found } pits; the rules say { $expected }
}

# $found (Text) - the seeds on the board, as written
# $expected (Number) - the seeds the rules start with
position-seed-total = the board holds { $found } seeds in all; the rules start with { $expected }

position-extra-turn = the position is marked as an extra turn, but that only applies under the one-extra-turn house rule

# $found (Text) - the seeds on the board, as written
# $most (Number) - the most a position holds
position-too-many-seeds = the board holds { $found } seeds in all; a position may hold at most { $most }

## Why a link's position or game was not opened, or where its game stops early.

# $reason (Text) - why, a clause (one of the link-position or position messages)
link-position-refused = The position in this link was not opened: { $reason }. The board shows the start instead.

# $quoted (Text) - the link's position, quoted
# $chars (Text) - its length in characters, as written
link-position-too-long = { $quoted } is longer than any position ({ $chars } characters)

# $quoted (Text) - the link's position, quoted
# $reason (Text) - why it is not a position (one of the position messages)
link-position-unreadable = { $quoted }: { $reason }

# $quoted (Text) - the link's position, quoted
link-position-no-seeds = { $quoted } has no seeds at all

# $reason (Text) - why, a clause (one of the link-game messages)
link-game-refused = The game in this link was not opened: { $reason }.

# $chars (Text) - the game's length in characters, as written
link-game-too-long = it is longer than any game ({ $chars } characters)

link-game-no-rules = its settings make no game

# $quoted (Text) - the game's start, quoted
link-game-other-start = its start { $quoted } is not the start of the game the link sets up

# $quoted (Text) - the game's start, quoted
link-game-not-a-position = { $quoted } is not a position

# $number (Text) - the move's number in the game, from 1, as written
# $quoted (Text) - the move as written, quoted
link-game-not-a-move = move { $number } ({ $quoted }) is not a pit or a swap

# $number (Text) - the move's number in the game, from 1, as written
# $pit (Number) - the pit it sows
# $reason (Text) - why the rules refuse it, a clause
link-game-illegal-sow = move { $number } (pit { $pit }) cannot be played: { $reason }

# $number (Text) - the move's number in the game, from 1, as written
# $reason (Text) - why the rules refuse it, a clause
link-game-illegal-swap = move { $number } (a swap) cannot be played: { $reason }

# $reason (Text) - why, a clause (one of the link-game messages)
# $kept (Number) - how many moves before it are shown
# $shown (Text) - the same count, as written
link-game-stops-early = { $kept ->
    [0] The game in this link stops early: { $reason }. It starts from the beginning.
    [one] The game in this link stops early: { $reason }. The move before it is shown.
   *[other] The game in this link stops early: { $reason }. The { $shown } moves before it are shown.
}
