record-empty = No hay nada que abrir: pega un registro de partida o un enlace de partida.
record-too-long = Este texto es más largo que cualquier registro de partida ({ $chars } caracteres), así que no se leyó.
record-not-a-record = Esto no es un registro ni un enlace de partida: un registro empieza con sus etiquetas, como [South "You"], y este texto empieza con { $quoted }.
record-not-a-tag = { $quoted } no está escrito como una etiqueta, [Nombre "valor"].
record-unknown-tag = { $quoted } no es una etiqueta de un registro de partida; sus etiquetas son { $tags }.
record-repeated-tag = La etiqueta { $tag } aparece más de una vez.
record-missing-tag = El registro no tiene la etiqueta { $tag }, y todo registro la necesita.
record-bad-value = { $quoted } no es un valor para la etiqueta { $tag }, que admite { $takes }.
record-takes-date = un día escrito como 2026-12-02
record-takes-south = You, o Player 1 en una partida de dos jugadores
record-takes-north = Computer y un nivel, como «Computer, Hard (level 7)», o Player 2 en una partida de dos jugadores
record-takes-side = first, second o alternate
record-takes-seeds = de 3 a 6
record-takes-rules = una lista separada por comas de empty-capture, one-extra-turn, both-stores, skip-origin y pie, cada una como mucho una vez
record-takes-sweep = own, runner o none
record-takes-start = un inicio de la partida que fijan las otras etiquetas, en el texto del motor
record-takes-result = el resultado al que llevan las jugadas
record-players = { $south } y { $north } no juegan una misma partida: contra la computadora los jugadores son You y Computer, y en una partida de dos jugadores Player 1 y Player 2.
record-round-number = La ronda { $round } de las jugadas debería empezar con «{ $round }.», no con { $quoted }.
record-missing-bar = La ronda { $round } de las jugadas sigue tras su primer turno sin un «|» antes del segundo.
record-empty-turn = La ronda { $round } de las jugadas tiene un turno sin ninguna jugada.
record-not-a-move = La jugada { $number } (en la ronda { $round }), { $quoted }, no es un hoyo ni un cambio de lado.
record-illegal = La jugada { $number } (en la ronda { $round }), { $quoted }, no se puede hacer: { $reason }.
record-turn-over = La jugada { $number } (en la ronda { $round }), { $quoted }, está escrita en un turno que ya terminó: la jugada anterior no dio turno extra, así que le tocaba al otro jugador.
record-extra-turn-left = La jugada { $number } (en la ronda { $round }), { $quoted }, ganó un turno extra, así que su turno no puede acabar ahí.
record-wrong-result = El resultado { $quoted } no es al que llevan las jugadas: { $actual }.
record-no-game-in-link = Este enlace no contiene ninguna partida: un enlace de partida lleva «game=», como lo escribe «{ copy-game-link }».

position-parts = una posición tiene 6 partes separadas por «.», pero esta tiene { $found }
position-rules-text = «{ $text }» no es un conjunto de reglas como 6x4 (hoyos x semillas, y luego letras de reglas caseras)
position-pits = los hoyos por lado deben ser de 1 a { $most }, no { $found }
position-seeds = las semillas por hoyo deben ser de 1 a { $most }, no { $found }
position-side = «{ $text }» no es un lado al que le toca mover (s, n, se o ne)
position-number = «{ $text }» no es una cantidad de semillas
position-moves = «{ $text }» no es una lista de jugadas (números de hoyo, y s para cambiar de lado)
position-not-canonical = esta partida terminó; una partida terminada se escribe con sus semillas guardadas y con el turno del Sur: { $text }
position-row-length = { $row ->
    [south] la fila Sur tiene { $found } hoyos; las reglas dicen { $expected }
   *[north] la fila Norte tiene { $found } hoyos; las reglas dicen { $expected }
}
position-seed-total = el tablero tiene { $found } semillas en total; las reglas empiezan con { $expected }
position-extra-turn = la posición está marcada como turno extra, pero eso solo vale con la regla casera de un solo turno extra
position-too-many-seeds = el tablero tiene { $found } semillas en total; una posición puede tener como máximo { $most }

link-position-refused = La posición de este enlace no se abrió: { $reason }. El tablero muestra el inicio en su lugar.
link-position-too-long = { $quoted } es más larga que cualquier posición ({ $chars } caracteres)
link-position-unreadable = { $quoted }: { $reason }
link-position-no-seeds = { $quoted } no tiene ninguna semilla
link-game-refused = La partida de este enlace no se abrió: { $reason }.
link-game-too-long = es más larga que cualquier partida ({ $chars } caracteres)
link-game-no-rules = su configuración no da ninguna partida
link-game-other-start = su inicio { $quoted } no es el inicio de la partida que fija el enlace
link-game-not-a-position = { $quoted } no es una posición
link-game-not-a-move = la jugada { $number } ({ $quoted }) no es un hoyo ni un cambio de lado
link-game-illegal-sow = la jugada { $number } (hoyo { $pit }) no se puede hacer: { $reason }
link-game-illegal-swap = la jugada { $number } (un cambio de lado) no se puede hacer: { $reason }
link-game-stops-early = { $kept ->
    [0] La partida de este enlace se detiene antes: { $reason }. Empieza desde el principio.
    [one] La partida de este enlace se detiene antes: { $reason }. Se muestra la jugada anterior.
   *[other] La partida de este enlace se detiene antes: { $reason }. Se muestran las { $shown } jugadas anteriores.
}
