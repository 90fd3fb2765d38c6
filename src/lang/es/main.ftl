### Español. El juego se llama Kalah. Términos fijos (ver glossary.md): hoyo, almacén,
### semilla, sembrar, capturar, turno extra, cambiar de lado, jugada. Trato de «tú».

-language-name = Español
-language-direction = ltr

## Los jugadores, como los nombra una frase.

player-you = Tú
player-computer = La computadora
player-one = Jugador 1
player-two = Jugador 2

## De quién son los hoyos, como lo dicen sus nombres («Tu hoyo 3», «hoyo 3 de la computadora»).

owner-you = Tu
owner-computer = de la computadora
owner-player-one = del Jugador 1
owner-player-two = del Jugador 2

## Cantidades.

seeds = { $count ->
    [one] { $count } semilla
   *[other] { $count } semillas
}

moves = { $count ->
    [one] { $count } jugada
   *[other] { $count } jugadas
}

## Lo que hizo una jugada.

sowed = { $who ->
    [you] Sembraste el hoyo { $pit }.
    [computer] La computadora sembró el hoyo { $pit }.
    [one] El Jugador 1 sembró el hoyo { $pit }.
    [two] El Jugador 2 sembró el hoyo { $pit }.
    [friend] Tu amigo sembró el hoyo { $pit }.
    [opponent] Tu rival sembró el hoyo { $pit }.
   *[them] { $name } sembró el hoyo { $pit }.
}

sowed-extra-turn = { $who ->
    [you] Sembraste el hoyo { $pit }: turno extra.
    [computer] La computadora sembró el hoyo { $pit }: turno extra.
    [one] El Jugador 1 sembró el hoyo { $pit }: turno extra.
    [two] El Jugador 2 sembró el hoyo { $pit }: turno extra.
    [friend] Tu amigo sembró el hoyo { $pit }: turno extra.
    [opponent] Tu rival sembró el hoyo { $pit }: turno extra.
   *[them] { $name } sembró el hoyo { $pit }: turno extra.
}

sowed-captured = { $who ->
    [you] Sembraste el hoyo { $pit } y capturaste { seeds }.
    [computer] La computadora sembró el hoyo { $pit } y capturó { seeds }.
    [one] El Jugador 1 sembró el hoyo { $pit } y capturó { seeds }.
    [two] El Jugador 2 sembró el hoyo { $pit } y capturó { seeds }.
    [friend] Tu amigo sembró el hoyo { $pit } y capturó { seeds }.
    [opponent] Tu rival sembró el hoyo { $pit } y capturó { seeds }.
   *[them] { $name } sembró el hoyo { $pit } y capturó { seeds }.
}

sowed-captured-extra-turn = { $who ->
    [you] Sembraste el hoyo { $pit } y capturaste { seeds }: turno extra.
    [computer] La computadora sembró el hoyo { $pit } y capturó { seeds }: turno extra.
    [one] El Jugador 1 sembró el hoyo { $pit } y capturó { seeds }: turno extra.
    [two] El Jugador 2 sembró el hoyo { $pit } y capturó { seeds }: turno extra.
    [friend] Tu amigo sembró el hoyo { $pit } y capturó { seeds }: turno extra.
    [opponent] Tu rival sembró el hoyo { $pit } y capturó { seeds }: turno extra.
   *[them] { $name } sembró el hoyo { $pit } y capturó { seeds }: turno extra.
}

swapped = { $who ->
    [you] Cambiaste de lado.
    [computer] La computadora cambió de lado.
    [one] El Jugador 1 cambió de lado.
    [two] El Jugador 2 cambió de lado.
    [friend] Tu amigo cambió de lado.
    [opponent] Tu rival cambió de lado.
   *[them] { $name } cambió de lado.
}

## De quién es el turno y cómo terminó la partida.

to-move = { $who ->
    [you] Tu turno.
    [computer] Turno de la computadora.
    [one] Turno del Jugador 1.
    [two] Turno del Jugador 2.
    [friend] Turno de tu amigo.
    [opponent] Turno de tu rival.
   *[them] Turno de { $name }.
}

to-move-or-swap = { $who ->
    [you] Tu turno: siembra o cambia de lado.
    [computer] Turno de la computadora: sembrar o cambiar de lado.
    [one] Turno del Jugador 1: sembrar o cambiar de lado.
    [two] Turno del Jugador 2: sembrar o cambiar de lado.
    [friend] Turno de tu amigo: sembrar o cambiar de lado.
    [opponent] Turno de tu rival: sembrar o cambiar de lado.
   *[them] Turno de { $name }: sembrar o cambiar de lado.
}

game-over = Fin de la partida. { $result }

draw = Empate a { $count }.

won = { $who ->
    [you] Ganaste por { seeds }, { $high } a { $low }.
    [computer] La computadora ganó por { seeds }, { $high } a { $low }.
    [one] El Jugador 1 ganó por { seeds }, { $high } a { $low }.
    [two] El Jugador 2 ganó por { seeds }, { $high } a { $low }.
    [friend] Tu amigo ganó por { seeds }, { $high } a { $low }.
    [opponent] Tu rival ganó por { seeds }, { $high } a { $low }.
   *[them] { $name } ganó por { seeds }, { $high } a { $low }.
}

## Lo que haría sembrar un hoyo, dicho antes de sembrarlo.

lands-in-your-store = Hoyo { $pit }: la última semilla cae en tu almacén { $effect ->
    [extra-turn] y ganas un turno extra
    [capture] y capturas { seeds }
    [ends-game] y termina la partida
   *[nothing] sin captura ni turno extra
}.

lands-in-other-store = Hoyo { $pit }: la última semilla cae en el otro almacén { $effect ->
    [extra-turn] y ganas un turno extra
    [capture] y capturas { seeds }
    [ends-game] y termina la partida
   *[nothing] sin captura ni turno extra
}.

