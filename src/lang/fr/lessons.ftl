### Les textes des huit leçons. Vous jouez la rangée du bas, trous 1 à 6 de gauche à droite,
### votre grenier à droite, et vous semez vers la droite.

## Leçon 1.

lesson-1-title = Semer
lesson-1-teaches = Un coup prend toutes les graines d'un de vos trous et les dépose une à une dans les trous suivants, vers la droite le long de votre rangée.
lesson-1-step-1-ask = Semez de sorte que votre dernière graine tombe dans votre trou 5.
lesson-1-step-1-why = Le trou 1 avait quatre graines : une dans chacun des trous 2, 3, 4 et 5.
lesson-1-step-2-ask = Semez de sorte que votre dernière graine tombe dans votre trou 6.
lesson-1-step-2-why = Les trois graines du trou 3 sont allées dans les trous 4, 5 et 6 : comptez les graines, puis comptez les trous.
lesson-1-step-3-ask = Semez de sorte que votre dernière graine tombe dans le trou 2 de votre adversaire.
lesson-1-step-3-why = On sème au-delà du bout de votre rangée : les cinq graines du trou 4 sont allées dans les trous 5 et 6, votre grenier, puis les trous 1 et 2 de votre adversaire.

## Leçon 2.

lesson-2-title = Le grenier qu'on saute
lesson-2-teaches = On sème tout autour du plateau, dans votre grenier mais jamais dans celui de votre adversaire : son grenier est sauté.
lesson-2-step-1-ask = Faites tomber votre dernière graine dans votre propre trou 2.
lesson-2-step-1-why = Les neuf graines du trou 6 : une dans votre grenier, six dans la rangée de votre adversaire, aucune dans son grenier, et les deux dernières dans vos trous 1 et 2.
lesson-2-step-2-ask = Faites tomber votre dernière graine dans votre propre trou 1.
lesson-2-step-2-why = Huit graines du trou 6 : votre grenier, les six trous de votre adversaire, son grenier sauté, et la huitième dans votre trou 1.
lesson-2-step-3-ask = Faites tomber votre dernière graine dans votre grenier, après un tour complet du plateau.
lesson-2-step-3-why = Quatorze graines du trou 6 : votre grenier, six dans la rangée de votre adversaire, six dans la vôtre, et la quatorzième de nouveau dans votre grenier. Son grenier a été sauté, donc le compte tombe juste.

## Leçon 3.

lesson-3-title = Un tour de plus
lesson-3-teaches = Quand votre dernière graine tombe dans votre grenier, vous rejouez.
lesson-3-step-1-ask = Semez de sorte que votre dernière graine tombe dans votre grenier.
lesson-3-step-1-why = Le trou 3 est à quatre cases de votre grenier et avait quatre graines : la dernière est tombée dans le grenier, donc vous rejouez.
lesson-3-step-2-ask = Trouvez le trou dont les graines finissent exactement dans votre grenier.
lesson-3-step-2-why = Le trou 5 est à deux cases de votre grenier et avait deux graines. Il faut à un trou autant de graines qu'il y a de cases jusqu'au grenier : le trou 6 une, le trou 5 deux, le trou 1 six.
lesson-3-step-3-ask = Gagnez un tour de plus. Le trou qui le donne est loin du grenier.
lesson-3-step-3-why = Le trou 1 est à six cases de votre grenier et avait six graines.

## Leçon 4.

lesson-4-title = Enchaîner les tours de plus
lesson-4-teaches = Les tours de plus peuvent se suivre. L'ordre compte : jouez d'abord le trou le plus proche du grenier, pour que ses graines ne faussent pas le compte des autres.
lesson-4-step-1-ask = Jouez deux tours de plus d'affilée.
lesson-4-step-1-why = D'abord le trou 6 : sa graine est allée dans le grenier. Les deux graines du trou 5 l'ont ensuite encore atteint. Dans l'autre ordre, le trou 5 aurait mis une graine dans le trou 6, et le trou 6 serait ensuite allé trop loin.
lesson-4-step-2-ask = Jouez trois tours de plus d'affilée.
lesson-4-step-2-why = Le trou 6, puis le trou 5 (dont la première graine a rempli de nouveau le trou 6), puis encore le trou 6 : chacun a fini dans le grenier.
lesson-4-step-3-ask = Jouez quatre tours de plus d'affilée.
lesson-4-step-3-why = Le trou 6, le trou 5, encore le trou 6, puis le trou 4 : toujours le trou dont les graines finissent exactement dans le grenier, le plus proche d'abord.

## Leçon 5.

