### Português (Brasil). O jogo se chama Kalah. Termos fixos (ver glossary.md): cova, depósito,
### semente, semear, capturar, turno extra, trocar de lado, jogada. Tratamento: «você».
### Plural: em pt-BR, 0 e 1 são da categoria «one»; [0] dá «0 sementes».

-language-name = Português (Brasil)
-language-direction = ltr

## Os jogadores, como uma frase os nomeia.

player-you = Você
player-computer = O computador
player-one = Jogador 1
player-two = Jogador 2

## De quem são as covas, como os nomes delas dizem («Sua cova 3», «cova 3 do computador»).

owner-you = Sua
owner-computer = do computador
owner-player-one = do Jogador 1
owner-player-two = do Jogador 2

## Contagens.

seeds = { $count ->
    [0] { $count } sementes
    [one] { $count } semente
   *[other] { $count } sementes
}

moves = { $count ->
    [0] { $count } jogadas
    [one] { $count } jogada
   *[other] { $count } jogadas
}

## O que uma jogada fez.

sowed = { $who ->
    [you] Você semeou a cova { $pit }.
    [computer] O computador semeou a cova { $pit }.
    [one] O Jogador 1 semeou a cova { $pit }.
    [two] O Jogador 2 semeou a cova { $pit }.
    [friend] Seu amigo semeou a cova { $pit }.
    [opponent] Seu adversário semeou a cova { $pit }.
   *[them] { $name } semeou a cova { $pit }.
}

sowed-extra-turn = { $who ->
    [you] Você semeou a cova { $pit }: turno extra.
    [computer] O computador semeou a cova { $pit }: turno extra.
    [one] O Jogador 1 semeou a cova { $pit }: turno extra.
    [two] O Jogador 2 semeou a cova { $pit }: turno extra.
    [friend] Seu amigo semeou a cova { $pit }: turno extra.
    [opponent] Seu adversário semeou a cova { $pit }: turno extra.
   *[them] { $name } semeou a cova { $pit }: turno extra.
}

sowed-captured = { $who ->
    [you] Você semeou a cova { $pit } e capturou { seeds }.
    [computer] O computador semeou a cova { $pit } e capturou { seeds }.
    [one] O Jogador 1 semeou a cova { $pit } e capturou { seeds }.
    [two] O Jogador 2 semeou a cova { $pit } e capturou { seeds }.
    [friend] Seu amigo semeou a cova { $pit } e capturou { seeds }.
    [opponent] Seu adversário semeou a cova { $pit } e capturou { seeds }.
   *[them] { $name } semeou a cova { $pit } e capturou { seeds }.
}

sowed-captured-extra-turn = { $who ->
    [you] Você semeou a cova { $pit } e capturou { seeds }: turno extra.
    [computer] O computador semeou a cova { $pit } e capturou { seeds }: turno extra.
    [one] O Jogador 1 semeou a cova { $pit } e capturou { seeds }: turno extra.
    [two] O Jogador 2 semeou a cova { $pit } e capturou { seeds }: turno extra.
    [friend] Seu amigo semeou a cova { $pit } e capturou { seeds }: turno extra.
    [opponent] Seu adversário semeou a cova { $pit } e capturou { seeds }: turno extra.
   *[them] { $name } semeou a cova { $pit } e capturou { seeds }: turno extra.
}

swapped = { $who ->
    [you] Você trocou de lado.
    [computer] O computador trocou de lado.
    [one] O Jogador 1 trocou de lado.
    [two] O Jogador 2 trocou de lado.
    [friend] Seu amigo trocou de lado.
    [opponent] Seu adversário trocou de lado.
   *[them] { $name } trocou de lado.
}

## De quem é a vez, e como a partida terminou.

to-move = { $who ->
    [you] Sua vez.
    [computer] Vez do computador.
    [one] Vez do Jogador 1.
    [two] Vez do Jogador 2.
    [friend] Vez do seu amigo.
    [opponent] Vez do seu adversário.
   *[them] Vez de { $name }.
}

to-move-or-swap = { $who ->
    [you] Sua vez: semeie ou troque de lado.
    [computer] Vez do computador: semear ou trocar de lado.
    [one] Vez do Jogador 1: semear ou trocar de lado.
    [two] Vez do Jogador 2: semear ou trocar de lado.
    [friend] Vez do seu amigo: semear ou trocar de lado.
    [opponent] Vez do seu adversário: semear ou trocar de lado.
   *[them] Vez de { $name }: semear ou trocar de lado.
}

game-over = Fim da partida. { $result }

draw = Empate, { $count } a { $count }.

won = { $who ->
    [you] Você venceu por { seeds }, { $high } a { $low }.
    [computer] O computador venceu por { seeds }, { $high } a { $low }.
    [one] O Jogador 1 venceu por { seeds }, { $high } a { $low }.
    [two] O Jogador 2 venceu por { seeds }, { $high } a { $low }.
    [friend] Seu amigo venceu por { seeds }, { $high } a { $low }.
    [opponent] Seu adversário venceu por { seeds }, { $high } a { $low }.
   *[them] { $name } venceu por { seeds }, { $high } a { $low }.
}

## O que semear uma cova faria, dito antes de semeá-la.

lands-in-your-store = Cova { $pit }: a última semente cai no seu depósito { $effect ->
    [extra-turn] e você ganha um turno extra
    [capture] e você captura { seeds }
    [ends-game] e a partida termina
   *[nothing] sem captura nem turno extra
}.

lands-in-other-store = Cova { $pit }: a última semente cai no outro depósito { $effect ->
    [extra-turn] e você ganha um turno extra
    [capture] e você captura { seeds }
    [ends-game] e a partida termina
   *[nothing] sem captura nem turno extra
}.

