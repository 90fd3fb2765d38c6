### Training: die Aufgaben. Eine Aufgabe löst immer die untere Reihe.

## Die Überschrift und die Wertung.

train-puzzles = Aufgaben
train-back-to-game = Zurück zur Partie

train-rating = Deine Aufgabenwertung: { $rating }{ $settling ->
    [first-estimate] , eine erste Schätzung, die sich mit jeder Lösung festigt
   *[settled] {""}
}. Gewertete Aufgaben gelöst: { $solved } von { $tried }. Beste Serie: { $best }.

## Die Modi.

train-daily = Tagesaufgabe
train-daily-solved = Tagesaufgabe (heute gelöst)
train-streak = Serie
train-streak-solved = Serie: { $count } gelöst
train-rated = Gewertetes Training
train-linked = Aufgabe
train-mine = Aus deinen Partien
train-mine-to-solve = Aus deinen Partien ({ $count } offen)
train-puzzle-number = Aufgabe { $id }
train-mode-puzzle = { $mode }: Aufgabe { $id }
train-all-modes = Alle Modi
train-about-puzzles = Jede Aufgabe ist eine Stellung aus einer echten Partie, in der ein Zug (oder eine Kette von Extrazügen) das beste Ergebnis hält, bewiesen vom eigenen Löser dieses Spiels, und jeder andere Zug mindestens 2 Samen verliert.
train-about-modes = Eine Serie wird schwerer bis zu deinem ersten Fehler. Gewertetes Training wählt Aufgaben nahe deiner Wertung, die sich mit jedem ersten Versuch bewegt. Nach der Analyse einer Partie wird jeder genannte Fehler zu einer eigenen Aufgabe.
train-loading = Die Aufgaben werden geladen …
train-still-work = { $problem } Das Spiel und deine eigenen Aufgaben funktionieren weiter.
train-none-of-your-own = Keine eigenen Aufgaben offen: Analysiere eine beendete Partie („Partie analysieren“), dann kommen ihre Fehler hierher.
train-daily-done = Das war die heutige Aufgabe. Morgen kommt eine neue.

## Die Themen.

train-theme-chain = Kette von Extrazügen
train-theme-capture = Beute
train-theme-defence = Beute verhindern
train-theme-endgame = Endspiel
train-theme-only = Einziger Zug
train-theme-quiet = Bester Zug

## Eine Aufgabe wird versucht.

train-find-best = Finde den besten Zug für die untere Reihe. Wertung { $rating }; Thema: { $theme }.
train-find-again = Ein Extrazug: Finde wieder den besten Zug.
train-find-better = Finde einen besseren Zug als den, den du in dieser Stellung gespielt hast.
train-choose-pit = Wähle eine Mulde: Klicke sie an, nutze die Pfeiltasten und Enter, oder tippe ihre Nummer.
train-move-again = Richtig, und dein letzter Samen ist in deiner Gewinnmulde gelandet: Zieh noch einmal.
train-pit-empty = Deine Mulde { $pit } ist leer: Wähle eine Mulde mit Samen.
train-solved-win = Gelöst! Bei bestem Spiel von hier gewinnst du mit { $count } Samen Vorsprung.
train-solved-draw = Gelöst! Bei bestem Spiel von hier endet die Partie unentschieden.
train-solved-loss = Gelöst! Das verliert am wenigsten: mit { $count } Samen Rückstand bei bestem Spiel.
train-solved-best = Gelöst! Dieser Zug hält das beste Ergebnis, das die Analyse gefunden hat.
train-not-the-best = Nicht der beste: Mulde { $played }. Der beste war Mulde { $best }.
train-rating-stays = Deine Wertung bleibt gleich.
train-rating-rises = Deine Wertung steigt um { $count }.
train-rating-falls = Deine Wertung sinkt um { $count }.
train-next-puzzle = Nächste Aufgabe
train-try-again = Noch einmal

## Wenn die Aufgaben nicht zu haben sind.

train-unreadable = Die Aufgaben konnten nicht gelesen werden: { $reason }.
train-unfetched = Die Aufgaben konnten nicht geladen werden: { $reason }.
train-fetch-refused = das Netzwerk hat die Anfrage abgelehnt
train-fetch-no-response = der Browser hat keine Antwort geliefert
train-fetch-status = der Server hat mit { $status } geantwortet
train-fetch-body = ihr Inhalt konnte nicht gelesen werden
train-no-such-puzzle = Es gibt keine Aufgabe { $id }: Die Aufgaben sind von 1 bis { $count } nummeriert.
train-file-fault = Die Aufgabendatei { $fault }
train-line-fault = Zeile { $line } der Aufgabendatei { $fault }

## Was an der Datei oder einer ihrer Zeilen falsch ist.

train-fault-too-long = ist zu lang
train-fault-no-header = beginnt nicht wie eine Aufgabendatei
train-fault-too-many = enthält zu viele Aufgaben
train-fault-no-puzzles = enthält keine Aufgaben
train-fault-cut-short = ist abgeschnitten
train-fault-more-than-said = enthält mehr Aufgaben als angegeben
train-fault-fields = hat { $fields } Felder statt 5
train-fault-not-numbered = sollte Aufgabe { $id } sein
train-fault-no-position = hat keine Stellung: { $reason }
train-fault-over = enthält eine beendete Partie
train-fault-no-rating = hat keine Wertung
train-fault-rating-outside = hat die Wertung { $rating }, außerhalb von 100 bis 3000
train-fault-no-theme = hat kein Thema
train-fault-past-the-turn = geht bis Entscheidung { $at } weiter, obwohl der Zug vorbei ist
train-fault-no-value = hat einen Zug ohne Wert
train-fault-no-pit = nennt keine Mulde
train-fault-value-not-a-number = hat einen Wert, der keine Zahl ist
train-fault-value-beyond = hat den Wert { $value }, den kein Brett zulässt
train-fault-pit-twice = nennt Mulde { $pit } zweimal
train-fault-not-the-legal-moves = listet bei Entscheidung { $at } nicht genau die erlaubten Züge
train-fault-close-second = hat bei Entscheidung { $at } einen weiteren Zug, der weniger als { seeds } hinter der Lösung liegt
train-fault-value-changes = ändert bei Entscheidung { $at } den Wert der Lösung
train-fault-unplayable = hat eine Lösung, die nicht gespielt werden kann: { $reason }
train-fault-spare-turn = endet mit einem übrigen Extrazug
train-fault-ends-too-soon = geht nach Entscheidung { $at } weiter, die den Zug beendet
