### A partida em si: o tabuleiro lido em voz alta, a linha acima dele, as perguntas, o fim da
### partida, a lista de jogadas e sua reprodução, as estatísticas, a dica e a análise.

## O tabuleiro, como um leitor de tela nomeia suas partes.

board-opponent = Adversário

pit-name = { $who ->
    [you] Sua cova { $pit }, { seeds }
    [computer] Cova { $pit } do computador, { seeds }
    [one] Cova { $pit } do Jogador 1, { seeds }
    [two] Cova { $pit } do Jogador 2, { seeds }
    [friend] Cova { $pit } do seu amigo, { seeds }
    [opponent] Cova { $pit } do seu adversário, { seeds }
   *[them] Cova { $pit } de { $name }, { seeds }
}

pit-name-hinted = { $label }, a dica

store-name = { $who ->
    [you] Seu depósito, { seeds }
    [computer] Depósito do computador, { seeds }
    [one] Depósito do Jogador 1, { seeds }
    [two] Depósito do Jogador 2, { seeds }
    [friend] Depósito do seu amigo, { seeds }
    [opponent] Depósito do seu adversário, { seeds }
   *[them] Depósito de { $name }, { seeds }
}

row-name = { $who ->
    [you] Suas covas
    [computer] Covas do computador
    [one] Covas do Jogador 1
    [two] Covas do Jogador 2
    [friend] Covas do seu amigo
    [opponent] Covas do seu adversário
   *[them] Covas de { $name }
}

row-whose = { $who ->
    [you] sua fileira
    [computer] a fileira do computador
    [one] a fileira do Jogador 1
    [two] a fileira do Jogador 2
    [friend] a fileira do seu amigo
    [opponent] a fileira do seu adversário
   *[them] a fileira de { $name }
}

board-rows = Tabuleiro: { $top } em cima, da cova 6 à 1; { $bottom } embaixo, da cova 1 à 6

## Acima e ao redor do tabuleiro.

board-heading = Tabuleiro
playing-by-link = Partida por link: você é { $name }
two-players-one-screen = Dois jogadores, uma tela
against-computer = Contra o computador: { $level }
computer-thinking = O computador está pensando…
notice-dismiss = Fechar

## As perguntas antes de agir.

new-game-title = Começar uma nova partida?
new-game-text = A partida em andamento será abandonada.
new-game-yes = Começar nova partida
confirm-keep-playing = Continuar jogando
undo-title = Desfazer uma jogada?
undo-text = Uma partida em que uma jogada é desfeita não conta nas suas estatísticas.
undo-yes = Desfazer a jogada
hint-title = Mostrar uma dica?
hint-text = Uma partida em que uma dica é mostrada não conta nas suas estatísticas.
hint-yes = Mostrar a dica
reset-title = Zerar suas estatísticas?
reset-text = Todos os recordes, em todas as dificuldades e conjuntos de regras, serão esquecidos.
reset-statistics = Zerar estatísticas
reset-no = Manter

## O fim da partida.

game-over-heading = Fim da partida
game-over-play-again = Jogar de novo
final-score = { $south } { $southstore }, { $north } { $northstore }

## A lista de jogadas e sua reprodução.

moves-heading = Jogadas
log-keys = Um turno extra se junta à jogada seguinte: 3 6 | 2. Na lista, ← e → avançam e voltam.
swap-move = Troca: { $sentence }
replay-bar = Reprodução
replay-at-start = Reprodução: o início, antes de { moves }.
replay-after-move = Reprodução: depois da jogada { $ply } de { $total }. { $what }
to-the-start = Ao início
move-back = Jogada anterior ([)
move-forward = Próxima jogada (])
replay-back-to-game = Voltar à partida
copy-game-link = Copiar link da partida
copy-as-text = Copiar como texto
analyse-from-here = Analisar daqui
open-a-game = Abrir uma partida
paste-a-game = Cole uma partida como texto, ou um link de partida:
open-game-button = Abrir

