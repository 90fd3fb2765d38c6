## Kopf und Fuß der Seite.

masthead = Mancala
tagline = Kalah, das Spiel mit sechs Mulden, in dem gesät und erbeutet wird
footer = Kostenlos, ohne Konto und ohne Tracking. Partien gegen den Computer, an einem Bildschirm oder per Link bleiben in deinem Browser; beim Online-Spiel gehen die Regeln des Raums und deine Züge an den Raumserver, der sie speichert (siehe Hilfe).

## Die Werkzeugleiste.

toolbar-label = Partie
new-game-button = Neue Partie
undo-button = Zurück
redo-button = Vor
hint-button = Tipp
skip-button = Überspringen
full-screen-button = Vollbild
send-move-button = Zug senden
swap-button = Seiten tauschen
settings-button = Einstellungen
loading-settings = Die Einstellungen werden geladen…

## Die Navigation zwischen den Modi.

modes-label = Modi
nav-play = Spielen
nav-puzzles = Aufgaben
nav-learn = Lernen
nav-analysis = Analysebrett
nav-analysis-short = Analysebrett
nav-online = Online spielen
nav-online-short = Online
loading-puzzles = Die Aufgaben werden geladen…
loading-lessons = Die Lektionen werden geladen…
loading-analysis-board = Das Analysebrett wird geladen…
loading-online = Das Online-Spiel wird geladen…
not-loaded = Dieser Teil der Seite konnte nicht geladen werden. Die Partie geht weiter; lade die Seite neu, um es noch einmal zu versuchen.
learn-offer-start = Neu bei Mancala?
learn-offer-link = Lerne das Spiel in acht kurzen Lektionen
learn-offer-end = .

## Die Beschriftungen der Einstellungen.

opponent-label = Gegner
difficulty-label = Stärke
who-opens-label = Wer beginnt
turn-clock-label = Zeit pro Zug
seeds-per-pit-label = Samen pro Mulde
house-rules-label = Hausregeln
sweep-label = Restliche Samen, wenn eine Reihe leer ist
speed-label = Tempo
motion-label = Bewegung
colours-label = Farben
sound-label = Ton (M)
done-button = Fertig

## Die Werte der Einstellungen.

opponent-computer = Computer
opponent-human = Zwei Spieler
level-easy = Leicht
level-medium = Mittel
level-hard = Schwer
level-expert = Experte
level-numbered = Stufe { $number }
level-named-with-number = { $level } (Stufe { $number })
side-first = Du (Spieler 1)
side-second = Der Computer (Spieler 2)
side-alternate = Abwechselnd
speed-slow = Langsam
speed-normal = Normal
speed-fast = Schnell
speed-instant = Sofort
clock-off = Aus
clock-minutes = { $count ->
    [one] { $count } Minute
   *[other] { $count } Minuten
}
follow-system = Wie im System eingestellt
motion-reduced = Reduziert: Züge landen sofort
motion-full = Volle Animation
theme-light = Hell
theme-dark = Dunkel
theme-contrast = Hoher Kontrast
sound-off = Aus
sound-on = An
sweep-own-row = An den Besitzer der Reihe
sweep-to-runner = An den, dessen Reihe leer ist
sweep-discard = Zählen für niemanden
rule-empty-capture = Ein letzter Samen in deiner leeren Mulde punktet auch, wenn die Mulde gegenüber leer ist
rule-one-extra-turn = Nur ein Extrazug hintereinander
rule-both-stores = In beide Gewinnmulden säen
rule-skip-origin = Eine Runde ums Brett überspringt die Startmulde
rule-pie = Nach dem ersten Zug darf der zweite Spieler die Seiten tauschen

## Hinweise neben der Partie.

