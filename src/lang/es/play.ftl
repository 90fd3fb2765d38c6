### La partida en sí: el tablero leído en voz alta, la línea de encima, las preguntas, el final
### de la partida, la lista de jugadas y su repetición, las estadísticas, la pista y el análisis.

## El tablero, tal como lo nombra un lector de pantalla.

board-opponent = Rival

pit-name = { $who ->
    [you] Tu hoyo { $pit }, { seeds }
    [computer] Hoyo { $pit } de la computadora, { seeds }
    [one] Hoyo { $pit } del Jugador 1, { seeds }
    [two] Hoyo { $pit } del Jugador 2, { seeds }
    [friend] Hoyo { $pit } de tu amigo, { seeds }
    [opponent] Hoyo { $pit } de tu rival, { seeds }
   *[them] Hoyo { $pit } de { $name }, { seeds }
}

pit-name-hinted = { $label }, la pista

store-name = { $who ->
    [you] Tu almacén, { seeds }
    [computer] Almacén de la computadora, { seeds }
    [one] Almacén del Jugador 1, { seeds }
    [two] Almacén del Jugador 2, { seeds }
    [friend] Almacén de tu amigo, { seeds }
    [opponent] Almacén de tu rival, { seeds }
   *[them] Almacén de { $name }, { seeds }
}

row-name = { $who ->
    [you] Tus hoyos
    [computer] Hoyos de la computadora
    [one] Hoyos del Jugador 1
    [two] Hoyos del Jugador 2
    [friend] Hoyos de tu amigo
    [opponent] Hoyos de tu rival
   *[them] Hoyos de { $name }
}

row-whose = { $who ->
    [you] tu fila
    [computer] la fila de la computadora
    [one] la fila del Jugador 1
    [two] la fila del Jugador 2
    [friend] la fila de tu amigo
    [opponent] la fila de tu rival
   *[them] la fila de { $name }
}

board-rows = Tablero: { $top } arriba, del hoyo 6 al 1; { $bottom } abajo, del hoyo 1 al 6

## Encima y alrededor del tablero.

board-heading = Tablero
playing-by-link = Partida por enlace: eres { $name }
two-players-one-screen = Dos jugadores, una pantalla
against-computer = Contra la computadora: { $level }
computer-thinking = La computadora está pensando…
notice-dismiss = Cerrar

## Las preguntas antes de actuar.

new-game-title = ¿Empezar una partida nueva?
new-game-text = Se abandonará la partida en curso.
new-game-yes = Empezar una partida nueva
confirm-keep-playing = Seguir jugando
undo-title = ¿Deshacer una jugada?
undo-text = Una partida en la que se deshace una jugada no cuenta en tus estadísticas.
undo-yes = Deshacer la jugada
hint-title = ¿Mostrar una pista?
hint-text = Una partida en la que se muestra una pista no cuenta en tus estadísticas.
hint-yes = Mostrar la pista
reset-title = ¿Borrar tus estadísticas?
reset-text = Se olvidarán todos los récords, de cada dificultad y conjunto de reglas.
reset-statistics = Borrar estadísticas
reset-no = Conservarlas

## El final de la partida.

game-over-heading = Fin de la partida
game-over-play-again = Jugar otra vez
final-score = { $south } { $southstore }, { $north } { $northstore }

## La lista de jugadas y su repetición.

moves-heading = Jugadas
log-keys = Un turno extra se une a la jugada siguiente: 3 6 | 2. En la lista, ← y → avanzan y retroceden.
swap-move = Cambio: { $sentence }
replay-bar = Repetición
replay-at-start = Repetición: el inicio, antes de { moves }.
replay-after-move = Repetición: tras la jugada { $ply } de { $total }. { $what }
to-the-start = Al principio
move-back = Jugada anterior ([)
move-forward = Jugada siguiente (])
replay-back-to-game = Volver a la partida
copy-game-link = Copiar enlace de la partida
copy-as-text = Copiar como texto
analyse-from-here = Analizar desde aquí
open-a-game = Abrir una partida
paste-a-game = Pega una partida como texto, o un enlace de partida:
open-game-button = Abrir

