### Jugar en línea: la sala, la cola de espera y los rechazos del servidor.

## Los jugadores de una sala.

player-friend = Tu amigo
player-opponent = Tu rival
owner-friend = De tu amigo
owner-opponent = De tu rival

## El título y los botones.

play-online = Jugar en línea
online-back-to-game = Volver a la partida
online-turn-clock = Tiempo por turno
alternate-opener = Alternar quién empieza tras una revancha
make-room = Crear una sala
making-room = Creando la sala…
play-someone-now = Jugar con alguien ya
back-to-room = Volver a la sala
try-again = Reintentar
back = Volver
stop-waiting = Dejar de esperar
play-here = Jugar aquí
swap-sides = Cambiar de lado
resign = Rendirse
rematch = Revancha
open-in-analysis = Abrir en la lista de jugadas y el análisis
stop-watching = Dejar de mirar
leave-room = Salir de la sala

## Los enlaces de una sala.

invite-link = Enlace de invitación
watch-link = Enlace para mirar
copy-invite = Copiar invitación
copy-watch-link = Copiar enlace para mirar
share-invite = Compartir invitación
share-watch-link = Compartir enlace para mirar
invite-title = Juega al Kalah conmigo
watch-title = Mira una partida de Kalah

## El tiempo por turno.

clock-none = Sin reloj
clock-seconds = { $seconds } segundos por turno
online-clock-minutes = { $minutes ->
    [one] { $minutes } minuto por turno
   *[other] { $minutes } minutos por turno
}

clock-none-in-sentence = sin reloj
clock-seconds-in-sentence = { $seconds } segundos por turno
clock-minutes-in-sentence = { $minutes ->
    [one] { $minutes } minuto por turno
   *[other] { $minutes } minutos por turno
}

## La partida que juega una sala.

settings-standard = { seeds } por hoyo, reglas estándar
settings-with = { seeds } por hoyo, con { $rules }
rules-and = { $first } y { $rest }
online-rule-empty-capture = la captura frente a un hoyo vacío
online-rule-one-extra-turn = un solo turno extra seguido
online-rule-both-stores = la siembra en ambos almacenes
online-rule-skip-origin = el salto del hoyo de origen
online-rule-pie = la regla de intercambio

## Crear una sala, o esperar a alguien.

lobby-intro = Una sala se juega con los ajustes de la partida: { $settings }. Cámbialos antes en el menú si quieres. Quien abra tu enlace de invitación juega contra ti, y tú empiezas; o juega ya con alguien, cualquiera que esté esperando con los mismos ajustes y el mismo reloj (entonces se alterna quién empieza).
seeds-for-a-room = Los hoyos de una sala empiezan con 3 a 6 semillas.
waiting-for-someone = Esperando a alguien para jugar: { $settings }, { $clock }.
queue-crowd = Ahora mismo { $others ->
    [0] nadie más espera lo mismo
    [one] { $others } jugador más espera lo mismo
   *[other] { $others } jugadores más esperan lo mismo
}, y { $games ->
    [0] no hay ninguna partida en curso
    [one] hay { $games } partida en curso
   *[other] hay { $games } partidas en curso
}.

## La conexión con el servidor.

connecting-to-room = Conectando con la sala…
connecting = Conectando…
connection-lost = No hay conexión con el servidor de salas ahora mismo. Reintentando…
no-server = Ningún servidor de salas responde en esta dirección, así que aquí no se pueden jugar partidas en vivo. Todo lo demás de la página funciona como antes.
seat-taken-elsewhere = Esta partida está abierta ahora en otra pestaña o en otro dispositivo, que tiene tu asiento, así que esta página lo ha soltado. Elige «Jugar aquí» para jugar en esta página.
queue-server-full = El servidor está lleno ahora mismo y no pudo empezar una partida, así que ya no estás esperando. Inténtalo de nuevo en un momento.
left-game = Saliste de una partida que sigue en curso. Continúa sin ti: si faltas durante un minuto de tus propios turnos, pierdes. Vuelve a la sala para seguir jugando, o ríndete allí para terminarla ya.
server-unreadable = El servidor de salas envió algo que esta página no pudo leer, así que nada cambió.
server-undecodable = El servidor de salas envió algo que esta página no pudo leer, así que nada cambió. Si el juego se actualizó desde que se abrió esta página, recárgala.
clock-off-line = El reloj del turno volverá a verse cuando responda el servidor de salas.
presence-off-line = Quién está en la sala volverá a verse cuando responda el servidor de salas.