lesson-5-title = Une prise
lesson-5-teaches = Quand votre dernière graine tombe dans un de vos trous vides et que le trou d'en face contient des graines, vous prenez ces graines et votre dernière graine dans votre grenier.
lesson-5-step-1-ask = Prenez au moins 5 graines en un coup.
lesson-5-step-1-why = Votre graine du trou 1 est tombée dans votre trou 2 vide, en face du trou 5 de votre adversaire : ses six graines sont allées dans votre grenier.
lesson-5-step-2-ask = Deux coups font une prise. Trouvez celui qui prend au moins 6 graines.
lesson-5-step-2-why = La graine du trou 4 est tombée dans votre trou 5 vide, en face de six graines. Le trou 1 serait tombé dans le trou 3, en face de deux seulement.
lesson-5-step-3-ask = Prenez au moins 4 graines. Il vous faudra peut-être d'abord votre tour de plus.
lesson-5-step-3-why = Le trou 6 est allé dans votre grenier et s'est vidé : la graine du trou 5 est alors tombée dans un trou 6 vide et a pris les quatre graines d'en face.

## Leçon 6.

lesson-6-title = Pas de prise face à un trou vide
lesson-6-teaches = Une prise demande des graines dans le trou d'en face. Si ce trou est vide, votre dernière graine reste simplement où elle est tombée (sauf si la règle maison de prise à vide est active).
lesson-6-step-1-ask = Prenez quelque chose. Regardez le trou en face de celui où vous tombez.
lesson-6-step-1-why = La graine du trou 4 est tombée dans votre trou 5 vide, en face de trois graines. Depuis le trou 1, elle serait tombée dans le trou 2, en face d'un trou vide, et n'aurait rien pris.
lesson-6-step-2-ask = Trois coups tombent dans un de vos trous vides. Un seul fait une prise : trouvez-le.
lesson-6-step-2-why = La graine du trou 5 est tombée dans votre trou 6, en face de cinq graines. Les trous 2 et 4 sont en face de trous vides.
lesson-6-step-3-ask = Avec la règle maison de prise à vide active, mettez une graine dans votre grenier.
lesson-6-step-3-why = Avec cette règle maison, une dernière graine dans un de vos trous vides va dans votre grenier même quand le trou d'en face est vide.

## Leçon 7.

lesson-7-title = La fin de la partie
lesson-7-teaches = La partie se termine dès qu'une rangée est vide. Les graines qui restent dans l'autre rangée vont alors au grenier de son propriétaire, et le plus grand grenier gagne.
lesson-7-step-1-ask = Votre adversaire n'a de graines que dans un trou. Terminez la partie maintenant, et gagnez.
lesson-7-step-1-why = Prendre ses dernières graines a vidé sa rangée : la partie s'est terminée, et les trois graines restées dans votre rangée sont allées dans votre grenier : 30 à 18.
lesson-7-step-2-ask = Videz votre propre rangée avec des tours de plus pour que la partie se termine avec vous en tête.
lesson-7-step-2-why = Le trou 6, le trou 5, puis encore le trou 6 : trois graines dans votre grenier, votre rangée vide, et les trois graines de votre adversaire dans le sien : 25 à 23. Dans l'autre ordre, une graine serait passée chez lui : match nul.
lesson-7-step-3-ask = Terminez la partie et gagnez-la. Les graines restées dans votre rangée seront à vous si la rangée de votre adversaire se vide d'abord.
lesson-7-step-3-why = La graine du trou 4 est tombée dans votre trou 5 vide et a pris les cinq graines d'en face, les dernières de la rangée de votre adversaire. La partie s'est terminée, et les deux graines de votre trou 6 sont allées dans votre grenier : 28 à 20.

## Leçon 8.

lesson-8-title = Compter jusqu'à la victoire
lesson-8-teaches = Il y a 48 graines. Un grenier de 25 ne peut plus être rattrapé : comptez les graines qu'il vous faut, puis trouvez le tour qui les rapporte.
lesson-8-step-1-ask = Amenez votre grenier à 25 ce tour-ci.
lesson-8-step-1-why = Trois tours de plus, une graine chacun : 22, 23, 24, 25. Avec 25 des 48 graines, la partie est à vous.
lesson-8-step-2-ask = Amenez votre grenier à 25 ce tour-ci. Deux coups font une prise : comptez ce que chacun prend.
lesson-8-step-2-why = La graine du trou 2 est tombée dans votre trou 3 vide, en face de quatre graines : quatre plus votre propre graine font 25. La prise du trou 5 aurait donné 24.
lesson-8-step-3-ask = Amenez votre grenier à 25 ce tour-ci. Comptez avant de prendre.
lesson-8-step-3-why = D'abord le trou 6 : une graine dans votre grenier et un autre tour. Puis la graine du trou 4 a pris la graine en face du trou 5 : 23 plus 2 font 25. En prenant d'abord, vous vous seriez arrêté à 24.
