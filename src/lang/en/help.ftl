### The help under the board: its headings and the keys' help. Key names stay as keys
### (<kbd>Enter</kbd>, <kbd>Tab</kbd>…): write the `<kbd>` tags as they are, around the keys only.
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
