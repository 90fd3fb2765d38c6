### The eight lessons' own texts: each lesson's title and what it teaches, and for each of its
### steps the goal (`ask`) and what the page says once it is met (`why`). Each step is a real
### board: the player plays the bottom row, pits 1 to 6 from the left, the store on the right,
### and sows to the right; the other side's pits are numbered from its own left, so the
### opponent's pit 1 faces the player's pit 6. Numbers in these texts are the boards' own:
### keep them as they are.

## Lesson 1.

lesson-1-title = Sowing
lesson-1-teaches = A move takes every seed from one of your pits and drops them one by one into the pits that follow, going to the right along your row.
lesson-1-step-1-ask = Sow so that your last seed lands in your pit 5.
lesson-1-step-1-why = Pit 1 held four seeds: one went into each of pits 2, 3, 4 and 5.
lesson-1-step-2-ask = Sow so that your last seed lands in your pit 6.
lesson-1-step-2-why = Pit 3's three seeds went into pits 4, 5 and 6: count the seeds, then count the pits.
lesson-1-step-3-ask = Sow so that your last seed lands in your opponent's pit 2.
lesson-1-step-3-why = Sowing goes on past the end of your row: pit 4's five seeds went into pits 5 and 6, your store, then your opponent's pits 1 and 2.

## Lesson 2.

lesson-2-title = The store you skip
lesson-2-teaches = Sowing goes round the board, into your store but never into your opponent's: their store is skipped.
lesson-2-step-1-ask = Land your last seed in your own pit 2.
lesson-2-step-1-why = Pit 6's nine seeds: one into your store, six across your opponent's row, none into their store, and the last two into your pits 1 and 2.
lesson-2-step-2-ask = Land your last seed in your own pit 1.
lesson-2-step-2-why = Eight seeds from pit 6: your store, your opponent's six pits, their store skipped, and the eighth in your pit 1.
lesson-2-step-3-ask = Land your last seed in your store, after going all the way round.
lesson-2-step-3-why = Fourteen seeds from pit 6: your store, six in your opponent's row, six in yours, and the fourteenth in your store again. Their store was skipped, so the count came out right.

## Lesson 3.

lesson-3-title = An extra turn
lesson-3-teaches = When your last seed lands in your store, you move again.
lesson-3-step-1-ask = Sow so that your last seed lands in your store.
lesson-3-step-1-why = Pit 3 is four cells from your store and held four seeds: the last one landed in the store, so you move again.
lesson-3-step-2-ask = Find the pit whose seeds end exactly in your store.
lesson-3-step-2-why = Pit 5 is two cells from your store and held two seeds. A pit needs as many seeds as it is cells from the store: pit 6 one, pit 5 two, pit 1 six.
lesson-3-step-3-ask = Earn an extra turn. The pit that does it is far from the store.
lesson-3-step-3-why = Pit 1 is six cells from your store and held six seeds.

## Lesson 4.

lesson-4-title = Chaining extra turns
lesson-4-teaches = Extra turns can follow one another. The order matters: play the pit nearest the store first, so that its seeds do not spoil the count of the others.
lesson-4-step-1-ask = Take two extra turns in a row.
lesson-4-step-1-why = Pit 6 first: its one seed went into the store. Pit 5's two seeds then still reached it. The other way round, pit 5 would have put a seed in pit 6, and pit 6 would then have overshot.
lesson-4-step-2-ask = Take three extra turns in a row.
lesson-4-step-2-why = Pit 6, then pit 5 (whose first seed refilled pit 6), then pit 6 again: each ended in the store.
lesson-4-step-3-ask = Take four extra turns in a row.
lesson-4-step-3-why = Pit 6, pit 5, pit 6 again, then pit 4: always the pit whose seeds end exactly in the store, nearest first.

## Lesson 5.

lesson-5-title = A capture
lesson-5-teaches = When your last seed lands in an empty pit of yours and the pit facing it holds seeds, you take those seeds and your last seed into your store.
lesson-5-step-1-ask = Capture at least 5 seeds in one move.
lesson-5-step-1-why = Your seed from pit 1 landed in your empty pit 2, which faces your opponent's pit 5: its six seeds went into your store.
lesson-5-step-2-ask = Two moves capture. Find the one that takes at least 6 seeds.
lesson-5-step-2-why = Pit 4's seed landed in your empty pit 5, facing six seeds. Pit 1 would have landed in pit 3, facing only two.
lesson-5-step-3-ask = Capture at least 4 seeds. You may need your extra turn first.
lesson-5-step-3-why = Pit 6 went into your store and emptied itself, so pit 5's seed then landed in an empty pit 6 and took the four seeds facing it.

## Lesson 6.

lesson-6-title = No capture from an empty pit
lesson-6-teaches = A capture needs seeds in the pit facing yours. If that pit is empty, your last seed simply stays where it landed (unless the empty-capture house rule is on).
lesson-6-step-1-ask = Capture something. Look at the pit facing where you land.
lesson-6-step-1-why = Pit 4's seed landed in your empty pit 5, facing three seeds. From pit 1 it would have landed in pit 2, facing an empty pit, and taken nothing.
lesson-6-step-2-ask = Three moves land in an empty pit of yours. Only one captures: find it.
lesson-6-step-2-why = Pit 5's seed landed in your pit 6, facing five seeds. Pits 2 and 4 face empty pits.
lesson-6-step-3-ask = With the empty-capture house rule on, put a seed in your store.
lesson-6-step-3-why = Under this house rule a last seed in an empty pit of yours goes to your store even when the pit facing it is empty.

## Lesson 7.

lesson-7-title = The end of the game
lesson-7-teaches = The game ends as soon as either row is empty. Then the seeds still in the other row go to that row's owner's store, and the larger store wins.
lesson-7-step-1-ask = Your opponent has seeds in one pit only. End the game now, and win.
lesson-7-step-1-why = Capturing their last seeds emptied their row, so the game ended, and the three seeds left in your row went to your store: 30 to 18.
lesson-7-step-2-ask = Empty your own row with extra turns so that the game ends with you ahead.
lesson-7-step-2-why = Pit 6, pit 5, then pit 6 again: three seeds into your store, your row empty, and your opponent's three seeds into theirs: 25 to 23. Played the other way, a seed would have gone over to them: a draw.
lesson-7-step-3-ask = End the game and win it. The seeds left in your row will be yours if your opponent's row empties first.
lesson-7-step-3-why = Pit 4's seed landed in your empty pit 5 and took the five seeds facing it, the last in your opponent's row. The game ended, and your pit 6's two seeds went to your store: 28 to 20.

## Lesson 8.

lesson-8-title = Counting to a win
lesson-8-teaches = There are 48 seeds. A store of 25 can no longer be caught: count the seeds you need, then find the turn that brings them in.
lesson-8-step-1-ask = Bring your store to 25 this turn.
lesson-8-step-1-why = Three extra turns, a seed each: 22, 23, 24, 25. With 25 of the 48 seeds the game is yours.
lesson-8-step-2-ask = Bring your store to 25 this turn. Two moves capture: count what each takes.
lesson-8-step-2-why = Pit 2's seed landed in your empty pit 3, facing four seeds: four and your own seed make 25. Pit 5's capture would have brought 24.
lesson-8-step-3-ask = Bring your store to 25 this turn. Count before you capture.
lesson-8-step-3-why = Pit 6 first: a seed in your store and another turn. Then pit 4's seed took the one seed facing pit 5: 23 and 2 make 25. Capturing first would have stopped at 24.
