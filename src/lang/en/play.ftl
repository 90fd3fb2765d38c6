### The game's own view: the board as it is read aloud, the line above it, the questions, the
### game's end, the move list and its replay, the statistics, and the hint's and the post-game
### analysis's words. Values are declared as in `main.ftl`: `$who` says whose a pit, a row or a
### move is (the person reading, the computer, player one or two, a friend or an opponent
### online), and `$name` names them as a sentence's subject does.

## The board, as a screen reader names its parts.

# The name of the top row's owner on the lessons' and puzzles' boards.
board-opponent = Opponent

# $who (Choice: you, computer, one, two, friend, opponent, them) - whose the pit is
# $name (Text) - its owner, as a sentence names them
# $pit (Number) - the pit, 1 to 6 from its owner's left
# $count (Number) - the seeds in it
pit-name = { $who ->
    [you] Your pit { $pit }, { seeds }
    [computer] Computer's pit { $pit }, { seeds }
    [friend] Your friend's pit { $pit }, { seeds }
    [opponent] Your opponent's pit { $pit }, { seeds }
   *[them] { $name }'s pit { $pit }, { seeds }
}

# $label (Text) - the pit's name and seeds, as `pit-name` says them
pit-name-hinted = { $label }, the hint

# $who (Choice: you, computer, one, two, friend, opponent, them) - whose the store is
# $name (Text) - its owner, as a sentence names them
# $count (Number) - the seeds in it
store-name = { $who ->
    [you] Your store, { seeds }
    [computer] Computer's store, { seeds }
    [friend] Your friend's store, { seeds }
    [opponent] Your opponent's store, { seeds }
   *[them] { $name }'s store, { seeds }
}

# $who (Choice: you, computer, one, two, friend, opponent, them) - whose the row is
# $name (Text) - its owner, as a sentence names them
row-name = { $who ->
    [you] Your pits
    [computer] Computer's pits
    [friend] Your friend's pits
    [opponent] Your opponent's pits
   *[them] { $name }'s pits
}

# A row in the middle of `board-rows`.
# $who (Choice: you, computer, one, two, friend, opponent, them) - whose the row is
# $name (Text) - its owner, as a sentence names them
row-whose = { $who ->
    [you] your row
    [computer] computer's row
    [one] player 1's row
    [two] player 2's row
    [friend] your friend's row
    [opponent] your opponent's row
   *[them] { $name }'s row
}

# $top (Text) - the top row, as `row-whose` names it
# $bottom (Text) - the bottom row, as `row-whose` names it
board-rows = Board: { $top } on top, from pit 6 to 1; { $bottom } below, from pit 1 to 6

## Above and around the board.

board-heading = Board

# $name (Text) - the player this page plays, as a sentence names them
playing-by-link = Playing by link: you are { $name }

two-players-one-screen = Two players, one screen

# $level (Text) - the computer's level, such as "Hard (level 7)"
against-computer = Against the computer: { $level }

computer-thinking = Computer is thinking…

notice-dismiss = Dismiss

## The questions asked before the game acts.

new-game-title = Start a new game?
new-game-text = The game under way will be abandoned.
new-game-yes = Start a new game
confirm-keep-playing = Keep playing
undo-title = Take a move back?
undo-text = A game in which a move is taken back does not count in your statistics.
undo-yes = Take the move back
hint-title = Show a hint?
hint-text = A game in which a hint is shown does not count in your statistics.
hint-yes = Show the hint
reset-title = Reset your statistics?
reset-text = Every record, on every difficulty and rule set, will be forgotten.
reset-statistics = Reset statistics
reset-no = Keep them

## The game's end.

game-over-heading = Game over
game-over-play-again = Play again

# $south (Text) - the bottom player, as a sentence names them
# $southstore (Number) - the seeds in their store
# $north (Text) - the top player, as a sentence names them
# $northstore (Number) - the seeds in their store
final-score = { $south } { $southstore }, { $north } { $northstore }

## The move list and its replay.

moves-heading = Moves
log-keys = An extra turn joins the next move: 3 6 | 2. In the list, ← and → step.

# $sentence (Text) - the sentence that says what the swap did
swap-move = Swap: { $sentence }

replay-bar = Replay

# Where a replay stands, as the status line says it.
# $count (Number) - the moves in the game
replay-at-start = Replay: the start, before { moves }.

