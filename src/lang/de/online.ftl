### Online spielen: der Raum, die Warteschlange und die Absagen des Servers.

## Die Spieler eines Raums.

player-friend = Dein Freund
player-opponent = Dein Gegner
owner-friend = deines Freundes
owner-opponent = deines Gegners

## Überschrift und Schaltflächen.

play-online = Online spielen
online-back-to-game = Zurück zur Partie
online-turn-clock = Zeit pro Zug
alternate-opener = Nach einer Revanche abwechselnd beginnen
make-room = Raum erstellen
making-room = Raum wird erstellt…
play-someone-now = Gleich gegen jemanden
back-to-room = Zurück zum Raum
try-again = Noch einmal
back = Zurück
stop-waiting = Nicht mehr warten
play-here = Hier spielen
swap-sides = Seiten tauschen
resign = Aufgeben
rematch = Revanche
open-in-analysis = In Zugliste und Analyse öffnen
stop-watching = Nicht mehr zusehen
leave-room = Raum verlassen

## Die Links eines Raums.

invite-link = Einladungslink
watch-link = Zuschauerlink
copy-invite = Einladung kopieren
copy-watch-link = Zuschauerlink kopieren
share-invite = Einladung teilen
share-watch-link = Zuschauerlink teilen
invite-title = Spiel Kalah mit mir
watch-title = Sieh eine Partie Kalah

## Die Zeit pro Zug.

clock-none = Ohne Uhr
clock-seconds = { $seconds } Sekunden pro Zug
online-clock-minutes = { $minutes ->
    [one] { $minutes } Minute pro Zug
   *[other] { $minutes } Minuten pro Zug
}

clock-none-in-sentence = ohne Uhr
clock-seconds-in-sentence = { $seconds } Sekunden pro Zug
clock-minutes-in-sentence = { $minutes ->
    [one] { $minutes } Minute pro Zug
   *[other] { $minutes } Minuten pro Zug
}

## Die Partie, die ein Raum spielt.

settings-standard = { seeds } pro Mulde, Standardregeln
settings-with = { seeds } pro Mulde, mit { $rules }
rules-and = { $first } und { $rest }
online-rule-empty-capture = Beute gegenüber leerer Mulde
online-rule-one-extra-turn = nur einem Extrazug in Folge
online-rule-both-stores = Säen in beide Gewinnmulden
online-rule-skip-origin = Überspringen der Startmulde
online-rule-pie = der Tauschregel

## Einen Raum erstellen oder auf jemanden warten.

lobby-intro = Ein Raum spielt mit den Einstellungen der Partie: { $settings }. Ändere sie vorher im Menü, wenn du willst. Wer deinen Einladungslink öffnet, spielt gegen dich, und du fängst an; oder spiel gleich gegen jemanden, der auf dieselben Einstellungen und dieselbe Uhr wartet (dann wird abwechselnd begonnen).
seeds-for-a-room = Die Mulden eines Raums beginnen mit 3 bis 6 Samen.
waiting-for-someone = Warte auf jemanden zum Spielen: { $settings }, { $clock }.
queue-crowd = Gerade { $others ->
    [0] wartet sonst niemand auf dasselbe
    [one] wartet { $others } weiterer Spieler auf dasselbe
   *[other] warten { $others } weitere Spieler auf dasselbe
}, und { $games ->
    [one] { $games } Partie läuft
   *[other] { $games } Partien laufen
}.

## Die Verbindung zum Server.

connecting-to-room = Verbinde mit dem Raum…
connecting = Verbinde…
connection-lost = Gerade keine Verbindung zum Raumserver. Neuer Versuch…
no-server = Unter dieser Adresse antwortet kein Raumserver, daher kann hier nicht live gespielt werden. Alles andere auf der Seite funktioniert wie bisher.
seat-taken-elsewhere = Diese Partie ist jetzt in einem anderen Tab oder auf einem anderen Gerät geöffnet, das deinen Platz hält, daher hat diese Seite ihn freigegeben. Wähle „Hier spielen“, um stattdessen auf dieser Seite zu spielen.
queue-server-full = Der Server ist gerade voll und konnte keine Partie starten, daher wartest du nicht mehr. Versuch es gleich noch einmal.
left-game = Du hast eine laufende Partie verlassen. Sie geht ohne dich weiter: Bist du eine Minute deiner eigenen Züge lang weg, verlierst du. Geh zurück in den Raum, um weiterzuspielen, oder gib dort auf, um sie jetzt zu beenden.
server-unreadable = Der Raumserver hat etwas geschickt, das diese Seite nicht lesen konnte, daher hat sich nichts geändert.
server-undecodable = Der Raumserver hat etwas geschickt, das diese Seite nicht lesen konnte, daher hat sich nichts geändert. Wenn das Spiel seit dem Öffnen dieser Seite aktualisiert wurde, lade die Seite neu.
clock-off-line = Die Zuguhr erscheint wieder, sobald der Raumserver antwortet.
presence-off-line = Wer im Raum ist, erscheint wieder, sobald der Raumserver antwortet.

