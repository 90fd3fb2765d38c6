### Treinar: os desafios. Um desafio é sempre resolvido pela fileira de baixo.

## O título e a pontuação.

train-puzzles = Desafios
train-back-to-game = Voltar à partida

train-rating = Sua pontuação em desafios: { $rating }{ $settling ->
    [first-estimate] , uma primeira estimativa que se ajusta conforme você resolve mais
   *[settled] {""}
}. Desafios pontuados resolvidos: { $solved } de { $tried }. Melhor sequência: { $best }.

## Os modos.

train-daily = Desafio do dia
train-daily-solved = Desafio do dia (resolvido hoje)
train-streak = Sequência
train-streak-solved = Sequência: { $count ->
    [0] { $count } resolvidos
    [one] { $count } resolvido
   *[other] { $count } resolvidos
}
train-rated = Treino pontuado
train-linked = Desafio
train-mine = Das suas partidas
train-mine-to-solve = Das suas partidas ({ $count } para resolver)
train-puzzle-number = Desafio { $id }
train-mode-puzzle = { $mode }: desafio { $id }
train-all-modes = Todos os modos
train-about-puzzles = Cada desafio é uma posição de uma partida real em que uma jogada (ou uma cadeia de turnos extras) mantém o melhor resultado, provado pelo próprio solucionador deste jogo, e qualquer outra jogada perde pelo menos 2 sementes.
train-about-modes = Uma sequência fica mais difícil até o seu primeiro erro. O treino pontuado escolhe desafios perto da sua pontuação, que muda a cada primeira tentativa. Depois da análise de uma partida, cada erro apontado vira um desafio seu.
train-loading = Carregando os desafios…
train-still-work = { $problem } O jogo e os seus próprios desafios continuam funcionando.
train-none-of-your-own = Nenhum desafio seu para resolver: analise uma partida terminada (“Analisar a partida”) e os erros dela vêm para cá.
train-daily-done = Esse foi o desafio de hoje. Amanhã chega um novo.

## Os temas.

train-theme-chain = Cadeia de turnos extras
train-theme-capture = Captura
train-theme-defence = Evitar uma captura
train-theme-endgame = Final
train-theme-only = Jogada única
train-theme-quiet = Melhor jogada

## Um desafio em andamento.

train-find-best = Encontre a melhor jogada para a fileira de baixo. Pontuação { $rating }; tema: { $theme }.
train-find-again = Turno extra: encontre de novo a melhor jogada.
train-find-better = Encontre uma jogada melhor do que a que você fez nesta posição.
train-choose-pit = Escolha uma cova: clique nela, use as setas e Enter, ou digite o número dela.
train-move-again = Certo, e sua última semente caiu no seu depósito: jogue de novo.
train-pit-empty = Sua cova { $pit } está vazia: escolha uma cova com sementes.
train-solved-win = Resolvido! Com o melhor jogo daqui, você vence por { $count }.
train-solved-draw = Resolvido! Com o melhor jogo daqui, a partida termina empatada.
train-solved-loss = Resolvido! É a que perde menos: por { $count } com o melhor jogo.
train-solved-best = Resolvido! Essa jogada mantém o melhor resultado que a análise encontrou.
train-not-the-best = Não é a melhor: cova { $played }. A melhor era a cova { $best }.
train-rating-stays = Sua pontuação continua a mesma.
train-rating-rises = Sua pontuação sobe { $count }.
train-rating-falls = Sua pontuação cai { $count }.
train-next-puzzle = Próximo desafio
train-try-again = Tentar de novo

## Quando os desafios não estão disponíveis.

train-unreadable = Não foi possível ler os desafios: { $reason }.
train-unfetched = Não foi possível baixar os desafios: { $reason }.
train-fetch-refused = a rede recusou a requisição
train-fetch-no-response = o navegador não deu resposta
train-fetch-status = o servidor respondeu { $status }
train-fetch-body = não foi possível ler o conteúdo
train-no-such-puzzle = Não existe o desafio { $id }: os desafios vão de 1 a { $count }.
train-file-fault = o arquivo de desafios { $fault }
train-line-fault = a linha { $line } do arquivo de desafios { $fault }

## O que há de errado no arquivo ou numa de suas linhas.

train-fault-too-long = é longo demais
train-fault-no-header = não começa como um arquivo de desafios
train-fault-too-many = tem desafios demais
train-fault-no-puzzles = não tem nenhum desafio
train-fault-cut-short = está cortado
train-fault-more-than-said = tem mais desafios do que diz
train-fault-fields = tem { $fields } campos, não 5
train-fault-not-numbered = deveria ser o desafio { $id }
train-fault-no-position = não tem posição: { $reason }
train-fault-over = tem uma partida já terminada
train-fault-no-rating = não tem pontuação
train-fault-rating-outside = tem pontuação { $rating }, fora de 100 a 3000
train-fault-no-theme = não tem tema
train-fault-past-the-turn = continua até a decisão { $at } quando o turno já acabou
train-fault-no-value = tem uma jogada sem valor
train-fault-no-pit = não indica nenhuma cova
train-fault-value-not-a-number = tem um valor que não é um número
train-fault-value-beyond = tem um valor de { $value }, impossível em qualquer tabuleiro
train-fault-pit-twice = indica a cova { $pit } duas vezes
train-fault-not-the-legal-moves = não lista exatamente as jogadas válidas na decisão { $at }
train-fault-close-second = tem outra jogada a menos de { seeds } da resposta na decisão { $at }
train-fault-value-changes = muda o valor da resposta na decisão { $at }
train-fault-unplayable = tem uma resposta que não pode ser jogada: { $reason }
train-fault-spare-turn = termina com um turno extra sobrando
train-fault-ends-too-soon = continua depois da decisão { $at }, que encerra o turno
