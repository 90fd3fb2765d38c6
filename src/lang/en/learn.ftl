### The lessons' frame: their list, a step's heading, goal and buttons, and what the page says
### of each try on a step's board. The lessons' own texts are in lessons.ftl.
###
### The player always plays the bottom row, moves first, and sows to the right along it; the
### other side never moves inside a lesson. "Cells" are the pits and stores a seed passes.

## The list of lessons.

learn-title = Learn to play

# $done (Number) - the lessons done
# $count (Number) - the lessons there are
learn-intro = Eight short lessons, each a few boards with one goal for your turn. You play the bottom row and move first; the other side never moves inside a lesson. { $done } of { $count } done.

# $number (Number) - the lesson's number
# $title (Text) - its title
lesson-entry = { $number }. { $title }

lesson-done = Done
lesson-not-done = Not done

## A lesson's step.

# $number (Number) - the lesson's number
# $count (Number) - the lessons there are
# $title (Text) - its title
lesson-heading = Lesson { $number } of { $count }: { $title }

# $number (Number) - the step's number
# $count (Number) - the steps of the lesson
step-of = Step { $number } of { $count }

# Put before the step's goal, in bold.
goal-label = Goal:

back-to-game = Back to the game
set-board-back = Set the board back
next-step = Next step
next-lesson = Next lesson
back-to-lessons = Back to the lessons
all-lessons = All lessons

## What the page says of the last try.

try-fresh = Choose a pit of yours to sow: click it, or use the arrow keys and Enter, or type its number.

try-extra-turn = An extra turn: your last seed landed in your store. Move again.

# $count (Number) - which extra turn in a row this is, 2 or more
try-extra-turn-again = Extra turn { $count }: your last seed landed in your store again. Move again.

# $missed (Text) - how the goal was missed, a sentence or two
try-wrong = Not yet. { $missed } The board is set back: try again.

# $why (Text) - why the move worked, from the lesson
try-right = Right! { $why }

# $why (Text) - why the move worked, from the lesson
try-right-last = Right! { $why } That is the end of this lesson.

## Where a seed lands, as the sentences below name it: each language writes these in the
## form its sentences need.

# $last (Choice: your-pit, their-pit, your-store, their-store) - the cell the last seed landed in
# $pit (Number) - its number, if a pit (0 for a store)
lesson-last-cell = { $last ->
    [your-pit] your pit { $pit }
    [their-pit] your opponent's pit { $pit }
    [your-store] your store
   *[their-store] your opponent's store
}

# $target (Choice: your-pit, their-pit, your-store, their-store) - the cell the last seed should have landed in
# $goal (Number) - its number, if a pit (0 for a store)
lesson-target-cell = { $target ->
    [your-pit] your pit { $goal }
    [their-pit] your opponent's pit { $goal }
    [your-store] your store
   *[their-store] your opponent's store
}

# $cells (Number) - how many cells
lesson-cells = { $cells ->
    [one] { $cells } cell
   *[other] { $cells } cells
}

## How a try missed its goal.

# $last (Choice: your-pit, their-pit, your-store, their-store) - the cell the last seed landed in
# $pit (Number) - its number, if a pit (0 for a store)
# $off (Choice: short, past, apart) - whether it stopped short of the goal's cell, went past it, or is not on the way to it
# $cells (Number) - by how many cells (0 when apart)
# $target (Choice: your-pit, their-pit, your-store, their-store) - the cell it should have landed in
# $goal (Number) - its number, if a pit (0 for a store)
missed-cell = Your last seed landed in { lesson-last-cell }, { $off ->
    [short] { lesson-cells } short of { lesson-target-cell }
    [past] { lesson-cells } past { lesson-target-cell }
   *[apart] not in { lesson-target-cell }
}.

# $last (Choice: your-pit, their-pit, your-store, their-store) - the cell the last seed landed in
# $pit (Number) - its number, if a pit (0 for a store)
# $off (Choice: short, past, apart) - whether it stopped short of your store, went past it, or is not on the way to it
# $cells (Number) - by how many cells (0 when apart)
missed-store = Your last seed landed in { lesson-last-cell }, { $off ->
    [short] { lesson-cells } short of your store
    [past] { lesson-cells } past your store
   *[apart] not in your store
}, so your turn ended.

# $last (Choice: your-pit, their-pit, your-store, their-store) - the cell the last seed landed in
# $pit (Number) - its number, if a pit (0 for a store)
# $off (Choice: short, past, apart) - whether it stopped short of your store, went past it, or is not on the way to it
# $cells (Number) - by how many cells (0 when apart)
# $extra (Number) - the extra turns had before it
missed-store-after = Your last seed landed in { lesson-last-cell }, { $off ->
    [short] { lesson-cells } short of your store
    [past] { lesson-cells } past your store
   *[apart] not in your store
}, so your turn ended after { $extra ->
    [one] { $extra } extra turn
   *[other] { $extra } extra turns
}.

# $took (Number) - the seeds captured
# $wanted (Number) - the seeds that can be captured this turn
took-too-few = You took { $took ->
    [one] { $took } seed
   *[other] { $took } seeds
}, but { $wanted } or more can be had this turn.

# $last (Choice: your-pit, their-pit, your-store, their-store) - the cell the last seed landed in
# $pit (Number) - its number, if a pit (0 for a store)
no-capture-not-yours = Your last seed landed in { lesson-last-cell }; a capture needs it to land in an empty pit of yours.

# $pit (Number) - the pit of yours the last seed landed in
no-capture-not-empty = Your last seed landed in your pit { $pit }, which was not empty, so nothing was captured.

# $pit (Number) - the empty pit of yours the last seed landed in
no-capture-nothing-facing = Your last seed landed in your empty pit { $pit }, but the pit facing it was empty: there was nothing to take.

# $wanted (Number) - the seeds that can go into your store this turn
banked-nothing = Nothing went into your store this turn; { $wanted } or more can.

# $gained (Number) - the seeds that went into your store
# $wanted (Number) - the seeds that can go in this turn
banked-too-few = Your store gained { $gained ->
    [one] { $gained } seed
   *[other] { $gained } seeds
} this turn; { $wanted } or more can go in.

# $store (Number) - the seeds in your store
# $short (Number) - how many fewer than wanted
# $wanted (Number) - the seeds it should hold
store-short = Your store holds { $store } at the end of your turn, { $short } short of { $wanted }.

# $yours (Number) - your seeds at the end
# $theirs (Number) - your opponent's
# $result (Choice: draw, lost) - a draw, or your opponent wins
not-won = That ends the game, but it is { $yours } to { $theirs }: { $result ->
    [draw] a draw.
   *[lost] your opponent wins.
}

# $last (Choice: your-pit, their-pit, your-store, their-store) - the cell the last seed landed in
# $pit (Number) - its number, if a pit (0 for a store)
game-goes-on = The game goes on: your last seed landed in { lesson-last-cell } and both rows still hold seeds.

## Why a pit was not sown.

# $pit (Number) - the pit chosen
lesson-pit-empty = Your pit { $pit } is empty: choose a pit with seeds in it.

# $reason (Text) - why, a clause
lesson-cannot-play = That move cannot be played: { $reason }.
