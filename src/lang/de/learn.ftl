### Der Rahmen der Lektionen: ihre Liste, Überschrift, Ziel und Schaltflächen eines Schritts,
### und was die Seite zu jedem Versuch sagt. Die Texte der Lektionen stehen in lessons.ftl.

## Die Liste der Lektionen.

learn-title = Spielen lernen
learn-intro = Acht kurze Lektionen, jede mit ein paar Brettern und einem Ziel für deinen Zug. Du spielst die untere Reihe und beginnst; die andere Seite zieht in einer Lektion nie. { $done } von { $count } erledigt.
lesson-entry = { $number }. { $title }
lesson-done = Erledigt
lesson-not-done = Offen

## Ein Schritt.

lesson-heading = Lektion { $number } von { $count }: { $title }
step-of = Schritt { $number } von { $count }
goal-label = Ziel:
back-to-game = Zurück zur Partie
set-board-back = Brett zurücksetzen
next-step = Nächster Schritt
next-lesson = Nächste Lektion
back-to-lessons = Zu den Lektionen
all-lessons = Alle Lektionen

## Was die Seite zum letzten Versuch sagt.

try-fresh = Wähle eine deiner Mulden zum Säen: Klicke sie an, nutze die Pfeiltasten und Enter oder tippe ihre Nummer.
try-extra-turn = Ein Extrazug: Dein letzter Samen ist in deiner Gewinnmulde gelandet. Zieh noch einmal.
try-extra-turn-again = Extrazug { $count }: Dein letzter Samen ist wieder in deiner Gewinnmulde gelandet. Zieh noch einmal.
try-wrong = Noch nicht. { $missed } Das Brett ist zurückgesetzt: Versuch es noch einmal.
try-right = Richtig! { $why }
try-right-last = Richtig! { $why } Damit ist diese Lektion zu Ende.

## Die Felder, im Dativ.

lesson-last-cell = { $last ->
    [your-pit] deiner Mulde { $pit }
    [their-pit] Mulde { $pit } deines Gegners
    [your-store] deiner Gewinnmulde
   *[their-store] der Gewinnmulde deines Gegners
}
lesson-target-cell = { $target ->
    [your-pit] deiner Mulde { $goal }
    [their-pit] Mulde { $goal } deines Gegners
    [your-store] deiner Gewinnmulde
   *[their-store] der Gewinnmulde deines Gegners
}
lesson-cells = { $cells ->
    [one] { $cells } Feld
   *[other] { $cells } Felder
}

## Wie ein Versuch sein Ziel verfehlt hat.

missed-cell = Dein letzter Samen ist in { lesson-last-cell } gelandet, { $off ->
    [short] { lesson-cells } vor { lesson-target-cell }
    [past] { lesson-cells } hinter { lesson-target-cell }
   *[apart] nicht in { lesson-target-cell }
}.
missed-store = Dein letzter Samen ist in { lesson-last-cell } gelandet, { $off ->
    [short] { lesson-cells } vor deiner Gewinnmulde
    [past] { lesson-cells } hinter deiner Gewinnmulde
   *[apart] nicht in deiner Gewinnmulde
}, also war dein Zug zu Ende.
missed-store-after = Dein letzter Samen ist in { lesson-last-cell } gelandet, { $off ->
    [short] { lesson-cells } vor deiner Gewinnmulde
    [past] { lesson-cells } hinter deiner Gewinnmulde
   *[apart] nicht in deiner Gewinnmulde
}, also war dein Zug nach { $extra ->
    [one] { $extra } Extrazug
   *[other] { $extra } Extrazügen
} zu Ende.
took-too-few = Du hast { $took ->
    [one] { $took } Samen
   *[other] { $took } Samen
} erbeutet, aber in diesem Zug sind { $wanted } oder mehr drin.
no-capture-not-yours = Dein letzter Samen ist in { lesson-last-cell } gelandet; für eine Beute muss er in einer leeren Mulde von dir landen.
no-capture-not-empty = Dein letzter Samen ist in deiner Mulde { $pit } gelandet, die nicht leer war, also wurde nichts erbeutet.
no-capture-nothing-facing = Dein letzter Samen ist in deiner leeren Mulde { $pit } gelandet, aber die Mulde gegenüber war leer: Es gab nichts zu holen.
banked-nothing = In diesem Zug kam nichts in deine Gewinnmulde; { $wanted } oder mehr sind möglich.
banked-too-few = Deine Gewinnmulde hat in diesem Zug { $gained ->
    [one] { $gained } Samen
   *[other] { $gained } Samen
} bekommen; { $wanted } oder mehr sind möglich.
store-short = Deine Gewinnmulde hat am Ende deines Zugs { $store }, { $short } weniger als { $wanted }.
not-won = Damit endet die Partie, aber es steht { $yours } zu { $theirs }: { $result ->
    [draw] unentschieden.
   *[lost] Dein Gegner gewinnt.
}
game-goes-on = Die Partie geht weiter: Dein letzter Samen ist in { lesson-last-cell } gelandet, und beide Reihen haben noch Samen.

## Warum aus einer Mulde nicht gesät wurde.

lesson-pit-empty = Deine Mulde { $pit } ist leer: Wähle eine Mulde mit Samen.
lesson-cannot-play = Dieser Zug geht nicht, denn { $reason }.
