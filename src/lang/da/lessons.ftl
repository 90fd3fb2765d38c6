### De otte lektioners tekster. Du spiller den nederste række, hul 1 til 6 fra venstre, dit
### depot til højre, og frøene fordeles mod højre.

## Lektion 1.

lesson-1-title = At fordele frøene
lesson-1-teaches = Et træk tager alle frø fra et af dine huller og lægger dem ét ad gangen i de følgende huller, mod højre langs din række.
lesson-1-step-1-ask = Spil, så dit sidste frø lander i dit hul 5.
lesson-1-step-1-why = Hul 1 havde fire frø: ét kom i hvert af hullerne 2, 3, 4 og 5.
lesson-1-step-2-ask = Spil, så dit sidste frø lander i dit hul 6.
lesson-1-step-2-why = Hul 3's tre frø kom i hullerne 4, 5 og 6: tæl frøene, og tæl så hullerne.
lesson-1-step-3-ask = Spil, så dit sidste frø lander i din modstanders hul 2.
lesson-1-step-3-why = Fordelingen fortsætter forbi enden af din række: hul 4's fem frø kom i hullerne 5 og 6, dit depot og så din modstanders huller 1 og 2.

## Lektion 2.

lesson-2-title = Depotet, der springes over
lesson-2-teaches = Frøene fordeles hele vejen rundt om brættet, i dit depot, men aldrig i din modstanders: det depot springes over.
lesson-2-step-1-ask = Få dit sidste frø til at lande i dit eget hul 2.
lesson-2-step-1-why = Hul 6's ni frø: ét i dit depot, seks hen over din modstanders række, ingen i modstanderens depot, og de sidste to i dine huller 1 og 2.
lesson-2-step-2-ask = Få dit sidste frø til at lande i dit eget hul 1.
lesson-2-step-2-why = Otte frø fra hul 6: dit depot, din modstanders seks huller, modstanderens depot sprunget over, og det ottende i dit hul 1.
lesson-2-step-3-ask = Få dit sidste frø til at lande i dit depot, efter en hel omgang.
lesson-2-step-3-why = Fjorten frø fra hul 6: dit depot, seks i din modstanders række, seks i din, og det fjortende i dit depot igen. Modstanderens depot blev sprunget over, så regnestykket gik op.

## Lektion 3.

lesson-3-title = En ekstra tur
lesson-3-teaches = Når dit sidste frø lander i dit depot, får du en tur til.
lesson-3-step-1-ask = Spil, så dit sidste frø lander i dit depot.
lesson-3-step-1-why = Hul 3 ligger fire felter fra dit depot og havde fire frø: det sidste landede i depotet, så du får en tur til.
lesson-3-step-2-ask = Find hullet, hvis frø ender præcis i dit depot.
lesson-3-step-2-why = Hul 5 ligger to felter fra dit depot og havde to frø. Et hul skal have lige så mange frø, som det ligger felter fra depotet: hul 6 ét, hul 5 to, hul 1 seks.
lesson-3-step-3-ask = Få en ekstra tur. Hullet, der giver den, ligger langt fra depotet.
lesson-3-step-3-why = Hul 1 ligger seks felter fra dit depot og havde seks frø.

## Lektion 4.

lesson-4-title = Ekstra ture i træk
lesson-4-teaches = Ekstra ture kan følge efter hinanden. Rækkefølgen betyder noget: spil først hullet nærmest depotet, så dets frø ikke ødelægger regnestykket for de andre.
lesson-4-step-1-ask = Tag to ekstra ture i træk.
lesson-4-step-1-why = Hul 6 først: dets ene frø kom i depotet. Hul 5's to frø nåede det derefter stadig. Den anden vej rundt ville hul 5 have lagt et frø i hul 6, og hul 6 ville så være gået for langt.
lesson-4-step-2-ask = Tag tre ekstra ture i træk.
lesson-4-step-2-why = Hul 6, så hul 5 (hvis første frø fyldte hul 6 igen), så hul 6 igen: hvert endte i depotet.
lesson-4-step-3-ask = Tag fire ekstra ture i træk.
lesson-4-step-3-why = Hul 6, hul 5, hul 6 igen, så hul 4: altid hullet, hvis frø ender præcis i depotet, det nærmeste først.

## Lektion 5.