## Las estadísticas.

stats-heading = Estadísticas
stats-tally-against-computer = Esta visita: tú { $you }, computadora { $computer }, empates { $draws }; pistas usadas { $hints }.
stats-tally = Esta visita: pistas usadas { $hints }.
stats-rating-none = Tu puntuación: aún ninguna. Se calcula con tus partidas contadas contra la computadora y sugiere el nivel que debería darte una partida pareja.
stats-rating = { $games ->
    [one] Tu puntuación: unos { $rating } (más o menos { $deviation }), de { $games } partida contada. { $level } debería darte una partida pareja.
   *[other] Tu puntuación: unos { $rating } (más o menos { $deviation }), de { $games } partidas contadas. { $level } debería darte una partida pareja.
}
stats-note = Aquí cuentan las partidas terminadas contra la computadora, salvo si se deshizo una jugada o se mostró una pista. Las partidas con otro número de semillas o reglas caseras se guardan aparte, cada una con su título. Las partidas contra personas en línea se cuentan aparte, al final; las partidas de dos jugadores en una pantalla no se registran. Nada sale de este navegador. Tu puntuación usa la escala de los niveles (Fácil 0, Difícil unos 1250) y se calcula con tus resultados en todos los tableros.
online-none = Nada aún: aquí cuenta una partida en línea jugada hasta el final.
online-table = Tabla de resultados en línea
online-caption = Resultados contra personas en línea
online-heading = En línea, contra personas
column-rules = Reglas
column-difficulty = Dificultad
column-played = Partidas
column-won = Ganadas
column-lost = Perdidas
column-drawn = Empatadas
column-win-rate = % victorias
column-streak = Racha
column-best-run = Mejor racha
column-fastest-win = Victoria más rápida
column-most-seeds = Más semillas
column-best-margin = Mejor margen
win-rate = { $percent } %
duration-seconds = { $seconds } s
duration-minutes = { $minutes } min { $seconds } s
key-won = ganadas (G)
key-drawn = empates (E)
key-lost = perdidas (P)
records-table = Tabla de récords, { $rules }
records-caption = Récords, { $rules }
chart-title = Partidas ganadas, empatadas y perdidas por dificultad, { $rules }
chart-no-games = { $level }: sin partidas.
chart-games = { $level }: { $won } ganadas, { $drawn } empatadas, { $lost } perdidas.
chart-count = G{ $won } E{ $drawn } P{ $lost }

## La pista: a qué debería llevar una jugada, o cambiar de lado.

wins-exactly = { $what ->
    [swap] Cambiar de lado gana por exactamente { seeds }.
   *[pit] El hoyo { $pit } gana por exactamente { seeds }.
}
draws-exactly = { $what ->
    [swap] Cambiar de lado empata, si ambos lados juegan lo mejor posible.
   *[pit] El hoyo { $pit } empata, si ambos lados juegan lo mejor posible.
}
loses-exactly = { $what ->
    [swap] Cambiar de lado pierde por exactamente { seeds }, si ambos lados juegan lo mejor posible.
   *[pit] El hoyo { $pit } pierde por exactamente { seeds }, si ambos lados juegan lo mejor posible.
}
should-win = { $what ->
    [swap] Cambiar de lado: deberías ganar por alrededor de { seeds }.
   *[pit] Hoyo { $pit }: deberías ganar por alrededor de { seeds }.
}
should-be-even = { $what ->
    [swap] Cambiar de lado: debería quedar más o menos igualado.
   *[pit] Hoyo { $pit }: debería quedar más o menos igualado.
}
should-lose = { $what ->
    [swap] Cambiar de lado: deberías perder por alrededor de { seeds }.
   *[pit] Hoyo { $pit }: deberías perder por alrededor de { seeds }.
}
opening-note = Eso cuenta el cambio que tu rival puede hacer cuando termine tu turno.
swap-worth-same = Cambiar de lado vale lo mismo.
swap-hands-over = Cambiar de lado le daría esa ventaja a tu rival.
every-move-value = El valor de cada jugada

