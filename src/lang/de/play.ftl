### Die Partie selbst: das Brett, wie es vorgelesen wird, die Zeile darüber, die Rückfragen,
### das Ende der Partie, die Zugliste und ihr Nachspielen, die Statistik, der Tipp und die
### Analyse nach der Partie.

## Das Brett, wie ein Bildschirmleser seine Teile nennt.

board-opponent = Gegner

pit-name = { $who ->
    [you] Deine Mulde { $pit }, { seeds }
    [computer] Mulde { $pit } des Computers, { seeds }
    [one] Mulde { $pit } von Spieler 1, { seeds }
    [two] Mulde { $pit } von Spieler 2, { seeds }
    [friend] Mulde { $pit } deines Freundes, { seeds }
    [opponent] Mulde { $pit } deines Gegners, { seeds }
   *[them] Mulde { $pit } von { $name }, { seeds }
}

pit-name-hinted = { $label }, der Tipp

store-name = { $who ->
    [you] Deine Gewinnmulde, { seeds }
    [computer] Gewinnmulde des Computers, { seeds }
    [one] Gewinnmulde von Spieler 1, { seeds }
    [two] Gewinnmulde von Spieler 2, { seeds }
    [friend] Gewinnmulde deines Freundes, { seeds }
    [opponent] Gewinnmulde deines Gegners, { seeds }
   *[them] Gewinnmulde von { $name }, { seeds }
}

row-name = { $who ->
    [you] Deine Mulden
    [computer] Mulden des Computers
    [one] Mulden von Spieler 1
    [two] Mulden von Spieler 2
    [friend] Mulden deines Freundes
    [opponent] Mulden deines Gegners
   *[them] Mulden von { $name }
}

row-whose = { $who ->
    [you] deine Reihe
    [computer] die Reihe des Computers
    [one] die Reihe von Spieler 1
    [two] die Reihe von Spieler 2
    [friend] die Reihe deines Freundes
    [opponent] die Reihe deines Gegners
   *[them] die Reihe von { $name }
}

board-rows = Brett: { $top } oben, von Mulde 6 bis 1; { $bottom } unten, von Mulde 1 bis 6

## Über und neben dem Brett.

board-heading = Brett
playing-by-link = Partie per Link: Du bist { $name }
two-players-one-screen = Zwei Spieler, ein Bildschirm
against-computer = Gegen den Computer: { $level }
computer-thinking = Der Computer denkt nach…
notice-dismiss = Schließen

## Die Rückfragen, bevor etwas geschieht.

new-game-title = Neue Partie beginnen?
new-game-text = Die laufende Partie wird abgebrochen.
new-game-yes = Neue Partie
confirm-keep-playing = Weiterspielen
undo-title = Zug zurücknehmen?
undo-text = Eine Partie, in der ein Zug zurückgenommen wird, zählt nicht in deiner Statistik.
undo-yes = Zug zurücknehmen
hint-title = Tipp zeigen?
hint-text = Eine Partie, in der ein Tipp gezeigt wird, zählt nicht in deiner Statistik.
hint-yes = Tipp zeigen
reset-title = Statistik zurücksetzen?
reset-text = Alle Rekorde, auf jeder Stufe und mit allen Regeln, werden gelöscht.
reset-statistics = Statistik zurücksetzen
reset-no = Behalten

## Das Ende der Partie.

game-over-heading = Partie vorbei
game-over-play-again = Noch einmal
final-score = { $south } { $southstore }, { $north } { $northstore }

## Die Zugliste und das Nachspielen.

moves-heading = Züge
log-keys = Ein Extrazug gehört zum nächsten Zug: 3 6 | 2. In der Liste blättern ← und →.
swap-move = Tausch: { $sentence }
replay-bar = Nachspielen
replay-at-start = Nachspielen: der Anfang, vor { moves }.
replay-after-move = Nachspielen: nach Zug { $ply } von { $total }. { $what }
to-the-start = Zum Anfang
move-back = Zug zurück ([)
move-forward = Zug vor (])
replay-back-to-game = Zurück zur Partie
copy-game-link = Link kopieren
copy-as-text = Als Text kopieren
analyse-from-here = Ab hier analysieren
open-a-game = Partie öffnen
paste-a-game = Füge eine Partie als Text oder einen Partie-Link ein:
open-game-button = Öffnen