# $ply (Text) - the move shown, from 1, as written
# $total (Text) - the moves in the game, as written
# $what (Text) - what that move did, a sentence (may be empty)
replay-after-move = Replay: after move { $ply } of { $total }. { $what }
to-the-start = To the start
move-back = Move back ([)
move-forward = Move forward (])
replay-back-to-game = Back to the game
copy-game-link = Copy game link
copy-as-text = Copy as text
analyse-from-here = Analyse from here
open-a-game = Open a game
paste-a-game = Paste a game as text, or a game link:
open-game-button = Open

## The statistics.

stats-heading = Statistics

# $you (Number) - games the person won
# $computer (Number) - games the computer won
# $draws (Number) - games drawn
# $hints (Number) - hints used
stats-tally-against-computer = This visit: you { $you }, computer { $computer }, draws { $draws }; hints used { $hints }.

# $hints (Number) - hints used
stats-tally = This visit: hints used { $hints }.

stats-rating-none = Your rating: none yet. It is worked out from your counted games against the computer, and suggests the level that should give you an even game.

# $rating (Text) - the rating, a whole number such as 840
# $deviation (Number) - how far off it may be
# $games (Number) - the games it is worked out from
# $level (Text) - the level that should give an even game, such as "Hard (level 7)"
stats-rating = { $games ->
    [one] Your rating: about { $rating } (give or take { $deviation }), from { $games } counted game. { $level } should give you an even game.
   *[other] Your rating: about { $rating } (give or take { $deviation }), from { $games } counted games. { $level } should give you an even game.
}

stats-note = Finished games against the computer count here, unless a move was taken back or a hint was shown. Games on other seed counts or house rules are kept apart, each under its own heading. Games against people online are counted apart from them, at the end; two-player games on one screen are not recorded. Nothing leaves this browser. Your rating is on the scale of the levels' own (Easy 0, Hard about 1250), worked out from your results on every board.

online-none = None yet: a game played online to its end counts here.
online-table = Online results table
online-caption = Results against people online
online-heading = Online, against people

column-rules = Rules
column-difficulty = Difficulty
column-played = Played
column-won = Won
column-lost = Lost
column-drawn = Drawn
column-win-rate = Win rate
column-streak = Streak
column-best-run = Best run
column-fastest-win = Fastest win
column-most-seeds = Most seeds
column-best-margin = Best margin

# $percent (Number) - the share of games won, from 0 to 100
win-rate = { $percent }%

# $seconds (Number) - a game's length in seconds, under a minute
duration-seconds = { $seconds } s

# $minutes (Number) - a game's whole minutes
# $seconds (Text) - the seconds after them, written with two digits
duration-minutes = { $minutes } min { $seconds } s

key-won = won (W)
key-drawn = drawn (D)
key-lost = lost (L)

# $rules (Text) - the rule set, such as "Standard"
records-table = Records table, { $rules }

# $rules (Text) - the rule set
records-caption = Records, { $rules }

# $rules (Text) - the rule set
chart-title = Won, drawn and lost games by difficulty, { $rules }

# $level (Text) - the level
chart-no-games = { $level }: no games.

# $level (Text) - the level
# $won (Number) - games won
# $drawn (Number) - games drawn
# $lost (Number) - games lost
chart-games = { $level }: { $won } won, { $drawn } drawn, { $lost } lost.

# The chart's short count beside each bar, with the letters of its key.
# $won (Number) - games won
# $drawn (Number) - games drawn
# $lost (Number) - games lost
chart-count = W{ $won } D{ $drawn } L{ $lost }

## The hint's words: what a move, or swapping sides under the pie rule, should lead to.

# $what (Choice: pit, swap) - a pit sown, or swapping sides
# $pit (Number) - the pit, when one is sown
# $count (Number) - the seeds of the final margin
wins-exactly = { $what ->
    [swap] Swapping sides wins by exactly { seeds }.
   *[pit] Pit { $pit } wins by exactly { seeds }.
}

# $what (Choice: pit, swap) - a pit sown, or swapping sides
# $pit (Number) - the pit, when one is sown
draws-exactly = { $what ->
    [swap] Swapping sides draws, with best play on both sides.
   *[pit] Pit { $pit } draws, with best play on both sides.
}

