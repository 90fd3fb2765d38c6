### El marco de las lecciones: su lista, el encabezado, el objetivo y los botones de un paso, y
### lo que la página dice de cada intento. Los textos de las lecciones están en lessons.ftl.

## La lista de lecciones.

learn-title = Aprende a jugar
learn-intro = Ocho lecciones cortas, cada una con unos pocos tableros y un objetivo para tu turno. Juegas la fila de abajo y mueves primero; el otro lado nunca mueve durante una lección. { $done } de { $count } { $done ->
    [one] hecha
   *[other] hechas
}.
lesson-entry = { $number }. { $title }
lesson-done = Hecha
lesson-not-done = Sin hacer

## Un paso.

lesson-heading = Lección { $number } de { $count }: { $title }
step-of = Paso { $number } de { $count }
goal-label = Objetivo:
back-to-game = Volver a la partida
set-board-back = Reiniciar el tablero
next-step = Siguiente paso
next-lesson = Siguiente lección
back-to-lessons = Volver a las lecciones
all-lessons = Todas las lecciones

## Lo que la página dice del último intento.

try-fresh = Elige uno de tus hoyos para sembrar: haz clic en él, o usa las flechas y Enter, o escribe su número.
try-extra-turn = Turno extra: tu última semilla cayó en tu almacén. Vuelve a mover.
try-extra-turn-again = Turno extra { $count }: tu última semilla volvió a caer en tu almacén. Vuelve a mover.
try-wrong = Todavía no. { $missed } El tablero vuelve a empezar: inténtalo de nuevo.
try-right = ¡Bien! { $why }
try-right-last = ¡Bien! { $why } Aquí termina esta lección.

## Las casillas.

lesson-last-cell = { $last ->
    [your-pit] tu hoyo { $pit }
    [their-pit] el hoyo { $pit } de tu rival
    [your-store] tu almacén
   *[their-store] el almacén de tu rival
}
lesson-target-cell = { $target ->
    [your-pit] tu hoyo { $goal }
    [their-pit] el hoyo { $goal } de tu rival
    [your-store] tu almacén
   *[their-store] el almacén de tu rival
}
lesson-cells = { $cells ->
    [one] { $cells } casilla
   *[other] { $cells } casillas
}

## Cómo un intento no cumplió su objetivo.

missed-cell = Tu última semilla cayó en { lesson-last-cell }, { $off ->
    [short] { lesson-cells } antes de { lesson-target-cell }
    [past] { lesson-cells } después de { lesson-target-cell }
   *[apart] no en { lesson-target-cell }
}.
missed-store = Tu última semilla cayó en { lesson-last-cell }, { $off ->
    [short] { lesson-cells } antes de tu almacén
    [past] { lesson-cells } después de tu almacén
   *[apart] no en tu almacén
}, así que tu turno terminó.
missed-store-after = Tu última semilla cayó en { lesson-last-cell }, { $off ->
    [short] { lesson-cells } antes de tu almacén
    [past] { lesson-cells } después de tu almacén
   *[apart] no en tu almacén
}, así que tu turno terminó después de { $extra ->
    [one] { $extra } turno extra
   *[other] { $extra } turnos extra
}.
took-too-few = Capturaste { $took ->
    [one] { $took } semilla
   *[other] { $took } semillas
}, pero en este turno se pueden conseguir { $wanted } o más.
no-capture-not-yours = Tu última semilla cayó en { lesson-last-cell }; para capturar tiene que caer en un hoyo vacío tuyo.
no-capture-not-empty = Tu última semilla cayó en tu hoyo { $pit }, que no estaba vacío, así que no capturaste nada.
no-capture-nothing-facing = Tu última semilla cayó en tu hoyo { $pit } vacío, pero el hoyo de enfrente estaba vacío: no había nada que capturar.
banked-nothing = No entró nada en tu almacén en este turno; pueden entrar { $wanted } o más.
banked-too-few = Tu almacén ganó { $gained ->
    [one] { $gained } semilla
   *[other] { $gained } semillas
} en este turno; pueden entrar { $wanted } o más.
store-short = Tu almacén tiene { $store } al final de tu turno, { $short } menos que { $wanted }.
not-won = La partida termina, pero va { $yours } a { $theirs }: { $result ->
    [draw] empate.
   *[lost] gana tu rival.
}
game-goes-on = La partida sigue: tu última semilla cayó en { lesson-last-cell } y las dos filas aún tienen semillas.

## Por qué no se sembró un hoyo.

lesson-pit-empty = Tu hoyo { $pit } está vacío: elige un hoyo con semillas.
lesson-cannot-play = Esa jugada no se puede hacer: { $reason }.
