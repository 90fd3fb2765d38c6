### Deutsch. Das Spiel heißt Kalah. Feste Begriffe (siehe glossary.md): Mulde, Gewinnmulde,
### Samen, säen, erbeuten, Extrazug, Seiten tauschen, Zug, Partie. Anrede: du.

-language-name = Deutsch
-language-direction = ltr

## Die Spieler, wie ein Satz sie nennt.

player-you = Du
player-computer = Der Computer
player-one = Spieler 1
player-two = Spieler 2

## Wem die Mulden gehören, wie ihre Namen es sagen („Deine Mulde 3“, „Mulde 3 des Computers“).

owner-you = Deine
owner-computer = des Computers
owner-player-one = von Spieler 1
owner-player-two = von Spieler 2

## Anzahlen.

seeds = { $count ->
    [one] { $count } Samen
   *[other] { $count } Samen
}

moves = { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}

## Was ein Zug bewirkt hat.

sowed = { $who ->
    [you] Du hast aus Mulde { $pit } gesät.
    [computer] Der Computer hat aus Mulde { $pit } gesät.
    [one] Spieler 1 hat aus Mulde { $pit } gesät.
    [two] Spieler 2 hat aus Mulde { $pit } gesät.
    [friend] Dein Freund hat aus Mulde { $pit } gesät.
    [opponent] Dein Gegner hat aus Mulde { $pit } gesät.
   *[them] { $name } hat aus Mulde { $pit } gesät.
}

sowed-extra-turn = { $who ->
    [you] Du hast aus Mulde { $pit } gesät: Extrazug.
    [computer] Der Computer hat aus Mulde { $pit } gesät: Extrazug.
    [one] Spieler 1 hat aus Mulde { $pit } gesät: Extrazug.
    [two] Spieler 2 hat aus Mulde { $pit } gesät: Extrazug.
    [friend] Dein Freund hat aus Mulde { $pit } gesät: Extrazug.
    [opponent] Dein Gegner hat aus Mulde { $pit } gesät: Extrazug.
   *[them] { $name } hat aus Mulde { $pit } gesät: Extrazug.
}

sowed-captured = { $who ->
    [you] Du hast aus Mulde { $pit } gesät und { seeds } erbeutet.
    [computer] Der Computer hat aus Mulde { $pit } gesät und { seeds } erbeutet.
    [one] Spieler 1 hat aus Mulde { $pit } gesät und { seeds } erbeutet.
    [two] Spieler 2 hat aus Mulde { $pit } gesät und { seeds } erbeutet.
    [friend] Dein Freund hat aus Mulde { $pit } gesät und { seeds } erbeutet.
    [opponent] Dein Gegner hat aus Mulde { $pit } gesät und { seeds } erbeutet.
   *[them] { $name } hat aus Mulde { $pit } gesät und { seeds } erbeutet.
}

sowed-captured-extra-turn = { $who ->
    [you] Du hast aus Mulde { $pit } gesät und { seeds } erbeutet: Extrazug.
    [computer] Der Computer hat aus Mulde { $pit } gesät und { seeds } erbeutet: Extrazug.
    [one] Spieler 1 hat aus Mulde { $pit } gesät und { seeds } erbeutet: Extrazug.
    [two] Spieler 2 hat aus Mulde { $pit } gesät und { seeds } erbeutet: Extrazug.
    [friend] Dein Freund hat aus Mulde { $pit } gesät und { seeds } erbeutet: Extrazug.
    [opponent] Dein Gegner hat aus Mulde { $pit } gesät und { seeds } erbeutet: Extrazug.
   *[them] { $name } hat aus Mulde { $pit } gesät und { seeds } erbeutet: Extrazug.
}

swapped = { $who ->
    [you] Du hast die Seiten getauscht.
    [computer] Der Computer hat die Seiten getauscht.
    [one] Spieler 1 hat die Seiten getauscht.
    [two] Spieler 2 hat die Seiten getauscht.
    [friend] Dein Freund hat die Seiten getauscht.
    [opponent] Dein Gegner hat die Seiten getauscht.
   *[them] { $name } hat die Seiten getauscht.
}

## Wer am Zug ist und wie die Partie ausging.

to-move = { $who ->
    [you] Du bist am Zug.
    [computer] Der Computer ist am Zug.
    [one] Spieler 1 ist am Zug.
    [two] Spieler 2 ist am Zug.
    [friend] Dein Freund ist am Zug.
    [opponent] Dein Gegner ist am Zug.
   *[them] { $name } ist am Zug.
}

