### El tablero de análisis: su tablero, el editor que prepara una posición, y el análisis.

## El tablero.

study-title-editing = Preparar una posición
study-title-analysing = Tablero de análisis
study-back-to-game = Volver a la partida
study-board-label = Tablero: los hoyos de la fila superior del 6 al 1, los de la fila inferior del 1 al 6

study-row = { $row ->
    [bottom] Fila inferior
   *[top] Fila superior
}

study-row-initial = { $row ->
    [bottom] I
   *[top] S
}

study-cell-pit = { $row ->
    [bottom] Fila inferior, hoyo { $pit }
   *[top] Fila superior, hoyo { $pit }
}

study-cell-store = { $row ->
    [bottom] Almacén inferior
   *[top] Almacén superior
}

study-cell-label = { $cell }, { seeds }
study-cell-count = { $cell }: { seeds }.

study-row-to-move = { $row ->
    [bottom] Juega la fila inferior.
   *[top] Juega la fila superior.
}

study-board-over = La partida ha terminado: { $winner ->
    [bottom] gana la fila inferior por { seeds }
    [top] gana la fila superior por { seeds }
   *[draw] es un empate
} ({ $south } a { $north }; { $lead } para la fila inferior).

## Por qué el editor rechaza una cantidad.

study-no-such-cell = No existe esa casilla.
study-count-below-zero = Una cantidad no puede ser menor que 0: una casilla tiene 0 semillas o más.
study-count-blank = Escribe un número de semillas, 0 o más.
study-count-not-a-number = «{ $typed }» no es un número entero de semillas.
study-count-already-empty = { $cell } ya está vacío.
study-count-too-many = Eso daría { $count ->
    [one] { $total } semilla
   *[other] { $total } semillas
} en total; un tablero tiene como máximo { $limit } (6 semillas en cada uno de los 12 hoyos como mucho, estén donde estén), así que esta casilla admite como máximo { $most }.

## Por qué el tablero no es una posición que estudiar.

study-board-empty = El tablero está vacío: pon al menos una semilla en un hoyo, o algunas en los almacenes para una partida terminada.
study-board-too-full = Un tablero tiene como máximo { $limit } semillas; este tiene { $count }.
study-not-a-position = Esto no es una posición: { $reason }.

study-off-start = No se puede llegar desde un inicio: este tablero tiene { seeds }, y una partida de { $per-pit } por hoyo tiene { $start }. Aun así se puede estudiar y jugar.

## Los controles del editor.

study-one-seed-fewer = Una semilla menos
study-one-seed-more = Una semilla más
study-to-move = Juega
study-seeds-per-pit = Semillas por hoyo al inicio
study-seeds-left = Semillas restantes cuando una fila se vacía
study-quick-set-ups = Posiciones rápidas
study-start-position = Posición inicial
study-empty-board = Tablero vacío
study-swap-sides = Cambiar de lado
study-random-position = Posición al azar
study-analyse = Analizar esta posición

## El análisis.

study-solved = Resuelto: desde este inicio, con el mejor juego de ambos lados, { $result ->
    [wins] el primer jugador gana por { seeds }
    [loses] el primer jugador pierde por { seeds }
   *[draw] es un empate
} ({ $proof ->
    [published] demostrado por el propio solucionador de este juego; igual al valor publicado
   *[ours] demostrado por el propio solucionador de este juego
}).

study-no-moves-to-rate = La partida ha terminado: no hay jugadas que valorar.
study-analysing = Analizando…
study-stopped-before-first-step = Detenido antes del primer paso.
study-progress-step = Paso { $step } · { $count } posiciones · { $state }
study-progress-depth = Profundidad { $depth } · paso { $step } · { $count } posiciones · { $state }
study-every-value-proved = todos los valores demostrados
study-going-deeper = buscando más hondo…
study-stopped = detenido
study-as-deep-as-it-goes = tan hondo como da el tablero
study-stop = Detener
study-go-on = Seguir
study-every-value = El valor de cada jugada
study-value-wins-exactly = gana exactamente por { seeds }
study-value-draws = empata con el mejor juego
study-value-loses-exactly = pierde exactamente por { seeds }
study-value-wins-at-best = como mucho gana por { seeds } (demostrado)
study-value-draws-at-best = como mucho empata (demostrado)
study-value-loses-at-best = como mucho pierde por { seeds } (demostrado)
study-value-estimate = cerca de { $value } a profundidad { $depth }
study-play-pit = Jugar el hoyo { $pit }: { $value }
study-pit = Hoyo { $pit }
study-line-expected = La línea esperada

## Las jugadas hechas en el tablero, y cómo seguir.

study-moves-title = Jugadas en este tablero
study-undo = Deshacer
study-redo = Rehacer
study-edit-position = Editar posición
study-copy-link = Copiar enlace
study-link-copied = El enlace a esta posición está copiado.
study-set-up = Inicio

study-row-sowed = { $row ->
    [bottom] La fila inferior sembró el hoyo { $pit }
   *[top] La fila superior sembró el hoyo { $pit }
}

study-play-from-here = Jugar desde aquí
study-play-against = Jugar desde aquí contra
study-two-players = Dos jugadores
study-computer-at = La computadora, { $level }
study-not-counted = Una partida desde aquí no cuenta en las estadísticas.
