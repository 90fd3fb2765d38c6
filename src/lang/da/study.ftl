### Analysebrættet: brættet, editoren, der stiller en stilling op, og analysen.

## Brættet.

study-title-editing = Stil en stilling op
study-title-analysing = Analysebræt
study-back-to-game = Tilbage til spillet
study-board-label = Bræt: den øverste rækkes huller fra 6 til 1, den nederste rækkes fra 1 til 6

study-row = { $row ->
    [bottom] Nederste række
   *[top] Øverste række
}

study-row-initial = { $row ->
    [bottom] N
   *[top] Ø
}

study-cell-pit = { $row ->
    [bottom] Nederste række, hul { $pit }
   *[top] Øverste række, hul { $pit }
}

study-cell-store = { $row ->
    [bottom] Nederste depot
   *[top] Øverste depot
}

study-cell-label = { $cell }, { seeds }
study-cell-count = { $cell }: { seeds }.

study-row-to-move = { $row ->
    [bottom] Nederste række er i trækket.
   *[top] Øverste række er i trækket.
}

study-board-over = Spillet er slut: { $winner ->
    [bottom] nederste række vinder med { seeds }
    [top] øverste række vinder med { seeds }
   *[draw] det er uafgjort
} ({ $south } mod { $north }; { $lead } til nederste række).

## Hvorfor editoren afviser et antal.

study-no-such-cell = Det felt findes ikke.
study-count-below-zero = Et antal kan ikke være under 0: et felt har 0 frø eller flere.
study-count-blank = Skriv et antal frø, 0 eller flere.
study-count-not-a-number = »{ $typed }« er ikke et helt antal frø.
study-count-already-empty = { $cell } er allerede tomt.
study-count-too-many = Det ville give { $count ->
    [one] { $total } frø
   *[other] { $total } frø
} i alt; et bræt kan højst have { $limit } (højst 6 frø i hvert af de 12 huller, uanset hvor de ligger), så dette felt kan højst tage { $most }.

## Hvorfor brættet ikke er en stilling at studere.

study-board-empty = Brættet er tomt: læg mindst ét frø i et hul, eller nogle i depoterne for et færdigt spil.
study-board-too-full = Et bræt kan højst have { $limit } frø; dette har { $count }.
study-not-a-position = Dette er ikke en stilling: { $reason }.

study-off-start = Kan ikke nås fra en start: dette bræt har { seeds }, og et spil med { $per-pit } pr. hul har { $start }. Stillingen kan stadig studeres og spilles videre.

## Editorens knapper.

study-one-seed-fewer = Ét frø færre
study-one-seed-more = Ét frø mere
study-to-move = I trækket
study-seeds-per-pit = Frø pr. hul ved start
study-seeds-left = Frø tilbage, når en række løber tør
study-quick-set-ups = Hurtige opstillinger
study-start-position = Startstilling
study-empty-board = Tomt bræt
study-swap-sides = Byt side
study-random-position = Tilfældig stilling
study-analyse = Analysér stillingen

## Analysen.

study-solved = Løst: fra denne start, med bedste spil fra begge sider, { $result ->
    [wins] vinder den første spiller med { seeds }
    [loses] taber den første spiller med { seeds }
   *[draw] bliver det uafgjort
} ({ $proof ->
    [published] bevist af dette spils egen løser; samme værdi som den offentliggjorte
   *[ours] bevist af dette spils egen løser
}).

study-no-moves-to-rate = Spillet er slut: der er ingen træk at vurdere.
study-analysing = Analyserer …
study-stopped-before-first-step = Stoppet før første skridt.
study-progress-step = Skridt { $step } · { $count } stillinger · { $state }
study-progress-depth = Dybde { $depth } · skridt { $step } · { $count } stillinger · { $state }
study-every-value-proved = alle værdier bevist
study-going-deeper = går dybere …
study-stopped = stoppet
study-as-deep-as-it-goes = så dybt brættet rækker
study-stop = Stop
study-go-on = Fortsæt
study-every-value = Hvert træks værdi
study-value-wins-exactly = vinder med præcis { seeds }
study-value-draws = uafgjort med bedste spil
study-value-loses-exactly = taber med præcis { seeds }
study-value-wins-at-best = vinder højst med { seeds } (bevist)
study-value-draws-at-best = højst uafgjort (bevist)
study-value-loses-at-best = taber mindst med { seeds } (bevist)
study-value-estimate = omkring { $value } i dybde { $depth }
study-play-pit = Spil hul { $pit }: { $value }
study-pit = Hul { $pit }
study-line-expected = Den forventede variant

## Trækkene på brættet, og vejen videre.

study-moves-title = Træk på dette bræt
study-undo = Fortryd
study-redo = Gentag
study-edit-position = Ret stilling
study-copy-link = Kopiér link
study-link-copied = Linket til denne stilling er kopieret.
study-set-up = Opstilling

study-row-sowed = { $row ->
    [bottom] Nederste række spillede hul { $pit }
   *[top] Øverste række spillede hul { $pit }
}

study-play-from-here = Spil herfra
study-play-against = Spil herfra mod
study-two-players = To spillere
study-computer-at = Computeren, { $level }
study-not-counted = Et spil herfra tæller ikke med i statistikken.