## Die Statistik.

stats-heading = Statistik
stats-tally-against-computer = Dieser Besuch: du { $you }, Computer { $computer }, Remis { $draws }; Tipps genutzt { $hints }.
stats-tally = Dieser Besuch: Tipps genutzt { $hints }.
stats-rating-none = Deine Wertung: noch keine. Sie wird aus deinen gezählten Partien gegen den Computer berechnet und schlägt die Stufe vor, die dir eine ausgeglichene Partie bieten sollte.
stats-rating = { $games ->
    [one] Deine Wertung: etwa { $rating } (plus/minus { $deviation }), aus { $games } gezählten Partie. { $level } sollte dir eine ausgeglichene Partie bieten.
   *[other] Deine Wertung: etwa { $rating } (plus/minus { $deviation }), aus { $games } gezählten Partien. { $level } sollte dir eine ausgeglichene Partie bieten.
}
stats-note = Beendete Partien gegen den Computer zählen hier, außer wenn ein Zug zurückgenommen oder ein Tipp gezeigt wurde. Partien mit anderer Samenzahl oder Hausregeln werden getrennt geführt, jede unter eigener Überschrift. Partien gegen Menschen online werden am Ende getrennt davon gezählt; Partien zu zweit an einem Bildschirm werden nicht gespeichert. Nichts verlässt diesen Browser. Deine Wertung steht auf der Skala der Stufen (Leicht 0, Schwer etwa 1250) und wird aus deinen Ergebnissen auf allen Brettern berechnet.
online-none = Noch keine: Eine online zu Ende gespielte Partie zählt hier.
online-table = Tabelle der Online-Ergebnisse
online-caption = Ergebnisse gegen Menschen online
online-heading = Online, gegen Menschen
column-rules = Regeln
column-difficulty = Stufe
column-played = Gespielt
column-won = Gewonnen
column-lost = Verloren
column-drawn = Remis
column-win-rate = Siegquote
column-streak = Serie
column-best-run = Beste Serie
column-fastest-win = Schnellster Sieg
column-most-seeds = Meiste Samen
column-best-margin = Höchster Sieg
win-rate = { $percent } %
duration-seconds = { $seconds } s
duration-minutes = { $minutes } min { $seconds } s
key-won = gewonnen (G)
key-drawn = remis (R)
key-lost = verloren (V)
records-table = Rekordtabelle, { $rules }
records-caption = Rekorde, { $rules }
chart-title = Gewonnene, remis und verlorene Partien nach Stufe, { $rules }
chart-no-games = { $level }: keine Partien.
chart-games = { $level }: { $won } gewonnen, { $drawn } remis, { $lost } verloren.
chart-count = G{ $won } R{ $drawn } V{ $lost }

## Der Tipp: wohin ein Zug oder der Seitentausch führen sollte.

wins-exactly = { $what ->
    [swap] Seitentausch gewinnt mit genau { seeds }.
   *[pit] Mulde { $pit } gewinnt mit genau { seeds }.
}
draws-exactly = { $what ->
    [swap] Seitentausch endet remis, wenn beide bestmöglich spielen.
   *[pit] Mulde { $pit } endet remis, wenn beide bestmöglich spielen.
}
loses-exactly = { $what ->
    [swap] Seitentausch verliert mit genau { seeds }, wenn beide bestmöglich spielen.
   *[pit] Mulde { $pit } verliert mit genau { seeds }, wenn beide bestmöglich spielen.
}
should-win = { $what ->
    [swap] Seitentausch: Du solltest mit etwa { seeds } gewinnen.
   *[pit] Mulde { $pit }: Du solltest mit etwa { seeds } gewinnen.
}
should-be-even = { $what ->
    [swap] Seitentausch: Es sollte etwa ausgeglichen sein.
   *[pit] Mulde { $pit }: Es sollte etwa ausgeglichen sein.
}
should-lose = { $what ->
    [swap] Seitentausch: Du solltest mit etwa { seeds } verlieren.
   *[pit] Mulde { $pit }: Du solltest mit etwa { seeds } verlieren.
}
opening-note = Das rechnet den Tausch mit ein, den dein Gegner nach deinem Zug machen kann.
swap-worth-same = Seiten tauschen ist gleich viel wert.
swap-hands-over = Seiten tauschen würde das deinem Gegner überlassen.
every-move-value = Der Wert jedes Zugs