## As estatísticas.

stats-heading = Estatísticas
stats-tally-against-computer = Nesta visita: você { $you }, computador { $computer }, empates { $draws }; dicas usadas { $hints }.
stats-tally = Nesta visita: dicas usadas { $hints }.
stats-rating-none = Sua pontuação: nenhuma ainda. Ela é calculada a partir das suas partidas contadas contra o computador e sugere o nível que deve lhe dar uma partida equilibrada.
stats-rating = { $games ->
    [one] Sua pontuação: cerca de { $rating } (com margem de { $deviation }), de { $games } partida contada. { $level } deve lhe dar uma partida equilibrada.
   *[other] Sua pontuação: cerca de { $rating } (com margem de { $deviation }), de { $games } partidas contadas. { $level } deve lhe dar uma partida equilibrada.
}
stats-note = Partidas terminadas contra o computador contam aqui, a menos que uma jogada tenha sido desfeita ou uma dica mostrada. Partidas com outro número de sementes ou regras da casa ficam separadas, cada uma com seu título. Partidas contra pessoas on-line são contadas à parte, no final; partidas de dois jogadores em uma tela não são registradas. Nada sai deste navegador. Sua pontuação segue a escala dos níveis (Fácil 0, Difícil cerca de 1250) e é calculada com seus resultados em todos os tabuleiros.
online-none = Nada ainda: uma partida on-line jogada até o fim conta aqui.
online-table = Tabela de resultados on-line
online-caption = Resultados contra pessoas on-line
online-heading = On-line, contra pessoas
column-rules = Regras
column-difficulty = Dificuldade
column-played = Partidas
column-won = Vitórias
column-lost = Derrotas
column-drawn = Empates
column-win-rate = % vitórias
column-streak = Sequência
column-best-run = Melhor sequência
column-fastest-win = Vitória mais rápida
column-most-seeds = Mais sementes
column-best-margin = Maior margem
win-rate = { $percent }%
duration-seconds = { $seconds } s
duration-minutes = { $minutes } min { $seconds } s
key-won = vitórias (V)
key-drawn = empates (E)
key-lost = derrotas (D)
records-table = Tabela de recordes, { $rules }
records-caption = Recordes, { $rules }
chart-title = Vitórias, empates e derrotas por dificuldade, { $rules }
chart-no-games = { $level }: nenhuma partida.
chart-games = { $level }: { $won } vitórias, { $drawn } empates, { $lost } derrotas.
chart-count = V{ $won } E{ $drawn } D{ $lost }

## A dica: aonde uma jogada, ou trocar de lado, deve levar.

wins-exactly = { $what ->
    [swap] Trocar de lado vence por exatamente { seeds }.
   *[pit] A cova { $pit } vence por exatamente { seeds }.
}
draws-exactly = { $what ->
    [swap] Trocar de lado empata, com o melhor jogo dos dois lados.
   *[pit] A cova { $pit } empata, com o melhor jogo dos dois lados.
}
loses-exactly = { $what ->
    [swap] Trocar de lado perde por exatamente { seeds }, com o melhor jogo dos dois lados.
   *[pit] A cova { $pit } perde por exatamente { seeds }, com o melhor jogo dos dois lados.
}
should-win = { $what ->
    [swap] Trocar de lado: você deve vencer por cerca de { seeds }.
   *[pit] Cova { $pit }: você deve vencer por cerca de { seeds }.
}
should-be-even = { $what ->
    [swap] Trocar de lado: deve ficar mais ou menos empatado.
   *[pit] Cova { $pit }: deve ficar mais ou menos empatado.
}
should-lose = { $what ->
    [swap] Trocar de lado: você deve perder por cerca de { seeds }.
   *[pit] Cova { $pit }: você deve perder por cerca de { seeds }.
}
opening-note = Isso conta a troca que seu adversário pode fazer quando seu turno acabar.
swap-worth-same = Trocar de lado vale o mesmo.
swap-hands-over = Trocar de lado entregaria isso ao seu adversário.
every-move-value = O valor de cada jogada

