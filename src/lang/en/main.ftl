### The words a first visit needs before the board can be played: the game, its status line,
### the board, the toolbar and the modes' names. Each other file is fetched with the part of
### the page that uses it.
###
### A message's values are declared in the comment above it, one a line: `$name (Kind)`, the
### kind being Number, Decimal N, Percent N, Text (words placed as they are) or Choice (a word
### that chooses a wording and is never shown). Where a sentence is about a player, `$who`
### says who: the person reading (`you`), the computer, player one or two of a game on one
### screen, or a friend or opponent online; `$name` names them as a sentence's subject does.
### English needs only `you` and the name; a language that declines, contracts or agrees
### writes the others out.

-language-name = English
-language-direction = ltr

## The players, as a sentence names them.

player-you = You
player-computer = Computer
player-one = Player 1
player-two = Player 2

## Whose the pits are, as their names say it.

owner-you = Your
owner-computer = Computer's
owner-player-one = Player 1's
owner-player-two = Player 2's

## Counts.

# $count (Number) - how many seeds
seeds = { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
}

# $count (Number) - how many moves
moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}

## What a move did.

# $who (Choice: you, computer, one, two, friend, opponent, them) - whether the mover is the person reading
# $name (Text) - the mover, as a sentence names them
# $pit (Number) - the pit sown, 1 to 6 from the mover's left
sowed = { $who ->
    [you] You sowed pit { $pit }.
   *[them] { $name } sowed pit { $pit }.
}

# $who (Choice: you, computer, one, two, friend, opponent, them) - whether the mover is the person reading
# $name (Text) - the mover, as a sentence names them
# $pit (Number) - the pit sown
sowed-extra-turn = { $who ->
    [you] You sowed pit { $pit }: extra turn.
   *[them] { $name } sowed pit { $pit }: extra turn.
}

# $who (Choice: you, computer, one, two, friend, opponent, them) - whether the mover is the person reading
# $name (Text) - the mover, as a sentence names them
# $pit (Number) - the pit sown
# $count (Number) - the seeds captured
sowed-captured = { $who ->
    [you] You sowed pit { $pit } and captured { seeds }.
   *[them] { $name } sowed pit { $pit } and captured { seeds }.
}

# $who (Choice: you, computer, one, two, friend, opponent, them) - whether the mover is the person reading
# $name (Text) - the mover, as a sentence names them
# $pit (Number) - the pit sown
# $count (Number) - the seeds captured
sowed-captured-extra-turn = { $who ->
    [you] You sowed pit { $pit } and captured { seeds }: extra turn.
   *[them] { $name } sowed pit { $pit } and captured { seeds }: extra turn.
}

# $who (Choice: you, computer, one, two, friend, opponent, them) - whether the mover is the person reading
# $name (Text) - the mover, as a sentence names them
swapped = { $who ->
    [you] You swapped sides.
   *[them] { $name } swapped sides.
}

## Whose turn it is, and how the game ended.

# $who (Choice: you, computer, one, two, friend, opponent, them) - whether the player to move is the person reading
# $name (Text) - the player to move
to-move = { $who ->
    [you] Your turn.
   *[them] { $name } to move.
}

# $who (Choice: you, computer, one, two, friend, opponent, them) - whether the player to move is the person reading
# $name (Text) - the player to move
to-move-or-swap = { $who ->
    [you] Your turn: sow, or swap sides.
   *[them] { $name } to move: sow, or swap sides.
}

# $result (Text) - how it ended, a sentence
game-over = Game over. { $result }

# $count (Number) - each player's seeds
draw = A draw, { $count } each.

# $who (Choice: you, computer, one, two, friend, opponent, them) - whether the winner is the person reading
# $name (Text) - the winner
# $count (Number) - the winning margin in seeds
# $high (Number) - the winner's seeds
# $low (Number) - the loser's seeds
won = { $who ->
    [you] You win by { seeds }, { $high } to { $low }.
   *[them] { $name } wins by { seeds }, { $high } to { $low }.
}

## What sowing a pit would do, said before it is sown.

# $pit (Number) - the pit
# $effect (Choice: extra-turn, capture, ends-game, nothing) - what the move does
# $count (Number) - the seeds a capture takes
lands-in-your-store = Pit { $pit }: the last seed lands in your store, for { $effect ->
    [extra-turn] an extra turn
    [capture] a capture of { $count }
    [ends-game] the end of the game
   *[nothing] no capture and no extra turn
}.

# $pit (Number) - the pit
# $effect (Choice: extra-turn, capture, ends-game, nothing) - what the move does
# $count (Number) - the seeds a capture takes
lands-in-other-store = Pit { $pit }: the last seed lands in the other store, for { $effect ->
    [extra-turn] an extra turn
    [capture] a capture of { $count }
    [ends-game] the end of the game
   *[nothing] no capture and no extra turn
}.

