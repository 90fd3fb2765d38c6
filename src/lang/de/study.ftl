### Das Analysebrett: sein Brett, der Editor, der eine Stellung aufbaut, und die Analyse.

## Das Brett.

study-title-editing = Stellung aufbauen
study-title-analysing = Analysebrett
study-back-to-game = Zurück zur Partie
study-board-label = Brett: die Mulden der oberen Reihe von 6 bis 1, die der unteren von 1 bis 6

study-row = { $row ->
    [bottom] Untere Reihe
   *[top] Obere Reihe
}

study-row-initial = { $row ->
    [bottom] U
   *[top] O
}

study-cell-pit = { $row ->
    [bottom] Untere Reihe, Mulde { $pit }
   *[top] Obere Reihe, Mulde { $pit }
}

study-cell-store = { $row ->
    [bottom] Untere Gewinnmulde
   *[top] Obere Gewinnmulde
}

study-cell-label = { $cell }, { seeds }
study-cell-count = { $cell }: { seeds }.

study-row-to-move = { $row ->
    [bottom] Die untere Reihe ist am Zug.
   *[top] Die obere Reihe ist am Zug.
}

study-board-over = Die Partie ist vorbei: { $winner ->
    [bottom] Unten gewinnt mit { seeds } Vorsprung
    [top] Oben gewinnt mit { seeds } Vorsprung
   *[draw] Unentschieden
} ({ $south } zu { $north }; { $lead } für unten).

## Warum der Editor eine Zahl ablehnt.

study-no-such-cell = Dieses Feld gibt es nicht.
study-count-below-zero = Eine Zahl kann nicht unter 0 liegen: Ein Feld hat 0 Samen oder mehr.
study-count-blank = Gib eine Zahl von Samen ein, 0 oder mehr.
study-count-not-a-number = „{ $typed }“ ist keine ganze Zahl von Samen.
study-count-already-empty = { $cell } ist schon leer.
study-count-too-many = Das wären { $count ->
    [one] { $total } Samen
   *[other] { $total } Samen
} insgesamt; ein Brett fasst höchstens { $limit } (höchstens 6 Samen in jeder der 12 Mulden, wo immer sie liegen), also kann dieses Feld höchstens { $most } aufnehmen.

## Warum das Brett keine Stellung zum Untersuchen ist.

study-board-empty = Das Brett ist leer: Lege mindestens einen Samen in eine Mulde oder einige in die Gewinnmulden für eine beendete Partie.
study-board-too-full = Ein Brett fasst höchstens { $limit } Samen; dieses hat { $count }.
study-not-a-position = Das ist keine Stellung: { $reason }.

study-off-start = Von keinem Anfang aus erreichbar: Dieses Brett hat { seeds }, und eine Partie mit { $per-pit } je Mulde hat { $start }. Du kannst sie trotzdem untersuchen und weiterspielen.

## Die Bedienelemente des Editors.

study-one-seed-fewer = Ein Samen weniger
study-one-seed-more = Ein Samen mehr
study-to-move = Am Zug
study-seeds-per-pit = Samen je Mulde am Anfang
study-seeds-left = Restsamen, wenn eine Reihe leer ist
study-quick-set-ups = Schnellaufbau
study-start-position = Anfangsstellung
study-empty-board = Leeres Brett
study-swap-sides = Seiten tauschen
study-random-position = Zufallsstellung
study-analyse = Stellung analysieren

## Die Analyse.

study-solved = Gelöst: Von diesem Anfang aus, bei bestem Spiel beider Seiten, { $result ->
    [wins] gewinnt der erste Spieler mit { seeds } Vorsprung
    [loses] verliert der erste Spieler mit { seeds } Rückstand
   *[draw] endet es unentschieden
} ({ $proof ->
    [published] bewiesen vom eigenen Löser dieses Spiels; derselbe Wert wie der veröffentlichte
   *[ours] bewiesen vom eigenen Löser dieses Spiels
}).

study-no-moves-to-rate = Die Partie ist vorbei: Es gibt keine Züge zu bewerten.
study-analysing = Analyse läuft …
study-stopped-before-first-step = Vor dem ersten Schritt angehalten.
study-progress-step = Schritt { $step } · { $count } Stellungen · { $state }
study-progress-depth = Tiefe { $depth } · Schritt { $step } · { $count } Stellungen · { $state }
study-every-value-proved = alle Werte bewiesen
study-going-deeper = geht tiefer …
study-stopped = angehalten
study-as-deep-as-it-goes = so tief, wie das Brett reicht
study-stop = Stopp
study-go-on = Weiter
study-every-value = Der Wert jedes Zugs
study-value-wins-exactly = gewinnt mit genau { seeds } Vorsprung
study-value-draws = unentschieden bei bestem Spiel
study-value-loses-exactly = verliert mit genau { seeds } Rückstand
study-value-wins-at-best = gewinnt höchstens mit { seeds } Vorsprung (bewiesen)
study-value-draws-at-best = höchstens unentschieden (bewiesen)
study-value-loses-at-best = verliert mindestens mit { seeds } Rückstand (bewiesen)
study-value-estimate = etwa { $value } bei Tiefe { $depth }
study-play-pit = Mulde { $pit } spielen: { $value }
study-pit = Mulde { $pit }
study-line-expected = Die erwartete Folge

## Die Züge auf dem Brett, und wie es weitergeht.

study-moves-title = Züge auf diesem Brett
study-undo = Zurück
study-redo = Vor
study-edit-position = Stellung ändern
study-copy-link = Link kopieren
study-link-copied = Der Link zu dieser Stellung ist kopiert.
study-set-up = Aufbau

study-row-sowed = { $row ->
    [bottom] Die untere Reihe hat aus Mulde { $pit } gesät
   *[top] Die obere Reihe hat aus Mulde { $pit } gesät
}

study-play-from-here = Von hier spielen
study-play-against = Von hier spielen gegen
study-two-players = Zwei Spieler
study-computer-at = Den Computer, { $level }
study-not-counted = Eine Partie von hier zählt nicht in der Statistik.
