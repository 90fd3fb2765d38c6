### The help under the board: its headings, its prose and the keys' help. Key names stay as keys
### (<kbd>Enter</kbd>, <kbd>Tab</kbd>…): write the `<kbd>` tags as they are, around the keys only.
### The prose of each section follows its headings: each paragraph or list item one message.
### See `main.ftl`'s header for how values are declared.

help-title = Help
how-to-play = How to play
strategy = Strategy
move-list-and-replay = Move list and replay
hints-and-analysis = Hints and analysis
analysis-board = Analysis board
levels-and-rating = The computer's levels and your rating
turn-clock = Turn clock
playing-online = Playing online
keyboard = Keyboard
key-arrows = <kbd>Left</kbd> / <kbd>Right</kbd> arrows
key-arrows-does = Choose a pit.
key-home-end-does = Jump to your first or last pit.
key-enter-space = <kbd>Enter</kbd> or <kbd>Space</kbd>
key-enter-space-does = Sow the chosen pit.
key-digits = <kbd>1</kbd> to <kbd>6</kbd>
key-digits-does = Sow that pit at once, counting from the left.
key-h-does = Show a hint.
key-s-does = Skip the sowing animation.
key-n-does = Start a new game, after asking if one is in progress.
key-f-does = Turn full screen on or off.
key-m-does = Turn sound on or off: a soft tick as each seed lands, and a sound of its own for a capture, an extra turn and the end of the game. Off until you turn it on; never while the page is hidden.
key-brackets-does = Step the replay one move back or forward.
key-tab-does = Move between the board, the buttons and the menu. Safari on a Mac skips buttons, the pits among them, on Tab alone: use <kbd>Option</kbd>+<kbd>Tab</kbd>, or turn on "Press Tab to highlight each item" in Safari's Advanced settings.
shortcuts-off = Shortcuts do nothing while you are typing in a form field, or while <kbd>Ctrl</kbd>, <kbd>Alt</kbd> or <kbd>Meta</kbd> is held down.
questions = Questions
who-goes-first = Who goes first?
can-i-pass = Can I pass?
lap-capture = Does a capture count after going all the way round?
is-it-solved = Is the game solved?
outlines-and-tints = What do the outlines and tints on the pits mean?
keep-or-share = How do I keep or share a setup?
anything-uploaded = Is anything uploaded?
undo-not-counted = Why did a game where I used undo or a hint not count?

## How to play: the board, sowing, the two rules, the end, and the house rules the settings offer.

help-board = The board has two rows of six pits, with a larger store at each end. The bottom row and the store at its right-hand end belong to you; the top row and the store on the left belong to your opponent. A new game starts with four seeds in every pit and both stores empty (the settings menu lets you pick another count).
help-sowing = When it is your turn, choose one of your pits that holds seeds. Every seed in it is picked up and dropped, one per hole, into the holes that follow it going counter-clockwise: rightwards along your row, into your own store, then leftwards along the top row. Your opponent's store is always passed over. A pit big enough to go all the way round also drops a seed into the pit it came from.
help-extra-turn-rule = Extra turn: if your final seed lands in your own store, you move again straight away, and there is no limit to how many times in a row that can happen.
help-capture-rule = Capture: if your final seed lands in a pit on your side that was empty before it arrived, and the pit directly across holds at least one seed, both that seed and everything across from it go into your store. A capture ends your turn. Finishing on your opponent's side, or opposite an empty pit, captures nothing.
help-game-end = The game ends as soon as one row has no seeds left, even if the other player was about to move. Each player then moves whatever is left on their own row into their own store. The fuller store wins, and level stores mean a draw.
help-house-rules = The settings menu also offers house rules, all off unless you choose them:
help-house-lone-capture = a last seed in an empty pit of yours scores even when nothing faces it;
help-house-leftovers = leftover seeds at the end go to the player who ran out, or to nobody;
help-house-one-extra-turn = only one extra turn at a time;
help-house-both-stores = sowing into both stores instead of skipping your opponent's;
help-house-skip-origin = a pit that laps the board skips itself on the way past;
help-house-pie-rule = the pie rule: once the first player's first turn is over, the second player may take that position instead of answering. Press "Swap sides": the board turns round, you keep your seat, and the first player moves next, from the other side. So the first player does best to open with a turn that leaves the game close to even.