# $pit (Number) - the pit
# $landing (Number) - the pit the last seed lands in
# $effect (Choice: extra-turn, capture, ends-game, nothing) - what the move does
# $count (Number) - the seeds a capture takes
lands-in-your-pit = Pit { $pit }: the last seed lands in your pit { $landing }, for { $effect ->
    [extra-turn] an extra turn
    [capture] a capture of { $count }
    [ends-game] the end of the game
   *[nothing] no capture and no extra turn
}.

# $pit (Number) - the pit
# $landing (Number) - the pit the last seed lands in
# $effect (Choice: extra-turn, capture, ends-game, nothing) - what the move does
# $count (Number) - the seeds a capture takes
lands-in-their-pit = Pit { $pit }: the last seed lands in the other side's pit { $landing }, for { $effect ->
    [extra-turn] an extra turn
    [capture] a capture of { $count }
    [ends-game] the end of the game
   *[nothing] no capture and no extra turn
}.

## Why a move was refused.

not-your-turn-reason = it is not your turn
stale-answer-reason = that answer was for an earlier position

# $pit (Number) - the pit asked for
# $pits (Number) - how many pits a side has
no-such-pit-reason = there is no pit { $pit }; each side has { $pits }

# $pit (Number) - the pit
empty-pit-reason = pit { $pit } is empty

game-is-over-reason = the game is over
move-limit-reason = the game has reached its move limit
swap-not-offered-reason = a swap is offered only under the pie rule, to the second player, once the first player's first turn is over

## The status line: what just happened, then whose turn it is.

# $status (Text) - what the opening did and whose turn it is
new-game = New game. { $status }

# $turn (Text) - whose turn it is
game-resumed = Game resumed. { $turn }

# $status (Text) - whose turn it is
from-analysis-board = A game from the analysis board's position; it is not counted in the statistics. { $status }

# $count (Number) - the moves already played
# $turn (Text) - whose turn it is
from-link = A game from a link, after { moves }. { $turn }

# $count (Number) - the moves played
# $turn (Text) - whose turn it is
from-online = The online game, { moves }, is here for its move list and analysis. { $turn }

# $name (Text) - the player this device plays, as a sentence names them
# $turn (Text) - whose turn it is
seated-by-link = You are { $name }, playing by link. { $turn }

# $status (Text) - what the move did and whose turn it is
# $name (Text) - the player on the other device
send-your-move = { $status } Send your move to { $name } with “Send your move”.

no-move-found = The computer could not find a move; please start a new game.
stats-reset = Statistics reset.

# $turn (Text) - whose turn it is
move-taken-back = Move taken back. { $turn }

# $turn (Text) - whose turn it is
move-played-again = Move played again. { $turn }

analysing = Analysing the game…
analysis-stopped = Analysis stopped.
analysis-done = Analysis done: the graph shows how the game went.

# $name (Text) - the player on the other device
move-copied = Your move is copied as a link: send it to { $name } (in a message, say). Their reply comes back the same way.

link-copied = Link to this game copied: whoever opens it sees the game as it stands.
sound-on-by-key = Sound on (M turns it off).
sound-off-by-key = Sound off (M turns it on).
text-copied = The game is copied as text: paste it into “Open a game” under the moves, here or on another device, to see it again.
looking-for-hint = Looking for the best move…
no-hint = No hint: there is no move to make.

# $hint (Text) - the best move and what it should bring
hint = Hint: { $hint }

replay-refused = This is a replay: go back to the game to move.
other-device = It is not your turn: the other player moves on their device.

# $pit (Number) - the pit chosen
pit-is-empty = Pit { $pit } is empty: choose a pit with seeds.

not-your-turn = It is not your turn.

# $pit (Number) - the pit chosen
# $reason (Text) - why, a clause
cannot-sow = Pit { $pit } cannot be sown: { $reason }.

# $reason (Text) - why, a clause
cannot-swap = The sides cannot be swapped: { $reason }.

# $who (Choice: you, computer, one, two, friend, opponent, them) - whether the player whose time runs is the person reading
# $name (Text) - that player
# $seconds (Number) - seconds left
time-running-out = { $who ->
    [you] You to move: { $seconds ->
        [one] { $seconds } second left.
       *[other] { $seconds } seconds left.
    }
   *[them] { $name } to move: { $seconds ->
        [one] { $seconds } second left.
       *[other] { $seconds } seconds left.
    }
}

# $who (Choice: you, computer, one, two, friend, opponent, them) - whether the player whose time ran out is the person reading
# $name (Text) - that player
# $said (Text) - what happened then, and whose turn it is
timed-out = { $who ->
    [you] Time ran out for you: a pit was sown for you at random. { $said }
   *[them] Time ran out for { $name }: a pit was sown for them at random. { $said }
}

# $language (Text) - the language's name in its own words
words-missing = The words in { $language } could not be loaded. Choose it again in Settings to try once more.

# The label of the list of languages in the settings.
language-label = Language

# The page's title, as the browser's tab and bookmarks show it.
page-title = Mancala: play Kalah in your browser
# The page's description, as search engines and shared links show it.
page-description = Play Kalah (mancala) free in your browser: a strong computer opponent at eight levels, or two players on one screen. Keyboard and screen-reader friendly.
