### Jogar on-line: a sala, a fila de espera e as recusas do servidor.

## Os jogadores de uma sala.

player-friend = Seu amigo
player-opponent = Seu adversário
owner-friend = Do seu amigo
owner-opponent = Do seu adversário

## O título e os botões.

play-online = Jogar on-line
online-back-to-game = Voltar à partida
online-turn-clock = Tempo por turno
alternate-opener = Alternar quem começa após uma revanche
make-room = Criar uma sala
making-room = Criando a sala…
play-someone-now = Jogar com alguém agora
back-to-room = Voltar à sala
try-again = Tentar de novo
back = Voltar
stop-waiting = Parar de esperar
play-here = Jogar aqui
swap-sides = Trocar de lado
resign = Desistir
rematch = Revanche
open-in-analysis = Abrir na lista de jogadas e na análise
stop-watching = Parar de assistir
leave-room = Sair da sala

## Os links de uma sala.

invite-link = Link de convite
watch-link = Link para assistir
copy-invite = Copiar convite
copy-watch-link = Copiar link para assistir
share-invite = Compartilhar convite
share-watch-link = Compartilhar link para assistir
invite-title = Jogue Kalah comigo
watch-title = Assista a uma partida de Kalah

## O tempo por turno.

clock-none = Sem relógio
clock-seconds = { $seconds } segundos por turno
online-clock-minutes = { $minutes ->
    [0] { $minutes } minutos por turno
    [one] { $minutes } minuto por turno
   *[other] { $minutes } minutos por turno
}

clock-none-in-sentence = sem relógio
clock-seconds-in-sentence = { $seconds } segundos por turno
clock-minutes-in-sentence = { $minutes ->
    [0] { $minutes } minutos por turno
    [one] { $minutes } minuto por turno
   *[other] { $minutes } minutos por turno
}

## A partida que uma sala joga.

settings-standard = { seeds } por cova, regras padrão
settings-with = { seeds } por cova, com { $rules }
rules-and = { $first } e { $rest }
online-rule-empty-capture = a captura diante de cova vazia
online-rule-one-extra-turn = um só turno extra seguido
online-rule-both-stores = a semeadura nos dois depósitos
online-rule-skip-origin = o salto da cova de origem
online-rule-pie = a regra de troca

## Criar uma sala, ou esperar alguém.

lobby-intro = Uma sala joga com as configurações da partida: { $settings }. Mude-as antes no menu, se quiser. Quem abrir seu link de convite joga contra você, e você começa; ou jogue agora com alguém que esteja esperando com as mesmas configurações e o mesmo relógio (aí quem começa se alterna).
seeds-for-a-room = As covas de uma sala começam com 3 a 6 sementes.
waiting-for-someone = Esperando alguém para jogar: { $settings }, { $clock }.
queue-crowd = Agora { $others ->
    [0] ninguém mais está esperando o mesmo
    [one] { $others } outro jogador está esperando o mesmo
   *[other] { $others } outros jogadores estão esperando o mesmo
}, e { $games ->
    [0] nenhuma partida está em andamento
    [one] { $games } partida está em andamento
   *[other] { $games } partidas estão em andamento
}.

## A conexão com o servidor.

connecting-to-room = Conectando à sala…
connecting = Conectando…
connection-lost = Sem conexão com o servidor de salas no momento. Tentando de novo…
no-server = Nenhum servidor de salas responde neste endereço, então partidas ao vivo não podem ser jogadas daqui. Todo o resto da página funciona como antes.
seat-taken-elsewhere = Esta partida está aberta agora em outra aba ou em outro dispositivo, que ficou com seu lugar, então esta página o soltou. Escolha “Jogar aqui” para jogar nesta página.
queue-server-full = O servidor está cheio no momento e não conseguiu começar uma partida, então você não está mais esperando. Tente de novo daqui a pouco.
left-game = Você saiu de uma partida que ainda está em andamento. Ela continua sem você: se ficar ausente durante um minuto dos seus próprios turnos, você perde. Volte à sala para continuar, ou desista lá para encerrá-la agora.
server-unreadable = O servidor de salas enviou algo que esta página não conseguiu ler, então nada mudou.
server-undecodable = O servidor de salas enviou algo que esta página não conseguiu ler, então nada mudou. Se o jogo foi atualizado desde que esta página foi aberta, recarregue a página.
clock-off-line = O relógio da vez volta a aparecer quando o servidor de salas responder.
presence-off-line = Quem está na sala volta a aparecer quando o servidor de salas responder.

