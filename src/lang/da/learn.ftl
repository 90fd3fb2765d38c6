### Rammen om lektionerne: listen, et trins overskrift, mål og knapper, og hvad siden siger om
### hvert forsøg. Lektionernes egne tekster står i lessons.ftl.

## Listen over lektioner.

learn-title = Lær at spille
learn-intro = Otte korte lektioner, hver med nogle få brætter og ét mål for din tur. Du spiller den nederste række og starter; den anden side trækker aldrig i en lektion. { $done } af { $count } klaret.
lesson-entry = { $number }. { $title }
lesson-done = Klaret
lesson-not-done = Ikke klaret

## Et trin.

lesson-heading = Lektion { $number } af { $count }: { $title }
step-of = Trin { $number } af { $count }
goal-label = Mål:
back-to-game = Tilbage til spillet
set-board-back = Stil brættet tilbage
next-step = Næste trin
next-lesson = Næste lektion
back-to-lessons = Tilbage til lektionerne
all-lessons = Alle lektioner

## Hvad siden siger om det sidste forsøg.

try-fresh = Vælg et af dine huller at spille: klik på det, brug piletasterne og Enter, eller skriv dets nummer.
try-extra-turn = En ekstra tur: dit sidste frø landede i dit depot. Tag en tur til.
try-extra-turn-again = Ekstra tur { $count }: dit sidste frø landede i dit depot igen. Tag en tur til.
try-wrong = Ikke endnu. { $missed } Brættet er stillet tilbage: prøv igen.
try-right = Rigtigt! { $why }
try-right-last = Rigtigt! { $why } Det var slutningen på denne lektion.

## Felterne.

lesson-last-cell = { $last ->
    [your-pit] dit hul { $pit }
    [their-pit] din modstanders hul { $pit }
    [your-store] dit depot
   *[their-store] din modstanders depot
}
lesson-target-cell = { $target ->
    [your-pit] dit hul { $goal }
    [their-pit] din modstanders hul { $goal }
    [your-store] dit depot
   *[their-store] din modstanders depot
}
lesson-cells = { $cells ->
    [one] { $cells } felt
   *[other] { $cells } felter
}

## Hvordan et forsøg missede sit mål.

missed-cell = Dit sidste frø landede i { lesson-last-cell }, { $off ->
    [short] { lesson-cells } før { lesson-target-cell }
    [past] { lesson-cells } efter { lesson-target-cell }
   *[apart] ikke i { lesson-target-cell }
}.
missed-store = Dit sidste frø landede i { lesson-last-cell }, { $off ->
    [short] { lesson-cells } før dit depot
    [past] { lesson-cells } efter dit depot
   *[apart] ikke i dit depot
}, så din tur sluttede.
missed-store-after = Dit sidste frø landede i { lesson-last-cell }, { $off ->
    [short] { lesson-cells } før dit depot
    [past] { lesson-cells } efter dit depot
   *[apart] ikke i dit depot
}, så din tur sluttede efter { $extra ->
    [one] { $extra } ekstra tur
   *[other] { $extra } ekstra ture
}.
took-too-few = Du fangede { $took ->
    [one] { $took } frø
   *[other] { $took } frø
}, men { $wanted } eller flere kan fås i denne tur.
no-capture-not-yours = Dit sidste frø landede i { lesson-last-cell }; en fangst kræver, at det lander i et tomt hul hos dig.
no-capture-not-empty = Dit sidste frø landede i dit hul { $pit }, som ikke var tomt, så intet blev fanget.
no-capture-nothing-facing = Dit sidste frø landede i dit tomme hul { $pit }, men hullet overfor var tomt: der var intet at tage.
banked-nothing = Intet kom i dit depot i denne tur; { $wanted } eller flere kan.
banked-too-few = Dit depot fik { $gained ->
    [one] { $gained } frø
   *[other] { $gained } frø
} i denne tur; { $wanted } eller flere kan komme i.
store-short = Dit depot har { $store } ved slutningen af din tur, { $short } under { $wanted }.
not-won = Det afslutter spillet, men det står { $yours } mod { $theirs }: { $result ->
    [draw] uafgjort.
   *[lost] din modstander vinder.
}
game-goes-on = Spillet fortsætter: dit sidste frø landede i { lesson-last-cell }, og begge rækker har stadig frø.

## Hvorfor et hul ikke blev spillet.

lesson-pit-empty = Dit hul { $pit } er tomt: vælg et hul med frø i.
lesson-cannot-play = Det træk kan ikke spilles: { $reason }.
