### O tabuleiro de análise: seu tabuleiro, o editor que monta uma posição, e a análise.

## O tabuleiro.

study-title-editing = Montar uma posição
study-title-analysing = Tabuleiro de análise
study-back-to-game = Voltar à partida
study-board-label = Tabuleiro: as covas da fileira de cima de 6 a 1, as da fileira de baixo de 1 a 6

study-row = { $row ->
    [bottom] Fileira de baixo
   *[top] Fileira de cima
}

study-row-initial = { $row ->
    [bottom] B
   *[top] C
}

study-cell-pit = { $row ->
    [bottom] Fileira de baixo, cova { $pit }
   *[top] Fileira de cima, cova { $pit }
}

study-cell-store = { $row ->
    [bottom] Depósito de baixo
   *[top] Depósito de cima
}

study-cell-label = { $cell }, { seeds }
study-cell-count = { $cell }: { seeds }.

study-row-to-move = { $row ->
    [bottom] Vez da fileira de baixo.
   *[top] Vez da fileira de cima.
}

study-board-over = A partida acabou: { $winner ->
    [bottom] a fileira de baixo vence por { seeds }
    [top] a fileira de cima vence por { seeds }
   *[draw] é um empate
} ({ $south } a { $north }; { $lead } para a fileira de baixo).

## Por que o editor recusa uma quantidade.

study-no-such-cell = Essa casa não existe.
study-count-below-zero = Uma quantidade não pode ser menor que 0: uma casa tem 0 sementes ou mais.
study-count-blank = Digite um número de sementes, 0 ou mais.
study-count-not-a-number = “{ $typed }” não é um número inteiro de sementes.
study-count-already-empty = { $cell } já está vazio.
study-count-too-many = Isso daria { $count ->
    [0] { $total } sementes
    [one] { $total } semente
   *[other] { $total } sementes
} no total; um tabuleiro tem no máximo { $limit } (no máximo 6 sementes em cada uma das 12 covas, onde quer que estejam), então esta casa aceita no máximo { $most }.

## Por que o tabuleiro não é uma posição para estudar.

study-board-empty = O tabuleiro está vazio: coloque pelo menos uma semente em uma cova, ou algumas nos depósitos para uma partida terminada.
study-board-too-full = Um tabuleiro tem no máximo { $limit } sementes; este tem { $count }.
study-not-a-position = Isto não é uma posição: { $reason }.

study-off-start = Impossível de alcançar a partir de um início: este tabuleiro tem { seeds }, e uma partida de { $per-pit } por cova tem { $start }. Mesmo assim dá para estudá-la e jogar nela.

## Os controles do editor.

study-one-seed-fewer = Uma semente a menos
study-one-seed-more = Uma semente a mais
study-to-move = Quem joga
study-seeds-per-pit = Sementes por cova no início
study-seeds-left = Sementes restantes quando uma fileira esvazia
study-quick-set-ups = Posições rápidas
study-start-position = Posição inicial
study-empty-board = Tabuleiro vazio
study-swap-sides = Trocar de lado
study-random-position = Posição aleatória
study-analyse = Analisar esta posição

## A análise.

study-solved = Resolvido: a partir deste início, com o melhor jogo dos dois lados, { $result ->
    [wins] o primeiro jogador vence por { seeds }
    [loses] o primeiro jogador perde por { seeds }
   *[draw] é um empate
} ({ $proof ->
    [published] provado pelo próprio solucionador deste jogo; igual ao valor publicado
   *[ours] provado pelo próprio solucionador deste jogo
}).

study-no-moves-to-rate = A partida acabou: não há jogadas para avaliar.
study-analysing = Analisando…
study-stopped-before-first-step = Parada antes do primeiro passo.
study-progress-step = Passo { $step } · { $count } posições · { $state }
study-progress-depth = Profundidade { $depth } · passo { $step } · { $count } posições · { $state }
study-every-value-proved = todos os valores provados
study-going-deeper = indo mais fundo…
study-stopped = parada
study-as-deep-as-it-goes = tão fundo quanto o tabuleiro permite
study-stop = Parar
study-go-on = Continuar
study-every-value = O valor de cada jogada
study-value-wins-exactly = vence por exatamente { seeds }
study-value-draws = empata com o melhor jogo
study-value-loses-exactly = perde por exatamente { seeds }
study-value-wins-at-best = no máximo vence por { seeds } (provado)
study-value-draws-at-best = no máximo empata (provado)
study-value-loses-at-best = no máximo perde por { seeds } (provado)
study-value-estimate = cerca de { $value } na profundidade { $depth }
study-play-pit = Jogar a cova { $pit }: { $value }
study-pit = Cova { $pit }
study-line-expected = A linha esperada

## As jogadas feitas no tabuleiro, e como seguir.

study-moves-title = Jogadas neste tabuleiro
study-undo = Desfazer
study-redo = Refazer
study-edit-position = Editar posição
study-copy-link = Copiar link
study-link-copied = O link para esta posição foi copiado.
study-set-up = Início

study-row-sowed = { $row ->
    [bottom] A fileira de baixo semeou a cova { $pit }
   *[top] A fileira de cima semeou a cova { $pit }
}

study-play-from-here = Jogar daqui
study-play-against = Jogar daqui contra
study-two-players = Dois jogadores
study-computer-at = O computador, { $level }
study-not-counted = Uma partida daqui não conta nas estatísticas.