## Strategy: tips, one per list item.

help-tip-free-move = Start with a free move. With four seeds a pit, the third pit from your left ends exactly in your store; solver studies rate the sixth pit as the strongest follow-up.
help-tip-count = Compare each pit's seeds with its distance to your store. One seed in the sixth pit, two in the fifth, and so on up to six in the first, all earn another move.
help-tip-nearest-first = When several pits would each end in your store, play the one nearest the store first; sowing a pit further left adds a seed to the nearer ones and ruins their count.
help-tip-empty-pits = Look at the empty pits on both rows before every move. Yours are captures you might make; your opponent's, facing a big pile of yours, are captures they might make, so move the pile or drop a seed into the gap.
help-tip-thirteen = A pile of thirteen is a weapon. It travels once round the board and ends in its own pit, empty by then, opposite a pit that has just received a seed, so it always captures.
help-tip-finish = Plan the finish before you run your row dry: whatever is still on your opponent's side when yours empties goes straight to their store.
help-tip-majority = The standard game has 48 seeds, so a store of 25 can no longer be beaten. Once you get there, play safe.

## The move list.

# $notation (Text) - an example round in the list's own notation, `1. 3 6 | 2`, set as code
help-move-list-rounds = The list under the board numbers the game in rounds: one turn of the player who moved first, then one of the other. A turn is every move one player makes before the other moves, so an extra turn and the move after it are one turn. { $notation } means: the first player sowed pit 3, earned an extra turn and sowed pit 6; then the other player sowed pit 2. Pits are numbered 1 to 6 from each player's own left.
help-move-list-browse = Press a move in the list to see the board just after it, with that sowing highlighted. The buttons beside the list, the keys [ and ], and ← and → while the list has focus step back and forth; Home goes to the start and End back to the game. Looking back never changes the game, and "Back to the game" returns to it.

## Hints and the analysis of a finished game.

help-hint = Hint (or <kbd>H</kbd>) asks the computer for the best move where you stand. It thinks for as long as Hard does, outlines the pit it would sow and says what it expects: "Pit 4: you should win by about 6 seeds" is the margin its search foresees, and "Pit 4 wins by exactly 2 seeds" means it has worked the game out to the end. "Every move's value" under the status lists each of your moves the same way. Under the pie rule it weighs the swap: offered one, it tells you when swapping is better than any move; in the first turn, its values count the swap your opponent may make once your turn is over. Against the computer, a game in which you take a hint is not counted in your statistics, and the page asks before the first one.
help-analyse-game = Once a game is over, "Analyse the game" has the computer rate every position of it, one after another, at the same fixed budget each time; Stop keeps what it has done, and pressing Analyse again goes on from there. The graph shows, after each move, the final margin the computer expects for the bottom player: above the middle line they are ahead, below it behind. Press a point, or focus the graph and use ← and →, to see the board at that move.
help-mistakes = A move that gives away 2 seeds or more of the final margin, compared with the best move in the same position, is called a mistake. It gets a ring on the graph and a "?" in the move list, and its description names the better move. One seed is within what a search of that size can misjudge between two good moves, so smaller differences are not marked. Under the graph, the summary gives each player's share of best moves, their biggest mistakes, and the turning point: the move after which the eventual winner stayed ahead. Under the pie rule, the first turn is rated knowing that the other player could swap once it was over, and the swap is judged like a move: swapping is worth what the best answer was worth, turned round.

## The analysis board.

help-analysis-board-use = Open it from the settings menu, or with "Analyse from here" beside the move list to look at the position on the board. Choose a pit or store and set its count with − and +, the number field, or the keyboard (arrows to move, digits to type a count, + and −, Delete, and Enter to analyse). A board holds at most 72 seeds, and any total is allowed, even one no game could reach. The computer then rates every move, deeper and deeper until you stop it: a tick marks a value it has proved, "at best" a bound it has proved, and the rest are estimates at the depth shown, each with the line it expects. Play moves on the board to explore, copy its link to share it, or start a real game from there with "Play from here"; such a game is not counted in your statistics.