# $what (Choice: pit, swap) - a pit sown, or swapping sides
# $pit (Number) - the pit, when one is sown
# $count (Number) - the seeds of the final margin
loses-exactly = { $what ->
    [swap] Swapping sides loses by exactly { seeds }, with best play on both sides.
   *[pit] Pit { $pit } loses by exactly { seeds }, with best play on both sides.
}

# $what (Choice: pit, swap) - a pit sown, or swapping sides
# $pit (Number) - the pit, when one is sown
# $count (Number) - the seeds of the final margin
should-win = { $what ->
    [swap] Swapping sides: you should win by about { seeds }.
   *[pit] Pit { $pit }: you should win by about { seeds }.
}

# $what (Choice: pit, swap) - a pit sown, or swapping sides
# $pit (Number) - the pit, when one is sown
should-be-even = { $what ->
    [swap] Swapping sides: it should be about even.
   *[pit] Pit { $pit }: it should be about even.
}

# $what (Choice: pit, swap) - a pit sown, or swapping sides
# $pit (Number) - the pit, when one is sown
# $count (Number) - the seeds of the final margin
should-lose = { $what ->
    [swap] Swapping sides: you should lose by about { seeds }.
   *[pit] Pit { $pit }: you should lose by about { seeds }.
}

# Said after the best move's sentence in the first turn under the pie rule.
opening-note = That counts the swap your opponent may make once your turn is over.

# Said after the best move's sentence when swapping sides would give the same.
swap-worth-same = Swapping sides is worth the same.

# Said after the best move's sentence when swapping sides would give its value away.
swap-hands-over = Swapping sides would hand that to your opponent.

every-move-value = Every move's value

## The post-game analysis.

analysis-heading = Analysis
analysis-note = The computer rates every position of the game at a fixed budget. The graph shows the final margin it expects after each move, for the bottom player: above the line, they are ahead. A ring marks a mistake.
analyse-game = Analyse the game
analysis-stop = Stop
graph-name = Graph of the expected margin; ← and → step through the moves
analysis-progress = Analysis progress

# The graph's label at its top or bottom edge.
# $who (Choice: you, computer, one, two, friend, opponent, them) - who is ahead there
# $name (Text) - that player, as a sentence names them
graph-ahead = { $who ->
    [you] You ahead
   *[them] { $name } ahead
}

# A move as the analysis names it in the middle of a sentence.
# $pit (Number) - the pit sown
choice-pit = pit { $pit }
choice-swap = the swap

# What the computer expected after a move, inside `point-sowed` and `point-swapped`.
# $who (Choice: you, computer, one, two, friend, opponent, them) - the player ahead
# $name (Text) - that player, as a sentence names them
# $count (Number) - the seeds they should finish ahead by
expect-ahead = { $who ->
    [you] you should finish { seeds } ahead
    [computer] the computer should finish { seeds } ahead
   *[them] { $name } should finish { seeds } ahead
}
expect-even = it should end about even

# A point of the graph.
# $number (Number) - the move's number in the game, from 1
# $who (Choice: you, computer, one, two, friend, opponent, them) - who made the move
# $name (Text) - the mover, as a sentence names them
# $pit (Number) - the pit sown
# $expected (Text) - what was expected after it, as `expect-ahead` or `expect-even` says it
point-sowed = { $who ->
    [you] Move { $number }, you sowed pit { $pit }: { $expected }.
    [computer] Move { $number }, the computer sowed pit { $pit }: { $expected }.
   *[them] Move { $number }, { $name } sowed pit { $pit }: { $expected }.
}

# $number (Number) - the move's number in the game, from 1
# $who (Choice: you, computer, one, two, friend, opponent, them) - who swapped
# $name (Text) - the player who swapped, as a sentence names them
# $expected (Text) - what was expected after it, as `expect-ahead` or `expect-even` says it
point-swapped = { $who ->
    [you] Move { $number }, you swapped sides: { $expected }.
    [computer] Move { $number }, the computer swapped sides: { $expected }.
   *[them] Move { $number }, { $name } swapped sides: { $expected }.
}

# Said after a move that gave value away.
# $better (Text) - the better move, as `choice-pit` or `choice-swap` names it
# $count (Number) - the seeds of final margin given away
mistake-note = A mistake: { $better } was { seeds } better.

