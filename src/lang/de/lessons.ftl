### Die Texte der acht Lektionen. Du spielst die untere Reihe, Mulden 1 bis 6 von links nach
### rechts, deine Gewinnmulde rechts, und säst nach rechts.

## Lektion 1.

lesson-1-title = Säen
lesson-1-teaches = Ein Zug nimmt alle Samen aus einer deiner Mulden und legt sie einzeln in die folgenden Mulden, nach rechts entlang deiner Reihe.
lesson-1-step-1-ask = Säe so, dass dein letzter Samen in deiner Mulde 5 landet.
lesson-1-step-1-why = Mulde 1 hatte vier Samen: je einer kam in die Mulden 2, 3, 4 und 5.
lesson-1-step-2-ask = Säe so, dass dein letzter Samen in deiner Mulde 6 landet.
lesson-1-step-2-why = Die drei Samen aus Mulde 3 kamen in die Mulden 4, 5 und 6: Zähle die Samen, dann zähle die Mulden.
lesson-1-step-3-ask = Säe so, dass dein letzter Samen in Mulde 2 deines Gegners landet.
lesson-1-step-3-why = Das Säen geht über das Ende deiner Reihe hinaus: Die fünf Samen aus Mulde 4 kamen in die Mulden 5 und 6, in deine Gewinnmulde, dann in die Mulden 1 und 2 deines Gegners.

## Lektion 2.

lesson-2-title = Die übersprungene Gewinnmulde
lesson-2-teaches = Gesät wird rund ums Brett, in deine Gewinnmulde, aber nie in die deines Gegners: Seine wird übersprungen.
lesson-2-step-1-ask = Lass deinen letzten Samen in deiner eigenen Mulde 2 landen.
lesson-2-step-1-why = Die neun Samen aus Mulde 6: einer in deine Gewinnmulde, sechs durch die Reihe deines Gegners, keiner in seine Gewinnmulde, und die letzten zwei in deine Mulden 1 und 2.
lesson-2-step-2-ask = Lass deinen letzten Samen in deiner eigenen Mulde 1 landen.
lesson-2-step-2-why = Acht Samen aus Mulde 6: deine Gewinnmulde, die sechs Mulden deines Gegners, seine Gewinnmulde übersprungen, und der achte in deiner Mulde 1.
lesson-2-step-3-ask = Lass deinen letzten Samen in deiner Gewinnmulde landen, nach einer ganzen Runde.
lesson-2-step-3-why = Vierzehn Samen aus Mulde 6: deine Gewinnmulde, sechs in der Reihe deines Gegners, sechs in deiner, und der vierzehnte wieder in deiner Gewinnmulde. Seine Gewinnmulde wurde übersprungen, darum ging die Rechnung auf.

## Lektion 3.

lesson-3-title = Ein Extrazug
lesson-3-teaches = Landet dein letzter Samen in deiner Gewinnmulde, ziehst du noch einmal.
lesson-3-step-1-ask = Säe so, dass dein letzter Samen in deiner Gewinnmulde landet.
lesson-3-step-1-why = Mulde 3 ist vier Felder von deiner Gewinnmulde entfernt und hatte vier Samen: Der letzte landete in der Gewinnmulde, also ziehst du noch einmal.
lesson-3-step-2-ask = Finde die Mulde, deren Samen genau in deiner Gewinnmulde enden.
lesson-3-step-2-why = Mulde 5 ist zwei Felder von deiner Gewinnmulde entfernt und hatte zwei Samen. Eine Mulde braucht so viele Samen, wie sie Felder von der Gewinnmulde entfernt ist: Mulde 6 einen, Mulde 5 zwei, Mulde 1 sechs.
lesson-3-step-3-ask = Hol dir einen Extrazug. Die Mulde, die ihn bringt, ist weit von der Gewinnmulde entfernt.
lesson-3-step-3-why = Mulde 1 ist sechs Felder von deiner Gewinnmulde entfernt und hatte sechs Samen.

## Lektion 4.

lesson-4-title = Extrazüge aneinanderreihen
lesson-4-teaches = Extrazüge können aufeinander folgen. Die Reihenfolge zählt: Spiele zuerst die Mulde, die der Gewinnmulde am nächsten ist, damit ihre Samen die Rechnung der anderen nicht verderben.
lesson-4-step-1-ask = Mach zwei Extrazüge hintereinander.
lesson-4-step-1-why = Zuerst Mulde 6: Ihr einer Samen kam in die Gewinnmulde. Die zwei Samen aus Mulde 5 erreichten sie danach immer noch. Andersherum hätte Mulde 5 einen Samen in Mulde 6 gelegt, und Mulde 6 wäre dann zu weit gegangen.
lesson-4-step-2-ask = Mach drei Extrazüge hintereinander.
lesson-4-step-2-why = Mulde 6, dann Mulde 5 (deren erster Samen Mulde 6 wieder füllte), dann noch einmal Mulde 6: Jede endete in der Gewinnmulde.
lesson-4-step-3-ask = Mach vier Extrazüge hintereinander.
lesson-4-step-3-why = Mulde 6, Mulde 5, noch einmal Mulde 6, dann Mulde 4: immer die Mulde, deren Samen genau in der Gewinnmulde enden, die nächste zuerst.

## Lektion 5.

