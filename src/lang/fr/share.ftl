record-empty = Il n'y a rien à ouvrir ici : collez un relevé de partie ou un lien de partie.
record-too-long = Ce texte est plus long que n'importe quel relevé de partie ({ $chars } caractères), il n'a donc pas été lu.
record-not-a-record = Ce n'est ni un relevé de partie ni un lien de partie : un relevé commence par ses balises, comme [South "You"], et ce texte commence par { $quoted }.
record-not-a-tag = { $quoted } n'est pas écrit comme une balise, [Nom "valeur"].
record-unknown-tag = { $quoted } n'est pas une balise de relevé de partie ; ses balises sont { $tags }.
record-repeated-tag = La balise { $tag } est donnée plus d'une fois.
record-missing-tag = Le relevé n'a pas de balise { $tag }, et tout relevé en a besoin.
record-bad-value = { $quoted } n'est pas une valeur pour la balise { $tag }, qui attend { $takes }.
record-takes-date = un jour écrit sous la forme 2026-12-02
record-takes-south = You, ou Player 1 dans une partie à deux joueurs
record-takes-north = Computer et un niveau, comme « Computer, Hard (level 7) », ou Player 2 dans une partie à deux joueurs
record-takes-side = first, second ou alternate
record-takes-seeds = 3 à 6
record-takes-rules = une liste, séparée par des virgules, de empty-capture, one-extra-turn, both-stores, skip-origin et pie, chacun au plus une fois
record-takes-sweep = own, runner ou none
record-takes-start = un début de la partie que les autres balises décrivent, dans le format texte du moteur
record-takes-result = le résultat auquel mènent les coups
record-players = { $south } et { $north } ne jouent pas une même partie : contre l'ordinateur, les joueurs sont You et Computer, et dans une partie à deux joueurs Player 1 et Player 2.
record-round-number = Le tour { $round } des coups devrait commencer par « { $round }. », pas par { $quoted }.
record-missing-bar = Le tour { $round } des coups continue après son premier tour de jeu sans « | » avant le second.
record-empty-turn = Le tour { $round } des coups contient un tour de jeu sans aucun coup.
record-not-a-move = Le coup { $number } (au tour { $round }), { $quoted }, n'est ni un trou ni un échange.
record-illegal = Le coup { $number } (au tour { $round }), { $quoted }, ne peut pas être joué : { $reason }.
record-turn-over = Le coup { $number } (au tour { $round }), { $quoted }, est écrit dans un tour de jeu déjà fini : le coup d'avant n'a pas donné de tour de plus, c'était donc à l'autre joueur de jouer.
record-extra-turn-left = Le coup { $number } (au tour { $round }), { $quoted }, a donné un tour de plus, son tour de jeu ne peut donc pas s'arrêter là.
record-wrong-result = Le résultat { $quoted } n'est pas celui auquel mènent les coups : { $actual }.
record-no-game-in-link = Ce lien ne contient aucune partie à ouvrir : un lien de partie contient « game= », comme l'écrit « { copy-game-link } ».

position-parts = une position a 6 parties séparées par « . », mais celle-ci en a { $found }
position-rules-text = « { $text } » n'est pas un jeu de règles comme 6x4 (trous x graines, puis lettres des règles maison)
position-pits = il faut de 1 à { $most } trous par côté, pas { $found }
position-seeds = il faut de 1 à { $most } graines par trou, pas { $found }
position-side = « { $text } » n'est pas un camp qui a le trait (s, n, se ou ne)
position-number = « { $text } » n'est pas un nombre de graines
position-moves = « { $text } » n'est pas une liste de coups (numéros de trous, et s pour un échange)
position-not-canonical = cette partie est finie ; une partie finie s'écrit avec ses graines engrangées et Sud au trait : { $text }
position-row-length = { $row ->
    [south] la rangée Sud a { $found } trous ; les règles en prévoient { $expected }
   *[north] la rangée Nord a { $found } trous ; les règles en prévoient { $expected }
}
position-seed-total = le plateau contient { $found } graines en tout ; les règles commencent avec { $expected }
position-extra-turn = la position est marquée comme un tour de plus, ce qui ne vaut qu'avec la règle maison d'un seul tour de plus
position-too-many-seeds = le plateau contient { $found } graines en tout ; une position en contient au plus { $most }

link-position-refused = La position de ce lien n'a pas été ouverte : { $reason }. Le plateau montre le début à la place.
link-position-too-long = { $quoted } est plus long que toute position ({ $chars } caractères)
link-position-unreadable = { $quoted } : { $reason }
link-position-no-seeds = { $quoted } n'a aucune graine
link-game-refused = La partie de ce lien n'a pas été ouverte : { $reason }.
link-game-too-long = elle est plus longue que toute partie ({ $chars } caractères)
link-game-no-rules = ses réglages ne donnent aucune partie
link-game-other-start = son début { $quoted } n'est pas le début de la partie que le lien décrit
link-game-not-a-position = { $quoted } n'est pas une position
link-game-not-a-move = le coup { $number } ({ $quoted }) n'est ni un trou ni un échange
link-game-illegal-sow = le coup { $number } (trou { $pit }) ne peut pas être joué : { $reason }
link-game-illegal-swap = le coup { $number } (un échange) ne peut pas être joué : { $reason }
link-game-stops-early = { $kept ->
    [0] La partie de ce lien s'arrête tôt : { $reason }. Elle reprend depuis le début.
    [one] La partie de ce lien s'arrête tôt : { $reason }. Le coup d'avant est affiché.
   *[other] La partie de ce lien s'arrête tôt : { $reason }. Les { $shown } coups d'avant sont affichés.
}