lands-in-your-pit = Cova { $pit }: a última semente cai na sua cova { $landing } { $effect ->
    [extra-turn] e você ganha um turno extra
    [capture] e você captura { seeds }
    [ends-game] e a partida termina
   *[nothing] sem captura nem turno extra
}.

lands-in-their-pit = Cova { $pit }: a última semente cai na cova { $landing } do outro lado { $effect ->
    [extra-turn] e você ganha um turno extra
    [capture] e você captura { seeds }
    [ends-game] e a partida termina
   *[nothing] sem captura nem turno extra
}.

## Por que uma jogada foi recusada (uma oração, com inicial minúscula).

not-your-turn-reason = não é a sua vez
stale-answer-reason = essa resposta era para uma posição anterior
no-such-pit-reason = não existe a cova { $pit }; cada lado tem { $pits }
empty-pit-reason = a cova { $pit } está vazia
game-is-over-reason = a partida já terminou
move-limit-reason = a partida chegou ao limite de jogadas
swap-not-offered-reason = a troca de lado só é oferecida com a regra de troca, ao segundo jogador, depois do primeiro turno do primeiro jogador

## A linha de status: o que acabou de acontecer, e de quem é a vez.

new-game = Nova partida. { $status }
game-resumed = Partida retomada. { $turn }
from-analysis-board = Partida a partir da posição do tabuleiro de análise; ela não conta nas estatísticas. { $status }
from-link = Partida aberta por um link, depois de { moves }. { $turn }
from-online = A partida on-line ({ moves }) está aqui para você ver a lista de jogadas e a análise. { $turn }
seated-by-link = Você joga por link como { $name }. { $turn }
send-your-move = { $status } Envie sua jogada para { $name } com “Enviar jogada”.
no-move-found = O computador não encontrou nenhuma jogada; comece uma nova partida.
stats-reset = Estatísticas zeradas.
move-taken-back = Jogada desfeita. { $turn }
move-played-again = Jogada refeita. { $turn }
analysing = Analisando a partida…
analysis-stopped = Análise interrompida.
analysis-done = Análise concluída: o gráfico mostra como foi a partida.
move-copied = Sua jogada foi copiada como link: envie para { $name } (por mensagem, por exemplo). A resposta volta do mesmo jeito.
link-copied = Link desta partida copiado: quem abrir verá a partida como ela está agora.
sound-on-by-key = Som ligado (M desliga).
sound-off-by-key = Som desligado (M liga).
text-copied = A partida foi copiada como texto: cole em “Abrir uma partida”, abaixo das jogadas, aqui ou em outro dispositivo, para vê-la de novo.
looking-for-hint = Procurando a melhor jogada…
no-hint = Sem dica: não há nenhuma jogada possível.
hint = Dica: { $hint }
replay-refused = Você está vendo uma jogada anterior: volte para a partida para jogar.
other-device = Não é a sua vez: o outro jogador joga no próprio dispositivo.
pit-is-empty = A cova { $pit } está vazia: escolha uma cova com sementes.
not-your-turn = Não é a sua vez.
cannot-sow = A cova { $pit } não pode ser semeada: { $reason }.
cannot-swap = Não é possível trocar de lado: { $reason }.

time-running-out = { $who ->
    [you] Sua vez: { $seconds ->
        [0] restam { $seconds } segundos.
        [one] resta { $seconds } segundo.
       *[other] restam { $seconds } segundos.
    }
    [computer] Vez do computador: { $seconds ->
        [0] restam { $seconds } segundos.
        [one] resta { $seconds } segundo.
       *[other] restam { $seconds } segundos.
    }
    [one] Vez do Jogador 1: { $seconds ->
        [0] restam { $seconds } segundos.
        [one] resta { $seconds } segundo.
       *[other] restam { $seconds } segundos.
    }
    [two] Vez do Jogador 2: { $seconds ->
        [0] restam { $seconds } segundos.
        [one] resta { $seconds } segundo.
       *[other] restam { $seconds } segundos.
    }
    [friend] Vez do seu amigo: { $seconds ->
        [0] restam { $seconds } segundos.
        [one] resta { $seconds } segundo.
       *[other] restam { $seconds } segundos.
    }
    [opponent] Vez do seu adversário: { $seconds ->
        [0] restam { $seconds } segundos.
        [one] resta { $seconds } segundo.
       *[other] restam { $seconds } segundos.
    }
   *[them] Vez de { $name }: { $seconds ->
        [0] restam { $seconds } segundos.
        [one] resta { $seconds } segundo.
       *[other] restam { $seconds } segundos.
    }
}

timed-out = { $who ->
    [you] Seu tempo acabou: uma cova foi semeada ao acaso no seu lugar. { $said }
    [computer] O tempo do computador acabou: uma cova foi semeada ao acaso no lugar dele. { $said }
    [one] O tempo do Jogador 1 acabou: uma cova foi semeada ao acaso no lugar dele. { $said }
    [two] O tempo do Jogador 2 acabou: uma cova foi semeada ao acaso no lugar dele. { $said }
    [friend] O tempo do seu amigo acabou: uma cova foi semeada ao acaso no lugar dele. { $said }
    [opponent] O tempo do seu adversário acabou: uma cova foi semeada ao acaso no lugar dele. { $said }
   *[them] O tempo de { $name } acabou: uma cova foi semeada ao acaso. { $said }
}

words-missing = Não foi possível carregar o idioma { $language }. Escolha-o de novo nas configurações para tentar outra vez.

language-label = Idioma

page-title = Mancala: jogue Kalah no seu navegador
page-description = Jogue Kalah (mancala) de graça no seu navegador: um computador adversário forte em oito níveis, ou dois jogadores na mesma tela. Dá para jogar pelo teclado e com leitor de tela.