## Warum der Server nichts erstellt, geöffnet oder eingereiht hat.

not-made-foreign = Der Raumserver hat keinen Raum erstellt: Räume werden auf der Seite des Spiels selbst erstellt.
not-made-too-long = Der Raumserver hat keinen Raum erstellt: Die Anfrage war zu lang.
not-made-unreadable = Der Raumserver hat keinen Raum erstellt: Er konnte die Anfrage nicht lesen. Neu laden kann helfen.
not-made-settings = Der Raumserver hat keinen Raum erstellt: Mit diesen Einstellungen kann kein Raum spielen.
not-made-zero-secret = Der Raumserver hat keinen Raum erstellt: Dieser Browser hat kein zufälliges Geheimnis für den Platz geliefert.
not-made-full = Der Raumserver hat keinen Raum erstellt: Er ist gerade voll; laufende Partien gehen weiter. Versuch es in einer Minute noch einmal.
not-made-too-many = Der Raumserver hat keinen Raum erstellt: Von dieser Adresse kamen zu viele Räume oder Verbindungen. Warte eine Minute und versuch es noch einmal.
not-made-no-room = Der Raumserver hat keinen Raum erstellt: Diesen Raum gibt es nicht.
not-made-unavailable = Der Raumserver hat keinen Raum erstellt: Er kann gerade keine Räume halten. Versuch es in einer Minute noch einmal.

## Warum der Server abgelehnt hat, was diese Seite geschickt hat.

refused-unreadable = Der Server konnte diese Nachricht nicht lesen.
refused-out-of-order = Diese Nachricht kam in falscher Reihenfolge.
refused-not-seated = Du schaust dieser Partie zu, du spielst nicht mit.
refused-not-your-turn = Du bist nicht am Zug.
refused-no-opponent = Dein Gegner ist noch nicht da.
refused-stale = Dieser Zug wurde schon gespielt.
refused-ahead = Dieser Zug ist der Partie voraus.
refused-illegal = Dieser Zug ist hier nicht erlaubt.
refused-over = Die Partie ist vorbei.
refused-not-over = Die Partie läuft noch.
refused-unknown-seat = Der Platz dieser Seite gehört nicht zu diesem Raum.
refused-full = Beide Plätze sind besetzt, daher schaust du zu.
refused-wrong-invite = Diese Einladung gehört nicht zu diesem Raum, daher schaust du zu. Bitte noch einmal um den Link.
refused-busy = Der Server ist ausgelastet. Versuch es gleich noch einmal.
refused-replaced = Diese Partie ist jetzt in einem anderen Tab oder auf einem anderen Gerät geöffnet.

## Was aus dem Weitergeben eines Links wurde.

invite-copied = Einladungslink kopiert: Schick ihn deinem Freund. Er gibt einer Person einmal einen Platz.
watch-link-copied = Zuschauerlink kopiert: Wer ihn öffnet, verfolgt die Partie ohne Platz.
online-link-not-copied = Der Link konnte nicht kopiert werden: Markiere ihn und kopiere ihn selbst.
invite-shared = Einladungslink geteilt. Er gibt einer Person einmal einen Platz.
watch-link-shared = Zuschauerlink geteilt.
link-not-shared = Der Link konnte nicht geteilt werden: Kopiere ihn stattdessen.

## Die Statuszeile des Raums.

entering-room = Betrete den Raum…
paired = Gegner gefunden: Betrete den Raum…

turn-warning = { $who ->
    [you] Du bist am Zug: noch { $seconds } Sekunden.
    [one] Spieler 1 ist am Zug: noch { $seconds } Sekunden.
    [two] Spieler 2 ist am Zug: noch { $seconds } Sekunden.
    [friend] Dein Freund ist am Zug: noch { $seconds } Sekunden.
    [opponent] Dein Gegner ist am Zug: noch { $seconds } Sekunden.
   *[them] { $name } ist am Zug: noch { $seconds } Sekunden.
}

new-game-swapped = { $who ->
    [you] Neue Partie mit getauschten Plätzen: Du beginnst. { $turn }
    [one] Neue Partie mit getauschten Plätzen: Spieler 1 beginnt. { $turn }
    [two] Neue Partie mit getauschten Plätzen: Spieler 2 beginnt. { $turn }
    [friend] Neue Partie mit getauschten Plätzen: Dein Freund beginnt. { $turn }
    [opponent] Neue Partie mit getauschten Plätzen: Dein Gegner beginnt. { $turn }
   *[them] Neue Partie mit getauschten Plätzen: { $name } beginnt. { $turn }
}

new-game-same-opener = { $who ->
    [you] Neue Partie: Du beginnst wieder. { $turn }
    [one] Neue Partie: Spieler 1 beginnt wieder. { $turn }
    [two] Neue Partie: Spieler 2 beginnt wieder. { $turn }
    [friend] Neue Partie: Dein Freund beginnt wieder. { $turn }
    [opponent] Neue Partie: Dein Gegner beginnt wieder. { $turn }
   *[them] Neue Partie: { $name } beginnt wieder. { $turn }
}