# $who (Choice: you, computer, one, two, friend, opponent, them) - the player
# $name (Text) - the player, as a sentence names them
# $best (Number) - their moves that were a best move
# $moves (Number) - all their moves
# $percent (Number) - the share of best moves, from 0 to 100
analysis-accuracy = { $who ->
    [you] You played the best move { $best } times in { $moves } ({ $percent }%).
   *[them] { $name } played the best move { $best } times in { $moves } ({ $percent }%).
}

# Said after `accuracy` when the player made no mistake.
# $count (Number) - the seeds a mistake gives away at least
no-mistakes = No mistakes of { seeds } or more.

# One mistake in `biggest-mistakes`' list.
# $number (Number) - the move's number in the game
# $played (Text) - the move played, as `choice-pit` or `choice-swap` names it
# $better (Text) - the better move, named the same way
# $count (Number) - the seeds of final margin given away
mistake-item = move { $number } ({ $played }; { $better } was { seeds } better)

# Two or more items of `biggest-mistakes`' list, joined.
# $first (Text) - one mistake, as `mistake-item` says it
# $rest (Text) - the mistake or mistakes after it
mistake-list = { $first }, { $rest }

# Said after `accuracy`.
# $who (Choice: you, computer, one, two, friend, opponent, them) - the player
# $name (Text) - the player, as a sentence names them
# $mistakes (Number) - how many are listed, 1 to 3
# $list (Text) - the mistakes, each as `mistake-item` says it, joined by `mistake-list`
biggest-mistakes = { $who ->
    [you] Your biggest { $mistakes ->
        [one] mistake
       *[other] mistakes
    }: { $list }.
    [computer] Computer's biggest { $mistakes ->
        [one] mistake
       *[other] mistakes
    }: { $list }.
   *[them] { $name }'s biggest { $mistakes ->
        [one] mistake
       *[other] mistakes
    }: { $list }.
}

# $number (Number) - the move's number in the game
# $choice (Text) - what it did, as `choice-pit` or `choice-swap` names it
# $who (Choice: you, computer, one, two, friend, opponent, them) - the player who stayed ahead
# $name (Text) - that player, as a sentence names them
turning-point = { $who ->
    [you] The turning point: move { $number } ({ $choice }). From there you stayed ahead.
    [computer] The turning point: move { $number } ({ $choice }). From there the computer stayed ahead.
   *[them] The turning point: move { $number } ({ $choice }). From there { $name } stayed ahead.
}

# $number (Number) - the move's number in the game
# $choice (Text) - what it did, as `choice-pit` or `choice-swap` names it
# $count (Number) - the seeds the expected margin swung by
biggest-swing = The biggest swing: move { $number } ({ $choice }), by { seeds }.

## A rule set, as the statistics head its records: "5 seeds a pit; house rules: skip the origin
## pit".

# $count (Number) - the seeds each pit starts with (4)
rule-set-standard = Standard Kalah ({ seeds } a pit)

# $count (Number) - the seeds each pit starts with, 3 to 6
rule-set-seeds = { seeds } a pit

# $count (Number) - the seeds each pit starts with, 3 to 6
# $rules (Text) - the house rules that are on, as a list (rule-list)
rule-set-with-rules = { seeds } a pit; house rules: { $rules }

# $first (Text) - one house rule
# $rest (Text) - the rule or rules after it
rule-list = { $first }, { $rest }

rule-set-empty-capture = empty capture
rule-set-one-extra-turn = one extra turn
rule-set-both-stores = sow both stores
rule-set-skip-origin = skip the origin pit
rule-set-pie = the pie rule
rule-set-to-runner = leftovers to who ran out
rule-set-discard = leftovers count for nobody

## What the computer's last search did, under the board.

search-solved = The computer has worked this game out to the end.

# $depth (Number) - how many moves ahead it looked
# $positions (Text) - how many positions it weighed (search-positions or search-million-positions)
search-looked-ahead = The computer looked { $depth } moves ahead ({ $positions }).

# $count (Number) - positions weighed, rounded to hundreds from 1,000
search-positions = { $count ->
    [one] { $count } position
   *[other] { $count } positions
}

# $millions (Decimal 1) - positions weighed, in millions
search-million-positions = { $millions } million positions