## Por que o servidor não criou, abriu nem pôs na fila nada.

not-made-foreign = O servidor não criou nenhuma sala: as salas são criadas na própria página do jogo.
not-made-too-long = O servidor não criou nenhuma sala: o pedido era longo demais.
not-made-unreadable = O servidor não criou nenhuma sala: não conseguiu ler o pedido. Recarregar a página pode ajudar.
not-made-settings = O servidor não criou nenhuma sala: não dá para jogar uma sala com essas configurações.
not-made-zero-secret = O servidor não criou nenhuma sala: este navegador não deu nenhum segredo aleatório para o lugar.
not-made-full = O servidor não criou nenhuma sala: ele está cheio no momento; as partidas em andamento continuam. Tente de novo daqui a um minuto.
not-made-too-many = O servidor não criou nenhuma sala: vieram salas ou conexões demais deste endereço. Espere um minuto e tente de novo.
not-made-no-room = O servidor não criou nenhuma sala: essa sala não existe.
not-made-unavailable = O servidor não criou nenhuma sala: ele não consegue guardar salas no momento. Tente de novo daqui a um minuto.

## Por que o servidor recusou o que a página enviou.

refused-unreadable = O servidor não conseguiu ler essa mensagem.
refused-out-of-order = Essa mensagem chegou fora de ordem.
refused-not-seated = Você está assistindo a esta partida, não jogando.
refused-not-your-turn = Não é a sua vez.
refused-no-opponent = Seu adversário ainda não chegou.
refused-stale = Essa jogada já foi feita.
refused-ahead = Essa jogada está à frente da partida.
refused-illegal = Essa jogada não é permitida aqui.
refused-over = A partida acabou.
refused-not-over = A partida ainda está em andamento.
refused-unknown-seat = O lugar desta página não é um desta sala.
refused-full = Os dois lugares estão ocupados, então você está assistindo.
refused-wrong-invite = Este convite não é desta sala, então você está assistindo. Peça o link de novo.
refused-busy = O servidor está ocupado. Tente de novo daqui a pouco.
refused-replaced = Esta partida está aberta agora em outra aba ou em outro dispositivo.

## O que aconteceu ao passar um link.

invite-copied = Link de convite copiado: envie-o ao seu amigo. Ele dá lugar a uma só pessoa, uma só vez.
watch-link-copied = Link para assistir copiado: quem o abrir acompanha a partida, sem lugar.
online-link-not-copied = Não foi possível copiar o link: selecione-o e copie você mesmo.
invite-shared = Link de convite compartilhado. Ele dá lugar a uma só pessoa, uma só vez.
watch-link-shared = Link para assistir compartilhado.
link-not-shared = Não foi possível compartilhar o link: copie-o em vez disso.

## A linha de status da sala.

entering-room = Entrando na sala…
paired = Pareado: entrando na sala…

turn-warning = { $who ->
    [you] Sua vez: restam { $seconds } segundos.
    [one] Vez do Jogador 1: restam { $seconds } segundos.
    [two] Vez do Jogador 2: restam { $seconds } segundos.
    [friend] Vez do seu amigo: restam { $seconds } segundos.
    [opponent] Vez do seu adversário: restam { $seconds } segundos.
   *[them] Vez de { $name }: restam { $seconds } segundos.
}

new-game-swapped = { $who ->
    [you] Nova partida, com os lugares trocados: você começa. { $turn }
    [one] Nova partida, com os lugares trocados: o Jogador 1 começa. { $turn }
    [two] Nova partida, com os lugares trocados: o Jogador 2 começa. { $turn }
    [friend] Nova partida, com os lugares trocados: seu amigo começa. { $turn }
    [opponent] Nova partida, com os lugares trocados: seu adversário começa. { $turn }
   *[them] Nova partida, com os lugares trocados: { $name } começa. { $turn }
}

new-game-same-opener = { $who ->
    [you] Nova partida: você começa de novo. { $turn }
    [one] Nova partida: o Jogador 1 começa de novo. { $turn }
    [two] Nova partida: o Jogador 2 começa de novo. { $turn }
    [friend] Nova partida: seu amigo começa de novo. { $turn }
    [opponent] Nova partida: seu adversário começa de novo. { $turn }
   *[them] Nova partida: { $name } começa de novo. { $turn }
}

rematch-offered-by-you = Você ofereceu uma revanche; esperando seu amigo.

