## O cabeçalho e o rodapé.

masthead = Mancala
tagline = Kalah, o jogo de seis covas em que se semeia e se captura
footer = Grátis, sem conta e sem rastreamento. As partidas contra o computador, na mesma tela ou por link ficam no seu navegador; o jogo on-line envia as regras da sala e suas jogadas ao servidor de salas, que as guarda (veja a Ajuda).

## A barra de ferramentas.

toolbar-label = Partida
new-game-button = Nova partida
undo-button = Desfazer
redo-button = Refazer
hint-button = Dica
skip-button = Pular
full-screen-button = Tela cheia
send-move-button = Enviar jogada
swap-button = Trocar de lado
settings-button = Configurações
loading-settings = Carregando as configurações…

## A navegação entre os modos.

modes-label = Modos
nav-play = Jogar
nav-puzzles = Desafios
nav-learn = Aprender
nav-analysis = Tabuleiro de análise
nav-analysis-short = Análise
nav-online = Jogar on-line
nav-online-short = on-line
loading-puzzles = Carregando os desafios…
loading-lessons = Carregando as lições…
loading-analysis-board = Carregando o tabuleiro de análise…
loading-online = Carregando o jogo on-line…
not-loaded = Não foi possível carregar esta parte da página. A partida continua; recarregue a página para tentar de novo.
learn-offer-start = Novo no mancala?
learn-offer-link = Aprenda a jogar em oito lições curtas
learn-offer-end = .

## Os rótulos das configurações.

opponent-label = Adversário
difficulty-label = Dificuldade
who-opens-label = Quem começa
turn-clock-label = Relógio por turno
seeds-per-pit-label = Sementes por cova
house-rules-label = Regras da casa
sweep-label = Sementes que sobram quando uma fileira esvazia
speed-label = Velocidade
motion-label = Movimento
colours-label = Cores
sound-label = Som (M)
done-button = Pronto

## As opções das configurações.

opponent-computer = Computador
opponent-human = Dois jogadores
level-easy = Fácil
level-medium = Médio
level-hard = Difícil
level-expert = Especialista
level-numbered = Nível { $number }
level-named-with-number = { $level } (nível { $number })
side-first = Você (jogador 1)
side-second = O computador (jogador 2)
side-alternate = Um de cada vez
speed-slow = Lenta
speed-normal = Normal
speed-fast = Rápida
speed-instant = Instantânea
clock-off = Sem relógio
clock-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minutos
}
follow-system = Como o sistema preferir
motion-reduced = Reduzido: as jogadas aparecem na hora
motion-full = Animação completa
theme-light = Claro
theme-dark = Escuro
theme-contrast = Alto contraste
sound-off = Desligado
sound-on = Ligado
sweep-own-row = Vão para o dono da fileira
sweep-to-runner = Vão para quem ficou sem sementes
sweep-discard = Não contam para ninguém
rule-empty-capture = Guardar a última semente que cai na sua cova vazia mesmo quando a cova em frente está vazia
rule-one-extra-turn = Só um turno extra seguido
rule-both-stores = Semear nos dois depósitos
rule-skip-origin = Uma volta no tabuleiro pula a cova de onde saiu
rule-pie = Depois do primeiro turno, o segundo jogador pode trocar de lado

## Os avisos.

storage-trouble = Este navegador não deixa a página salvar nada (o armazenamento está desativado ou cheio), então suas configurações e estatísticas só duram até você sair da página.
store-missing = A parte da página que lê e salva suas configurações, estatísticas e partida não carregou. O que foi salvo antes fica como estava, mas esta visita pode não ser guardada: recarregue a página para tentar de novo.
no-worker = Seu navegador não quis iniciar um processo em segundo plano, então o computador pensa na própria página, com um orçamento menor (no máximo Médio).
link-unread = A parte da página que lê links não carregou, então este link não foi aberto e uma nova partida começa no lugar dele. O endereço ainda contém o link: recarregue a página para tentar de novo.
settings-unreadable = Não foi possível usar suas configurações salvas porque { $why }, então valem as configurações padrão. Elas são salvas de novo quando você muda uma configuração.
stats-unreadable = Não foi possível ler suas estatísticas salvas porque { $why }. Elas ficam como estão por enquanto: esta visita conta do zero e só as substitui quando uma partida for contada.
game-unresumable = Não foi possível retomar sua partida salva porque { $why }, então uma nova partida começa.
lessons-unreadable = Não foi possível ler o registro das lições que você fez porque { $why }. Ele fica como está até você terminar uma lição, o que começa um novo registro.
puzzles-unreadable = Não foi possível ler sua pontuação e seus desafios porque { $why }. Eles ficam como estão até você tentar um desafio, o que começa um novo registro.
seats-unreadable = Não foi possível ler os lugares que você ocupa em salas ao vivo porque { $why }. Eles ficam como estão até você ocupar um lugar, o que começa um novo registro.
fork-older = Este link é mais antigo que a partida deste dispositivo: ele para depois da jogada { $same }, e a sua vai até a jogada { $kept }. A partida do link é mostrada e fica guardada aqui de agora em diante; para voltar à deste dispositivo, abra ?{ $link }
fork-differs = A partida deste link se separa da deste dispositivo depois da jogada { $same }: a jogada { $next } foi { $kept } lá e { $linked } no link. A partida do link é mostrada e fica guardada aqui de agora em diante; para voltar à deste dispositivo, abra ?{ $link }
fork-pit = a cova { $pit }
fork-swap = a troca de lado
move-not-copied = Seu navegador não quis copiar, então aqui está o link para enviar a { $name }: { $link }
link-not-copied = Seu navegador não quis copiar, então aqui está o link desta partida: { $link }
text-not-copied = Seu navegador não quis copiar, então aqui está a partida em texto (ela pode ser lida de volta como está, em uma linha): { $text }
invalid-settings = Essas configurações não são válidas; nada foi alterado.

## Por que algo salvo não pôde ser lido: orações depois de “porque”.

corrupt-reason = o texto salvo está danificado
shape-reason = ele não está no formato que esta página salva
version-reason = ele foi salvo por uma versão mais nova desta página
absurd-reason = os números dele não podem estar certos

## As partes de um link que não foram aplicadas.

ignored = Parte deste link não foi entendida, então essas configurações ficaram no padrão: { $parts }.
ignored-separator = {"; "}
ignored-unknown-key = “{ $key }” não é uma configuração
ignored-bad-value = “{ $value }” não é um valor válido para { $key }
ignored-repeated = { $key } apareceu mais de uma vez
ignored-more = mais { $count }