## Por qué el servidor no creó, abrió ni puso en cola nada.

not-made-foreign = El servidor no creó ninguna sala: las salas se crean desde la propia página del juego.
not-made-too-long = El servidor no creó ninguna sala: la solicitud era demasiado larga.
not-made-unreadable = El servidor no creó ninguna sala: no pudo leer la solicitud. Recargar la página puede ayudar.
not-made-settings = El servidor no creó ninguna sala: no se puede jugar una sala con estos ajustes.
not-made-zero-secret = El servidor no creó ninguna sala: este navegador no dio ningún secreto aleatorio para el asiento.
not-made-full = El servidor no creó ninguna sala: está lleno ahora mismo; las partidas en curso siguen. Inténtalo de nuevo en un minuto.
not-made-too-many = El servidor no creó ninguna sala: llegaron demasiadas salas o conexiones desde esta dirección. Espera un minuto e inténtalo de nuevo.
not-made-no-room = El servidor no creó ninguna sala: esa sala no existe.
not-made-unavailable = El servidor no creó ninguna sala: no puede guardar salas ahora mismo. Inténtalo de nuevo en un minuto.

## Por qué el servidor rechazó lo que envió la página.

refused-unreadable = El servidor no pudo leer ese mensaje.
refused-out-of-order = Ese mensaje llegó fuera de orden.
refused-not-seated = Estás mirando esta partida, no jugándola.
refused-not-your-turn = No es tu turno.
refused-no-opponent = Tu rival aún no ha llegado.
refused-stale = Esa jugada ya se hizo.
refused-ahead = Esa jugada va por delante de la partida.
refused-illegal = Esa jugada no está permitida aquí.
refused-over = La partida ha terminado.
refused-not-over = La partida sigue en curso.
refused-unknown-seat = El asiento de esta página no es de esta sala.
refused-full = Los dos asientos están ocupados, así que estás mirando.
refused-wrong-invite = Esta invitación no es de esta sala, así que estás mirando. Pide el enlace otra vez.
refused-busy = El servidor está ocupado. Inténtalo de nuevo en un momento.
refused-replaced = Esta partida está abierta ahora en otra pestaña o en otro dispositivo.

## Qué pasó al pasar un enlace.

invite-copied = Enlace de invitación copiado: envíaselo a tu amigo. Da asiento a una sola persona, una sola vez.
watch-link-copied = Enlace para mirar copiado: quien lo abra sigue la partida, sin asiento.
online-link-not-copied = No se pudo copiar el enlace: selecciónalo y cópialo tú.
invite-shared = Enlace de invitación compartido. Da asiento a una sola persona, una sola vez.
watch-link-shared = Enlace para mirar compartido.
link-not-shared = No se pudo compartir el enlace: cópialo en su lugar.

## La línea de estado de la sala.

entering-room = Entrando en la sala…
paired = Emparejado: entrando en la sala…

turn-warning = { $who ->
    [you] Tu turno: quedan { $seconds } segundos.
    [one] Turno del Jugador 1: quedan { $seconds } segundos.
    [two] Turno del Jugador 2: quedan { $seconds } segundos.
    [friend] Turno de tu amigo: quedan { $seconds } segundos.
    [opponent] Turno de tu rival: quedan { $seconds } segundos.
   *[them] Turno de { $name }: quedan { $seconds } segundos.
}

new-game-swapped = { $who ->
    [you] Nueva partida, con los asientos cambiados: empiezas tú. { $turn }
    [one] Nueva partida, con los asientos cambiados: empieza el Jugador 1. { $turn }
    [two] Nueva partida, con los asientos cambiados: empieza el Jugador 2. { $turn }
    [friend] Nueva partida, con los asientos cambiados: empieza tu amigo. { $turn }
    [opponent] Nueva partida, con los asientos cambiados: empieza tu rival. { $turn }
   *[them] Nueva partida, con los asientos cambiados: empieza { $name }. { $turn }
}

new-game-same-opener = { $who ->
    [you] Nueva partida: empiezas tú otra vez. { $turn }
    [one] Nueva partida: empieza otra vez el Jugador 1. { $turn }
    [two] Nueva partida: empieza otra vez el Jugador 2. { $turn }
    [friend] Nueva partida: empieza otra vez tu amigo. { $turn }
    [opponent] Nueva partida: empieza otra vez tu rival. { $turn }
   *[them] Nueva partida: empieza otra vez { $name }. { $turn }
}