storage-trouble = Dieser Browser lässt die Seite nichts speichern (der Speicher ist abgeschaltet oder voll), deshalb gelten deine Einstellungen und Statistiken nur, bis du die Seite verlässt.
store-missing = Der Teil der Seite, der deine Einstellungen, Statistiken und Partie liest und speichert, wurde nicht geladen. Was vorher gespeichert war, bleibt, wie es ist, aber dieser Besuch wird vielleicht nicht gespeichert: Lade die Seite neu, um es noch einmal zu versuchen.
no-worker = Dein Browser wollte keinen Hintergrundprozess starten, deshalb rechnet der Computer auf der Seite selbst, mit kleinerem Budget (höchstens Mittel).
link-unread = Der Teil der Seite, der Links liest, wurde nicht geladen, deshalb wurde dieser Link nicht geöffnet, und stattdessen beginnt eine neue Partie. Die Adresse enthält den Link noch: Lade die Seite neu, um es noch einmal zu versuchen.
settings-unreadable = Deine gespeicherten Einstellungen konnten nicht verwendet werden, denn { $why }; es gelten die Standardwerte. Sie werden wieder gespeichert, sobald du etwas änderst.
stats-unreadable = Deine gespeicherten Statistiken konnten nicht gelesen werden, denn { $why }. Sie bleiben vorerst, wie sie sind: Dieser Besuch zählt neu und überschreibt sie erst, wenn eine Partie gezählt wird.
game-unresumable = Deine gespeicherte Partie konnte nicht fortgesetzt werden, denn { $why }; eine neue Partie beginnt.
lessons-unreadable = Die Liste deiner erledigten Lektionen konnte nicht gelesen werden, denn { $why }. Sie bleibt, wie sie ist, bis du eine Lektion abschließt; dann beginnt eine neue Liste.
puzzles-unreadable = Deine Aufgabenwertung und deine Aufgaben konnten nicht gelesen werden, denn { $why }. Sie bleiben, wie sie sind, bis du eine Aufgabe versuchst; dann beginnt eine neue Liste.
seats-unreadable = Deine Plätze in Live-Räumen konnten nicht gelesen werden, denn { $why }. Sie bleiben, wie sie sind, bis du einen Platz einnimmst; dann beginnt eine neue Liste.
fork-older = Dieser Link ist älter als die Partie auf diesem Gerät: Er endet nach Zug { $same }, deine geht bis Zug { $kept }. Die Partie des Links wird gezeigt und ab jetzt hier gespeichert; um zu der von diesem Gerät zurückzukehren, öffne ?{ $link }
fork-differs = Die Partie dieses Links weicht nach Zug { $same } von der auf diesem Gerät ab: Zug { $next } war dort { $kept } und im Link { $linked }. Die Partie des Links wird gezeigt und ab jetzt hier gespeichert; um zu der von diesem Gerät zurückzukehren, öffne ?{ $link }
fork-pit = Mulde { $pit }
fork-swap = der Seitentausch
move-not-copied = Dein Browser wollte nicht kopieren, deshalb hier der Link für { $name }: { $link }
link-not-copied = Dein Browser wollte nicht kopieren, deshalb hier der Link zu dieser Partie: { $link }
text-not-copied = Dein Browser wollte nicht kopieren, deshalb hier die Partie als Text (er lässt sich so, in einer Zeile, wieder einlesen): { $text }
invalid-settings = Diese Einstellungen sind ungültig; nichts wurde geändert.

## Warum Gespeichertes nicht gelesen werden konnte: Hauptsätze nach „…, denn“.

corrupt-reason = der gespeicherte Text ist beschädigt
shape-reason = er hat nicht die Form, in der diese Seite speichert
version-reason = er wurde von einer neueren Version dieser Seite gespeichert
absurd-reason = seine Zahlen können nicht stimmen

## Teile eines Links, die nicht angewendet wurden.

ignored = Ein Teil dieses Links wurde nicht verstanden, deshalb bleiben diese Einstellungen auf ihren Standardwerten: { $parts }.
ignored-separator = {"; "}
ignored-unknown-key = „{ $key }“ ist keine Einstellung
ignored-bad-value = „{ $value }“ ist kein Wert für { $key }
ignored-repeated = { $key } wurde mehr als einmal angegeben
ignored-more = { $count } weitere
