## La cabecera y el pie de página.

masthead = Mancala
tagline = Kalah, el juego de seis hoyos en el que se siembra y se captura
footer = Gratis, sin cuenta y sin rastreo. Las partidas contra la computadora, en una misma pantalla o por enlace se quedan en tu navegador; el juego en línea envía las reglas de la sala y tus jugadas al servidor de salas, que las guarda (consulta la Ayuda).

## La barra de herramientas.

toolbar-label = Partida
new-game-button = Nueva partida
undo-button = Deshacer
redo-button = Rehacer
hint-button = Pista
skip-button = Saltar
full-screen-button = Pantalla completa
send-move-button = Enviar jugada
swap-button = Cambiar de lado
settings-button = Ajustes
loading-settings = Cargando los ajustes…

## La navegación entre modos.

modes-label = Modos
nav-play = Jugar
nav-puzzles = Problemas
nav-learn = Aprender
nav-analysis = Tablero de análisis
nav-analysis-short = Análisis
nav-online = Jugar en línea
nav-online-short = en línea
loading-puzzles = Cargando los problemas…
loading-lessons = Cargando las lecciones…
loading-analysis-board = Cargando el tablero de análisis…
loading-online = Cargando el juego en línea…
not-loaded = No se pudo cargar esta parte de la página. La partida sigue; recarga la página para volver a intentarlo.
learn-offer-start = ¿Eres nuevo en el mancala?
learn-offer-link = Aprende a jugar en ocho lecciones cortas
learn-offer-end = .

## Las etiquetas de los ajustes.

opponent-label = Rival
difficulty-label = Dificultad
who-opens-label = Quién empieza
turn-clock-label = Reloj por turno
seeds-per-pit-label = Semillas por hoyo
house-rules-label = Reglas caseras
sweep-label = Semillas que quedan cuando una fila se vacía
speed-label = Velocidad
motion-label = Movimiento
colours-label = Colores
sound-label = Sonido (M)
done-button = Listo

## Las opciones de los ajustes.

opponent-computer = Computadora
opponent-human = Dos jugadores
level-easy = Fácil
level-medium = Medio
level-hard = Difícil
level-expert = Experto
level-numbered = Nivel { $number }
level-named-with-number = { $level } (nivel { $number })
side-first = Tú (Jugador 1)
side-second = La computadora (Jugador 2)
side-alternate = Por turnos
speed-slow = Lenta
speed-normal = Normal
speed-fast = Rápida
speed-instant = Instantánea
clock-off = Sin reloj
clock-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minutos
}
follow-system = Como diga el sistema
motion-reduced = Reducido: las jugadas aparecen al instante
motion-full = Animación completa
theme-light = Claro
theme-dark = Oscuro
theme-contrast = Alto contraste
sound-off = Apagado
sound-on = Encendido
sweep-own-row = Para el dueño de la fila
sweep-to-runner = Para quien se quedó sin semillas
sweep-discard = No cuentan para nadie
rule-empty-capture = Guardar la última semilla que cae en tu hoyo vacío aunque el hoyo de enfrente esté vacío
rule-one-extra-turn = Solo un turno extra seguido
rule-both-stores = Sembrar en los dos almacenes
rule-skip-origin = Una vuelta al tablero se salta el hoyo de salida
rule-pie = Tras el primer turno, el segundo jugador puede cambiar de lado

## Los avisos.

storage-trouble = Este navegador no deja que la página guarde nada (el almacenamiento está desactivado o lleno), así que tus ajustes y estadísticas solo duran hasta que salgas de la página.
store-missing = La parte de la página que lee y guarda tus ajustes, estadísticas y partida no se cargó. Lo que se guardó antes queda como estaba, pero puede que esta visita no se conserve: recarga la página para volver a intentarlo.
no-worker = Tu navegador no quiso iniciar un proceso en segundo plano, así que la computadora piensa en la propia página, con menos presupuesto (Medio como máximo).
link-unread = La parte de la página que lee los enlaces no se cargó, así que este enlace no se abrió y empieza una partida nueva. La dirección aún contiene el enlace: recarga la página para volver a intentarlo.
settings-unreadable = No se pudieron usar tus ajustes guardados porque { $why }, así que se aplican los predeterminados. Se vuelven a guardar cuando cambies un ajuste.
stats-unreadable = No se pudieron leer tus estadísticas guardadas porque { $why }. Por ahora se quedan como están: esta visita cuenta desde cero y solo las sobrescribe cuando se cuente una partida.
game-unresumable = No se pudo reanudar tu partida guardada porque { $why }, así que empieza una partida nueva.
lessons-unreadable = No se pudo leer el registro de las lecciones que hiciste porque { $why }. Se queda como está hasta que termines una lección, que empieza un registro nuevo.
puzzles-unreadable = No se pudieron leer tu puntuación de problemas ni tus problemas porque { $why }. Se quedan como están hasta que intentes un problema, que empieza un registro nuevo.
seats-unreadable = No se pudieron leer los asientos que ocupas en salas en vivo porque { $why }. Se quedan como están hasta que ocupes un asiento, que empieza un registro nuevo.
fork-older = Este enlace es anterior a la partida de este dispositivo: se detiene tras la jugada { $same } y la tuya sigue hasta la jugada { $kept }. Se muestra la partida del enlace, que se guarda aquí desde ahora; para volver a la de este dispositivo, abre ?{ $link }
fork-differs = La partida de este enlace se separa de la de este dispositivo tras la jugada { $same }: la jugada { $next } fue { $kept } allí y { $linked } en el enlace. Se muestra la partida del enlace, que se guarda aquí desde ahora; para volver a la de este dispositivo, abre ?{ $link }
fork-pit = el hoyo { $pit }
fork-swap = el cambio de lado
move-not-copied = Tu navegador no quiso copiar, así que aquí tienes el enlace para enviar a { $name }: { $link }
link-not-copied = Tu navegador no quiso copiar, así que aquí tienes el enlace a esta partida: { $link }
text-not-copied = Tu navegador no quiso copiar, así que aquí tienes la partida como texto (se vuelve a leer tal cual, en una línea): { $text }
invalid-settings = Esos ajustes no son válidos; no se cambió nada.

## Por qué no se pudo leer algo guardado: oraciones tras «porque».

corrupt-reason = el texto guardado está dañado
shape-reason = no tiene la forma en que esta página guarda
version-reason = lo guardó una versión más nueva de esta página
absurd-reason = sus números no pueden ser correctos

## Las partes de un enlace que no se aplicaron.

ignored = Parte de este enlace no se entendió, así que esos ajustes quedaron con sus valores predeterminados: { $parts }.
ignored-separator = {"; "}
ignored-unknown-key = «{ $key }» no es un ajuste
ignored-bad-value = «{ $value }» no es un valor válido para { $key }
ignored-repeated = { $key } aparece más de una vez
ignored-more = { $count } más