## El análisis tras la partida.

analysis-heading = Análisis
analysis-note = La computadora evalúa cada posición de la partida con un presupuesto fijo. El gráfico muestra el margen final que espera tras cada jugada, para el jugador de abajo: por encima de la línea, va ganando. Un anillo marca un error.
analyse-game = Analizar la partida
analysis-stop = Detener
graph-name = Gráfico del margen esperado; ← y → recorren las jugadas
analysis-progress = Progreso del análisis
graph-ahead = { $who ->
    [you] Tú por delante
    [computer] La computadora por delante
   *[them] { $name } por delante
}
choice-pit = el hoyo { $pit }
choice-swap = el cambio
expect-ahead = { $who ->
    [you] deberías terminar con { seeds } de ventaja
    [computer] la computadora debería terminar con { seeds } de ventaja
   *[them] { $name } debería terminar con { seeds } de ventaja
}
expect-even = debería terminar más o menos igualado
point-sowed = { $who ->
    [you] Jugada { $number }, sembraste el hoyo { $pit }: { $expected }.
    [computer] Jugada { $number }, la computadora sembró el hoyo { $pit }: { $expected }.
   *[them] Jugada { $number }, { $name } sembró el hoyo { $pit }: { $expected }.
}
point-swapped = { $who ->
    [you] Jugada { $number }, cambiaste de lado: { $expected }.
    [computer] Jugada { $number }, la computadora cambió de lado: { $expected }.
   *[them] Jugada { $number }, { $name } cambió de lado: { $expected }.
}
mistake-note = Un error: { $better } valía { seeds } más.
analysis-accuracy = { $who ->
    [you] Hiciste la mejor jugada { $best } veces de { $moves } ({ $percent } %).
    [computer] La computadora hizo la mejor jugada { $best } veces de { $moves } ({ $percent } %).
   *[them] { $name } hizo la mejor jugada { $best } veces de { $moves } ({ $percent } %).
}
no-mistakes = Ningún error de { seeds } o más.
mistake-item = jugada { $number } ({ $played }; { $better } valía { seeds } más)
mistake-list = { $first }, { $rest }
biggest-mistakes = { $mistakes ->
    [one] { $who ->
        [you] Tu mayor error: { $list }.
        [computer] El mayor error de la computadora: { $list }.
       *[them] El mayor error de { $name }: { $list }.
    }
   *[other] { $who ->
        [you] Tus mayores errores: { $list }.
        [computer] Los mayores errores de la computadora: { $list }.
       *[them] Los mayores errores de { $name }: { $list }.
    }
}
turning-point = { $who ->
    [you] El punto de inflexión: jugada { $number } ({ $choice }). Desde ahí fuiste por delante.
    [computer] El punto de inflexión: jugada { $number } ({ $choice }). Desde ahí la computadora fue por delante.
   *[them] El punto de inflexión: jugada { $number } ({ $choice }). Desde ahí { $name } fue por delante.
}
biggest-swing = El mayor vuelco: jugada { $number } ({ $choice }), de { seeds }.

rule-set-standard = Kalah estándar ({ seeds } por hoyo)
rule-set-seeds = { seeds } por hoyo
rule-set-with-rules = { seeds } por hoyo; reglas caseras: { $rules }
rule-list = { $first }, { $rest }
rule-set-empty-capture = captura frente a un hoyo vacío
rule-set-one-extra-turn = un solo turno extra seguido
rule-set-both-stores = sembrar en ambos almacenes
rule-set-skip-origin = saltar el hoyo de origen
rule-set-pie = regla de intercambio
rule-set-to-runner = sobrantes para quien se quedó sin semillas
rule-set-discard = sobrantes para nadie

search-solved = La computadora ha resuelto esta partida hasta el final.
search-looked-ahead = La computadora miró { $depth } jugadas por delante ({ $positions }).
search-positions = { $count ->
    [one] { $count } posición
   *[other] { $count } posiciones
}
search-million-positions = { $millions } millones de posiciones