rematch-offered = { $who ->
    [you] Você oferece uma revanche: escolha “Revanche” para aceitar.
    [one] O Jogador 1 oferece uma revanche: escolha “Revanche” para aceitar.
    [two] O Jogador 2 oferece uma revanche: escolha “Revanche” para aceitar.
    [friend] Seu amigo oferece uma revanche: escolha “Revanche” para aceitar.
    [opponent] Seu adversário oferece uma revanche: escolha “Revanche” para aceitar.
   *[them] { $name } oferece uma revanche: escolha “Revanche” para aceitar.
}

rematch-offered-watching = { $who ->
    [you] Você oferece uma revanche.
    [one] O Jogador 1 oferece uma revanche.
    [two] O Jogador 2 oferece uma revanche.
    [friend] Seu amigo oferece uma revanche.
    [opponent] Seu adversário oferece uma revanche.
   *[them] { $name } oferece uma revanche.
}

waiting-for-friend = Esperando seu amigo: envie a ele o link de convite.
waiting-for-second-player = Esperando o segundo jogador.

wins = { $who ->
    [you] Você vence.
    [one] O Jogador 1 vence.
    [two] O Jogador 2 vence.
    [friend] Seu amigo vence.
    [opponent] Seu adversário vence.
   *[them] { $name } vence.
}

resigned = { $who ->
    [you] Você desistiu. { $result }
    [one] O Jogador 1 desistiu. { $result }
    [two] O Jogador 2 desistiu. { $result }
    [friend] Seu amigo desistiu. { $result }
    [opponent] Seu adversário desistiu. { $result }
   *[them] { $name } desistiu. { $result }
}

abandoned = { $who ->
    [you] Você ficou ausente tempo demais e perdeu. { $result }
    [one] O Jogador 1 ficou ausente tempo demais e perdeu. { $result }
    [two] O Jogador 2 ficou ausente tempo demais e perdeu. { $result }
    [friend] Seu amigo ficou ausente tempo demais e perdeu. { $result }
    [opponent] Seu adversário ficou ausente tempo demais e perdeu. { $result }
   *[them] { $name } ficou ausente tempo demais e perdeu. { $result }
}

## Quem está na sala, e o relógio da vez.

seat-free = { $who ->
    [you] Seu lugar está livre.
    [one] O lugar do Jogador 1 está livre.
    [two] O lugar do Jogador 2 está livre.
    [friend] O lugar do seu amigo está livre.
    [opponent] O lugar do seu adversário está livre.
   *[them] O lugar de { $name } está livre.
}

friend-not-come = Seu amigo ainda não chegou.

here = { $who ->
    [you] Você está aqui.
    [one] O Jogador 1 está aqui.
    [two] O Jogador 2 está aqui.
    [friend] Seu amigo está aqui.
    [opponent] Seu adversário está aqui.
   *[them] { $name } está aqui.
}

away = { $who ->
    [you] Você está ausente.
    [one] O Jogador 1 está ausente.
    [two] O Jogador 2 está ausente.
    [friend] Seu amigo está ausente.
    [opponent] Seu adversário está ausente.
   *[them] { $name } está ausente.
}

away-time-left = { $who ->
    [you] Você está ausente: restam { $time } para voltar, contando só os seus turnos.
    [one] O Jogador 1 está ausente: restam { $time } para voltar, contando só os turnos dele.
    [two] O Jogador 2 está ausente: restam { $time } para voltar, contando só os turnos dele.
    [friend] Seu amigo está ausente: restam { $time } para voltar, contando só os turnos dele.
    [opponent] Seu adversário está ausente: restam { $time } para voltar, contando só os turnos dele.
   *[them] { $name } está ausente: restam { $time } para voltar, contando só os próprios turnos.
}

watching = { $count ->
    [0] { $count } pessoas estão assistindo.
    [one] { $count } pessoa está assistindo.
   *[other] { $count } pessoas estão assistindo.
}

clock-runs = { $who ->
    [you] Sua vez: restam { $time }
    [one] Vez do Jogador 1: restam { $time }
    [two] Vez do Jogador 2: restam { $time }
    [friend] Vez do seu amigo: restam { $time }
    [opponent] Vez do seu adversário: restam { $time }
   *[them] Vez de { $name }: restam { $time }
}

rows-seated = Sua fileira é a de baixo; a do seu amigo fica em cima.
rows-watching = Você está assistindo. A fileira de baixo é do Jogador { $bottom }, a de cima, do Jogador { $top }.