lesson-5-title = En fangst
lesson-5-teaches = Når dit sidste frø lander i et tomt hul hos dig, og hullet overfor har frø, tager du de frø og dit sidste frø over i dit depot.
lesson-5-step-1-ask = Fang mindst 5 frø med ét træk.
lesson-5-step-1-why = Dit frø fra hul 1 landede i dit tomme hul 2, over for din modstanders hul 5: dets seks frø kom i dit depot.
lesson-5-step-2-ask = To træk fanger. Find det, der tager mindst 6 frø.
lesson-5-step-2-why = Hul 4's frø landede i dit tomme hul 5, over for seks frø. Hul 1 ville være landet i hul 3, over for kun to.
lesson-5-step-3-ask = Fang mindst 4 frø. Du skal måske bruge din ekstra tur først.
lesson-5-step-3-why = Hul 6 gik i dit depot og tømte sig selv, så hul 5's frø landede derefter i et tomt hul 6 og tog de fire frø overfor.

## Lektion 6.

lesson-6-title = Ingen fangst fra et tomt hul
lesson-6-teaches = En fangst kræver frø i hullet overfor dit. Er det hul tomt, bliver dit sidste frø bare liggende, hvor det landede (medmindre husreglen om fangst over for et tomt hul er slået til).
lesson-6-step-1-ask = Fang noget. Se på hullet overfor der, hvor du lander.
lesson-6-step-1-why = Hul 4's frø landede i dit tomme hul 5, over for tre frø. Fra hul 1 var det landet i hul 2, over for et tomt hul, og havde intet taget.
lesson-6-step-2-ask = Tre træk lander i et tomt hul hos dig. Kun ét fanger: find det.
lesson-6-step-2-why = Hul 5's frø landede i dit hul 6, over for fem frø. Hul 2 og 4 ligger over for tomme huller.
lesson-6-step-3-ask = Med husreglen om fangst over for et tomt hul slået til: få et frø i dit depot.
lesson-6-step-3-why = Med denne husregel går et sidste frø i et tomt hul hos dig til dit depot, også når hullet overfor er tomt.

## Lektion 7.

lesson-7-title = Spillets slutning
lesson-7-teaches = Spillet slutter, så snart en af rækkerne er tom. Så går frøene, der stadig ligger i den anden række, til den rækkes ejers depot, og det største depot vinder.
lesson-7-step-1-ask = Din modstander har kun frø i ét hul. Afslut spillet nu, og vind.
lesson-7-step-1-why = At fange de sidste frø tømte modstanderens række, så spillet sluttede, og de tre frø, der var tilbage i din række, gik til dit depot: 30 mod 18.
lesson-7-step-2-ask = Tøm din egen række med ekstra ture, så spillet slutter med dig foran.
lesson-7-step-2-why = Hul 6, hul 5, så hul 6 igen: tre frø i dit depot, din række tom, og din modstanders tre frø i modstanderens depot: 25 mod 23. Spillet den anden vej rundt ville et frø være gået over til modstanderen: uafgjort.
lesson-7-step-3-ask = Afslut spillet, og vind det. Frøene, der er tilbage i din række, bliver dine, hvis din modstanders række tømmes først.
lesson-7-step-3-why = Hul 4's frø landede i dit tomme hul 5 og tog de fem frø overfor, de sidste i din modstanders række. Spillet sluttede, og de to frø i dit hul 6 gik til dit depot: 28 mod 20.

## Lektion 8.

lesson-8-title = Tæl dig til sejren
lesson-8-teaches = Der er 48 frø. Et depot med 25 kan ikke længere indhentes: tæl de frø, du mangler, og find så den tur, der bringer dem ind.
lesson-8-step-1-ask = Bring dit depot op på 25 i denne tur.
lesson-8-step-1-why = Tre ekstra ture, ét frø hver: 22, 23, 24, 25. Med 25 af de 48 frø er spillet dit.
lesson-8-step-2-ask = Bring dit depot op på 25 i denne tur. To træk fanger: tæl, hvad hvert af dem tager.
lesson-8-step-2-why = Hul 2's frø landede i dit tomme hul 3, over for fire frø: fire og dit eget frø giver 25. Fangsten fra hul 5 havde givet 24.
lesson-8-step-3-ask = Bring dit depot op på 25 i denne tur. Tæl, før du fanger.
lesson-8-step-3-why = Hul 6 først: et frø i dit depot og en tur til. Så tog hul 4's frø det ene frø over for hul 5: 23 og 2 giver 25. At fange først ville være stoppet ved 24.
