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