## The computer's levels and your rating.

help-levels = The computer plays at eight levels, numbered 1 to 8 from the weakest. Easy (1) picks any legal move at random. Levels 2, 3 and 4 look one, two and three moves ahead, then choose among their moves by lot, with the chance of a move shrinking for every seed it gives away against the best one: they often miss a quiet move that is a seed better, and seldom a big capture. Level 4 never passes up its best capture. Medium (5) looks four moves ahead and always plays what it finds best. Level 6 looks six moves ahead, plays out captures and extra turns past that, and still draws lots, though far more narrowly. Hard (7) searches for about a third of a second and Expert (8) for about two seconds, and Expert plays perfectly once few seeds are left.
help-rating = The levels were measured against each other in a tournament, which gave each a rating on one scale (Easy 0, Hard about 1,250): each step is about 150 to 250 points above the last, except that Expert is only a little stronger than Hard. Your rating, under Statistics, is worked out on the same scale from your counted games against the computer on every board, and the page names the level whose rating is nearest yours: against it you should win about as often as you lose. Games with a take-back or a hint do not count, and the rating changes as soon as a game does.

## The turn clock.

help-turn-clock-rules = Two players may give each turn 1, 2 or 5 minutes (settings menu). Every move, an extra turn too, starts a fresh clock, which waits while seeds are sown or the page is hidden. Warnings come at 30 and 10 seconds; out of time, a pit is sown for you at random.

## Playing online, and what it sends.

help-online-play = "Play online" makes a room on the room server that served this page, or waits there for anyone who chose the same rules and clock ("Play someone now"). The server referees: the board shows what it says, and its clock is the one that counts. If the connection drops, the page says so, stops showing the clock and tries again by itself; your seat waits for you, though on your own turns you may be away for a minute at most. If the same game is opened in another tab or on another device, that one takes the seat and this page stops; "Play here" takes it back.
help-online-privacy = What goes to the server: the room's rules and clock, a random secret that stands for your seat, and your moves (or, while you wait for someone, the rules and clock you chose and a random name for the wait). It keeps each room, with its invite, the seats' secrets and every move with its time, in a file; a finished room is deleted after 7 days unless the server is set to keep rooms longer or shorter. It sees your IP address, as any website does, and counts in memory how many connections and rooms each address has, to stop floods; an address unused for about ten minutes is forgotten, and no address is written to disk. Nothing else about you is sent.

## The answers to the questions, in the order of their headings above.

help-who-goes-first-answer = The player along the bottom, unless the settings menu says otherwise under "Who opens": the top player (the computer, or player 2) can open instead, or the two can take turns, each new game opened by whoever did not open the last one.
help-can-i-pass-answer = No. You must sow one of your pits, and you will always have one to sow: the game is over the instant a row is empty, so you are never left without a move.
help-lap-capture-answer = Yes. If a large pit laps the board and its final seed lands in an empty pit of yours with seeds across from it, the capture happens just as it would otherwise.
help-is-it-solved-answer = Yes. Computers have worked out standard Kalah with six pits and four seeds: if both sides play perfectly, the player who moves first wins by 8 seeds.
help-outlines-and-tints-answer = An outline marks each pit you are allowed to play. Pits that have just been given seeds are tinted, as is a pit that was just captured, and the pit played last has a dashed outline. Each pit also prints how many seeds it holds, so you never have to rely on colour alone.
help-keep-or-share-answer = The page's address always holds the settings in force, such as ?level=expert&side=second. Bookmark it, or send it to someone, and it opens with that setup. Opening someone else's link leaves your own saved settings and statistics as they were.
help-anything-uploaded-answer = Not unless you play online. You never sign in. Games against the computer, on one screen or by link are played in this browser and send nothing anywhere; your statistics and settings are kept in this browser's local storage, and wiping the data stored for this site deletes them. Online play is the exception: see "Playing online" above for what goes to the room server and what it keeps.
help-undo-not-counted-answer = Any game in which undo was used, or a hint was shown, is left out of your statistics, so the figures only reflect games played straight through without help.
