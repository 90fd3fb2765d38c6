record-empty = Não há nada para abrir aqui: cole um registro de partida ou um link de partida.
record-too-long = Este texto é mais longo que qualquer registro de partida ({ $chars } caracteres), então não foi lido.
record-not-a-record = Isto não é um registro nem um link de partida: um registro começa com suas etiquetas, como [South "You"], e este texto começa com { $quoted }.
record-not-a-tag = { $quoted } não está escrito como uma etiqueta, [Nome "valor"].
record-unknown-tag = { $quoted } não é uma etiqueta de registro de partida; as etiquetas são { $tags }.
record-repeated-tag = A etiqueta { $tag } aparece mais de uma vez.
record-missing-tag = O registro não tem a etiqueta { $tag }, e todo registro precisa dela.
record-bad-value = { $quoted } não é um valor para a etiqueta { $tag }, que aceita { $takes }.
record-takes-date = um dia escrito como 2026-12-02
record-takes-south = You, ou Player 1 numa partida de dois jogadores
record-takes-north = Computer e um nível, como «Computer, Hard (level 7)», ou Player 2 numa partida de dois jogadores
record-takes-side = first, second ou alternate
record-takes-seeds = de 3 a 6
record-takes-rules = uma lista separada por vírgulas de empty-capture, one-extra-turn, both-stores, skip-origin e pie, cada uma no máximo uma vez
record-takes-sweep = own, runner ou none
record-takes-start = um início da partida que as outras etiquetas definem, no texto do motor
record-takes-result = o resultado a que as jogadas levam
record-players = { $south } e { $north } não jogam uma mesma partida: contra o computador os jogadores são You e Computer, e numa partida de dois jogadores Player 1 e Player 2.
record-round-number = A rodada { $round } das jogadas deveria começar com «{ $round }.», não com { $quoted }.
record-missing-bar = A rodada { $round } das jogadas continua depois do primeiro turno sem um «|» antes do segundo.
record-empty-turn = A rodada { $round } das jogadas tem um turno sem nenhuma jogada.
record-not-a-move = A jogada { $number } (na rodada { $round }), { $quoted }, não é uma cova nem uma troca de lado.
record-illegal = A jogada { $number } (na rodada { $round }), { $quoted }, não pode ser feita: { $reason }.
record-turn-over = A jogada { $number } (na rodada { $round }), { $quoted }, está escrita num turno que já acabou: a jogada anterior não deu turno extra, então era a vez do outro jogador.
record-extra-turn-left = A jogada { $number } (na rodada { $round }), { $quoted }, ganhou um turno extra, então o turno dela não pode terminar ali.
record-wrong-result = O resultado { $quoted } não é aquele a que as jogadas levam: { $actual }.
record-no-game-in-link = Este link não tem nenhuma partida para abrir: um link de partida contém «game=», como «{ copy-game-link }» o escreve.

position-parts = uma posição tem 6 partes separadas por «.», mas esta tem { $found }
position-rules-text = «{ $text }» não é um conjunto de regras como 6x4 (covas x sementes, depois as letras das regras da casa)
position-pits = as covas por lado devem ser de 1 a { $most }, não { $found }
position-seeds = as sementes por cova devem ser de 1 a { $most }, não { $found }
position-side = «{ $text }» não é um lado que joga (s, n, se ou ne)
position-number = «{ $text }» não é uma contagem de sementes
position-moves = «{ $text }» não é uma lista de jogadas (números de cova, e s para trocar de lado)
position-not-canonical = esta partida acabou; uma partida encerrada se escreve com as sementes guardadas e a vez do Sul: { $text }
position-row-length = { $row ->
    [south] a fileira Sul tem { $found } covas; as regras dizem { $expected }
   *[north] a fileira Norte tem { $found } covas; as regras dizem { $expected }
}
position-seed-total = o tabuleiro tem { $found } sementes no total; as regras começam com { $expected }
position-extra-turn = a posição está marcada como turno extra, mas isso só vale com a regra da casa de um único turno extra
position-too-many-seeds = o tabuleiro tem { $found } sementes no total; uma posição pode ter no máximo { $most }

link-position-refused = A posição deste link não foi aberta: { $reason }. O tabuleiro mostra o início no lugar dela.
link-position-too-long = { $quoted } é mais longa que qualquer posição ({ $chars } caracteres)
link-position-unreadable = { $quoted }: { $reason }
link-position-no-seeds = { $quoted } não tem nenhuma semente
link-game-refused = A partida deste link não foi aberta: { $reason }.
link-game-too-long = ela é mais longa que qualquer partida ({ $chars } caracteres)
link-game-no-rules = as configurações dela não formam uma partida
link-game-other-start = o início { $quoted } não é o início da partida que o link define
link-game-not-a-position = { $quoted } não é uma posição
link-game-not-a-move = a jogada { $number } ({ $quoted }) não é uma cova nem uma troca de lado
link-game-illegal-sow = a jogada { $number } (cova { $pit }) não pode ser feita: { $reason }
link-game-illegal-swap = a jogada { $number } (uma troca de lado) não pode ser feita: { $reason }
link-game-stops-early = { $kept ->
    [0] A partida deste link para antes: { $reason }. Ela começa do início.
    [one] A partida deste link para antes: { $reason }. A jogada anterior é mostrada.
   *[other] A partida deste link para antes: { $reason }. As { $shown } jogadas anteriores são mostradas.
}
