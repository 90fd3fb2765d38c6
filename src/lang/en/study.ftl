### The analysis board: its board of fourteen cells, the editor that sets a position up, and
### the analysis under it (every move's value, the work behind it, the moves played on the
### board and the way back to a game). The rows are named as the board shows them, bottom and
### top; the bottom row moves first in a game.

## The board.

# The heading while a position is being set up.
study-title-editing = Set up a position
# The heading while the position is being analysed.
study-title-analysing = Analysis board
study-back-to-game = Back to the game
# The label of the group of fourteen cells.
study-board-label = Board: the top row's pits from 6 to 1, the bottom row's from 1 to 6

# $row (Choice: bottom, top) - the row
study-row = { $row ->
    [bottom] Bottom row
   *[top] Top row
}

# $row (Choice: bottom, top) - the row
# One letter that stands for the row in the list of moves.
study-row-initial = { $row ->
    [bottom] B
   *[top] T
}

# $row (Choice: bottom, top) - the row
# $pit (Number) - the pit, 1 to 6 from the row's left
study-cell-pit = { $row ->
    [bottom] Bottom row, pit { $pit }
   *[top] Top row, pit { $pit }
}

# $row (Choice: bottom, top) - whose store
study-cell-store = { $row ->
    [bottom] Bottom store
   *[top] Top store
}

# $cell (Text) - the cell's name
# $count (Number) - the seeds in it
study-cell-label = { $cell }, { seeds }

# $cell (Text) - the cell's name
# $count (Number) - the seeds in it
study-cell-count = { $cell }: { seeds }.

# $row (Choice: bottom, top) - the row to move
study-row-to-move = { $row ->
    [bottom] Bottom row to move.
   *[top] Top row to move.
}

# $winner (Choice: bottom, top, draw) - who won
# $count (Number) - the winning margin in seeds
# $south (Number) - the bottom store's seeds
# $north (Number) - the top store's seeds
# $lead (Text) - the bottom row's lead, signed: +4, 0, −3
study-board-over = The game is over: { $winner ->
    [bottom] Bottom wins by { seeds }
    [top] Top wins by { seeds }
   *[draw] it is a draw
} ({ $south } to { $north }; { $lead } for the bottom).

## Why the editor refuses a count.

study-no-such-cell = There is no such cell.
study-count-below-zero = A count cannot be below 0: a cell holds 0 seeds or more.
study-count-blank = Type a number of seeds, 0 or more.

# $typed (Text) - what was typed
study-count-not-a-number = “{ $typed }” is not a whole number of seeds.

# $cell (Text) - the cell's name
study-count-already-empty = { $cell } is already empty.

# $count (Number) - the seeds the board would hold
# $total (Text) - the same, as written
# $limit (Number) - the most a board holds
# $most (Number) - the most this cell can take
study-count-too-many = That would make { $count ->
    [one] { $total } seed
   *[other] { $total } seeds
} in all; a board holds at most { $limit } (6 seeds in each of the 12 pits at the most, wherever they are), so this cell can take at most { $most }.

## Why the board set up is not a position to study.

study-board-empty = The board is empty: put at least one seed in a pit, or some in the stores for a finished game.

# $limit (Number) - the most a board holds
# $count (Text) - the seeds on this board, as written
study-board-too-full = A board holds at most { $limit } seeds; this one has { $count }.

# $reason (Text) - why, a clause
study-not-a-position = This is not a position: { $reason }.

# $count (Number) - the seeds on this board
# $per-pit (Number) - the seeds a pit holds at the rules' start
# $start (Number) - the seeds a game of those rules holds
study-off-start = Not reachable from a start: this board holds { seeds }, and a game of { $per-pit } a pit holds { $start }. It can still be studied and played on.

## The editor's controls.

study-one-seed-fewer = One seed fewer
study-one-seed-more = One seed more
# The legend of the choice of the row to move.
study-to-move = To move
# The label before the choice of seeds a pit.
study-seeds-per-pit = Seeds per pit at the start
# The label before the choice of what happens to the seeds left when a row runs out.
study-seeds-left = Seeds left when a row runs out
study-quick-set-ups = Quick set-ups
study-start-position = Start position
study-empty-board = Empty board
study-swap-sides = Swap sides
study-random-position = Random position
study-analyse = Analyse this position

## The analysis.

# $result (Choice: wins, draw, loses) - how the first player fares
# $count (Number) - the margin in seeds
# $proof (Choice: ours, published) - whether the published value agrees
study-solved = Solved: from this start, with best play on both sides, { $result ->
    [wins] the first player wins by { seeds }
    [loses] the first player loses by { seeds }
   *[draw] it is a draw
} ({ $proof ->
    [published] proved by this game's own solver; the same as the published value
   *[ours] proved by this game's own solver
}).

study-no-moves-to-rate = The game is over: there are no moves to rate.
study-analysing = Analysing…
study-stopped-before-first-step = Stopped before the first step.

# $step (Number) - the step of the analysis, from 1
# $count (Number) - the positions looked at
# $state (Text) - how the analysis stands
study-progress-step = Step { $step } · { $count } positions · { $state }

# $depth (Number) - how many moves deep
# $step (Number) - the step of the analysis, from 1
# $count (Number) - the positions looked at
# $state (Text) - how the analysis stands
study-progress-depth = Depth { $depth } · step { $step } · { $count } positions · { $state }

study-every-value-proved = every value proved
study-going-deeper = going deeper…
study-stopped = stopped
study-as-deep-as-it-goes = as deep as the board goes

study-stop = Stop
study-go-on = Go on
study-every-value = Every move's value

# $count (Number) - the margin in seeds
study-value-wins-exactly = wins by exactly { seeds }
study-value-draws = draws with best play
# $count (Number) - the margin in seeds
study-value-loses-exactly = loses by exactly { seeds }
# $count (Number) - the margin in seeds
study-value-wins-at-best = at best wins by { seeds } (proved)
study-value-draws-at-best = at best draws (proved)
# $count (Number) - the margin in seeds
study-value-loses-at-best = at best loses by { seeds } (proved)

# $value (Text) - the estimated margin, signed: +2, 0, −3
# $depth (Number) - how many moves deep
study-value-estimate = about { $value } at depth { $depth }

# $pit (Number) - the pit
# $value (Text) - its value, in words
study-play-pit = Play pit { $pit }: { $value }

# $pit (Number) - the pit
study-pit = Pit { $pit }

study-line-expected = The line expected

## The moves played on the board, and the ways on.

study-moves-title = Moves on this board
study-undo = Undo
study-redo = Redo
study-edit-position = Edit position
study-copy-link = Copy link
study-link-copied = The link to this position is copied.
# The first entry of the list of moves: the position set up.
study-set-up = Set-up

# $row (Choice: bottom, top) - the row that sowed
# $pit (Number) - the pit sown
study-row-sowed = { $row ->
    [bottom] Bottom row sowed pit { $pit }
   *[top] Top row sowed pit { $pit }
}

study-play-from-here = Play from here
# The label before the choice of opponent.
study-play-against = Play from here against
study-two-players = Two players

# $level (Text) - the computer's level
study-computer-at = The computer, { $level }

study-not-counted = A game from here is not counted in the statistics.