to-move-or-swap = { $who ->
    [you] Du bist am Zug: Säe oder tausche die Seiten.
    [computer] Der Computer ist am Zug: säen oder Seiten tauschen.
    [one] Spieler 1 ist am Zug: säen oder Seiten tauschen.
    [two] Spieler 2 ist am Zug: säen oder Seiten tauschen.
    [friend] Dein Freund ist am Zug: säen oder Seiten tauschen.
    [opponent] Dein Gegner ist am Zug: säen oder Seiten tauschen.
   *[them] { $name } ist am Zug: säen oder Seiten tauschen.
}

game-over = Die Partie ist vorbei. { $result }

draw = Unentschieden, { $count } zu { $count }.

won = { $who ->
    [you] Du gewinnst mit { seeds } Vorsprung, { $high } zu { $low }.
    [computer] Der Computer gewinnt mit { seeds } Vorsprung, { $high } zu { $low }.
    [one] Spieler 1 gewinnt mit { seeds } Vorsprung, { $high } zu { $low }.
    [two] Spieler 2 gewinnt mit { seeds } Vorsprung, { $high } zu { $low }.
    [friend] Dein Freund gewinnt mit { seeds } Vorsprung, { $high } zu { $low }.
    [opponent] Dein Gegner gewinnt mit { seeds } Vorsprung, { $high } zu { $low }.
   *[them] { $name } gewinnt mit { seeds } Vorsprung, { $high } zu { $low }.
}

## Was das Säen aus einer Mulde bewirken würde, gesagt, bevor gesät wird.

lands-in-your-store = Mulde { $pit }: Der letzte Samen landet in deiner Gewinnmulde – { $effect ->
    [extra-turn] du bekommst einen Extrazug
    [capture] du erbeutest { seeds }
    [ends-game] die Partie endet
   *[nothing] keine Beute, kein Extrazug
}.

lands-in-other-store = Mulde { $pit }: Der letzte Samen landet in der anderen Gewinnmulde – { $effect ->
    [extra-turn] du bekommst einen Extrazug
    [capture] du erbeutest { seeds }
    [ends-game] die Partie endet
   *[nothing] keine Beute, kein Extrazug
}.

lands-in-your-pit = Mulde { $pit }: Der letzte Samen landet in deiner Mulde { $landing } – { $effect ->
    [extra-turn] du bekommst einen Extrazug
    [capture] du erbeutest { seeds }
    [ends-game] die Partie endet
   *[nothing] keine Beute, kein Extrazug
}.

lands-in-their-pit = Mulde { $pit }: Der letzte Samen landet in Mulde { $landing } der Gegenseite – { $effect ->
    [extra-turn] du bekommst einen Extrazug
    [capture] du erbeutest { seeds }
    [ends-game] die Partie endet
   *[nothing] keine Beute, kein Extrazug
}.

## Warum ein Zug abgelehnt wurde: ein Hauptsatz, der nach „denn“ steht.

not-your-turn-reason = du bist nicht am Zug
stale-answer-reason = diese Antwort galt einer früheren Stellung
no-such-pit-reason = es gibt keine Mulde { $pit }; jede Seite hat { $pits }
empty-pit-reason = Mulde { $pit } ist leer
game-is-over-reason = die Partie ist vorbei
move-limit-reason = die Partie hat die Höchstzahl an Zügen erreicht
swap-not-offered-reason = ein Seitentausch ist nur mit der Tauschregel möglich, und zwar für den zweiten Spieler, nachdem der erste Spieler seinen ersten Zug beendet hat

## Die Statuszeile: was gerade passiert ist, dann wer am Zug ist.

