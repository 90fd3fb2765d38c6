record-empty = Hier ist nichts zu öffnen: Füge eine Partieaufzeichnung oder einen Partielink ein.
record-too-long = Dieser Text ist länger als jede Partieaufzeichnung ({ $chars } Zeichen), daher wurde er nicht gelesen.
record-not-a-record = Das ist weder eine Partieaufzeichnung noch ein Partielink: Eine Aufzeichnung beginnt mit ihren Tags, etwa [South "You"], und dieser Text beginnt mit { $quoted }.
record-not-a-tag = { $quoted } ist nicht wie ein Tag geschrieben, [Name "Wert"].
record-unknown-tag = { $quoted } ist kein Tag einer Partieaufzeichnung; ihre Tags sind { $tags }.
record-repeated-tag = Das Tag { $tag } steht mehr als einmal da.
record-missing-tag = Der Aufzeichnung fehlt das Tag { $tag }, und jede Aufzeichnung braucht es.
record-bad-value = { $quoted } ist kein Wert für das Tag { $tag }, das { $takes } nimmt.
record-takes-date = einen Tag in der Form 2026-12-02
record-takes-south = You oder, in einer Partie zu zweit, Player 1
record-takes-north = Computer mit einer Stufe, etwa „Computer, Hard (level 7)“, oder, in einer Partie zu zweit, Player 2
record-takes-side = first, second oder alternate
record-takes-seeds = 3 bis 6
record-takes-rules = eine Liste mit Kommas aus empty-capture, one-extra-turn, both-stores, skip-origin und pie, jedes höchstens einmal
record-takes-sweep = own, runner oder none
record-takes-start = einen Anfang der Partie, die die übrigen Tags festlegen, im Textformat der Engine
record-takes-result = das Ergebnis, zu dem die Züge führen
record-players = { $south } und { $north } spielen keine gemeinsame Partie: Gegen den Computer heißen die Spieler You und Computer, in einer Partie zu zweit Player 1 und Player 2.
record-round-number = Runde { $round } der Züge sollte mit „{ $round }.“ beginnen, nicht mit { $quoted }.
record-missing-bar = Runde { $round } der Züge geht nach ihrem ersten Zug ohne „|“ vor dem zweiten weiter.
record-empty-turn = Runde { $round } der Züge hat einen Zug ohne Spielzüge.
record-not-a-move = Zug { $number } (in Runde { $round }), { $quoted }, ist weder eine Mulde noch ein Seitentausch.
record-illegal = Zug { $number } (in Runde { $round }), { $quoted }, kann nicht gespielt werden: { $reason }.
record-turn-over = Zug { $number } (in Runde { $round }), { $quoted }, steht in einem Zug, der schon vorbei ist: Der Zug davor gab keinen Extrazug, also war der andere Spieler dran.
record-extra-turn-left = Zug { $number } (in Runde { $round }), { $quoted }, hat einen Extrazug verdient, also kann sein Zug dort nicht enden.
record-wrong-result = Das Ergebnis { $quoted } ist nicht das, zu dem die Züge führen: { $actual }.
record-no-game-in-link = Dieser Link enthält keine Partie zum Öffnen: Ein Partielink enthält „game=“, so wie „{ copy-game-link }“ ihn schreibt.

position-parts = eine Stellung hat 6 durch „.“ getrennte Teile, diese hat { $found }
position-rules-text = „{ $text }“ ist kein Regelsatz wie 6x4 (Mulden x Samen, dann Buchstaben für Hausregeln)
position-pits = Mulden pro Seite: 1 bis { $most }, nicht { $found }
position-seeds = Samen pro Mulde: 1 bis { $most }, nicht { $found }
position-side = „{ $text }“ ist keine Seite am Zug (s, n, se oder ne)
position-number = „{ $text }“ ist keine Samenzahl
position-moves = „{ $text }“ ist keine Zugliste (Muldennummern, und s für einen Seitentausch)
position-not-canonical = diese Partie ist vorbei; eine beendete Partie wird mit eingesammelten Samen und der unteren Seite am Zug geschrieben: { $text }
position-row-length = { $row ->
    [south] Die untere Reihe hat { $found } Mulden; die Regeln sagen { $expected }
   *[north] Die obere Reihe hat { $found } Mulden; die Regeln sagen { $expected }
}
position-seed-total = Das Brett hat insgesamt { $found } Samen; die Regeln beginnen mit { $expected }
position-extra-turn = Die Stellung ist als Extrazug markiert, aber das gilt nur mit der Hausregel „Nur ein Extrazug hintereinander“
position-too-many-seeds = Das Brett hat insgesamt { $found } Samen; eine Stellung darf höchstens { $most } haben

link-position-refused = Die Stellung in diesem Link wurde nicht geöffnet: { $reason }. Das Brett zeigt stattdessen den Anfang.
link-position-too-long = { $quoted } ist länger als jede Stellung ({ $chars } Zeichen)
link-position-unreadable = { $quoted }: { $reason }
link-position-no-seeds = { $quoted } hat überhaupt keine Samen
link-game-refused = Die Partie in diesem Link wurde nicht geöffnet: { $reason }.
link-game-too-long = sie ist länger als jede Partie ({ $chars } Zeichen)
link-game-no-rules = ihre Einstellungen ergeben keine Partie
link-game-other-start = ihr Anfang { $quoted } ist nicht der Anfang der Partie, die der Link festlegt
link-game-not-a-position = { $quoted } ist keine Stellung
link-game-not-a-move = Zug { $number } ({ $quoted }) ist weder eine Mulde noch ein Seitentausch
link-game-illegal-sow = Zug { $number } (Mulde { $pit }) kann nicht gespielt werden: { $reason }
link-game-illegal-swap = Zug { $number } (ein Seitentausch) kann nicht gespielt werden: { $reason }
link-game-stops-early = { $kept ->
    [0] Die Partie in diesem Link endet früh: { $reason }. Sie beginnt am Anfang.
    [one] Die Partie in diesem Link endet früh: { $reason }. Der Zug davor wird gezeigt.
   *[other] Die Partie in diesem Link endet früh: { $reason }. Die { $shown } Züge davor werden gezeigt.
}
