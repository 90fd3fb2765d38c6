### A moldura das lições: a lista, o cabeçalho, o objetivo e os botões de uma etapa, e o que a
### página diz de cada tentativa. Os textos das lições estão em lessons.ftl.

## A lista de lições.

learn-title = Aprenda a jogar
learn-intro = Oito lições curtas, cada uma com alguns tabuleiros e um objetivo para a sua vez. Você joga a fileira de baixo e começa; o outro lado nunca joga durante uma lição. { $done } de { $count } { $done ->
    [0] concluídas
    [one] concluída
   *[other] concluídas
}.
lesson-entry = { $number }. { $title }
lesson-done = Concluída
lesson-not-done = A fazer

## Uma etapa.

lesson-heading = Lição { $number } de { $count }: { $title }
step-of = Etapa { $number } de { $count }
goal-label = Objetivo:
back-to-game = Voltar à partida
set-board-back = Reiniciar o tabuleiro
next-step = Próxima etapa
next-lesson = Próxima lição
back-to-lessons = Voltar às lições
all-lessons = Todas as lições

## O que a página diz da última tentativa.

try-fresh = Escolha uma das suas covas para semear: clique nela, ou use as setas e Enter, ou digite o número dela.
try-extra-turn = Turno extra: sua última semente caiu no seu depósito. Jogue de novo.
try-extra-turn-again = Turno extra { $count }: sua última semente caiu de novo no seu depósito. Jogue de novo.
try-wrong = Ainda não. { $missed } O tabuleiro voltou ao início: tente de novo.
try-right = Certo! { $why }
try-right-last = Certo! { $why } Esta lição termina aqui.

## As casas.

lesson-last-cell = { $last ->
    [your-pit] na sua cova { $pit }
    [their-pit] na cova { $pit } do seu adversário
    [your-store] no seu depósito
   *[their-store] no depósito do seu adversário
}
lesson-target-cell = { $target ->
    [your-pit] da sua cova { $goal }
    [their-pit] da cova { $goal } do seu adversário
    [your-store] do seu depósito
   *[their-store] do depósito do seu adversário
}
lesson-cells = { $cells ->
    [one] { $cells } casa
   *[other] { $cells } casas
}

## Como uma tentativa não cumpriu o objetivo.

missed-cell = Sua última semente caiu { lesson-last-cell }, { $off ->
    [short] { lesson-cells } antes { lesson-target-cell }
    [past] { lesson-cells } depois { lesson-target-cell }
   *[apart] fora { lesson-target-cell }
}.
missed-store = Sua última semente caiu { lesson-last-cell }, { $off ->
    [short] { lesson-cells } antes do seu depósito
    [past] { lesson-cells } depois do seu depósito
   *[apart] fora do seu depósito
}, então sua vez acabou.
missed-store-after = Sua última semente caiu { lesson-last-cell }, { $off ->
    [short] { lesson-cells } antes do seu depósito
    [past] { lesson-cells } depois do seu depósito
   *[apart] fora do seu depósito
}, então sua vez acabou depois de { $extra ->
    [one] { $extra } turno extra
   *[other] { $extra } turnos extras
}.
took-too-few = Você capturou { $took ->
    [0] { $took } sementes
    [one] { $took } semente
   *[other] { $took } sementes
}, mas dá para conseguir { $wanted } ou mais neste turno.
no-capture-not-yours = Sua última semente caiu { lesson-last-cell }; para capturar, ela precisa cair numa cova vazia sua.
no-capture-not-empty = Sua última semente caiu na sua cova { $pit }, que não estava vazia, então nada foi capturado.
no-capture-nothing-facing = Sua última semente caiu na sua cova vazia { $pit }, mas a cova em frente estava vazia: não havia nada para capturar.
banked-nothing = Nada entrou no seu depósito neste turno; podem entrar { $wanted } ou mais.
banked-too-few = Seu depósito ganhou { $gained ->
    [one] { $gained } semente
   *[other] { $gained } sementes
} neste turno; podem entrar { $wanted } ou mais.
store-short = Seu depósito tem { $store } no fim da sua vez, { $short } a menos que { $wanted }.
not-won = A partida acaba, mas fica { $yours } a { $theirs }: { $result ->
    [draw] empate.
   *[lost] seu adversário vence.
}
game-goes-on = A partida continua: sua última semente caiu { lesson-last-cell } e as duas fileiras ainda têm sementes.

## Por que uma cova não foi semeada.

lesson-pit-empty = Sua cova { $pit } está vazia: escolha uma cova com sementes.
lesson-cannot-play = Essa jogada não pode ser feita: { $reason }.