## Die Analyse nach der Partie.

analysis-heading = Analyse
analysis-note = Der Computer bewertet jede Stellung der Partie mit festem Aufwand. Die Grafik zeigt den Endstand, den er nach jedem Zug für den unteren Spieler erwartet: über der Linie liegt dieser vorn. Ein Ring markiert einen Fehler.
analyse-game = Partie analysieren
analysis-stop = Stopp
graph-name = Grafik des erwarteten Vorsprungs; ← und → gehen durch die Züge
analysis-progress = Fortschritt der Analyse
graph-ahead = { $who ->
    [you] Du vorn
    [computer] Computer vorn
   *[them] { $name } vorn
}
choice-pit = Mulde { $pit }
choice-swap = der Tausch
expect-ahead = { $who ->
    [you] du solltest mit { seeds } vorn liegen
    [computer] der Computer sollte mit { seeds } vorn liegen
   *[them] { $name } sollte mit { seeds } vorn liegen
}
expect-even = es sollte etwa ausgeglichen enden
point-sowed = { $who ->
    [you] Zug { $number }, du hast aus Mulde { $pit } gesät: { $expected }.
    [computer] Zug { $number }, der Computer hat aus Mulde { $pit } gesät: { $expected }.
   *[them] Zug { $number }, { $name } hat aus Mulde { $pit } gesät: { $expected }.
}
point-swapped = { $who ->
    [you] Zug { $number }, du hast die Seiten getauscht: { $expected }.
    [computer] Zug { $number }, der Computer hat die Seiten getauscht: { $expected }.
   *[them] Zug { $number }, { $name } hat die Seiten getauscht: { $expected }.
}
mistake-note = Ein Fehler: { $better } war { seeds } besser.
analysis-accuracy = { $who ->
    [you] Du hast bei { $best } von { $moves } Zügen den besten Zug gespielt ({ $percent } %).
    [computer] Der Computer hat bei { $best } von { $moves } Zügen den besten Zug gespielt ({ $percent } %).
   *[them] { $name } hat bei { $best } von { $moves } Zügen den besten Zug gespielt ({ $percent } %).
}
no-mistakes = Keine Fehler von { seeds } oder mehr.
mistake-item = Zug { $number } ({ $played }; { $better } war { seeds } besser)
mistake-list = { $first }, { $rest }
biggest-mistakes = { $mistakes ->
    [one] { $who ->
        [you] Dein größter Fehler: { $list }.
        [computer] Größter Fehler des Computers: { $list }.
       *[them] Größter Fehler von { $name }: { $list }.
    }
   *[other] { $who ->
        [you] Deine größten Fehler: { $list }.
        [computer] Größte Fehler des Computers: { $list }.
       *[them] Größte Fehler von { $name }: { $list }.
    }
}
turning-point = { $who ->
    [you] Die Wende: Zug { $number } ({ $choice }). Von da an lagst du vorn.
    [computer] Die Wende: Zug { $number } ({ $choice }). Von da an lag der Computer vorn.
   *[them] Die Wende: Zug { $number } ({ $choice }). Von da an lag { $name } vorn.
}
biggest-swing = Der größte Umschwung: Zug { $number } ({ $choice }), um { seeds }.

rule-set-standard = Standard-Kalah ({ seeds } pro Mulde)
rule-set-seeds = { seeds } pro Mulde
rule-set-with-rules = { seeds } pro Mulde; Hausregeln: { $rules }
rule-list = { $first }, { $rest }
rule-set-empty-capture = Beute gegenüber leerer Mulde
rule-set-one-extra-turn = nur ein Extrazug in Folge
rule-set-both-stores = Säen in beide Gewinnmulden
rule-set-skip-origin = Startmulde überspringen
rule-set-pie = Tauschregel
rule-set-to-runner = Reste an den, dessen Reihe leer ist
rule-set-discard = Reste zählen für niemanden

search-solved = Der Computer hat diese Partie bis zum Ende durchgerechnet.
search-looked-ahead = Der Computer hat { $depth } Züge vorausgeschaut ({ $positions }).
search-positions = { $count ->
    [one] { $count } Stellung
   *[other] { $count } Stellungen
}
search-million-positions = { $millions } Millionen Stellungen
