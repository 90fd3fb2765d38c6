### The page's frame: the masthead, the footer, the toolbar, the modes' navigation, the
### settings menu and the names of its choices, the notices beside the game, and what the page
### says when one of its parts could not be loaded. See `main.ftl`'s header for how values are
### declared.

## The masthead and the footer.

# The page's name, over everything.
masthead = Mancala
tagline = Kalah, the six-pit game of sowing and capturing
footer = Free, with no account and no tracking. Games against the computer, on one screen or by link stay in your browser; online play sends the room's rules and your moves to the room server, which keeps them (see Help).

## The toolbar. Keep these short: a phone shows them on a 320 px line.

# The toolbar's name for screen readers.
toolbar-label = Game
new-game-button = New game
undo-button = Undo
redo-button = Redo
hint-button = Hint
skip-button = Skip
full-screen-button = Full screen
send-move-button = Send your move
swap-button = Swap sides
# The ⋯ menu's name (shown beside it on wide screens).
settings-button = Settings
loading-settings = Loading the settings…

## The modes' navigation.

# The navigation's name for screen readers.
modes-label = Modes
nav-play = Play
nav-puzzles = Puzzles
nav-learn = Learn
nav-analysis = Analysis board
# What the narrowest phones show in place of `nav-analysis`: a shorter name for it.
nav-analysis-short = Analysis
nav-online = Play online
# What the narrowest phones show in place of `nav-online`: a shorter name for it (its first letter is shown as a capital).
nav-online-short = online
loading-puzzles = Loading the puzzles…
loading-lessons = Loading the lessons…
loading-analysis-board = Loading the analysis board…
loading-online = Loading online play…
not-loaded = This part of the page could not be loaded. The game plays on; reload the page to try again.
# The offer of the lessons, under a first game: this, a space, the link `learn-offer-link`, then `learn-offer-end`.
learn-offer-start = New to mancala?
learn-offer-link = Learn to play in eight short lessons
learn-offer-end = .

## The settings menu's labels.

opponent-label = Opponent
difficulty-label = Difficulty
who-opens-label = Who opens
turn-clock-label = Turn clock
seeds-per-pit-label = Seeds per pit
house-rules-label = House rules
sweep-label = Seeds left when a row runs out
speed-label = Speed
motion-label = Motion
colours-label = Colours
# M is the key that turns the sound on and off.
sound-label = Sound (M)
done-button = Done

## The settings' choices.

opponent-computer = Computer
opponent-human = Two players
level-easy = Easy
level-medium = Medium
level-hard = Hard
level-expert = Expert
# $number (Number) - a level known by its number: 2, 3, 4 or 6
level-numbered = Level { $number }
# $level (Text) - the level's name, Easy, Medium, Hard or Expert
# $number (Number) - its number, 1 to 8
level-named-with-number = { $level } (level { $number })
side-first = You (player 1)
side-second = The computer (player 2)
side-alternate = Each in turn
speed-slow = Slow
speed-normal = Normal
speed-fast = Fast
speed-instant = Instant
clock-off = Off
# $count (Number) - minutes a turn
clock-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
follow-system = As the system says
motion-reduced = Reduced: moves land at once
motion-full = Full animation
theme-light = Light
theme-dark = Dark
theme-contrast = High contrast
sound-off = Off
sound-on = On
sweep-own-row = Go to the owner of the row
sweep-to-runner = Go to whoever ran out
sweep-discard = Count for nobody
rule-empty-capture = Bank a last seed in your empty pit even when the pit opposite is empty
rule-one-extra-turn = Only one extra turn in a row
rule-both-stores = Sow into both stores
rule-skip-origin = A lap of the board skips the pit it started from
rule-pie = After the first turn, the second player may swap sides

## Notices: what the page says beside the game until it is closed.

storage-trouble = This browser is not letting the page save anything (storage is disabled or full), so your settings and statistics last only until you leave the page.
store-missing = The part of the page that reads and saves your settings, statistics and game did not load. Anything saved before is left as it is, but this visit may not be kept: reload the page to try again.
no-worker = Your browser would not start a background worker, so the computer thinks on the page itself, at a smaller budget (Medium at most).
link-unread = The part of the page that reads links did not load, so this link was not opened and a new game starts instead. The address still holds the link: reload the page to try again.
# $why (Text) - why, a clause (see the `*-reason` messages below)
settings-unreadable = Your saved settings could not be used because { $why }, so the defaults apply. They are saved again when you change a setting.
# $why (Text) - why, a clause
stats-unreadable = Your saved statistics could not be read because { $why }. They are left as they are for now: this visit counts afresh, and saves over them only when a game is counted.
# $why (Text) - why, a clause
game-unresumable = Your saved game could not be resumed because { $why }, so a new game starts.
# $why (Text) - why, a clause
lessons-unreadable = The record of the lessons you have done could not be read because { $why }. It is left as it is until you finish a lesson, which starts a new record.
# $why (Text) - why, a clause
puzzles-unreadable = Your puzzle rating and puzzles could not be read because { $why }. They are left as they are until you try a puzzle, which starts a new record.
# $why (Text) - why, a clause
seats-unreadable = The seats you hold in live rooms could not be read because { $why }. They are left as they are until you take a seat, which starts a new record.

# $same (Number) - the moves the link's game and this device's share
# $kept (Number) - the moves of this device's game
# $link (Text) - a link back to this device's game, to open
fork-older = This link is older than the game on this device: it stops after move { $same }, and yours goes on to move { $kept }. The link's game is shown, and kept here from now on; to go back to the one from this device, open ?{ $link }

# $same (Number) - the moves the two games share
# $next (Number) - the first move that differs
# $kept (Text) - that move on this device, `fork-pit` or `fork-swap`
# $linked (Text) - that move in the link, `fork-pit` or `fork-swap`
# $link (Text) - a link back to this device's game, to open
fork-differs = This link's game parts from the one on this device after move { $same }: move { $next } was { $kept } there, and { $linked } in the link. The link's game is shown, and kept here from now on; to go back to the one from this device, open ?{ $link }

# $pit (Number) - the pit sown, 1 to 6
fork-pit = pit { $pit }
fork-swap = the swap

# $name (Text) - the player the move is for
# $link (Text) - the link, to copy by hand
move-not-copied = Your browser would not copy, so here is the link to send { $name }: { $link }
# $link (Text) - the link, to copy by hand
link-not-copied = Your browser would not copy, so here is the link to this game: { $link }
# $text (Text) - the game as text, on one line
text-not-copied = Your browser would not copy, so here is the game as text (it reads back as it is, on one line): { $text }
invalid-settings = Those settings are not valid; nothing was changed.

## Why something saved could not be read: clauses after "because".

corrupt-reason = the saved text is damaged
shape-reason = it is not in the form this page saves
version-reason = it was saved by a newer version of this page
absurd-reason = its numbers cannot be right

## A link's parts that were not applied.

# $parts (Text) - the parts, each an `ignored-*` clause, joined by `ignored-separator`
ignored = Part of this link was not understood, so those settings were left at their defaults: { $parts }.
# Between two parts in `ignored`'s list, with its space.
ignored-separator = {"; "}
# $key (Text) - the key as written in the link
ignored-unknown-key = “{ $key }” is not a setting
# $value (Text) - the value as written in the link
# $key (Text) - the setting's key, as links write it
ignored-bad-value = “{ $value }” is not a value for { $key }
# $key (Text) - the setting's key, as links write it
ignored-repeated = { $key } was given more than once
# $count (Number) - how many more parts were not applied
ignored-more = { $count } more
