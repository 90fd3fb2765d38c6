### Train: the puzzles. The choice of mode with the player's puzzle rating, a puzzle being
### tried (what to find, what each move did, the way on), and what is wrong when the puzzle
### file cannot be had. A puzzle is always solved by the bottom row.

## The heading and the rating.

train-puzzles = Puzzles
train-back-to-game = Back to the game

# $rating (Text) - the player's puzzle rating, a whole number as written
# $settling (Choice: first-estimate, settled) - whether the rating is still a first estimate
# $solved (Text) - rated puzzles solved, a whole number as written
# $tried (Text) - rated puzzles tried, a whole number as written
# $best (Text) - the longest streak, a whole number as written
train-rating = Your puzzle rating: { $rating }{ $settling ->
    [first-estimate] , a first estimate that settles as you solve more
   *[settled] {""}
}. Rated puzzles solved: { $solved } of { $tried }. Best streak: { $best }.

## The modes.

train-daily = Daily puzzle
train-daily-solved = Daily puzzle (solved today)
train-streak = Streak

# $count (Number) - puzzles solved in this streak
train-streak-solved = Streak: { $count } solved

train-rated = Rated training
# The mode of a puzzle opened by a link.
train-linked = Puzzle
train-mine = From your games

# $count (Number) - the player's own puzzles still to solve
train-mine-to-solve = From your games ({ $count } to solve)

# $id (Text) - the puzzle's number, as written
train-puzzle-number = Puzzle { $id }

# $mode (Text) - the mode
# $id (Text) - the puzzle's number, as written
train-mode-puzzle = { $mode }: puzzle { $id }

train-all-modes = All modes
train-about-puzzles = Each puzzle is a position from a real game where one move (or one chain of extra turns) keeps the best result, proved by this game's own solver, and every other move loses at least 2 seeds.
train-about-modes = A streak gets harder until your first miss. Rated training picks puzzles near your rating, which moves with each first try. After a game's analysis, each mistake it names becomes a puzzle of your own.
train-loading = Loading the puzzles…

# $problem (Text) - why the puzzles cannot be had, a sentence
train-still-work = { $problem } The game and your own puzzles still work.

train-none-of-your-own = No puzzles of your own to solve: analyse a finished game ("Analyse the game") and its mistakes come here.
train-daily-done = That was today's puzzle. A new one comes tomorrow.

## The themes.

train-theme-chain = Extra-turn chain
train-theme-capture = Capture
train-theme-defence = Defend against a capture
train-theme-endgame = Endgame
train-theme-only = Only move
train-theme-quiet = Best move

## A puzzle being tried.

# $rating (Text) - the puzzle's rating, a whole number as written
# $theme (Text) - its theme
train-find-best = Find the best move for the bottom row. Rating { $rating }; theme: { $theme }.

train-find-again = An extra turn: find the best move again.
train-find-better = Find a better move than the one you played in this position.
train-choose-pit = Choose a pit: click it, or use the arrow keys and Enter, or type its number.
train-move-again = Right, and your last seed landed in your store: move again.

# $pit (Number) - the pit chosen
train-pit-empty = Your pit { $pit } is empty: choose a pit with seeds in it.

# $count (Number) - the margin the answer keeps
train-solved-win = Solved! With best play from here you win by { $count }.
train-solved-draw = Solved! With best play from here the game is drawn.
# $count (Number) - the margin the answer loses by
train-solved-loss = Solved! That loses least: by { $count } with best play.
train-solved-best = Solved! That move keeps the best result the analysis found.

# $played (Number) - the pit played
# $best (Number) - the answer's pit
train-not-the-best = Not the best: pit { $played }. The best was pit { $best }.

train-rating-stays = Your rating stays as it was.
# $count (Number) - the points gained
train-rating-rises = Your rating rises by { $count }.
# $count (Number) - the points lost
train-rating-falls = Your rating falls by { $count }.

train-next-puzzle = Next puzzle
train-try-again = Try it again

## When the puzzles cannot be had.

# $reason (Text) - what is wrong with the file, a clause
train-unreadable = The puzzles could not be read: { $reason }.

# $reason (Text) - why, a clause
train-unfetched = The puzzles could not be fetched: { $reason }.

## Why the puzzle file could not be fetched, a clause (for train-unfetched).

train-fetch-refused = the network refused the request
train-fetch-no-response = the browser gave no response

# $status (Text) - the server's status code, such as 404
train-fetch-status = the server answered { $status }

train-fetch-body = its body could not be read

# $id (Text) - the puzzle asked for, as written
# $count (Text) - how many puzzles there are, as written
train-no-such-puzzle = There is no puzzle { $id }: the puzzles are numbered 1 to { $count }.

# $fault (Text) - what is wrong, a clause
train-file-fault = the puzzle file { $fault }

# $line (Text) - the line of the file, as written
# $fault (Text) - what is wrong, a clause
train-line-fault = line { $line } of the puzzle file { $fault }

## What is wrong with the puzzle file or one of its lines, as a clause after "the puzzle file"
## or "line 3 of the puzzle file".

train-fault-too-long = is too long
train-fault-no-header = does not start as a puzzle file does
train-fault-too-many = holds too many puzzles
train-fault-no-puzzles = holds no puzzles
train-fault-cut-short = is cut short
train-fault-more-than-said = holds more puzzles than it says

# $fields (Number) - the fields on the line
train-fault-fields = has { $fields } fields, not 5

# $id (Text) - the puzzle the line should hold, as written
train-fault-not-numbered = should be puzzle { $id }

# $reason (Text) - why the position cannot be read
train-fault-no-position = has no position: { $reason }

train-fault-over = holds a game that is over
train-fault-no-rating = has no rating

# $rating (Text) - the rating given, as written
train-fault-rating-outside = has a rating of { $rating }, outside 100 to 3000

train-fault-no-theme = has no theme

# $at (Number) - the decision, from 1
train-fault-past-the-turn = goes on to decision { $at } when the turn is over

train-fault-no-value = has a move with no value
train-fault-no-pit = names no pit
train-fault-value-not-a-number = has a value that is not a number

# $value (Text) - the value given, as written
train-fault-value-beyond = has a value of { $value }, beyond any board

# $pit (Number) - the pit
train-fault-pit-twice = names pit { $pit } twice

# $at (Number) - the decision, from 1
train-fault-not-the-legal-moves = does not list exactly the legal moves at decision { $at }

# $count (Number) - the margin that makes a mistake, in seeds
# $at (Number) - the decision, from 1
train-fault-close-second = has another move within { seeds } of the answer at decision { $at }

# $at (Number) - the decision, from 1
train-fault-value-changes = changes the answer's value at decision { $at }

# $reason (Text) - why, a clause
train-fault-unplayable = has an answer that cannot be played: { $reason }

train-fault-spare-turn = ends with an extra turn to spare

# $at (Number) - the decision, from 1
train-fault-ends-too-soon = goes on after decision { $at }, which ends the turn