rematch-offered-by-you = Du hast eine Revanche angeboten; warte auf deinen Freund.

rematch-offered = { $who ->
    [you] Du bietest eine Revanche an: Wähle „Revanche“, um anzunehmen.
    [one] Spieler 1 bietet eine Revanche an: Wähle „Revanche“, um anzunehmen.
    [two] Spieler 2 bietet eine Revanche an: Wähle „Revanche“, um anzunehmen.
    [friend] Dein Freund bietet eine Revanche an: Wähle „Revanche“, um anzunehmen.
    [opponent] Dein Gegner bietet eine Revanche an: Wähle „Revanche“, um anzunehmen.
   *[them] { $name } bietet eine Revanche an: Wähle „Revanche“, um anzunehmen.
}

rematch-offered-watching = { $who ->
    [you] Du bietest eine Revanche an.
    [one] Spieler 1 bietet eine Revanche an.
    [two] Spieler 2 bietet eine Revanche an.
    [friend] Dein Freund bietet eine Revanche an.
    [opponent] Dein Gegner bietet eine Revanche an.
   *[them] { $name } bietet eine Revanche an.
}

waiting-for-friend = Warte auf deinen Freund: Schick ihm den Einladungslink.
waiting-for-second-player = Warte auf den zweiten Spieler.

wins = { $who ->
    [you] Du gewinnst.
    [one] Spieler 1 gewinnt.
    [two] Spieler 2 gewinnt.
    [friend] Dein Freund gewinnt.
    [opponent] Dein Gegner gewinnt.
   *[them] { $name } gewinnt.
}

resigned = { $who ->
    [you] Du hast aufgegeben. { $result }
    [one] Spieler 1 hat aufgegeben. { $result }
    [two] Spieler 2 hat aufgegeben. { $result }
    [friend] Dein Freund hat aufgegeben. { $result }
    [opponent] Dein Gegner hat aufgegeben. { $result }
   *[them] { $name } hat aufgegeben. { $result }
}

abandoned = { $who ->
    [you] Du warst zu lange weg und hast verloren. { $result }
    [one] Spieler 1 war zu lange weg und hat verloren. { $result }
    [two] Spieler 2 war zu lange weg und hat verloren. { $result }
    [friend] Dein Freund war zu lange weg und hat verloren. { $result }
    [opponent] Dein Gegner war zu lange weg und hat verloren. { $result }
   *[them] { $name } war zu lange weg und hat verloren. { $result }
}

## Wer im Raum ist, und die Zuguhr.

seat-free = { $who ->
    [you] Dein Platz ist frei.
    [one] Der Platz von Spieler 1 ist frei.
    [two] Der Platz von Spieler 2 ist frei.
    [friend] Der Platz deines Freundes ist frei.
    [opponent] Der Platz deines Gegners ist frei.
   *[them] Der Platz von { $name } ist frei.
}

friend-not-come = Dein Freund ist noch nicht da.

here = { $who ->
    [you] Du bist da.
    [one] Spieler 1 ist da.
    [two] Spieler 2 ist da.
    [friend] Dein Freund ist da.
    [opponent] Dein Gegner ist da.
   *[them] { $name } ist da.
}

away = { $who ->
    [you] Du bist weg.
    [one] Spieler 1 ist weg.
    [two] Spieler 2 ist weg.
    [friend] Dein Freund ist weg.
    [opponent] Dein Gegner ist weg.
   *[them] { $name } ist weg.
}

away-time-left = { $who ->
    [you] Du bist weg: noch { $time }, um während deiner eigenen Züge zurückzukommen.
    [one] Spieler 1 ist weg: noch { $time }, um während seiner eigenen Züge zurückzukommen.
    [two] Spieler 2 ist weg: noch { $time }, um während seiner eigenen Züge zurückzukommen.
    [friend] Dein Freund ist weg: noch { $time }, um während seiner eigenen Züge zurückzukommen.
    [opponent] Dein Gegner ist weg: noch { $time }, um während seiner eigenen Züge zurückzukommen.
   *[them] { $name } ist weg: noch { $time }, um während der eigenen Züge zurückzukommen.
}

watching = { $count ->
    [one] { $count } Person schaut zu.
   *[other] { $count } Personen schauen zu.
}

clock-runs = { $who ->
    [you] Du bist am Zug: noch { $time }
    [one] Spieler 1 ist am Zug: noch { $time }
    [two] Spieler 2 ist am Zug: noch { $time }
    [friend] Dein Freund ist am Zug: noch { $time }
    [opponent] Dein Gegner ist am Zug: noch { $time }
   *[them] { $name } ist am Zug: noch { $time }
}

rows-seated = Deine Reihe ist die untere; die deines Freundes ist oben.
rows-watching = Du schaust zu. Die untere Reihe gehört Spieler { $bottom }, die obere Spieler { $top }.