## A análise depois da partida.

analysis-heading = Análise
analysis-note = O computador avalia cada posição da partida com um orçamento fixo. O gráfico mostra a margem final que ele espera depois de cada jogada, para o jogador de baixo: acima da linha, ele está à frente. Um anel marca um erro.
analyse-game = Analisar a partida
analysis-stop = Parar
graph-name = Gráfico da margem esperada; ← e → percorrem as jogadas
analysis-progress = Progresso da análise
graph-ahead = { $who ->
    [you] Você à frente
    [computer] Computador à frente
   *[them] { $name } à frente
}
choice-pit = a cova { $pit }
choice-swap = a troca
expect-ahead = { $who ->
    [you] você deve terminar { seeds } à frente
    [computer] o computador deve terminar { seeds } à frente
   *[them] { $name } deve terminar { seeds } à frente
}
expect-even = deve terminar mais ou menos empatado
point-sowed = { $who ->
    [you] Jogada { $number }, você semeou a cova { $pit }: { $expected }.
    [computer] Jogada { $number }, o computador semeou a cova { $pit }: { $expected }.
   *[them] Jogada { $number }, { $name } semeou a cova { $pit }: { $expected }.
}
point-swapped = { $who ->
    [you] Jogada { $number }, você trocou de lado: { $expected }.
    [computer] Jogada { $number }, o computador trocou de lado: { $expected }.
   *[them] Jogada { $number }, { $name } trocou de lado: { $expected }.
}
mistake-note = Um erro: { $better } valia { seeds } a mais.
analysis-accuracy = { $who ->
    [you] Você fez a melhor jogada { $best } vezes em { $moves } ({ $percent }%).
    [computer] O computador fez a melhor jogada { $best } vezes em { $moves } ({ $percent }%).
   *[them] { $name } fez a melhor jogada { $best } vezes em { $moves } ({ $percent }%).
}
no-mistakes = Nenhum erro de { seeds } ou mais.
mistake-item = jogada { $number } ({ $played }; { $better } valia { seeds } a mais)
mistake-list = { $first }, { $rest }
biggest-mistakes = { $mistakes ->
    [one] { $who ->
        [you] Seu maior erro: { $list }.
        [computer] O maior erro do computador: { $list }.
       *[them] O maior erro de { $name }: { $list }.
    }
   *[other] { $who ->
        [you] Seus maiores erros: { $list }.
        [computer] Os maiores erros do computador: { $list }.
       *[them] Os maiores erros de { $name }: { $list }.
    }
}
turning-point = { $who ->
    [you] A virada: jogada { $number } ({ $choice }). Dali em diante você ficou à frente.
    [computer] A virada: jogada { $number } ({ $choice }). Dali em diante o computador ficou à frente.
   *[them] A virada: jogada { $number } ({ $choice }). Dali em diante { $name } ficou à frente.
}
biggest-swing = A maior reviravolta: jogada { $number } ({ $choice }), de { seeds }.

rule-set-standard = Kalah padrão ({ seeds } por cova)
rule-set-seeds = { seeds } por cova
rule-set-with-rules = { seeds } por cova; regras da casa: { $rules }
rule-list = { $first }, { $rest }
rule-set-empty-capture = captura diante de cova vazia
rule-set-one-extra-turn = um só turno extra seguido
rule-set-both-stores = semear nos dois depósitos
rule-set-skip-origin = pular a cova de origem
rule-set-pie = regra de troca
rule-set-to-runner = sobras para quem ficou sem sementes
rule-set-discard = sobras não contam para ninguém

search-solved = O computador resolveu esta partida até o fim.
search-looked-ahead = O computador olhou { $depth } jogadas à frente ({ $positions }).
search-positions = { $count ->
    [one] { $count } posição
   *[other] { $count } posições
}
search-million-positions = { $millions } milhões de posições
