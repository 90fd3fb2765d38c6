### Entrenar: los problemas. Un problema siempre lo resuelve la fila inferior.

## El título y la puntuación.

train-puzzles = Problemas
train-back-to-game = Volver a la partida

train-rating = Tu puntuación en problemas: { $rating }{ $settling ->
    [first-estimate] , una primera estimación que se ajusta a medida que resuelves más
   *[settled] {""}
}. Problemas puntuados resueltos: { $solved } de { $tried }. Mejor racha: { $best }.

## Los modos.

train-daily = Problema del día
train-daily-solved = Problema del día (resuelto hoy)
train-streak = Racha
train-streak-solved = Racha: { $count ->
    [one] { $count } resuelto
   *[other] { $count } resueltos
}
train-rated = Entrenamiento puntuado
train-linked = Problema
train-mine = De tus partidas
train-mine-to-solve = De tus partidas ({ $count } por resolver)
train-puzzle-number = Problema { $id }
train-mode-puzzle = { $mode }: problema { $id }
train-all-modes = Todos los modos
train-about-puzzles = Cada problema es una posición de una partida real donde una jugada (o una cadena de turnos extra) mantiene el mejor resultado, demostrado por el propio solucionador de este juego, y cualquier otra jugada pierde al menos 2 semillas.
train-about-modes = Una racha se vuelve más difícil hasta tu primer fallo. El entrenamiento puntuado elige problemas cercanos a tu puntuación, que cambia con cada primer intento. Tras el análisis de una partida, cada error que señala se convierte en un problema tuyo.
train-loading = Cargando los problemas…
train-still-work = { $problem } El juego y tus propios problemas siguen funcionando.
train-none-of-your-own = No tienes problemas propios por resolver: analiza una partida terminada («Analizar la partida») y sus errores llegarán aquí.
train-daily-done = Ese era el problema de hoy. Mañana llega uno nuevo.

## Los temas.

train-theme-chain = Cadena de turnos extra
train-theme-capture = Captura
train-theme-defence = Evitar una captura
train-theme-endgame = Final
train-theme-only = Única jugada
train-theme-quiet = Mejor jugada

## Un problema en curso.

train-find-best = Encuentra la mejor jugada para la fila inferior. Puntuación { $rating }; tema: { $theme }.
train-find-again = Turno extra: vuelve a encontrar la mejor jugada.
train-find-better = Encuentra una jugada mejor que la que hiciste en esta posición.
train-choose-pit = Elige un hoyo: haz clic en él, usa las flechas y Enter, o escribe su número.
train-move-again = Correcto, y tu última semilla cayó en tu almacén: juega otra vez.
train-pit-empty = Tu hoyo { $pit } está vacío: elige un hoyo con semillas.
train-solved-win = ¡Resuelto! Con el mejor juego desde aquí ganas por { $count }.
train-solved-draw = ¡Resuelto! Con el mejor juego desde aquí la partida termina en empate.
train-solved-loss = ¡Resuelto! Es la que menos pierde: por { $count } con el mejor juego.
train-solved-best = ¡Resuelto! Esa jugada mantiene el mejor resultado que encontró el análisis.
train-not-the-best = No es la mejor: hoyo { $played }. La mejor era el hoyo { $best }.
train-rating-stays = Tu puntuación no cambia.
train-rating-rises = Tu puntuación sube { $count }.
train-rating-falls = Tu puntuación baja { $count }.
train-next-puzzle = Siguiente problema
train-try-again = Intentarlo de nuevo

## Cuando no se pueden obtener los problemas.

train-unreadable = No se pudieron leer los problemas: { $reason }.
train-unfetched = No se pudieron descargar los problemas: { $reason }.
train-fetch-refused = la red rechazó la solicitud
train-fetch-no-response = el navegador no dio ninguna respuesta
train-fetch-status = el servidor respondió { $status }
train-fetch-body = no se pudo leer su contenido
train-no-such-puzzle = No existe el problema { $id }: los problemas van del 1 al { $count }.
train-file-fault = el archivo de problemas { $fault }
train-line-fault = la línea { $line } del archivo de problemas { $fault }

## Qué falla en el archivo o en una de sus líneas.

train-fault-too-long = es demasiado largo
train-fault-no-header = no empieza como un archivo de problemas
train-fault-too-many = contiene demasiados problemas
train-fault-no-puzzles = no contiene ningún problema
train-fault-cut-short = está cortado
train-fault-more-than-said = contiene más problemas de los que indica
train-fault-fields = tiene { $fields } campos, no 5
train-fault-not-numbered = debería ser el problema { $id }
train-fault-no-position = no tiene posición: { $reason }
train-fault-over = contiene una partida terminada
train-fault-no-rating = no tiene puntuación
train-fault-rating-outside = tiene una puntuación de { $rating }, fuera de 100 a 3000
train-fault-no-theme = no tiene tema
train-fault-past-the-turn = sigue hasta la decisión { $at } cuando el turno ya terminó
train-fault-no-value = tiene una jugada sin valor
train-fault-no-pit = no indica ningún hoyo
train-fault-value-not-a-number = tiene un valor que no es un número
train-fault-value-beyond = tiene un valor de { $value }, imposible en cualquier tablero
train-fault-pit-twice = indica el hoyo { $pit } dos veces
train-fault-not-the-legal-moves = no enumera exactamente las jugadas legales en la decisión { $at }
train-fault-close-second = tiene otra jugada a menos de { seeds } de la respuesta en la decisión { $at }
train-fault-value-changes = cambia el valor de la respuesta en la decisión { $at }
train-fault-unplayable = tiene una respuesta que no se puede jugar: { $reason }
train-fault-spare-turn = termina con un turno extra de sobra
train-fault-ends-too-soon = sigue después de la decisión { $at }, que termina el turno