rematch-offered-by-you = Ofreciste una revancha; esperando a tu amigo.

rematch-offered = { $who ->
    [you] Ofreces una revancha: elige «Revancha» para aceptar.
    [one] El Jugador 1 ofrece una revancha: elige «Revancha» para aceptar.
    [two] El Jugador 2 ofrece una revancha: elige «Revancha» para aceptar.
    [friend] Tu amigo ofrece una revancha: elige «Revancha» para aceptar.
    [opponent] Tu rival ofrece una revancha: elige «Revancha» para aceptar.
   *[them] { $name } ofrece una revancha: elige «Revancha» para aceptar.
}

rematch-offered-watching = { $who ->
    [you] Ofreces una revancha.
    [one] El Jugador 1 ofrece una revancha.
    [two] El Jugador 2 ofrece una revancha.
    [friend] Tu amigo ofrece una revancha.
    [opponent] Tu rival ofrece una revancha.
   *[them] { $name } ofrece una revancha.
}

waiting-for-friend = Esperando a tu amigo: envíale el enlace de invitación.
waiting-for-second-player = Esperando al segundo jugador.

wins = { $who ->
    [you] Ganas tú.
    [one] Gana el Jugador 1.
    [two] Gana el Jugador 2.
    [friend] Gana tu amigo.
    [opponent] Gana tu rival.
   *[them] Gana { $name }.
}

resigned = { $who ->
    [you] Te rendiste. { $result }
    [one] El Jugador 1 se rindió. { $result }
    [two] El Jugador 2 se rindió. { $result }
    [friend] Tu amigo se rindió. { $result }
    [opponent] Tu rival se rindió. { $result }
   *[them] { $name } se rindió. { $result }
}

abandoned = { $who ->
    [you] Estuviste ausente demasiado tiempo y perdiste. { $result }
    [one] El Jugador 1 estuvo ausente demasiado tiempo y perdió. { $result }
    [two] El Jugador 2 estuvo ausente demasiado tiempo y perdió. { $result }
    [friend] Tu amigo estuvo ausente demasiado tiempo y perdió. { $result }
    [opponent] Tu rival estuvo ausente demasiado tiempo y perdió. { $result }
   *[them] { $name } estuvo ausente demasiado tiempo y perdió. { $result }
}

## Quién está en la sala, y el reloj del turno.

seat-free = { $who ->
    [you] Tu asiento está libre.
    [one] El asiento del Jugador 1 está libre.
    [two] El asiento del Jugador 2 está libre.
    [friend] El asiento de tu amigo está libre.
    [opponent] El asiento de tu rival está libre.
   *[them] El asiento de { $name } está libre.
}

friend-not-come = Tu amigo aún no ha llegado.

here = { $who ->
    [you] Estás aquí.
    [one] El Jugador 1 está aquí.
    [two] El Jugador 2 está aquí.
    [friend] Tu amigo está aquí.
    [opponent] Tu rival está aquí.
   *[them] { $name } está aquí.
}

away = { $who ->
    [you] Estás ausente.
    [one] El Jugador 1 está ausente.
    [two] El Jugador 2 está ausente.
    [friend] Tu amigo está ausente.
    [opponent] Tu rival está ausente.
   *[them] { $name } está ausente.
}

away-time-left = { $who ->
    [you] Estás ausente: te quedan { $time } de tus propios turnos para volver.
    [one] El Jugador 1 está ausente: le quedan { $time } de sus propios turnos para volver.
    [two] El Jugador 2 está ausente: le quedan { $time } de sus propios turnos para volver.
    [friend] Tu amigo está ausente: le quedan { $time } de sus propios turnos para volver.
    [opponent] Tu rival está ausente: le quedan { $time } de sus propios turnos para volver.
   *[them] { $name } está ausente: le quedan { $time } de sus propios turnos para volver.
}

watching = { $count ->
    [one] { $count } persona está mirando.
   *[other] { $count } personas están mirando.
}

clock-runs = { $who ->
    [you] Tu turno: quedan { $time }
    [one] Turno del Jugador 1: quedan { $time }
    [two] Turno del Jugador 2: quedan { $time }
    [friend] Turno de tu amigo: quedan { $time }
    [opponent] Turno de tu rival: quedan { $time }
   *[them] Turno de { $name }: quedan { $time }
}

rows-seated = Tu fila es la de abajo; la de tu amigo está arriba.
rows-watching = Estás mirando. La fila de abajo es la del Jugador { $bottom }, y la de arriba, la del Jugador { $top }.
