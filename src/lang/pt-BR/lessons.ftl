### Os textos das oito lições. Você joga a fileira de baixo, covas 1 a 6 da esquerda para a
### direita, com o seu depósito à direita, e semeia para a direita.

## Lição 1.

lesson-1-title = Semear
lesson-1-teaches = Uma jogada pega todas as sementes de uma das suas covas e as solta uma a uma nas covas seguintes, para a direita ao longo da sua fileira.
lesson-1-step-1-ask = Semeie de modo que sua última semente caia na sua cova 5.
lesson-1-step-1-why = A cova 1 tinha quatro sementes: uma foi para cada uma das covas 2, 3, 4 e 5.
lesson-1-step-2-ask = Semeie de modo que sua última semente caia na sua cova 6.
lesson-1-step-2-why = As três sementes da cova 3 foram para as covas 4, 5 e 6: conte as sementes, depois conte as covas.
lesson-1-step-3-ask = Semeie de modo que sua última semente caia na cova 2 do seu adversário.
lesson-1-step-3-why = A semeadura continua depois do fim da sua fileira: as cinco sementes da cova 4 foram para as covas 5 e 6, para o seu depósito e depois para as covas 1 e 2 do seu adversário.

## Lição 2.

lesson-2-title = O depósito que se pula
lesson-2-teaches = A semeadura dá a volta no tabuleiro, entra no seu depósito mas nunca no do seu adversário: o depósito dele é pulado.
lesson-2-step-1-ask = Faça sua última semente cair na sua própria cova 2.
lesson-2-step-1-why = As nove sementes da cova 6: uma no seu depósito, seis pela fileira do seu adversário, nenhuma no depósito dele, e as duas últimas nas suas covas 1 e 2.
lesson-2-step-2-ask = Faça sua última semente cair na sua própria cova 1.
lesson-2-step-2-why = Oito sementes da cova 6: o seu depósito, as seis covas do seu adversário, o depósito dele pulado, e a oitava na sua cova 1.
lesson-2-step-3-ask = Faça sua última semente cair no seu depósito, depois de dar a volta inteira.
lesson-2-step-3-why = Catorze sementes da cova 6: o seu depósito, seis na fileira do seu adversário, seis na sua, e a décima quarta de novo no seu depósito. O depósito dele foi pulado, então a conta deu certo.

## Lição 3.

lesson-3-title = Um turno extra
lesson-3-teaches = Quando sua última semente cai no seu depósito, você joga de novo.
lesson-3-step-1-ask = Semeie de modo que sua última semente caia no seu depósito.
lesson-3-step-1-why = A cova 3 fica a quatro casas do seu depósito e tinha quatro sementes: a última caiu no depósito, então você joga de novo.
lesson-3-step-2-ask = Encontre a cova cujas sementes terminam exatamente no seu depósito.
lesson-3-step-2-why = A cova 5 fica a duas casas do seu depósito e tinha duas sementes. Uma cova precisa de tantas sementes quantas casas a separam do depósito: a cova 6 uma, a cova 5 duas, a cova 1 seis.
lesson-3-step-3-ask = Ganhe um turno extra. A cova que faz isso fica longe do depósito.
lesson-3-step-3-why = A cova 1 fica a seis casas do seu depósito e tinha seis sementes.

## Lição 4.

lesson-4-title = Encadear turnos extras
lesson-4-teaches = Turnos extras podem vir um atrás do outro. A ordem importa: jogue primeiro a cova mais perto do depósito, para que as sementes dela não estraguem a conta das outras.
lesson-4-step-1-ask = Faça dois turnos extras seguidos.
lesson-4-step-1-why = Primeiro a cova 6: sua única semente foi para o depósito. Depois, as duas sementes da cova 5 ainda chegaram a ele. Na ordem inversa, a cova 5 teria posto uma semente na cova 6, e a cova 6 teria passado do ponto.
lesson-4-step-2-ask = Faça três turnos extras seguidos.
lesson-4-step-2-why = A cova 6, depois a cova 5 (cuja primeira semente encheu de novo a cova 6), depois a cova 6 outra vez: cada uma terminou no depósito.
lesson-4-step-3-ask = Faça quatro turnos extras seguidos.
lesson-4-step-3-why = A cova 6, a cova 5, a cova 6 outra vez, depois a cova 4: sempre a cova cujas sementes terminam exatamente no depósito, a mais perto primeiro.

## Lição 5.