new-game = Neue Partie. { $status }
game-resumed = Partie fortgesetzt. { $turn }
from-analysis-board = Eine Partie aus der Stellung des Analysebretts; sie zählt nicht für die Statistik. { $status }
from-link = Eine Partie aus einem Link, nach { $count ->
    [one] { $count } Zug
   *[other] { $count } Zügen
}. { $turn }
from-online = Hier ist die Online-Partie ({ moves }) mit Zugliste und Analyse. { $turn }
seated-by-link = Du bist { $name } und spielst per Link. { $turn }
send-your-move = { $status } Schick deinen Zug mit „Zug senden“ an { $name }.
no-move-found = Der Computer hat keinen Zug gefunden; bitte starte eine neue Partie.
stats-reset = Statistik zurückgesetzt.
move-taken-back = Zug zurückgenommen. { $turn }
move-played-again = Zug wiederhergestellt. { $turn }
analysing = Die Partie wird analysiert …
analysis-stopped = Analyse abgebrochen.
analysis-done = Analyse fertig: Die Grafik zeigt den Verlauf der Partie.
move-copied = Dein Zug wurde als Link kopiert: Schick ihn an { $name } (zum Beispiel per Nachricht). Die Antwort kommt auf demselben Weg zurück.
link-copied = Link zu dieser Partie kopiert: Wer ihn öffnet, sieht die Partie im aktuellen Stand.
sound-on-by-key = Ton an (M schaltet ihn aus).
sound-off-by-key = Ton aus (M schaltet ihn ein).
text-copied = Die Partie wurde als Text kopiert: Füge sie unter den Zügen bei „Partie öffnen“ ein, hier oder auf einem anderen Gerät, um sie wieder anzusehen.
looking-for-hint = Der beste Zug wird gesucht …
no-hint = Kein Tipp: Es gibt keinen möglichen Zug.
hint = Tipp: { $hint }
replay-refused = Du siehst dir einen früheren Zug an: Kehre zur Partie zurück, um zu ziehen.
other-device = Du bist nicht am Zug: Der andere Spieler zieht auf seinem Gerät.
pit-is-empty = Mulde { $pit } ist leer: Wähle eine Mulde mit Samen.
not-your-turn = Du bist nicht am Zug.
cannot-sow = Aus Mulde { $pit } kann nicht gesät werden, denn { $reason }.
cannot-swap = Die Seiten können nicht getauscht werden, denn { $reason }.

time-running-out = { $who ->
    [you] Du bist am Zug: { $seconds ->
        [one] noch { $seconds } Sekunde.
       *[other] noch { $seconds } Sekunden.
    }
    [computer] Der Computer ist am Zug: { $seconds ->
        [one] noch { $seconds } Sekunde.
       *[other] noch { $seconds } Sekunden.
    }
    [one] Spieler 1 ist am Zug: { $seconds ->
        [one] noch { $seconds } Sekunde.
       *[other] noch { $seconds } Sekunden.
    }
    [two] Spieler 2 ist am Zug: { $seconds ->
        [one] noch { $seconds } Sekunde.
       *[other] noch { $seconds } Sekunden.
    }
    [friend] Dein Freund ist am Zug: { $seconds ->
        [one] noch { $seconds } Sekunde.
       *[other] noch { $seconds } Sekunden.
    }
    [opponent] Dein Gegner ist am Zug: { $seconds ->
        [one] noch { $seconds } Sekunde.
       *[other] noch { $seconds } Sekunden.
    }
   *[them] { $name } ist am Zug: { $seconds ->
        [one] noch { $seconds } Sekunde.
       *[other] noch { $seconds } Sekunden.
    }
}

timed-out = { $who ->
    [you] Deine Zeit ist abgelaufen: Für dich wurde zufällig aus einer Mulde gesät. { $said }
    [computer] Die Zeit des Computers ist abgelaufen: Für ihn wurde zufällig aus einer Mulde gesät. { $said }
    [one] Die Zeit von Spieler 1 ist abgelaufen: Es wurde zufällig aus einer Mulde gesät. { $said }
    [two] Die Zeit von Spieler 2 ist abgelaufen: Es wurde zufällig aus einer Mulde gesät. { $said }
    [friend] Die Zeit deines Freundes ist abgelaufen: Es wurde zufällig aus einer Mulde gesät. { $said }
    [opponent] Die Zeit deines Gegners ist abgelaufen: Es wurde zufällig aus einer Mulde gesät. { $said }
   *[them] Die Zeit von { $name } ist abgelaufen: Es wurde zufällig aus einer Mulde gesät. { $said }
}

words-missing = Die Sprache { $language } konnte nicht geladen werden. Wähle sie in den Einstellungen noch einmal, um es erneut zu versuchen.

language-label = Sprache

page-title = Mancala: Kalah im Browser spielen
page-description = Spiele Kalah (Mancala) kostenlos im Browser: ein starker Computergegner in acht Stufen oder zu zweit an einem Bildschirm. Mit Tastatur und Screenreader spielbar.