lesson-5-title = Eine Beute
lesson-5-teaches = Landet dein letzter Samen in einer leeren Mulde von dir und liegen in der Mulde gegenüber Samen, kommen diese Samen und dein letzter Samen in deine Gewinnmulde.
lesson-5-step-1-ask = Erbeute mit einem Zug mindestens 5 Samen.
lesson-5-step-1-why = Dein Samen aus Mulde 1 landete in deiner leeren Mulde 2, gegenüber Mulde 5 deines Gegners: Ihre sechs Samen kamen in deine Gewinnmulde.
lesson-5-step-2-ask = Zwei Züge erbeuten etwas. Finde den, der mindestens 6 Samen holt.
lesson-5-step-2-why = Der Samen aus Mulde 4 landete in deiner leeren Mulde 5, gegenüber sechs Samen. Mulde 1 wäre in Mulde 3 gelandet, gegenüber nur zwei.
lesson-5-step-3-ask = Erbeute mindestens 4 Samen. Vielleicht brauchst du zuerst deinen Extrazug.
lesson-5-step-3-why = Mulde 6 ging in deine Gewinnmulde und leerte sich dabei, also landete der Samen aus Mulde 5 danach in einer leeren Mulde 6 und holte die vier Samen gegenüber.

## Lektion 6.

lesson-6-title = Keine Beute aus einer leeren Mulde
lesson-6-teaches = Eine Beute braucht Samen in der Mulde gegenüber. Ist diese Mulde leer, bleibt dein letzter Samen einfach, wo er gelandet ist (außer die Hausregel „Beute gegenüber leerer Mulde“ ist an).
lesson-6-step-1-ask = Erbeute etwas. Schau auf die Mulde gegenüber der, in der du landest.
lesson-6-step-1-why = Der Samen aus Mulde 4 landete in deiner leeren Mulde 5, gegenüber drei Samen. Aus Mulde 1 wäre er in Mulde 2 gelandet, gegenüber einer leeren Mulde, und hätte nichts geholt.
lesson-6-step-2-ask = Drei Züge landen in einer leeren Mulde von dir. Nur einer erbeutet etwas: Finde ihn.
lesson-6-step-2-why = Der Samen aus Mulde 5 landete in deiner Mulde 6, gegenüber fünf Samen. Die Mulden 2 und 4 liegen leeren Mulden gegenüber.
lesson-6-step-3-ask = Die Hausregel „Beute gegenüber leerer Mulde“ ist an: Bring einen Samen in deine Gewinnmulde.
lesson-6-step-3-why = Mit dieser Hausregel kommt ein letzter Samen in einer leeren Mulde von dir in deine Gewinnmulde, auch wenn die Mulde gegenüber leer ist.

## Lektion 7.

lesson-7-title = Das Ende der Partie
lesson-7-teaches = Die Partie endet, sobald eine Reihe leer ist. Dann kommen die Samen, die noch in der anderen Reihe liegen, in die Gewinnmulde ihres Besitzers, und die größere Gewinnmulde gewinnt.
lesson-7-step-1-ask = Dein Gegner hat nur noch in einer Mulde Samen. Beende die Partie jetzt und gewinne.
lesson-7-step-1-why = Das Erbeuten seiner letzten Samen leerte seine Reihe, also endete die Partie, und die drei Samen in deiner Reihe kamen in deine Gewinnmulde: 30 zu 18.
lesson-7-step-2-ask = Leere deine eigene Reihe mit Extrazügen, sodass die Partie mit dir vorn endet.
lesson-7-step-2-why = Mulde 6, Mulde 5, dann noch einmal Mulde 6: drei Samen in deine Gewinnmulde, deine Reihe leer, und die drei Samen deines Gegners in seine: 25 zu 23. Andersherum wäre ein Samen zu ihm hinübergegangen: unentschieden.
lesson-7-step-3-ask = Beende die Partie und gewinne sie. Die Samen in deiner Reihe gehören dir, wenn die Reihe deines Gegners zuerst leer wird.
lesson-7-step-3-why = Der Samen aus Mulde 4 landete in deiner leeren Mulde 5 und holte die fünf Samen gegenüber, die letzten in der Reihe deines Gegners. Die Partie endete, und die zwei Samen aus deiner Mulde 6 kamen in deine Gewinnmulde: 28 zu 20.

## Lektion 8.

lesson-8-title = Bis zum Sieg zählen
lesson-8-teaches = Es gibt 48 Samen. Eine Gewinnmulde mit 25 ist nicht mehr einzuholen: Zähle die Samen, die du brauchst, dann finde den Zug, der sie bringt.
lesson-8-step-1-ask = Bring deine Gewinnmulde in diesem Zug auf 25.
lesson-8-step-1-why = Drei Extrazüge, je ein Samen: 22, 23, 24, 25. Mit 25 der 48 Samen gehört dir die Partie.
lesson-8-step-2-ask = Bring deine Gewinnmulde in diesem Zug auf 25. Zwei Züge erbeuten etwas: Zähle, was jeder holt.
lesson-8-step-2-why = Der Samen aus Mulde 2 landete in deiner leeren Mulde 3, gegenüber vier Samen: vier und dein eigener Samen machen 25. Die Beute aus Mulde 5 hätte 24 gebracht.
lesson-8-step-3-ask = Bring deine Gewinnmulde in diesem Zug auf 25. Zähle, bevor du erbeutest.
lesson-8-step-3-why = Zuerst Mulde 6: ein Samen in deine Gewinnmulde und noch ein Zug. Dann holte der Samen aus Mulde 4 den einen Samen gegenüber Mulde 5: 23 und 2 machen 25. Zuerst zu erbeuten hätte bei 24 aufgehört.