lesson-5-title = Uma captura
lesson-5-teaches = Quando sua última semente cai numa cova vazia sua e a cova em frente tem sementes, você leva essas sementes e a sua última semente para o seu depósito.
lesson-5-step-1-ask = Capture pelo menos 5 sementes numa jogada.
lesson-5-step-1-why = Sua semente da cova 1 caiu na sua cova 2 vazia, em frente à cova 5 do seu adversário: as seis sementes dela foram para o seu depósito.
lesson-5-step-2-ask = Duas jogadas capturam. Encontre a que pega pelo menos 6 sementes.
lesson-5-step-2-why = A semente da cova 4 caiu na sua cova 5 vazia, em frente a seis sementes. A cova 1 teria caído na cova 3, em frente a apenas duas.
lesson-5-step-3-ask = Capture pelo menos 4 sementes. Talvez você precise antes do seu turno extra.
lesson-5-step-3-why = A cova 6 foi para o seu depósito e ficou vazia, então a semente da cova 5 caiu depois numa cova 6 vazia e pegou as quatro sementes em frente.

## Lição 6.

lesson-6-title = Sem captura diante de uma cova vazia
lesson-6-teaches = Uma captura precisa de sementes na cova em frente. Se essa cova estiver vazia, sua última semente simplesmente fica onde caiu (a não ser que a regra da casa de captura no vazio esteja ativa).
lesson-6-step-1-ask = Capture alguma coisa. Olhe a cova em frente de onde você cai.
lesson-6-step-1-why = A semente da cova 4 caiu na sua cova 5 vazia, em frente a três sementes. Da cova 1, ela teria caído na cova 2, em frente a uma cova vazia, e não teria pegado nada.
lesson-6-step-2-ask = Três jogadas caem numa cova vazia sua. Só uma captura: encontre-a.
lesson-6-step-2-why = A semente da cova 5 caiu na sua cova 6, em frente a cinco sementes. As covas 2 e 4 ficam em frente a covas vazias.
lesson-6-step-3-ask = Com a regra da casa de captura no vazio ativa, ponha uma semente no seu depósito.
lesson-6-step-3-why = Com essa regra da casa, uma última semente numa cova vazia sua vai para o seu depósito mesmo quando a cova em frente está vazia.

## Lição 7.

lesson-7-title = O fim da partida
lesson-7-teaches = A partida acaba assim que uma das fileiras fica vazia. Então as sementes que restam na outra fileira vão para o depósito do dono dela, e vence o depósito maior.
lesson-7-step-1-ask = Seu adversário tem sementes em uma cova só. Acabe a partida agora, e vença.
lesson-7-step-1-why = Capturar as últimas sementes dele esvaziou a fileira dele, então a partida acabou, e as três sementes que restavam na sua fileira foram para o seu depósito: 30 a 18.
lesson-7-step-2-ask = Esvazie a sua própria fileira com turnos extras para que a partida acabe com você na frente.
lesson-7-step-2-why = A cova 6, a cova 5, depois a cova 6 outra vez: três sementes no seu depósito, sua fileira vazia, e as três sementes do seu adversário no depósito dele: 25 a 23. Na ordem inversa, uma semente teria passado para ele: empate.
lesson-7-step-3-ask = Acabe a partida e vença. As sementes que restarem na sua fileira serão suas se a fileira do seu adversário esvaziar primeiro.
lesson-7-step-3-why = A semente da cova 4 caiu na sua cova 5 vazia e pegou as cinco sementes em frente, as últimas da fileira do seu adversário. A partida acabou, e as duas sementes da sua cova 6 foram para o seu depósito: 28 a 20.

## Lição 8.

lesson-8-title = Contar até a vitória
lesson-8-teaches = Há 48 sementes. Um depósito de 25 não pode mais ser alcançado: conte as sementes de que você precisa e depois encontre o turno que as traz.
lesson-8-step-1-ask = Leve o seu depósito a 25 neste turno.
lesson-8-step-1-why = Três turnos extras, uma semente cada: 22, 23, 24, 25. Com 25 das 48 sementes, a partida é sua.
lesson-8-step-2-ask = Leve o seu depósito a 25 neste turno. Duas jogadas capturam: conte o que cada uma pega.
lesson-8-step-2-why = A semente da cova 2 caiu na sua cova 3 vazia, em frente a quatro sementes: quatro mais a sua própria semente dão 25. A captura da cova 5 teria dado 24.
lesson-8-step-3-ask = Leve o seu depósito a 25 neste turno. Conte antes de capturar.
lesson-8-step-3-why = Primeiro a cova 6: uma semente no seu depósito e outra vez de jogar. Depois a semente da cova 4 pegou a única semente em frente à cova 5: 23 mais 2 dão 25. Capturando primeiro, você teria parado em 24.