lands-in-your-pit = Hoyo { $pit }: la última semilla cae en tu hoyo { $landing } { $effect ->
    [extra-turn] y ganas un turno extra
    [capture] y capturas { seeds }
    [ends-game] y termina la partida
   *[nothing] sin captura ni turno extra
}.

lands-in-their-pit = Hoyo { $pit }: la última semilla cae en el hoyo { $landing } del otro lado { $effect ->
    [extra-turn] y ganas un turno extra
    [capture] y capturas { seeds }
    [ends-game] y termina la partida
   *[nothing] sin captura ni turno extra
}.

## Por qué se rechazó una jugada (una oración sin mayúscula inicial).

not-your-turn-reason = no es tu turno
stale-answer-reason = esa respuesta era para una posición anterior
no-such-pit-reason = no existe el hoyo { $pit }; cada lado tiene { $pits }
empty-pit-reason = el hoyo { $pit } está vacío
game-is-over-reason = la partida ya terminó
move-limit-reason = la partida llegó a su límite de jugadas
swap-not-offered-reason = el cambio de lado solo se ofrece con la regla de intercambio, al segundo jugador, una vez terminado el primer turno del primer jugador

## La línea de estado: lo que acaba de pasar y de quién es el turno.

new-game = Nueva partida. { $status }
game-resumed = Partida reanudada. { $turn }
from-analysis-board = Partida desde la posición del tablero de análisis; no cuenta en las estadísticas. { $status }
from-link = Partida abierta desde un enlace, tras { moves }. { $turn }
from-online = Aquí tienes la partida en línea ({ moves }) para ver su lista de jugadas y su análisis. { $turn }
seated-by-link = Juegas por enlace como { $name }. { $turn }
send-your-move = { $status } Envía tu jugada a { $name } con «Enviar jugada».
no-move-found = La computadora no encontró ninguna jugada; empieza una nueva partida.
stats-reset = Estadísticas reiniciadas.
move-taken-back = Jugada deshecha. { $turn }
move-played-again = Jugada rehecha. { $turn }
analysing = Analizando la partida…
analysis-stopped = Análisis detenido.
analysis-done = Análisis terminado: el gráfico muestra cómo fue la partida.
move-copied = Tu jugada se copió como enlace: envíasela a { $name } (por mensaje, por ejemplo). Su respuesta te llegará de la misma forma.
link-copied = Enlace a esta partida copiado: quien lo abra verá la partida tal como está.
sound-on-by-key = Sonido activado (M lo desactiva).
sound-off-by-key = Sonido desactivado (M lo activa).
text-copied = La partida se copió como texto: pégala en «Abrir una partida», debajo de las jugadas, aquí o en otro dispositivo, para volver a verla.
looking-for-hint = Buscando la mejor jugada…
no-hint = No hay pista: no queda ninguna jugada posible.
hint = Pista: { $hint }
replay-refused = Estás viendo una jugada anterior: vuelve a la partida para jugar.
other-device = No es tu turno: el otro jugador juega en su dispositivo.
pit-is-empty = El hoyo { $pit } está vacío: elige un hoyo con semillas.
not-your-turn = No es tu turno.
cannot-sow = No se puede sembrar el hoyo { $pit }: { $reason }.
cannot-swap = No se puede cambiar de lado: { $reason }.

time-running-out = { $who ->
    [you] Tu turno: { $seconds ->
        [one] queda { $seconds } segundo.
       *[other] quedan { $seconds } segundos.
    }
    [computer] Turno de la computadora: { $seconds ->
        [one] queda { $seconds } segundo.
       *[other] quedan { $seconds } segundos.
    }
    [one] Turno del Jugador 1: { $seconds ->
        [one] queda { $seconds } segundo.
       *[other] quedan { $seconds } segundos.
    }
    [two] Turno del Jugador 2: { $seconds ->
        [one] queda { $seconds } segundo.
       *[other] quedan { $seconds } segundos.
    }
    [friend] Turno de tu amigo: { $seconds ->
        [one] queda { $seconds } segundo.
       *[other] quedan { $seconds } segundos.
    }
    [opponent] Turno de tu rival: { $seconds ->
        [one] queda { $seconds } segundo.
       *[other] quedan { $seconds } segundos.
    }
   *[them] Turno de { $name }: { $seconds ->
        [one] queda { $seconds } segundo.
       *[other] quedan { $seconds } segundos.
    }
}

timed-out = { $who ->
    [you] Se te acabó el tiempo: se sembró un hoyo al azar por ti. { $said }
    [computer] A la computadora se le acabó el tiempo: se sembró un hoyo al azar en su lugar. { $said }
    [one] Al Jugador 1 se le acabó el tiempo: se sembró un hoyo al azar en su lugar. { $said }
    [two] Al Jugador 2 se le acabó el tiempo: se sembró un hoyo al azar en su lugar. { $said }
    [friend] A tu amigo se le acabó el tiempo: se sembró un hoyo al azar en su lugar. { $said }
    [opponent] A tu rival se le acabó el tiempo: se sembró un hoyo al azar en su lugar. { $said }
   *[them] A { $name } se le acabó el tiempo: se sembró un hoyo al azar en su lugar. { $said }
}

words-missing = No se pudo cargar el idioma { $language }. Vuelve a elegirlo en Ajustes para intentarlo otra vez.

language-label = Idioma

page-title = Mancala: juega al Kalah en tu navegador
page-description = Juega gratis al Kalah (mancala) en tu navegador: una computadora rival fuerte con ocho niveles, o dos jugadores en una misma pantalla. Se juega con teclado y con lector de pantalla.
